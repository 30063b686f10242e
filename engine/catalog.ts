import { defineMessages } from './core/line.js';

/**
 * What the lobby shows of each rule set the platform serves, as plain data: the lobby fills its
 * game menu from this without loading the engine (the rules' code is some 40 KB compressed).
 * test/engine/catalog.test.ts holds it equal to the registry (engine/index.ts), so a rule set
 * added, renamed or given a bot there fails the test until this says the same.
 */
export interface CatalogEntry {
  id: string;
  title: string;
  seats: { min: number; max: number };
  defaultOptions: Record<string, unknown>;
  /** The values a text option may take, in the order offered (the rule set's options schema refuses any other). */
  optionChoices?: Record<string, readonly string[]>;
  /** Whether the rule set has a bot, so seats may be played by one. */
  bot: boolean;
  /** One line for the game menu: what the game is, for someone choosing one. */
  description: string;
}

export const catalog: readonly CatalogEntry[] = [
  {
    id: 'manila',
    title: 'Manila',
    seats: { min: 3, max: 5 },
    defaultOptions: { strongerPirates: false },
    bot: true,
    description:
      'Bid for the harbour master, buy shares, and place workers on ships racing to port, pirates and pilots included.',
  },
  {
    id: 'manila-tutorial',
    title: 'Manila tutorial race',
    seats: { min: 2, max: 4 },
    defaultOptions: {},
    bot: true,
    description: 'A short, simpler race of three ships: buy shares and bet on how far each one sails.',
  },
  {
    id: 'who-rules-the-sea',
    title: 'Who Rules the Sea? (Ki az úr a tengeren?)',
    seats: { min: 2, max: 6 },
    defaultOptions: { voyage: 'standard' },
    optionChoices: { voyage: ['standard', 'short'] },
    bot: true,
    description:
      'Run a freight company: buy ships, carry consignments between world ports, and brave storms and pirates.',
  },
];

export function catalogEntry(id: string): CatalogEntry | undefined {
  return catalog.find((c) => c.id === id);
}

/**
 * Each rule set's title and menu line as players read them, in the catalogs (term namespace):
 * the screens show `term.game.<id>.title` and `term.game.<id>.description`, never the English above.
 */
export const GAME_TERMS = defineMessages({
  manilaTitle: { id: 'term.game.manila.title', defaultMessage: 'Manila' },
  manilaDescription: {
    id: 'term.game.manila.description',
    defaultMessage:
      'Bid for the harbour master, buy shares, and place workers on ships racing to port, pirates and pilots included.',
  },
  tutorialTitle: { id: 'term.game.manila-tutorial.title', defaultMessage: 'Manila tutorial race' },
  tutorialDescription: {
    id: 'term.game.manila-tutorial.description',
    defaultMessage: 'A short, simpler race of three ships: buy shares and bet on how far each one sails.',
  },
  freightTitle: {
    id: 'term.game.who-rules-the-sea.title',
    defaultMessage: 'Who Rules the Sea? (Ki az úr a tengeren?)',
  },
  freightDescription: {
    id: 'term.game.who-rules-the-sea.description',
    defaultMessage:
      'Run a freight company: buy ships, carry consignments between world ports, and brave storms and pirates.',
  },
});

// The catalog ids of a rule set's title and menu line are in catalog-ids.ts: the game screen
// names its game so, and needs none of the menu's data above.
export { gameDescriptionId, gameTitleId } from './catalog-ids.js';

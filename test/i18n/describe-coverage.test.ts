// Every rule set's history lines in every language: games are played (seeded bots) until every
// event type of the rule set's union has happened, and each line of each kind is written in
// each locale for a seat, a spectator and the auditor ('all').
import { describe, expect, it } from 'vitest';
import type { Line } from '../../engine/core/line.js';
import type { AnyGame, Viewer } from '../../engine/core/types.js';
import { manila } from '../../engine/games/manila/index.js';
import { MANILA_EVENT_TYPES } from '../../engine/games/manila/describe.js';
import type { ManilaEvent } from '../../engine/games/manila/types.js';
import { manilaTutorial } from '../../engine/games/manila-tutorial/index.js';
import { TUTORIAL_EVENT_TYPES } from '../../engine/games/manila-tutorial/describe.js';
import type { TutorialEvent } from '../../engine/games/manila-tutorial/types.js';
import { whoRulesTheSea } from '../../engine/games/who-rules-the-sea/index.js';
import { FREIGHT_EVENT_TYPES } from '../../engine/games/who-rules-the-sea/describe.js';
import type { FreightEvent } from '../../engine/games/who-rules-the-sea/types.js';
import { LOCALES } from '../../i18n/locales.js';
import { renderLine } from '../../i18n/render-line.js';
import { playFreightGame } from '../support/freight-play.js';
import { playRandomGame } from '../support/random-play.js';
import { translators } from '../support/english.js';

/** The type names a union has and a list lacks: `never` when the list is complete. */
type Missing<Union extends string, List extends readonly string[]> = Exclude<Union, List[number]>;
// Fails to compile when a rule set gains an event type its list (and so this test) does not name.
const complete: [
  Missing<ManilaEvent['type'], typeof MANILA_EVENT_TYPES>,
  Missing<TutorialEvent['type'], typeof TUTORIAL_EVENT_TYPES>,
  Missing<FreightEvent['type'], typeof FREIGHT_EVENT_TYPES>,
] extends [never, never, never]
  ? true
  : false = true;

/** Names in three scripts, as tables have them. */
const NAMES = ['Ann', 'Bảo', 'دارا', 'Éva', 'Zoé', 'Kim'];
/** Identifiers that are codes, not numbers (cards C07, ships S01, notes LON-01): they stay Latin in every language. */
const CODES = /\b[A-Z]{1,3}-?\d{2}\b/g;

interface Sample {
  type: string;
  event: unknown;
}

/** Plays games until every type has been seen; keeps a few events of each kind of line (the set of message ids it uses). */
function collect(
  game: AnyGame,
  types: readonly string[],
  play: (seed: number) => unknown[],
): { seen: Set<string>; samples: Sample[]; games: number } {
  const seen = new Set<string>();
  const byShape = new Map<string, Sample[]>();
  let games = 0;
  for (let seed = 1; seed <= 400 && types.some((t) => !seen.has(t)); seed++) {
    games++;
    for (const event of play(seed)) {
      const type = (event as { type: string }).type;
      seen.add(type);
      const shape = `${type}:${idsOf(game.describe(event)).join(',')}`;
      const kept = byShape.get(shape) ?? [];
      if (kept.length < 3) byShape.set(shape, [...kept, { type, event }]);
    }
  }
  return { seen, samples: [...byShape.values()].flat(), games };
}

function idsOf(line: Line): string[] {
  const out = new Set<string>([line.id]);
  const walk = (v: unknown) => {
    if (v && typeof v === 'object') {
      if ('id' in v && typeof (v as Line).id === 'string') for (const id of idsOf(v as Line)) out.add(id);
      else if ('list' in v) (v as { list: unknown[] }).list.forEach(walk);
    }
  };
  Object.values(line.params ?? {}).forEach(walk);
  return [...out].sort();
}

const RULE_SETS: { game: AnyGame; types: readonly string[]; play: (seed: number) => unknown[] }[] = [
  {
    game: manila,
    types: MANILA_EVENT_TYPES,
    play: (seed) =>
      playRandomGame(manila, { seats: 3 + (seed % 3), seed, options: { strongerPirates: seed % 2 === 0 } }).events,
  },
  {
    game: manilaTutorial,
    types: TUTORIAL_EVENT_TYPES,
    play: (seed) => playRandomGame(manilaTutorial, { seats: 2 + (seed % 3), seed }).events,
  },
  {
    game: whoRulesTheSea,
    types: FREIGHT_EVENT_TYPES,
    play: (seed) =>
      playFreightGame({
        seats: 2 + (seed % 5),
        voyage: seed % 2 ? 'short' : 'standard',
        seed,
        bots: seed % 3 ? 'random' : 'greedy',
        sideMoves: true,
      }).events,
  },
];

describe.each(RULE_SETS)('$game.id history lines', ({ game, types, play }) => {
  const { seen, samples, games } = collect(game, types, play);

  it('the list of event types is the union, and games show every one of them', () => {
    expect(complete).toBe(true);
    expect(new Set(types).size).toBe(types.length);
    expect([...seen].sort(), `after ${games} games`).toEqual([...types].sort());
  });

  it('every line is the same data for every viewer of the same redaction, and depends on nothing else', () => {
    for (const { event } of samples)
      expect(JSON.parse(JSON.stringify(game.describe(event)))).toEqual(game.describe(event));
  });

  it.each(LOCALES)('reads in %s for a seat, a spectator and the auditor, with every placeholder filled', (locale) => {
    const tr = translators[locale];
    const problems: string[] = [];
    for (const { type, event } of samples) {
      for (const viewer of [0, 1, null, 'all'] as Viewer[]) {
        const line = game.describe(game.redact(event, viewer));
        for (const names of [NAMES, undefined]) {
          let text: string;
          try {
            text = renderLine(tr, line, viewer, names);
          } catch (e) {
            problems.push(`${type} (${line.id}) for ${String(viewer)}: ${(e as Error).message}`);
            continue;
          }
          if (/[{}]/.test(text)) problems.push(`${type} for ${String(viewer)}: a placeholder is left: ${text}`);
          if (/undefined|NaN|\[object/.test(text)) problems.push(`${type} for ${String(viewer)}: ${text}`);
          if (text.trim() === '') problems.push(`${type} for ${String(viewer)}: empty`);
          if (locale === 'fa' && /[0-9]/.test(text.replace(CODES, '')))
            problems.push(`${type} for ${String(viewer)}: Western digits in Persian: ${text}`);
          if (locale !== 'en' && text === renderLine(translators.en, line, viewer, names))
            problems.push(`${type} for ${String(viewer)}: the same as English: ${text}`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('speaks to the seat as "you" and of the others by name, in every locale', () => {
    // A line about seat 0, read by seat 0 and by seat 1, differs in every language.
    const about = samples
      .filter(({ event }) => JSON.stringify(game.describe(game.redact(event, 'all'))).includes('{"seat":0}'))
      .slice(0, 10);
    expect(about.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      for (const { event } of about) {
        const line = game.describe(game.redact(event, 'all'));
        const mine = renderLine(translators[locale], line, 0, NAMES);
        const theirs = renderLine(translators[locale], line, 1, NAMES);
        expect(theirs, `${locale} ${line.id}`).toContain(NAMES[0]);
        expect(mine, `${locale} ${line.id}`).not.toBe(theirs);
      }
    }
  });
});

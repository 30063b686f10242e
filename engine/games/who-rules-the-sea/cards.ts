// The chance cards of "Ki az úr a tengeren?" (components, docs/rules/who-rules-the-sea-reference.md),
// apart from the other components (data.ts): the web client draws its board from those, and words
// a card from the catalogs' terms, so a seat page never downloads the cards' English and effects.
// Change them only together with the reference's components sections.

import type { CardData } from './data-types.js';

export const CARDS: readonly CardData[] = [
  {
    id: 'C01',
    title: 'Hurricane',
    text: 'A hurricane strikes. Your ship founders and sinks.',
    effect: { type: 'sink' },
  },
  {
    id: 'C02',
    title: 'Vanished',
    text: 'Your ship disappears without a trace.',
    effect: { type: 'sink', how: 'disappears' },
  },
  {
    id: 'C03',
    title: 'Uncharted reef',
    text: 'You run aground on an uncharted reef. Roll the die: on a 1 the ship is wrecked and sinks; on 2-6 pay £300 to be towed off.',
    effect: { type: 'dieCheck', fail: [1], onFail: { type: 'sink' }, onPass: { type: 'pay', amount: 300 } },
  },
  {
    id: 'C04',
    title: 'Flooded hold',
    text: 'Heavy seas flood the hold. All cargo aboard is destroyed.',
    effect: { type: 'loseCargo', which: 'all' },
  },
  {
    id: 'C05',
    title: 'Fire in the hold',
    text: 'Fire in the hold! Your most valuable consignment is destroyed.',
    effect: { type: 'loseCargo', which: 'mostValuable' },
  },
  {
    id: 'C06',
    title: 'Jettison',
    text: 'To ride out a storm you throw your heaviest consignment overboard.',
    effect: { type: 'loseCargo', which: 'heaviest' },
  },
  {
    id: 'C07',
    title: 'Pirates board',
    text: 'Pirates board your ship and carry off your most valuable consignment.',
    effect: { type: 'loseCargo', which: 'mostValuable' },
  },
  {
    id: 'C08',
    title: 'Seawater',
    text: 'Seawater seeps into the hold and spoils your lightest consignment.',
    effect: { type: 'loseCargo', which: 'lightest' },
  },
  {
    id: 'C09',
    title: 'Storm damage',
    text: 'Storm damage to the rigging. Pay £200 for repairs.',
    effect: { type: 'pay', amount: 200 },
  },
  {
    id: 'C10',
    title: 'Engine breakdown',
    text: 'Engine breakdown. Pay £300 for repairs and miss your next turn.',
    effect: {
      type: 'seq',
      effects: [
        { type: 'pay', amount: 300 },
        { type: 'missTurns', n: 1 },
      ],
    },
  },
  {
    id: 'C11',
    title: 'Collision',
    text: 'You collide with a fishing boat. Pay £250 damages.',
    effect: { type: 'pay', amount: 250 },
  },
  {
    id: 'C12',
    title: 'Crew bonus',
    text: 'The crew demands a bonus for a hard voyage. Pay £150.',
    effect: { type: 'pay', amount: 150 },
  },
  {
    id: 'C13',
    title: 'Irregular papers',
    text: 'A customs patrol finds your papers irregular. Pay a £100 fine.',
    effect: { type: 'pay', amount: 100 },
  },
  {
    id: 'C14',
    title: 'Harbour dues',
    text: 'Harbour dues fall due. Pay £100 for every ship you own.',
    effect: { type: 'payPerShip', amount: 100 },
  },
  {
    id: 'C15',
    title: 'Bunker prices',
    text: "Coal bunker prices soar. Pay £20 for every 100 t of this ship's capacity.",
    effect: { type: 'payPerCapacity', per100t: 20 },
  },
  {
    id: 'C16',
    title: 'Ransom',
    text: 'Pirates hold your captain to ransom. Pay £400.',
    effect: { type: 'pay', amount: 400 },
  },
  {
    id: 'C17',
    title: 'Fever aboard',
    text: 'Fever breaks out aboard. Pay £150 for a doctor and miss your next turn.',
    effect: {
      type: 'seq',
      effects: [
        { type: 'pay', amount: 150 },
        { type: 'missTurns', n: 1 },
      ],
    },
  },
  {
    id: 'C18',
    title: 'Salvage',
    text: 'You tow a disabled steamer to safety. Collect £400 salvage money.',
    effect: { type: 'collect', amount: 400 },
  },
  {
    id: 'C19',
    title: 'Rescue',
    text: 'You rescue the crew of a sinking schooner. The owners reward you with £200.',
    effect: { type: 'collect', amount: 200 },
  },
  {
    id: 'C20',
    title: 'Drifting cargo',
    text: 'You recover a drifting cargo. Collect £300.',
    effect: { type: 'collect', amount: 300 },
  },
  {
    id: 'C21',
    title: 'Subsidy',
    text: 'The government subsidises merchant shipping. Collect £250.',
    effect: { type: 'collect', amount: 250 },
  },
  {
    id: 'C22',
    title: 'Mail contract',
    text: 'You win a mail contract. Collect £150.',
    effect: { type: 'collect', amount: 150 },
  },
  {
    id: 'C23',
    title: 'Record passage',
    text: 'A record passage wins the company a prize. Collect £200.',
    effect: { type: 'collect', amount: 200 },
  },
  {
    id: 'C24',
    title: 'Conference dividend',
    text: 'Shipping conference dividend. Collect £100 from every other player.',
    effect: { type: 'collectFromEach', amount: 100 },
  },
  {
    id: 'C25',
    title: 'Exchange rates',
    text: 'Favourable exchange rates. Collect £50 for every consignment aboard this ship.',
    effect: { type: 'collectPerConsignment', amount: 50 },
  },
  {
    id: 'C26',
    title: 'No-claims bonus',
    text: 'No-claims bonus: if this ship is insured, collect £150.',
    effect: { type: 'collectIfInsured', amount: 150 },
  },
  {
    id: 'C27',
    title: 'Sunken treasure',
    text: 'Your divers raise a sunken treasure. Collect £500.',
    effect: { type: 'collect', amount: 500 },
  },
  { id: 'C28', title: 'Fair wind', text: 'Fair wind. Advance 5 squares.', effect: { type: 'advance', n: 5 } },
  { id: 'C29', title: 'Tailwind', text: 'Strong tailwind. Advance 3 squares.', effect: { type: 'advance', n: 3 } },
  {
    id: 'C30',
    title: 'Trade winds',
    text: 'Trade winds. Roll the die and advance that many squares.',
    effect: { type: 'rollAndAdvance' },
  },
  { id: 'C31', title: 'Headwind', text: 'Headwind. Go back 4 squares.', effect: { type: 'back', n: 4 } },
  {
    id: 'C32',
    title: 'Contrary current',
    text: 'A contrary current sets you back 2 squares.',
    effect: { type: 'back', n: 2 },
  },
  {
    id: 'C33',
    title: 'Storm',
    text: 'A storm forces you to turn back. Your ship now sails to the port it came from.',
    effect: { type: 'turnBack' },
  },
  {
    id: 'C34',
    title: 'Broken shaft',
    text: 'A broken propeller shaft. Turn back: your ship now sails to the port it came from.',
    effect: { type: 'turnBack' },
  },
  { id: 'C35', title: 'Fog', text: 'Dense fog. Miss your next turn.', effect: { type: 'missTurns', n: 1 } },
  { id: 'C36', title: 'Fog', text: 'Dense fog. Miss your next turn.', effect: { type: 'missTurns', n: 1 } },
  { id: 'C37', title: 'Becalmed', text: 'Becalmed. Miss your next 2 turns.', effect: { type: 'missTurns', n: 2 } },
  {
    id: 'C38',
    title: 'Tug',
    text: 'A tug takes you in tow. Go directly to the port you are sailing to.',
    effect: { type: 'toDestination' },
  },
  {
    id: 'C39',
    title: 'Local pilot',
    text: 'A local pilot knows a short cut. Go to the nearer of the two ports of your route.',
    effect: { type: 'toNearestPort' },
  },
  {
    id: 'C40',
    title: 'Damaged rudder',
    text: 'Damaged rudder. Pay £100 for repairs and return to the port you came from.',
    effect: { type: 'seq', effects: [{ type: 'pay', amount: 100 }, { type: 'toPortBehind' }] },
  },
  {
    id: 'C41',
    title: 'Admiralty orders',
    text: 'The Admiralty requisitions your ship. Go directly to London.',
    effect: { type: 'toLondon' },
  },
  { id: 'C42', title: 'Fair wind', text: 'Fair wind. Advance 4 squares.', effect: { type: 'advance', n: 4 } },
  {
    id: 'C43',
    title: 'Icing',
    text: 'Ice in the rigging. Go back 3 squares and miss your next turn.',
    effect: {
      type: 'seq',
      effects: [
        { type: 'back', n: 3 },
        { type: 'missTurns', n: 1 },
      ],
    },
  },
  {
    id: 'C44',
    title: 'Favourable current',
    text: 'A favourable current. Advance 2 squares.',
    effect: { type: 'advance', n: 2 },
  },
];

export const CARD_IDS: readonly string[] = CARDS.map((c) => c.id);

const cardById = new Map(CARDS.map((c) => [c.id, c]));

export function card(id: string): CardData {
  const c = cardById.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

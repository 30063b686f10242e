import type {
  Actor,
  CoreRejectionCode,
  Decision,
  RandomSource,
  Seat,
  StartCommand,
} from '../../../engine/core/types.js';
import { manila } from '../../../engine/games/manila/index.js';
import { DEALT_DECK_PER_GOOD, GOODS, type Good } from '../../../engine/games/manila/constants.js';
import type { SpotId } from '../../../engine/games/manila/spots.js';
import type {
  ManilaCommand,
  ManilaEvent,
  ManilaOptions,
  ManilaRejectionCode,
  ManilaState,
} from '../../../engine/games/manila/types.js';
import { spec } from '../../support/decider-spec.js';

// Histories for the rule specs. Every history is produced by playing commands through
// `decide` with scripted dice, so a given is always a log the engine itself could write.

/** The shared given/when/then spec, with Manila's state and events typed. */
export const manilaSpec = spec<ManilaEvent>(manila) as unknown as {
  given(events: readonly ManilaEvent[]): {
    state: ManilaState;
    when(actor: Actor, command: unknown, dice?: number[]): ManilaWhen;
  };
};

export interface ManilaWhen {
  decision: Decision<ManilaEvent, ManilaRejectionCode>;
  then(expected: readonly ManilaEvent[]): ManilaState;
  thenEvents(check: (events: ManilaEvent[], state: ManilaState) => void): ManilaState;
  thenRejects(code: ManilaRejectionCode | CoreRejectionCode, message?: RegExp): void;
}

export type Command = ManilaCommand | StartCommand<ManilaOptions>;
/** A placement step: a spot, or 'pass' to stop placing for the round. */
export type Step = [Seat, SpotId | 'pass'];
/** Ships in lane order with their starting positions. */
export type Launch = [Good, number][];

/**
 * Default secret deals from the 3-of-each deck, fixed so specs can name who holds what.
 * Seat 0 always holds jade and silk; seat 1 ginseng and nutmeg.
 */
export const DEALS: Record<number, Good[][]> = {
  3: [
    ['jade', 'silk'],
    ['ginseng', 'nutmeg'],
    ['jade', 'nutmeg'],
  ],
  4: [
    ['jade', 'silk'],
    ['ginseng', 'nutmeg'],
    ['jade', 'nutmeg'],
    ['silk', 'ginseng'],
  ],
  5: [
    ['jade', 'silk'],
    ['ginseng', 'nutmeg'],
    ['jade', 'nutmeg'],
    ['silk', 'ginseng'],
    ['jade', 'nutmeg'],
  ],
};

/** The ships of most specs: jade on 0, silk on 4, ginseng on 5 (nutmeg stays home). */
export const JADE_SILK_GINSENG: Launch = [
  ['jade', 0],
  ['silk', 4],
  ['ginseng', 5],
];

/** The deck the start command shuffles: 3 of each good, in goods order. */
function setupDeck(): Good[] {
  return GOODS.flatMap((g) => Array<Good>(DEALT_DECK_PER_GOOD).fill(g));
}

/**
 * The values random.int(0, i) must return (i = 11 down to 1) for the start command's
 * Fisher-Yates shuffle to put `hands` at the top of the deck, seat 0 first.
 */
export function shuffleValuesFor(hands: Good[][]): number[] {
  const out = setupDeck();
  const rest = setupDeck();
  for (const g of hands.flat()) rest.splice(rest.indexOf(g), 1);
  const target = [...hands.flat(), ...rest];
  const values: number[] = [];
  for (let i = out.length - 1; i > 0; i--) {
    const j = out.slice(0, i + 1).lastIndexOf(target[i]);
    values.push(j);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return values;
}

/** A table whose commands go through decide; dice come from a queue that specs fill. */
export class Table {
  readonly events: ManilaEvent[] = [];
  state: ManilaState = manila.initialState();
  private readonly queue: number[] = [];
  private readonly random: RandomSource = {
    int: (min, max) => {
      const v = this.queue.shift();
      if (v === undefined) throw new Error('fixture: the engine wanted a die and none was queued');
      if (v < min || v > max) throw new Error(`fixture: queued value ${v} outside [${min}, ${max}]`);
      return v;
    },
  };

  /** Plays one command; a rejection here is a bug in the fixture, so it throws. */
  do(actor: Actor, command: Command, dice: number[] = []): ManilaEvent[] {
    this.queue.push(...dice);
    const d = manila.decide(this.state, command, { actor, now: '2026-11-29T12:00:00.000Z', random: this.random });
    if (!d.ok) throw new Error(`fixture: ${String(actor)} ${JSON.stringify(command)} rejected: ${d.code} ${d.message}`);
    for (const e of d.events) {
      this.state = manila.evolve(this.state, e);
      this.events.push(e);
    }
    return d.events;
  }

  /** The spec whose given is this table's history so far. */
  given() {
    return manilaSpec.given(this.events);
  }

  /** An independent copy, to branch one history into several specs. */
  fork(): Table {
    const t = new Table();
    t.events.push(...this.events);
    t.state = this.state;
    return t;
  }

  /** Placement steps in order; the dice are used by whichever steps end placement rounds. */
  place(steps: Step[], dice: number[] = []): ManilaEvent[] {
    this.queue.push(...dice);
    const out: ManilaEvent[] = [];
    for (const [seat, spot] of steps)
      out.push(...this.do(seat, spot === 'pass' ? { type: 'pass' } : { type: 'place', spot }));
    if (this.queue.length > 0) throw new Error(`fixture: ${this.queue.length} dice left unused`);
    return out;
  }

  /** Every seat asked to place passes until the round's placement is over; dice as in `place`. */
  passAll(dice: number[] = []): ManilaEvent[] {
    this.queue.push(...dice);
    const out: ManilaEvent[] = [];
    while (this.state.phase.kind === 'placement') out.push(...this.do(this.state.phase.turn!, { type: 'pass' }));
    if (this.queue.length > 0) throw new Error(`fixture: ${this.queue.length} dice left unused`);
    return out;
  }

  cash(seat: Seat): number {
    return this.state.players[seat].cash;
  }
}

export interface TableOptions {
  deal?: Good[][];
  strongerPirates?: boolean;
}

/** A started game: the default deal (or `deal`), in the first round's auction. */
export function newTable(seats: number, opts: TableOptions = {}): Table {
  const t = new Table();
  t.do(
    'system',
    { type: 'start', seats, options: { strongerPirates: opts.strongerPirates ?? false } },
    shuffleValuesFor(opts.deal ?? DEALS[seats]),
  );
  return t;
}

/** Everyone passes in the auction (so its opener leads for free). */
export function noBids(t: Table): void {
  while (t.state.phase.kind === 'auction') t.do(t.state.phase.turn, { type: 'pass' });
}

/** `seat` bids `amount` when his turn comes, and everyone else passes. */
export function sellHarbourMaster(t: Table, seat: Seat, amount: number): void {
  let bid = false;
  while (t.state.phase.kind === 'auction') {
    const turn = t.state.phase.turn;
    if (turn === seat && !bid) {
      t.do(seat, { type: 'bid', amount });
      bid = true;
    } else t.do(turn, { type: 'pass' });
  }
}

/** The harbour master buys `buy` (or declines) and loads the ships. */
export function launch(t: Table, ships: Launch, buy?: Good): void {
  const hm = t.state.harbourMaster!;
  t.do(hm, buy ? { type: 'buy-share', good: buy } : { type: 'pass' });
  t.do(hm, { type: 'launch', ships: ships.map(([good, start]) => ({ good, start })) });
}

export interface RoundOptions extends TableOptions {
  /** Harbour master of round 1 (seat 0 by default, for free). */
  hm?: Seat;
  /** What he bids; required above 0 when he is not seat 0. */
  price?: number;
  buy?: Good;
  ships?: Launch;
}

/** Round 1 of a new game, ships launched, placement round 1 about to start with the harbour master. */
export function launched(seats: number, opts: RoundOptions = {}): Table {
  const t = newTable(seats, opts);
  const hm = opts.hm ?? 0;
  const price = opts.price ?? (hm === 0 ? 0 : 1);
  if (price === 0) noBids(t);
  else sellHarbourMaster(t, hm, price);
  launch(t, opts.ships ?? JADE_SILK_GINSENG, opts.buy);
  return t;
}

/**
 * A round where nobody bids and nobody places: the harbour master keeps his post, declines
 * a share, loads `ships` and the dice decide the rest. Ends in the next auction (or the end).
 */
export function quietRound(t: Table, ships: Launch, dice: number[]): void {
  noBids(t);
  launch(t, ships);
  t.passAll(dice);
}

/** Dice for a quiet round in which jade (lane 0, starting on 5) docks on roll 2 and the others fail. */
export const JADE_ARRIVES: { ships: Launch; dice: number[] } = {
  ships: [
    ['jade', 5],
    ['silk', 4],
    ['ginseng', 0],
  ],
  dice: [6, 1, 1, 6, 1, 1, 1, 1],
};

/** The events of one type, for assertions on part of a decision. */
export function ofType<T extends ManilaEvent['type']>(
  events: readonly ManilaEvent[],
  type: T,
): Extract<ManilaEvent, { type: T }>[] {
  return events.filter((e): e is Extract<ManilaEvent, { type: T }> => e.type === type);
}

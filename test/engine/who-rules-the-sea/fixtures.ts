import type { Actor, CoreRejectionCode, Decision, RandomSource, Seat } from '../../../engine/core/types.js';
import { whoRulesTheSea as game } from '../../../engine/games/who-rules-the-sea/index.js';
import { CARD_IDS } from '../../../engine/games/who-rules-the-sea/cards.js';
import type {
  FreightCommand,
  FreightEvent,
  FreightRejectionCode,
  FreightState,
  Voyage,
} from '../../../engine/games/who-rules-the-sea/types.js';
import { spec } from '../../support/decider-spec.js';

// Histories for the rule specs. Every history is played through `decide` with scripted dice
// and a scripted shuffle, so a given is always a log the engine itself could write.

export const freightSpec = spec<FreightEvent>(game) as unknown as {
  given(events: readonly FreightEvent[]): {
    state: FreightState;
    when(actor: Actor, command: unknown, dice?: number[]): FreightWhen;
  };
};

export interface FreightWhen {
  decision: Decision<FreightEvent, FreightRejectionCode>;
  then(expected: readonly FreightEvent[]): FreightState;
  thenEvents(check: (events: FreightEvent[], state: FreightState) => void): FreightState;
  thenRejects(code: FreightRejectionCode | CoreRejectionCode, message?: RegExp): void;
}

/** The values random.int(0, i) must return (i = 43 down to 1) for the start's shuffle to give this pile, top first. */
export function shuffleValuesFor(top: readonly string[]): number[] {
  const target = [...top, ...CARD_IDS.filter((c) => !top.includes(c))];
  const out = [...CARD_IDS];
  const values: number[] = [];
  for (let i = out.length - 1; i > 0; i--) {
    const j = out.indexOf(target[i]);
    values.push(j);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return values;
}

/** A table whose commands go through decide; dice come from a queue that specs fill. */
export class Table {
  readonly events: FreightEvent[] = [];
  state: FreightState = game.initialState();
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
  do(
    actor: Actor,
    command: FreightCommand | { type: 'start'; seats: number; options: unknown },
    dice: number[] = [],
  ): FreightEvent[] {
    this.queue.push(...dice);
    const d = game.decide(this.state, command as FreightCommand, {
      actor,
      now: '2026-11-30T12:00:00.000Z',
      random: this.random,
    });
    if (!d.ok) throw new Error(`fixture: ${String(actor)} ${JSON.stringify(command)} rejected: ${d.code} ${d.message}`);
    for (const e of d.events) {
      this.state = game.evolve(this.state, e);
      this.events.push(e);
    }
    if (this.queue.length > 0) throw new Error(`fixture: ${this.queue.length} dice left unused`);
    return d.events;
  }

  given() {
    return freightSpec.given(this.events);
  }

  fork(): Table {
    const t = new Table();
    t.events.push(...this.events);
    t.state = this.state;
    return t;
  }

  cash(seat: Seat): number {
    return this.state.players[seat].cash;
  }
}

export interface TableOptions {
  /** The first cards of the chance pile, top first (the rest follow in id order). */
  pile?: string[];
  voyage?: Voyage;
}

/**
 * A started game in which seat 0 starts (it rolls 6, the others 1): the opening ship
 * purchase, seat 0 first. Short voyages are not scripted here (their draw needs more values).
 */
export function newTable(seats: number, opts: TableOptions = {}): Table {
  const t = new Table();
  const start = [6, ...Array<number>(seats - 1).fill(1)];
  t.do('system', { type: 'start', seats, options: { voyage: opts.voyage ?? 'standard' } }, [
    ...shuffleValuesFor(opts.pile ?? []),
    ...start,
  ]);
  return t;
}

/** Default opening fleets: seat 0 Miskolc (1,000 t), seat 1 Szeged (800 t), seat 2 Tihany, seat 3 Badacsony, ... */
export const FLEETS: string[][] = [['S09'], ['S06'], ['S01'], ['S02'], ['S03'], ['S04']];

/**
 * The opening done (ships bought, opening cargo loaded in reverse order): round 1, seat 0 to act.
 * `cargo[seat]` lists the London notes each seat loads on its first ship.
 */
export function opened(seats: number, opts: TableOptions & { fleets?: string[][]; cargo?: string[][] } = {}): Table {
  const t = newTable(seats, opts);
  const fleets = opts.fleets ?? FLEETS;
  for (let seat = 0; seat < seats; seat++) t.do(seat, { type: 'buyShips', ships: fleets[seat] });
  for (let seat = seats - 1; seat >= 0; seat--) {
    for (const note of opts.cargo?.[seat] ?? []) t.do(seat, { type: 'buyNote', ship: fleets[seat][0], note });
    for (const ship of fleets[seat]) t.do(seat, { type: 'endPortPhase', ship });
  }
  return t;
}

/** Every other seat's ships take quiet ship-turns (sail or roll a 1 on an open-sea square) until `seat` is to act again. */
export function passRound(t: Table, seat: Seat): void {
  for (let guard = 0; guard < 50; guard++) {
    const ph = t.state.phase;
    if (ph.kind !== 'turn') throw new Error('fixture: not in a turn');
    if (ph.seat === seat && ph.active === null) return;
    const id = ph.active?.ship ?? ph.todo[0];
    const x = t.state.ships[Number(id.slice(1)) - 1];
    if (ph.active?.stage === 'port' && !ph.active.mustSail) t.do(ph.seat, { type: 'endPortPhase', ship: id });
    else if (x.loc.at === 'sea') t.do(ph.seat, { type: 'roll', ship: id }, [quietRoll(t, id)]);
    else t.do(ph.seat, { type: 'sail', ship: id, route: quietRoute(x.loc.at === 'port' ? x.loc.port : 'LON') }, [1]);
  }
  throw new Error('fixture: passRound did not come round');
}

/** Square 1 of every route from a port is open sea, so a roll of 1 out of port is quiet. */
function quietRoute(port: string): string {
  return { LON: 'LON-NYC', NYC: 'LON-NYC', ALX: 'LON-ALX', CPT: 'CPT-BOM', RIO: 'RIO-CPT', BOM: 'ALX-BOM' }[port]!;
}

/** A roll that lands on open sea or in port. */
function quietRoll(t: Table, id: string): number {
  const x = t.state.ships[Number(id.slice(1)) - 1];
  if (x.loc.at !== 'sea') throw new Error('fixture: not at sea');
  const loc = x.loc;
  const squares = ROUTE_SQUARES[loc.route];
  for (let die = 1; die <= 5; die++) {
    const to = loc.dest === loc.route.slice(4) ? loc.pos + die : loc.pos - die;
    if (to <= 0 || to > squares.length || squares[to - 1] === '.') return die;
  }
  return 5;
}

import { ROUTES } from '../../../engine/games/who-rules-the-sea/data.js';
const ROUTE_SQUARES: Record<string, string[]> = Object.fromEntries(ROUTES.map((r) => [r.id, r.squares]));

/** The events of one type. */
export function ofType<T extends FreightEvent['type']>(
  events: readonly FreightEvent[],
  type: T,
): Extract<FreightEvent, { type: T }>[] {
  return events.filter((e): e is Extract<FreightEvent, { type: T }> => e.type === type);
}

export { game };

// Secrecy checked by what each viewer observes, not by the rule sets' own declaration of their
// secrets: change a value a viewer may not know where the rules draw it (another seat's dealt
// shares, the order of the undrawn chance cards, another seat's sealed bid or mortgaged good),
// fold the changed log, and everything that viewer is shown before the end (each event as
// redacted for it, its view, the line it reads, its legal commands) must be exactly the same.
// A value that leaks anywhere, under any field name, makes the two differ.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat, Viewer } from '../../engine/core/types.js';
import { ruleSets } from '../../engine/registry.js';
import { playRandomGame } from '../support/random-play.js';
import { playFreightGame } from '../support/freight-play.js';
import { leakyRuleSets } from '../backend/support/leaky-rule-sets.js';
import { ORDERS_TYPE } from '../../engine/core/orders-log.js';
import type { Order } from '../../engine/core/orders.js';
import { toEntry } from '../../lambdas/app/entries.js';
import type { StoredCommand } from '../../lambdas/app/ports.js';
import type { Audience } from '../../lambdas/app/viewer.js';

type Event = { type: string } & Record<string, unknown>;

/** Logs that differ from `events` only in what `viewer` may not know, by the rules. */
type Hide = (events: readonly Event[], viewer: Viewer) => Event[][];

/** Replaces event i of the log. */
const swapped = (events: readonly Event[], i: number, e: Event): Event[] => events.map((x, k) => (k === i ? e : x));

const others = (viewer: Viewer, seats: number): Seat[] =>
  Array.from({ length: seats }, (_, s) => s).filter((s) => s !== viewer);

/** Manila: each seat's dealt shares, and the good of each mortgage and redemption, are its own. */
const manilaHides: Hide = (events, viewer) => {
  const out: Event[][] = [];
  const start = events[0];
  const deal = start.deal as string[][];
  // Every other seat's hand turned to a hand of one good no seat was dealt more than once.
  const ohs = others(viewer, deal.length);
  if (ohs.length > 0) {
    const changed = deal.map((hand, s) => (ohs.includes(s) ? hand.map((g) => (g === 'jade' ? 'silk' : 'jade')) : hand));
    out.push(swapped(events, 0, { ...start, deal: changed }));
  }
  events.forEach((e, i) => {
    if ((e.type === 'ShareMortgaged' || e.type === 'ShareRedeemed') && e.seat !== viewer) {
      out.push(swapped(events, i, { ...e, good: e.good === 'nutmeg' ? 'ginseng' : 'nutmeg' }));
    }
  });
  return out;
};

/** Who Rules the Sea?: the chance pile's order (R15, R49) and others' sealed bids until revealed (R29). */
const freightHides: Hide = (events, viewer) => {
  const out: Event[][] = [];
  const start = events[0];
  const pile = start.pile as string[];
  const drawn = events.filter((e) => e.type === 'CardDrawn').length;
  // The cards never drawn in this game, put in the opposite order: no one drew them, so no one may tell.
  if (drawn < pile.length - 1)
    out.push(swapped(events, 0, { ...start, pile: [...pile.slice(0, drawn), ...pile.slice(drawn).reverse()] }));
  events.forEach((e, i) => {
    if (e.type === 'BidSealed' && e.seat !== viewer)
      out.push(swapped(events, i, { ...e, amount: Number(e.amount) + 10 }));
  });
  return out;
};

/** The tutorial race hides nothing, so there is nothing to change. */
const tutorialHides: Hide = () => [];

/** What `viewer` is shown at one event: the event as redacted for it, its line, the view after it, its legal commands. */
function frame(game: AnyGame, state: unknown, event: Event, viewer: Viewer): string {
  const e = game.redact(event, viewer);
  const legal = typeof viewer === 'number' ? game.legalCommands(state, viewer) : [];
  return JSON.stringify([e, game.describe(e), game.view(state, viewer), legal]);
}

/** A log folded once for every viewer and every changed log: `states[k]` follows events 0 to k; frames stop at the end. */
interface Folded {
  events: readonly Event[];
  states: unknown[];
  upTo: number;
}

function folded(game: AnyGame, events: readonly Event[]): Folded {
  const end = events.findIndex((e) => e.type === 'GameEnded');
  const upTo = end === -1 ? events.length : end;
  const states: unknown[] = [];
  let state: unknown = game.initialState();
  for (let k = 0; k < upTo; k++) states.push((state = game.evolve(state, events[k])));
  return { events, states, upTo };
}

/**
 * The first frame `viewer` sees differently in a log changed only in what it may not know, or null.
 * Every frame of the changed log is compared with the same frame of the log as played, except
 * those that cannot differ, since a frame is a function of the event and the state it follows
 * (the rule sets are pure): those before the first changed event (same events, same states), and
 * those after the changed log's state has come back to the played log's (a sealed bid forgotten
 * when its auction closes) with the same events from there on. That state is compared after the
 * last changed event and then at doubling distances, so a change that is never forgotten (the
 * deal, the pile) costs a few comparisons, not one per event.
 */
function firstLeak(game: AnyGame, hide: Hide, log: Folded, viewer: Viewer): string | null {
  const { events, states, upTo } = log;
  const seen: string[] = [];
  const seenAt = (k: number): string => (seen[k] ??= frame(game, states[k], events[k], viewer));
  for (const changed of hide(events, viewer)) {
    const differ = changed.flatMap((e, k) => (e !== events[k] ? [k] : []));
    const first = differ[0];
    const last = differ[differ.length - 1];
    if (first === undefined || first >= upTo) continue;
    let state: unknown = first === 0 ? game.initialState() : states[first - 1];
    let check = last;
    for (let k = first; k < upTo; k++) {
      state = game.evolve(state, changed[k]);
      const other = frame(game, state, changed[k], viewer);
      if (other !== seenAt(k))
        return `viewer ${String(viewer)} tells the logs apart at event ${k} (${events[k].type}): ${seenAt(k).slice(0, 300)} / ${other.slice(0, 300)}`;
      if (k === check) {
        if (isDeepStrictEqual(state, states[k])) break;
        check = last + 2 * (check - last) + 1;
      }
    }
  }
  return null;
}

function leaksIn(game: AnyGame, hide: Hide, seats: number, events: readonly Event[]): string | null {
  const log = folded(game, events);
  for (const viewer of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
    const leak = firstLeak(game, hide, log, viewer);
    if (leak) return leak;
  }
  return null;
}

const seedArb = fc.integer({ min: 0, max: 0x7fffffff });

/** A game played by picking uniformly among the legal commands. */
const randomLog = (game: AnyGame, seats: number, seed: number): Event[] =>
  playRandomGame(game, { seats, seed }).events as Event[];

/**
 * A game of Who Rules the Sea? played by its random bots: uniform picks would resign within a few
 * moves, these sail, draw cards and auction ships. The short voyage keeps it quick.
 */
const freightLog = (seats: number, seed: number): Event[] =>
  playFreightGame({ seats, seed, bots: 'random', voyage: 'short' }).events;

// Whole games, folded once per viewer and per change: generous bounds for a loaded two-core machine.
describe(
  'secrecy by observation: a viewer cannot tell apart logs that differ only in what it may not know',
  { timeout: 300_000 },
  () => {
    it('Manila', () => {
      fc.assert(
        fc.property(fc.constantFrom(3, 4, 5), seedArb, (seats, seed) => {
          expect(leaksIn(ruleSets.manila, manilaHides, seats, randomLog(ruleSets.manila, seats, seed))).toBeNull();
        }),
        { numRuns: 3 },
      );
    });

    it('the Manila tutorial race (nothing hidden)', () => {
      fc.assert(
        fc.property(fc.constantFrom(2, 3, 4), seedArb, (seats, seed) => {
          expect(
            leaksIn(
              ruleSets['manila-tutorial'],
              tutorialHides,
              seats,
              randomLog(ruleSets['manila-tutorial'], seats, seed),
            ),
          ).toBeNull();
        }),
        { numRuns: 2 },
      );
    });

    it('Who Rules the Sea?', () => {
      fc.assert(
        fc.property(fc.constantFrom(2, 3, 4), seedArb, (seats, seed) => {
          const events = freightLog(seats, seed);
          expect(events.some((e) => e.type === 'CardDrawn')).toBe(true);
          expect(leaksIn(ruleSets['who-rules-the-sea'], freightHides, seats, events)).toBeNull();
        }),
        { numRuns: 2 },
      );
    });

    it('Who Rules the Sea?, in a game whose random bots auction ships', () => {
      const events = freightLog(3, 29);
      expect(events.filter((e) => e.type === 'BidSealed').length).toBeGreaterThan(0);
      expect(leaksIn(ruleSets['who-rules-the-sea'], freightHides, 3, events)).toBeNull();
    });

    it('finds a secret leaked on purpose in an event or in a view', () => {
      for (const id of ['leaky-deal', 'leaky-mortgage', 'leaky-view']) {
        const leaky = leakyRuleSets[id];
        const found = [1, 2, 3, 4, 5].some(
          (seed) => leaksIn(leaky, manilaHides, 4, randomLog(leaky, 4, seed)) !== null,
        );
        expect(found, id).toBe(true);
      }
      const freight: AnyGame = ruleSets['who-rules-the-sea'];
      const leakyPile: AnyGame = {
        ...freight,
        redact: (e, v) => (e.type === 'GameStarted' ? e : freight.redact(e, v)),
      };
      const leakyBids: AnyGame = { ...freight, redact: (e, v) => (e.type === 'BidSealed' ? e : freight.redact(e, v)) };
      const events = freightLog(3, 29);
      expect(leaksIn(leakyPile, freightHides, 3, events)).toMatch(/GameStarted/);
      expect(leaksIn(leakyBids, freightHides, 3, events)).toMatch(/BidSealed/);
    });
  },
);

// Standing orders are records of the log, not events: what a seat's orders hold, and that one
// of its moves was made by an order, must not show in any entry another viewer gets while the
// game runs. Every rule set with orders is covered: it must give two different sets of orders
// here, or this test fails and asks for them.

/** Two different sets of orders for `seat` in `state`, per rule set (valid or not, the entry must not tell). */
const orderSamples: Record<string, (state: unknown, seat: Seat) => [Order[], Order[]]> = {
  manila: () => [[{ kind: 'proxy-bid', round: 1, upTo: 12 } as Order], [{ kind: 'no-pilot', round: 2 } as Order]],
  'manila-tutorial': () => [[{ kind: 'pass-round', round: 1 } as Order], []],
  'who-rules-the-sea': () => [
    [{ kind: 'sealed-bid', ship: null, tens: 40 } as Order, { kind: 'end-port', always: true } as Order],
    [
      { kind: 'end-port', always: false } as Order,
      { kind: 'sail-on', ship: 'S01', port: 'LON', route: 'LON-NYC' } as Order,
    ],
  ],
};

function record(over: Partial<StoredCommand>): StoredCommand {
  return {
    version: 7,
    commandId: 'x',
    actor: 0,
    at: '2026-11-30T00:00:00.000Z',
    eventVersion: 1,
    events: [],
    command: null,
    draws: [],
    prev: null,
    hash: null,
    ...over,
  };
}

/** The entry `viewer` gets for a record (the audience as the server forms it while the game runs). */
const entryFor = (game: AnyGame, r: StoredCommand, viewer: Viewer) =>
  JSON.stringify(toEntry(game, r, { viewer } as Audience));

describe('secrecy of standing orders: no other viewer tells orders apart, or a move by order from a move by hand', () => {
  for (const [id, game] of Object.entries(ruleSets) as [string, AnyGame][]) {
    if (!game.orders) continue;
    it(id, () => {
      const samples = orderSamples[id];
      expect(samples, `give two sets of ${id} orders in orderSamples`).toBeDefined();
      const seats = game.seats.min + 1;
      const played = playRandomGame(game, { seats, seed: 11 });
      const [a, b] = samples(played.final, 0);
      expect(a).not.toEqual(b);
      let checked = 0;
      played.commands.slice(0, 60).forEach(({ seat, command: sent }, k) => {
        const command = sent as { type: string };
        // Some events of the game, standing for what the move produced: the entry must carry them alike.
        const events = played.events.slice(k, k + 2);
        for (const viewer of [null, ...others(seat, seats)]) {
          // Two sets of orders of this seat: the same entry for everyone else.
          const setA = record({ actor: seat, command: { type: ORDERS_TYPE, orders: a, forced: true } as never });
          const setB = record({ actor: seat, command: { type: ORDERS_TYPE, orders: b, forced: false } as never });
          expect(entryFor(game, setA, viewer)).toBe(entryFor(game, setB, viewer));
          // A move its orders made: the same entry as the seat's own move.
          const byOrder = record({ actor: 'system', onBehalfOf: seat, reason: 'order', command, events });
          const byHand = record({ actor: seat, command, events });
          expect(entryFor(game, byOrder, viewer)).toBe(entryFor(game, byHand, viewer));
          checked++;
        }
        // The seat itself sees its order at work.
        const own = record({ actor: 'system', onBehalfOf: seat, reason: 'order', command, events });
        expect(entryFor(game, own, seat)).toContain('"reason":"order"');
      });
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('would find a leak: an entry that names the reason to everyone', () => {
    const game: AnyGame = ruleSets.manila;
    const byOrder = record({ actor: 'system', onBehalfOf: 1, reason: 'order', command: { type: 'pass' } });
    const byHand = record({ actor: 1, command: { type: 'pass' } });
    // As the entry would be without the masking: the audience of the seat itself shows the reason.
    expect(entryFor(game, byOrder, 1)).not.toBe(entryFor(game, byHand, 1));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandLegal, matchesLegal } from '../../engine/core/legal.js';
import { seededRandom } from '../../engine/core/random.js';
import type { Actor, Viewer } from '../../engine/core/types.js';
import { whoRulesTheSea as game } from '../../engine/games/who-rules-the-sea/index.js';
import { NOTE_IDS, ROUTE_IDS, SHIP_IDS } from '../../engine/games/who-rules-the-sea/constants.js';
import type { FreightState, Voyage } from '../../engine/games/who-rules-the-sea/types.js';
import { playFreightGame } from '../support/freight-play.js';
import { freightInvariants } from '../support/invariants/who-rules-the-sea.js';
import { commandKey } from '../support/command-key.js';
import { describeIn } from '../support/english.js';

const ctx = (actor: Actor) => ({ actor, now: '2026-11-30T00:00:00.000Z', random: seededRandom(11) });
const tables = [2, 3, 4, 5, 6].flatMap((seats) =>
  (['standard', 'short'] as Voyage[]).map((voyage) => ({ seats, voyage })),
);
const END_REASONS = ['last-player', 'agreement', 'last-delivery', 'safety-net'];

/** Commands that list the same ships in another order mean the same thing. */
function canonical(c: unknown): string {
  const cmd = c as { type: string; ships?: unknown };
  if (cmd.type === 'buyShips' && Array.isArray(cmd.ships)) return commandKey({ ...cmd, ships: [...cmd.ships].sort() });
  return commandKey(c);
}

describe('Who Rules the Sea?: random complete games', () => {
  for (const table of tables) {
    it(`${table.seats} players, ${table.voyage} voyage: ends by a rule, keeps every invariant after every event, replays to the same state`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const check = freightInvariants();
          const violations: string[] = [];
          const played = playFreightGame({
            seats: table.seats,
            voyage: table.voyage,
            seed,
            bots: seed % 2 ? 'random' : 'greedy',
            sideMoves: seed % 3 === 0,
            onStep(before, events) {
              let s = before;
              for (const e of events) {
                const next = game.evolve(s, e);
                violations.push(...check(s, e, next));
                s = next;
              }
            },
          });
          expect(violations.slice(0, 5)).toEqual([]);
          const final = played.final;
          expect(final.status).toBe('over');
          expect(END_REASONS).toContain(final.endReason);
          expect(played.events.at(-1)?.type).toBe('GameEnded');
          expect(game.outcome(final)?.results).toHaveLength(table.seats);
          let replayed = game.initialState();
          for (const e of played.events) replayed = game.evolve(replayed, e);
          expect(replayed).toEqual(final);
        }),
        { numRuns: 2 },
      );
    });
  }
});

/** Resting states (after each accepted command) of a few games, every k-th one. */
function restingStates(k: number): { state: FreightState; seats: number }[] {
  const out: { state: FreightState; seats: number }[] = [];
  for (const [seats, voyage, seed] of [
    [2, 'short', 3],
    [4, 'standard', 5],
    [6, 'short', 8],
  ] as const) {
    let n = 0;
    playFreightGame({
      seats,
      voyage,
      seed,
      bots: seed % 2 ? 'random' : 'greedy',
      sideMoves: true,
      onStep: (_b, _e, after) => {
        if (after.status !== 'over' && n++ % k === 0) out.push({ state: after, seats });
      },
    });
  }
  return out;
}

describe('Who Rules the Sea?: legal commands', () => {
  const states = restingStates(7);

  it('every command the templates list, for every seat, is accepted by decide, and only seats asked to act have more than resigning and voting to do', () => {
    for (const { state, seats } of states.filter((_, i) => i % 3 === 0)) {
      const waiting = game.toAct(state);
      for (let seat = 0; seat < seats; seat++) {
        const templates = game.legalCommands(state, seat);
        const all = expandLegal(templates);
        expect(new Set(all.map(commandKey)).size).toBe(all.length);
        const main = all.filter((c) => !['resign', 'proposeEnd', 'agreeEnd', 'declineEnd'].includes(c.type));
        expect(main.length > 0, `seat ${seat} in ${JSON.stringify(state.phase)}`).toBe(waiting.includes(seat));
        // A bid range stands for hundreds of amounts; its ends and a middle are enough.
        const sample = all.filter((c, i) => c.type !== 'bid' || i % 97 === 0 || (c as { tens: number }).tens === 1);
        for (const command of sample) {
          const d = game.decide(state, command, ctx(seat));
          if (!d.ok)
            throw new Error(`legal ${JSON.stringify(command)} by seat ${seat} rejected: ${d.code} ${d.message}`);
          expect(d.events.length).toBeGreaterThan(0);
        }
      }
    }
  });

  const ship = fc.constantFrom(...SHIP_IDS, 'S99', '');
  const note = fc.constantFrom(...NOTE_IDS, 'LON-16', 'x');
  const anyCommand = fc.oneof(
    fc.record({ type: fc.constant('buyShips'), ships: fc.array(ship, { maxLength: 3 }) }),
    ...['buyNote', 'insureNote', 'pawnNote', 'redeemNote'].map((type) =>
      fc.record({ type: fc.constant(type), ship, note }),
    ),
    ...['pawnShip', 'sellShip', 'auctionShip', 'buyShip'].map((type) =>
      fc.record({ type: fc.constant(type), ship, target: ship }),
    ),
    ...['insureShip', 'endPortPhase', 'roll', 'stop', 'declineShips'].map((type) =>
      fc.record({ type: fc.constant(type), ship }),
    ),
    fc.record({ type: fc.constant('redeemShip'), target: ship }),
    fc.record({ type: fc.constant('sail'), ship, route: fc.constantFrom(...ROUTE_IDS, 'LON-RIO') }),
    fc.record({
      type: fc.constant('bid'),
      tens: fc.oneof(fc.integer({ min: -3, max: 3000 }), fc.double(), fc.string()),
    }),
    ...['passBid', 'resign', 'proposeEnd', 'agreeEnd', 'declineEnd'].map((type) => fc.constant({ type })),
    fc.record({ type: fc.string(), ship }),
    fc.anything(),
  );

  it('a random command is accepted exactly when it is listed; a refusal carries a code and a message and changes nothing', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: states.length - 1 }),
        fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constant('system' as const)),
        anyCommand,
        (i, actor, command) => {
          const { state } = states[i];
          const before = structuredClone(state);
          const d = game.decide(state, command as never, ctx(actor));
          const templates =
            typeof actor === 'number' && actor >= 0 && actor < state.seats ? game.legalCommands(state, actor) : [];
          const listed =
            (typeof command === 'object' && command !== null && matchesLegal(templates, command)) ||
            (typeof command === 'object' &&
              command !== null &&
              expandLegal(templates.filter((t) => t.type === 'buyShips')).some(
                (c) => canonical(c) === canonical(command),
              ));
          if (d.ok) expect(listed, `accepted but not listed: ${JSON.stringify(command)} by ${actor}`).toBe(true);
          else {
            expect(listed, `listed but refused: ${JSON.stringify(command)} by ${actor}: ${d.message}`).toBe(false);
            expect(d.code).toMatch(/^[A-Z_]+$/);
            expect(d.message.length).toBeGreaterThan(10);
            expect(d).not.toHaveProperty('events');
          }
          expect(state).toEqual(before);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('Who Rules the Sea?: hidden information', () => {
  const pileText = (pile: string[]) => [pile.slice(0, 3).join(' '), pile.slice(0, 3).join(',')];

  it("no seat or spectator sees the chance pile order or another seat's sealed bid before the end, in views, events, texts or legal commands", () => {
    for (const [seats, seed] of [
      [3, 29],
      [5, 22],
    ] as const) {
      const played = playFreightGame({ seats, seed, bots: 'random', keepStates: true, voyage: 'short' });
      const pile = played.final.pile!;
      let auctions = 0;
      played.states.forEach((state, i) => {
        const event = played.events[i];
        if (event.type === 'BidSealed' && event.amount !== null) auctions++;
        for (const viewer of [null, ...Array.from({ length: seats }, (_, s) => s)] as Viewer[]) {
          const over = state.status === 'over';
          const v = game.view(state, viewer);
          if (!over) {
            expect(v.chance.order).toBeNull();
            v.auction?.bids.forEach((b, s) => s !== viewer && expect(b).toBeNull());
          }
          const e = game.redact(event, viewer);
          if (e.type === 'GameStarted') expect(e.pile).toBeNull();
          if (e.type === 'BidSealed' && e.seat !== viewer) expect(e.amount).toBeNull();
          const text =
            describeIn(game, e, viewer) +
            JSON.stringify(e) +
            JSON.stringify(typeof viewer === 'number' ? game.legalCommands(state, viewer) : []);
          if (!over) for (const t of pileText(pile)) expect(text).not.toContain(t);
        }
      });
      expect(game.view(played.final, null).chance.order).toEqual(pile);
      // The random bots auction ships in these games, so sealed bids are really checked.
      expect(auctions).toBeGreaterThan(0);
    }
  });

  it('a client folding the log as redacted for its viewer sees exactly the view the server sends', () => {
    const played = playFreightGame({ seats: 4, seed: 55, bots: 'random', keepStates: true, voyage: 'short' });
    for (const viewer of [null, 0, 1, 2, 3] as Viewer[]) {
      let folded = game.initialState();
      played.events.forEach((e, i) => {
        folded = game.evolve(folded, game.redact(e, viewer));
        const state = played.states[i];
        if (i % 5 === 0 && state.status !== 'over') expect(game.view(folded, viewer)).toEqual(game.view(state, viewer));
      });
    }
  });
});

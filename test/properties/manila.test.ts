import { expandLegal } from '../../engine/core/legal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manila } from '../../engine/games/manila/index.js';
import { GOODS } from '../../engine/games/manila/constants.js';
import { SPOT_IDS } from '../../engine/games/manila/spots.js';
import type { ManilaCommand, ManilaState } from '../../engine/games/manila/types.js';
import { seededRandom } from '../../engine/core/random.js';
import type { Actor } from '../../engine/core/types.js';
import { playRandomGame } from '../support/random-play.js';
import { manilaInvariants } from '../support/invariants/manila.js';

const tables = [3, 4, 5].flatMap((seats) => [false, true].map((strongerPirates) => ({ seats, strongerPirates })));
const ctx = (actor: Actor) => ({ actor, now: '2026-11-29T00:00:00.000Z', random: seededRandom(7) });

/** Resting states (after each accepted command) of one random game. */
function restingStates(seats: number, seed: number, strongerPirates = false): ManilaState[] {
  const out: ManilaState[] = [];
  playRandomGame(manila, {
    seats,
    seed,
    options: { strongerPirates },
    onStep: (_b, _e, after) => out.push(after as ManilaState),
  });
  return out;
}

/** Commands that differ only in the order ships or moves are listed mean the same thing. */
function canonical(c: unknown): string {
  const cmd = c as ManilaCommand;
  const order = (g: string) => GOODS.indexOf(g as never);
  if (cmd.type === 'launch')
    return JSON.stringify({ ...cmd, ships: [...cmd.ships].sort((a, b) => order(a.good) - order(b.good)) });
  if (cmd.type === 'pilot')
    return JSON.stringify({ ...cmd, moves: [...cmd.moves].sort((a, b) => order(a.good) - order(b.good)) });
  return JSON.stringify(cmd, Object.keys(cmd).sort());
}

describe('Manila: random complete games', () => {
  for (const table of tables) {
    it(`${table.seats} players${table.strongerPirates ? ', stronger pirates' : ''}: ends, keeps every invariant after every event, and replays to the same state`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const check = manilaInvariants();
          const violations: string[] = [];
          const played = playRandomGame(manila, {
            seats: table.seats,
            seed,
            options: { strongerPirates: table.strongerPirates },
            onStep(before, events) {
              let s = before as ManilaState;
              for (const e of events) {
                const next = manila.evolve(s, e as never);
                violations.push(...check(s, e, next));
                s = next;
              }
            },
          });
          expect(violations).toEqual([]);
          expect(manila.isTerminal(played.final as ManilaState)).toBe(true);
          expect(manila.outcome(played.final as ManilaState)?.results).toHaveLength(table.seats);
          let replayed = manila.initialState();
          for (const e of played.events) replayed = manila.evolve(replayed, e as never);
          expect(replayed).toEqual(played.final);
        }),
        { numRuns: 12 },
      );
    });
  }
});

describe('Manila: legal commands', () => {
  it('every command legalCommands lists, for every seat, is accepted by decide', () => {
    for (const seats of [3, 4, 5]) {
      for (const state of restingStates(seats, seats * 31, seats === 4)) {
        if (manila.isTerminal(state)) continue;
        for (let seat = 0; seat < seats; seat++) {
          for (const command of expandLegal(manila.legalCommands(state, seat))) {
            const d = manila.decide(state, command, ctx(seat));
            if (!d.ok)
              throw new Error(`legal ${JSON.stringify(command)} by seat ${seat} rejected: ${d.code} ${d.message}`);
            expect(d.events.length).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it('only the seats the game waits for have anything but mortgages and redemptions to do', () => {
    for (const state of restingStates(4, 77)) {
      const waiting = manila.toAct(state);
      for (let seat = 0; seat < 4; seat++) {
        const main = expandLegal(manila.legalCommands(state, seat)).filter(
          (c) => c.type !== 'mortgage' && c.type !== 'redeem',
        );
        if (!manila.isTerminal(state)) expect(main.length > 0).toBe(waiting.includes(seat));
      }
    }
  });

  const good = fc.constantFrom(...GOODS, 'tea', '');
  const anyCommand = fc.oneof(
    fc.record({
      type: fc.constant('bid'),
      amount: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double(), fc.string()),
    }),
    fc.constant({ type: 'pass' }),
    fc.record({ type: fc.constant('buy-share'), good }),
    fc.record({
      type: fc.constant('launch'),
      ships: fc.array(fc.record({ good, start: fc.integer({ min: -1, max: 7 }) }), { maxLength: 4 }),
    }),
    fc.record({ type: fc.constant('place'), spot: fc.constantFrom(...SPOT_IDS, 'ship-tea', 'dock') }),
    fc.record({
      type: fc.constant('pilot'),
      moves: fc.array(fc.record({ good, delta: fc.integer({ min: -3, max: 3 }) }), { maxLength: 3 }),
    }),
    fc.record({ type: fc.constant('board'), good }, { requiredKeys: ['type', 'good'] }),
    fc.record({ type: fc.constant('board'), good, replace: fc.integer({ min: -1, max: 4 }) }),
    fc.record({ type: fc.constant('send-plundered'), good, to: fc.constantFrom('harbour', 'shipyard', 'sea') }),
    fc.record({ type: fc.constant('mortgage'), good }),
    fc.record({ type: fc.constant('redeem'), good }),
    fc.record({ type: fc.string(), amount: fc.anything() }),
    fc.anything(),
  );

  it('a random command is accepted exactly when it is legal, and a rejection carries a code and message but no events', () => {
    const states = [3, 4, 5].flatMap((seats) => restingStates(seats, 1000 + seats, seats === 5));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: states.length - 1 }),
        fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constant('system' as const)),
        anyCommand,
        (i, actor, command) => {
          const state = states[i];
          const d = manila.decide(state, command as never, ctx(actor));
          const legal =
            typeof actor === 'number' && actor >= 0 && actor < state.seats
              ? expandLegal(manila.legalCommands(state, actor)).map(canonical)
              : [];
          const isLegal = typeof command === 'object' && command !== null && legal.includes(canonical(command));
          if (d.ok) expect(isLegal, `accepted but not listed: ${JSON.stringify(command)} by ${actor}`).toBe(true);
          else {
            expect(isLegal, `listed but rejected: ${JSON.stringify(command)} by ${actor}: ${d.message}`).toBe(false);
            expect(d.code).toMatch(/^[A-Z_]+$/);
            expect(d.message.length).toBeGreaterThan(10);
            expect(d).not.toHaveProperty('events');
          }
        },
      ),
      { numRuns: 4000 },
    );
  });
});

describe('Manila: hidden shares', () => {
  it("no seat or spectator sees another seat's shares before the end, in views or in redacted events", () => {
    for (const seats of [3, 5]) {
      const played = playRandomGame(manila, { seats, seed: 4242 + seats, keepStates: true });
      played.states.forEach((raw, i) => {
        const state = raw as ManilaState;
        const over = manila.isTerminal(state);
        for (const viewer of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
          const v = manila.view(state, viewer);
          for (const p of v.players) {
            if (!over && p.seat !== viewer) {
              expect(p.shares).toBeNull();
              expect(p.mortgaged).toBeNull();
            }
          }
          const e = manila.redact(played.events[i] as never, viewer);
          if (e.type === 'GameStarted')
            e.deal.forEach((d, s) => (s === viewer ? expect(d).toHaveLength(2) : expect(d).toBeNull()));
          if ((e.type === 'ShareMortgaged' || e.type === 'ShareRedeemed') && e.seat !== viewer)
            expect(e.good).toBeNull();
        }
      });
      const final = manila.view(played.final as ManilaState, null);
      expect(final.players.every((p) => p.shares !== null)).toBe(true);
    }
  });

  it('a client folding the log as redacted for its viewer sees exactly the view the server would send', () => {
    for (const seats of [3, 4, 5]) {
      const played = playRandomGame(manila, { seats, seed: 9000 + seats, keepStates: true });
      for (const viewer of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
        let folded = manila.initialState();
        played.events.forEach((e, i) => {
          folded = manila.evolve(folded, manila.redact(e as never, viewer));
          const state = played.states[i] as ManilaState;
          if (!manila.isTerminal(state)) expect(manila.view(folded, viewer)).toEqual(manila.view(state, viewer));
        });
      }
    }
  });
});

import { expandLegal } from '../../../engine/core/legal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../../engine/core/fold.js';
import { seededRandom } from '../../../engine/core/random.js';
import type { Actor, Payment } from '../../../engine/core/types.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import { ROUNDS, SHIPS, STARTING_CASH } from '../../../engine/games/manila-tutorial/constants.js';
import type { TutorialEvent, TutorialState } from '../../../engine/games/manila-tutorial/types.js';
import { invariants, manilaTutorialInvariants } from '../../support/invariants/manila-tutorial.js';
import { playRandomGame } from '../../support/random-play.js';
import { commandKey } from '../../support/command-key.js';

const game = manilaTutorial;
const seatsArb = fc.constantFrom(2, 3, 4);
const seedArb = fc.integer({ min: 0, max: 0x7fffffff });
const ctx = (actor: Actor, seed: number) => ({ actor, now: '2026-11-29T00:00:00.000Z', random: seededRandom(seed) });

function net(payments: readonly Payment[], seat: number): number {
  return payments.reduce((n, p) => n + (p.to === seat ? p.amount : 0) - (p.from === seat ? p.amount : 0), 0);
}

describe('Random complete Manila tutorial games (2, 3 and 4 players)', () => {
  it('end after exactly 3 rounds, keep every invariant after every decision, close the ledger and replay to the same state', () => {
    fc.assert(
      fc.property(seatsArb, seedArb, (seats, seed) => {
        const violations: string[] = [];
        const played = playRandomGame(game, {
          seats,
          seed,
          onStep: (before, events, after) => violations.push(...invariants(before, events, after)),
        });
        const events = played.events as TutorialEvent[];
        const final = played.final as TutorialState;
        expect(violations).toEqual([]);

        expect(final.status).toBe('over');
        expect(events.flatMap((e) => (e.type === 'RoundStarted' ? [e.round] : []))).toEqual([1, 2, 3].slice(0, ROUNDS));
        expect(events.filter((e) => e.type === 'GameEnded')).toHaveLength(1);
        expect(events.at(-1)?.type).toBe('GameEnded');

        // The ledger over the whole game: 30 pesos each, then exactly what the payments say.
        const payments = events.flatMap((e) => ('payments' in e ? e.payments : []));
        expect(final.players.map((p) => p.cash)).toEqual(
          final.players.map((_, seat) => STARTING_CASH + net(payments, seat)),
        );
        for (const ship of SHIPS)
          expect(final.bank[ship] + final.players.reduce((n, p) => n + p.shares[ship], 0)).toBe(10);

        expect(fold(game, events)).toEqual(final);
        const outcome = game.outcome(final)!;
        expect(outcome.results.map((r) => r.seat).sort()).toEqual(final.players.map((_, s) => s));
        expect(outcome.winners.length).toBeGreaterThan(0);
        for (const r of outcome.results) expect(r.score).toBe(final.players[r.seat].cash);
      }),
      { numRuns: 150 },
    );
  });

  it('the same seed plays the same game', () => {
    fc.assert(
      fc.property(seatsArb, seedArb, (seats, seed) => {
        expect(playRandomGame(game, { seats, seed }).events).toEqual(playRandomGame(game, { seats, seed }).events);
      }),
      { numRuns: 20 },
    );
  });

  it('accepts every command legalCommands lists, and lists commands only for the seat to act', () => {
    fc.assert(
      fc.property(seatsArb, seedArb, (seats, seed) => {
        playRandomGame(game, {
          seats,
          seed,
          onStep(beforeRaw, _events, _after, seat) {
            if (seat === 'system') return;
            const before = beforeRaw as TutorialState;
            for (let s = 0; s < seats; s++) {
              const legal = expandLegal(game.legalCommands(before, s));
              if (s !== seat) {
                expect(legal).toEqual([]);
                continue;
              }
              expect(game.toAct(before)).toEqual([s]);
              for (const c of legal) {
                const d = game.decide(before, c, ctx(s, seed));
                if (!d.ok) throw new Error(`legal ${JSON.stringify(c)} rejected: ${d.code} ${d.message}`);
              }
            }
          },
        });
      }),
      { numRuns: 20 },
    );
  });

  // States from a few complete games, to throw arbitrary commands at.
  const states = [2, 3, 4].flatMap((seats) => [
    game.initialState(),
    ...(playRandomGame(game, { seats, seed: 99 + seats, keepStates: true }).states as TutorialState[]),
  ]);
  const nearMiss = fc.oneof(
    fc.constant({ type: 'pass' }),
    fc.record({
      type: fc.constant('buy-shares'),
      shares: fc.record(
        {
          red: fc.integer({ min: -1, max: 5 }),
          green: fc.integer({ min: 0, max: 4 }),
          blue: fc.integer({ min: 0, max: 4 }),
        },
        { requiredKeys: [] },
      ),
    }),
    fc.record({
      type: fc.constant('bet'),
      ship: fc.constantFrom('red', 'green', 'blue', 'purple'),
      number: fc.integer({ min: 0, max: 14 }),
      stake: fc.integer({ min: -2, max: 80 }),
    }),
    fc.record(
      {
        type: fc.constantFrom('start', 'fly', 'buy-shares', 'bet'),
        seats: fc.integer({ min: 0, max: 6 }),
        options: fc.anything(),
      },
      { requiredKeys: ['type'] },
    ),
    fc.anything(),
  );
  const actorArb = fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constant<Actor>('system'), fc.constant(1.5));

  it('refuses every command that is not listed as legal, with a code and no events, and changes nothing', () => {
    fc.assert(
      fc.property(fc.nat({ max: states.length - 1 }), actorArb, nearMiss, seedArb, (i, actor, command, seed) => {
        const state = states[i];
        const snapshot = JSON.stringify(state);
        const d = game.decide(state, command as never, ctx(actor, seed));
        const parsed = game.commandSchema.safeParse(command);
        const legal = typeof actor === 'number' ? expandLegal(game.legalCommands(state, actor)).map(commandKey) : [];
        const isLegal = parsed.success && parsed.data.type !== 'start' && legal.includes(commandKey(parsed.data));
        if (isLegal) {
          expect(d.ok).toBe(true);
        } else if (!(parsed.success && parsed.data.type === 'start' && actor === 'system' && state.status === 'new')) {
          expect(d.ok).toBe(false);
          if (!d.ok) {
            expect(d.message.length).toBeGreaterThan(10);
            expect('events' in d).toBe(false);
            if (!parsed.success) expect(d.code).toBe('INVALID_COMMAND');
          }
        }
        expect(JSON.stringify(state)).toBe(snapshot);
      }),
      { numRuns: 3000 },
    );
  });

  it('shows every viewer the same state (there are no secrets to leak)', () => {
    for (const state of states) {
      const seen = game.view(state, 0);
      for (const viewer of [1, null, 'all'] as const) expect({ ...game.view(state, viewer), viewer: 0 }).toEqual(seen);
    }
  });

  it('the invariants catch tampering: a purchase paid short, cash moved without a payment, a share made from nothing', () => {
    const played = playRandomGame(game, { seats: 3, seed: 5, keepStates: true });
    const events = played.events as TutorialEvent[];
    const i = events.findIndex((e) => e.type === 'SharesBought');
    const before = played.states[i - 1] as TutorialState;
    const bought = events[i] as Extract<TutorialEvent, { type: 'SharesBought' }>;
    const after = game.evolve(before, bought);
    expect(invariants(before, [bought], after)).toEqual([]);

    const cheaper = { ...bought, payments: [{ ...bought.payments[0], amount: bought.payments[0].amount - 1 }] };
    expect(invariants(before, [cheaper], game.evolve(before, cheaper)).join()).toMatch(/shares paid with/);
    const check = manilaTutorialInvariants();
    const richer = {
      ...after,
      players: after.players.map((p, s) => (s === bought.seat ? { ...p, cash: p.cash + 1 } : p)),
    };
    expect(check(before, bought, richer).join()).toMatch(/cash changed by/);
    const forged = { ...after, bank: { ...after.bank, red: after.bank.red + 1 } };
    expect(check(before, bought, forged).join()).toMatch(/in the bank != 10/);
    expect(invariants(before, [bought], forged).join()).toMatch(/do not lead to the state/);
  });
});

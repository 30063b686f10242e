import { describe, expect, it } from 'vitest';
import { botMove } from '../../../engine/core/bot.js';
import { matchesLegal } from '../../../engine/core/legal.js';
import { seededRandom } from '../../../engine/core/random.js';
import type { AnyGame, Seat } from '../../../engine/core/types.js';
import { whoRulesTheSea as game } from '../../../engine/games/who-rules-the-sea/index.js';
import { greedyBot, randomBot } from '../../../engine/games/who-rules-the-sea/bot.js';
import type { FreightCommand, FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { playFreightGame } from '../../support/freight-play.js';
import { playArena, wilson } from '../../support/arena.js';
import { commandKey } from '../../support/command-key.js';

// The house bot (the rule set's `bot`) is the greedy bot of components 7.2 seen through the
// Bot contract: it gets a seat's view and legal templates, never the state.

const any = game as unknown as AnyGame;
const ctx = (actor: Seat) => ({ actor, now: '2026-11-30T00:00:00.000Z', random: seededRandom(3) });

/** Resting states (after each accepted command) of a few complete games, random and greedy. */
function restingStates(): FreightState[] {
  const out: FreightState[] = [];
  for (const [seats, seed, bots] of [
    [4, 1, 'random'],
    [3, 2, 'greedy'],
    [5, 3, 'random'],
    [6, 4, 'greedy'],
  ] as const) {
    playFreightGame({
      seats,
      seed,
      bots,
      onStep: (_b, _e, after) => {
        if (after.status === 'playing') out.push(after);
      },
    });
  }
  return out;
}

describe('Who Rules the Sea?: the house bot', () => {
  const states = restingStates();

  it("is registered, and from a seat's view chooses exactly what the simulations' greedy insurer chooses from the state", () => {
    expect(game.bot).toBeDefined();
    const insurer = greedyBot({ insures: true });
    let asked = 0;
    for (const state of states) {
      for (const seat of game.toAct(state)) {
        const move = botMove(any, state, seat, seededRandom(1));
        expect(commandKey(move)).toBe(commandKey(insurer(state, seat)));
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(2000);
  });

  it('answers every bidder of a sealed-bid auction, several at once, each with a legal bid or pass that decide accepts in any order', () => {
    const auctions = states.filter((s) => s.auction && game.toAct(s).length > 1);
    expect(auctions.length).toBeGreaterThan(5);
    for (const state of auctions) {
      const bidders = game.toAct(state);
      const moves = bidders.map((seat) => ({
        seat,
        command: botMove(any, state, seat, seededRandom(seat)) as FreightCommand,
      }));
      for (const { seat, command } of moves) {
        expect(['bid', 'passBid']).toContain(command.type);
        expect(matchesLegal(game.legalCommands(state, seat), command)).toBe(true);
        if (command.type === 'bid') expect(command.tens * 10).toBeLessThanOrEqual(state.players[seat].cash);
      }
      // The bids go in last bidder first: each is still legal after the others', and the last closes the auction.
      let s = state;
      for (const { seat, command } of [...moves].reverse()) {
        const d = game.decide(s, command, ctx(seat));
        if (!d.ok) throw new Error(`seat ${seat}'s ${JSON.stringify(command)} refused: ${d.message}`);
        for (const e of d.events) s = game.evolve(s, e);
      }
      expect(s.auction).toBeNull();
    }
  });

  it('never resigns a seat: asked for a seat that need not act, it proposes the end or withdraws from a proposal', () => {
    let asked = 0;
    for (const state of states.filter((_, i) => i % 5 === 0)) {
      const waiting = game.toAct(state);
      for (let seat = 0; seat < state.seats; seat++) {
        const move = botMove(any, state, seat, seededRandom(1));
        if (move === null) continue;
        expect(move.type).not.toBe('resign');
        if (!waiting.includes(seat)) {
          expect(['proposeEnd', 'declineEnd']).toContain(move.type);
          asked++;
        }
      }
    }
    expect(asked).toBeGreaterThan(100);
  });

  // Fixed seeds keep the verdict the same every run; the bound is the lower end of a 95% Wilson
  // interval. `npm run arena -- --game who-rules-the-sea --players 4 --games 200` won all 200.
  it('wins 4-player games against random bots far more often than a random seat (1 in 4)', () => {
    const r = playArena(any, { players: 4, games: 40, seed: 1 });
    expect(wilson(r.wins, r.games).low).toBeGreaterThan(0.75);
    expect(r.botScore).toBeGreaterThan(3 * r.othersScore);
  });
});

describe('Who Rules the Sea?: the random bot of the simulations and the benchmark', () => {
  const MONEY = ['pawnNote', 'redeemNote', 'pawnShip', 'redeemShip'];
  const main = (state: FreightState, seat: Seat) =>
    game
      .legalCommands(state, seat)
      .map((t) => t.type)
      .filter((t) => !['resign', 'proposeEnd', 'agreeEnd', 'declineEnd'].includes(t));

  it('pawns or redeems about one time in ten when it has anything else to do, and does so when that is all it may do', () => {
    const states = restingStates();
    let mixed = 0;
    let chosenMoney = 0;
    let onlyMoney = 0;
    for (const [k, state] of states.entries()) {
      for (const seat of game.toAct(state)) {
        const types = main(state, seat);
        const money = types.filter((t) => MONEY.includes(t));
        if (money.length === 0) continue;
        const command = randomBot(seededRandom(k))(state, seat);
        expect(matchesLegal(game.legalCommands(state, seat), command)).toBe(true);
        if (money.length === types.length) {
          onlyMoney++;
          expect(MONEY).toContain(command.type);
        } else {
          mixed++;
          if (MONEY.includes(command.type)) chosenMoney++;
        }
      }
    }
    expect(mixed).toBeGreaterThan(300);
    expect(onlyMoney).toBeGreaterThan(0);
    // One in ten, give or take the spread of a few hundred draws.
    expect(chosenMoney / mixed).toBeGreaterThan(0.04);
    expect(chosenMoney / mixed).toBeLessThan(0.18);
  });
});

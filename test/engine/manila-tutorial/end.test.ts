import { describe, expect, it } from 'vitest';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import { PASS, TWO_ARRIVE, bet, buy, newTable, type Table } from './fixtures.js';

/** Plays rounds 2 and 3 with nobody buying or betting (red and green arrive, blue sinks); the game is then over. */
function quietFinish(t: Table): Table {
  t.quietRound(TWO_ARRIVE);
  t.quietRound(TWO_ARRIVE, []);
  expect(t.state.status).toBe('over');
  return t;
}

describe('Reading 7: after round 3 the most pesos wins; a tie goes to the most shares bought; a remaining tie is shared (T14, T19)', () => {
  it('The player with the most pesos wins; the score is his pesos and shares left in hand count for nothing', () => {
    const t = newTable(2);
    t.shareTurns([buy(1, 0, 0), PASS]);
    // Seat 0's red share carries wood (4) home in each round, and he loses a 5-peso bet: 30 - 10 + 3 * 4 - 5 = 27.
    t.betTurns([bet('red', 2, 5), PASS], [...TWO_ARRIVE, 1, 4, 3, 6]);
    quietFinish(t);
    expect(t.events.at(-1)).toEqual({
      type: 'GameEnded',
      standings: [
        { seat: 0, cash: 27, sharesBought: 1 },
        { seat: 1, cash: 30, sharesBought: 0 },
      ],
    });
    expect(t.state.players[0].shares.red).toBe(1);
    expect(manilaTutorial.outcome(t.state)).toEqual({
      results: [
        { seat: 1, score: 30, rank: 1, breakdown: { cash: 30, sharesBought: 0 } },
        { seat: 0, score: 27, rank: 2, breakdown: { cash: 27, sharesBought: 1 } },
      ],
      winners: [1],
    });
  });

  it('Equal pesos: the player who bought more shares over the game wins, lost shares included (T19)', () => {
    const t = newTable(2);
    t.shareTurns([buy(0, 0, 1), PASS]);
    // Seat 0's blue share sinks with its ship; seat 1 loses 10 on blue 9 (blue advanced 8). Both end on 20.
    t.betTurns([PASS, bet('blue', 9, 10)], [...TWO_ARRIVE, 1, 4, 3, 6]);
    quietFinish(t);
    expect(t.state.players.map((p) => [p.cash, p.sharesBought])).toEqual([
      [20, 1],
      [20, 0],
    ]);
    expect(manilaTutorial.outcome(t.state)).toMatchObject({
      results: [
        { seat: 0, score: 20, rank: 1 },
        { seat: 1, score: 20, rank: 2 },
      ],
      winners: [0],
    });
  });

  it('Equal on pesos and shares bought: the seats share the rank and the win', () => {
    const t = newTable(3);
    t.shareTurns([PASS, PASS, PASS]);
    t.betTurns([PASS, PASS, bet('red', 2, 1)], [...TWO_ARRIVE, 1, 4, 3, 6]);
    quietFinish(t);
    expect(manilaTutorial.outcome(t.state)).toEqual({
      results: [
        { seat: 0, score: 30, rank: 1, breakdown: { cash: 30, sharesBought: 0 } },
        { seat: 1, score: 30, rank: 1, breakdown: { cash: 30, sharesBought: 0 } },
        { seat: 2, score: 29, rank: 3, breakdown: { cash: 29, sharesBought: 0 } },
      ],
      winners: [0, 1],
    });
  });

  it('There is no outcome before the end of round 3', () => {
    const t = newTable(2);
    t.quietRound();
    t.quietRound();
    expect(manilaTutorial.outcome(t.state)).toBeNull();
    expect(manilaTutorial.isTerminal(t.state)).toBe(false);
  });
});

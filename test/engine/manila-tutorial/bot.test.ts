import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engine/core/random.js';
import type { Seat } from '../../../engine/core/types.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import type { TutorialCommand } from '../../../engine/games/manila-tutorial/types.js';
import { ALL_COLLIDE, LOADING, PASS, TWO_ARRIVE, bet, buy, newTable, type Table } from './fixtures.js';

// What the tutorial bot does: it keeps its pesos (shares and bets both lose on average) and
// gambles only in the last betting turn, only when it would otherwise lose.

function ask(t: Table, seat: Seat): TutorialCommand {
  return manilaTutorial.bot!.choose(
    manilaTutorial.view(t.state, seat),
    manilaTutorial.legalCommands(t.state, seat),
    seat,
    seededRandom(3),
  );
}

/** Two players; in round 1 seat 0 wins a 10-peso bet on red advancing 12 (30 - 10 + 20 = 40 pesos). */
function seatZeroAhead(): Table {
  const t = newTable(2);
  t.shareTurns([PASS, PASS]);
  t.betTurns([bet('red', 12, 10), PASS], [...TWO_ARRIVE, ...LOADING]);
  t.quietRound(ALL_COLLIDE, LOADING);
  return t;
}

describe('The tutorial bot', () => {
  it('buys no shares and places no bet before the last round', () => {
    const t = newTable(3);
    expect(ask(t, 0)).toEqual(PASS);
    t.shareTurns([buy(1, 0, 0), PASS, PASS]);
    expect(t.state.phase).toEqual({ kind: 'bets', turn: 0 });
    expect(ask(t, 0)).toEqual(PASS);
  });

  it('in the last round, behind by 10 pesos, stakes 11 on the likeliest sum, enough to pass the leader if it wins', () => {
    const t = seatZeroAhead();
    expect(t.state.round).toBe(3);
    t.shareTurns([PASS, PASS]);
    t.do(0, PASS);
    expect(t.cash()).toEqual([40, 30]);
    const command = ask(t, 1);
    expect(command).toMatchObject({ type: 'bet', number: 7, stake: 11 });
  });

  it('in the last round, ahead of everyone, keeps its pesos', () => {
    const t = seatZeroAhead();
    t.shareTurns([PASS, PASS]);
    expect(t.state.phase).toEqual({ kind: 'bets', turn: 0 });
    expect(ask(t, 0)).toEqual(PASS);
  });

  it('in the last round, level with a player who bought more shares (who would win the tie), bets 1 peso', () => {
    // Round 1: seat 0 buys a red share and wins 6 on red advancing 12 (20 - 6 + 12), then red
    // docks and pays 4 (30 pesos); in round 2 red collides and the share goes back.
    const t = newTable(2);
    t.shareTurns([buy(1, 0, 0), PASS]);
    t.betTurns([bet('red', 12, 6), PASS], [...TWO_ARRIVE, ...LOADING]);
    t.quietRound(ALL_COLLIDE, LOADING);
    t.shareTurns([PASS, PASS]);
    t.do(0, PASS);
    expect(t.cash()).toEqual([30, 30]);
    expect(t.state.players[0]).toMatchObject({ sharesBought: 1, shares: { red: 0, green: 0, blue: 0 } });
    expect(ask(t, 1)).toMatchObject({ type: 'bet', number: 7, stake: 1 });
  });

  it('in the last round, level with a player it would share the win with, keeps its pesos', () => {
    const t = newTable(2);
    t.shareTurns([PASS, PASS]);
    t.betTurns([PASS, PASS], [...ALL_COLLIDE, ...LOADING]);
    t.quietRound(ALL_COLLIDE, LOADING);
    t.shareTurns([PASS, PASS]);
    t.do(0, PASS);
    expect(t.cash()).toEqual([30, 30]);
    expect(ask(t, 1)).toEqual(PASS);
  });
});

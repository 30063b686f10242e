import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import { ALL_COLLIDE, LOADING, PASS, TWO_ARRIVE, bet, buy, newTable } from './fixtures.js';

describe('Reading 3: shares, bought in turn order, 10 pesos each, at most 3 per ship per round, from 10 per ship (T8, T15)', () => {
  it('The first player opens the share turns and the others follow in seat order', () => {
    const t = newTable(3);
    expect(manilaTutorial.toAct(t.state)).toEqual([0]);
    t.given()
      .when(1, buy(1, 0, 0))
      .thenRejects('NOT_YOUR_TURN', /not your turn to buy shares/);
    const s = t
      .given()
      .when(0, buy(1, 0, 2))
      .then([
        {
          type: 'SharesBought',
          seat: 0,
          shares: { red: 1, green: 0, blue: 2 },
          payments: [{ from: 0, to: 'bank', amount: 30 }],
        },
      ]);
    expect(s.players[0]).toEqual({ cash: 0, shares: { red: 1, green: 0, blue: 2 }, sharesBought: 3 });
    expect(s.bank).toEqual({ red: 9, green: 10, blue: 8 });
    expect(s.phase).toEqual({ kind: 'shares', turn: 1 });
  });

  it('The first player moves one seat on each round (3 players: seats 0, 1, 2; 2 players: 0, 1, 0)', () => {
    const three = newTable(3);
    three.quietRound();
    expect(three.state.firstPlayer).toBe(1);
    expect(manilaTutorial.toAct(three.state)).toEqual([1]);
    three.quietRound();
    expect(three.state.firstPlayer).toBe(2);
    const two = newTable(2);
    two.quietRound();
    two.quietRound();
    expect([two.state.round, two.state.firstPlayer]).toEqual([3, 0]);
  });

  it('The turn wraps around the table: in round 2 of 3 players the order is 1, 2, 0', () => {
    const t = newTable(3);
    t.quietRound();
    t.do(1, PASS);
    t.do(2, PASS);
    expect(manilaTutorial.toAct(t.state)).toEqual([0]);
    const s = t
      .given()
      .when(0, PASS)
      .then([{ type: 'SharesPassed', seat: 0, forced: false }]);
    expect(s.phase).toEqual({ kind: 'bets', turn: 1 });
  });

  it('A share turn buys any mix at once; a ship left out of the command means none of it', () => {
    const t = newTable(2);
    t.given()
      .when(0, { type: 'buy-shares', shares: { green: 2 } })
      .then([
        {
          type: 'SharesBought',
          seat: 0,
          shares: { red: 0, green: 2, blue: 0 },
          payments: [{ from: 0, to: 'bank', amount: 20 }],
        },
      ]);
  });

  it('At most 3 shares of one ship per round (T15), and at least one share or a pass', () => {
    const t = newTable(2);
    t.given()
      .when(0, buy(4, 0, 0))
      .thenRejects('ILLEGAL_MOVE', /at most 3 shares of each ship per round, not 4 of the red ship/);
    t.given()
      .when(0, buy(0, 0, 0))
      .thenRejects('ILLEGAL_MOVE', /at least one share, or pass/);
    expect(
      expandLegal(manilaTutorial.legalCommands(t.state, 0)).some((c) => c.type === 'buy-shares' && c.shares.red > 3),
    ).toBe(false);
  });

  it('The limit is per round: a player may hold more than 3 of a ship by buying again next round', () => {
    const t = newTable(2);
    t.shareTurns([buy(3, 0, 0), PASS]);
    // Red and green arrive (red carries wood at 4): seat 0 is paid 12 and keeps the 3 red shares.
    t.betTurns([PASS, PASS], [...TWO_ARRIVE, ...LOADING]);
    expect(t.cash()).toEqual([12, 30]);
    t.do(1, PASS);
    const s = t
      .given()
      .when(0, buy(1, 0, 0))
      .thenEvents(() => {});
    expect(s.players[0].shares.red).toBe(4);
  });

  it('Each share costs 10 pesos: a player cannot buy more than his cash pays for', () => {
    const t = newTable(2);
    t.given()
      .when(0, buy(2, 1, 1))
      .thenRejects('INSUFFICIENT_FUNDS', /4 shares cost 40 pesos; you have 30/);
  });

  it('The bank holds 10 shares of each ship: when they run out, no more can be bought', () => {
    const t = newTable(4);
    for (const seat of [0, 1, 2]) t.do(seat, buy(3, 0, 0));
    expect(t.state.bank.red).toBe(1);
    t.given()
      .when(3, buy(2, 0, 0))
      .thenRejects('NO_SHARE', /only 1 red share left/);
    expect(
      expandLegal(manilaTutorial.legalCommands(t.state, 3))
        .filter((c) => c.type === 'buy-shares')
        .every((c) => c.type === 'buy-shares' && c.shares.red <= 1),
    ).toBe(true);
    t.given()
      .when(3, buy(1, 0, 0))
      .thenEvents((_, s) => expect(s.bank.red).toBe(0));
  });

  it('A player who cannot buy a share (or bet) is passed at once, so the table does not wait on him', () => {
    const t = newTable(2);
    // Seat 0 spends all 30 pesos; his betting turn passes by itself right after seat 1's share turn.
    const events = t.do(0, buy(3, 0, 0));
    expect(events.map((e) => e.type)).toEqual(['SharesBought']);
    t.given()
      .when(1, PASS)
      .then([
        { type: 'SharesPassed', seat: 1, forced: false },
        { type: 'BetPassed', seat: 0, forced: true },
      ]);
    t.shareTurns([PASS, PASS]);
    t.betTurns([PASS, PASS], [...ALL_COLLIDE, ...LOADING]);
    // Round 2 opens with seat 1; seat 0, with no cash, is passed after him.
    expect(t.cash()).toEqual([0, 30]);
    const s = t
      .given()
      .when(1, PASS)
      .then([
        { type: 'SharesPassed', seat: 1, forced: false },
        { type: 'SharesPassed', seat: 0, forced: true },
      ]);
    expect(s.phase).toEqual({ kind: 'bets', turn: 1 });
  });

  it('Bets and buying have their own turns: no betting while shares are being bought', () => {
    const t = newTable(2);
    t.given()
      .when(0, bet('red', 7, 1))
      .thenRejects('WRONG_PHASE', /players are buying shares/);
  });

  it('Malformed purchases are refused before any rule is applied', () => {
    const t = newTable(2);
    t.given()
      .when(0, { type: 'buy-shares', shares: { red: -1 } })
      .thenRejects('INVALID_COMMAND');
    t.given()
      .when(0, { type: 'buy-shares', shares: { red: 1.5 } })
      .thenRejects('INVALID_COMMAND');
    t.given()
      .when(0, { type: 'buy-shares', shares: { yellow: 1 } })
      .thenRejects('INVALID_COMMAND');
    t.given().when(0, { type: 'buy-shares' }).thenRejects('INVALID_COMMAND');
  });
});

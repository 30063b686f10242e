import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import { ALL_COLLIDE, LOADING, PASS, TWO_ARRIVE, bet, buy, newTable, type Table } from './fixtures.js';

/** A 2-player table where nobody bought shares and seat 0 has placed `first`; seat 1 is to bet. */
function afterFirstBet(first = bet('red', 12, 5)): Table {
  const t = newTable(2);
  t.shareTurns([PASS, PASS]);
  t.do(0, first);
  return t;
}

describe('Reading 4: one bet per player per round, on a ship and a number 2-12, settled after the second movement (T9, T12, T16, T17)', () => {
  it('Betting opens once every share turn is over, with the first player, before any die is rolled (T9, T16)', () => {
    const t = newTable(3);
    t.shareTurns([PASS, buy(1, 0, 0), PASS]);
    expect(t.state.phase).toEqual({ kind: 'bets', turn: 0 });
    expect(t.state.movements).toBe(0);
    const s = t
      .given()
      .when(0, bet('green', 7, 5))
      .then([
        {
          type: 'BetPlaced',
          seat: 0,
          ship: 'green',
          number: 7,
          stake: 5,
          payments: [{ from: 0, to: 'bank', amount: 5 }],
        },
      ]);
    expect(s.players[0].cash).toBe(25);
    expect(s.bets).toEqual([{ seat: 0, ship: 'green', number: 7, stake: 5, result: null }]);
    expect(s.phase).toEqual({ kind: 'bets', turn: 1 });
  });

  it('Each player bets once per round: after his bet the turn moves on, and shares cannot be bought any more', () => {
    const t = afterFirstBet();
    t.given()
      .when(0, bet('blue', 6, 1))
      .thenRejects('NOT_YOUR_TURN', /not your turn to bet/);
    t.given()
      .when(1, buy(1, 0, 0))
      .thenRejects('WRONG_PHASE', /players are placing bets/);
  });

  it("A stake is 1 peso or more, up to the player's cash; the number is 2 to 12", () => {
    const t = newTable(2);
    t.shareTurns([buy(1, 0, 0), PASS]);
    t.given()
      .when(0, bet('red', 7, 0))
      .thenRejects('ILLEGAL_MOVE', /at least 1 peso/);
    t.given()
      .when(0, bet('red', 7, 21))
      .thenRejects('INSUFFICIENT_FUNDS', /cannot stake 21 pesos; you have 20/);
    t.given()
      .when(0, bet('red', 1, 5))
      .thenRejects('ILLEGAL_MOVE', /number from 2 to 12, not 1/);
    t.given()
      .when(0, bet('red', 13, 5))
      .thenRejects('ILLEGAL_MOVE', /not 13/);
    t.given()
      .when(0, bet('red', 12, 20))
      .thenEvents((_, s) => expect(s.players[0].cash).toBe(0));
    t.given().when(0, { type: 'bet', ship: 'purple', number: 7, stake: 1 }).thenRejects('INVALID_COMMAND');
    // Pass, and one bet per ship, number and stake from 1 to his 20 pesos.
    expect(expandLegal(manilaTutorial.legalCommands(t.state, 0))).toHaveLength(1 + 3 * 11 * 20);
  });

  it('After the second movement a bet wins 1:1 if its ship advanced exactly its number, and is lost otherwise (T12)', () => {
    const t = afterFirstBet(bet('red', 12, 5));
    const s = t
      .given()
      .when(1, bet('green', 9, 4), [...TWO_ARRIVE, ...LOADING])
      .then([
        {
          type: 'BetPlaced',
          seat: 1,
          ship: 'green',
          number: 9,
          stake: 4,
          payments: [{ from: 1, to: 'bank', amount: 4 }],
        },
        {
          type: 'ShipsMoved',
          movement: 1,
          moves: [
            { ship: 'red', die: 6, from: 0, to: 6, fate: 'at-sea' },
            { ship: 'green', die: 5, from: 0, to: 5, fate: 'at-sea' },
            { ship: 'blue', die: 4, from: 0, to: 4, fate: 'at-sea' },
          ],
        },
        {
          type: 'ShipsMoved',
          movement: 2,
          moves: [
            { ship: 'red', die: 6, from: 6, to: 12, fate: 'at-sea' },
            { ship: 'green', die: 5, from: 5, to: 10, fate: 'at-sea' },
            { ship: 'blue', die: 4, from: 4, to: 8, fate: 'at-sea' },
          ],
        },
        {
          type: 'BetsSettled',
          bets: [
            { seat: 0, ship: 'red', number: 12, stake: 5, advanced: 12, result: 'won' },
            { seat: 1, ship: 'green', number: 9, stake: 4, advanced: 10, result: 'lost' },
          ],
          payments: [{ from: 'bank', to: 0, amount: 10 }],
        },
        {
          type: 'ShipsMoved',
          movement: 3,
          moves: [
            { ship: 'red', die: 1, from: 12, to: 13, fate: 'arrived' },
            { ship: 'green', die: 3, from: 10, to: 13, fate: 'arrived' },
            { ship: 'blue', die: 6, from: 8, to: 14, fate: 'sunk' },
          ],
        },
        { type: 'CargoPaid', ship: 'red', cargo: 'wood', price: 4, shares: [0, 0], payments: [] },
        { type: 'CargoPaid', ship: 'green', cargo: 'tobacco', price: 3, shares: [0, 0], payments: [] },
        { type: 'SharesReturned', ship: 'blue', fate: 'sunk', shares: [0, 0] },
        { type: 'RoundStarted', round: 2, firstPlayer: 1 },
        { type: 'CargoLoaded', die: 1, cargo: { red: 'wood', green: 'tobacco', blue: 'silk' } },
        {
          type: 'PricesRolled',
          rolls: { wood: [4], tobacco: [3], silk: [6] },
          prices: { wood: 4, tobacco: 3, silk: 6 },
        },
      ]);
    // Seat 0 staked 5 and was paid 10; seat 1's 4 stayed with the bank.
    expect(s.players.map((p) => p.cash)).toEqual([35, 26]);
  });

  it('A bet on a ship that collides in the first movement is cancelled and the stake refunded (T17)', () => {
    const t = afterFirstBet(bet('red', 2, 7));
    // Red and green collide on 2; blue goes 5, 11, 13.
    t.given()
      .when(1, bet('blue', 11, 3), [2, 2, 5, 6, 2, ...LOADING])
      .thenEvents((events, s) => {
        expect(events.map((e) => e.type).slice(1, 4)).toEqual(['ShipsMoved', 'ShipsMoved', 'BetsSettled']);
        expect(events[3]).toEqual({
          type: 'BetsSettled',
          bets: [
            { seat: 0, ship: 'red', number: 2, stake: 7, advanced: null, result: 'cancelled' },
            { seat: 1, ship: 'blue', number: 11, stake: 3, advanced: 11, result: 'won' },
          ],
          payments: [
            { from: 'bank', to: 0, amount: 7 },
            { from: 'bank', to: 1, amount: 6 },
          ],
        });
        expect(s.players.map((p) => p.cash)).toEqual([30, 33]);
      });
  });

  it('A bet on a ship that collides in the second movement is cancelled too', () => {
    const t = afterFirstBet(bet('green', 3, 4));
    // Movement 1: red 1, green 2, blue 3. Movement 2: red 3 and green 3 collide; blue 4.
    t.given()
      .when(1, PASS, [1, 2, 3, 2, 1, 1, 6, 3, ...LOADING])
      .thenEvents((events) => {
        const settled = events.find((e) => e.type === 'BetsSettled');
        expect(settled).toEqual({
          type: 'BetsSettled',
          bets: [{ seat: 0, ship: 'green', number: 3, stake: 4, advanced: null, result: 'cancelled' }],
          payments: [{ from: 'bank', to: 0, amount: 4 }],
        });
      });
  });

  it('When all three ships collide in the first movement the voyage ends there and every bet is refunded', () => {
    const t = afterFirstBet(bet('red', 6, 10));
    t.given()
      .when(1, bet('blue', 3, 2), [...ALL_COLLIDE, ...LOADING])
      .thenEvents((events) => {
        expect(events.map((e) => e.type)).toEqual([
          'BetPlaced',
          'ShipsMoved',
          'BetsSettled',
          'SharesReturned',
          'SharesReturned',
          'SharesReturned',
          'RoundStarted',
          'CargoLoaded',
          'PricesRolled',
        ]);
        expect(events[2]).toMatchObject({ bets: [{ result: 'cancelled' }, { result: 'cancelled' }] });
      });
  });

  it('A collision after the second movement does not touch bets already settled', () => {
    const t = afterFirstBet(bet('red', 2, 2));
    // Red 1+1 = 2 wins after movement 2; in movement 3 red and green collide on 6; blue goes on to 13.
    t.given()
      .when(1, PASS, [1, 2, 3, 1, 2, 3, 4, 2, 1, 6, ...LOADING])
      .thenEvents((events) => {
        const settlements = events.filter((e) => e.type === 'BetsSettled');
        expect(settlements).toEqual([
          {
            type: 'BetsSettled',
            bets: [{ seat: 0, ship: 'red', number: 2, stake: 2, advanced: 2, result: 'won' }],
            payments: [{ from: 'bank', to: 0, amount: 4 }],
          },
        ]);
        expect(events.find((e) => e.type === 'ShipsMoved' && e.movement === 3)).toMatchObject({
          moves: [
            { ship: 'red', fate: 'collided' },
            { ship: 'green', fate: 'collided' },
            { ship: 'blue', to: 7, fate: 'at-sea' },
          ],
        });
      });
  });

  it('With no bets placed, the voyage has nothing to settle', () => {
    const t = newTable(2);
    const events = t.quietRound(TWO_ARRIVE);
    expect(events.some((e) => e.type === 'BetsSettled')).toBe(false);
  });
});

import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import { LOADING, PASS, TWO_ARRIVE, buy, newTable } from './fixtures.js';

describe("Reading 6: arrived ships pay their cargo's price per share; lost ships' shares go back to the bank (T11, T12, T17, T18)", () => {
  it('Each share of an arrived ship pays the price of the cargo it carried this round', () => {
    const t = newTable(3);
    // Red carries wood (4), green tobacco (3), blue silk (6); red and green arrive, blue sinks.
    t.shareTurns([buy(2, 1, 0), buy(0, 1, 0), buy(0, 0, 3)]);
    // Seats 0 and 2 have spent everything, so seat 1 is the only one asked to bet.
    expect(t.state.phase).toEqual({ kind: 'bets', turn: 1 });
    const s = t
      .given()
      .when(1, PASS, [...TWO_ARRIVE, ...LOADING])
      .thenEvents((events) => {
        const paid = events.filter((e) => e.type === 'CargoPaid' || e.type === 'SharesReturned');
        expect(paid).toEqual([
          {
            type: 'CargoPaid',
            ship: 'red',
            cargo: 'wood',
            price: 4,
            shares: [2, 0, 0],
            payments: [{ from: 'bank', to: 0, amount: 8 }],
          },
          {
            type: 'CargoPaid',
            ship: 'green',
            cargo: 'tobacco',
            price: 3,
            shares: [1, 1, 0],
            payments: [
              { from: 'bank', to: 0, amount: 3 },
              { from: 'bank', to: 1, amount: 3 },
            ],
          },
          { type: 'SharesReturned', ship: 'blue', fate: 'sunk', shares: [0, 0, 3] },
        ]);
      });
    expect(s.players.map((p) => p.cash)).toEqual([0 + 8 + 3, 20 + 3, 0]);
    // Shares of arrived ships are kept; the sunk ship's went back to the bank (T18).
    expect(s.players.map((p) => p.shares)).toEqual([
      { red: 2, green: 1, blue: 0 },
      { red: 0, green: 1, blue: 0 },
      { red: 0, green: 0, blue: 0 },
    ]);
    expect(s.bank).toEqual({ red: 8, green: 8, blue: 10 });
  });

  it("Shares are kept from round to round and pay on every arrival of their ship, at that round's price", () => {
    const t = newTable(2);
    t.shareTurns([buy(1, 0, 0), PASS]);
    // Round 1: red (wood 4) arrives. Round 2 loads face 4: red carries tobacco, priced 5.
    t.betTurns([PASS, PASS], [...TWO_ARRIVE, 4, 2, 5, 2]);
    expect(t.cash()).toEqual([24, 30]);
    t.shareTurns([PASS, PASS]);
    const events = t.betTurns([PASS, PASS], [...TWO_ARRIVE, ...LOADING]);
    expect(events).toContainEqual({
      type: 'CargoPaid',
      ship: 'red',
      cargo: 'tobacco',
      price: 5,
      shares: [1, 0],
      payments: [{ from: 'bank', to: 0, amount: 5 }],
    });
    expect(t.cash()).toEqual([29, 30]);
  });

  it("A collided ship's shares go back to the bank, worthless, and can be bought again next round (T11, T17)", () => {
    const t = newTable(2);
    t.shareTurns([buy(3, 0, 0), buy(2, 0, 0)]);
    expect(t.state.bank.red).toBe(5);
    // Red and green collide on 3 in the first movement; blue alone goes 4, 10, 16 and sinks.
    const events = t.betTurns([PASS, PASS], [3, 3, 4, 6, 6, ...LOADING]);
    expect(events).toContainEqual({ type: 'SharesReturned', ship: 'red', fate: 'collided', shares: [3, 2] });
    expect(t.state.bank.red).toBe(10);
    expect(t.state.players.map((p) => p.shares.red)).toEqual([0, 0]);
    // Seat 1 opens round 2 with 10 pesos and may buy a red share again.
    expect(expandLegal(manilaTutorial.legalCommands(t.state, 1))).toContainEqual(buy(1, 0, 0));
    // The lost shares still count as bought for the tie-break (reading 7).
    expect(t.state.players.map((p) => p.sharesBought)).toEqual([3, 2]);
  });

  it('An arrived ship nobody holds pays nobody', () => {
    const t = newTable(2);
    const events = t.quietRound(TWO_ARRIVE);
    expect(events).toContainEqual({
      type: 'CargoPaid',
      ship: 'red',
      cargo: 'wood',
      price: 4,
      shares: [0, 0],
      payments: [],
    });
    expect(t.cash()).toEqual([30, 30]);
  });
});

import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import {
  JADE_ARRIVES,
  JADE_SILK_GINSENG,
  launched,
  newTable,
  quietRound,
  sellHarbourMaster,
  type Table,
} from './fixtures.js';

/** Plays auction commands in order on a fresh table. */
function auction(seats: number, moves: [number, number | 'pass'][]): Table {
  const t = newTable(seats);
  for (const [seat, m] of moves) t.do(seat, m === 'pass' ? { type: 'pass' } : { type: 'bid', amount: m });
  return t;
}

describe('The auction', () => {
  it('In the first round the oldest player (seat 0) opens the auction with a minimum bid of 1 peso', () => {
    const t = newTable(4);
    t.given()
      .when(0, { type: 'bid', amount: 1 })
      .then([{ type: 'BidPlaced', seat: 0, amount: 1 }]);
    t.given().when(0, { type: 'bid', amount: 0 }).thenRejects('INVALID_COMMAND');
  });

  it('If the starting player passes, the player to his left (the next seat clockwise) starts', () => {
    const s = newTable(4)
      .given()
      .when(0, { type: 'pass' })
      .then([{ type: 'BidPassed', seat: 0 }]);
    expect(s.phase).toMatchObject({ kind: 'auction', turn: 1, highBidder: null });
  });

  it('The auction goes on clockwise; each player either passes or bids higher', () => {
    const t = auction(4, [[0, 3]]);
    expect(manila.toAct(t.state)).toEqual([1]);
    t.given()
      .when(1, { type: 'bid', amount: 3 })
      .thenRejects('BID_TOO_LOW', /more than the current 3/);
    t.given().when(1, { type: 'bid', amount: 2 }).thenRejects('BID_TOO_LOW');
    const s = t
      .given()
      .when(1, { type: 'bid', amount: 4 })
      .then([{ type: 'BidPlaced', seat: 1, amount: 4 }]);
    expect(s.phase).toMatchObject({ kind: 'auction', turn: 2, highBid: 4, highBidder: 1 });
  });

  it('Only the player whose turn it is may bid or pass', () => {
    const t = newTable(4);
    t.given().when(2, { type: 'bid', amount: 5 }).thenRejects('NOT_YOUR_TURN');
    t.given().when(1, { type: 'pass' }).thenRejects('NOT_YOUR_TURN');
  });

  it('A player who has passed cannot re-enter the auction that round', () => {
    // 0 passes, 1 bids 2, 2 passes, 3 bids 3: the turn goes back to 1, skipping 0.
    const t = auction(4, [
      [0, 'pass'],
      [1, 2],
      [2, 'pass'],
      [3, 3],
    ]);
    expect(manila.toAct(t.state)).toEqual([1]);
    t.given().when(0, { type: 'bid', amount: 10 }).thenRejects('NOT_YOUR_TURN');
    expect(expandLegal(manila.legalCommands(t.state, 0)).filter((c) => c.type === 'bid' || c.type === 'pass')).toEqual(
      [],
    );
    // 1 bids again; the next turn skips both 0 and 2 and lands on 3.
    const s = t
      .given()
      .when(1, { type: 'bid', amount: 4 })
      .then([{ type: 'BidPlaced', seat: 1, amount: 4 }]);
    expect(s.phase).toMatchObject({ kind: 'auction', turn: 3 });
  });

  it('When everyone but one has passed, that player pays his bid to the bank and becomes harbour master (4 players)', () => {
    const t = auction(4, [
      [0, 'pass'],
      [1, 2],
      [2, 'pass'],
      [3, 3],
    ]);
    const s = t
      .given()
      .when(1, { type: 'pass' })
      .then([
        { type: 'BidPassed', seat: 1 },
        { type: 'HarbourMasterChosen', seat: 3, price: 3, payments: [{ from: 3, to: 'bank', amount: 3 }] },
      ]);
    expect(s.harbourMaster).toBe(3);
    expect(s.players.map((p) => p.cash)).toEqual([30, 30, 30, 27]);
    expect(s.phase).toEqual({ kind: 'buy-share' });
  });

  it('When everyone but one has passed, that player pays his bid and becomes harbour master (3 players, bidding wraps round the table)', () => {
    const t = auction(3, [
      [0, 1],
      [1, 2],
      [2, 'pass'],
    ]);
    expect(manila.toAct(t.state)).toEqual([0]);
    t.given()
      .when(0, { type: 'pass' })
      .then([
        { type: 'BidPassed', seat: 0 },
        { type: 'HarbourMasterChosen', seat: 1, price: 2, payments: [{ from: 1, to: 'bank', amount: 2 }] },
      ]);
  });

  it('When the last player still in bids after everyone else passed, he wins at once (5 players)', () => {
    const t = auction(5, [
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
      [3, 'pass'],
    ]);
    t.given()
      .when(4, { type: 'bid', amount: 1 })
      .then([
        { type: 'BidPlaced', seat: 4, amount: 1 },
        { type: 'HarbourMasterChosen', seat: 4, price: 1, payments: [{ from: 4, to: 'bank', amount: 1 }] },
      ]);
  });

  it('If nobody bids in the first round, the player who opened the auction becomes harbour master for free (reading 2)', () => {
    for (const seats of [3, 4, 5]) {
      const t = auction(
        seats,
        Array.from({ length: seats - 1 }, (_, s) => [s, 'pass'] as [number, 'pass']),
      );
      t.given()
        .when(seats - 1, { type: 'pass' })
        .then([
          { type: 'BidPassed', seat: seats - 1 },
          { type: 'HarbourMasterChosen', seat: 0, price: 0, payments: [] },
        ]);
    }
  });

  it("In later rounds the previous round's harbour master opens the auction", () => {
    const t = launched(4, { hm: 2, price: 1 });
    t.passAll([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(t.events.at(-1)).toEqual({ type: 'RoundStarted', round: 2, opener: 2 });
    expect(manila.toAct(t.state)).toEqual([2]);
    t.given().when(0, { type: 'bid', amount: 1 }).thenRejects('NOT_YOUR_TURN');
    const s = t
      .given()
      .when(2, { type: 'pass' })
      .then([{ type: 'BidPassed', seat: 2 }]);
    expect(s.phase).toMatchObject({ kind: 'auction', turn: 3 });
  });

  it("If nobody bids in a later round, the previous round's harbour master remains harbour master", () => {
    const t = launched(4, { hm: 2, price: 1 });
    t.passAll([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    for (const seat of [2, 3, 0]) t.do(seat, { type: 'pass' });
    t.given()
      .when(1, { type: 'pass' })
      .then([
        { type: 'BidPassed', seat: 1 },
        { type: 'HarbourMasterChosen', seat: 2, price: 0, payments: [] },
      ]);
  });

  it('Nobody may bid more than his cash plus 12 pesos for each share he could still mortgage', () => {
    const t = newTable(4); // seat 0: 30 pesos, a jade and a silk share
    t.given().when(0, { type: 'bid', amount: 55 }).thenRejects('INSUFFICIENT_FUNDS', /54/);
    t.given()
      .when(0, { type: 'bid', amount: 54 })
      .then([{ type: 'BidPlaced', seat: 0, amount: 54 }]);
    const bids = expandLegal(manila.legalCommands(t.state, 0)).filter((c) => c.type === 'bid');
    expect(bids.map((c) => c.type === 'bid' && c.amount)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
  });

  it('A share already mortgaged adds nothing more to what a player can bid', () => {
    const t = newTable(4);
    t.do(0, { type: 'mortgage', good: 'jade' }); // 42 pesos and one unmortgaged share
    t.given().when(0, { type: 'bid', amount: 55 }).thenRejects('INSUFFICIENT_FUNDS');
    t.given()
      .when(0, { type: 'bid', amount: 54 })
      .then([{ type: 'BidPlaced', seat: 0, amount: 54 }]);
  });

  it('The winner mortgages shares to pay a bid above his cash', () => {
    const t = auction(4, [
      [0, 40],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    const s = t
      .given()
      .when(3, { type: 'pass' })
      .then([
        { type: 'BidPassed', seat: 3 },
        {
          type: 'ShareMortgaged',
          seat: 0,
          good: 'jade',
          forced: true,
          payments: [{ from: 'bank', to: 0, amount: 12 }],
        },
        { type: 'HarbourMasterChosen', seat: 0, price: 40, payments: [{ from: 0, to: 'bank', amount: 40 }] },
      ]);
    expect(s.players[0]).toMatchObject({ cash: 2, mortgaged: { jade: 1, silk: 0 } });
  });

  it('A winning bid of everything he can raise mortgages all his shares and leaves him with nothing', () => {
    const t = auction(4, [
      [0, 54],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    const s = t
      .given()
      .when(3, { type: 'pass' })
      .thenEvents((events) => {
        expect(events.filter((e) => e.type === 'ShareMortgaged')).toHaveLength(2);
      });
    expect(s.players[0]).toMatchObject({ cash: 0, shares: { jade: 1, silk: 1 }, mortgaged: { jade: 1, silk: 1 } });
  });

  it('A forced mortgage takes the least valuable share first', () => {
    const t = newTable(4);
    quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice); // jade is now worth 5, silk 0
    t.do(0, { type: 'bid', amount: 35 });
    for (const seat of [1, 2]) t.do(seat, { type: 'pass' });
    t.given()
      .when(3, { type: 'pass' })
      .thenEvents((events) => {
        expect(events[1]).toMatchObject({ type: 'ShareMortgaged', seat: 0, good: 'silk', forced: true });
      });
  });

  it('There is no bidding outside the auction', () => {
    const t = launched(4, { ships: JADE_SILK_GINSENG });
    t.given()
      .when(0, { type: 'bid', amount: 3 })
      .thenRejects('WRONG_PHASE', /placed/);
    const u = newTable(4);
    sellHarbourMaster(u, 1, 1);
    u.given().when(1, { type: 'bid', amount: 2 }).thenRejects('WRONG_PHASE');
  });
});

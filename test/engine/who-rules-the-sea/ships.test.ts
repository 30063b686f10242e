import { describe, expect, it } from 'vitest';
import { expandLegal } from '../../../engine/core/legal.js';
import type { FreightEvent } from '../../../engine/games/who-rules-the-sea/types.js';
import { game, ofType, opened, passRound, type Table } from './fixtures.js';

const sail = (route: string, ship = 'S09') => ({ type: 'sail', ship, route }) as const;

/** Seat 0 owns Tihany (S01) and Badacsony (S02) in London; seats 1 and 2 one ship each. */
function twoShips(seats = 3, pile: string[] = []): Table {
  return opened(seats, { pile, fleets: [['S01', 'S02'], ['S06'], ['S03']] });
}

describe('Pawning, selling and auctioning ships (F22, F37, R27-R30, R45, R51)', () => {
  it('F37, R27, R30, F22: a second, empty ship may be pawned in port, debt or not; the bank pays its pawn value; its insurance is void; it is laid up and takes no ship-turn', () => {
    const t = twoShips();
    t.do(0, { type: 'insureShip', ship: 'S02' });
    t.do(0, sail('LON-NYC', 'S02'), [1]);
    t.given()
      .when(0, { type: 'pawnShip', ship: 'S01', target: 'S02' })
      .thenRejects('ILLEGAL_MOVE', /not lying in London/);
    const u = twoShips();
    u.do(0, { type: 'insureShip', ship: 'S02' });
    const s = u
      .given()
      .when(0, { type: 'pawnShip', ship: 'S02', target: 'S02' })
      .then([
        { type: 'ShipPawned', seat: 0, ship: 'S02', port: 'LON', payments: [{ from: 'bank', to: 0, amount: 600 }] },
        { type: 'ShipTurnEnded', seat: 0, ship: 'S02' },
      ]);
    expect(s.ships[1]).toMatchObject({ owner: 0, insured: false, loc: { at: 'port', port: 'LON', pawned: true } });
    expect(s.phase).toMatchObject({ todo: ['S01'], played: ['S02'] });
    expect(game.legalCommands(s, 0).some((c) => 'ship' in c && c.ship === 'S02')).toBe(false);
  });

  it('F37: the last active ship cannot be pawned, sold or auctioned, nor a ship carrying goods', () => {
    const t = opened(2);
    expect(game.legalCommands(t.state, 0).map((c) => c.type)).not.toContain('pawnShip');
    t.given()
      .when(0, { type: 'sellShip', ship: 'S09', target: 'S09' })
      .thenRejects('ILLEGAL_MOVE', /keep at least one/);
    const u = twoShips();
    u.do(0, { type: 'buyNote', ship: 'S02', note: 'LON-03' });
    u.given()
      .when(0, { type: 'pawnShip', ship: 'S02', target: 'S02' })
      .thenRejects('ILLEGAL_MOVE', /carries goods/);
  });

  it('R27: the owner redeems a pawned ship during their turn for its redemption value; it is active, uninsured, and takes its ship-turn if it has not had one', () => {
    const t = twoShips();
    t.do(0, { type: 'pawnShip', ship: 'S01', target: 'S02' });
    t.given().when(1, { type: 'redeemShip', target: 'S02' }).thenRejects('NOT_YOUR_TURN');
    const s = t
      .given()
      .when(0, { type: 'redeemShip', target: 'S02' })
      .then([{ type: 'ShipRedeemed', seat: 0, ship: 'S02', payments: [{ from: 0, to: 'bank', amount: 750 }] }]);
    expect(s.ships[1]).toMatchObject({ loc: { pawned: false }, insured: false });
    expect(s.phase).toMatchObject({ todo: ['S02'], active: { ship: 'S01' } });
  });

  it('R28: a ship sold to the bank fetches its redemption value and goes back to the docks', () => {
    const t = twoShips();
    const s = t
      .given()
      .when(0, { type: 'sellShip', ship: 'S01', target: 'S02' })
      .thenEvents((events, s) => {
        expect(events[1]).toEqual({
          type: 'ShipSold',
          seat: 0,
          ship: 'S02',
          payments: [{ from: 'bank', to: 0, amount: 750 }],
        });
        return s;
      });
    expect(s.ships[1]).toEqual({ owner: null, loc: { at: 'docks' }, insured: false, missTurns: 0, claims: [] });
  });

  it('R51: pawning or selling the ship whose port phase runs ends its ship-turn at once', () => {
    twoShips()
      .given()
      .when(0, { type: 'sellShip', ship: 'S02', target: 'S02' })
      .thenEvents((events) => {
        expect(events.map((e) => e.type)).toEqual(['ShipTurnBegan', 'ShipSold', 'ShipTurnEnded']);
      });
  });

  it('R29: in an auction every other player bids at once, in secret; the highest bid wins, a tie goes to the first bidder after the seller; the winner pays the seller', () => {
    const t = twoShips();
    const opened: FreightEvent[] = t.do(0, { type: 'auctionShip', ship: 'S01', target: 'S02' });
    expect(opened.at(-1)).toEqual({ type: 'AuctionOpened', seller: 0, ship: 'S02', bidders: [1, 2] });
    expect(game.toAct(t.state)).toEqual([1, 2]);
    t.given()
      .when(0, sail('LON-NYC', 'S01'), [1])
      .thenRejects('WRONG_PHASE', /auctioned/);
    t.given().when(1, { type: 'bid', tens: 281 }).thenRejects('INSUFFICIENT_FUNDS');
    t.do(2, { type: 'bid', tens: 100 });
    expect(game.toAct(t.state)).toEqual([1]);
    expect(game.view(t.state, 1).auction?.bids).toEqual([null, null, null]);
    expect(game.view(t.state, 2).auction?.bids).toEqual([null, null, 1000]);
    expect(game.redact(t.events.at(-1)!, 1)).toEqual({ type: 'BidSealed', seat: 2, amount: null });
    t.given()
      .when(2, { type: 'bid', tens: 120 })
      .thenRejects('ILLEGAL_MOVE', /one bid each/);
    t.given()
      .when(1, { type: 'bid', tens: 100 })
      .thenEvents((events, s) => {
        expect(events).toEqual([
          { type: 'BidSealed', seat: 1, amount: 1000 },
          {
            type: 'AuctionClosed',
            ship: 'S02',
            seller: 0,
            bids: [
              { seat: 1, amount: 1000 },
              { seat: 2, amount: 1000 },
            ],
            winner: 1,
            price: 1000,
            payments: [{ from: 1, to: 0, amount: 1000 }],
          },
        ]);
        expect(s.ships[1]).toMatchObject({ owner: 1, insured: false, loc: { at: 'port', port: 'LON', pawned: false } });
        expect(game.toAct(s)).toEqual([0]);
      });
  });

  it("R29, R9: the ship won takes its first ship-turn on the winner's next turn", () => {
    const t = twoShips();
    t.do(0, { type: 'auctionShip', ship: 'S01', target: 'S02' });
    t.do(1, { type: 'bid', tens: 50 });
    t.do(2, { type: 'passBid' });
    t.given()
      .when(0, sail('LON-NYC', 'S01'), [1])
      .thenEvents((events) => {
        expect(events.at(-1)).toEqual({
          type: 'TurnStarted',
          seat: 1,
          round: 1,
          opening: false,
          ships: ['S02', 'S06'],
        });
      });
  });

  it('R29: if everyone passes the seller keeps the ship; the bank never bids', () => {
    const t = twoShips();
    t.do(0, { type: 'auctionShip', ship: 'S01', target: 'S02' });
    t.do(1, { type: 'passBid' });
    t.given()
      .when(2, { type: 'passBid' })
      .thenEvents((events, s) => {
        expect(events[1]).toEqual({
          type: 'AuctionClosed',
          ship: 'S02',
          seller: 0,
          bids: [
            { seat: 1, amount: 0 },
            { seat: 2, amount: 0 },
          ],
          winner: null,
          price: 0,
          payments: [],
        });
        expect(s.ships[1].owner).toBe(0);
      });
  });

  it('R45: an auction needs a bidder in the game and out of debt; a bidder who resigns counts as passing', () => {
    const t = twoShips();
    t.do(0, { type: 'auctionShip', ship: 'S01', target: 'S02' });
    t.do(1, { type: 'bid', tens: 70 });
    t.given()
      .when(2, { type: 'resign' })
      .thenEvents((events, s) => {
        expect(events[1]).toMatchObject({
          type: 'AuctionClosed',
          winner: 1,
          price: 700,
          bids: [
            { seat: 1, amount: 700 },
            { seat: 2, amount: 0 },
          ],
        });
        expect(s.ships[1].owner).toBe(1);
      });
    // Seat 1 pays its last £50 to seat 0's Conference dividend (C24) and owes £50: nobody may bid.
    const u = opened(2, { pile: ['C24'], fleets: [['S01', 'S02'], ['S15']], cargo: [[], ['LON-08']] });
    u.do(0, sail('LON-NYC', 'S01'), [2]);
    expect(u.state.players[1]).toMatchObject({ cash: 0, debt: 50 });
    expect(expandLegal(game.legalCommands(u.state, 0)).map((c) => c.type)).not.toContain('auctionShip');
    u.given()
      .when(0, { type: 'auctionShip', ship: 'S02', target: 'S02' })
      .thenRejects('ILLEGAL_MOVE', /Nobody could bid/);
  });
});

describe('Buying ships later (F11, R8, R44)', () => {
  it('F11, R8: ships are bought only in London, and only from round 2', () => {
    const t = opened(2);
    t.given()
      .when(0, { type: 'buyShip', ship: 'S09', target: 'S01' })
      .thenRejects('ILLEGAL_MOVE', /from round 2/);
    t.do(0, sail('LON-NYC'), [1]);
    passRound(t, 0);
    t.given()
      .when(0, { type: 'buyShip', ship: 'S09', target: 'S01' })
      .thenRejects('ILLEGAL_MOVE', /not in a port phase|at sea/);
  });

  it("R8, R44: a ship bought in London waits until the buying ship's ship-turn ends, then has a port phase only; it sails on the next turn", () => {
    const t = opened(2, { pile: ['C41'] });
    t.do(0, sail('LON-NYC'), [2]);
    t.do(0, { type: 'endPortPhase', ship: 'S09' });
    passRound(t, 0);
    expect(t.state.round).toBe(2);
    t.given()
      .when(0, { type: 'buyShip', ship: 'S09', target: 'S01' })
      .then([
        { type: 'ShipTurnBegan', seat: 0, ship: 'S09', mustSail: true },
        { type: 'ShipBought', seat: 0, ship: 'S01', opening: false, payments: [{ from: 0, to: 'bank', amount: 1400 }] },
      ]);
    t.do(0, { type: 'buyShip', ship: 'S09', target: 'S01' });
    t.given()
      .when(0, sail('LON-NYC'), [1])
      .thenEvents((events, s) => {
        expect(events.slice(-1)).toEqual([{ type: 'ShipTurnBegan', seat: 0, ship: 'S01', mustSail: false }]);
        expect(expandLegal(game.legalCommands(s, 0)).map((c) => c.type)).not.toContain('sail');
        expect(expandLegal(game.legalCommands(s, 0)).map((c) => c.type)).toContain('endPortPhase');
      });
  });
});

describe('Ships owned (R38)', () => {
  it('R38: "every ship you own" counts pawned ships too', () => {
    const t = opened(2, { pile: ['C14'], fleets: [['S01', 'S02'], ['S06']] });
    t.do(0, { type: 'pawnShip', ship: 'S01', target: 'S02' });
    t.given()
      .when(0, sail('LON-NYC', 'S01'), [2])
      .thenEvents((events) => {
        expect(ofType(events, 'MoneyMoved')[0].payments).toEqual([{ from: 0, to: 'bank', amount: 200 }]);
      });
  });
});

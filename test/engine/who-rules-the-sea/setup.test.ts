import { describe, expect, it } from 'vitest';
import { NOTES, PORTS, ROUTES, SHIPS } from '../../../engine/games/who-rules-the-sea/data.js';
import { CARDS } from '../../../engine/games/who-rules-the-sea/cards.js';
import { expandLegal } from '../../../engine/core/legal.js';
import { freightSpec, game, newTable, ofType, shuffleValuesFor } from './fixtures.js';

describe('The box and the board', () => {
  it('F1: one board, 90 delivery notes, 44 chance cards, 15 ships, each with its certificate', () => {
    expect(NOTES).toHaveLength(90);
    expect(CARDS).toHaveLength(44);
    expect(SHIPS).toHaveLength(15);
    for (const s of SHIPS)
      expect(s.insuranceFee && s.insuranceValue && s.pawnValue && s.redemptionValue).toBeGreaterThan(0);
  });

  it('F2, R1: every amount is a multiple of £10 and every insurance fee a multiple of £50', () => {
    for (const n of NOTES) for (const v of [n.purchase, n.sale, n.pawnValue, n.redemptionValue]) expect(v % 10).toBe(0);
    for (const n of NOTES) expect(n.insuranceFee % 50).toBe(0);
    for (const s of SHIPS) expect(s.insuranceFee % 50).toBe(0);
  });

  it('F14, R4: six ports, 15 notes loaded at each; seven routes of 60 sea squares; London has exactly three routes (F26)', () => {
    expect(PORTS).toHaveLength(6);
    for (const p of PORTS) expect(NOTES.filter((n) => n.from === p.id)).toHaveLength(15);
    expect(ROUTES).toHaveLength(7);
    expect(ROUTES.reduce((n, r) => n + r.squares.length, 0)).toBe(60);
    expect(ROUTES.filter((r) => r.a === 'LON' || r.b === 'LON').map((r) => r.id)).toEqual([
      'LON-NYC',
      'LON-ALX',
      'LON-CPT',
    ]);
  });

  it('F5, R1: the server is the BANK: no seat plays it; it pays from an unlimited purse and is a party of every payment it makes', () => {
    const t = newTable(2);
    expect(t.state.players).toHaveLength(2);
    t.do(0, { type: 'buyShips', ships: ['S09'] });
    expect(ofType(t.events, 'ShipBought')[0].payments).toEqual([{ from: 0, to: 'bank', amount: 2600 }]);
  });

  it('F44: notes travelling farther earn more: the margin per step holds up with distance, and long hauls earn the most', () => {
    const ratio = (d: (typeof NOTES)[number]) => (d.sale - d.purchase) / d.purchase;
    const near = NOTES.filter((n) => n.distance <= 8);
    const far = NOTES.filter((n) => n.distance >= 19);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(far.map(ratio))).toBeGreaterThan(2 * mean(near.map(ratio)));
  });

  it("F20: a ship's insurance value is somewhat less than two-thirds of its price", () => {
    for (const s of SHIPS) expect(s.insuranceValue / s.price).toBeGreaterThan(0.55);
    for (const s of SHIPS) expect(s.insuranceValue / s.price).toBeLessThan(2 / 3);
  });
});

describe('The beginning', () => {
  it('F4: the game is for 2 to 6 players', () => {
    for (const seats of [1, 7])
      freightSpec
        .given([])
        .when('system', { type: 'start', seats, options: {} })
        .thenRejects('INVALID_OPTIONS', /2 to 6/);
    expect(game.seats).toEqual({ min: 2, max: 6 });
  });

  it('F6, R2, R3: one die per seat; the tied highest roll again until one is highest; order runs clockwise from the start player', () => {
    freightSpec
      .given([])
      .when('system', { type: 'start', seats: 4, options: {} }, [...shuffleValuesFor([]), 3, 5, 5, 2, 6, 4])
      .thenEvents((events, s) => {
        expect(ofType(events, 'StartRolled')[0]).toEqual({
          type: 'StartRolled',
          rolls: [
            [
              { seat: 0, die: 3 },
              { seat: 1, die: 5 },
              { seat: 2, die: 5 },
              { seat: 3, die: 2 },
            ],
            [
              { seat: 1, die: 6 },
              { seat: 2, die: 4 },
            ],
          ],
          start: 1,
          order: [1, 2, 3, 0],
        });
        expect(game.toAct(s)).toEqual([1]);
      });
  });

  it('F7, F9: each player gets £5,000; the game begins in London', () => {
    const t = newTable(3);
    expect(t.state.players.map((p) => p.cash)).toEqual([5000, 5000, 5000]);
    t.do(0, { type: 'buyShips', ships: ['S09'] });
    expect(t.state.ships[8].loc).toEqual({ at: 'port', port: 'LON', pawned: false });
  });

  it('R15, R41: the 44 chance cards are shuffled once at the start, recorded in the start event, hidden from the players', () => {
    const t = newTable(2, { pile: ['C44', 'C01'] });
    const started = ofType(t.events, 'GameStarted')[0];
    expect(started.pile?.slice(0, 2)).toEqual(['C44', 'C01']);
    expect(new Set(started.pile)).toEqual(new Set(CARDS.map((c) => c.id)));
    expect((game.redact(started, 0) as typeof started).pile).toBeNull();
    expect(game.view(t.state, 1).chance.order).toBeNull();
  });

  it('F10, R6: each player buys one or two ships in one action, in turn order; at least one, at most two, within £5,000', () => {
    const t = newTable(3);
    t.given().when(0, { type: 'buyShips', ships: [] }).thenRejects('INVALID_COMMAND');
    t.given()
      .when(0, { type: 'buyShips', ships: ['S01', 'S02', 'S03'] })
      .thenRejects('INVALID_COMMAND');
    t.given()
      .when(0, { type: 'buyShips', ships: ['S14', 'S15'] })
      .thenRejects('INSUFFICIENT_FUNDS', /£7600/);
    t.given()
      .when(1, { type: 'buyShips', ships: ['S01'] })
      .thenRejects('NOT_YOUR_TURN');
    const s = t
      .given()
      .when(0, { type: 'buyShips', ships: ['S02', 'S01'] })
      .then([
        { type: 'ShipBought', seat: 0, ship: 'S01', opening: true, payments: [{ from: 0, to: 'bank', amount: 1400 }] },
        { type: 'ShipBought', seat: 0, ship: 'S02', opening: true, payments: [{ from: 0, to: 'bank', amount: 1500 }] },
        { type: 'OpeningShipsTurn', seat: 1 },
      ]);
    expect(s.players[0].cash).toBe(2100);
  });

  it('F12: the docks show the ships nobody owns; a ship bought is no longer for sale', () => {
    const t = newTable(2);
    t.do(0, { type: 'buyShips', ships: ['S09'] });
    const offered = expandLegal(game.legalCommands(t.state, 1)).filter((c) => c.type === 'buyShips') as {
      ships: string[];
    }[];
    expect(offered.some((c) => c.ships.includes('S09'))).toBe(false);
    expect(offered.length).toBeGreaterThan(15);
    t.given()
      .when(1, { type: 'buyShips', ships: ['S09'] })
      .thenRejects('ILLEGAL_MOVE', /not on the docks/);
  });

  it('F14, R7: once every player has ships, the opening cargo goes in reverse turn order, London notes only, and nobody sails', () => {
    const t = newTable(3);
    for (const [seat, ship] of [
      [0, 'S09'],
      [1, 'S06'],
      [2, 'S01'],
    ] as const)
      t.do(seat, { type: 'buyShips', ships: [ship] });
    expect(game.toAct(t.state)).toEqual([2]);
    t.given().when(2, { type: 'sail', ship: 'S01', route: 'LON-NYC' }).thenRejects('WRONG_PHASE');
    t.given()
      .when(2, { type: 'buyNote', ship: 'S01', note: 'NYC-01' })
      .thenRejects('ILLEGAL_MOVE', /not for sale in London/);
    t.do(2, { type: 'buyNote', ship: 'S01', note: 'LON-03' });
    t.do(2, { type: 'endPortPhase', ship: 'S01' });
    expect(game.toAct(t.state)).toEqual([1]);
    t.do(1, { type: 'endPortPhase', ship: 'S06' });
    const s = t
      .given()
      .when(0, { type: 'endPortPhase', ship: 'S09' })
      .thenEvents((events) => {
        expect(events.at(-1)).toEqual({ type: 'TurnStarted', seat: 0, round: 1, opening: false, ships: ['S09'] });
      });
    expect(s.round).toBe(1);
  });

  it('R7: the opening cargo allows buying and insuring only (R18 items 1-3)', () => {
    const t = newTable(2);
    t.do(0, { type: 'buyShips', ships: ['S09'] });
    t.do(1, { type: 'buyShips', ships: ['S06'] });
    const types = game.legalCommands(t.state, 1).map((c) => c.type);
    expect(types).toEqual(['buyNote', 'insureShip', 'endPortPhase', 'resign', 'proposeEnd']);
    t.given().when(1, { type: 'pawnNote', ship: 'S06', note: 'LON-01' }).thenRejects('WRONG_PHASE');
  });
});

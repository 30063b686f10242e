import { describe, expect, it } from 'vitest';
import { expandLegal } from '../../../engine/core/legal.js';
import { game, ofType, opened, type Table } from './fixtures.js';

const sail = (route: string, ship = 'S09') => ({ type: 'sail', ship, route }) as const;

/** Seat 0's insured Miskolc (S09) sinks to the hurricane card on its first ship-turn. */
function sunk(opts: { fleets?: string[][]; seats?: number } = {}): Table {
  const t = opened(opts.seats ?? 2, { pile: ['C01'], fleets: opts.fleets });
  t.do(0, { type: 'insureShip', ship: 'S09' });
  t.do(0, sail('LON-NYC'), [2]);
  return t;
}

describe('Ships lost (F20, F22, F30, R22, R23, R43, R44)', () => {
  it('F20, F30, R22: an insured ship that sinks pays its insurance value and £200; it goes back to the docks and may be bought again', () => {
    const t = sunk();
    const lost = ofType(t.events, 'ShipLost')[0];
    expect(lost).toMatchObject({
      insurance: 1600,
      payments: [
        { from: 'bank', to: 0, amount: 1600 },
        { from: 'bank', to: 0, amount: 200 },
      ],
      mustBuy: true,
    });
    expect(t.cash(0)).toBe(2400 - 300 + 1800);
    const offered = expandLegal(game.legalCommands(t.state, 0))
      .filter((c) => c.type === 'buyShip')
      .map((c) => (c as { target: string }).target);
    expect(offered).toContain('S09');
  });

  it('R23: with no active ship left the player must buy one at once; declining is refused', () => {
    const t = sunk();
    expect(game.legalCommands(t.state, 0).map((c) => c.type)).not.toContain('declineShips');
    t.given()
      .when(0, { type: 'declineShips', ship: 'S09' })
      .thenRejects('ILLEGAL_MOVE', /must buy/);
  });

  it('R8, R44: the ship bought after a loss lies in London and takes a port phase only, right after; it sails on the next turn', () => {
    const t = sunk();
    t.do(0, { type: 'buyShip', ship: 'S09', target: 'S09' });
    expect(game.legalCommands(t.state, 0).map((c) => c.type)).toContain('declineShips');
    t.given()
      .when(0, { type: 'declineShips', ship: 'S09' })
      .thenEvents((events, s) => {
        expect(events).toEqual([
          { type: 'ShipsDeclined', seat: 0, ship: 'S09' },
          { type: 'ShipTurnEnded', seat: 0, ship: 'S09' },
          { type: 'ShipTurnBegan', seat: 0, ship: 'S09', mustSail: false },
        ]);
        expect(s.ships[8]).toMatchObject({ owner: 0, insured: false, loc: { at: 'port', port: 'LON', pawned: false } });
      });
  });

  it('R43: an owner with another active ship may decline to buy', () => {
    const t = sunk({ fleets: [['S01', 'S09'], ['S06']] });
    t.given()
      .when(0, { type: 'declineShips', ship: 'S09' })
      .thenEvents((events, s) => {
        expect(events.map((e) => e.type)).toEqual(['ShipsDeclined', 'ShipTurnEnded']);
        expect(s.phase).toMatchObject({ todo: ['S01'], active: null });
      });
  });

  it('R23, R31: a player who can afford no ship on the docks and has no pawned ship to redeem is bankrupt', () => {
    const t = opened(3, { pile: ['C01'], fleets: [['S15'], ['S06'], ['S01']], cargo: [['LON-08'], [], []] });
    t.given()
      .when(0, sail('LON-NYC', 'S15'), [2])
      .thenEvents((events, s) => {
        expect(events.slice(4, 6)).toEqual([
          expect.objectContaining({
            type: 'ShipLost',
            payments: [{ from: 'bank', to: 0, amount: 200 }],
            mustBuy: true,
          }),
          { type: 'PlayerLeft', seat: 0, reason: 'bankrupt', cash: 250, debt: 0, ships: [], notes: [] },
        ]);
        expect(s.players[0].left).toEqual({ reason: 'bankrupt', order: 1 });
      });
  });

  it('R20, R22: claims still unpaid when the ship sinks are paid with its own', () => {
    const t = opened(2, { pile: ['C05', 'C02'], cargo: [['LON-02', 'LON-03'], []] });
    t.do(0, { type: 'insureNote', ship: 'S09', note: 'LON-02' });
    t.do(0, { type: 'insureNote', ship: 'S09', note: 'LON-03' });
    t.do(0, sail('LON-NYC'), [2]);
    t.do(1, sail('LON-NYC', 'S06'), [1]);
    t.given()
      .when(0, { type: 'roll', ship: 'S09' }, [4])
      .thenEvents((events) => {
        expect(ofType(events, 'ShipLost')[0]).toMatchObject({
          source: 'C02',
          notes: ['LON-03'],
          claims: [
            { note: 'LON-02', amount: 710 },
            { note: 'LON-03', amount: 560 },
          ],
        });
      });
  });
});

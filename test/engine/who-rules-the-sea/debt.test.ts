import { describe, expect, it } from 'vitest';
import { expandLegal } from '../../../engine/core/legal.js';
import { game, ofType, opened, passRound, type Table } from './fixtures.js';

const sail = (route: string, ship = 'S09') => ({ type: 'sail', ship, route }) as const;
const roll = (ship = 'S09') => ({ type: 'roll', ship }) as const;

/**
 * Seat 0's Hungária (S14) carries LON-02 (for New York) and LON-09 (for Alexandria), leaving
 * £160; the ransom card (C16, £400) puts it £240 in debt on the North Atlantic.
 */
function inDebt(pile: string[] = []): Table {
  const t = opened(2, { pile: ['C16', ...pile], fleets: [['S14'], ['S06']], cargo: [['LON-02', 'LON-09'], []] });
  t.do(0, sail('LON-NYC', 'S14'), [2]);
  return t;
}

describe('Debt and bankruptcy (F36, R24-R26, R30, R31, R46)', () => {
  it('R24: a payment beyond the cash takes all of it and leaves the rest owed to the bank', () => {
    const t = inDebt();
    expect(ofType(t.events, 'MoneyMoved').at(-1)).toEqual({
      type: 'MoneyMoved',
      seat: 0,
      ship: 'S14',
      source: 'C16',
      payments: [{ from: 0, to: 'bank', amount: 400 }],
    });
    expect(t.state.players[0]).toEqual({ cash: 0, debt: 240, left: null });
  });

  it('R17, R24, R25: money received pays the debt first; in the port phase only raising money is allowed until the debt is paid', () => {
    const t = inDebt(['C41']);
    passRound(t, 0);
    t.do(0, roll('S14'), [4]);
    expect(t.state.players[0]).toEqual({ cash: 0, debt: 40, left: null });
    expect(expandLegal(game.legalCommands(t.state, 0)).map((c) => c.type + ('note' in c ? `:${c.note}` : ''))).toEqual([
      'pawnNote:LON-02',
      'pawnNote:LON-09',
      'resign',
      'proposeEnd',
    ]);
    t.given()
      .when(0, { type: 'endPortPhase', ship: 'S14' })
      .thenRejects('IN_DEBT', /owe the bank £40/);
    t.given().when(0, { type: 'buyNote', ship: 'S14', note: 'LON-03' }).thenRejects('IN_DEBT');
    const s = t
      .given()
      .when(0, { type: 'pawnNote', ship: 'S14', note: 'LON-09' })
      .then([
        {
          type: 'NotePawned',
          seat: 0,
          ship: 'S14',
          note: 'LON-09',
          port: 'LON',
          payments: [{ from: 'bank', to: 0, amount: 220 }],
        },
      ]);
    expect(s.players[0]).toEqual({ cash: 180, debt: 0, left: null });
    expect(game.legalCommands(s, 0).map((c) => c.type)).toContain('endPortPhase');
  });

  it('F36, R26: goods are pawned only on the way (not at their destination); they stay in that port, off the ship and safe from cards', () => {
    const t = opened(2, { pile: ['C38', 'C04'], cargo: [['LON-02', 'LON-09'], []] });
    t.do(0, sail('LON-NYC'), [2]);
    t.given()
      .when(0, { type: 'pawnNote', ship: 'S09', note: 'LON-02' })
      .thenRejects('ILLEGAL_MOVE', /not aboard/);
    const u = opened(2, { pile: ['C04'], cargo: [['LON-02', 'LON-09'], []] });
    u.do(0, { type: 'pawnNote', ship: 'S09', note: 'LON-09' });
    expect(u.state.notes[8].loc).toEqual({ at: 'pawned', seat: 0, port: 'LON' });
    u.do(0, sail('LON-NYC'), [2]);
    expect(ofType(u.events, 'CargoLost')[0].notes).toEqual(['LON-02']);
    expect(u.state.notes[8].loc).toEqual({ at: 'pawned', seat: 0, port: 'LON' });
  });

  it('F36, R26, R30, R19: without a debt too, goods may be pawned, and redeemed at that port for the redemption value, with their insurance', () => {
    const t = opened(2, { cargo: [['LON-09'], []] });
    t.do(0, { type: 'insureNote', ship: 'S09', note: 'LON-09' });
    t.do(0, { type: 'pawnNote', ship: 'S09', note: 'LON-09' });
    expect(t.state.notes[8]).toEqual({ loc: { at: 'pawned', seat: 0, port: 'LON' }, insured: true });
    t.given()
      .when(0, { type: 'redeemNote', ship: 'S09', note: 'LON-09' })
      .then([
        {
          type: 'NoteRedeemed',
          seat: 0,
          ship: 'S09',
          note: 'LON-09',
          payments: [{ from: 0, to: 'bank', amount: 260 }],
        },
      ]);
  });

  it('R25, R46, R31: a player in debt in a port phase with no remedy left is bankrupt at once: ships to the docks, notes retired, cash and debt cancelled; their turns are skipped', () => {
    const t = opened(3, { pile: ['C16', 'C04'], fleets: [['S15'], ['S06'], ['S01']], cargo: [['LON-08'], [], []] });
    t.do(0, sail('LON-NYC', 'S15'), [2]);
    expect(t.state.players[0].debt).toBe(350);
    passRound(t, 0);
    t.do(0, roll('S15'), [4]);
    passRound(t, 0);
    t.given()
      .when(0, roll('S15'), [2])
      .thenEvents((events, s) => {
        expect(events.slice(1, 5)).toEqual([
          { type: 'ShipMoved', ship: 'S15', cause: 'roll', die: 2, from: 6, to: 8, square: null },
          {
            type: 'ShipArrived',
            seat: 0,
            ship: 'S15',
            port: 'NYC',
            deliveries: [],
            claims: [],
            supplement: 200,
            payments: [{ from: 'bank', to: 0, amount: 200 }],
          },
          { type: 'PlayerLeft', seat: 0, reason: 'bankrupt', cash: 0, debt: 150, ships: ['S15'], notes: [] },
          { type: 'TurnStarted', seat: 1, round: 3, opening: false, ships: ['S06'] },
        ]);
        expect(s.players[0]).toEqual({ cash: 0, debt: 0, left: { reason: 'bankrupt', order: 1 } });
        expect(s.ships[14]).toMatchObject({ owner: null, loc: { at: 'docks' } });
      });
    t.do(0, roll('S15'), [2]);
    passRound(t, 2);
    passRound(t, 1);
    expect(t.state.round).toBe(4);
    // Round 3 began with seat 0's fatal turn; round 4 skips seat 0.
    expect(
      ofType(t.events, 'TurnStarted')
        .filter((e) => e.round >= 3)
        .map((e) => e.seat),
    ).toEqual([0, 1, 2, 1]);
  });
});

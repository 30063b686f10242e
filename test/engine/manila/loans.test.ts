import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import { launched, newTable, noBids, sellHarbourMaster, type Table } from './fixtures.js';

/** Histories that stop in each phase where somebody is asked to act. */
function everyPhase(): [string, Table][] {
  const auction = newTable(4);
  const buyShare = newTable(4);
  noBids(buyShare);
  const launch = buyShare.fork();
  launch.do(0, { type: 'pass' });
  const placement = launched(4);
  const pilot = launched(4);
  pilot.place(
    [
      [0, 'pilot-small'],
      [1, 'pass'],
      [2, 'pass'],
      [3, 'pass'],
    ],
    [1, 1, 1],
  );
  pilot.place([[0, 'pass']], [1, 1, 1]);
  const boarding = launched(4, {
    ships: [
      ['jade', 5],
      ['silk', 0],
      ['ginseng', 4],
    ],
  });
  boarding.place(
    [
      [0, 'pirate'],
      [1, 'pass'],
      [2, 'pass'],
      [3, 'pass'],
    ],
    [4, 1, 4],
  );
  boarding.place([[0, 'pass']], [4, 1, 5]);
  const plunder = launched(4, {
    ships: [
      ['nutmeg', 1],
      ['jade', 4],
      ['silk', 4],
    ],
  });
  plunder.place(
    [
      [0, 'pirate'],
      [1, 'pass'],
      [2, 'pass'],
      [3, 'pass'],
    ],
    [4, 1, 1],
  );
  plunder.place([[0, 'pass']], [3, 1, 1, 5, 1, 1]);
  return [
    ['auction', auction],
    ['buy-share', buyShare],
    ['launch', launch],
    ['placement', placement],
    ['boarding', boarding],
    ['pilot', pilot],
    ['plunder', plunder],
  ];
}

describe('Loans', () => {
  it('A player may mortgage a share at any time, out of turn too, and the bank lends him 12 pesos (reading 7)', () => {
    for (const [phase, t] of everyPhase()) {
      expect(t.state.phase.kind).toBe(phase);
      expect(manila.toAct(t.state), phase).not.toContain(3);
      const s = t
        .given()
        .when(3, { type: 'mortgage', good: 'silk' })
        .then([
          {
            type: 'ShareMortgaged',
            seat: 3,
            good: 'silk',
            forced: false,
            payments: [{ from: 'bank', to: 3, amount: 12 }],
          },
        ]);
      expect(s.players[3], phase).toMatchObject({ cash: 42, shares: { silk: 1 }, mortgaged: { silk: 1 } });
      // Mortgaging changes nothing else: the same seat is still to act.
      expect(manila.toAct(s), phase).toEqual(manila.toAct(t.state));
    }
  });

  it('Mortgage and redeem appear among the legal commands of every seat, whoever is to act', () => {
    const t = newTable(4);
    t.do(2, { type: 'mortgage', good: 'nutmeg' });
    expect(expandLegal(manila.legalCommands(t.state, 2))).toEqual([
      { type: 'mortgage', good: 'jade' },
      { type: 'redeem', good: 'nutmeg' },
    ]);
  });

  it('A mortgaged share is set apart: it cannot be mortgaged a second time', () => {
    const t = newTable(4);
    t.do(0, { type: 'mortgage', good: 'jade' });
    t.given()
      .when(0, { type: 'mortgage', good: 'jade' })
      .thenRejects('NO_SHARE', /no unmortgaged jade/);
    t.given().when(0, { type: 'mortgage', good: 'nutmeg' }).thenRejects('NO_SHARE');
  });

  it('A mortgaged share can be redeemed for 15 pesos, and mortgaged again later', () => {
    const t = newTable(4);
    t.do(3, { type: 'mortgage', good: 'ginseng' });
    const s = t
      .given()
      .when(3, { type: 'redeem', good: 'ginseng' })
      .then([{ type: 'ShareRedeemed', seat: 3, good: 'ginseng', payments: [{ from: 3, to: 'bank', amount: 15 }] }]);
    expect(s.players[3]).toMatchObject({ cash: 27, mortgaged: { ginseng: 0 }, shares: { ginseng: 1 } });
    t.do(3, { type: 'redeem', good: 'ginseng' });
    t.given()
      .when(3, { type: 'mortgage', good: 'ginseng' })
      .thenEvents((_, after) => expect(after.players[3].cash).toBe(39));
  });

  it('Only a mortgaged share can be redeemed, and only with 15 pesos in cash', () => {
    newTable(4)
      .given()
      .when(0, { type: 'redeem', good: 'jade' })
      .thenRejects('NO_SHARE', /no mortgaged jade/);
    const t = newTable(4);
    sellHarbourMaster(t, 0, 40); // jade mortgaged by force, 2 pesos left
    t.given()
      .when(0, { type: 'redeem', good: 'jade' })
      .thenRejects('INSUFFICIENT_FUNDS', /15 pesos/);
    expect(expandLegal(manila.legalCommands(t.state, 0)).some((c) => c.type === 'redeem')).toBe(false);
  });

  it('A standing high bidder may not redeem a share if he could then no longer pay his bid', () => {
    const t = newTable(4);
    t.do(0, { type: 'mortgage', good: 'jade' }); // 42 pesos and silk: he can raise 54
    t.do(0, { type: 'bid', amount: 54 });
    // Redeeming would leave 27 pesos and two shares: 51, short of 54.
    t.given()
      .when(0, { type: 'redeem', good: 'jade' })
      .thenRejects('INSUFFICIENT_FUNDS', /standing bid of 54/);
    const low = newTable(4);
    low.do(0, { type: 'mortgage', good: 'jade' });
    low.do(0, { type: 'bid', amount: 51 });
    low
      .given()
      .when(0, { type: 'redeem', good: 'jade' })
      .thenEvents((_, s) => expect(s.players[0].cash).toBe(27));
  });

  it('A player with no share left to mortgage cannot raise money', () => {
    const t = newTable(4);
    t.do(1, { type: 'mortgage', good: 'ginseng' });
    t.do(1, { type: 'mortgage', good: 'nutmeg' });
    t.given().when(1, { type: 'mortgage', good: 'ginseng' }).thenRejects('NO_SHARE');
    expect(expandLegal(manila.legalCommands(t.state, 1)).filter((c) => c.type === 'mortgage')).toEqual([]);
    expect(t.cash(1)).toBe(54);
  });
});

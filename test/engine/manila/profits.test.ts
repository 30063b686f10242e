import { describe, expect, it } from 'vitest';
import { launched, ofType, type Table } from './fixtures.js';

/** Jade 0, silk 4, ginseng 5 with dice that bring only ginseng in (on roll 3); jade and silk go to shipyard A and B. */
const GINSENG_ONLY = [1, 1, 3];
/** ... and dice that bring nobody in: all three ships to shipyard A, B, C. */
const NOBODY = [1, 1, 1];

/** Jade, silk, ginseng start on 5, 2, 2 and all three arrive: jade on roll 2, then silk and ginseng. */
function allArrive(): Table {
  const t = launched(4, {
    ships: [
      ['jade', 5],
      ['silk', 2],
      ['ginseng', 2],
    ],
  });
  t.place(
    [
      [0, 'ship-jade'],
      [1, 'ship-jade'],
      [2, 'ship-silk'],
      [3, 'ship-ginseng'],
    ],
    [4, 5, 5],
  );
  t.place(
    [
      [0, 'ship-jade'],
      [1, 'pass'],
      [2, 'ship-jade'],
      [3, 'ship-silk'],
    ],
    [6, 1, 1],
  );
  t.place([
    [0, 'pass'],
    [2, 'pass'],
  ]);
  return t;
}

describe('Distributing profits', () => {
  it('Each accomplice on a cargo that reaches Manila receives an equal share of its profit (jade 36, silk 30, ginseng 18)', () => {
    allArrive()
      .given()
      .when(3, { type: 'pass' }, [6, 6])
      .thenEvents((events) => {
        expect(ofType(events, 'ProfitPaid')).toEqual([
          // Seat 0 holds two of jade's four seats: two shares of 9.
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'jade',
            slot: null,
            payments: [
              { from: 'bank', to: 0, amount: 18 },
              { from: 'bank', to: 1, amount: 9 },
              { from: 'bank', to: 2, amount: 9 },
            ],
          },
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'silk',
            slot: null,
            payments: [
              { from: 'bank', to: 2, amount: 15 },
              { from: 'bank', to: 3, amount: 15 },
            ],
          },
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'ginseng',
            slot: null,
            payments: [{ from: 'bank', to: 3, amount: 18 }],
          },
        ]);
      });
  });

  it('The nutmeg cargo pays 24, shared by a full crew of three: 8 each', () => {
    const t = launched(4, {
      ships: [
        ['nutmeg', 5],
        ['jade', 2],
        ['silk', 2],
      ],
    });
    t.place(
      [
        [0, 'ship-nutmeg'],
        [1, 'ship-nutmeg'],
        [2, 'ship-nutmeg'],
        [3, 'pass'],
      ],
      [3, 1, 1],
    );
    t.place([
      [0, 'pass'],
      [1, 'pass'],
    ]);
    t.given()
      .when(2, { type: 'pass' }, [3, 1, 1, 3, 1, 1])
      .thenEvents((events) => {
        expect(ofType(events, 'ProfitPaid')).toEqual([
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'nutmeg',
            slot: null,
            payments: [0, 1, 2].map((to) => ({ from: 'bank', to, amount: 8 })),
          },
        ]);
      });
  });

  it('A ship that does not reach Manila pays its crew nothing: they lose their stake', () => {
    allArrive()
      .given()
      .when(3, { type: 'pass' }, [6, 4])
      .thenEvents((events, s) => {
        expect(ofType(events, 'ProfitPaid').map((e) => e.good)).toEqual(['jade', 'silk']);
        expect(s.board.ships).toEqual([]); // the board is cleared for the next round
        expect(s.players[3].cash).toBe(30 - 1 - 4 + 15);
      });
  });

  it('Harbour spots pay their printed amount (A 6, B 8, C 15) when a ship docks there; an empty spot pays nothing', () => {
    const t = launched(4);
    t.place(
      [
        [0, 'harbour-A'],
        [1, 'harbour-B'],
        [2, 'harbour-C'],
        [3, 'pass'],
      ],
      GINSENG_ONLY,
    );
    t.place([
      [0, 'pass'],
      [1, 'pass'],
    ]);
    t.given()
      .when(2, { type: 'pass' }, [...GINSENG_ONLY, ...GINSENG_ONLY])
      .thenEvents((events, s) => {
        expect(ofType(events, 'ProfitPaid')).toEqual([
          {
            type: 'ProfitPaid',
            reason: 'harbour',
            good: 'ginseng',
            slot: 'A',
            payments: [{ from: 'bank', to: 0, amount: 6 }],
          },
        ]);
        expect(s.players.map((p) => p.cash)).toEqual([32, 27, 28, 30]);
      });
  });

  it('Shipyard spots pay their printed amount (A 6, B 8, C 15) for a ship lying there; with no insurer the bank pays', () => {
    const t = launched(4);
    t.place(
      [
        [0, 'shipyard-A'],
        [1, 'shipyard-B'],
        [2, 'shipyard-C'],
        [3, 'pass'],
      ],
      NOBODY,
    );
    t.place([
      [0, 'pass'],
      [1, 'pass'],
    ]);
    t.given()
      .when(2, { type: 'pass' }, [...NOBODY, ...NOBODY])
      .thenEvents((events, s) => {
        expect(ofType(events, 'ProfitPaid')).toEqual([
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'jade',
            slot: 'A',
            payments: [{ from: 'bank', to: 0, amount: 6 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'silk',
            slot: 'B',
            payments: [{ from: 'bank', to: 1, amount: 8 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'ginseng',
            slot: 'C',
            payments: [{ from: 'bank', to: 2, amount: 15 }],
          },
        ]);
        expect(s.players.map((p) => p.cash)).toEqual([32, 35, 43, 30]);
      });
  });

  it('With no insurer and nobody on a shipyard spot, nobody pays for the ships in the shipyard', () => {
    const t = launched(4);
    t.place([
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    t.given()
      .when(3, { type: 'pass' }, [...NOBODY, ...NOBODY, ...NOBODY])
      .thenEvents((events) => {
        expect(ofType(events, 'ProfitPaid')).toEqual([]);
      });
  });
});

describe('The insurance pays', () => {
  /** Seat 0 (harbour master, 30 pesos) takes the insurance, so he holds 40; the others stop but seat 3 (the last) has yet to. */
  function insured(): Table {
    const t = launched(4);
    t.place([
      [0, 'insurance'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    return t;
  }

  it('If no ship lies in the shipyard, the insurer keeps the 10 pesos', () => {
    const t = launched(4, {
      ships: [
        ['jade', 5],
        ['silk', 2],
        ['ginseng', 2],
      ],
    });
    t.place([
      [0, 'insurance'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    t.given()
      .when(3, { type: 'pass' }, [4, 5, 5, 6, 1, 1, 6, 6])
      .thenEvents((events, s) => {
        expect(ofType(events, 'ProfitPaid')).toEqual([]);
        expect(s.players[0].cash).toBe(40);
      });
  });

  it('For each ship in the shipyard the insurer pays the repair printed on its spot: 6, 14 or 29 in all for 1, 2 or 3 ships, to the bank where no accomplice stands', () => {
    const paid = (dice: number[]) => {
      let total = 0;
      const t = insured();
      t.place([[3, 'pass']], dice.slice(0, 3));
      t.given()
        .when(0, { type: 'pass' }, dice.slice(3))
        .thenEvents((events) => {
          for (const e of ofType(events, 'ProfitPaid')) {
            for (const p of e.payments) {
              expect(p).toMatchObject({ from: 0, to: 'bank' });
              total += p.amount;
            }
          }
        });
      return total;
    };
    // One ship fails (silk: 4+1+1+1), two fail, three fail.
    expect(paid([6, 1, 3, 6, 1, 3, 6, 1, 3])).toBe(6);
    expect(paid([...GINSENG_ONLY, ...GINSENG_ONLY, ...GINSENG_ONLY])).toBe(14);
    expect(paid([...NOBODY, ...NOBODY, ...NOBODY])).toBe(29);
  });

  it('Insurance example: two ships lie in the shipyard; the insurer green also holds shipyard A, so he pays only the 8 pesos of shipyard B to orange', () => {
    const green = 1;
    const orange = 2;
    const t = launched(4);
    t.place(
      [
        [0, 'pass'],
        [green, 'insurance'],
        [orange, 'shipyard-B'],
        [3, 'pass'],
      ],
      GINSENG_ONLY,
    );
    t.place(
      [
        [green, 'shipyard-A'],
        [orange, 'pass'],
      ],
      GINSENG_ONLY,
    );
    const s = t
      .given()
      .when(green, { type: 'pass' }, GINSENG_ONLY)
      .then([
        { type: 'PlacingStopped', seat: green },
        {
          type: 'DiceRolled',
          roll: 3,
          dice: { jade: 1, silk: 1, ginseng: 3 },
          moves: [
            { good: 'jade', from: 2, to: 3 },
            { good: 'silk', from: 6, to: 7 },
            { good: 'ginseng', from: 11, to: 14, docked: 'A' },
          ],
        },
        { type: 'ShipBerthed', good: 'jade', berth: { place: 'shipyard', slot: 'A' }, chosenBy: null },
        { type: 'ShipBerthed', good: 'silk', berth: { place: 'shipyard', slot: 'B' }, chosenBy: null },
        {
          type: 'ProfitPaid',
          reason: 'repairs',
          good: 'silk',
          slot: 'B',
          payments: [{ from: green, to: orange, amount: 8 }],
        },
        { type: 'PricesRaised', goods: ['ginseng'], prices: { jade: 0, silk: 0, ginseng: 1, nutmeg: 0 } },
        { type: 'RoundStarted', round: 2, opener: 0 },
      ]);
    expect(s.players[green].cash).toBe(30 + 10 - 4 - 8);
    expect(s.players[orange].cash).toBe(30 - 3 + 8);
  });

  it('The insurer first collects his own profits of the round, then pays the repairs from them', () => {
    // Seat 1 paid all his 30 pesos for the harbour master's post: 10 from the insurance, 1 for a ginseng seat.
    const t = launched(4, { hm: 1, price: 30 });
    t.place(
      [
        [1, 'insurance'],
        [2, 'pass'],
        [3, 'pass'],
        [0, 'pass'],
      ],
      GINSENG_ONLY,
    );
    t.place([[1, 'ship-ginseng']], GINSENG_ONLY);
    t.given()
      .when(1, { type: 'pass' }, GINSENG_ONLY)
      .thenEvents((events, s) => {
        expect(ofType(events, 'ShareMortgaged')).toEqual([]);
        expect(ofType(events, 'ProfitPaid')).toEqual([
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'ginseng',
            slot: null,
            payments: [{ from: 'bank', to: 1, amount: 18 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'jade',
            slot: 'A',
            payments: [{ from: 1, to: 'bank', amount: 6 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'silk',
            slot: 'B',
            payments: [{ from: 1, to: 'bank', amount: 8 }],
          },
        ]);
        expect(s.players[1].cash).toBe(9 + 18 - 14);
      });
  });

  it('An insurer who cannot pay the repairs must mortgage shares until he can', () => {
    const t = launched(4, { hm: 1, price: 30 }); // seat 1 holds ginseng and nutmeg shares
    t.place(
      [
        [1, 'insurance'],
        [2, 'pass'],
        [3, 'pass'],
        [0, 'pass'],
      ],
      NOBODY,
    );
    t.given()
      .when(1, { type: 'pass' }, [...NOBODY, ...NOBODY])
      .thenEvents((events, s) => {
        expect(events.filter((e) => e.type === 'ShareMortgaged' || e.type === 'ProfitPaid')).toEqual([
          {
            type: 'ShareMortgaged',
            seat: 1,
            good: 'ginseng',
            forced: true,
            payments: [{ from: 'bank', to: 1, amount: 12 }],
          },
          {
            type: 'ShareMortgaged',
            seat: 1,
            good: 'nutmeg',
            forced: true,
            payments: [{ from: 'bank', to: 1, amount: 12 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'jade',
            slot: 'A',
            payments: [{ from: 1, to: 'bank', amount: 6 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'silk',
            slot: 'B',
            payments: [{ from: 1, to: 'bank', amount: 8 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'ginseng',
            slot: 'C',
            payments: [{ from: 1, to: 'bank', amount: 15 }],
          },
        ]);
        expect(s.players[1]).toMatchObject({ cash: 10 + 24 - 29, mortgaged: { ginseng: 1, nutmeg: 1 } });
      });
  });

  it('An insurer who cannot pay in full even after borrowing all he can pays what he has; the bank covers the rest and is never repaid', () => {
    // Seat 0 bid 53: both shares mortgaged, 1 peso left. The insurance gives him 10; harbour A costs 4.
    const t = launched(4, { hm: 0, price: 53 });
    t.place(
      [
        [0, 'insurance'],
        [1, 'shipyard-A'],
        [2, 'shipyard-B'],
        [3, 'shipyard-C'],
      ],
      NOBODY,
    );
    t.place(
      [
        [0, 'harbour-A'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      NOBODY,
    );
    expect(t.cash(0)).toBe(7);
    t.given()
      .when(0, { type: 'pass' }, NOBODY)
      .thenEvents((events, s) => {
        expect(ofType(events, 'ShareMortgaged')).toEqual([]);
        expect(ofType(events, 'ProfitPaid')).toEqual([
          { type: 'ProfitPaid', reason: 'repairs', good: 'jade', slot: 'A', payments: [{ from: 0, to: 1, amount: 6 }] },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'silk',
            slot: 'B',
            payments: [
              { from: 0, to: 2, amount: 1 },
              { from: 'bank', to: 2, amount: 7 },
            ],
          },
          {
            type: 'ProfitPaid',
            reason: 'repairs',
            good: 'ginseng',
            slot: 'C',
            payments: [{ from: 'bank', to: 3, amount: 15 }],
          },
        ]);
        expect(s.players.map((p) => p.cash)).toEqual([0, 30 - 4 + 6, 30 - 3 + 8, 30 - 2 + 15]);
      });
  });
});

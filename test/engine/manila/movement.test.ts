import { describe, expect, it } from 'vitest';
import { launched, type Table } from './fixtures.js';

/**
 * The rulebook's docking example: jade, silk and ginseng start on 5, 2 and 2; after roll 1
 * they stand on 9, 7 and 7. Seat 2 holds harbour A, seat 0 harbour B, seat 1 harbour C.
 * Placement round 2 is under way with seat 2 the last to decide.
 */
function dockingExample(): Table {
  const t = launched(4, {
    ships: [
      ['jade', 5],
      ['silk', 2],
      ['ginseng', 2],
    ],
  });
  t.place(
    [
      [0, 'harbour-B'],
      [1, 'harbour-C'],
      [2, 'harbour-A'],
      [3, 'pass'],
    ],
    [4, 5, 5],
  );
  t.place([
    [0, 'pass'],
    [1, 'pass'],
  ]);
  return t;
}

describe('Ending a placement round: moving the ships', () => {
  it('When a placement round ends the game rolls the dice itself (reading 8): one die per ship, in lane order', () => {
    const t = launched(4); // jade 0, silk 4, ginseng 5
    t.place([
      [0, 'ship-jade'],
      [1, 'ship-silk'],
      [2, 'ship-ginseng'],
    ]);
    t.given()
      .when(3, { type: 'place', spot: 'harbour-A' }, [2, 3, 4])
      .then([
        {
          type: 'AccomplicePlaced',
          seat: 3,
          spot: 'harbour-A',
          index: 0,
          cost: 4,
          stowaway: false,
          payments: [{ from: 3, to: 'bank', amount: 4 }],
        },
        {
          type: 'DiceRolled',
          roll: 1,
          dice: { jade: 2, silk: 3, ginseng: 4 },
          moves: [
            { good: 'jade', from: 0, to: 2 },
            { good: 'silk', from: 4, to: 7 },
            { good: 'ginseng', from: 5, to: 9 },
          ],
        },
        { type: 'PlacementRoundStarted', placementRound: 2 },
      ]);
  });

  it('Nobody rolls by hand: there is no roll command', () => {
    launched(4).given().when(0, { type: 'roll' }).thenRejects('INVALID_COMMAND');
  });

  it('Each ship moves only along its own lane and keeps its cargo', () => {
    const t = launched(4);
    t.passAll([1, 2, 3, 1, 2, 3, 1, 2, 3]);
    const rolls = t.events.filter((e) => e.type === 'DiceRolled');
    for (const r of rolls) {
      if (r.type !== 'DiceRolled') continue;
      expect(r.moves.map((m) => m.good)).toEqual(['jade', 'silk', 'ginseng']);
      expect(r.moves.map((m) => m.to - m.from)).toEqual([1, 2, 3]);
    }
  });

  it('When every player has stopped placing, the remaining rolls follow one after another', () => {
    const t = launched(4);
    t.place([
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    t.given()
      .when(3, { type: 'pass' }, [1, 1, 1, 1, 1, 1, 1, 1, 1])
      .thenEvents((events) => {
        expect(events.filter((e) => e.type === 'DiceRolled').map((e) => e.type === 'DiceRolled' && e.roll)).toEqual([
          1, 2, 3,
        ]);
        expect(events.at(-1)).toEqual({ type: 'RoundStarted', round: 2, opener: 0 });
      });
  });

  it('When a ship reaches the destination harbour its remaining steps are dropped', () => {
    const t = launched(4, {
      ships: [
        ['jade', 5],
        ['silk', 4],
        ['ginseng', 0],
      ],
    });
    t.place(
      [
        [0, 'harbour-A'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      [6, 1, 1],
    ); // jade on 11
    t.given()
      .when(0, { type: 'place', spot: 'ship-silk' }, [6, 1, 1])
      .then([
        {
          type: 'AccomplicePlaced',
          seat: 0,
          spot: 'ship-silk',
          index: 0,
          cost: 3,
          stowaway: false,
          payments: [{ from: 0, to: 'bank', amount: 3 }],
        },
        {
          type: 'DiceRolled',
          roll: 2,
          dice: { jade: 6, silk: 1, ginseng: 1 },
          moves: [
            { good: 'jade', from: 11, to: 14, docked: 'A' },
            { good: 'silk', from: 5, to: 6 },
            { good: 'ginseng', from: 1, to: 2 },
          ],
        },
        { type: 'PlacementRoundStarted', placementRound: 3 },
      ]);
  });

  it('A ship already in Manila is not rolled for again', () => {
    const t = launched(4, {
      ships: [
        ['jade', 5],
        ['silk', 4],
        ['ginseng', 0],
      ],
    });
    t.place(
      [
        [0, 'harbour-A'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      [6, 1, 1],
    );
    t.place([[0, 'ship-silk']], [6, 1, 1]);
    t.given()
      .when(0, { type: 'pass' }, [2, 3])
      .thenEvents((events) => {
        expect(events[1]).toEqual({
          type: 'DiceRolled',
          roll: 3,
          dice: { silk: 2, ginseng: 3 },
          moves: [
            { good: 'silk', from: 6, to: 8 },
            { good: 'ginseng', from: 2, to: 5 },
          ],
        });
      });
  });
});

describe('A successful voyage', () => {
  it('Docking example: jade reaches Manila on the second roll and docks at harbour A; on the third roll silk and ginseng dock at B and C', () => {
    const s = dockingExample()
      .given()
      .when(2, { type: 'pass' }, [6, 1, 1, 6, 6])
      .then([
        { type: 'PlacingStopped', seat: 2 },
        {
          type: 'DiceRolled',
          roll: 2,
          dice: { jade: 6, silk: 1, ginseng: 1 },
          moves: [
            { good: 'jade', from: 9, to: 14, docked: 'A' },
            { good: 'silk', from: 7, to: 8 },
            { good: 'ginseng', from: 7, to: 8 },
          ],
        },
        { type: 'PlacementRoundStarted', placementRound: 3 },
        {
          type: 'DiceRolled',
          roll: 3,
          dice: { silk: 6, ginseng: 6 },
          // Both arrive on the same roll: they dock in lane order, never where a ship already lies.
          moves: [
            { good: 'silk', from: 8, to: 14, docked: 'B' },
            { good: 'ginseng', from: 8, to: 14, docked: 'C' },
          ],
        },
        {
          type: 'ProfitPaid',
          reason: 'harbour',
          good: 'jade',
          slot: 'A',
          payments: [{ from: 'bank', to: 2, amount: 6 }],
        },
        {
          type: 'ProfitPaid',
          reason: 'harbour',
          good: 'silk',
          slot: 'B',
          payments: [{ from: 'bank', to: 0, amount: 8 }],
        },
        {
          type: 'ProfitPaid',
          reason: 'harbour',
          good: 'ginseng',
          slot: 'C',
          payments: [{ from: 'bank', to: 1, amount: 15 }],
        },
        {
          type: 'PricesRaised',
          goods: ['jade', 'silk', 'ginseng'],
          prices: { jade: 1, silk: 1, ginseng: 1, nutmeg: 0 },
        },
        { type: 'RoundStarted', round: 2, opener: 0 },
      ]);
    expect(s.players.map((p) => p.cash)).toEqual([30 - 3 + 8, 30 - 2 + 15, 30 - 4 + 6, 30]);
  });

  it('Docking example, variant: if one of the two fails, harbour C stays empty and that ship goes to shipyard A', () => {
    dockingExample()
      .given()
      .when(2, { type: 'pass' }, [6, 1, 1, 6, 4])
      .then([
        { type: 'PlacingStopped', seat: 2 },
        {
          type: 'DiceRolled',
          roll: 2,
          dice: { jade: 6, silk: 1, ginseng: 1 },
          moves: [
            { good: 'jade', from: 9, to: 14, docked: 'A' },
            { good: 'silk', from: 7, to: 8 },
            { good: 'ginseng', from: 7, to: 8 },
          ],
        },
        { type: 'PlacementRoundStarted', placementRound: 3 },
        {
          type: 'DiceRolled',
          roll: 3,
          dice: { silk: 6, ginseng: 4 },
          moves: [
            { good: 'silk', from: 8, to: 14, docked: 'B' },
            { good: 'ginseng', from: 8, to: 12 },
          ],
        },
        { type: 'ShipBerthed', good: 'ginseng', berth: { place: 'shipyard', slot: 'A' }, chosenBy: null },
        {
          type: 'ProfitPaid',
          reason: 'harbour',
          good: 'jade',
          slot: 'A',
          payments: [{ from: 'bank', to: 2, amount: 6 }],
        },
        {
          type: 'ProfitPaid',
          reason: 'harbour',
          good: 'silk',
          slot: 'B',
          payments: [{ from: 'bank', to: 0, amount: 8 }],
        },
        // Seat 1 on the empty harbour C goes home empty-handed.
        { type: 'PricesRaised', goods: ['jade', 'silk'], prices: { jade: 1, silk: 1, ginseng: 0, nutmeg: 0 } },
        { type: 'RoundStarted', round: 2, opener: 0 },
      ]);
  });
});

describe('Shipwreck', () => {
  it('Two ships that fail to reach Manila go to shipyard A and B, in lane order', () => {
    const t = launched(4, {
      ships: [
        ['jade', 5],
        ['silk', 4],
        ['ginseng', 0],
      ],
    });
    t.place([
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    t.given()
      .when(3, { type: 'pass' }, [6, 1, 1, 6, 1, 1, 1, 1])
      .thenEvents((events) => {
        expect(events.filter((e) => e.type === 'ShipBerthed')).toEqual([
          { type: 'ShipBerthed', good: 'silk', berth: { place: 'shipyard', slot: 'A' }, chosenBy: null },
          { type: 'ShipBerthed', good: 'ginseng', berth: { place: 'shipyard', slot: 'B' }, chosenBy: null },
        ]);
      });
  });

  it('If all 3 ships fail, the last goes to shipyard C; a shipyard spot never holds two ships', () => {
    const t = launched(4);
    t.place([
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    t.given()
      .when(3, { type: 'pass' }, [1, 1, 1, 1, 1, 1, 1, 1, 1])
      .thenEvents((events, s) => {
        expect(events.filter((e) => e.type === 'ShipBerthed')).toEqual([
          { type: 'ShipBerthed', good: 'jade', berth: { place: 'shipyard', slot: 'A' }, chosenBy: null },
          { type: 'ShipBerthed', good: 'silk', berth: { place: 'shipyard', slot: 'B' }, chosenBy: null },
          { type: 'ShipBerthed', good: 'ginseng', berth: { place: 'shipyard', slot: 'C' }, chosenBy: null },
        ]);
        // Nothing reached Manila: no price moves.
        expect(events.some((e) => e.type === 'PricesRaised')).toBe(false);
        expect(s.prices).toEqual({ jade: 0, silk: 0, ginseng: 0, nutmeg: 0 });
      });
  });
});

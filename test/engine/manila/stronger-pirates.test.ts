import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import { launched, ofType, type Table } from './fixtures.js';

/**
 * 5 players. Jade, silk and ginseng start on 5, 0 and 4; after roll 1 they stand on 9, 1, 8.
 * Jade's crew is 0, 1, 2, 0 and ginseng's 1, 2, 3: both full. Seat 3 is pirate captain,
 * seat 4 second pirate. Seat 4 is the last to decide in placement round 2.
 */
function fullShips(strongerPirates: boolean): Table {
  const t = launched(5, {
    strongerPirates,
    ships: [
      ['jade', 5],
      ['silk', 0],
      ['ginseng', 4],
    ],
  });
  t.place(
    [
      [0, 'ship-jade'],
      [1, 'ship-jade'],
      [2, 'ship-jade'],
      [3, 'pirate'],
      [4, 'pirate'],
    ],
    [4, 1, 4],
  );
  t.place([
    [0, 'ship-jade'],
    [1, 'ship-ginseng'],
    [2, 'ship-ginseng'],
    [3, 'ship-ginseng'],
  ]);
  return t;
}

/** ... roll 2 puts jade and ginseng on 13: the captain is asked. */
function captainFacingFullShips(): Table {
  const t = fullShips(true);
  t.place([[4, 'pass']], [4, 1, 5]);
  return t;
}

/** The boarding example under the variant (4 players): jade full, ginseng with one free seat; seat 2 captain, seat 3 second. */
function oneFreeSeat(): Table {
  const t = launched(4, {
    strongerPirates: true,
    ships: [
      ['jade', 5],
      ['silk', 0],
      ['ginseng', 4],
    ],
  });
  t.place(
    [
      [0, 'ship-jade'],
      [1, 'ship-jade'],
      [2, 'pirate'],
      [3, 'pirate'],
    ],
    [4, 1, 4],
  );
  t.place(
    [
      [0, 'ship-jade'],
      [1, 'ship-jade'],
      [2, 'ship-ginseng'],
      [3, 'ship-ginseng'],
    ],
    [4, 1, 5],
  );
  return t;
}

describe('Variant: stronger pirates', () => {
  it('Without the variant (the default, reading 9) a ship with no free seat cannot be boarded', () => {
    fullShips(false)
      .given()
      .when(4, { type: 'pass' }, [4, 1, 5])
      .thenEvents((events) => {
        expect(events.map((e) => e.type)).toEqual(['PlacingStopped', 'DiceRolled', 'PlacementRoundStarted']);
      });
  });

  it('Pirates may board a ship with no free seat: the pirate sends one accomplice home and takes his seat', () => {
    const t = fullShips(true);
    t.given()
      .when(4, { type: 'pass' }, [4, 1, 5])
      .thenEvents((events) => {
        expect(events.at(-1)).toEqual({
          type: 'PirateTurn',
          order: 'captain',
          pirateSpot: 0,
          seat: 3,
          ships: ['jade', 'ginseng'],
        });
      });
    const s = captainFacingFullShips()
      .given()
      .when(3, { type: 'board', good: 'jade', replace: 1 })
      .then([
        { type: 'PirateBoarded', seat: 3, good: 'jade', index: 1, replaced: 1 },
        { type: 'PirateTurn', order: 'second', pirateSpot: 0, seat: 4, ships: ['jade', 'ginseng'] },
      ]);
    expect(s.board.ships[0].crew).toEqual([0, 3, 2, 0]);
    expect(s.board.pirates).toEqual([4, null]);
  });

  it('To board a full ship the pirate names the seat he takes', () => {
    const t = captainFacingFullShips();
    t.given()
      .when(3, { type: 'board', good: 'jade' })
      .thenRejects('ILLEGAL_MOVE', /no free seat; name the crew seat/);
    expect(expandLegal(manila.legalCommands(t.state, 3)).filter((c) => c.type === 'board')).toEqual([
      { type: 'board', good: 'jade', replace: 0 },
      { type: 'board', good: 'jade', replace: 1 },
      { type: 'board', good: 'jade', replace: 2 },
      { type: 'board', good: 'jade', replace: 3 },
      { type: 'board', good: 'ginseng', replace: 0 },
      { type: 'board', good: 'ginseng', replace: 1 },
      { type: 'board', good: 'ginseng', replace: 2 },
    ]);
  });

  it('If both pirates attack the same ship, the second may not replace the seat the captain just took', () => {
    const t = captainFacingFullShips();
    t.do(3, { type: 'board', good: 'jade', replace: 1 });
    t.given()
      .when(4, { type: 'board', good: 'jade', replace: 1 })
      .thenRejects('ILLEGAL_MOVE', /may not take seat 1/);
    expect(expandLegal(manila.legalCommands(t.state, 4))).not.toContainEqual({
      type: 'board',
      good: 'jade',
      replace: 1,
    });
    t.given()
      .when(4, { type: 'board', good: 'jade', replace: 0 })
      .then([
        { type: 'PirateBoarded', seat: 4, good: 'jade', index: 0, replaced: 0 },
        { type: 'PlacementRoundStarted', placementRound: 3 },
      ]);
  });

  it('The accomplice sent home earns nothing from that ship; the pirate who took his seat shares its profit', () => {
    const t = captainFacingFullShips();
    t.do(3, { type: 'board', good: 'jade', replace: 1 });
    t.do(4, { type: 'pass' });
    t.place([
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    t.given()
      .when(3, { type: 'pass' }, [1, 1, 1])
      .thenEvents((events) => {
        expect(ofType(events, 'ProfitPaid')).toEqual([
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'jade',
            slot: null,
            payments: [
              { from: 'bank', to: 0, amount: 18 },
              { from: 'bank', to: 3, amount: 9 },
              { from: 'bank', to: 2, amount: 9 },
            ],
          },
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'ginseng',
            slot: null,
            payments: [
              { from: 'bank', to: 1, amount: 6 },
              { from: 'bank', to: 2, amount: 6 },
              { from: 'bank', to: 3, amount: 6 },
            ],
          },
        ]);
      });
  });

  it('While any ship on 13 still has a free seat, a pirate must take it; only when none is left may he replace an accomplice', () => {
    const t = oneFreeSeat();
    expect(t.state.phase).toMatchObject({ kind: 'boarding', seat: 2, ships: ['ginseng'] });
    t.given().when(2, { type: 'board', good: 'jade', replace: 0 }).thenRejects('ILLEGAL_MOVE');
    t.given().when(2, { type: 'board', good: 'ginseng', replace: 0 }).thenRejects('ILLEGAL_MOVE');
    expect(expandLegal(manila.legalCommands(t.state, 2)).filter((c) => c.type === 'board')).toEqual([
      { type: 'board', good: 'ginseng' },
    ]);
    // The captain takes the last free seat; now the second pirate may replace anyone but him.
    t.given()
      .when(2, { type: 'board', good: 'ginseng' })
      .then([
        { type: 'PirateBoarded', seat: 2, good: 'ginseng', index: 2, replaced: null },
        { type: 'PirateTurn', order: 'second', pirateSpot: 0, seat: 3, ships: ['jade', 'ginseng'] },
      ]);
    t.do(2, { type: 'board', good: 'ginseng' });
    expect(expandLegal(manila.legalCommands(t.state, 3)).filter((c) => c.type === 'board')).toEqual([
      { type: 'board', good: 'jade', replace: 0 },
      { type: 'board', good: 'jade', replace: 1 },
      { type: 'board', good: 'jade', replace: 2 },
      { type: 'board', good: 'jade', replace: 3 },
      { type: 'board', good: 'ginseng', replace: 0 },
      { type: 'board', good: 'ginseng', replace: 1 },
    ]);
    t.given().when(3, { type: 'board', good: 'ginseng', replace: 2 }).thenRejects('ILLEGAL_MOVE');
  });
});

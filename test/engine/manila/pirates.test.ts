import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import { launched, type Table } from './fixtures.js';
import { describeIn } from '../../support/english.js';

/**
 * Jade, silk and ginseng start on 5, 0 and 4. Seat 0 is pirate captain and seat 1 the
 * second pirate; seat 2 rides the ginseng ship; seat 3 holds harbour A. After roll 1 the
 * ships stand on 9, 6 and 8; in placement round 2 only seat 3 still places.
 */
function twoShipsNearThirteen(pirates = true): Table {
  const t = launched(4, {
    ships: [
      ['jade', 5],
      ['silk', 0],
      ['ginseng', 4],
    ],
  });
  t.place(
    pirates
      ? [
          [0, 'pirate'],
          [1, 'pirate'],
          [2, 'ship-ginseng'],
          [3, 'harbour-A'],
        ]
      : [
          [0, 'harbour-C'],
          [1, 'shipyard-A'],
          [2, 'ship-ginseng'],
          [3, 'harbour-A'],
        ],
    [4, 6, 4],
  );
  t.place([
    [0, 'pass'],
    [1, 'pass'],
    [2, 'pass'],
  ]);
  return t;
}

/** ... and roll 2 puts jade and ginseng on 13 (silk on 12): the captain is asked to board. */
function captainToBoard(): Table {
  const t = twoShipsNearThirteen();
  t.place([[3, 'harbour-B']], [4, 6, 5]);
  return t;
}

/**
 * The nutmeg example: nutmeg, jade and silk start on 1, 4 and 4. Seats 0 and 1 ride the
 * nutmeg ship, seat 2 is pirate captain and seat 3 second pirate. Placement round 2 is
 * under way with seat 3 the last to decide.
 */
function nutmegVoyage(): Table {
  const t = launched(4, {
    ships: [
      ['nutmeg', 1],
      ['jade', 4],
      ['silk', 4],
    ],
  });
  t.place(
    [
      [0, 'ship-nutmeg'],
      [1, 'ship-nutmeg'],
      [2, 'pirate'],
      [3, 'pirate'],
    ],
    [4, 1, 1],
  );
  t.place([
    [0, 'pass'],
    [1, 'pass'],
    [2, 'pass'],
  ]);
  return t;
}

describe('The pirates', () => {
  describe('a) Boarding', () => {
    it('After the second roll the pirate captain may board any ship standing on 13 with a free seat', () => {
      twoShipsNearThirteen()
        .given()
        .when(3, { type: 'place', spot: 'harbour-B' }, [4, 6, 5])
        .then([
          {
            type: 'AccomplicePlaced',
            seat: 3,
            spot: 'harbour-B',
            index: 0,
            cost: 3,
            stowaway: false,
            payments: [{ from: 3, to: 'bank', amount: 3 }],
          },
          {
            type: 'DiceRolled',
            roll: 2,
            dice: { jade: 4, silk: 6, ginseng: 5 },
            moves: [
              { good: 'jade', from: 9, to: 13 },
              { good: 'silk', from: 6, to: 12 },
              { good: 'ginseng', from: 8, to: 13 },
            ],
          },
          { type: 'PirateTurn', order: 'captain', pirateSpot: 0, seat: 0, ships: ['jade', 'ginseng'] },
        ]);
    });

    it('Boarding moves the pirate onto the free seat; the second pirate at once becomes captain and may board next', () => {
      const s = captainToBoard()
        .given()
        .when(0, { type: 'board', good: 'jade' })
        .then([
          { type: 'PirateBoarded', seat: 0, good: 'jade', index: 0, replaced: null },
          { type: 'PirateTurn', order: 'second', pirateSpot: 0, seat: 1, ships: ['jade', 'ginseng'] },
        ]);
      expect(s.board.pirates).toEqual([1, null]);
      expect(s.board.ships[0].crew).toEqual([0, null, null, null]);
    });

    it('The second pirate may board after the captain; then placement round 3 begins', () => {
      const t = captainToBoard();
      t.do(0, { type: 'board', good: 'jade' });
      const s = t
        .given()
        .when(1, { type: 'board', good: 'ginseng' })
        .then([
          { type: 'PirateBoarded', seat: 1, good: 'ginseng', index: 1, replaced: null },
          { type: 'PlacementRoundStarted', placementRound: 3 },
        ]);
      expect(s.board.pirates).toEqual([null, null]);
      expect(s.board.ships[2].crew).toEqual([2, 1, null]);
      expect(s.phase).toEqual({ kind: 'placement', placementRound: 3, turn: 3 });
    });

    it('Each pirate may instead stay on the pirate ship and wait for a later attack', () => {
      const t = captainToBoard();
      t.given()
        .when(0, { type: 'pass' })
        .then([
          { type: 'PirateStayed', seat: 0 },
          { type: 'PirateTurn', order: 'second', pirateSpot: 1, seat: 1, ships: ['jade', 'ginseng'] },
        ]);
      t.do(0, { type: 'pass' });
      const s = t
        .given()
        .when(1, { type: 'pass' })
        .then([
          { type: 'PirateStayed', seat: 1 },
          { type: 'PlacementRoundStarted', placementRound: 3 },
        ]);
      expect(s.board.pirates).toEqual([0, 1]);
    });

    it('When the captain stays, the second pirate may still board from the back spot', () => {
      const t = captainToBoard();
      t.do(0, { type: 'pass' });
      t.given()
        .when(1, { type: 'board', good: 'ginseng' })
        .thenEvents((_, s) => expect(s.board.pirates).toEqual([0, null]));
    });

    it('When the captain boards and the second pirate stays, the second becomes captain (reading 5)', () => {
      const t = captainToBoard();
      t.do(0, { type: 'board', good: 'jade' });
      t.do(1, { type: 'pass' });
      expect(t.state.board.pirates).toEqual([1, null]);
      // The freed back spot can be taken in placement round 3; after roll 3 the silk ship stands on 13
      // and the promoted captain decides where it goes.
      t.given()
        .when(3, { type: 'place', spot: 'pirate' }, [1, 1, 1])
        .then([
          {
            type: 'AccomplicePlaced',
            seat: 3,
            spot: 'pirate',
            index: 1,
            cost: 5,
            stowaway: false,
            payments: [{ from: 3, to: 'bank', amount: 5 }],
          },
          {
            type: 'DiceRolled',
            roll: 3,
            dice: { jade: 1, silk: 1, ginseng: 1 },
            moves: [
              { good: 'jade', from: 13, to: 14, docked: 'A' },
              { good: 'silk', from: 12, to: 13 },
              { good: 'ginseng', from: 13, to: 14, docked: 'B' },
            ],
          },
          { type: 'ShipPlundered', good: 'silk', pirates: [1, 3], crewReturned: [] },
          { type: 'PlunderTurn', seat: 1, ships: ['silk'] },
        ]);
    });

    it('A pirate who boarded is crew: he shares the cargo profit when the ship docks; a lone pirate takes a whole plunder', () => {
      const t = captainToBoard();
      t.do(0, { type: 'board', good: 'jade' });
      t.do(1, { type: 'pass' });
      t.do(3, { type: 'pass' }, [1, 1, 1]); // silk stops on 13; seat 1 is the only pirate left
      const s = t
        .given()
        .when(1, { type: 'send-plundered', good: 'silk', to: 'shipyard' })
        .then([
          { type: 'ShipBerthed', good: 'silk', berth: { place: 'shipyard', slot: 'A' }, chosenBy: 1 },
          {
            type: 'ProfitPaid',
            reason: 'plunder',
            good: 'silk',
            slot: null,
            payments: [{ from: 'bank', to: 1, amount: 30 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'jade',
            slot: null,
            payments: [{ from: 'bank', to: 0, amount: 36 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'ginseng',
            slot: null,
            payments: [{ from: 'bank', to: 2, amount: 18 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'harbour',
            good: 'jade',
            slot: 'A',
            payments: [{ from: 'bank', to: 3, amount: 6 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'harbour',
            good: 'ginseng',
            slot: 'B',
            payments: [{ from: 'bank', to: 3, amount: 8 }],
          },
          { type: 'PricesRaised', goods: ['jade', 'ginseng'], prices: { jade: 1, silk: 0, ginseng: 1, nutmeg: 0 } },
          { type: 'RoundStarted', round: 2, opener: 0 },
        ]);
      expect(s.players.map((p) => p.cash)).toEqual([30 - 5 + 36, 30 - 5 + 30, 30 - 1 + 18, 30 - 4 - 3 + 6 + 8]);
    });

    it('Boarding example: jade and ginseng stand on 13 but only ginseng has a free seat, so the captain can only board ginseng and the second pirate has no choice left', () => {
      const t = launched(4, {
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
      t.place([
        [0, 'ship-jade'],
        [1, 'ship-jade'],
        [2, 'ship-ginseng'],
      ]);
      t.given()
        .when(3, { type: 'place', spot: 'ship-ginseng' }, [4, 1, 5])
        .then([
          {
            type: 'AccomplicePlaced',
            seat: 3,
            spot: 'ship-ginseng',
            index: 1,
            cost: 2,
            stowaway: false,
            payments: [{ from: 3, to: 'bank', amount: 2 }],
          },
          {
            type: 'DiceRolled',
            roll: 2,
            dice: { jade: 4, silk: 1, ginseng: 5 },
            moves: [
              { good: 'jade', from: 9, to: 13 },
              { good: 'silk', from: 1, to: 2 },
              { good: 'ginseng', from: 8, to: 13 },
            ],
          },
          { type: 'PirateTurn', order: 'captain', pirateSpot: 0, seat: 2, ships: ['ginseng'] },
        ]);
      t.do(3, { type: 'place', spot: 'ship-ginseng' }, [4, 1, 5]);
      t.given()
        .when(2, { type: 'board', good: 'jade' })
        .thenRejects('ILLEGAL_MOVE', /cannot board the jade ship/);
      expect(expandLegal(manila.legalCommands(t.state, 2)).filter((c) => c.type === 'board')).toEqual([
        { type: 'board', good: 'ginseng' },
      ]);
      const s = t
        .given()
        .when(2, { type: 'board', good: 'ginseng' })
        .then([
          { type: 'PirateBoarded', seat: 2, good: 'ginseng', index: 2, replaced: null },
          { type: 'PlacementRoundStarted', placementRound: 3 },
        ]);
      expect(s.board.pirates).toEqual([3, null]);
    });

    it('If no pirate stands on the pirate ship, a ship on 13 after the second roll is not attacked', () => {
      twoShipsNearThirteen(false)
        .given()
        .when(3, { type: 'place', spot: 'harbour-B' }, [4, 6, 5])
        .thenEvents((events, s) => {
          expect(events.map((e) => e.type)).toEqual(['AccomplicePlaced', 'DiceRolled', 'PlacementRoundStarted']);
          expect(s.board.ships.map((x) => x.position)).toEqual([13, 12, 13]);
        });
    });

    it('Only the pirate whose turn it is may board, only a ship on 13, and only while the pirates decide', () => {
      const t = captainToBoard();
      t.given().when(1, { type: 'board', good: 'jade' }).thenRejects('NOT_YOUR_TURN');
      t.given().when(1, { type: 'pass' }).thenRejects('NOT_YOUR_TURN');
      t.given().when(0, { type: 'board', good: 'silk' }).thenRejects('ILLEGAL_MOVE');
      t.given().when(0, { type: 'board', good: 'jade', replace: 0 }).thenRejects('ILLEGAL_MOVE');
      t.given()
        .when(0, { type: 'place', spot: 'harbour-C' })
        .thenRejects('WRONG_PHASE', /pirates/);
      launched(4).given().when(0, { type: 'board', good: 'jade' }).thenRejects('WRONG_PHASE');
    });
  });

  describe('b) Plundering', () => {
    it('Nutmeg example: the nutmeg ship stands on 13 after the third roll; its crew goes home and the pirates take it', () => {
      nutmegVoyage()
        .given()
        .when(3, { type: 'pass' }, [3, 1, 1, 5, 1, 1])
        .then([
          { type: 'PlacingStopped', seat: 3 },
          {
            type: 'DiceRolled',
            roll: 2,
            dice: { nutmeg: 3, jade: 1, silk: 1 },
            moves: [
              { good: 'nutmeg', from: 5, to: 8 },
              { good: 'jade', from: 5, to: 6 },
              { good: 'silk', from: 5, to: 6 },
            ],
          },
          { type: 'PlacementRoundStarted', placementRound: 3 },
          {
            type: 'DiceRolled',
            roll: 3,
            dice: { nutmeg: 5, jade: 1, silk: 1 },
            moves: [
              { good: 'nutmeg', from: 8, to: 13 },
              { good: 'jade', from: 6, to: 7 },
              { good: 'silk', from: 6, to: 7 },
            ],
          },
          { type: 'ShipPlundered', good: 'nutmeg', pirates: [2, 3], crewReturned: [0, 1] },
          { type: 'PlunderTurn', seat: 2, ships: ['nutmeg'] },
        ]);
    });

    it('Nutmeg example: the two pirates share the 24-peso profit from the bank, 12 each; docked at the harbour, nutmeg rises in value', () => {
      const t = nutmegVoyage();
      t.do(3, { type: 'pass' }, [3, 1, 1, 5, 1, 1]);
      const s = t
        .given()
        .when(2, { type: 'send-plundered', good: 'nutmeg', to: 'harbour' })
        .then([
          { type: 'ShipBerthed', good: 'nutmeg', berth: { place: 'harbour', slot: 'A' }, chosenBy: 2 },
          { type: 'ShipBerthed', good: 'jade', berth: { place: 'shipyard', slot: 'A' }, chosenBy: null },
          { type: 'ShipBerthed', good: 'silk', berth: { place: 'shipyard', slot: 'B' }, chosenBy: null },
          {
            type: 'ProfitPaid',
            reason: 'plunder',
            good: 'nutmeg',
            slot: null,
            payments: [
              { from: 'bank', to: 2, amount: 12 },
              { from: 'bank', to: 3, amount: 12 },
            ],
          },
          { type: 'PricesRaised', goods: ['nutmeg'], prices: { jade: 0, silk: 0, ginseng: 0, nutmeg: 1 } },
          { type: 'RoundStarted', round: 2, opener: 0 },
        ]);
      // The crew paid 2 and 3 for their seats and got nothing back.
      expect(s.players.map((p) => p.cash)).toEqual([28, 27, 37, 37]);
      const plunder = t.given().when(2, { type: 'send-plundered', good: 'nutmeg', to: 'harbour' }).decision;
      const paid = plunder.ok ? plunder.events.find((e) => e.type === 'ProfitPaid') : undefined;
      expect(paid && describeIn(manila, paid, null)).toBe('Pirates plunder the nutmeg ship: 12 each');
    });

    it('The pirate captain may send a plundered ship to the shipyard instead; then its value does not rise', () => {
      const t = nutmegVoyage();
      t.do(3, { type: 'pass' }, [3, 1, 1, 5, 1, 1]);
      t.given()
        .when(2, { type: 'send-plundered', good: 'nutmeg', to: 'shipyard' })
        .then([
          { type: 'ShipBerthed', good: 'nutmeg', berth: { place: 'shipyard', slot: 'A' }, chosenBy: 2 },
          { type: 'ShipBerthed', good: 'jade', berth: { place: 'shipyard', slot: 'B' }, chosenBy: null },
          { type: 'ShipBerthed', good: 'silk', berth: { place: 'shipyard', slot: 'C' }, chosenBy: null },
          {
            type: 'ProfitPaid',
            reason: 'plunder',
            good: 'nutmeg',
            slot: null,
            payments: [
              { from: 'bank', to: 2, amount: 12 },
              { from: 'bank', to: 3, amount: 12 },
            ],
          },
          { type: 'RoundStarted', round: 2, opener: 0 },
        ]);
    });

    it('Only the pirate captain decides where a plundered ship goes, and only for a plundered ship', () => {
      const t = nutmegVoyage();
      t.do(3, { type: 'pass' }, [3, 1, 1, 5, 1, 1]);
      t.given()
        .when(3, { type: 'send-plundered', good: 'nutmeg', to: 'harbour' })
        .thenRejects('NOT_YOUR_TURN', /captain/);
      t.given().when(2, { type: 'send-plundered', good: 'jade', to: 'harbour' }).thenRejects('ILLEGAL_MOVE');
      t.given().when(2, { type: 'pass' }).thenRejects('WRONG_PHASE');
      expect(expandLegal(manila.legalCommands(t.state, 2)).filter((c) => c.type === 'send-plundered')).toEqual([
        { type: 'send-plundered', good: 'nutmeg', to: 'harbour' },
        { type: 'send-plundered', good: 'nutmeg', to: 'shipyard' },
      ]);
      launched(4).given().when(0, { type: 'send-plundered', good: 'jade', to: 'harbour' }).thenRejects('WRONG_PHASE');
    });

    it('Every ship on 13 after the third roll falls to the pirates; the captain decides for each', () => {
      const t = launched(4, {
        ships: [
          ['nutmeg', 1],
          ['jade', 4],
          ['silk', 4],
        ],
      });
      t.place(
        [
          [0, 'ship-nutmeg'],
          [1, 'ship-jade'],
          [2, 'pirate'],
          [3, 'pass'],
        ],
        [4, 4, 4],
      );
      t.place([
        [0, 'pass'],
        [1, 'pass'],
      ]);
      t.given()
        .when(2, { type: 'pass' }, [3, 1, 1, 5, 4, 4])
        .thenEvents((events) => {
          expect(events.slice(-4)).toEqual([
            { type: 'ShipPlundered', good: 'nutmeg', pirates: [2], crewReturned: [0] },
            { type: 'ShipPlundered', good: 'jade', pirates: [2], crewReturned: [1] },
            { type: 'ShipPlundered', good: 'silk', pirates: [2], crewReturned: [] },
            { type: 'PlunderTurn', seat: 2, ships: ['nutmeg', 'jade', 'silk'] },
          ]);
        });
      t.do(2, { type: 'pass' }, [3, 1, 1, 5, 4, 4]);
      t.do(2, { type: 'send-plundered', good: 'jade', to: 'harbour' });
      expect(t.state.phase).toEqual({ kind: 'plunder', seat: 2, ships: ['nutmeg', 'silk'] });
      t.do(2, { type: 'send-plundered', good: 'silk', to: 'shipyard' });
      t.given()
        .when(2, { type: 'send-plundered', good: 'nutmeg', to: 'harbour' })
        .thenEvents((events) => {
          expect(events.filter((e) => e.type === 'ProfitPaid')).toEqual([
            {
              type: 'ProfitPaid',
              reason: 'plunder',
              good: 'nutmeg',
              slot: null,
              payments: [{ from: 'bank', to: 2, amount: 24 }],
            },
            {
              type: 'ProfitPaid',
              reason: 'plunder',
              good: 'jade',
              slot: null,
              payments: [{ from: 'bank', to: 2, amount: 36 }],
            },
            {
              type: 'ProfitPaid',
              reason: 'plunder',
              good: 'silk',
              slot: null,
              payments: [{ from: 'bank', to: 2, amount: 30 }],
            },
          ]);
          expect(events.find((e) => e.type === 'PricesRaised')).toMatchObject({ goods: ['nutmeg', 'jade'] });
        });
    });

    it('One player holding both pirate spots takes both shares of the plunder', () => {
      const t = launched(4, {
        ships: [
          ['nutmeg', 1],
          ['jade', 4],
          ['silk', 4],
        ],
      });
      t.place(
        [
          [0, 'pirate'],
          [1, 'pass'],
          [2, 'pass'],
          [3, 'pass'],
        ],
        [4, 1, 1],
      );
      t.do(0, { type: 'place', spot: 'pirate' }, [3, 1, 1]);
      t.do(0, { type: 'pass' }, [5, 1, 1]);
      t.given()
        .when(0, { type: 'send-plundered', good: 'nutmeg', to: 'shipyard' })
        .thenEvents((events) => {
          expect(events.find((e) => e.type === 'ProfitPaid')).toEqual({
            type: 'ProfitPaid',
            reason: 'plunder',
            good: 'nutmeg',
            slot: null,
            payments: [{ from: 'bank', to: 0, amount: 24 }],
          });
        });
    });

    it('If no ship stands on 13 after the third roll, the pirates earn nothing and lose their stake', () => {
      nutmegVoyage()
        .given()
        .when(3, { type: 'pass' }, [3, 1, 1, 4, 1, 1])
        .thenEvents((events, s) => {
          expect(
            events.some((e) => e.type === 'ShipPlundered' || (e.type === 'ProfitPaid' && e.reason === 'plunder')),
          ).toBe(false);
          expect(s.players[2].cash).toBe(25);
          expect(s.players[3].cash).toBe(25);
        });
    });

    it('A ship on 13 after the third roll with no pirate on the pirate ship docks at a free harbour spot (reading 1)', () => {
      const t = twoShipsNearThirteen(false);
      t.place([[3, 'harbour-B']], [4, 6, 5]);
      t.given()
        .when(3, { type: 'pass' }, [1, 1, 1])
        .then([
          { type: 'PlacingStopped', seat: 3 },
          {
            type: 'DiceRolled',
            roll: 3,
            dice: { jade: 1, silk: 1, ginseng: 1 },
            moves: [
              { good: 'jade', from: 13, to: 14, docked: 'A' },
              { good: 'silk', from: 12, to: 13 },
              { good: 'ginseng', from: 13, to: 14, docked: 'B' },
            ],
          },
          { type: 'ShipBerthed', good: 'silk', berth: { place: 'harbour', slot: 'C' }, chosenBy: null },
          {
            type: 'ProfitPaid',
            reason: 'cargo',
            good: 'ginseng',
            slot: null,
            payments: [{ from: 'bank', to: 2, amount: 18 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'harbour',
            good: 'jade',
            slot: 'A',
            payments: [{ from: 'bank', to: 3, amount: 6 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'harbour',
            good: 'ginseng',
            slot: 'B',
            payments: [{ from: 'bank', to: 3, amount: 8 }],
          },
          {
            type: 'ProfitPaid',
            reason: 'harbour',
            good: 'silk',
            slot: 'C',
            payments: [{ from: 'bank', to: 0, amount: 15 }],
          },
          {
            type: 'PricesRaised',
            goods: ['jade', 'silk', 'ginseng'],
            prices: { jade: 1, silk: 1, ginseng: 1, nutmeg: 0 },
          },
          { type: 'RoundStarted', round: 2, opener: 0 },
        ]);
    });
  });
});

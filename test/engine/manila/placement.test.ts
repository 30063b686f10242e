import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import type { ManilaEvent } from '../../../engine/games/manila/types.js';
import type { SpotId } from '../../../engine/games/manila/spots.js';
import { JADE_SILK_GINSENG, launched } from './fixtures.js';

/** The rhythm of a round: placement rounds, placements and rolls. */
function rhythm(events: readonly ManilaEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.type === 'PlacementRoundStarted') return [`placement ${e.placementRound}`];
    if (e.type === 'DiceRolled') return [`roll ${e.roll}`];
    if (e.type === 'AccomplicePlaced') return [`seat ${e.seat}`];
    return [];
  });
}

const none = [1, 1, 1]; // dice that move every ship one space

describe('Placing accomplices and moving the ships', () => {
  it('With 4 players there are 3 placement rounds, each followed by a roll', () => {
    const t = launched(4);
    t.place(
      [
        [0, 'ship-jade'],
        [1, 'ship-silk'],
        [2, 'ship-ginseng'],
        [3, 'harbour-A'],
        [0, 'ship-jade'],
        [1, 'ship-silk'],
        [2, 'ship-ginseng'],
        [3, 'harbour-B'],
        [0, 'shipyard-A'],
        [1, 'shipyard-B'],
        [2, 'harbour-C'],
        [3, 'shipyard-C'],
      ],
      [...none, ...none, ...none],
    );
    const round = t.events.slice(t.events.findIndex((e) => e.type === 'PlacementRoundStarted'));
    expect(rhythm(round)).toEqual([
      'placement 1',
      'seat 0',
      'seat 1',
      'seat 2',
      'seat 3',
      'roll 1',
      'placement 2',
      'seat 0',
      'seat 1',
      'seat 2',
      'seat 3',
      'roll 2',
      'placement 3',
      'seat 0',
      'seat 1',
      'seat 2',
      'seat 3',
      'roll 3',
    ]);
  });

  it('With 3 players there are 4 placement rounds: the first two follow each other directly, then one before each roll', () => {
    const t = launched(3);
    t.place(
      [
        [0, 'ship-jade'],
        [1, 'ship-silk'],
        [2, 'ship-ginseng'],
        [0, 'ship-jade'],
        [1, 'ship-silk'],
        [2, 'ship-ginseng'],
        [0, 'harbour-A'],
        [1, 'harbour-B'],
        [2, 'harbour-C'],
        [0, 'shipyard-A'],
        [1, 'shipyard-B'],
        [2, 'shipyard-C'],
      ],
      [...none, ...none, ...none],
    );
    const round = t.events.slice(t.events.findIndex((e) => e.type === 'PlacementRoundStarted'));
    expect(rhythm(round)).toEqual([
      'placement 1',
      'seat 0',
      'seat 1',
      'seat 2',
      'placement 2',
      'seat 0',
      'seat 1',
      'seat 2',
      'roll 1',
      'placement 3',
      'seat 0',
      'seat 1',
      'seat 2',
      'roll 2',
      'placement 4',
      'seat 0',
      'seat 1',
      'seat 2',
      'roll 3',
    ]);
  });

  it('With 3 players each places 4 accomplices in a round; with 4 or 5 players, 3', () => {
    const three = launched(3);
    // Seats 1 and 2 stop at once; seat 0 alone places through all four placement rounds.
    three.place(
      [
        [0, 'ship-jade'],
        [1, 'pass'],
        [2, 'pass'],
        [0, 'ship-jade'],
      ],
      none,
    );
    three.place([[0, 'ship-jade']], none);
    expect(manila.view(three.state, 0).players[0].accomplicesLeft).toBe(1);
    three
      .given()
      .when(0, { type: 'place', spot: 'ship-jade' }, none)
      .thenEvents((events) => {
        expect([...three.events, ...events].filter((e) => e.type === 'AccomplicePlaced' && e.seat === 0)).toHaveLength(
          4,
        );
        expect(events.some((e) => e.type === 'DiceRolled' && e.roll === 3)).toBe(true);
      });

    const five = launched(5);
    five.place(
      [
        [0, 'ship-jade'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'pass'],
        [4, 'pass'],
      ],
      none,
    );
    five.place([[0, 'ship-jade']], none);
    expect(manila.view(five.state, 0).players[0].accomplicesLeft).toBe(1);
    // After his third accomplice the round's placing is over: the third roll follows at once.
    five
      .given()
      .when(0, { type: 'place', spot: 'ship-jade' }, none)
      .thenEvents((events) => {
        expect([...five.events, ...events].filter((e) => e.type === 'AccomplicePlaced' && e.seat === 0)).toHaveLength(
          3,
        );
        expect(events.some((e) => e.type === 'DiceRolled' && e.roll === 3)).toBe(true);
      });
  });

  describe('Placing an accomplice', () => {
    it('Starting with the harbour master and then clockwise, each player places one accomplice per placement round', () => {
      const t = launched(4, { hm: 2, price: 1 });
      const order: number[] = [];
      for (let i = 0; i < 4; i++) {
        const [seat] = manila.toAct(t.state);
        order.push(seat);
        t.do(seat, { type: 'place', spot: 'ship-jade' }, i === 3 ? none : []);
      }
      expect(order).toEqual([2, 3, 0, 1]);
      expect(t.state.phase).toEqual({ kind: 'placement', placementRound: 2, turn: 2 });
    });

    it('A player may only place on his turn', () => {
      const t = launched(4);
      t.given().when(1, { type: 'place', spot: 'ship-jade' }).thenRejects('NOT_YOUR_TURN');
      t.given().when(1, { type: 'pass' }).thenRejects('NOT_YOUR_TURN');
    });

    it('No accomplice can be placed outside the placement rounds', () => {
      const t = launched(4);
      const u = t.fork();
      u.place(
        [
          [0, 'pass'],
          [1, 'pass'],
          [2, 'pass'],
          [3, 'pass'],
        ],
        [...none, ...none, ...none],
      );
      u.given()
        .when(0, { type: 'place', spot: 'harbour-A' })
        .thenRejects('WRONG_PHASE', /auction/);
    });

    it('A player who stops placing may not place again that round; he places again the next round', () => {
      const t = launched(4);
      const s = t
        .given()
        .when(0, { type: 'pass' })
        .then([{ type: 'PlacingStopped', seat: 0 }]);
      expect(s.stopped[0]).toBe(true);
      t.place(
        [
          [0, 'pass'],
          [1, 'ship-jade'],
          [2, 'ship-jade'],
          [3, 'ship-jade'],
        ],
        none,
      );
      // Placement round 2 starts with seat 1: the harbour master stopped for the round.
      expect(t.state.phase).toEqual({ kind: 'placement', placementRound: 2, turn: 1 });
      t.given().when(0, { type: 'place', spot: 'harbour-A' }).thenRejects('NOT_YOUR_TURN');
      t.place(
        [
          [1, 'ship-silk'],
          [2, 'ship-silk'],
          [3, 'ship-silk'],
        ],
        none,
      );
      expect(t.state.phase).toEqual({ kind: 'placement', placementRound: 3, turn: 1 });
      t.place(
        [
          [1, 'pass'],
          [2, 'pass'],
          [3, 'pass'],
        ],
        [1, 1, 1],
      );
      // Next round: the pawns come back and nobody is stopped.
      expect(t.state.phase.kind).toBe('auction');
      expect(t.state.stopped).toEqual([false, false, false, false]);
      expect(t.state.placed).toEqual([0, 0, 0, 0]);
    });

    it('Each player pays the price of the spot he takes to the bank', () => {
      const t = launched(4);
      t.given()
        .when(0, { type: 'place', spot: 'harbour-A' })
        .then([
          {
            type: 'AccomplicePlaced',
            seat: 0,
            spot: 'harbour-A',
            index: 0,
            cost: 4,
            stowaway: false,
            payments: [{ from: 0, to: 'bank', amount: 4 }],
          },
        ]);
    });

    it('A player cannot take a spot he cannot pay for in cash; he may mortgage a share first', () => {
      const u = launched(4, { hm: 1, price: 27 }); // seat 1 keeps 3 pesos
      u.given()
        .when(1, { type: 'place', spot: 'harbour-A' })
        .thenRejects('INSUFFICIENT_FUNDS', /costs 4 pesos and you have 3/);
      const spots = expandLegal(manila.legalCommands(u.state, 1))
        .filter((c) => c.type === 'place')
        .map((c) => c.type === 'place' && c.spot);
      expect(spots).toEqual([
        'ship-jade',
        'ship-silk',
        'ship-ginseng',
        'harbour-B',
        'harbour-C',
        'shipyard-B',
        'shipyard-C',
        'pilot-small',
        'insurance',
      ]);
      u.do(1, { type: 'mortgage', good: 'ginseng' });
      u.given()
        .when(1, { type: 'place', spot: 'harbour-A' })
        .thenEvents((_, s) => expect(s.players[1].cash).toBe(11));
    });
  });

  describe('Where accomplices can be placed', () => {
    it('Cargo: the jade ship has 4 seats costing 3, 4, 5, 5; each placement takes the cheapest free seat', () => {
      const t = launched(4);
      const placed = t
        .place(
          [
            [0, 'ship-jade'],
            [1, 'ship-jade'],
            [2, 'ship-jade'],
            [3, 'ship-jade'],
          ],
          none,
        )
        .filter((e) => e.type === 'AccomplicePlaced');
      expect(placed.map((e) => e.type === 'AccomplicePlaced' && [e.index, e.cost])).toEqual([
        [0, 3],
        [1, 4],
        [2, 5],
        [3, 5],
      ]);
      expect(t.state.board.ships[0].crew).toEqual([0, 1, 2, 3]);
      t.given().when(0, { type: 'place', spot: 'ship-jade' }).thenRejects('SPOT_TAKEN');
    });

    it('Cargo: the silk, ginseng and nutmeg ships have 3 seats costing 3, 4, 5 / 1, 2, 3 / 2, 3, 4', () => {
      const costs = (spot: SpotId) => {
        const t = launched(4, {
          ships: [
            ['silk', 3],
            ['ginseng', 3],
            ['nutmeg', 3],
          ],
        });
        return t
          .place(
            [
              [0, spot],
              [1, spot],
              [2, spot],
              [3, 'pass'],
            ],
            none,
          )
          .flatMap((e) => (e.type === 'AccomplicePlaced' ? [e.cost] : []));
      };
      expect(costs('ship-silk')).toEqual([3, 4, 5]);
      expect(costs('ship-ginseng')).toEqual([1, 2, 3]);
      expect(costs('ship-nutmeg')).toEqual([2, 3, 4]);
      const t = launched(4, {
        ships: [
          ['silk', 3],
          ['ginseng', 3],
          ['nutmeg', 3],
        ],
      });
      t.place([
        [0, 'ship-nutmeg'],
        [1, 'ship-nutmeg'],
        [2, 'ship-nutmeg'],
      ]);
      t.given()
        .when(3, { type: 'place', spot: 'ship-nutmeg' })
        .thenRejects('SPOT_TAKEN', /ship-nutmeg/);
    });

    it('Cargo: a player may place several accomplices on the same ship', () => {
      const t = launched(4);
      t.place(
        [
          [0, 'ship-silk'],
          [1, 'pass'],
          [2, 'pass'],
          [3, 'pass'],
        ],
        none,
      );
      t.given()
        .when(0, { type: 'place', spot: 'ship-silk' }, none)
        .thenEvents((_, s) => {
          expect(s.board.ships[1].crew).toEqual([0, 0, null]);
          expect(s.players[0].cash).toBe(30 - 3 - 4);
        });
    });

    it('Cargo: only the ships at sea this round take accomplices', () => {
      const t = launched(4, {
        ships: [
          ['jade', 5],
          ['silk', 4],
          ['ginseng', 0],
        ],
      });
      t.given().when(0, { type: 'place', spot: 'ship-nutmeg' }).thenRejects('SPOT_TAKEN');
      // The jade ship docks on roll 2; in placement round 3 it has no seat to offer.
      t.place(
        [
          [0, 'ship-silk'],
          [1, 'pass'],
          [2, 'pass'],
          [3, 'pass'],
        ],
        [6, 1, 1],
      );
      t.place([[0, 'ship-ginseng']], [6, 1, 1]);
      expect(t.state.board.ships[0].berth).toEqual({ place: 'harbour', slot: 'A' });
      expect(t.state.phase).toEqual({ kind: 'placement', placementRound: 3, turn: 0 });
      t.given().when(0, { type: 'place', spot: 'ship-jade' }).thenRejects('SPOT_TAKEN');
      expect(expandLegal(manila.legalCommands(t.state, 0))).not.toContainEqual({ type: 'place', spot: 'ship-jade' });
    });

    it('Harbour and shipyard: spots A, B, C cost 4, 3 and 2 and hold one accomplice each', () => {
      const t = launched(5);
      const placed = t.place(
        [
          [0, 'harbour-A'],
          [1, 'harbour-B'],
          [2, 'harbour-C'],
          [3, 'shipyard-A'],
          [4, 'shipyard-B'],
        ],
        none,
      );
      expect(placed.flatMap((e) => (e.type === 'AccomplicePlaced' ? [[e.spot, e.cost]] : []))).toEqual([
        ['harbour-A', 4],
        ['harbour-B', 3],
        ['harbour-C', 2],
        ['shipyard-A', 4],
        ['shipyard-B', 3],
      ]);
      t.given()
        .when(0, { type: 'place', spot: 'shipyard-C' })
        .thenEvents(([e]) => expect(e).toMatchObject({ cost: 2 }));
      for (const spot of ['harbour-A', 'harbour-B', 'harbour-C', 'shipyard-A', 'shipyard-B']) {
        t.given().when(0, { type: 'place', spot }).thenRejects('SPOT_TAKEN');
      }
    });

    it('Harbour and shipyard: a player may hold several of these spots', () => {
      const t = launched(4);
      t.place(
        [
          [0, 'harbour-A'],
          [1, 'pass'],
          [2, 'pass'],
          [3, 'pass'],
        ],
        none,
      );
      t.given()
        .when(0, { type: 'place', spot: 'harbour-B' }, none)
        .thenEvents((_, s) => {
          expect(s.board.harbour).toEqual({ A: 0, B: 0, C: null });
        });
    });

    it('Pirates: the first to choose the pirate ship becomes captain, the next the second pirate, for 5 pesos each', () => {
      const t = launched(4);
      t.given()
        .when(0, { type: 'place', spot: 'pirate' })
        .then([
          {
            type: 'AccomplicePlaced',
            seat: 0,
            spot: 'pirate',
            index: 0,
            cost: 5,
            stowaway: false,
            payments: [{ from: 0, to: 'bank', amount: 5 }],
          },
        ]);
      t.place([[0, 'pirate']]);
      t.given()
        .when(1, { type: 'place', spot: 'pirate' })
        .then([
          {
            type: 'AccomplicePlaced',
            seat: 1,
            spot: 'pirate',
            index: 1,
            cost: 5,
            stowaway: false,
            payments: [{ from: 1, to: 'bank', amount: 5 }],
          },
        ]);
      t.place([[1, 'pirate']]);
      expect(t.state.board.pirates).toEqual([0, 1]);
      t.given().when(2, { type: 'place', spot: 'pirate' }).thenRejects('SPOT_TAKEN');
    });

    it('Pirates: one player may occupy both pirate spots', () => {
      const t = launched(4);
      t.place(
        [
          [0, 'pirate'],
          [1, 'pass'],
          [2, 'pass'],
          [3, 'pass'],
        ],
        none,
      );
      t.given()
        .when(0, { type: 'place', spot: 'pirate' }, none)
        .thenEvents((_, s) => expect(s.board.pirates).toEqual([0, 0]));
    });

    it('Pilots: the pilot island holds a small pilot for 2 pesos and a large pilot for 5', () => {
      const t = launched(4);
      t.place([[0, 'pilot-small']]);
      t.given()
        .when(1, { type: 'place', spot: 'pilot-large' })
        .thenEvents(([e], s) => {
          expect(e).toMatchObject({ spot: 'pilot-large', cost: 5 });
          expect(s.board.pilots).toEqual({ small: 0, large: 1 });
        });
      expect(t.events.at(-1)).toMatchObject({ spot: 'pilot-small', cost: 2 });
      t.given().when(1, { type: 'place', spot: 'pilot-small' }).thenRejects('SPOT_TAKEN');
    });

    it('Insurance: the player who takes it pays nothing and at once receives 10 pesos from the bank', () => {
      const t = launched(4);
      const s = t
        .given()
        .when(0, { type: 'place', spot: 'insurance' })
        .then([
          {
            type: 'AccomplicePlaced',
            seat: 0,
            spot: 'insurance',
            index: 0,
            cost: 0,
            stowaway: false,
            payments: [{ from: 'bank', to: 0, amount: 10 }],
          },
        ]);
      expect(s.players[0].cash).toBe(40);
      expect(s.board.insurance).toBe(0);
      t.place([[0, 'insurance']]);
      t.given().when(1, { type: 'place', spot: 'insurance' }).thenRejects('SPOT_TAKEN');
    });

    it('The legal placements are the free spots the player can pay for, and passing', () => {
      const t = launched(4, { ships: JADE_SILK_GINSENG });
      t.place([
        [0, 'harbour-A'],
        [1, 'pirate'],
        [2, 'pirate'],
      ]);
      const legal = expandLegal(manila.legalCommands(t.state, 3)).filter(
        (c) => c.type === 'place' || c.type === 'pass',
      );
      expect(legal).toEqual([
        { type: 'pass' },
        ...[
          'ship-jade',
          'ship-silk',
          'ship-ginseng',
          'harbour-B',
          'harbour-C',
          'shipyard-A',
          'shipyard-B',
          'shipyard-C',
          'pilot-small',
          'pilot-large',
          'insurance',
        ].map((spot) => ({ type: 'place', spot })),
      ]);
    });
  });
});

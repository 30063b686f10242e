import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import type { Good } from '../../../engine/games/manila/constants.js';
import type { ManilaCommand } from '../../../engine/games/manila/types.js';
import { launched, type Table } from './fixtures.js';

/**
 * The pilots example: nutmeg, jade and ginseng start on 5, 0 and 4. Seat 0 is small pilot,
 * seat 1 large pilot; seat 2 rides nutmeg, seats 3 and 1 ginseng, seat 0 jade. After roll 2
 * nutmeg stands on 13, jade on 6 and ginseng on 12 (no pirate yet, so nobody boards).
 * In placement round 3 seats 0 and 1 man the pirate ship.
 */
function pilotsExample(): Table {
  const t = launched(4, {
    ships: [
      ['nutmeg', 5],
      ['jade', 0],
      ['ginseng', 4],
    ],
  });
  t.place(
    [
      [0, 'pilot-small'],
      [1, 'pilot-large'],
      [2, 'ship-nutmeg'],
      [3, 'ship-ginseng'],
    ],
    [4, 3, 4],
  );
  t.place(
    [
      [0, 'ship-jade'],
      [1, 'ship-ginseng'],
      [2, 'pass'],
      [3, 'pass'],
    ],
    [4, 3, 4],
  );
  t.place([[0, 'pirate']]);
  return t;
}

/** ... the pirate ship is full and the small pilot is asked first. */
function smallPilotToAct(): Table {
  const t = pilotsExample();
  t.place([[1, 'pirate']]);
  return t;
}

const steer = (...moves: [Good, number][]): ManilaCommand => ({
  type: 'pilot',
  moves: moves.map(([good, delta]) => ({ good, delta })),
});

describe("The pilots' actions", () => {
  it('At the end of the last placement round, before the third roll, the small pilot acts first', () => {
    const s = pilotsExample()
      .given()
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
        { type: 'PilotTurn', pilot: 'small', seat: 0 },
      ]);
    expect(s.board.rollsDone).toBe(2);
  });

  it('With 3 players the pilots act after the fourth placement round', () => {
    const t = launched(3);
    t.place([
      [0, 'pilot-small'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    t.place([[0, 'pass']], [1, 1, 1, 1, 1, 1]);
    expect(t.state.phase).toEqual({ kind: 'pilot', pilot: 'small', seat: 0 });
    expect(t.events.filter((e) => e.type === 'PlacementRoundStarted').at(-1)).toEqual({
      type: 'PlacementRoundStarted',
      placementRound: 4,
    });
  });

  it('Pilots example: the small pilot moves nutmeg 1 forward into Manila, where it docks at once', () => {
    const s = smallPilotToAct()
      .given()
      .when(0, steer(['nutmeg', 1]))
      .then([
        { type: 'PilotMoved', seat: 0, pilot: 'small', moves: [{ good: 'nutmeg', from: 13, to: 14, docked: 'A' }] },
        { type: 'PilotTurn', pilot: 'large', seat: 1 },
      ]);
    expect(s.board.ships[0].berth).toEqual({ place: 'harbour', slot: 'A' });
  });

  it('Pilots example: the large pilot can no longer move the docked nutmeg ship', () => {
    const t = smallPilotToAct();
    t.do(0, steer(['nutmeg', 1]));
    t.given()
      .when(1, steer(['nutmeg', -1]))
      .thenRejects('ILLEGAL_MOVE', /already in Manila/);
    const moved = expandLegal(manila.legalCommands(t.state, 1)).flatMap((c) =>
      c.type === 'pilot' ? c.moves.map((m) => m.good) : [],
    );
    expect(new Set(moved)).toEqual(new Set(['jade', 'ginseng']));
  });

  it('Pilots example: the large pilot moves jade back 1 and ginseng 1 forward onto 13; the pirates cannot attack it, and the third roll follows', () => {
    const t = smallPilotToAct();
    t.do(0, steer(['nutmeg', 1]));
    const s = t
      .given()
      .when(1, steer(['jade', -1], ['ginseng', 1]), [1, 1])
      .then([
        {
          type: 'PilotMoved',
          seat: 1,
          pilot: 'large',
          moves: [
            { good: 'jade', from: 6, to: 5 },
            { good: 'ginseng', from: 12, to: 13 },
          ],
        },
        // No boarding or plunder between the pilot's move and the roll (reading 4).
        {
          type: 'DiceRolled',
          roll: 3,
          dice: { jade: 1, ginseng: 1 },
          moves: [
            { good: 'jade', from: 5, to: 6 },
            { good: 'ginseng', from: 13, to: 14, docked: 'B' },
          ],
        },
        { type: 'ShipBerthed', good: 'jade', berth: { place: 'shipyard', slot: 'A' }, chosenBy: null },
        {
          type: 'ProfitPaid',
          reason: 'cargo',
          good: 'nutmeg',
          slot: null,
          payments: [{ from: 'bank', to: 2, amount: 24 }],
        },
        {
          type: 'ProfitPaid',
          reason: 'cargo',
          good: 'ginseng',
          slot: null,
          payments: [
            { from: 'bank', to: 3, amount: 9 },
            { from: 'bank', to: 1, amount: 9 },
          ],
        },
        { type: 'PricesRaised', goods: ['nutmeg', 'ginseng'], prices: { jade: 0, silk: 0, ginseng: 1, nutmeg: 1 } },
        { type: 'RoundStarted', round: 2, opener: 0 },
      ]);
    // The pilots earn nothing from their role; the pirates, with no ship on 13 after the roll, nothing either.
    expect(s.players.map((p) => p.cash)).toEqual([30 - 2 - 3 - 5, 30 - 5 - 2 - 5 + 9, 30 - 2 + 24, 30 - 1 + 9]);
  });

  it('The small pilot moves one ship exactly 1 space, forward or back', () => {
    const t = smallPilotToAct();
    t.given()
      .when(0, steer(['jade', -1]))
      .thenEvents(([moved]) => {
        expect(moved).toEqual({
          type: 'PilotMoved',
          seat: 0,
          pilot: 'small',
          moves: [{ good: 'jade', from: 6, to: 5 }],
        });
      });
    t.given()
      .when(0, steer(['jade', 2]))
      .thenRejects('ILLEGAL_MOVE', /one ship one space/);
    t.given()
      .when(0, steer(['jade', 1], ['ginseng', 1]))
      .thenRejects('ILLEGAL_MOVE', /one ship one space/);
    t.given()
      .when(0, steer(['jade', 0]))
      .thenRejects('ILLEGAL_MOVE');
    t.given()
      .when(0, steer())
      .thenRejects('ILLEGAL_MOVE', /pass to decline/);
  });

  it('The large pilot moves one ship up to 2 spaces, or 2 ships 1 space each, each forward or back', () => {
    const t = smallPilotToAct();
    t.do(0, { type: 'pass' });
    t.given()
      .when(1, steer(['jade', 2]), [1, 1, 1])
      .thenEvents(([moved]) => expect(moved).toMatchObject({ moves: [{ good: 'jade', from: 6, to: 8 }] }));
    t.given()
      .when(1, steer(['jade', -2]), [1, 1, 1])
      .thenEvents(([moved]) => expect(moved).toMatchObject({ moves: [{ good: 'jade', from: 6, to: 4 }] }));
    t.given()
      .when(1, steer(['jade', 1]), [1, 1, 1])
      .thenEvents(([moved]) => expect(moved).toMatchObject({ moves: [{ good: 'jade', from: 6, to: 7 }] }));
    t.given()
      .when(1, steer(['jade', 1], ['ginseng', -1]), [1, 1, 1])
      .thenEvents(([moved]) => {
        expect(moved).toMatchObject({
          moves: [
            { good: 'jade', from: 6, to: 7 },
            { good: 'ginseng', from: 12, to: 11 },
          ],
        });
      });
    t.given()
      .when(1, steer(['jade', 3]))
      .thenRejects('ILLEGAL_MOVE', /at most two spaces/);
    t.given()
      .when(1, steer(['jade', 2], ['ginseng', 1]))
      .thenRejects('ILLEGAL_MOVE');
    t.given()
      .when(1, steer(['jade', 1], ['ginseng', 1], ['nutmeg', -1]))
      .thenRejects('ILLEGAL_MOVE');
    t.given()
      .when(1, steer(['jade', 1], ['jade', 1]))
      .thenRejects('ILLEGAL_MOVE', /once/);
  });

  it('The large pilot may move the ship the small pilot moved', () => {
    const t = smallPilotToAct();
    t.do(0, steer(['jade', 1]));
    t.given()
      .when(1, steer(['jade', 2]), [1, 1, 1])
      .thenEvents(([moved]) => {
        expect(moved).toEqual({
          type: 'PilotMoved',
          seat: 1,
          pilot: 'large',
          moves: [{ good: 'jade', from: 7, to: 9 }],
        });
      });
  });

  it('A ship the large pilot moves past 13 docks at the next free harbour spot', () => {
    const t = smallPilotToAct();
    t.do(0, steer(['nutmeg', 1]));
    t.given()
      .when(1, steer(['ginseng', 2]), [1])
      .thenEvents(([moved]) => {
        expect(moved).toEqual({
          type: 'PilotMoved',
          seat: 1,
          pilot: 'large',
          moves: [{ good: 'ginseng', from: 12, to: 14, docked: 'B' }],
        });
      });
  });

  it('A pilot cannot move a ship behind space 0', () => {
    const t = launched(4); // jade 0, silk 4, ginseng 5
    t.place(
      [
        [0, 'pilot-small'],
        [1, 'pilot-large'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      [1, 1, 1],
    );
    t.place(
      [
        [0, 'pass'],
        [1, 'pass'],
      ],
      [1, 1, 1],
    ); // jade on 2
    t.do(0, steer(['jade', -1]));
    t.given()
      .when(1, steer(['jade', -2]))
      .thenRejects('ILLEGAL_MOVE', /behind space 0/);
  });

  it('Each pilot decides for himself: the small pilot may decline while the large pilot acts', () => {
    const t = smallPilotToAct();
    t.given()
      .when(0, { type: 'pass' })
      .then([
        { type: 'PilotDeclined', seat: 0, pilot: 'small' },
        { type: 'PilotTurn', pilot: 'large', seat: 1 },
      ]);
    t.do(0, { type: 'pass' });
    t.given()
      .when(1, steer(['ginseng', 1]), [1, 1, 1])
      .thenEvents((events) => {
        expect(events.map((e) => e.type).slice(0, 2)).toEqual(['PilotMoved', 'DiceRolled']);
      });
  });

  it('The third roll comes only after every pilot has acted or declined', () => {
    const t = smallPilotToAct();
    t.do(0, steer(['nutmeg', 1]));
    t.given()
      .when(1, { type: 'pass' }, [2, 2])
      .thenEvents((events) => {
        expect(events[0]).toEqual({ type: 'PilotDeclined', seat: 1, pilot: 'large' });
        expect(events[1]).toMatchObject({ type: 'DiceRolled', roll: 3, dice: { jade: 2, ginseng: 2 } });
      });
  });

  it('Only the pilot whose turn it is may steer, and only when the pilots are asked', () => {
    const t = smallPilotToAct();
    t.given()
      .when(1, steer(['jade', 1]))
      .thenRejects('NOT_YOUR_TURN');
    t.given().when(1, { type: 'pass' }).thenRejects('NOT_YOUR_TURN');
    pilotsExample()
      .given()
      .when(0, steer(['jade', 1]))
      .thenRejects('WRONG_PHASE');
  });

  it('Pilots cannot affect ships that already reached Manila: with every ship docked they are not asked', () => {
    const t = launched(4, {
      ships: [
        ['jade', 5],
        ['silk', 2],
        ['ginseng', 2],
      ],
    });
    t.place(
      [
        [0, 'pilot-small'],
        [1, 'pilot-large'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      [6, 6, 6],
    );
    t.place([[0, 'pass']]);
    // Roll 2 brings all three into Manila.
    t.given()
      .when(1, { type: 'pass' }, [6, 6, 6])
      .thenEvents((events) => {
        expect(events.some((e) => e.type === 'PilotTurn')).toBe(false);
        expect(events.find((e) => e.type === 'DiceRolled' && e.roll === 3)).toEqual({
          type: 'DiceRolled',
          roll: 3,
          dice: {},
          moves: [],
        });
      });
  });
});

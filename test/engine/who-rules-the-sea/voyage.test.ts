import { describe, expect, it } from 'vitest';
import { expandLegal } from '../../../engine/core/legal.js';
import type { FreightEvent } from '../../../engine/games/who-rules-the-sea/types.js';
import { game, ofType, opened, passRound, type Table } from './fixtures.js';

const sail = (route: string, ship = 'S09') => ({ type: 'sail', ship, route }) as const;
const roll = (ship = 'S09') => ({ type: 'roll', ship }) as const;
const began: FreightEvent = { type: 'ShipTurnBegan', seat: 0, ship: 'S09', mustSail: true };
const ended: FreightEvent = { type: 'ShipTurnEnded', seat: 0, ship: 'S09' };
const seat1Turn: FreightEvent = { type: 'TurnStarted', seat: 1, round: 1, opening: false, ships: ['S06'] };

/** Miskolc (seat 0) teleported by the tug card (C38) into `port` via a London route's helm square 2, its port phase ended. */
function inPort(route: string, pile: string[] = []): Table {
  const t = opened(2, { pile: ['C38', ...pile] });
  t.do(0, sail(route), [2]);
  t.do(0, { type: 'endPortPhase', ship: 'S09' });
  passRound(t, 0);
  return t;
}

describe('Sailing and moving (F26, F29, F34, R10-R14, R42)', () => {
  it('F26, R11, R42: from port a ship chooses any route of that port and rolls in the same action; it heads for the far end', () => {
    const t = opened(2);
    expect(
      expandLegal(game.legalCommands(t.state, 0))
        .filter((c) => c.type === 'sail')
        .map((c) => (c as { route: string }).route),
    ).toEqual(['LON-NYC', 'LON-ALX', 'LON-CPT']);
    t.given()
      .when(0, sail('NYC-RIO'))
      .thenRejects('ILLEGAL_MOVE', /does not leave London/);
    t.given()
      .when(0, sail('LON-NYC'), [3])
      .then([
        began,
        { type: 'Sailed', seat: 0, ship: 'S09', route: 'LON-NYC', from: 'LON', to: 'NYC' },
        { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 3, from: 0, to: 3, square: '.' },
        ended,
        seat1Turn,
      ]);
  });

  it('R10: a ship whose ship-turn begins in port must sail; it cannot spend the whole ship-turn there', () => {
    const t = opened(2);
    t.given()
      .when(0, { type: 'endPortPhase', ship: 'S09' })
      .thenRejects('ILLEGAL_MOVE', /must sail/);
    expect(game.legalCommands(t.state, 0).map((c) => c.type)).not.toContain('endPortPhase');
  });

  it("F29, R12: a roll that reaches or passes the destination's port square arrives there; unused pips are lost", () => {
    const t = opened(2);
    t.do(0, sail('LON-NYC'), [3]);
    passRound(t, 0);
    t.given()
      .when(0, roll(), [6])
      .thenEvents((events, s) => {
        expect(events.slice(1, 3)).toEqual([
          { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 6, from: 3, to: 8, square: null },
          {
            type: 'ShipArrived',
            seat: 0,
            ship: 'S09',
            port: 'NYC',
            deliveries: [],
            claims: [],
            supplement: 200,
            payments: [{ from: 'bank', to: 0, amount: 200 }],
          },
        ]);
        expect(s.ships[8].loc).toEqual({ at: 'port', port: 'NYC', pawned: false });
        expect(game.toAct(s)).toEqual([0]);
      });
  });

  it('R11: from the port of arrival the ship may sail back the way it came', () => {
    const t = inPort('LON-NYC');
    expect(
      expandLegal(game.legalCommands(t.state, 0))
        .filter((c) => c.type === 'sail')
        .map((c) => (c as { route: string }).route),
    ).toEqual(['LON-NYC', 'NYC-RIO']);
    t.given()
      .when(0, sail('LON-NYC'), [1])
      .thenEvents((events) => {
        expect(events[1]).toEqual({ type: 'Sailed', seat: 0, ship: 'S09', route: 'LON-NYC', from: 'NYC', to: 'LON' });
        expect(events[2]).toMatchObject({ from: 8, to: 7, square: '.' });
      });
  });

  it('F34, R14: after a six the owner may roll again; paying does not end the move; the offers count down', () => {
    const t = opened(2);
    t.given()
      .when(0, sail('LON-ALX'), [6])
      .thenEvents((events, s) => {
        expect(events.slice(2)).toEqual([
          { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 6, from: 0, to: 6, square: 'PI' },
          { type: 'MoneyMoved', seat: 0, ship: 'S09', source: 'PI', payments: [{ from: 0, to: 'bank', amount: 200 }] },
          { type: 'ExtraRollOffered', ship: 'S09', extraRollsLeft: 3 },
        ]);
        expect(game.legalCommands(s, 0).slice(0, 2)).toEqual([roll(), { type: 'stop', ship: 'S09' }]);
      });
  });

  it('R14: the extra roll is the owner\'s choice: "stop" ends the ship-turn', () => {
    const t = opened(2);
    t.do(0, sail('LON-CPT'), [6]);
    t.given()
      .when(0, { type: 'stop', ship: 'S09' })
      .then([{ type: 'ExtraRollDeclined', ship: 'S09' }, ended, seat1Turn]);
  });

  it('R14: each extra roll moves and takes effect like the first; a six again offers one fewer; at most three extra rolls', () => {
    const t = opened(2, { pile: ['C13'] });
    t.do(0, sail('LON-CPT'), [6]);
    t.given()
      .when(0, roll(), [6])
      .thenEvents((events) => {
        expect(events).toEqual([
          { type: 'ShipMoved', ship: 'S09', cause: 'extra', die: 6, from: 6, to: 12, square: 'H' },
          { type: 'CardDrawn', ship: 'S09', card: 'C13' },
          { type: 'MoneyMoved', seat: 0, ship: 'S09', source: 'C13', payments: [{ from: 0, to: 'bank', amount: 100 }] },
          { type: 'ExtraRollOffered', ship: 'S09', extraRollsLeft: 2 },
        ]);
      });
  });

  it('R14: a landing that moves, turns back or delays the ship ends its move and forfeits the extra roll', () => {
    const t = opened(2);
    t.do(0, sail('LON-CPT'), [6]);
    t.given()
      .when(0, roll(), [2])
      .then([
        { type: 'ShipMoved', ship: 'S09', cause: 'extra', die: 2, from: 6, to: 8, square: 'GL' },
        { type: 'ShipTurnedBack', ship: 'S09', dest: 'LON' },
        ended,
        seat1Turn,
      ]);
  });

  it('R13: only the square a roll ends on takes effect; a square reached by an instruction does nothing', () => {
    opened(2)
      .given()
      .when(0, sail('LON-NYC'), [4])
      .then([
        began,
        { type: 'Sailed', seat: 0, ship: 'S09', route: 'LON-NYC', from: 'LON', to: 'NYC' },
        { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 4, from: 0, to: 4, square: 'FW' },
        { type: 'ShipMoved', ship: 'S09', cause: 'advance', die: null, from: 4, to: 7, square: null },
        ended,
        seat1Turn,
      ]);
  });

  it('F35, R9: each ship takes its own ship-turn in the order its owner likes; one begun must finish before another starts', () => {
    const t = opened(2, { fleets: [['S01', 'S02'], ['S06']] });
    expect(
      game
        .legalCommands(t.state, 0)
        .filter((c) => c.type === 'sail')
        .map((c) => c.ship),
    ).toEqual(['S01', 'S02']);
    t.do(0, { type: 'insureShip', ship: 'S02' });
    t.given()
      .when(0, sail('LON-NYC', 'S01'), [1])
      .thenRejects('ILLEGAL_MOVE', /S02 is under way/);
    t.do(0, sail('LON-NYC', 'S02'), [1]);
    expect(game.toAct(t.state)).toEqual([0]);
    t.given()
      .when(0, sail('LON-ALX', 'S01'), [1])
      .thenEvents((events) => expect(events.at(-1)).toMatchObject({ type: 'TurnStarted', seat: 1 }));
  });
});

describe('Instruction squares (F27, components section 3)', () => {
  it('Open sea: nothing happens', () => {
    opened(2)
      .given()
      .when(0, sail('LON-NYC'), [1])
      .thenEvents((events) =>
        expect(events.slice(2, 4)).toEqual([
          { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 1, from: 0, to: 1, square: '.' },
          ended,
        ]),
      );
  });

  it('Icebergs: go back 2 squares', () => {
    opened(2)
      .given()
      .when(0, sail('LON-NYC'), [5])
      .thenEvents((events) =>
        expect(events[3]).toEqual({
          type: 'ShipMoved',
          ship: 'S09',
          cause: 'back',
          die: null,
          from: 5,
          to: 3,
          square: null,
        }),
      );
  });

  it('Headwind: go back 3 squares, but never onto the port behind (R53)', () => {
    opened(2)
      .given()
      .when(0, sail('LON-ALX'), [3])
      .thenEvents((events, s) => {
        expect(events[3]).toEqual({
          type: 'ShipMoved',
          ship: 'S09',
          cause: 'back',
          die: null,
          from: 3,
          to: 1,
          square: null,
        });
        expect(s.ships[8].loc).toMatchObject({ at: 'sea', pos: 1 });
      });
  });

  it('Storm: miss the next turn; the skipped ship-turn is an event (R39, R54); a player with no ship to move passes on', () => {
    const t = opened(2);
    t.given()
      .when(0, sail('LON-CPT'), [4])
      .thenEvents((events) => expect(events[3]).toEqual({ type: 'TurnsMissed', ship: 'S09', n: 1 }));
    t.do(0, sail('LON-CPT'), [4]);
    t.given()
      .when(1, sail('LON-NYC', 'S06'), [1])
      .thenEvents((events, s) => {
        expect(events.slice(-5)).toEqual([
          { type: 'ShipTurnEnded', seat: 1, ship: 'S06' },
          { type: 'TurnStarted', seat: 0, round: 2, opening: false, ships: ['S09'] },
          { type: 'ShipTurnSkipped', seat: 0, ship: 'S09', missTurnsLeft: 0 },
          { type: 'TurnSkipped', seat: 0 },
          { type: 'TurnStarted', seat: 1, round: 2, opening: false, ships: ['S06'] },
        ]);
        expect(s.ships[8].missTurns).toBe(0);
      });
  });

  it('Doldrums: miss the next 2 turns', () => {
    const t = opened(2);
    t.do(0, sail('LON-CPT'), [6]);
    t.given()
      .when(0, roll(), [5])
      .thenEvents((events, s) => {
        expect(events.slice(0, 2)).toEqual([
          { type: 'ShipMoved', ship: 'S09', cause: 'extra', die: 5, from: 6, to: 11, square: 'DO' },
          { type: 'TurnsMissed', ship: 'S09', n: 2 },
        ]);
        expect(s.ships[8].missTurns).toBe(2);
      });
  });

  it('Fair wind: advance 3 squares (and a gale: turn back, R16; the next roll heads for the port it came from)', () => {
    const t = opened(2);
    t.do(0, sail('LON-CPT'), [6]);
    t.do(0, roll(), [2]);
    passRound(t, 0);
    t.given()
      .when(0, roll(), [1])
      .thenEvents((events) => {
        expect(events[1]).toEqual({
          type: 'ShipMoved',
          ship: 'S09',
          cause: 'roll',
          die: 1,
          from: 8,
          to: 7,
          square: 'FW',
        });
        expect(events[2]).toEqual({
          type: 'ShipMoved',
          ship: 'S09',
          cause: 'advance',
          die: null,
          from: 7,
          to: 4,
          square: null,
        });
      });
  });

  it('Pirate waters: pay £200 (see R14 above); Suez Canal: pay £150', () => {
    const t = inPort('LON-ALX');
    t.given()
      .when(0, sail('ALX-BOM'), [1])
      .thenEvents((events) =>
        expect(events.slice(2, 4)).toEqual([
          { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 1, from: 0, to: 1, square: 'SC' },
          { type: 'MoneyMoved', seat: 0, ship: 'S09', source: 'SC', payments: [{ from: 0, to: 'bank', amount: 150 }] },
        ]),
      );
  });

  it('Rescue: the Admiralty pays £150', () => {
    const t = inPort('LON-CPT');
    t.given()
      .when(0, sail('RIO-CPT'), [2])
      .thenEvents((events) =>
        expect(events.slice(2, 4)).toEqual([
          { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 2, from: 8, to: 6, square: 'RS' },
          { type: 'MoneyMoved', seat: 0, ship: 'S09', source: 'RS', payments: [{ from: 'bank', to: 0, amount: 150 }] },
        ]),
      );
  });

  it('Cape rollers: roll the die; on a 1 or 2 the heaviest consignment is washed overboard (R21), otherwise nothing; no extra roll from it (R52)', () => {
    const t = inPort('LON-CPT');
    t.do(0, { type: 'buyNote', ship: 'S09', note: 'CPT-02' });
    t.do(0, { type: 'buyNote', ship: 'S09', note: 'CPT-01' });
    // Loading began the ship-turn, so the sail command's events start with Sailed.
    t.given()
      .when(0, sail('CPT-BOM'), [2, 2])
      .thenEvents((events) =>
        expect(events.slice(1, 5)).toEqual([
          { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 2, from: 0, to: 2, square: 'CR' },
          { type: 'EffectRolled', ship: 'S09', source: 'CR', die: 2 },
          { type: 'CargoLost', seat: 0, ship: 'S09', source: 'CR', notes: ['CPT-02'], claims: [] },
          ended,
        ]),
      );
    t.given()
      .when(0, sail('CPT-BOM'), [2, 6])
      .thenEvents((events) =>
        expect(events.slice(2, 4)).toEqual([{ type: 'EffectRolled', ship: 'S09', source: 'CR', die: 6 }, ended]),
      );
  });

  it('R16, R56: "return to the port you came from" after a gale takes the ship to the port its voyage began from', () => {
    const t = opened(2, { pile: ['C40'] });
    t.do(0, sail('LON-CPT'), [6]);
    t.do(0, roll(), [2]);
    expect(t.state.ships[8].loc).toMatchObject({ dest: 'LON', from: 'LON', pos: 8 });
    passRound(t, 0);
    t.given()
      .when(0, roll(), [3])
      .thenEvents((events) => {
        expect(events[1]).toMatchObject({ type: 'ShipMoved', from: 8, to: 5, square: 'H' });
        expect(ofType(events, 'ShipArrived')[0]).toMatchObject({ port: 'LON' });
      });
  });
});

import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import type { TutorialEvent } from '../../../engine/games/manila-tutorial/types.js';
import { LOADING, PASS, newTable, tutorialSpec, type Table } from './fixtures.js';

/** A 2-player round where nobody bought or bet; seat 1's last pass sets the ships sailing. */
function readyToSail(): Table {
  const t = newTable(2);
  t.shareTurns([PASS, PASS]);
  t.do(0, PASS);
  return t;
}

function movements(events: TutorialEvent[]) {
  return events.flatMap((e) => (e.type === 'ShipsMoved' ? [e] : []));
}

describe('Reading 5: the ships move together, one die each, until every ship has arrived, sunk or collided (T10, T11)', () => {
  it('Each movement rolls one die per ship still at sea, red then green then blue, and moves them together', () => {
    const t = readyToSail();
    t.given()
      .when(1, PASS, [6, 5, 4, 6, 5, 4, 1, 3, 6, ...LOADING])
      .thenEvents((events) => {
        expect(movements(events)[0]).toEqual({
          type: 'ShipsMoved',
          movement: 1,
          moves: [
            { ship: 'red', die: 6, from: 0, to: 6, fate: 'at-sea' },
            { ship: 'green', die: 5, from: 0, to: 5, fate: 'at-sea' },
            { ship: 'blue', die: 4, from: 0, to: 4, fate: 'at-sea' },
          ],
        });
      });
  });

  it('A ship exactly on 13 has arrived; a ship past 13 sinks; two ships reaching 13 together both arrive', () => {
    const t = readyToSail();
    t.given()
      .when(1, PASS, [6, 5, 4, 6, 5, 4, 1, 3, 6, ...LOADING])
      .thenEvents((events) => {
        const last = movements(events).at(-1)!;
        expect(last.moves.map((m) => [m.ship, m.to, m.fate])).toEqual([
          ['red', 13, 'arrived'],
          ['green', 13, 'arrived'],
          ['blue', 14, 'sunk'],
        ]);
      });
  });

  it('Ships at sea that end on the same space collide and sink, three at once as well as two', () => {
    const t = readyToSail();
    t.given()
      .when(1, PASS, [4, 4, 4, ...LOADING])
      .thenEvents((events) => {
        expect(movements(events)).toEqual([
          {
            type: 'ShipsMoved',
            movement: 1,
            moves: [
              { ship: 'red', die: 4, from: 0, to: 4, fate: 'collided' },
              { ship: 'green', die: 4, from: 0, to: 4, fate: 'collided' },
              { ship: 'blue', die: 4, from: 0, to: 4, fate: 'collided' },
            ],
          },
        ]);
      });
    t.given()
      .when(1, PASS, [3, 5, 3, 6, 2, 3, ...LOADING])
      .thenEvents((events) => {
        expect(movements(events)[0].moves.map((m) => m.fate)).toEqual(['collided', 'at-sea', 'collided']);
      });
  });

  it('Once a ship is out of the race it rolls no die: fewer ships at sea, fewer dice', () => {
    const t = readyToSail();
    // Red and blue collide on 3; green alone goes 5, 11, 13.
    t.given()
      .when(1, PASS, [3, 5, 3, 6, 2, ...LOADING])
      .thenEvents((events) => {
        expect(movements(events).map((m) => m.moves.map((x) => `${x.ship} ${x.die}`))).toEqual([
          ['red 3', 'green 5', 'blue 3'],
          ['green 6'],
          ['green 2'],
        ]);
      });
  });

  it('A ship that arrived is no longer at sea, so a ship later landing on 13 does not collide with it', () => {
    const t = readyToSail();
    // Red 6, 12, 13 (arrives); green 5, 10, 12, then 13 in movement 4; blue 1, 2, 3, 4, 10, then sinks at 16.
    t.given()
      .when(1, PASS, [6, 5, 1, 6, 5, 1, 1, 2, 1, 1, 1, 6, 6, ...LOADING])
      .thenEvents((events, s) => {
        expect(movements(events)[3].moves).toContainEqual({ ship: 'green', die: 1, from: 12, to: 13, fate: 'arrived' });
        expect(events.filter((e) => e.type === 'CargoPaid').map((e) => e.type === 'CargoPaid' && e.ship)).toEqual([
          'red',
          'green',
        ]);
        expect(s.round).toBe(2);
      });
  });

  it("The voyage is automatic: the last bet sets every die rolling, and the next turn is round 2's", () => {
    const t = readyToSail();
    const s = t
      .given()
      .when(1, PASS, [6, 5, 4, 6, 5, 4, 1, 3, 6, ...LOADING])
      .thenEvents(() => {});
    expect(s.phase).toEqual({ kind: 'shares', turn: 1 });
    expect(manilaTutorial.toAct(s)).toEqual([1]);
  });

  it('A log that stops while the ships sail folds to a state where nobody acts and commands are refused', () => {
    const t = readyToSail();
    const sailing = tutorialSpec.given([...t.events, { type: 'BetPassed', seat: 1, forced: false }]);
    expect(sailing.state.phase).toEqual({ kind: 'voyage' });
    expect(manilaTutorial.toAct(sailing.state)).toEqual([]);
    expect(expandLegal(manilaTutorial.legalCommands(sailing.state, 1))).toEqual([]);
    sailing.when(1, PASS).thenRejects('WRONG_PHASE', /the ships are sailing/);
  });
});

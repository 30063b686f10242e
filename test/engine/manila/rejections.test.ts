import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import { scriptedRandom } from '../../../engine/core/random.js';
import { JADE_ARRIVES, launched, manilaSpec, newTable, quietRound } from './fixtures.js';

describe('Rejected commands', () => {
  it('A rejected command yields no events and leaves the state untouched', () => {
    const t = launched(4);
    const before = JSON.stringify(t.state);
    const bad = [
      [1, { type: 'place', spot: 'harbour-A' }],
      [0, { type: 'bid', amount: 3 }],
      [0, { type: 'redeem', good: 'jade' }],
      [0, { type: 'fly' }],
      [9, { type: 'pass' }],
    ] as const;
    for (const [actor, command] of bad) {
      const d = manila.decide(t.state, command as never, {
        actor,
        now: '2026-11-29T12:00:00.000Z',
        random: scriptedRandom([]),
      });
      expect(d.ok).toBe(false);
      expect(d).not.toHaveProperty('events');
      expect(d).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(JSON.stringify(t.state)).toBe(before);
  });

  it('INVALID_COMMAND: a command that is not a Manila command at all', () => {
    const t = newTable(4);
    const malformed: unknown[] = [
      null,
      'bid',
      42,
      {},
      { type: 'fly' },
      { type: 'bid' },
      { type: 'bid', amount: '5' },
      { type: 'bid', amount: 2.5 },
      { type: 'bid', amount: 3, extra: true },
      { type: 'place', spot: 'crow-nest' },
      { type: 'mortgage', good: 'tea' },
      { type: 'launch', ships: 'all' },
      { type: 'board', good: 'jade', replace: 9 },
    ];
    for (const command of malformed)
      t.given()
        .when(0, command)
        .thenRejects('INVALID_COMMAND', /Not a Manila command/);
  });

  it('NOT_A_SEAT: only the seats at the table play, and the table itself only starts the game', () => {
    const t = newTable(4);
    t.given().when(4, { type: 'pass' }).thenRejects('NOT_A_SEAT');
    t.given().when(-1, { type: 'pass' }).thenRejects('NOT_A_SEAT');
    t.given().when(0.5, { type: 'pass' }).thenRejects('NOT_A_SEAT');
    t.given().when('system', { type: 'pass' }).thenRejects('NOT_A_SEAT');
  });

  it('NOT_YOUR_TURN: bidding, buying, loading, placing, boarding, piloting and sending plundered ships are for the seat asked', () => {
    newTable(4).given().when(1, { type: 'bid', amount: 1 }).thenRejects('NOT_YOUR_TURN');
    launched(4).given().when(2, { type: 'place', spot: 'ship-jade' }).thenRejects('NOT_YOUR_TURN');
  });

  it('WRONG_PHASE: each command has its moment in the round', () => {
    const t = launched(4);
    t.given().when(0, { type: 'buy-share', good: 'jade' }).thenRejects('WRONG_PHASE');
    t.given().when(0, { type: 'launch', ships: [] }).thenRejects('WRONG_PHASE');
    t.given()
      .when(0, { type: 'pilot', moves: [{ good: 'jade', delta: 1 }] })
      .thenRejects('WRONG_PHASE');
    t.given().when(0, { type: 'board', good: 'jade' }).thenRejects('WRONG_PHASE');
    t.given().when(0, { type: 'send-plundered', good: 'jade', to: 'harbour' }).thenRejects('WRONG_PHASE');
    newTable(4).given().when(0, { type: 'place', spot: 'ship-jade' }).thenRejects('WRONG_PHASE');
  });

  it('GAME_OVER: nothing is accepted after the end', () => {
    const t = newTable(3);
    for (let round = 0; round < 4; round++) quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice);
    for (const seat of [0, 1, 2]) {
      t.given().when(seat, { type: 'pass' }).thenRejects('GAME_OVER', /over/);
      t.given().when(seat, { type: 'mortgage', good: 'jade' }).thenRejects('GAME_OVER');
    }
  });

  it('NOT_STARTED: nothing is accepted before the start', () => {
    manilaSpec.given([]).when(0, { type: 'pass' }).thenRejects('NOT_STARTED');
  });

  it('Every rejection carries a readable message', () => {
    const t = newTable(4);
    const d = manila.decide(
      t.state,
      { type: 'bid', amount: 99 },
      { actor: 0, now: '2026-11-29T12:00:00.000Z', random: scriptedRandom([]) },
    );
    expect(d).toEqual({
      ok: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'You can raise at most 54 pesos, cash and mortgages together.',
    });
  });
});

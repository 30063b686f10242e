import { describe, expect, it, vi } from 'vitest';
import { MAX_REQUESTS_BETWEEN_MOVES } from '../../../engine/core/clock/index.js';
import { CLOCK_ATTEMPTS } from '../../../lambdas/app/clock-request.js';
import { VersionConflict } from '../../../lambdas/app/ports.js';
import { errorIn, legalFor, loaded, logOf, openTable, send, T0 } from '../support/clocked-table.js';
import { acceptances } from '../support/setup.js';

/**
 * A seat's clock requests are records every watcher is sent and every load folds: a seat (or
 * a script holding its link, on several sockets) must not be able to flood the log with them,
 * nor make the server retry each one it loses.
 */

const PEOPLE = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];
const CLOCK = { clock: { moveSeconds: 3600, vacationDays: 3 } };
const zone = (n: number) => ({
  type: 'clock-settings',
  timeZone: n % 2 === 0 ? 'Europe/Budapest' : 'Asia/Tehran',
  quietHours: null,
});

describe("clock requests between a seat's moves", () => {
  it(`are taken ${MAX_REQUESTS_BETWEEN_MOVES} times, then refused TOO_MANY_REQUESTS without a trace until the seat's own next move`, async () => {
    const t = await openTable('manila', PEOPLE, CLOCK);
    const g = await loaded(t);
    const mover = g.game.toAct(g.state)[0];
    const idle = (mover + 1) % 3;
    t.ports.at(T0 + 1000);
    for (let n = 0; n < MAX_REQUESTS_BETWEEN_MOVES; n++) {
      expect(acceptances(await send(t, idle, zone(n), { commandId: `z-${n}` })), `request ${n + 1}`).toHaveLength(1);
    }
    const before = JSON.stringify(logOf(t));
    for (let n = 0; n < 10; n++) {
      expect(errorIn(await send(t, idle, zone(n), { commandId: `flood-${n}` }))).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        commandId: `flood-${n}`,
      });
    }
    expect(JSON.stringify(logOf(t))).toBe(before);
    // Other seats are not held back by it.
    expect(acceptances(await send(t, mover, zone(1), { commandId: 'other-seat' }))).toHaveLength(1);
    // Once the flooding seat has moved itself, it may ask again.
    for (let n = 0; n < 30; n++) {
      const now = await loaded(t);
      const seat = now.game.toAct(now.state)[0];
      expect(acceptances(await send(t, seat, await legalFor(t, seat)))).toHaveLength(1);
      if (seat === idle) break;
    }
    expect(acceptances(await send(t, idle, zone(0), { commandId: 'after-move' }))).toHaveLength(1);
  });

  it(`are tried ${CLOCK_ATTEMPTS} times at most when other records keep taking their version, then answered STALE`, async () => {
    const t = await openTable('manila', PEOPLE, CLOCK);
    const append = vi.spyOn(t.ports.events, 'append').mockImplementation(async (gameId, record) => {
      throw new VersionConflict(gameId, record.version);
    });
    const answer = await send(t, 1, zone(0), { commandId: 'loses-every-race' });
    expect(errorIn(answer)).toMatchObject({ code: 'STALE' });
    expect(append).toHaveBeenCalledTimes(CLOCK_ATTEMPTS);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler, SWEEP_EVERY_MS } from '../../../infra/local/timer-scheduler.js';

const T0 = Date.parse('2026-12-01T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 24 * 3600_000;

/** A scheduler whose expiries and sweeps are recorded; `pending` is what the index holds at start. */
function timers(pending: { gameId: string; nextDeadline: string }[] = []) {
  const expired: string[] = [];
  const sweeps: number[] = [];
  let hold: Promise<void> | null = null;
  const scheduler = new TimerScheduler({
    expire: async (gameId) => {
      expired.push(gameId);
      await hold;
    },
    sweep: async () => void sweeps.push(Date.now()),
    pending: async () => pending,
  });
  return { scheduler, expired, sweeps, holdWith: (p: Promise<void> | null) => void (hold = p) };
}

describe("the local stack's timer scheduler", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('runs the expiry of a wake once, at its time; asking twice arms one timer', async () => {
    const { scheduler, expired } = timers();
    await scheduler.start();
    await scheduler.wake({ gameId: 'g1', version: 3, seat: 1, at: iso(T0 + 2000) });
    await scheduler.wake({ gameId: 'g1', version: 3, seat: 1, at: iso(T0 + 2000) });
    expect(scheduler.armed()).toEqual(['g1/3/1']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(expired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(expired).toEqual(['g1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expired).toEqual(['g1']);
    expect(scheduler.armed()).toEqual([]);
    await scheduler.stop();
  });

  it('runs a wake already past at once', async () => {
    const { scheduler, expired } = timers();
    await scheduler.wake({ gameId: 'g1', version: 1, seat: 0, at: iso(T0 - 5000) });
    await vi.advanceTimersByTimeAsync(0);
    expect(expired).toEqual(['g1']);
    await scheduler.stop();
  });

  it('waits out a wake further off than one timer can (a month) in legs, firing once at its time', async () => {
    const { scheduler, expired } = timers();
    await scheduler.wake({ gameId: 'g1', version: 1, seat: 0, at: iso(T0 + 30 * DAY) });
    await vi.advanceTimersByTimeAsync(30 * DAY - 1);
    expect(expired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(expired).toEqual(['g1']);
    await scheduler.stop();
  });

  it('re-arms at start every wake the index holds: one that passed while the stack was down fires at once', async () => {
    const { scheduler, expired } = timers([
      { gameId: 'late', nextDeadline: iso(T0 - 60_000) },
      { gameId: 'soon', nextDeadline: iso(T0 + 5000) },
    ]);
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(expired).toEqual(['late']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(expired).toEqual(['late', 'soon']);
    await scheduler.stop();
  });

  it('runs one expiry per game at a time, and once more after it for a wake that came meanwhile', async () => {
    const { scheduler, expired, holdWith } = timers();
    let release!: () => void;
    holdWith(new Promise<void>((r) => (release = r)));
    await scheduler.wake({ gameId: 'g1', version: 1, seat: 0, at: iso(T0 + 1000) });
    await scheduler.wake({ gameId: 'g1', version: 1, seat: 1, at: iso(T0 + 1000) });
    await scheduler.wake({ gameId: 'g1', version: 2, seat: 0, at: iso(T0 + 1500) });
    await vi.advanceTimersByTimeAsync(2000);
    expect(expired).toEqual(['g1']);
    holdWith(null);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(expired).toEqual(['g1', 'g1']);
    await scheduler.stop();
  });

  it('sweeps every 15 minutes, and after stop nothing fires', async () => {
    const { scheduler, expired, sweeps } = timers();
    await scheduler.start();
    await scheduler.wake({ gameId: 'g1', version: 1, seat: 0, at: iso(T0 + 3 * SWEEP_EVERY_MS) });
    await vi.advanceTimersByTimeAsync(2 * SWEEP_EVERY_MS);
    expect(sweeps).toEqual([T0 + SWEEP_EVERY_MS, T0 + 2 * SWEEP_EVERY_MS]);
    await scheduler.stop();
    expect(scheduler.armed()).toEqual([]);
    await scheduler.wake({ gameId: 'g2', version: 1, seat: 0, at: iso(T0 + 2 * SWEEP_EVERY_MS + 1) });
    await vi.advanceTimersByTimeAsync(10 * SWEEP_EVERY_MS);
    expect(sweeps).toHaveLength(2);
    expect(expired).toEqual([]);
  });
});

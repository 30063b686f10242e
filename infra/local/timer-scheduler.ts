import type { Scheduler, WakeRequest } from '../../lambdas/app/ports.js';

/** The longest delay setTimeout takes (about 24.8 days); a longer wait is armed in legs. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How often the sweep runs, as the EventBridge rule on AWS does. */
export const SWEEP_EVERY_MS = 15 * 60_000;

export interface TimerSchedulerOptions {
  /** What a wake runs for its game: the expire handler's work (lambdas/app/expire.ts expireDue). */
  expire(gameId: string): Promise<unknown>;
  /** What the interval runs: the sweep handler's work (sweepDue). */
  sweep(): Promise<unknown>;
  /** Every game with a pending wake, from the index (GameRepository.pendingBefore), to re-arm at start. */
  pending(): Promise<{ gameId: string; nextDeadline: string }[]>;
  sweepEveryMs?: number;
}

/**
 * The local stack's Scheduler: a timer per wake in this process, firing the same expiry the
 * expire Lambda runs on AWS. Timers die with the process, so `start` re-arms every wake the
 * deadline index holds (a restart loses no timeout: a deadline that passed while the stack was
 * down fires at once), and the expiry itself asks again for every wake still pending after it.
 * A 15-minute sweep runs as on AWS. One expiry per game at a time: a wake arriving while its
 * game's expiry runs runs once more after it, so a wake is never dropped and never doubled.
 */
export class TimerScheduler implements Scheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private sweeper: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: TimerSchedulerOptions) {}

  /** Re-arms the wakes the index holds and starts the sweep interval. */
  async start(): Promise<void> {
    for (const { gameId, nextDeadline } of await this.options.pending())
      this.arm(`${gameId}/index`, gameId, Date.parse(nextDeadline));
    this.sweeper = setInterval(() => {
      this.options.sweep().catch((err: unknown) => console.error('sweep failed', err));
    }, this.options.sweepEveryMs ?? SWEEP_EVERY_MS);
  }

  wake({ gameId, version, seat, at }: WakeRequest): Promise<void> {
    const atMs = Date.parse(at);
    if (!Number.isFinite(atMs))
      return Promise.reject(new RangeError(`a wake is at an ISO instant, not ${JSON.stringify(at)}`));
    this.arm(`${gameId}/${version}/${seat}`, gameId, atMs);
    return Promise.resolve();
  }

  /** The wakes armed now (tests, and the operator's view). */
  armed(): string[] {
    return [...this.timers.keys()];
  }

  /** Clears every timer and the sweep, then waits for expiries under way to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    this.again.clear();
    await Promise.all(this.running.values());
  }

  /** Idempotent per key: asking twice arms one timer. */
  private arm(key: string, gameId: string, atMs: number): void {
    if (this.stopped || this.timers.has(key)) return;
    const delay = Math.max(0, atMs - Date.now());
    const timer = setTimeout(
      () => {
        this.timers.delete(key);
        if (delay > MAX_TIMER_MS) this.arm(key, gameId, atMs);
        else this.run(gameId);
      },
      Math.min(delay, MAX_TIMER_MS),
    );
    this.timers.set(key, timer);
  }

  private run(gameId: string): void {
    if (this.stopped) return;
    if (this.running.has(gameId)) {
      this.again.add(gameId);
      return;
    }
    const done = this.options
      .expire(gameId)
      .catch((err: unknown) => console.error(`expiry of game ${gameId} failed; the sweep tries again`, err))
      .then(() => {
        this.running.delete(gameId);
        if (this.again.delete(gameId)) this.run(gameId);
      });
    this.running.set(gameId, done);
  }
}

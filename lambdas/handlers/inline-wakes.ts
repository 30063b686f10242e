import { EventBridgeScheduler } from '../adapters/scheduler/eventbridge-scheduler.js';
import { expireDue, type Expired } from '../app/expire.js';
import type { Ports, Scheduler, WakeRequest } from '../app/ports.js';
import { failureFrame } from './ops/failure.js';
import { observer, type countingBroadcaster } from './ops/observer.js';

type Counted = ReturnType<typeof countingBroadcaster>;

/**
 * EventBridge Scheduler fires within the minute of a schedule's time, and a wake-up due sooner
 * than a minute from now is scheduled a minute ahead (adapters/scheduler/eventbridge-scheduler.ts).
 * That is nothing beside an allowance of hours, but a bot's pause is 3 seconds: on schedules
 * alone, a table of bots would take one to two minutes a move. So on AWS the handler that asked
 * for a wake-up due within INLINE_WAIT_MS waits for it and runs `expireDue` itself, and goes on
 * while its moves make more such wake-ups (the next bot's turn), within bounds:
 *
 * - at most INLINE_RUNS runs of `expireDue` and INLINE_MOVES moves per invocation;
 * - no wait that would end past the handler's budget, counted from its start: the message
 *   handler's keeps the whole invocation well inside API Gateway's 29-second integration limit.
 *
 * No wake-up is lost and no move is made twice: every wake-up still goes to the scheduler (one
 * that finds nothing due later does nothing), and a move made here races any other expirer
 * only through the conditional append, like every move. What is left when a bound is reached
 * waits for its schedule, or the sweep.
 */
export const INLINE_WAIT_MS = 10_000;
export const INLINE_RUNS = 20;
export const INLINE_MOVES = 20;

export interface InlineRun extends Expired {
  /** The game the wake-ups were for (the first one's, when a handler ever asks for several games). */
  gameId?: string;
  runs: number;
}

const TIMER_SLACK_MS = 5;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A scheduler that passes every wake-up on, and keeps those due within INLINE_WAIT_MS for `run`. */
export class InlineWakes implements Scheduler {
  private readonly near: WakeRequest[] = [];
  /** What `run` has done so far (read after it failed, too). */
  readonly done: InlineRun = { moves: 0, timeouts: 0, botMoves: 0, runs: 0 };

  constructor(
    private readonly inner: Scheduler,
    private readonly now: () => number,
  ) {}

  async wake(request: WakeRequest): Promise<void> {
    // Kept before it is passed on: if the scheduler fails, the handler still runs it.
    if (Date.parse(request.at) - this.now() <= INLINE_WAIT_MS) this.near.push({ ...request });
    await this.inner.wake(request);
  }

  /**
   * Waits for each near wake-up in turn and expires its game, until none is left or a bound is
   * reached. `deadlineMs` is the time (on `now`'s clock) no wait may end after. `ports` must
   * have this scheduler as theirs, so the wake-ups its moves make come back here.
   */
  async run(ports: Ports, deadlineMs: number, sleep: (ms: number) => Promise<void> = realSleep): Promise<InlineRun> {
    const out = this.done;
    out.gameId ??= this.near[0]?.gameId;
    while (this.near.length > 0 && out.runs < INLINE_RUNS && out.moves < INLINE_MOVES) {
      this.near.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
      const next = this.near[0];
      const dueMs = Date.parse(next.at);
      if (dueMs > deadlineMs) break;
      const wait = dueMs - this.now();
      // A timer may fire a millisecond early; the wake-up must be due when expireDue looks.
      if (wait > 0) await sleep(wait + TIMER_SLACK_MS);
      // Every wake-up of this game due by now is served by this one run.
      const now = this.now();
      for (let i = this.near.length - 1; i >= 0; i--) {
        if (this.near[i].gameId === next.gameId && Date.parse(this.near[i].at) <= now) this.near.splice(i, 1);
      }
      const done = await expireDue(ports, next.gameId);
      out.runs++;
      out.moves += done.moves;
      out.timeouts += done.timeouts;
      out.botMoves += done.botMoves;
    }
    return out;
  }
}

/** On AWS (the scheduler is EventBridge's): the inline runner for this invocation; elsewhere (the local stack's timers are exact) none. */
export function inlineWakesOf(ports: Ports): InlineWakes | null {
  return ports.scheduler instanceof EventBridgeScheduler
    ? new InlineWakes(ports.scheduler, () => ports.clock.now().getTime())
    : null;
}

/**
 * Runs the near wake-ups after the handler's own work and logs them as one `expire` line
 * (trigger 'inline') when any ran. A failure is logged, not thrown: the handler's work is done
 * and answered, and every wake-up left is with the scheduler.
 */
export async function runInline(
  inline: InlineWakes,
  ports: Ports & { broadcaster: Counted },
  deadlineMs: number,
  invocationId: string | undefined,
): Promise<void> {
  const started = performance.now();
  const { posts, gone, failures } = ports.broadcaster;
  let outcome = 'OK';
  try {
    await inline.run(ports, deadlineMs);
  } catch (err) {
    outcome = failureFrame(err, 'an inline expiry').code;
  }
  const done = inline.done;
  if (done.runs === 0 && outcome === 'OK') return;
  observer().expired({
    trigger: 'inline',
    gameId: done.gameId,
    outcome,
    moves: done.moves,
    timeouts: done.timeouts,
    botMoves: done.botMoves,
    invocationId,
    durationMs: performance.now() - started,
    posts: ports.broadcaster.posts - posts,
    gone: ports.broadcaster.gone - gone,
    postFailures: ports.broadcaster.failures - failures,
  });
}

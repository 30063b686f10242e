import { EventBridgeScheduler } from '../adapters/scheduler/eventbridge-scheduler.js';
import { errorFrame } from '../app/errors.js';
import { settleDue, type Expired } from '../app/expire.js';
import type { Ports, Scheduler, WakeRequest } from '../app/ports.js';
import { observer, type countingBroadcaster } from './ops/observer.js';

/**
 * EventBridge Scheduler fires within the minute of a schedule's time, and a wake-up due sooner
 * than a minute from now is scheduled a minute ahead (adapters/scheduler/eventbridge-scheduler.ts).
 * That is nothing beside an allowance of hours, but a bot's pause is 3 seconds: on schedules
 * alone a table of bots would take a minute or two a move. So on AWS a handler whose work asked
 * for a wake-up due within INLINE_WAIT_MS settles the game itself once its own work is done
 * (`settleDue`: it waits for each wake in turn and makes its moves), within bounds: at most
 * INLINE_MOVES moves, and no wait ending past the handler's budget (the message handler's keeps
 * the whole invocation well inside API Gateway's 29-second integration limit). Every wake-up
 * still goes to the scheduler, so none is lost if the handler dies waiting, and the scheduled
 * run that comes later finds the moves made (the conditional append makes each once).
 * The local stack's timers are exact: it has nothing to settle here.
 */
export const INLINE_WAIT_MS = 10_000;
export const INLINE_MOVES = 20;

type Counted = ReturnType<typeof countingBroadcaster>;

/** A scheduler that passes every wake-up on and notes the games that have one due within INLINE_WAIT_MS. */
export class NearWakes implements Scheduler {
  /** Games with a wake-up due within seconds, in the order first asked. */
  readonly games = new Set<string>();

  constructor(
    private readonly inner: Scheduler,
    private readonly now: () => number,
  ) {}

  async wake(request: WakeRequest): Promise<void> {
    // Noted before it is passed on: if the scheduler fails, the handler still settles the game.
    if (Date.parse(request.at) - this.now() <= INLINE_WAIT_MS) this.games.add(request.gameId);
    await this.inner.wake(request);
  }
}

/** On AWS (the scheduler is EventBridge's): the wake-ups to note for this invocation; elsewhere none. */
export function nearWakesOf(ports: Ports): NearWakes | null {
  return ports.scheduler instanceof EventBridgeScheduler ? new NearWakes(ports.scheduler, () => ports.clock.now().getTime()) : null;
}

/**
 * Settles every game `near` noted, until `deadlineMs` (on the ports' clock), each logged as one
 * `expire` line (trigger 'inline'). A failure is logged, not thrown: the handler's own work is
 * done and answered, and the wake-ups left are with the scheduler.
 */
export async function settleNear(
  near: NearWakes,
  ports: Ports & { broadcaster: Counted },
  deadlineMs: number,
  invocationId: string | undefined,
  sleep?: (ms: number) => Promise<void>,
): Promise<void> {
  for (const gameId of near.games) {
    const withinMs = deadlineMs - ports.clock.now().getTime();
    if (withinMs <= 0) return;
    const started = performance.now();
    const before = { posts: ports.broadcaster.posts, gone: ports.broadcaster.gone, failures: ports.broadcaster.failures };
    let done: Expired = { moves: 0, timeouts: 0, botMoves: 0 };
    let outcome = 'OK';
    try {
      done = await settleDue(ports, gameId, { withinMs, maxMoves: INLINE_MOVES, sleep });
    } catch (err) {
      outcome = errorFrame(err).code;
    }
    observer().expired({
      trigger: 'inline',
      gameId,
      outcome,
      ...done,
      invocationId,
      durationMs: performance.now() - started,
      posts: ports.broadcaster.posts - before.posts,
      gone: ports.broadcaster.gone - before.gone,
      postFailures: ports.broadcaster.failures - before.failures,
    });
  }
}

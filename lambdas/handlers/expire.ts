import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { EventBridgeScheduler } from '../adapters/scheduler/eventbridge-scheduler.js';
import { AppError, errorFrame } from '../app/errors.js';
import { settleDue, type Expired } from '../app/expire.js';
import { gameIdSchema } from '../protocol/client.js';
import { INLINE_MOVES } from './inline-wakes.js';
import { countingBroadcaster, observer } from './ops/observer.js';
import { systemPorts } from './ports.js';

/** What a wake-up's schedule sends (adapters/scheduler/eventbridge-scheduler.ts): the game, and nothing to trust beyond it. */
const wakeEventSchema = z.object({ gameId: gameIdSchema });

/**
 * On AWS, how long a run may go on waiting for wake-ups its moves made (a chain of bots, each
 * pausing in turn: inline-wakes.ts); the function has a minute. The local stack's timers are
 * exact, so there it makes the moves due and returns.
 */
export const EXPIRE_INLINE_BUDGET_MS = 40_000;

const NOTHING: Expired = { moves: 0, timeouts: 0, botMoves: 0 };

/**
 * A game's wake-up fired: make the moves now due (timeouts, bots). It decides from the game
 * itself, so a late or repeated wake-up does nothing. A failure (the store busy, a bug) is
 * thrown for the scheduler to retry and the Errors alarm to see; a refusal (an unknown game)
 * or an event with no game id would be refused again, so it is logged and dropped.
 */
export async function handler(event: unknown, context?: Context): Promise<void> {
  const started = performance.now();
  const invocationId = context?.awsRequestId;
  const wake = wakeEventSchema.safeParse(event);
  if (!wake.success) {
    return observer().expired({ trigger: 'schedule', outcome: 'SCHEMA', ...NOTHING, invocationId, durationMs: performance.now() - started, posts: 0, gone: 0, postFailures: 0 });
  }
  let broadcaster: ReturnType<typeof countingBroadcaster> | undefined;
  let done = NOTHING;
  let outcome = 'INTERNAL';
  try {
    const base = systemPorts();
    broadcaster = countingBroadcaster(base.broadcaster);
    const withinMs = base.scheduler instanceof EventBridgeScheduler ? EXPIRE_INLINE_BUDGET_MS : 0;
    done = await settleDue({ ...base, broadcaster }, wake.data.gameId, { withinMs, maxMoves: INLINE_MOVES });
    outcome = 'OK';
  } catch (err) {
    outcome = errorFrame(err).code;
    if (!(err instanceof AppError)) throw err;
  } finally {
    observer().expired({
      trigger: 'schedule', gameId: wake.data.gameId, outcome, ...done, invocationId, durationMs: performance.now() - started,
      posts: broadcaster?.posts ?? 0, gone: broadcaster?.gone ?? 0, postFailures: broadcaster?.failures ?? 0,
    });
  }
}

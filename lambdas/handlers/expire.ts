import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { AppError } from '../app/errors.js';
import { expireDue, type Expired } from '../app/expire.js';
import type { Ports } from '../app/ports.js';
import { gameIdSchema } from '../protocol/client.js';
import { inlineWakesOf, runInline } from './inline-wakes.js';
import { failureFrame } from './ops/failure.js';
import { countingBroadcaster, observer, observerReady } from './ops/observer.js';
import { systemPorts } from './ports.js';

/** What a wake-up's schedule sends (adapters/scheduler/eventbridge-scheduler.ts): the game, and nothing to trust beyond it. */
const wakeEventSchema = z.object({ gameId: gameIdSchema });

/** How long after a wake-up fired its run may go on with moves due within seconds (the function has a minute). */
export const EXPIRE_INLINE_BUDGET_MS = 40_000;

const NOTHING: Expired = { moves: 0, timeouts: 0, botMoves: 0 };

/**
 * A game's wake-up fired: make the moves now due (timeouts, bots), then, on AWS, those its
 * moves made due within seconds (the next bot's turn, inline-wakes.ts). It decides from the
 * game itself, so a late or repeated wake-up does nothing. A failure (the store busy, a bug)
 * is thrown for the scheduler to retry and the Errors alarm to see; a refusal (an unknown
 * game) or an event with no game id would be refused again, so it is logged and dropped.
 */
export async function handler(event: unknown, context?: Context): Promise<void> {
  // The logger and metrics load on the first invocation, not on import (ops/observer.ts).
  await observerReady();
  const started = performance.now();
  const invocationId = context?.awsRequestId;
  const wake = wakeEventSchema.safeParse(event);
  if (!wake.success) {
    observer().expired({
      trigger: 'schedule',
      outcome: 'SCHEMA',
      ...NOTHING,
      invocationId,
      durationMs: performance.now() - started,
      posts: 0,
      gone: 0,
      postFailures: 0,
    });
    return;
  }
  let ports: (Ports & { broadcaster: ReturnType<typeof countingBroadcaster> }) | undefined;
  let inline: ReturnType<typeof inlineWakesOf> = null;
  let done = NOTHING;
  let outcome = 'INTERNAL';
  let deadlineMs = 0;
  try {
    const base = systemPorts();
    deadlineMs = base.clock.now().getTime() + EXPIRE_INLINE_BUDGET_MS;
    inline = inlineWakesOf(base);
    ports = { ...base, broadcaster: countingBroadcaster(base.broadcaster), scheduler: inline ?? base.scheduler };
    done = await expireDue(ports, wake.data.gameId);
    outcome = 'OK';
  } catch (err) {
    outcome = failureFrame(err, 'the expiry', wake.data.gameId).code;
    if (!(err instanceof AppError)) throw err;
  } finally {
    const posts = ports?.broadcaster;
    observer().expired({
      trigger: 'schedule',
      gameId: wake.data.gameId,
      outcome,
      ...done,
      invocationId,
      durationMs: performance.now() - started,
      posts: posts?.posts ?? 0,
      gone: posts?.gone ?? 0,
      postFailures: posts?.failures ?? 0,
    });
  }
  if (inline && ports) await runInline(inline, ports, deadlineMs, invocationId);
}

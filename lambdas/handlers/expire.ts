import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { AppError, errorFrame } from '../app/errors.js';
import { expireDue } from '../app/expire.js';
import { gameIdSchema } from '../protocol/client.js';
import { countingBroadcaster, observer } from './ops/observer.js';
import { systemPorts } from './ports.js';

/** What a wake-up's schedule sends (adapters/scheduler/eventbridge-scheduler.ts): the game, and nothing to trust beyond it. */
const wakeEventSchema = z.object({ gameId: gameIdSchema });

/**
 * A game's wake-up fired: make the moves now due (timeouts, bots). It decides from the game
 * itself, so a late or repeated wake-up does nothing. A failure (the store busy, a bug) is
 * thrown for the scheduler to retry and the Errors alarm to see; a refusal (an unknown game)
 * or an event with no game id would be refused again, so it is logged and dropped.
 */
export async function handler(event: unknown, context?: Context): Promise<void> {
  const started = performance.now();
  const wake = wakeEventSchema.safeParse(event);
  const base = { trigger: 'schedule' as const, invocationId: context?.awsRequestId, moves: 0, timeouts: 0, botMoves: 0, posts: 0, gone: 0, postFailures: 0 };
  if (!wake.success) return observer().expired({ ...base, outcome: 'SCHEMA', durationMs: performance.now() - started });
  let broadcaster: ReturnType<typeof countingBroadcaster> | undefined;
  let done: Awaited<ReturnType<typeof expireDue>> | undefined;
  let outcome = 'INTERNAL';
  try {
    const ports = systemPorts();
    broadcaster = countingBroadcaster(ports.broadcaster);
    done = await expireDue({ ...ports, broadcaster }, wake.data.gameId);
    outcome = 'OK';
  } catch (err) {
    outcome = errorFrame(err).code;
    if (!(err instanceof AppError)) throw err;
  } finally {
    observer().expired({
      ...base,
      ...done,
      gameId: wake.data.gameId,
      outcome,
      durationMs: performance.now() - started,
      posts: broadcaster?.posts ?? 0,
      gone: broadcaster?.gone ?? 0,
      postFailures: broadcaster?.failures ?? 0,
    });
  }
}

import type { Context } from 'aws-lambda';
import { sweepDue, type Swept } from '../app/expire.js';
import { failureFrame } from './ops/failure.js';
import { observer, observerReady } from './ops/observer.js';
import { systemPorts } from './ports.js';

/**
 * Every 15 minutes (an EventBridge rule): expire every game the pending-deadlines index says
 * is due. Each one found is a wake-up that did not fire, which the SweepFound metric counts.
 */
export async function handler(_event: unknown, context?: Context): Promise<void> {
  // The logger and metrics load on the first invocation, not on import (ops/observer.ts).
  await observerReady();
  const started = performance.now();
  let done: Swept = { games: 0, moves: 0, timeouts: 0, botMoves: 0 };
  let outcome = 'INTERNAL';
  try {
    done = await sweepDue(systemPorts());
    outcome = 'OK';
  } catch (err) {
    outcome = failureFrame(err, 'the sweep').code;
    throw err;
  } finally {
    observer().swept({
      outcome,
      found: done.games,
      moves: done.moves,
      timeouts: done.timeouts,
      botMoves: done.botMoves,
      invocationId: context?.awsRequestId,
      durationMs: performance.now() - started,
    });
  }
}

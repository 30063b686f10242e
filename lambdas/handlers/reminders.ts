import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { digestDue, remindDue } from '../app/notify/index.js';
import { failureFrame } from './ops/failure.js';
import { observer, observerReady } from './ops/observer.js';
import { notifyPorts } from './notify-ports.js';

/** What the CDK app's rules send (infra/constructs/notifications.ts): which of the two runs. */
const runSchema = z.object({ run: z.enum(['reminders', 'digest']) });
export type ScheduledRun = z.infer<typeof runSchema>;

/**
 * Every 15 minutes (one rule): reminders 24 h and 2 h before a seat's deadline; at the top of
 * every hour (another): the daily digest for devices whose chosen local hour it is. Each sends
 * what is due once (recorded with conditional writes), so a repeated or late run sends nothing
 * twice. A failure is thrown, for EventBridge to retry and the Errors alarm to see.
 */
export async function handler(event: unknown, context?: Context): Promise<void> {
  // The logger and metrics load on the first invocation, not on import (ops/observer.ts).
  await observerReady();
  const started = performance.now();
  const invocationId = context?.awsRequestId;
  const parsed = runSchema.safeParse(event);
  if (!parsed.success) {
    observer().notified({
      trigger: 'reminders',
      outcome: 'SCHEMA',
      reason: 'the event is not { run: "reminders" | "digest" }',
      ...NOTHING,
      invocationId,
      durationMs: performance.now() - started,
    });
    return;
  }
  const trigger = parsed.data.run;
  let results: { result: 'sent' | 'gone' | 'failed' }[] = [];
  let outcome = 'INTERNAL';
  try {
    const ports = await notifyPorts();
    const nowMs = ports.clock.now().getTime();
    results = trigger === 'reminders' ? (await remindDue(ports, nowMs)).pushes : (await digestDue(ports, nowMs)).pushes;
    outcome = 'OK';
  } catch (err) {
    outcome = failureFrame(err, `the ${trigger} run`).code;
    throw err;
  } finally {
    const by = (r: string) => results.filter((p) => p.result === r).length;
    observer().notified({
      trigger,
      outcome,
      ...NOTHING,
      pushes: results.length,
      gone: by('gone'),
      pushFailures: by('failed'),
      invocationId,
      durationMs: performance.now() - started,
    });
  }
}

const NOTHING = { pushes: 0, gone: 0, pushFailures: 0, skippedVisible: 0, webhookPosts: 0, webhookOff: 0 };

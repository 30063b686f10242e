import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { sendTo } from '../app/broadcast.js';
import { answerMessage, parseClientMessage } from '../app/router.js';
import type { ServerFrame } from '../protocol/server.js';
import { inlineWakesOf, runInline } from './inline-wakes.js';
import { describeHandled } from './ops/handled-message.js';
import { countingBroadcaster, observer, observerReady } from './ops/observer.js';
import { portsFor } from './ports.js';

/**
 * How long after a message arrives its handler may still be running bots' moves due within
 * seconds (inline-wakes.ts): the last one ends well inside API Gateway's 29-second limit.
 */
export const MESSAGE_INLINE_BUDGET_MS = 15_000;

/**
 * $default: every client message; the answers are posted back to the sender's connection.
 * Each message is logged once, with its outcome and the posts it made (ops/observer.ts).
 * Then, on AWS, the moves its own moves made due within seconds (a bot's turn) are run here.
 */
export async function handler(
  event: APIGatewayProxyWebsocketEventV2,
  context?: Context,
): Promise<APIGatewayProxyResultV2> {
  const started = performance.now();
  // The logger and metrics are not needed for the answer: they load once its first call to the
  // store or the @connections API is on the wire (setImmediate runs when this turn is waiting),
  // instead of lengthening a cold start's import or answer.
  const logging = new Promise((turn) => setImmediate(turn)).then(observerReady);
  const { connectionId } = event.requestContext;
  const base = portsFor(event.requestContext);
  const startedAt = base.clock.now().getTime();
  const broadcaster = countingBroadcaster(base.broadcaster);
  const inline = inlineWakesOf(base);
  const ports = { ...base, broadcaster, scheduler: inline ?? base.scheduler };
  const body = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const msg = parseClientMessage(body);
  let frames: ServerFrame[] = [];
  let failed = true;
  try {
    frames = await answerMessage(ports, connectionId, msg);
    await sendTo(ports, connectionId, frames);
    failed = false;
  } finally {
    await logging;
    const described = describeHandled(msg, frames);
    observer().handled({
      ...described,
      // The answer could not be posted: Lambda reports the error, and the log says which message it was.
      outcome: failed ? 'FAILED' : described.outcome,
      connectionId,
      invocationId: context?.awsRequestId,
      durationMs: performance.now() - started,
      posts: broadcaster.posts,
      gone: broadcaster.gone,
      postFailures: broadcaster.failures,
    });
  }
  if (inline) await runInline(inline, ports, startedAt + MESSAGE_INLINE_BUDGET_MS, context?.awsRequestId);
  return { statusCode: 200 };
}

import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { sendTo } from '../app/broadcast.js';
import { answerMessage, parseClientMessage } from '../app/router.js';
import type { ServerFrame } from '../protocol/server.js';
import { describeHandled } from './ops/handled-message.js';
import { countingBroadcaster, observer } from './ops/observer.js';
import { portsFor } from './ports.js';

/**
 * $default: every client message; the answers are posted back to the sender's connection.
 * Each message is logged once, with its outcome and the posts it made (ops/observer.ts).
 */
export async function handler(event: APIGatewayProxyWebsocketEventV2, context?: Context): Promise<APIGatewayProxyResultV2> {
  const started = performance.now();
  const { connectionId } = event.requestContext;
  const base = portsFor(event.requestContext);
  const broadcaster = countingBroadcaster(base.broadcaster);
  const ports = { ...base, broadcaster };
  const body = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const msg = parseClientMessage(body);
  let frames: ServerFrame[] = [];
  let failed = true;
  try {
    frames = await answerMessage(ports, connectionId, msg);
    await sendTo(ports, connectionId, frames);
    failed = false;
  } finally {
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
  return { statusCode: 200 };
}

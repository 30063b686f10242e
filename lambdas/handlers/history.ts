import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { auditExport } from '../app/audit.js';
import { auditHistory } from '../app/history.js';
import { gameIdSchema } from '../protocol/client.js';
import { failureFrame } from './ops/failure.js';
import { observer, observerReady } from './ops/observer.js';
import { portsFor } from './ports.js';

const STATUS: Record<string, number> = { SCHEMA: 400, UNKNOWN_GAME: 404, BUSY: 503, CORRUPT_GAME: 503 };

function json(statusCode: number, body: unknown, cacheControl = 'no-store'): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': cacheControl },
    body: JSON.stringify(body),
  };
}

/**
 * GET /games/{gameId}/history (the described entries) and GET /games/{gameId}/audit (the
 * verifiable export, docs/audit.md): public while the game runs, complete once it is over.
 * Each request is logged once (ops/observer.ts).
 */
export async function handler(
  event: APIGatewayProxyEventV2,
  context?: Context,
): Promise<APIGatewayProxyStructuredResultV2> {
  // The logger and metrics load on the first invocation, not on import (ops/observer.ts).
  await observerReady();
  const started = performance.now();
  const { status, outcome, result, gameId } = await answer(event);
  observer().served({
    route: event.routeKey,
    gameId,
    status,
    outcome,
    requestId: event.requestContext.requestId,
    invocationId: context?.awsRequestId,
    durationMs: performance.now() - started,
  });
  return result;
}

async function answer(
  event: APIGatewayProxyEventV2,
): Promise<{ status: number; outcome: string; result: APIGatewayProxyStructuredResultV2; gameId?: string }> {
  const id = gameIdSchema.safeParse(event.pathParameters?.gameId);
  if (!id.success)
    return {
      status: 400,
      outcome: 'SCHEMA',
      result: json(400, { code: 'SCHEMA', message: 'A game id is 22 base64url characters.' }),
    };
  // The chat goes with the history only when asked for (`?chat=1`), and is never cached: it may change after the end.
  const query = new URLSearchParams(event.rawQueryString);
  const withChat = !event.routeKey.endsWith('/audit') && query.get('chat') === '1';
  // The notes the seats agreed to show go with it only when asked for (`?notes=1`), and only after the end.
  const withNotes = !event.routeKey.endsWith('/audit') && query.get('notes') === '1';
  try {
    const ports = portsFor(event.requestContext);
    const doc = event.routeKey.endsWith('/audit')
      ? await auditExport(ports, id.data)
      : await auditHistory(ports, id.data, { chat: withChat, notes: withNotes });
    // A finished game's log never changes again.
    return {
      status: 200,
      outcome: 'OK',
      gameId: id.data,
      result: json(
        200,
        doc,
        doc.status === 'over' && !withChat && !withNotes ? 'public, max-age=86400, immutable' : 'no-store',
      ),
    };
  } catch (err) {
    const { code, message } = failureFrame(err, `the ${event.routeKey} request`, id.data);
    const status = STATUS[code] ?? 500;
    return { status, outcome: code, gameId: id.data, result: json(status, { code, message }) };
  }
}

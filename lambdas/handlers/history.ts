import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { auditExport } from '../app/audit.js';
import { auditHistory } from '../app/history.js';
import { errorFrame } from '../app/errors.js';
import { gameIdSchema } from '../protocol/client.js';
import { portsFor } from './ports.js';

const STATUS: Record<string, number> = { SCHEMA: 400, UNKNOWN_GAME: 404, BUSY: 503 };

function json(statusCode: number, body: unknown, cacheControl = 'no-store'): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json', 'cache-control': cacheControl }, body: JSON.stringify(body) };
}

/**
 * GET /games/{gameId}/history (the described entries) and GET /games/{gameId}/audit (the
 * verifiable export, docs/audit.md): public while the game runs, complete once it is over.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const id = gameIdSchema.safeParse(event.pathParameters?.gameId);
  if (!id.success) return json(400, { code: 'SCHEMA', message: 'A game id is 22 base64url characters.' });
  try {
    const ports = portsFor(event.requestContext);
    const doc = event.routeKey.endsWith('/audit') ? await auditExport(ports, id.data) : await auditHistory(ports, id.data);
    // A finished game's log never changes again.
    return json(200, doc, doc.status === 'over' ? 'public, max-age=86400, immutable' : 'no-store');
  } catch (err) {
    const { code, message } = errorFrame(err);
    return json(STATUS[code] ?? 500, { code, message });
  }
}

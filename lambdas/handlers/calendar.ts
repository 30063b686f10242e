import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { calendarDocument } from '../app/calendar/document.js';
import { FEED_PATTERN } from '../protocol/calendar-links.js';
import { failureFrame } from './ops/failure.js';
import { observer, observerReady } from './ops/observer.js';
import { portsFor } from './ports.js';

const STATUS: Record<string, number> = { UNKNOWN_FEED: 404, BUSY: 503 };
/**
 * Calendar apps fetch a feed every few hours at most; five minutes spares the store a burst of
 * fetches. Private: the URL is a secret, and no shared cache should keep what it lists.
 */
const FEED_CACHE = 'private, max-age=300';

/**
 * GET /calendar/{feed}: a device's deadline calendar (lambdas/app/calendar/feed.ts) as
 * iCalendar, for a calendar app subscribed to its secret URL (`.ics` after the secret is
 * optional). A secret of the wrong shape, or one no feed has (renewed, never made), is a 404
 * with no data. Each request is logged once, without the secret.
 */
export async function handler(
  event: APIGatewayProxyEventV2,
  context?: Context,
): Promise<APIGatewayProxyStructuredResultV2> {
  // The logger and metrics load on the first invocation, not on import (ops/observer.ts).
  await observerReady();
  const started = performance.now();
  const { status, outcome, result } = await answer(event);
  observer().served({
    route: event.routeKey,
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
): Promise<{ status: number; outcome: string; result: APIGatewayProxyStructuredResultV2 }> {
  const feed = event.pathParameters?.feed?.replace(/\.ics$/, '');
  if (feed === undefined || !FEED_PATTERN.test(feed))
    return refusal(404, 'UNKNOWN_FEED', 'There is no such calendar feed.');
  try {
    const text = await calendarDocument(portsFor(event.requestContext), feed);
    return {
      status: 200,
      outcome: 'OK',
      result: {
        statusCode: 200,
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'inline; filename="tradewinds.ics"',
          'cache-control': FEED_CACHE,
        },
        body: text,
      },
    };
  } catch (err) {
    const { code, message } = failureFrame(err, 'the calendar feed');
    return refusal(STATUS[code] ?? 500, code, message);
  }
}

function refusal(status: number, code: string, message: string) {
  return {
    status,
    outcome: code,
    result: {
      statusCode: status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      body: JSON.stringify({ code, message }),
    },
  };
}

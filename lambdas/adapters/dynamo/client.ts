import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { NodeHttpHandlerOptions } from '@smithy/types';
import { keptSigner } from '../kept-signer.js';
import { keepHandlers } from './kept-handlers.js';
import type { LocalTransport } from '../local-transports.js';

/** How long a kept-alive socket may sit unused before the client drops it. */
const IDLE_SOCKET_MS = 20_000;

/**
 * Timeouts and a keep-alive agent for an SDK client. Without an agent timeout Node keeps
 * an idle socket forever and ignores the server's `Keep-Alive: timeout` hint, so a burst
 * after a quiet spell reuses sockets the server has already closed (ECONNRESET, "socket
 * hang up"); with it, Node drops them a second before the server would. A request that
 * hangs fails with TimeoutError instead of holding a Lambda until its own timeout.
 */
export function requestHandlerOptions(timeouts: {
  connectionTimeout: number;
  requestTimeout: number;
}): NodeHttpHandlerOptions {
  const agent = { keepAlive: true, maxSockets: 50, timeout: IDLE_SOCKET_MS };
  return { ...timeouts, throwOnRequestTimeout: true, httpAgent: agent, httpsAgent: agent };
}

/**
 * A DocumentClient for the adapters. The region and endpoint come from the standard
 * AWS environment (AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB for the local stack).
 * SDK retries are off: withRetry bounds them instead, network errors included.
 * `transport` replaces the network (the local stack's in-process store); without one
 * the client uses HTTP with the timeouts above. It keeps one signer (kept-signer.ts) and one
 * resolved middleware stack per command class (kept-handlers.ts).
 */
export function documentClient(transport?: LocalTransport): DynamoDBDocumentClient {
  const requestHandler = transport ?? requestHandlerOptions({ connectionTimeout: 2_000, requestTimeout: 5_000 });
  const client: DynamoDBClient = new DynamoDBClient({
    maxAttempts: 1,
    requestHandler,
    signer: keptSigner('dynamodb', () => client),
  });
  return keepHandlers(DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }));
}

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SignatureV4 } from '@smithy/signature-v4';
import type { NodeHttpHandlerOptions } from '@smithy/types';
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
 * the client uses HTTP with the timeouts above.
 */
export function documentClient(transport?: LocalTransport): DynamoDBDocumentClient {
  const requestHandler = transport ?? requestHandlerOptions({ connectionTimeout: 2_000, requestTimeout: 5_000 });
  // One SigV4 signer for the client's life. Left to itself the SDK makes a new one for every
  // request (copying the whole client config into it), so the signer's cache of the day's
  // signing key is always empty and every request derives the key again: four HMACs. With one
  // signer a request makes two. The region and service still come with each request (its auth
  // scheme), and the credentials are the client's own provider, refreshed as before.
  let signer: SignatureV4 | undefined;
  const client: DynamoDBClient = new DynamoDBClient({
    maxAttempts: 1,
    requestHandler,
    signer: () =>
      Promise.resolve(
        (signer ??= new SignatureV4({
          credentials: client.config.credentials,
          region: client.config.region,
          service: 'dynamodb',
          sha256: client.config.sha256,
          uriEscapePath: true,
        })),
      ),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { Broadcaster } from '../../app/ports.js';
import { retryTransient, type RetryPolicy } from '../dynamo/retry.js';

/**
 * Three tries over about 60 ms. A frame posted twice (the first answer was lost) is
 * harmless: clients key entries by version and ignore older updates.
 */
export const POST_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 20 };

/** Posts through the API Gateway Management API (`POST @connections/{id}`). */
export class ApiGatewayBroadcaster implements Broadcaster {
  constructor(
    private readonly client: ApiGatewayManagementApiClient,
    private readonly retry: RetryPolicy = POST_RETRY,
  ) {}

  async post(connectionId: string, data: string): Promise<'ok' | 'gone'> {
    const body = new TextEncoder().encode(data);
    try {
      await retryTransient(
        () => this.client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: body })),
        this.retry,
      );
      return 'ok';
    } catch (err) {
      if (
        err instanceof GoneException ||
        (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410
      )
        return 'gone';
      throw err;
    }
  }
}

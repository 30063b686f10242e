import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { Broadcaster } from '../../app/ports.js';

/** Posts through the API Gateway Management API (`POST @connections/{id}`). */
export class ApiGatewayBroadcaster implements Broadcaster {
  constructor(private readonly client: ApiGatewayManagementApiClient) {}

  async post(connectionId: string, data: string): Promise<'ok' | 'gone'> {
    try {
      await this.client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }));
      return 'ok';
    } catch (err) {
      if (err instanceof GoneException || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410) return 'gone';
      throw err;
    }
  }
}

import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { openConnection } from '../app/connections.js';
import { portsFor } from './ports.js';

/** $connect: remember the connection. */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await openConnection(portsFor(event.requestContext), event.requestContext.connectionId);
  return { statusCode: 200 };
}

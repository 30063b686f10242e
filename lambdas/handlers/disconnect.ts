import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { closeConnection } from '../app/connections.js';
import { portsFor } from './ports.js';

/** $disconnect: forget the connection so broadcasts skip it. */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await closeConnection(portsFor(event.requestContext), event.requestContext.connectionId);
  return { statusCode: 200 };
}

import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { sendTo } from '../app/broadcast.js';
import { handleMessage } from '../app/router.js';
import { portsFor } from './ports.js';

/** $default: every client message; the answers are posted back to the sender's connection. */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const { connectionId } = event.requestContext;
  const ports = portsFor(event.requestContext);
  const body = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  await sendTo(ports, connectionId, await handleMessage(ports, connectionId, body));
  return { statusCode: 200 };
}

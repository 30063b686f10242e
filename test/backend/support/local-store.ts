import { get } from 'node:http';
import { DynamoDBClient, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import type { LocalStack } from '../../../infra/local/server.js';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';

/** A client of the local stack's store, for tests that look behind the handlers. */
export function storeClient(stack: LocalStack): DynamoDBClient {
  return new DynamoDBClient({
    endpoint: stack.storeEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Every connection id in the connections table. */
export async function storedConnectionIds(stack: LocalStack): Promise<string[]> {
  const client = storeClient(stack);
  try {
    const page = await client.send(new ScanCommand({ TableName: LOCAL_TABLES.connections }));
    return (page.Items ?? []).map((i) => i.connectionId.S!);
  } finally {
    client.destroy();
  }
}

/** Writes a connection record as a subscribe would, for a socket that does not exist. */
export async function putGhostConnection(stack: LocalStack, connectionId: string, gameId: string): Promise<void> {
  const client = storeClient(stack);
  try {
    await client.send(
      new PutItemCommand({
        TableName: LOCAL_TABLES.connections,
        Item: {
          gameId: { S: gameId },
          connectionId: { S: connectionId },
          connectedAt: { S: new Date().toISOString() },
          expiresAt: { N: '1' },
        },
      }),
    );
  } finally {
    client.destroy();
  }
}

/** A GET with the path sent exactly as given (fetch would normalize it); resolves with status and body. */
export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Polls `check` until it holds or `timeoutMs` passes; returns whether it held. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Whether every stored connection of the seat says its page is hidden (`presence`): what the
 * notifier reads before it pushes. A page sends its presence without waiting for the answer, so a
 * test that hides a tab and at once makes a move waits on this first, as a player's move comes
 * long after.
 */
export async function seatHidden(stack: LocalStack, gameId: string, seat: number): Promise<boolean> {
  const client = storeClient(stack);
  try {
    const page = await client.send(
      new ScanCommand({
        TableName: LOCAL_TABLES.connections,
        FilterExpression: 'gameId = :g AND seat = :s',
        ExpressionAttributeValues: { ':g': { S: gameId }, ':s': { N: String(seat) } },
      }),
    );
    const items = page.Items ?? [];
    return items.length > 0 && items.every((i) => i.visible?.BOOL === false);
  } finally {
    client.destroy();
  }
}

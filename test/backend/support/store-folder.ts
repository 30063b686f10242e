import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynalite } from '../../../infra/local/dynalite.js';
import { ensureTables, LOCAL_TABLES } from '../../../infra/local/tables.js';

/**
 * A real store folder, as the local stack leaves it: tables written by one run of dynalite,
 * which the next run's LevelDB replays into a table file, then more written into its log. Both
 * kinds of file hold records of `games` games.
 */
export async function fillStoreFolder(dir: string, { games = 5, records = 100 } = {}): Promise<void> {
  for (const session of [0, 1]) {
    const dynamo = await startDynalite(dir);
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    try {
      await ensureTables(client);
      for (let i = 0; i < records; i += 25) {
        const puts = Array.from({ length: 25 }, (_, k) => {
          const version = session * records + i + k;
          return {
            PutRequest: {
              Item: {
                gameId: { S: `game-${version % games}` },
                version: { N: String(version) },
                data: { S: `record ${version} `.repeat(40) },
              },
            },
          };
        });
        await client.send(new BatchWriteItemCommand({ RequestItems: { [LOCAL_TABLES.events]: puts } }));
      }
    } finally {
      client.destroy();
      await dynamo.close();
    }
  }
}

/** The folder's files of one kind ('ldb': tables, 'log': the write-ahead log), non-empty ones only. */
export function storeFiles(dir: string, kind: 'ldb' | 'log'): string[] {
  return readdirSync(dir).filter((f) => f.endsWith(`.${kind}`) && readFileSync(join(dir, f)).length > 0);
}

/** Flips one bit of the byte at `at` (default: the middle of the file), as a bad disk would. */
export function flipByte(file: string, at?: number): number {
  const bytes = readFileSync(file);
  const offset = at ?? Math.floor(bytes.length / 2);
  bytes[offset] ^= 0x10;
  writeFileSync(file, bytes);
  return offset;
}

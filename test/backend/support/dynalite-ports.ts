import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoConnections } from '../../../lambdas/adapters/dynamo/connections.js';
import { DynamoEventStore } from '../../../lambdas/adapters/dynamo/event-store.js';
import { DynamoGameRepository } from '../../../lambdas/adapters/dynamo/game-repository.js';
import { DynamoSubscriptions } from '../../../lambdas/adapters/dynamo/subscriptions.js';
import { randomIds, seededSeeds, systemClock } from '../../../lambdas/adapters/system.js';
import { startDynalite } from '../../../infra/local/dynalite.js';
import { ensureTables, LOCAL_TABLES } from '../../../infra/local/tables.js';
import { MemoryBroadcaster, MemoryScheduler, type MemoryPorts } from './memory-ports.js';

export interface DynalitePorts {
  ports: Omit<MemoryPorts, 'events' | 'games' | 'connections' | 'subscriptions' | 'time' | 'limits'> & {
    events: DynamoEventStore;
    games: DynamoGameRepository;
    connections: DynamoConnections;
    subscriptions: DynamoSubscriptions;
  };
  doc: DynamoDBDocumentClient;
  close(): Promise<void>;
}

/** The real adapters through the real SDK against dynalite in a temporary folder; posts are recorded in memory. */
export async function dynalitePorts(seed = 1): Promise<DynalitePorts> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dir = mkdtempSync(join(tmpdir(), 'tradewinds-ddb-'));
  const dynamo = await startDynalite(dir);
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  await ensureTables(client);
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return {
    doc,
    ports: {
      events: new DynamoEventStore(doc, LOCAL_TABLES.events),
      games: new DynamoGameRepository(doc, LOCAL_TABLES.games),
      connections: new DynamoConnections(doc, LOCAL_TABLES.connections),
      subscriptions: new DynamoSubscriptions(doc, LOCAL_TABLES.subscriptions),
      broadcaster: new MemoryBroadcaster(),
      scheduler: new MemoryScheduler(),
      clock: systemClock,
      seeds: seededSeeds(seed),
      ids: randomIds,
    },
    async close() {
      client.destroy();
      await dynamo.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { MIN_MOVE_SECONDS } from '../../engine/core/clock/index.js';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { ApiGatewayBroadcaster } from '../adapters/apigw/broadcaster.js';
import { documentClient, requestHandlerOptions } from '../adapters/dynamo/client.js';
import { DynamoConnections } from '../adapters/dynamo/connections.js';
import { DynamoEventStore } from '../adapters/dynamo/event-store.js';
import { DynamoGameRepository } from '../adapters/dynamo/game-repository.js';
import { tableNamesFromEnv } from '../adapters/dynamo/tables.js';
import { localScheduler, unconfiguredScheduler } from '../adapters/local-scheduler.js';
import { localTransport, type LocalTransport } from '../adapters/local-transports.js';
import { cryptoSeeds, randomIds, systemClock } from '../adapters/system.js';
import { PRODUCTION_BOT_PAUSE_MS, type Ports } from '../app/ports.js';

/**
 * The composition root for the handlers. Clients are built once per configuration and
 * reused across invocations (a warm Lambda keeps its connections); the configuration is
 * read from the environment on each call so the local stack can restart on another port.
 * An endpoint the local stack serves in this very process comes with a transport of its
 * own (adapters/local-transports.ts); on AWS there is none and the clients use the network.
 */
let stores: { key: string; transport: LocalTransport | undefined; value: Omit<Ports, 'broadcaster' | 'scheduler'> } | null = null;
const broadcasters = new Map<string, { transport: LocalTransport | undefined; value: ApiGatewayBroadcaster }>();

function storePorts(): Omit<Ports, 'broadcaster' | 'scheduler'> {
  const tables = tableNamesFromEnv();
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const key = JSON.stringify([endpoint, process.env.AWS_REGION, tables, process.env.MIN_MOVE_SECONDS, process.env.BOT_PAUSE_MS]);
  const transport = localTransport(endpoint);
  if (stores?.key !== key || stores.transport !== transport) {
    const doc = documentClient(transport);
    stores = {
      key,
      transport,
      value: {
        events: new DynamoEventStore(doc, tables.events),
        games: new DynamoGameRepository(doc, tables.games),
        connections: new DynamoConnections(doc, tables.connections),
        clock: systemClock,
        seeds: cryptoSeeds,
        ids: randomIds,
        ...limitsFromEnv(),
      },
    };
  }
  return stores.value;
}

/**
 * MIN_MOVE_SECONDS lowers the floor of a table's per-move allowance: the local stack sets it
 * so tests can watch a 2-second clock run out; BOT_PAUSE_MS shortens bots' pause (local 1000).
 * AWS never sets them: production keeps its floor and pause.
 */
function limitsFromEnv(): Pick<Ports, 'limits'> {
  const raw = process.env.MIN_MOVE_SECONDS;
  if (raw === undefined || raw === '') return {};
  const minMoveSeconds = Number(raw);
  if (!Number.isInteger(minMoveSeconds) || minMoveSeconds < MIN_MOVE_SECONDS) {
    throw new Error(`MIN_MOVE_SECONDS is a whole number of seconds, at least ${MIN_MOVE_SECONDS}; got '${raw}'`);
  }
  const pause = process.env.BOT_PAUSE_MS;
  const botPauseMs = pause === undefined || pause === '' ? PRODUCTION_BOT_PAUSE_MS : Number(pause);
  if (!Number.isInteger(botPauseMs) || botPauseMs < 0) throw new Error(`BOT_PAUSE_MS is a whole number of milliseconds; got '${pause}'`);
  return { limits: { minMoveSeconds, botPauseMs } };
}

/**
 * The Management API lives at https://{domain}/{stage} of the WebSocket API that called us,
 * unless WS_MANAGEMENT_ENDPOINT says otherwise (the local emulator, a custom domain).
 * A post answers in milliseconds once the frame is queued, so a post that hangs is cut
 * off after a few seconds and retried by the broadcaster rather than holding a socket of
 * the agent while the other posts queue behind it.
 */
function broadcaster(domainName: string, stage: string): ApiGatewayBroadcaster {
  const endpoint = process.env.WS_MANAGEMENT_ENDPOINT ?? `https://${domainName}/${stage}`;
  const transport = localTransport(endpoint);
  let b = broadcasters.get(endpoint);
  if (!b || b.transport !== transport) {
    const requestHandler = transport ?? requestHandlerOptions({ connectionTimeout: 2_000, requestTimeout: 3_000 });
    // Every post is the same command: its middleware is resolved once, not on each of the thousands of posts.
    const client = new ApiGatewayManagementApiClient({ endpoint, maxAttempts: 1, requestHandler, cacheMiddleware: true });
    b = { transport, value: new ApiGatewayBroadcaster(client) };
    broadcasters.set(endpoint, b);
  }
  return b.value;
}

export function portsFor(requestContext: { domainName: string; stage: string }): Ports {
  // The local stack's timer when it registered one in this process (read on each call: it restarts).
  const scheduler = localScheduler() ?? unconfiguredScheduler;
  return { ...storePorts(), broadcaster: broadcaster(requestContext.domainName, requestContext.stage), scheduler };
}

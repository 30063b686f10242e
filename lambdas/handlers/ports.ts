import { MIN_MOVE_SECONDS, PRODUCTION_MIN_MOVE_SECONDS } from '../../engine/core/clock/index.js';
import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { ApiGatewayBroadcaster } from '../adapters/apigw/broadcaster.js';
import { documentClient, requestHandlerOptions } from '../adapters/dynamo/client.js';
import { DynamoCalendarFeeds } from '../adapters/dynamo/calendar-feeds.js';
import { DynamoChat } from '../adapters/dynamo/chat.js';
import { DynamoNotes } from '../adapters/dynamo/notes.js';
import { DynamoRematches } from '../adapters/dynamo/rematches.js';
import { DynamoConnections } from '../adapters/dynamo/connections.js';
import { DynamoEventStore } from '../adapters/dynamo/event-store.js';
import { DynamoGameRepository } from '../adapters/dynamo/game-repository.js';
import { DynamoSubscriptions, unconfiguredSubscriptions } from '../adapters/dynamo/subscriptions.js';
import { localConnections } from '../adapters/local-connections.js';
import { localNotifier } from '../adapters/local-notifier.js';
import { tableNamesFromEnv } from '../adapters/dynamo/tables.js';
import { localScheduler, unconfiguredScheduler } from '../adapters/local-scheduler.js';
import { keptSigner } from '../adapters/kept-signer.js';
import { localTransport, type LocalTransport } from '../adapters/local-transports.js';
import { EventBridgeScheduler, scheduleTargetFromEnv } from '../adapters/scheduler/eventbridge-scheduler.js';
import { cryptoSeeds, randomIds, systemClock } from '../adapters/system.js';
import { PRODUCTION_BOT_PAUSE_MS, type Limits, type Ports, type Scheduler } from '../app/ports.js';
import { observedProblems } from './ops/observer.js';

/**
 * The composition root for the handlers. Clients are built once per configuration and
 * reused across invocations (a warm Lambda keeps its connections); the configuration is
 * read from the environment on each call so the local stack can restart on another port.
 * An endpoint the local stack serves in this very process comes with a transport of its
 * own (adapters/local-transports.ts); on AWS there is none and the clients use the network.
 */
let stores: {
  key: string;
  transport: LocalTransport | undefined;
  value: Omit<Ports, 'broadcaster' | 'scheduler'>;
} | null = null;
let eventBridge: { key: string; value: Scheduler } | null = null;
const broadcasters = new Map<string, { transport: LocalTransport | undefined; value: ApiGatewayBroadcaster }>();

function storePorts(): Omit<Ports, 'broadcaster' | 'scheduler'> {
  const tables = tableNamesFromEnv();
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const key = JSON.stringify([
    endpoint,
    process.env.AWS_REGION,
    tables,
    process.env.MIN_MOVE_SECONDS,
    process.env.BOT_PAUSE_MS,
    process.env.LOOPBACK_HOOKS,
  ]);
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
        subscriptions: tables.subscriptions
          ? new DynamoSubscriptions(doc, tables.subscriptions)
          : unconfiguredSubscriptions,
        // The calendar feeds are items of the notifications table; absent where it is not configured.
        ...(tables.subscriptions && { calendars: new DynamoCalendarFeeds(doc, tables.subscriptions) }),
        // Absent where the function was given no chat table: chat actions then answer INTERNAL, logged as unexpected.
        ...(tables.chat && { chat: new DynamoChat(doc, tables.chat) }),
        // The private notes are items of the chat table, under keys of their own.
        ...(tables.chat && { notes: new DynamoNotes(doc, tables.chat) }),
        // So are the rematches of finished games, one item each.
        ...(tables.chat && { rematches: new DynamoRematches(doc, tables.chat) }),
        clock: systemClock,
        seeds: cryptoSeeds,
        ids: randomIds,
        limits: limitsFromEnv(),
        problems: observedProblems,
      },
    };
  }
  return stores.value;
}

/**
 * The local stack's timers when it registered them in this process (read on each call: it
 * restarts). On AWS the CDK app gives every function that schedules the group, the role and
 * the expire function (infra/constructs/wakeups.ts). A handler with neither (history never
 * schedules) gets the unconfigured scheduler, which refuses every wake-up aloud.
 */
function scheduler(): Scheduler {
  const local = localScheduler();
  if (local) return local;
  if (!process.env.SCHEDULE_GROUP) return unconfiguredScheduler;
  const target = scheduleTargetFromEnv();
  const key = JSON.stringify([process.env.AWS_REGION, target]);
  if (eventBridge?.key !== key) {
    // Made on the first wake-up (most messages ask for none), then kept for the sandbox's life.
    let client: Promise<SchedulerClient> | undefined;
    const connect = () =>
      (client ??= import('@aws-sdk/client-scheduler').then(({ SchedulerClient }) => {
        // A CreateSchedule answers in milliseconds; the SDK's own retries (three tries) cover its throttling.
        const scheduler: SchedulerClient = new SchedulerClient({
          requestHandler: requestHandlerOptions({ connectionTimeout: 2_000, requestTimeout: 3_000 }),
          signer: keptSigner('scheduler', () => scheduler),
        });
        return scheduler;
      }));
    eventBridge = { key, value: new EventBridgeScheduler(connect, target, systemClock) };
  }
  return eventBridge.value;
}

/**
 * MIN_MOVE_SECONDS is the floor of a table's per-move allowance: the CDK app sets the stage's
 * (an hour, the number it also writes into the web client's config.json); the local stack sets
 * 2 so tests can watch a clock run out. BOT_PAUSE_MS shortens a bot's pause the same way.
 */
function limitsFromEnv(): Limits {
  return {
    minMoveSeconds: wholeFromEnv('MIN_MOVE_SECONDS', 'seconds', MIN_MOVE_SECONDS) ?? PRODUCTION_MIN_MOVE_SECONDS,
    botPauseMs: wholeFromEnv('BOT_PAUSE_MS', 'milliseconds', 0) ?? PRODUCTION_BOT_PAUSE_MS,
    // The local stack's tests run their push service and webhook receiver on 127.0.0.1.
    loopbackHooks: process.env.LOOPBACK_HOOKS === 'true',
  };
}

function wholeFromEnv(name: string, unit: string, least: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} is a whole number of ${unit}, at least ${least}; got '${raw}'`);
  return value;
}

/**
 * The Management API lives at https://{domain}/{stage} of the WebSocket API that called us,
 * unless WS_MANAGEMENT_ENDPOINT says otherwise (the local emulator, a custom domain).
 * A post answers in milliseconds once the frame is queued, so a post that hangs is cut
 * off after a few seconds and retried by the broadcaster rather than holding a socket of
 * the agent while the other posts queue behind it.
 */
function broadcaster(endpoint: string): ApiGatewayBroadcaster {
  const transport = localTransport(endpoint);
  let b = broadcasters.get(endpoint);
  if (!b || b.transport !== transport) {
    const requestHandler = transport ?? requestHandlerOptions({ connectionTimeout: 2_000, requestTimeout: 3_000 });
    // Every post is the same command: its middleware is resolved once, not on each of the thousands of posts.
    const client: ApiGatewayManagementApiClient = new ApiGatewayManagementApiClient({
      endpoint,
      maxAttempts: 1,
      requestHandler,
      cacheMiddleware: true,
      signer: keptSigner('execute-api', () => client),
    });
    b = { transport, value: new ApiGatewayBroadcaster(client) };
    broadcasters.set(endpoint, b);
  }
  return b.value;
}

/** The ports for a WebSocket or HTTP event, which names the API that called. */
export function portsFor(requestContext: { domainName: string; stage: string }): Ports {
  const endpoint = process.env.WS_MANAGEMENT_ENDPOINT ?? `https://${requestContext.domainName}/${requestContext.stage}`;
  return withLocal({ ...storePorts(), broadcaster: broadcaster(endpoint), scheduler: scheduler() });
}

/**
 * The local stack's notifier when it registered one in this process; on AWS none (the stream
 * notifies). Likewise its record of the connections stored, which every subscription of the
 * local stack goes through and every broadcast reads (adapters/local-connections.ts); on AWS none.
 */
function withLocal(ports: Ports): Ports {
  const notifier = localNotifier();
  const stored = localConnections();
  return {
    ...ports,
    ...(notifier && { notifier }),
    ...(stored && { connections: stored.over(ports.connections) }),
  };
}

/**
 * The ports for work no player's message started (the expire function, the sweep): no event
 * names the WebSocket API, so WS_MANAGEMENT_ENDPOINT must (the CDK app sets the stage's callback URL).
 */
export function systemPorts(): Ports {
  const endpoint = process.env.WS_MANAGEMENT_ENDPOINT;
  if (!endpoint)
    throw new Error('WS_MANAGEMENT_ENDPOINT is not set: the expire and sweep functions broadcast through it');
  return withLocal({ ...storePorts(), broadcaster: broadcaster(endpoint), scheduler: scheduler() });
}

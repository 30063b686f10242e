import { MIN_MOVE_SECONDS } from '../../engine/core/clock/index.js';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handler as calendar } from '../../lambdas/handlers/calendar.js';
import { handler as history } from '../../lambdas/handlers/history.js';
import { handler as message } from '../../lambdas/handlers/message.js';
import { handler as expireHandler } from '../../lambdas/handlers/expire.js';
import { handler as sweepHandler } from '../../lambdas/handlers/sweep.js';
import { registerLocalScheduler } from '../../lambdas/adapters/local-scheduler.js';
import { registerLocalTransport } from '../../lambdas/adapters/local-transports.js';
import { registerLocalNotifier } from '../../lambdas/adapters/local-notifier.js';
import { LocalConnections, registerLocalConnections } from '../../lambdas/adapters/local-connections.js';
import { WebPushService } from '../../lambdas/adapters/web-push.js';
import { HttpWebhookPoster } from '../../lambdas/adapters/webhook-poster.js';
import { portsFor, systemPorts } from '../../lambdas/handlers/ports.js';
import { startDynalite, type StoreFailure, type StoreHealth } from './dynalite.js';
import { originOf, securityHeaders } from '../security-headers.js';
import { answerStrayRequests, closeServer, KEEP_ALIVE_MS, listen } from './http-servers.js';
import { startManagementServer } from './management-server.js';
import { forgetAllConnections } from './stale-connections.js';
import { repairWakesOfEveryGame } from './restart-wakes.js';
import { serveStatic } from './static-files.js';
import { ensureTables, LOCAL_TABLES } from './tables.js';
import { LocalNotifier } from './notifier.js';
import { TimerScheduler } from './timer-scheduler.js';
import { localVapidKeys } from './vapid.js';
import { decodeOrNull, rawPath } from './url-paths.js';
import { WebSocketEmulator, type EmulatorLimits } from './websocket-emulator.js';

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port?: number;
  /**
   * The address the web page and WebSocket listen on: HOST, else 127.0.0.1 (this machine
   * only). 0.0.0.0 lets other devices on the network open the links; the store and the
   * @connections API stay on the loopback interface whatever this says.
   */
  host?: string;
  /** Where dynalite keeps its files. */
  dataDir?: string;
  /** The built web client. */
  webRoot?: string;
  /**
   * The WebSocket URL config.json gives the web client (default TRADEWINDS_WS_URL); without
   * one it gives the path alone and the client resolves it against the page's origin.
   */
  publicWsUrl?: string;
  /** The emulator's per-connection limits (rate, unsent bytes); tests make them small. */
  limits?: Partial<EmulatorLimits>;
  /**
   * How the handlers log each message (lambdas/handlers/ops/observer.ts): 'readable' lines (the
   * default, or TRADEWINDS_LOGS), 'json' with metrics as on AWS, or 'off'.
   */
  logs?: 'readable' | 'json' | 'off';
  /** How long bots wait before they move (default LOCAL_BOT_PAUSE_MS); tests playing whole games shorten it. */
  botPauseMs?: number;
  /** How often reminders and digests are looked for (default LOCAL_REMIND_INTERVAL_MS; 0: never, tests run them by hand). */
  remindIntervalMs?: number;
  /**
   * Called once if the store fails for good (dynalite.ts: its folder damaged, or its thread
   * dying again and again); `npm start` ends the process. Without it the stack stays up,
   * `/health` answers 503 and every game's requests fail.
   */
  onStoreFailure?: (failure: StoreFailure) => void;
}

export interface LocalStack {
  port: number;
  /** The address the web server listens on (see LocalStackOptions.host). */
  host: string;
  url: string;
  wsUrl: string;
  /** The `@connections` Management API, on a loopback port of its own. */
  managementEndpoint: string;
  /** dynalite's HTTP endpoint: the handlers' configuration names it, other processes' SDK clients use it. */
  storeEndpoint: string;
  /** The ids of the sockets open now, as the Management API knows them (operators' and tests' view). */
  openConnections(): string[];
  /** The public VAPID key pushes are signed with (config.json's `vapidPublicKey`). */
  vapidPublicKey: string;
  /** The store worker's memory (its own heap, the process's RSS), after a full collection when `gc` is set. */
  storeMemory(options?: { gc?: boolean }): Promise<NodeJS.MemoryUsage>;
  /** What `/health` answers from: whether the store serves. */
  storeHealth(): Promise<StoreHealth>;
  /** The notifier the handlers call after each append; `idle()` waits for the pushes under way. */
  notifier: LocalNotifier;
  close(): Promise<void>;
}

/** Reminders and digests are looked for every minute here (AWS: every 15 minutes and hourly). */
export const LOCAL_REMIND_INTERVAL_MS = 60_000;
/** Bots wait a second here before they move (production: PRODUCTION_BOT_PAUSE_MS). */
export const LOCAL_BOT_PAUSE_MS = 1000;
/** Later than any wake: re-arming at start asks the index for every pending one. */
const FAR_FUTURE = '9999-12-31T23:59:59.999Z';

/** The WebSocket stage name and path of the emulated API. */
const STAGE = 'local';
const WS_PATH = '/ws';
const PUBLIC_METHODS = 'GET, HEAD';
const HEALTH_PATH = '/health';
const HISTORY_PATH = /^\/games\/([^/]+)\/(history|audit)$/;
/** A device's deadline calendar feed: `/calendar/<secret>` (with `.ics` or without), as on the history API. */
const CALENDAR_ROUTE = /^\/calendar\/([^/]+)$/;
/** What the handlers' ports are built for: the emulated API's stage (posts go to WS_MANAGEMENT_ENDPOINT). */
const LOCAL_CONTEXT = { domainName: 'localhost', stage: STAGE };

/**
 * The whole system on one port with no AWS account: dynalite, the WebSocket API emulator,
 * the HTTP history and audit endpoints and the web client. The handlers are the Lambda modules
 * themselves, configured through the environment exactly as CDK configures them.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir ?? process.env.TRADEWINDS_DATA ?? '.data');
  const webRoot = resolve(options.webRoot ?? 'web/dist');
  const publicWsUrl = options.publicWsUrl ?? process.env.TRADEWINDS_WS_URL;
  // Never built from the request's Host header: a forged Host would point the page elsewhere.
  // minMoveSeconds: the shortest allowance a table may choose here, so the lobby offers test clocks.
  // The VAPID key pair is made once and kept with the data: browsers subscribed against its public key.
  const vapid = localVapidKeys(dataDir);
  const config = JSON.stringify({
    wsUrl: publicWsUrl || WS_PATH,
    historyUrl: '',
    minMoveSeconds: MIN_MOVE_SECONDS,
    vapidPublicKey: vapid.publicKey,
  });
  // The headers CloudFront sends, with this stack's origins: 'self' covers the WebSocket on the page's own host.
  const headers = securityHeaders(publicWsUrl ? [originOf(publicWsUrl)] : []);
  const dynamo = await startDynalite(dataDir, { onFailure: options.onStoreFailure });

  let port = 0;
  const emulator = new WebSocketEmulator({ default: message }, STAGE, () => `127.0.0.1:${port}`, options.limits);
  const management = await startManagementServer(emulator, STAGE);
  const server = createServer((req, res) => {
    void route(req, res).catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  answerStrayRequests(server, PUBLIC_METHODS);

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const encoded = rawPath(req.url);
    const path = decodeOrNull(encoded);
    // The Management API has a loopback port of its own (management-server.ts); here it does not exist, whatever the method.
    if (path?.includes('/@connections')) {
      res.writeHead(404).end();
      return;
    }
    // Everything else on this port is read: the history, the audit export, health, config.json and the files.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: PUBLIC_METHODS }).end();
      return;
    }
    // The history endpoint answers in JSON whatever the path holds: a malformed id is its 400 SCHEMA.
    const historyMatch = HISTORY_PATH.exec(encoded);
    if (historyMatch && req.method === 'GET')
      return serveHistory(req, res, decodeOrNull(historyMatch[1]) ?? '', historyMatch[2]);
    // Every calendar path is the feed handler's, which answers a malformed secret with its 404.
    const calendarMatch = CALENDAR_ROUTE.exec(encoded);
    if (calendarMatch && req.method === 'GET') {
      const feed = decodeOrNull(calendarMatch[1]) ?? '';
      serveLambda(res, await calendar(httpEvent(req, 'GET /calendar/{feed}', { feed }, `127.0.0.1:${port}`)));
      return;
    }
    if (path === null) {
      res
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Malformed percent-encoding in the path.\n');
      return;
    }
    // Health: whether the store serves, which config.json (a file) cannot tell.
    if (path === HEALTH_PATH) return serveHealth(res);
    if (path === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(config);
      return;
    }
    serveStatic(webRoot, path, req, res);
  };

  const serveHealth = async (res: ServerResponse) => {
    const store = await dynamo.health();
    res.writeHead(store.state === 'ok' ? 200 : 503, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify({ status: store.state === 'ok' ? 'ok' : 'unavailable', store }));
  };

  const serveHistory = async (req: IncomingMessage, res: ServerResponse, gameId: string, what: string) => {
    const event = httpEvent(req, `GET /games/{gameId}/${what}`, { gameId }, `127.0.0.1:${port}`);
    serveLambda(res, await history(event));
  };

  const serveLambda = (res: ServerResponse, result: APIGatewayProxyStructuredResultV2) => {
    // Lambda's result may give a header as a number or a boolean; Node writes each as its text all the same.
    res.writeHead(
      result.statusCode ?? 200,
      Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)])),
    );
    res.end(result.body);
  };

  server.on('upgrade', (req, socket, head) => {
    if (rawPath(req.url) === WS_PATH) {
      emulator.upgrade(req, socket, head);
      return;
    }
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });

  // The handlers read their configuration here, as they read what CDK sets on AWS.
  Object.assign(process.env, {
    // Lambda runs Node 22; the SDK's notice about older Node versions only concerns this machine.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REGION: process.env.AWS_REGION ?? 'local',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    EVENTS_TABLE: LOCAL_TABLES.events,
    GAMES_TABLE: LOCAL_TABLES.games,
    CONNECTIONS_TABLE: LOCAL_TABLES.connections,
    SUBSCRIPTIONS_TABLE: LOCAL_TABLES.subscriptions,
    CHAT_TABLE: LOCAL_TABLES.chat,
    // Push endpoints and webhooks may be http://127.0.0.1 here: the tests' fake services.
    LOOPBACK_HOOKS: 'true',
    WS_MANAGEMENT_ENDPOINT: management.endpoint,
    // Tables here may choose clocks of a few seconds, so a test can watch one run out; bots pause a second.
    MIN_MOVE_SECONDS: String(MIN_MOVE_SECONDS),
    BOT_PAUSE_MS: String(options.botPauseMs ?? LOCAL_BOT_PAUSE_MS),
    TRADEWINDS_LOGS: options.logs ?? process.env.TRADEWINDS_LOGS ?? 'readable',
  });
  // The handlers' SDK clients reach both endpoints in this process, with no socket in between;
  // clients of other processes still reach them over HTTP.
  // Timeouts and bots: a timer per wake in this process invokes the unchanged expire and sweep
  // Lambda handlers, as a schedule and the 15-minute rule do on AWS; their ports find this
  // scheduler registered below.
  const wakes = new TimerScheduler({
    expire: (gameId) => expireHandler({ gameId }),
    sweep: () => sweepHandler({}),
    pending: () => portsFor(LOCAL_CONTEXT).games.pendingBefore(FAR_FUTURE),
  });
  // dynalite has no streams: the handlers call this notifier after each append (Ports.notifier).
  // Its senders may reach 127.0.0.1 as LOOPBACK_HOOKS lets seats name it; every other address they check as on AWS.
  const notifier = new LocalNotifier(
    systemPorts,
    new WebPushService(vapid, { loopback: true }),
    new HttpWebhookPoster({ loopback: true }),
    options.remindIntervalMs ?? LOCAL_REMIND_INTERVAL_MS,
  );
  const unregister = [
    registerLocalTransport(dynamo.endpoint, dynamo.transport),
    registerLocalTransport(management.endpoint, management.transport),
    registerLocalScheduler(wakes),
    registerLocalNotifier(notifier),
    // Every connection is stored by this process's handlers (those of an earlier process are
    // forgotten below), so a game's watchers are read from memory (adapters/local-connections.ts).
    registerLocalConnections(new LocalConnections()),
  ];
  const admin = new DynamoDBClient({ endpoint: dynamo.endpoint });
  await ensureTables(admin);
  await forgetAllConnections(admin, LOCAL_TABLES.connections);
  // Every wake pending in the index is armed again: a restart loses no timeout. Then every
  // running game's wakes from its log, for a game whose item a killed process left behind it.
  await wakes.start();
  await repairWakesOfEveryGame(admin, LOCAL_TABLES.games, systemPorts());
  admin.destroy();
  notifier.start();

  // Listening last: by now the tables exist and no record of an earlier process is left.
  let bound: AddressInfo;
  try {
    bound = await listen(
      server,
      options.port ?? Number(process.env.PORT ?? 8080),
      options.host ?? process.env.HOST ?? '127.0.0.1',
    );
  } catch (err) {
    await wakes.stop();
    await notifier.stop();
    for (const remove of unregister) remove();
    await management.close();
    await dynamo.close();
    throw err;
  }
  port = bound.port;

  return {
    port,
    host: bound.address,
    url: `http://127.0.0.1:${port}/`,
    wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`,
    managementEndpoint: management.endpoint,
    storeEndpoint: dynamo.endpoint,
    openConnections: () => emulator.openConnections(),
    vapidPublicKey: vapid.publicKey,
    storeMemory: (o) => dynamo.memory(o),
    storeHealth: () => dynamo.health(),
    notifier,
    async close() {
      await emulator.close();
      await closeServer(server);
      // No wake fires into a closed store; expiries under way finish first, then their pushes.
      await wakes.stop();
      await notifier.stop();
      for (const remove of unregister) remove();
      await management.close();
      await dynamo.close();
    },
  };
}

/** An HTTP API (payload 2.0) event for a request, as API Gateway would build it. */
function httpEvent(
  req: IncomingMessage,
  routeKey: string,
  pathParameters: Record<string, string>,
  domainName: string,
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', `http://${domainName}`);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v])),
    pathParameters,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0],
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: crypto.randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

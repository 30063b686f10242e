import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { readableRequestId } from '../../lambdas/protocol/client.js';
import type { ErrorFrame } from '../../lambdas/protocol/server.js';
import { ignore } from './http-servers.js';
import { TokenBucket } from './token-bucket.js';
import { decodeOrNull } from './url-paths.js';

type WsHandler = (event: APIGatewayProxyWebsocketEventV2) => Promise<APIGatewayProxyResultV2>;

/** As on API Gateway, $connect and $disconnect are optional: without $connect every socket is accepted. */
export interface WsRoutes {
  connect?: WsHandler;
  disconnect?: WsHandler;
  default: WsHandler;
}

export interface EmulatorLimits {
  /** Bytes queued for a client that does not read before its connection is dropped, as API Gateway drops it. */
  maxBufferedBytes: number;
  /** Messages a connection may send at once before the rate limit refuses them; Infinity: no limit. */
  rateBurst: number;
  /** Messages per second a connection may send on average. */
  ratePerSecond: number;
}

export const DEFAULT_LIMITS: EmulatorLimits = { maxBufferedBytes: 1024 * 1024, rateBurst: 30, ratePerSecond: 10 };

/** API Gateway's limits: a client message over 128 KB closes the socket; a posted frame over 32 KB is refused. */
const MAX_MESSAGE_BYTES = 128 * 1024;
export const MAX_FRAME_BYTES = 32 * 1024;
const WEBSOCKET_KEY = /^[+/0-9A-Za-z]{22}==$/;
const EMPTY = new Uint8Array(0);

/** A Management API answer: a JSON body, and on refusal the error type the SDK maps to an exception. */
export interface ManagementAnswer {
  statusCode: number;
  errorType?: string;
  body: string;
}

const refused = (statusCode: number, errorType: string): ManagementAnswer => ({
  statusCode,
  errorType,
  body: JSON.stringify({ message: errorType }),
});

interface Connection {
  ws: WebSocket;
  connectedAt: number;
}

/**
 * A stand-in for an API Gateway WebSocket API: it gives each socket a connection id,
 * calls the same handler modules Lambda runs with API-Gateway-shaped events, and serves
 * the `@connections` management endpoint the handlers post through. Where a handler can
 * tell, it behaves as API Gateway does: a post returns once the frame is queued, a client
 * that stops reading is dropped, and a bad frame closes only its own connection.
 */
export class WebSocketEmulator {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly sockets = new Map<string, Connection>();
  /** Sockets whose $connect is still running: they are not in `sockets` yet but must close with the server. */
  private readonly handshaking = new Set<Duplex>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly limits: EmulatorLimits;

  constructor(
    private readonly routes: WsRoutes,
    private readonly stage: string,
    private readonly domainName: () => string,
    limits: Partial<EmulatorLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  openConnections(): string[] {
    return [...this.sockets.keys()];
  }

  /** Upgrades a request on the WebSocket path; $connect decides whether the socket is accepted. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // The socket can be reset at any moment; an 'error' without a listener would end the process.
    socket.on('error', ignore);
    if (!isWebSocketHandshake(req)) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    // Ids look like API Gateway's: base64 with '=' and perhaps '/' or '+', so URL-encoding is exercised.
    const connectionId = randomBytes(11).toString('base64');
    const connectedAt = Date.now();
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://local').searchParams);
    this.handshaking.add(socket);
    let accepted = false;
    const connecting = this.invoke('connect', '$connect', 'CONNECT', connectionId, connectedAt, undefined, query);
    // A client that leaves during $connect, or whose handshake ws refuses, would leave its
    // connection record behind; $disconnect waits for $connect so it deletes what was written.
    socket.once('close', () => {
      this.handshaking.delete(socket);
      if (!accepted)
        void this.track(
          connecting.then(() => this.invoke('disconnect', '$disconnect', 'DISCONNECT', connectionId, connectedAt)),
        );
    });
    void this.track(
      connecting.then((ok) => {
        if (socket.destroyed) return;
        if (!ok) {
          socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
          return;
        }
        this.wss.handleUpgrade(req, socket, head, (ws) => {
          accepted = true;
          this.handshaking.delete(socket);
          this.accept(ws, connectionId, connectedAt);
        });
      }),
    );
  }

  private accept(ws: WebSocket, connectionId: string, connectedAt: number): void {
    this.sockets.set(connectionId, { ws, connectedAt });
    // An infinite burst turns the limit off (benchmarks that drive one connection flat out).
    const bucket = Number.isFinite(this.limits.rateBurst)
      ? new TokenBucket(this.limits.rateBurst, this.limits.ratePerSecond)
      : null;
    // ws has already started the close with the code the fault calls for (1002, 1007, 1009);
    // the listener only keeps the error from ending the process.
    ws.on('error', ignore);
    ws.on('message', (data, isBinary) => {
      if (bucket && !bucket.take()) {
        this.queue(ws, JSON.stringify(rateLimited(data, isBinary)));
        return;
      }
      const body = isBinary ? bytesOf(data).toString('base64') : bytesOf(data).toString();
      // The AWS stack routes `ping` to a mock integration: answered at the edge, no Lambda invoked.
      const pong = isBinary ? null : pongFor(body);
      if (pong !== null) {
        this.queue(ws, pong);
        return;
      }
      void this.track(
        this.invoke('default', '$default', 'MESSAGE', connectionId, connectedAt, body, undefined, isBinary),
      );
    });
    ws.on('close', () => {
      this.sockets.delete(connectionId);
      void this.track(this.invoke('disconnect', '$disconnect', 'DISCONNECT', connectionId, connectedAt));
    });
  }

  /**
   * Queues a frame without waiting for the client to read it. A client whose unsent frames
   * pass the bound is dropped, as API Gateway drops it, so one reader that stalls costs
   * memory up to the bound and never holds up the posts to anyone else.
   */
  private queue(ws: WebSocket, data: string | Uint8Array): boolean {
    if (ws.readyState !== WebSocket.OPEN) return false;
    if (ws.bufferedAmount + Buffer.byteLength(data) > this.limits.maxBufferedBytes) {
      ws.terminate();
      return false;
    }
    // The posted bytes go out as they came, as a text frame: no decoding and encoding again.
    ws.send(data, { binary: false });
    return true;
  }

  private async invoke(
    route: keyof WsRoutes,
    routeKey: string,
    eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
    connectionId: string,
    connectedAt: number,
    body?: string,
    query?: Record<string, string>,
    isBase64Encoded = false,
  ): Promise<boolean> {
    const now = new Date();
    const event: APIGatewayProxyWebsocketEventV2 = {
      requestContext: {
        routeKey,
        eventType,
        messageId: randomUUID(),
        extendedRequestId: randomUUID(),
        requestTime: now.toUTCString(),
        messageDirection: 'IN',
        stage: this.stage,
        connectedAt,
        requestTimeEpoch: now.getTime(),
        requestId: randomUUID(),
        domainName: this.domainName(),
        connectionId,
        apiId: 'local',
      },
      body,
      isBase64Encoded,
      queryStringParameters: query && Object.keys(query).length ? query : undefined,
    };
    const handler = this.routes[route];
    if (!handler) return true;
    try {
      const result = await handler(event);
      const status = typeof result === 'object' ? (result.statusCode ?? 200) : 200;
      return status < 400;
    } catch (err) {
      // Lambda would log the failure and API Gateway would answer the client with an internal error.
      console.error(`${routeKey} handler failed for ${connectionId}`, err);
      return false;
    }
  }

  private track<T>(p: Promise<T>): Promise<unknown> {
    // Nothing a single socket does may reject unobserved: Node ends the process on that.
    const settled = p.catch((err: unknown) => console.error('the WebSocket emulator failed', err));
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
    return settled;
  }

  /**
   * One Management API call, `POST|GET|DELETE /{stage}/@connections/{id}`, whatever carried
   * it (management-server.ts: HTTP on a loopback port, or the in-process transport). `body`
   * is what was posted, or 'too-large' past API Gateway's frame limit.
   */
  manage(method: string, path: string, body: Uint8Array | 'too-large' | null): ManagementAnswer {
    const prefix = `/${this.stage}/@connections/`;
    if (!path.startsWith(prefix)) return refused(404, 'NotFoundException');
    const connectionId = decodeOrNull(path.slice(prefix.length));
    if (connectionId === null) return refused(400, 'BadRequestException');
    const socket = this.sockets.get(connectionId);
    if (socket?.ws.readyState !== WebSocket.OPEN) return refused(410, 'GoneException');
    if (method === 'DELETE') {
      socket.ws.close(1000);
      return { statusCode: 204, body: '{}' };
    }
    if (method === 'GET') {
      return {
        statusCode: 200,
        body: JSON.stringify({
          connectedAt: new Date(socket.connectedAt).toISOString(),
          identity: { sourceIp: '127.0.0.1' },
        }),
      };
    }
    if (method !== 'POST') return refused(405, 'BadRequestException');
    if (body === 'too-large') return refused(413, 'PayloadTooLargeException');
    return this.queue(socket.ws, body ?? EMPTY) ? { statusCode: 200, body: '{}' } : refused(410, 'GoneException');
  }

  /** Closes every socket and waits for the handlers they set off, so nothing runs after shutdown. */
  async close(): Promise<void> {
    for (const socket of this.handshaking) socket.destroy();
    for (const { ws } of this.sockets.values()) ws.close(1001, 'server shutting down');
    const deadline = Date.now() + 1000;
    while (this.sockets.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    // A client that does not answer the close handshake is cut off.
    for (const { ws } of this.sockets.values()) ws.terminate();
    while (this.sockets.size > 0) await new Promise((r) => setTimeout(r, 10));
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.wss.close();
  }
}

/** The checks ws makes before it answers 101, made before $connect so garbage never reaches the store. */
function isWebSocketHandshake(req: IncomingMessage): boolean {
  const version = req.headers['sec-websocket-version'];
  return (
    req.method === 'GET' &&
    req.headers.upgrade?.toLowerCase() === 'websocket' &&
    WEBSOCKET_KEY.test(req.headers['sec-websocket-key'] ?? '') &&
    (version === '8' || version === '13')
  );
}

/** The answer to a message over the rate limit: it went nowhere, and the client may send it again later. */
function rateLimited(data: RawData, isBinary: boolean): ErrorFrame {
  let requestId: string | undefined;
  if (!isBinary) {
    try {
      requestId = readableRequestId(JSON.parse(bytesOf(data).toString()));
    } catch {
      // Not JSON: nothing to echo.
    }
  }
  return {
    type: 'error',
    requestId,
    code: 'RATE_LIMITED',
    message: 'Too many messages: this one was not processed. Wait a moment and send it again.',
  };
}

/**
 * The answer to a message that is only a ping (`{"action":"ping"}`, perhaps with a string
 * requestId of at most 64 characters), or null for anything else, which goes to the handler
 * as before. Only short text that mentions ping is parsed here.
 */
export function pongFor(text: string): string | null {
  if (text.length > 256 || !text.includes('ping')) return null;
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return null;
  const action = 'action' in msg ? msg.action : undefined;
  const requestId = 'requestId' in msg ? msg.requestId : undefined;
  if (action !== 'ping' || Object.keys(msg).some((key) => key !== 'action' && key !== 'requestId')) return null;
  if (requestId !== undefined && readableRequestId(msg) === undefined) return null;
  return JSON.stringify({ type: 'pong', requestId });
}

/** A message's bytes, whichever of its shapes ws delivers (one buffer, fragments, an ArrayBuffer). */
function bytesOf(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';

type WsHandler = (event: APIGatewayProxyWebsocketEventV2) => Promise<APIGatewayProxyResultV2>;

export interface WsRoutes {
  connect: WsHandler;
  disconnect: WsHandler;
  default: WsHandler;
}

/** API Gateway's limits: a client message over 128 KB closes the socket; a posted frame over 32 KB is refused. */
const MAX_MESSAGE_BYTES = 128 * 1024;
const MAX_FRAME_BYTES = 32 * 1024;

/**
 * A stand-in for an API Gateway WebSocket API: it gives each socket a connection id,
 * calls the same handler modules Lambda runs with API-Gateway-shaped events, and serves
 * the `@connections` management endpoint the handlers post through.
 */
export class WebSocketEmulator {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly sockets = new Map<string, { ws: WebSocket; connectedAt: number }>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly routes: WsRoutes,
    private readonly stage: string,
    private readonly domainName: () => string,
  ) {}

  /** Upgrades a request on the WebSocket path; $connect decides whether the socket is accepted. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Ids look like API Gateway's: base64 with '=' and perhaps '/' or '+', so URL-encoding is exercised.
    const connectionId = randomBytes(11).toString('base64');
    const connectedAt = Date.now();
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://local').searchParams);
    void this.track(
      this.invoke('connect', '$connect', 'CONNECT', connectionId, connectedAt, undefined, query).then(
        (ok) => {
          if (!ok) {
            socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
            return;
          }
          this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, connectionId, connectedAt));
        },
      ),
    );
  }

  private accept(ws: WebSocket, connectionId: string, connectedAt: number): void {
    this.sockets.set(connectionId, { ws, connectedAt });
    ws.on('message', (data, isBinary) => {
      const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString();
      void this.track(this.invoke('default', '$default', 'MESSAGE', connectionId, connectedAt, body, undefined, isBinary));
    });
    ws.on('close', () => {
      this.sockets.delete(connectionId);
      void this.track(this.invoke('disconnect', '$disconnect', 'DISCONNECT', connectionId, connectedAt));
    });
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
    try {
      const result = await this.routes[route](event);
      const status = typeof result === 'object' && result !== null ? result.statusCode ?? 200 : 200;
      return status < 400;
    } catch (err) {
      // Lambda would log the failure and API Gateway would answer the client with an internal error.
      console.error(`${routeKey} handler failed for ${connectionId}`, err);
      return false;
    }
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
    return p;
  }

  /** `POST|GET|DELETE /{stage}/@connections/{id}`, as the Management API; false if the path is not one. */
  handleManagement(req: IncomingMessage, res: ServerResponse): boolean {
    const prefix = `/${this.stage}/@connections/`;
    const path = (req.url ?? '').split('?')[0];
    if (!path.startsWith(prefix)) return false;
    const connectionId = decodeURIComponent(path.slice(prefix.length));
    const socket = this.sockets.get(connectionId);
    const reply = (status: number, errorType?: string, body: unknown = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...(errorType && { 'x-amzn-errortype': errorType }) });
      res.end(JSON.stringify(errorType ? { message: errorType } : body));
    };
    if (!socket || socket.ws.readyState !== WebSocket.OPEN) {
      reply(410, 'GoneException');
      return true;
    }
    if (req.method === 'DELETE') {
      socket.ws.close(1000);
      reply(204);
      return true;
    }
    if (req.method === 'GET') {
      reply(200, undefined, { connectedAt: new Date(socket.connectedAt).toISOString(), identity: { sourceIp: '127.0.0.1' } });
      return true;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const data = Buffer.concat(chunks);
      if (data.length > MAX_FRAME_BYTES) return reply(413, 'PayloadTooLargeException');
      // The posted bytes go out as they came, as a text frame: no decoding and encoding again.
      socket.ws.send(data, { binary: false }, (err) => (err ? reply(410, 'GoneException') : reply(200)));
    });
    return true;
  }

  /** Closes every socket and waits for the handlers they set off, so nothing runs after shutdown. */
  async close(): Promise<void> {
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

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { HttpRequest, HttpResponse } from '@smithy/types';
import type { LocalTransport } from '../../lambdas/adapters/local-transports.js';
import { answerStrayRequests, listen, closeServer, ignore, KEEP_ALIVE_MS } from './http-servers.js';
import { rawPath } from './url-paths.js';
import { MAX_FRAME_BYTES, type ManagementAnswer, type WebSocketEmulator } from './websocket-emulator.js';

export interface ManagementServer {
  /** What WS_MANAGEMENT_ENDPOINT is set to: `http://127.0.0.1:{port}/{stage}`. */
  endpoint: string;
  /** The same API without a socket, for the handlers' SDK client in this process (lambdas/adapters/local-transports.ts). */
  transport: LocalTransport;
  close(): Promise<void>;
}

/**
 * The `@connections` Management API on its own loopback port. On AWS only callers with
 * IAM rights reach it; on the public port anyone could post to, read or close another
 * player's connection, so there it does not exist.
 */
export async function startManagementServer(emulator: WebSocketEmulator, stage: string): Promise<ManagementServer> {
  const server: Server = createServer((req, res) => serveHttp(emulator, req, res));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  answerStrayRequests(server, 'GET, POST, DELETE');
  const { port } = await listen(server, 0);
  return {
    endpoint: `http://127.0.0.1:${port}/${stage}`,
    transport: new ManagementTransport(emulator),
    close: () => closeServer(server),
  };
}

function serveHttp(emulator: WebSocketEmulator, req: IncomingMessage, res: ServerResponse): void {
  const answer = (a: ManagementAnswer) => {
    if (res.headersSent) return;
    res.writeHead(a.statusCode, headersOf(a)).end(a.body);
  };
  const path = rawPath(req.url);
  const method = req.method ?? 'GET';
  if (method !== 'POST') {
    answer(emulator.manage(method, path, null));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('error', ignore);
  req.on('data', (c: Buffer) => {
    size += c.length;
    if (size <= MAX_FRAME_BYTES) chunks.push(c);
  });
  req.on('end', () =>
    answer(emulator.manage(method, path, size > MAX_FRAME_BYTES ? 'too-large' : Buffer.concat(chunks))),
  );
}

function headersOf(a: ManagementAnswer): Record<string, string> {
  return { 'content-type': 'application/json', ...(a.errorType && { 'x-amzn-errortype': a.errorType }) };
}

/** Hands the request the SDK signed and serialized to the emulator, and its answer back, as HTTP would. */
class ManagementTransport implements LocalTransport {
  constructor(private readonly emulator: WebSocketEmulator) {}

  handle(request: HttpRequest): Promise<{ response: HttpResponse }> {
    const body = toBytes(request.body);
    const a = this.emulator.manage(
      request.method,
      request.path,
      body.byteLength > MAX_FRAME_BYTES ? 'too-large' : body,
    );
    return Promise.resolve({
      response: { statusCode: a.statusCode, headers: headersOf(a), body: Buffer.from(a.body) },
    });
  }
}

function toBytes(body: unknown): Uint8Array {
  if (body === undefined || body === null) return new Uint8Array(0);
  if (body instanceof Uint8Array) return body;
  if (typeof body === 'string') return Buffer.from(body);
  throw new Error('the in-process Management API takes a body of bytes or text, not a stream');
}

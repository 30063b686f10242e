import { STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * How long the local servers keep an idle connection open. The SDK's agents drop theirs
 * after 20 s (lambdas/adapters/dynamo/client.ts), so the client always closes first and
 * a burst after a quiet spell never reuses a socket the server has just closed. Node's
 * default of 5 s is what made such bursts fail with ECONNRESET.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Listens on the loopback interface unless told otherwise (the web server, with HOST=0.0.0.0,
 * for other devices on the network); resolves with the bound address.
 */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<AddressInfo> {
  return new Promise<AddressInfo>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      // After start an error on the listening socket is logged, never fatal.
      server.on('error', (err) => console.error('local server error', err));
      // Listening on a port and a host, the address is one: a string would be a pipe's path.
      const address = server.address();
      if (address === null || typeof address === 'string')
        fail(new Error(`the server listens on ${address ?? 'nothing'}, not a port`));
      else ok(address);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((ok) => server.close(() => ok()));
}

/** A request line's method (an RFC 9110 token) and its version, when the line has that shape at all. */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) \S+ HTTP\/(\d\.\d)\r?$/;
const METHOD_FIRST = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ /;

/**
 * The status for a request Node's parser refused (RFC 9110): 501 for a method it does not
 * know, 505 for a version other than 1.0 and 1.1, 431 for headers too large, 408 for a request
 * too slow; anything else, bytes that are not a request at all among them, is a 400.
 */
function statusForParseFault(err: NodeJS.ErrnoException & { rawPacket?: Buffer }): number {
  const firstLine = (err.rawPacket?.toString('latin1') ?? '').split('\n')[0];
  switch (err.code) {
    case 'HPE_INVALID_METHOD':
      return METHOD_FIRST.test(firstLine) ? 501 : 400;
    case 'HPE_INVALID_VERSION': {
      const version = REQUEST_LINE.exec(firstLine)?.[2];
      return version !== undefined && version !== '1.0' && version !== '1.1' ? 505 : 400;
    }
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

/**
 * An 'error' listener that only keeps the error from ending the process: sockets are reset at
 * any moment, and the close that follows is what the servers act on.
 */
export const ignore = (): void => {
  // Nothing to do: see above.
};

/** A whole answer with no body, written straight to a socket that has no response object, and the connection closed. */
function answerRaw(socket: Duplex, status: number, headers: Record<string, string> = {}): void {
  socket.on('error', ignore);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'Content-Length: 0',
    'Connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n`);
}

/**
 * Answers what Node's HTTP server would close without a word, or answer with a bare 400: a
 * CONNECT request (Node hands it to 'connect' listeners and destroys the socket when there are
 * none), and a request the parser refuses, with the status its fault calls for. `allow`: the
 * methods the server serves, for the 405 a CONNECT gets.
 */
export function answerStrayRequests(server: Server, allow: string): void {
  server.on('connect', (_req, socket: Duplex) => answerRaw(socket, 405, { Allow: allow }));
  // A response already under way on the connection (a pipelined request after it was refused)
  // must not have an answer written into its middle: that socket is only closed.
  const responding = new WeakSet();
  server.on('request', (req, res) => {
    responding.add(req.socket);
    res.once('close', () => responding.delete(req.socket));
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable || responding.has(socket)) {
      socket.destroy();
      return;
    }
    answerRaw(socket, statusForParseFault(err));
  });
}

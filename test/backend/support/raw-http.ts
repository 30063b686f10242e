import { connect } from 'node:net';

/**
 * Writes `bytes` to a fresh connection as they are (no client library would send most of
 * them) and resolves with the status of the first answer line, or null when the server closed
 * the connection without a word. `halfClose` ends the sending side after them, for a request
 * that is cut off (a server waits for the rest of one otherwise); Node's server drops the
 * requests of a client that half-closes before its answer is ready.
 */
export function statusOf(
  port: number,
  bytes: string | Buffer,
  { halfClose = false, timeoutMs = 15_000 } = {},
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`neither an answer nor a close within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = (status: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    socket.on('error', () => {});
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const line = /^HTTP\/1\.[01] (\d{3}) /.exec(received);
      if (line) done(Number(line[1]));
    });
    socket.once('close', () => done(null));
    if (halfClose) socket.end(bytes);
    else socket.write(bytes);
  });
}

import type { ClientMessageInput } from '../../../lambdas/protocol/client.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import { loadConfig } from './config.js';
import { randomId } from './random-id.js';
import { RETRY_CODES, serverFrame } from './server-frame.js';
import { msg } from '../i18n/i18n.js';

/** A refusal from the server, with its code (e.g. SEAT_TAKEN) and its own words. */
export class ServerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** Whether the identical message may go again: its answer never came, or the server refused it for a passing fault. */
export function worthRetrying(err: unknown): boolean {
  return !(err instanceof ServerError) || RETRY_CODES.has(err.code);
}

/**
 * Sends one message on a fresh connection and resolves with the first frame `pick`
 * accepts (an `error` answering this message rejects); then closes. For questions
 * that need no live subscription: create, join, a game's whose-turn for "My games".
 */
export async function oneShot<T extends ServerFrame>(
  message: ClientMessageInput,
  pick: (frame: ServerFrame) => frame is T,
  timeoutMs = 15_000,
): Promise<T> {
  const { wsUrl } = await loadConfig();
  const requestId = randomId();
  return new Promise<T>((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    const finish = (f: () => void) => {
      clearTimeout(timer);
      ws.onclose = null;
      ws.close();
      f();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new Error(msg({ id: 'app.net.noAnswer', defaultMessage: 'The server did not answer in time.' }))),
        ),
      timeoutMs,
    );
    ws.onopen = () => ws.send(JSON.stringify({ ...message, requestId }));
    ws.onmessage = (m) => {
      const frame = serverFrame(m.data);
      if (frame.type === 'error' && frame.requestId === requestId)
        finish(() => reject(new ServerError(frame.code, frame.message)));
      else if (pick(frame)) finish(() => resolve(frame));
    };
    ws.onclose = () =>
      finish(() =>
        reject(
          new Error(
            msg({ id: 'app.net.closed', defaultMessage: 'The connection to the server closed before it answered.' }),
          ),
        ),
      );
  });
}

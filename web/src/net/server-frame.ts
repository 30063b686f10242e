import type { ServerFrame } from '../../../lambdas/protocol/server.js';

/**
 * A WebSocket message from the server, read as the protocol types it (lambdas/protocol/server.ts).
 * This is the page's one place to take the server's frames on trust: they come from this
 * project's own server, which writes them to the same protocol, and the page carries no parser
 * for the protocol (it would weigh more than the rest of the page's network code). A message that
 * is not JSON throws, as JSON.parse does.
 */
export function serverFrame(data: unknown): ServerFrame {
  const frame: unknown = JSON.parse(String(data));
  return frame as ServerFrame;
}

/**
 * Refusals after which the identical message is sent again: BUSY and INTERNAL (a command is
 * applied at most once), and RATE_LIMITED (the message was dropped unread).
 * Here, with the frames, rather than in one-shot.ts: a seat page's command outbox reads them too,
 * and needs nothing else of the one-shot requests before its board is drawn.
 */
export const RETRY_CODES: ReadonlySet<string> = new Set(['BUSY', 'INTERNAL', 'RATE_LIMITED']);

import { randomBytes } from 'node:crypto';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import { WsClient } from '../../backend/support/ws-client.js';
import type { TableLinks } from './table.js';

/** A seat as the lobby's form sets it: a name, and whether it is left open or played by the bot. */
export interface SeatRequest {
  name: string;
  open?: boolean;
  bot?: boolean;
}

/** How long the server may take to answer a create on a loaded machine. */
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * Creates a table over the WebSocket the way the lobby's form does (prepare, then create with a
 * fresh nonce and the rule set's default options), for tests whose subject is the game and not
 * the lobby: a page load and a form less. Returns the links the lobby would show, absolute.
 * Rule ids, not the lobby's titles: 'manila', 'manila-tutorial'.
 */
export async function createTableOverSocket(
  base: string,
  wsUrl: string,
  rules: string,
  seats: readonly (string | SeatRequest)[],
): Promise<TableLinks & { created: CreatedFrame }> {
  const host = await WsClient.connect(wsUrl);
  try {
    const answer = await host.request(
      {
        action: 'create',
        nonce: randomBytes(16).toString('base64url'),
        rules,
        seats: seats.map((s) => (typeof s === 'string' ? { name: s } : s)),
      },
      (f) => f.type === 'created' || f.type === 'error',
      ANSWER_TIMEOUT_MS,
    );
    if (answer.type !== 'created') throw new Error(`the table was not created: ${JSON.stringify(answer)}`);
    const absolute = (link: string) => new URL(link, base).href;
    return {
      created: answer,
      seats: answer.seats.map((s) => (s.link === null ? '' : absolute(s.link))),
      spectator: absolute(answer.spectatorLink),
    };
  } finally {
    await host.close();
  }
}

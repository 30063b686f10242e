import type { HistoryMessage } from '../protocol/client.js';
import type { HistoryDocument, HistoryFrame } from '../protocol/server.js';
import { chatPostOf } from './chat/frames.js';
import { chatStoreOf } from './chat/store.js';
import { toEntry } from './entries.js';
import { historyFrames } from './frames.js';
import { loadGame, readGame, recordsAfter } from './load-game.js';
import { checkLog } from './log-integrity.js';
import { sharedNotes } from './notes/actions.js';
import type { Ports } from './ports.js';
import { seatInfos } from './seats.js';
import { audienceOf, authenticate, publicAudience } from './viewer.js';
import { statusOf } from './views.js';

/** The log over the socket, in pages, as the asking seat (or a spectator) may see it. */
export async function historyPages(ports: Ports, msg: HistoryMessage): Promise<HistoryFrame[]> {
  const record = await readGame(ports, msg.gameId);
  const who = authenticate(record, msg);
  const loaded = await loadGame(ports, msg.gameId, record);
  const audience = audienceOf(loaded.game, loaded.state, who);
  const entries = (await recordsAfter(ports, loaded, msg.fromVersion)).map((r) => toEntry(loaded.game, r, audience));
  return historyFrames(
    { requestId: msg.requestId, gameId: msg.gameId, viewer: audience.viewer, version: loaded.version },
    entries,
  );
}

/**
 * The audit document: public while the game runs, everything once it is over. With `chat`, the
 * table's chat too (every message, hidden ones without their words), read from its own store:
 * the log and its hash chain never hold it. With `notes`, once the game is over, the private
 * notes of the seats that agreed to show them (never before the end: then the list is empty).
 */
export async function auditHistory(
  ports: Ports,
  gameId: string,
  { chat = false, notes = false }: { chat?: boolean; notes?: boolean } = {},
): Promise<HistoryDocument> {
  const loaded = await loadGame(ports, gameId);
  // Nobody proves a seat over plain HTTP: the public view while running, everything after.
  const audience = publicAudience(loaded.game, loaded.state, gameId);
  const viewer = audience.viewer === 'all' ? 'all' : null;
  const records = await recordsAfter(ports, loaded, 0);
  checkLog(ports, loaded.record, records, 0);
  const status = statusOf(loaded.game, loaded.state);
  return {
    gameId,
    rules: loaded.game.id,
    title: loaded.game.title,
    viewer,
    status,
    version: loaded.version,
    seats: seatInfos(loaded.record),
    outcome: loaded.game.outcome(loaded.state),
    entries: records.map((r) => toEntry(loaded.game, r, audience)),
    ...(chat && { chat: (await chatStoreOf(ports).all(gameId)).map(chatPostOf) }),
    ...(notes && { notes: await sharedNotes(ports, gameId, status) }),
  };
}

import type { ChatHideMessage, ChatMuteMessage, ChatSettingsMessage } from '../../protocol/client.js';
import type { ChatFrame, ServerFrame } from '../../protocol/server.js';
import { AppError } from '../errors.js';
import { readGame } from '../load-game.js';
import type { GameRecord, Ports } from '../ports.js';
import { seatRecordOf } from '../seats.js';
import { tokenMatches } from '../tokens.js';
import { authenticateSeat } from '../viewer.js';
import { announce } from './post.js';
import { chatStoreOf } from './store.js';

/** `chat-mute`: the seat stops (or starts again) receiving another seat's messages, or the spectators'. For itself alone. */
export async function muteInChat(ports: Ports, msg: ChatMuteMessage): Promise<ChatFrame> {
  const chat = chatStoreOf(ports);
  const record = await readGame(ports, msg.gameId);
  const who = authenticateSeat(record, msg.seat, msg.token);
  if (msg.target === who.seat) throw new AppError('SCHEMA', 'target: a seat cannot mute itself.');
  if (typeof msg.target === 'number' && seatRecordOf(record, msg.target) === undefined)
    throw new AppError(
      'NOT_A_SEAT',
      `target: this table has seats 1 to ${record.seats.length}, not ${msg.target + 1}.`,
    );
  const muted = await chat.setMuted(msg.gameId, who.seat, msg.target, msg.muted);
  return { type: 'chat', requestId: msg.requestId, gameId: msg.gameId, messages: [], muted };
}

/**
 * The table's creator, proven by the host token `created` gave: a table created without a
 * secret has none, and nobody can act as its host.
 */
function checkHost(record: GameRecord, host: string): void {
  if (record.hostTokenHash === undefined || !tokenMatches(host, record.hostTokenHash))
    throw new AppError(
      'NOT_HOST',
      "That is not this table's host token: only the table's creator can hide messages or let spectators write.",
    );
}

/**
 * `chat-hide`: the creator hides a message for everyone, or shows it again. Hidden is not
 * deleted: the words stay in the store, for the record; every watcher gets the message again,
 * hidden (without its words) or shown.
 */
export async function hideInChat(ports: Ports, msg: ChatHideMessage, connectionId: string): Promise<ServerFrame[]> {
  const chat = chatStoreOf(ports);
  const record = await readGame(ports, msg.gameId);
  checkHost(record, msg.host);
  const post = await chat.setHidden(msg.gameId, msg.id, msg.hidden ? ports.clock.now().toISOString() : null);
  if (!post) throw new AppError('UNKNOWN_MESSAGE', `This table's chat has no message ${msg.id}.`);
  return announce(ports, msg.gameId, await chat.state(msg.gameId), [post], connectionId, msg.requestId);
}

/** `chat-settings`: the creator lets spectators write, or stops them; every watcher is told. */
export async function setChatSettings(
  ports: Ports,
  msg: ChatSettingsMessage,
  connectionId: string,
): Promise<ServerFrame[]> {
  const chat = chatStoreOf(ports);
  const record = await readGame(ports, msg.gameId);
  checkHost(record, msg.host);
  await chat.setSpectators(msg.gameId, msg.spectators);
  const state = { spectators: msg.spectators, muted: new Map() };
  return announce(ports, msg.gameId, state, [], connectionId, msg.requestId, { spectators: msg.spectators });
}

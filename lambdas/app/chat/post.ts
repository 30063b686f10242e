import { chatTextProblem } from '../../protocol/chat.js';
import type { ChatMessage } from '../../protocol/client.js';
import type { ChatFrame, ServerFrame } from '../../protocol/server.js';
import { fanOut } from '../broadcast.js';
import { AppError } from '../errors.js';
import { readGame } from '../load-game.js';
import { reportProblem } from '../problems.js';
import type { ChatState, Ports, StoredChatPost } from '../ports.js';
import { authenticate } from '../viewer.js';
import { mutedBy, postsFor } from './frames.js';
import { chatStoreOf } from './store.js';

/**
 * How many messages one connection may send in one window: a person chatting never meets it,
 * a script flooding the table does at once. Counted in the store (one conditional write), so
 * every Lambda answering the connection counts alike.
 */
export const CHAT_PER_WINDOW = 5;
export const CHAT_WINDOW_SECONDS = 10;
/**
 * How many messages one seat may send in one window from all its connections together (tabs,
 * devices): more than one connection's, so a second tab is no nuisance, but a seat cannot
 * multiply its rate by opening connections. Spectators have no seat: theirs is the connection's.
 */
export const CHAT_PER_SEAT_WINDOW = 8;

/** A message id: the time in ms as 13 digits (ids sort by time) and a fresh random id. */
export const chatIdOf = (ms: number, random: string): string => `${String(ms).padStart(13, '0')}-${random}`;

/**
 * `chat`: a seat (proven by its token) or, where the creator allows it, a spectator writes to
 * the table. Checked before anything is written (text, spectators, the rate), stored apart from
 * the log, and sent to every connection watching the game except those of seats that muted
 * the sender. Nothing of the game changes.
 */
export async function postChat(ports: Ports, msg: ChatMessage, connectionId: string): Promise<ServerFrame[]> {
  const chat = chatStoreOf(ports);
  const record = await readGame(ports, msg.gameId);
  const who = authenticate(record, msg);
  const words = msg.text === undefined ? undefined : msg.text.normalize('NFC').trim();
  if (words !== undefined) {
    const problem = chatTextProblem(words);
    if (problem) throw new AppError(problem.code, `text: ${problem.reason}.`);
  }
  const state = await chat.state(msg.gameId);
  if (who.kind === 'spectator' && !state.spectators)
    throw new AppError(
      'CHAT_CLOSED',
      "Spectators may not write in this table's chat; its creator can let them (chat-settings).",
    );
  const now = ports.clock.now();
  const window = Math.floor(now.getTime() / (CHAT_WINDOW_SECONDS * 1000));
  const expiresAt = (window + 2) * CHAT_WINDOW_SECONDS;
  if (!(await chat.takeSlot(msg.gameId, connectionId, window, CHAT_PER_WINDOW, expiresAt)))
    throw new AppError(
      'RATE_LIMITED',
      `A connection may send ${CHAT_PER_WINDOW} chat messages in ${CHAT_WINDOW_SECONDS} seconds; this one was not posted. Wait a moment.`,
    );
  // The connection's count first: a connection over its own limit then spends none of its seat's.
  // "seat#": no connection id holds a "#", so the two counts never share an item.
  if (
    who.seat !== null &&
    !(await chat.takeSlot(msg.gameId, `seat#${who.seat}`, window, CHAT_PER_SEAT_WINDOW, expiresAt))
  )
    throw new AppError(
      'RATE_LIMITED',
      `A seat may send ${CHAT_PER_SEAT_WINDOW} chat messages in ${CHAT_WINDOW_SECONDS} seconds from all its tabs and devices together; this one was not posted. Wait a moment.`,
    );
  const post: StoredChatPost = {
    gameId: msg.gameId,
    id: chatIdOf(now.getTime(), ports.ids.id()),
    at: now.toISOString(),
    seat: who.seat,
    ...(words !== undefined ? { text: words } : { preset: msg.preset }),
  };
  await chat.add(post);
  const answer = await announce(ports, msg.gameId, state, [post], connectionId, msg.requestId);
  // Pushes to seats that are away: never awaited, never failing the message (as after a move).
  try {
    ports.notifier?.chatPosted?.(msg.gameId, post);
  } catch (err) {
    reportProblem(ports, { kind: 'notify-failed', gameId: msg.gameId, detail: 'chat', error: err });
  }
  return answer;
}

/**
 * Sends messages (new, hidden or shown again) to every watcher that has not muted their
 * senders. The connection that asked gets its frame with its requestId; if it does not watch
 * the game, the frame is its answer.
 */
export async function announce(
  ports: Ports,
  gameId: string,
  state: ChatState,
  posts: readonly StoredChatPost[],
  connectionId: string,
  requestId: string | undefined,
  extra: Partial<ChatFrame> = {},
): Promise<ServerFrame[]> {
  const frameFor = (messages: ChatFrame['messages']): ChatFrame => ({ type: 'chat', gameId, messages, ...extra });
  const delivered = await fanOut(
    ports,
    gameId,
    (viewer) => {
      const messages = postsFor(posts, mutedBy(state, viewer));
      // A watcher who muted every sender of these messages is sent nothing at all.
      return messages.length > 0 || posts.length === 0 ? [frameFor(messages)] : [];
    },
    {
      connectionId,
      // The one who asked always hears back, whoever they muted.
      adjust: (frames) =>
        (frames.length > 0 ? frames : [frameFor(postsFor(posts, []))]).map((f) => ({ ...f, requestId })),
    },
  );
  if (delivered.has(connectionId)) return [];
  return [{ ...frameFor(postsFor(posts, [])), requestId }];
}

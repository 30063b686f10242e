import type { ChatFrame, ChatPost } from '../../protocol/server.js';
import { chunk } from '../frames.js';
import type { ChatMuteTarget, ChatState, StoredChatPost } from '../ports.js';
import type { AuthenticatedViewer } from '../viewer.js';

/**
 * A stored message as a viewer gets it: a hidden one without its words (the store keeps them,
 * for the record; nobody is sent them, the creator included).
 */
export function chatPostOf(post: StoredChatPost): ChatPost {
  const shown: ChatPost = { id: post.id, at: post.at, seat: post.seat };
  if (post.hiddenAt !== undefined) return { ...shown, hidden: true };
  return post.text !== undefined ? { ...shown, text: post.text } : { ...shown, preset: post.preset };
}

/** Whom `viewer` has muted: nobody for a spectator (it has no identity to keep mutes under). */
export function mutedBy(state: ChatState, viewer: AuthenticatedViewer): ChatMuteTarget[] {
  return viewer.kind === 'seat' ? (state.muted.get(viewer.seat) ?? []) : [];
}

/** The messages `viewer` is sent: none from a seat it muted, nor from spectators if it muted them. */
export function postsFor(posts: readonly StoredChatPost[], muted: readonly ChatMuteTarget[]): ChatPost[] {
  return posts.filter((p) => !muted.includes(p.seat ?? 'spectators')).map(chatPostOf);
}

/** The chat frames answering a subscription: the newest messages, oldest first, in frames within the budget. */
export function chatHistoryFrames(
  gameId: string,
  posts: readonly StoredChatPost[],
  state: ChatState,
  viewer: AuthenticatedViewer,
  requestId?: string,
): ChatFrame[] {
  const muted = mutedBy(state, viewer);
  const head: ChatFrame = {
    type: 'chat',
    requestId,
    gameId,
    messages: [],
    spectators: state.spectators,
    ...(viewer.kind === 'seat' && { muted }),
  };
  const runs = chunk(postsFor(posts, muted), (messages) => ({ ...head, messages }));
  if (runs.length === 0) return [head];
  return runs.map((messages) => ({ ...head, messages }));
}

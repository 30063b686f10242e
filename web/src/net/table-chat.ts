import type { ChatFrame, ChatPost } from '../../../lambdas/protocol/server.js';

/** Whom a seat has muted, as the server keeps it. */
export type MuteTarget = number | 'spectators';

/**
 * The table's chat as this page holds it, from `chat` frames (lambdas/protocol/README.md):
 * messages merged by id (a later copy, hidden or shown again, replaces the earlier) and kept in
 * id order, which is time order; whether spectators may write; whom this seat muted.
 */
export class TableChat {
  messages: ChatPost[] = [];
  /** Null until the server said (a page that has not subscribed with the chat yet). */
  spectators: boolean | null = null;
  muted: MuteTarget[] = [];

  receive(frame: ChatFrame): void {
    if (frame.spectators !== undefined) this.spectators = frame.spectators;
    if (frame.muted !== undefined) {
      this.muted = frame.muted;
      // Muted senders' messages go from the page too, as they do from the server's history.
      this.messages = this.messages.filter((m) => !this.muted.includes(m.seat ?? 'spectators'));
    }
    if (frame.messages.length === 0) return;
    const byId = new Map(this.messages.map((m) => [m.id, m]));
    for (const m of frame.messages) byId.set(m.id, m);
    this.messages = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}

/** Messages another viewer wrote after `seen` (a message id; '' for none), hidden ones left out. */
export function unreadOf(messages: readonly ChatPost[], seen: string, seat: number | null): number {
  return messages.filter((m) => m.id > seen && m.hidden !== true && (seat === null || m.seat !== seat)).length;
}

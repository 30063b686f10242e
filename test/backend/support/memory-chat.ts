import type { ChatMuteTarget, ChatState, ChatStore, StoredChatPost } from '../../../lambdas/app/ports.js';

const copy = <T>(v: T): T => structuredClone(v);

/** The chat table's contract in memory: messages by id, one state per game, conditional rate counters. */
export class MemoryChat implements ChatStore {
  readonly posts = new Map<string, StoredChatPost>();
  readonly states = new Map<string, { spectators: boolean; muted: Map<number, Set<ChatMuteTarget>> }>();
  readonly counters = new Map<string, number>();
  calls = { add: 0, takeSlot: 0 };

  async add(post: StoredChatPost): Promise<void> {
    this.calls.add++;
    if (this.posts.has(`${post.gameId} ${post.id}`)) throw new Error(`chat message ${post.id} stored twice`);
    this.posts.set(`${post.gameId} ${post.id}`, copy(post));
  }
  private of(gameId: string): StoredChatPost[] {
    return [...this.posts.values()].filter((p) => p.gameId === gameId).sort((a, b) => a.id.localeCompare(b.id));
  }
  async recent(gameId: string, count: number): Promise<StoredChatPost[]> {
    return copy(this.of(gameId).slice(-count));
  }
  async all(gameId: string): Promise<StoredChatPost[]> {
    return copy(this.of(gameId));
  }
  async setHidden(gameId: string, id: string, hiddenAt: string | null): Promise<StoredChatPost | null> {
    const p = this.posts.get(`${gameId} ${id}`);
    if (!p) return null;
    if (hiddenAt === null) delete p.hiddenAt;
    else p.hiddenAt = hiddenAt;
    return copy(p);
  }
  private stateOf(gameId: string) {
    let s = this.states.get(gameId);
    if (!s) this.states.set(gameId, (s = { spectators: false, muted: new Map() }));
    return s;
  }
  async state(gameId: string): Promise<ChatState> {
    const s = this.stateOf(gameId);
    return { spectators: s.spectators, muted: new Map([...s.muted].map(([seat, set]) => [seat, [...set]])) };
  }
  async setMuted(gameId: string, seat: number, target: ChatMuteTarget, muted: boolean): Promise<ChatMuteTarget[]> {
    const s = this.stateOf(gameId);
    const set = s.muted.get(seat) ?? new Set<ChatMuteTarget>();
    if (muted) set.add(target);
    else set.delete(target);
    s.muted.set(seat, set);
    return [...set];
  }
  async setSpectators(gameId: string, allowed: boolean): Promise<void> {
    this.stateOf(gameId).spectators = allowed;
  }
  async takeSlot(gameId: string, sender: string, window: number, max: number): Promise<boolean> {
    this.calls.takeSlot++;
    const key = `${gameId} ${sender} ${window}`;
    const n = this.counters.get(key) ?? 0;
    if (n >= max) return false;
    this.counters.set(key, n + 1);
    return true;
  }
}

/**
 * The versions this process has broadcast, so that identical retries of a command do not
 * re-send its update to every watcher again and again (each retry would otherwise cost a
 * message per watcher). A retry re-broadcasts only what this process has no record of sending:
 * after a crash between append and broadcast, the first retry to reach a fresh process sends
 * it, so watchers who never act still learn of the move. Bounded: the oldest entries go first.
 */
export class BroadcastMemo {
  private readonly sent = new Set<string>();

  constructor(private readonly capacity = 2048) {}

  has(gameId: string, version: number): boolean {
    return this.sent.has(`${gameId}@${version}`);
  }

  add(gameId: string, version: number): void {
    const key = `${gameId}@${version}`;
    this.sent.delete(key);
    this.sent.add(key);
    const oldest = this.sent.values().next();
    if (this.sent.size > this.capacity && !oldest.done) this.sent.delete(oldest.value);
  }
}

/** One per process, like a warm Lambda's module state. */
export const broadcastMemo = new BroadcastMemo();

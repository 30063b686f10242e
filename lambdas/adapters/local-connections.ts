import type { ConnectionRecord, Connections } from '../app/ports.js';

/**
 * The connections this process stored, in order. On the local stack every connection is stored
 * by the handlers of its one process (it forgets the table's connections at start), so a
 * broadcast can learn of those that subscribed after its early read from here instead of
 * reading the game's partition again (app/broadcast.ts fanOut). On AWS subscriptions are stored
 * by other instances too: nothing registers one, and the partition is read again.
 */
export class StoredConnections {
  private stored: { seq: number; connection: ConnectionRecord }[] = [];
  private seq = 0;
  /** The newest sequence number let go of: a mark before it can no longer be answered. */
  private forgotten = 0;

  /** @param keep how many of the newest stored connections are kept for marks still being answered. */
  constructor(private readonly keep = 1024) {
    if (!Number.isInteger(keep) || keep < 1) throw new Error(`keep must be a whole number of at least 1; got ${keep}`);
  }

  /** Where the order of stored connections stands now. */
  mark(): number {
    return this.seq;
  }

  /** Records a connection the store has just acknowledged. */
  add(connection: ConnectionRecord): void {
    this.stored.push({ seq: ++this.seq, connection });
    if (this.stored.length > this.keep) {
      const dropped = this.stored.splice(0, this.stored.length - this.keep);
      this.forgotten = dropped[dropped.length - 1].seq;
    }
  }

  /** The game's connections stored after `mark`, oldest first; null when some of them were let go of. */
  since(gameId: string, mark: number): ConnectionRecord[] | null {
    if (mark < this.forgotten) return null;
    return this.stored.filter((s) => s.seq > mark && s.connection.gameId === gameId).map((s) => s.connection);
  }

  private wrapped: { inner: Connections; outer: Connections } | null = null;

  /** `inner`, with every connection it stores recorded here once the store has it. */
  over(inner: Connections): Connections {
    if (this.wrapped?.inner === inner) return this.wrapped.outer;
    const outer: Connections = {
      put: async (connection) => {
        await inner.put(connection);
        this.add(connection);
      },
      remove: (gameId, connectionId) => inner.remove(gameId, connectionId),
      byGame: (gameId) => inner.byGame(gameId),
      setVisible: (gameId, connectionId, visible) => inner.setVisible(gameId, connectionId, visible),
      mark: () => this.mark(),
      storedSince: (gameId, mark) => this.since(gameId, mark),
    };
    this.wrapped = { inner, outer };
    return outer;
  }
}

let registered: StoredConnections | null = null;

/** Registers `log` as where this process's handlers record the connections they store; returns its removal. */
export function registerLocalConnections(log: StoredConnections): () => void {
  registered = log;
  return () => {
    if (registered === log) registered = null;
  };
}

export function localConnections(): StoredConnections | null {
  return registered;
}

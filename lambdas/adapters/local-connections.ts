import type { ConnectionRecord, Connections } from '../app/ports.js';

/**
 * The connections the local stack's handlers stored, by game, held in its process. There one
 * process holds every WebSocket and stores every connection (it forgets the table's connections
 * at start), so a game's watchers are known here: a broadcast takes them from memory instead of
 * querying the game's partition, as a single-process game server keeps its sockets by match.
 * That was one of the four store calls behind every move (about a tenth of the stack's CPU per
 * move). The table is still written first, as on AWS, and this record follows a write only once
 * the store has acknowledged it, so it never holds a connection the table does not. On AWS
 * connections are stored by other instances too: nothing registers one, and the partition is
 * read.
 */
export class LocalConnections {
  private readonly games = new Map<string, Map<string, ConnectionRecord>>();
  private wrapped: { inner: Connections; outer: Connections } | null = null;

  /** The game's connections, in the order they were first stored. */
  private watching(gameId: string): ConnectionRecord[] {
    return [...(this.games.get(gameId)?.values() ?? [])];
  }

  /** `inner`, its writes followed here once the store has them, and its game's connections read from here. */
  over(inner: Connections): Connections {
    if (this.wrapped?.inner === inner) return this.wrapped.outer;
    const outer: Connections = {
      put: async (connection) => {
        await inner.put(connection);
        let game = this.games.get(connection.gameId);
        if (!game) this.games.set(connection.gameId, (game = new Map<string, ConnectionRecord>()));
        game.set(connection.connectionId, connection);
      },
      remove: async (gameId, connectionId) => {
        await inner.remove(gameId, connectionId);
        const game = this.games.get(gameId);
        game?.delete(connectionId);
        if (game?.size === 0) this.games.delete(gameId);
      },
      byGame: (gameId) => Promise.resolve(this.watching(gameId)),
      setVisible: async (gameId, connectionId, visible) => {
        const watches = await inner.setVisible(gameId, connectionId, visible);
        const game = this.games.get(gameId);
        const connection = game?.get(connectionId);
        if (watches && game && connection) game.set(connectionId, { ...connection, visible });
        return watches;
      },
    };
    this.wrapped = { inner, outer };
    return outer;
  }
}

let registered: LocalConnections | null = null;

/** Registers `record` as where this process's handlers keep the connections they store; returns its removal. */
export function registerLocalConnections(record: LocalConnections): () => void {
  registered = record;
  return () => {
    if (registered === record) registered = null;
  };
}

export function localConnections(): LocalConnections | null {
  return registered;
}

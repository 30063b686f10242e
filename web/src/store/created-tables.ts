import { readList, writeList } from './stored-list.js';

/**
 * A table this device created, with every link the server handed back: the creator can show
 * them again (a player who lost theirs asks the creator), and export them with My games.
 */
export interface CreatedTable {
  gameId: string;
  rules: string;
  title: string;
  /** When the table was created (ISO time, this device's clock). */
  createdAt: string;
  seats: { seat: number; name: string; open: boolean; bot: boolean; token: string | null; link: string | null }[];
  spectatorLink: string;
  /** The server's fingerprint of the game's secret seed (docs/audit.md). */
  commitment: string;
  /** The creator's host token (hides chat messages, lets spectators write); absent from servers before table chat. */
  hostToken?: string;
}

const KEY = 'tradewinds.created-tables.v1';

/** Every table created on this device, newest first. */
export function listCreatedTables(): CreatedTable[] {
  return readList<CreatedTable>(KEY).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function createdTable(gameId: string): CreatedTable | undefined {
  return listCreatedTables().find((t) => t.gameId === gameId);
}

/** Keeps the table; one record per game, so a second copy (an import) never duplicates it. */
export function rememberCreatedTable(table: CreatedTable): void {
  writeList(KEY, [...listCreatedTables().filter((t) => t.gameId !== table.gameId), table]);
}

/** Drops the table's links from this device; returns what was dropped, for an undo. */
export function forgetCreatedTable(gameId: string): CreatedTable | undefined {
  const list = listCreatedTables();
  const gone = list.find((t) => t.gameId === gameId);
  writeList(
    KEY,
    list.filter((t) => t !== gone),
  );
  return gone;
}

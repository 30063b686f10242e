/**
 * The shape of the three tables, in one place: the adapters read and write these
 * attributes, the local stack creates tables from them, and the CDK stack declares them.
 */
export const EVENTS_TABLE = {
  partitionKey: 'gameId',
  /** One item per accepted command, numbered from 1. */
  sortKey: 'version',
} as const;

export const GAMES_TABLE = { partitionKey: 'gameId' } as const;

/**
 * One item per connection watching a game, in the game's partition: a broadcast finds the
 * watchers with one Query of the table itself. An index by game would cost a second write
 * on every subscribe and every delete (npm run cost).
 */
export const CONNECTIONS_TABLE = {
  partitionKey: 'gameId',
  sortKey: 'connectionId',
  /** Epoch seconds; DynamoDB's TTL deletes the item after it. */
  ttlAttribute: 'expiresAt',
} as const;

export interface TableNames {
  events: string;
  games: string;
  connections: string;
}

/** Handlers learn the table names from their environment (set by CDK, or by the local stack). */
export function tableNamesFromEnv(env: NodeJS.ProcessEnv = process.env): TableNames {
  const need = (key: string) => {
    const value = env[key];
    if (!value) throw new Error(`${key} is not set`);
    return value;
  };
  return { events: need('EVENTS_TABLE'), games: need('GAMES_TABLE'), connections: need('CONNECTIONS_TABLE') };
}

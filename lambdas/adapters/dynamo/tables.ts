/**
 * The shape of the three tables, in one place: the adapters read and write these
 * attributes, the local stack creates tables from them, and the CDK stack declares them.
 */
export const EVENTS_TABLE = {
  partitionKey: 'gameId',
  /** One item per accepted command, numbered from 1. */
  sortKey: 'version',
  /**
   * true on an item the events stream's notifier must see (somebody listens to the table, or
   * the record leaves a wake to ask for again: lambdas/app/append-record.ts); absent otherwise.
   * Only the stream's filter reads it (infra/constructs/notifications.ts); no record carries it.
   */
  notifyAttribute: 'notify',
} as const;

export const GAMES_TABLE = {
  partitionKey: 'gameId',
  /**
   * The sparse index of games with a pending wake (a deadline, a bot's turn): an item carries
   * `deadlineShard` and `nextDeadline` only while one is pending, so the index holds those
   * games alone and the sweep Queries it (never a scan). Its partitions are PENDING_SHARDS
   * shards, so no single partition takes every game's writes; projection KEYS_ONLY.
   */
  pendingIndex: { name: 'pending-deadlines', partitionKey: 'deadlineShard', sortKey: 'nextDeadline' },
  /** Epoch seconds: set only on a prepared table's item, which the TTL removes if it is never created. */
  ttlAttribute: 'expiresAt',
} as const;

/** How many partitions the pending-deadlines index spreads games over. */
export const PENDING_SHARDS = 16;

/** The shard of a game in the pending-deadlines index: `pending#<n>`, n from its id's first character. */
export function deadlineShard(gameId: string): string {
  return pendingShard((gameId.charCodeAt(0) || 0) % PENDING_SHARDS);
}

/** The name of shard n (0 to PENDING_SHARDS - 1). */
export const pendingShard = (n: number): string => `pending#${n}`;

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

/**
 * The notifications table, keyed by game: push subscriptions (`key` = `push#<seat>#<device>`),
 * the table's webhook (`key` = `webhook`) and marks of reminders sent (`key` = `sent#...`).
 * Marks of a device's daily digest live in partitions of their own (`gameId` = `digest#<hash>`).
 * Subscriptions in mode 'digest' carry `digestShard`, so the sparse index `digest-subscriptions`
 * holds exactly those (projection ALL: the digest needs the keys to send). Marks expire by TTL.
 */
export const SUBSCRIPTIONS_TABLE = {
  partitionKey: 'gameId',
  sortKey: 'key',
  ttlAttribute: 'expiresAt',
  digestIndex: { name: 'digest-subscriptions', partitionKey: 'digestShard', sortKey: 'key' },
} as const;

/** How many partitions the digest index spreads subscriptions over. */
export const DIGEST_SHARDS = 4;

export const digestShard = (n: number): string => `digest#${n}`;

/** The digest shard of a game's subscriptions, from its id's first character. */
export function digestShardOf(gameId: string): string {
  return digestShard((gameId.charCodeAt(0) || 0) % DIGEST_SHARDS);
}

/**
 * The table chat, keyed by game, apart from the log (chat never changes a game, nor enters the
 * audit's hash chain): messages (`key` = `msg#<id>`, ids sort by time), the chat's state
 * (`key` = `state`: whether spectators may write, each seat's mutes as `mute<seat>` string sets)
 * and senders' rate counters (`key` = `rate#<sender>#<window>`, forgotten by the TTL).
 */
export const CHAT_TABLE = {
  partitionKey: 'gameId',
  sortKey: 'key',
  ttlAttribute: 'expiresAt',
} as const;

export interface TableNames {
  events: string;
  games: string;
  connections: string;
  /** Absent where the handler's function was given no notifications table (its adapter then refuses aloud). */
  subscriptions?: string;
  /** Absent where the handler's function was given no chat table (chat actions then answer INTERNAL, aloud in the log). */
  chat?: string;
}

/** Handlers learn the table names from their environment (set by CDK, or by the local stack). */
export function tableNamesFromEnv(env: NodeJS.ProcessEnv = process.env): TableNames {
  const need = (key: string) => {
    const value = env[key];
    if (!value) throw new Error(`${key} is not set`);
    return value;
  };
  return {
    events: need('EVENTS_TABLE'),
    games: need('GAMES_TABLE'),
    connections: need('CONNECTIONS_TABLE'),
    ...(env.SUBSCRIPTIONS_TABLE && { subscriptions: env.SUBSCRIPTIONS_TABLE }),
    ...(env.CHAT_TABLE && { chat: env.CHAT_TABLE }),
  };
}

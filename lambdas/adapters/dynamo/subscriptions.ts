import { isLocale, type Locale } from '../../../i18n/locales.js';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Seat } from '../../../engine/core/types.js';
import type { PushSubscriptionRecord, Subscriptions, WebhookRecord } from '../../app/ports.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { everyItem } from './query-pages.js';
import { DIGEST_SHARDS, digestShard, digestShardOf, SUBSCRIPTIONS_TABLE } from './tables.js';

const { partitionKey, sortKey, ttlAttribute, digestIndex } = SUBSCRIPTIONS_TABLE;

const PUSH_PREFIX = 'push#';
const WEBHOOK_KEY = 'webhook';
const pushKey = (seat: Seat, device: string) => `${PUSH_PREFIX}${seat}#${device}`;
/** The seat's devices with a subscription, as a string set: the one item a limit can be kept on atomically. */
const devicesKey = (seat: Seat) => `devices#${seat}`;
const isConditionFailure = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';

/** The notifications table (tables.ts SUBSCRIPTIONS_TABLE): everything in the game's partition. */
export class DynamoSubscriptions implements Subscriptions {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async put(sub: PushSubscriptionRecord, maxDevices: number): Promise<boolean> {
    // The device takes its place in the seat's set first, by one conditional update: DynamoDB
    // cannot count items in a condition, but it can the members of one item's set, so devices
    // registering at the same moment cannot all take the last place. A device already in the
    // set passes (it replaces its own subscription), which also makes a retried update harmless.
    try {
      await withRetry(
        'claim a device place',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [partitionKey]: sub.gameId, [sortKey]: devicesKey(sub.seat) },
              UpdateExpression: 'ADD #d :device',
              ConditionExpression: 'attribute_not_exists(#d) OR size(#d) < :max OR contains(#d, :id)',
              ExpressionAttributeNames: { '#d': 'devices' },
              ExpressionAttributeValues: { ':device': new Set([sub.device]), ':max': maxDevices, ':id': sub.device },
            }),
          ),
        this.retry,
      );
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
    const item: Record<string, unknown> = {
      [partitionKey]: sub.gameId,
      [sortKey]: pushKey(sub.seat, sub.device),
      seat: sub.seat,
      device: sub.device,
      endpoint: sub.endpoint,
      keys: sub.keys,
      mode: sub.mode,
      timeZone: sub.timeZone,
      locale: sub.locale,
      updatedAt: sub.updatedAt,
    };
    if (sub.digestHour !== null) item.digestHour = sub.digestHour;
    // Only digest subscriptions carry the index's key: the index holds those alone.
    if (sub.mode === 'digest') item[digestIndex.partitionKey] = digestShardOf(sub.gameId);
    await withRetry(
      'save push subscription',
      () => this.doc.send(new PutCommand({ TableName: this.table, Item: item })),
      this.retry,
    );
    return true;
  }

  async remove(gameId: string, seat: Seat, device: string): Promise<void> {
    // The place first: if the delete then fails, the subscription outlives its place until the
    // next removal (a push answered 410, the device turning off), rather than a place being
    // held for ever by a device that is gone.
    try {
      await withRetry(
        'free a device place',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [partitionKey]: gameId, [sortKey]: devicesKey(seat) },
              UpdateExpression: 'DELETE #d :device',
              ConditionExpression: 'attribute_exists(#k)',
              ExpressionAttributeNames: { '#d': 'devices', '#k': sortKey },
              ExpressionAttributeValues: { ':device': new Set([device]) },
            }),
          ),
        this.retry,
      );
    } catch (err) {
      // No set yet for this seat: nothing to free (and no item is made to say so).
      if (!isConditionFailure(err)) throw err;
    }
    await withRetry(
      'remove push subscription',
      () =>
        this.doc.send(
          new DeleteCommand({
            TableName: this.table,
            Key: { [partitionKey]: gameId, [sortKey]: pushKey(seat, device) },
          }),
        ),
      this.retry,
    );
  }

  async byGame(gameId: string): Promise<PushSubscriptionRecord[]> {
    const items = await this.query('list push subscriptions', {
      KeyConditionExpression: '#g = :g AND begins_with(#k, :p)',
      ExpressionAttributeNames: { '#g': partitionKey, '#k': sortKey },
      ExpressionAttributeValues: { ':g': gameId, ':p': PUSH_PREFIX },
    });
    return items.map(subscriptionOf);
  }

  async digests(): Promise<PushSubscriptionRecord[]> {
    const out: PushSubscriptionRecord[] = [];
    for (let n = 0; n < DIGEST_SHARDS; n++) {
      const items = await this.query('list digest subscriptions', {
        IndexName: digestIndex.name,
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': digestIndex.partitionKey },
        ExpressionAttributeValues: { ':s': digestShard(n) },
      });
      out.push(...items.map(subscriptionOf));
    }
    return out;
  }

  async webhook(gameId: string): Promise<WebhookRecord | null> {
    const { Item } = await withRetry(
      'read webhook',
      () =>
        this.doc.send(
          new GetCommand({
            TableName: this.table,
            Key: { [partitionKey]: gameId, [sortKey]: WEBHOOK_KEY },
            ConsistentRead: true,
          }),
        ),
      this.retry,
    );
    if (!Item) return null;
    // The layout setWebhook writes.
    const hook = Item as { url: string; off?: string; setBy: Seat; locale?: unknown; updatedAt: string };
    return {
      gameId,
      url: hook.url,
      off: hook.off ?? null,
      setBy: hook.setBy,
      locale: localeOf(hook.locale),
      updatedAt: hook.updatedAt,
    };
  }

  async setWebhook(gameId: string, hook: WebhookRecord | null): Promise<void> {
    const Key = { [partitionKey]: gameId, [sortKey]: WEBHOOK_KEY };
    if (hook === null) {
      await withRetry(
        'remove webhook',
        () => this.doc.send(new DeleteCommand({ TableName: this.table, Key })),
        this.retry,
      );
      return;
    }
    const item: Record<string, unknown> = {
      ...Key,
      url: hook.url,
      setBy: hook.setBy,
      locale: hook.locale,
      updatedAt: hook.updatedAt,
    };
    if (hook.off !== null) item.off = hook.off;
    await withRetry(
      'save webhook',
      () => this.doc.send(new PutCommand({ TableName: this.table, Item: item })),
      this.retry,
    );
  }

  async switchOffWebhook(gameId: string, url: string, reason: string, at: string): Promise<boolean> {
    try {
      await withRetry(
        'switch webhook off',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [partitionKey]: gameId, [sortKey]: WEBHOOK_KEY },
              UpdateExpression: 'SET #off = :r, updatedAt = :at',
              ConditionExpression: '#url = :u AND attribute_not_exists(#off)',
              ExpressionAttributeNames: { '#off': 'off', '#url': 'url' },
              ExpressionAttributeValues: { ':r': reason, ':at': at, ':u': url },
            }),
          ),
        this.retry,
      );
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  }

  async markOnce(scope: string, key: string, expiresAt: number): Promise<boolean> {
    try {
      await withRetry(
        'mark sent',
        () =>
          this.doc.send(
            new PutCommand({
              TableName: this.table,
              Item: { [partitionKey]: scope, [sortKey]: `sent#${key}`, [ttlAttribute]: expiresAt },
              ConditionExpression: 'attribute_not_exists(#k)',
              ExpressionAttributeNames: { '#k': sortKey },
            }),
          ),
        this.retry,
      );
      return true;
    } catch (err) {
      // A retry of a put that landed fails its condition too: the mark is there either way, and
      // the caller skips one send rather than sending twice.
      if (isConditionFailure(err)) return false;
      throw err;
    }
  }

  private async query(
    operation: string,
    input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>,
  ): Promise<Record<string, unknown>[]> {
    return everyItem(this.doc, this.retry, operation, { ...input, TableName: this.table });
  }
}

function subscriptionOf(stored: Record<string, unknown>): PushSubscriptionRecord {
  // The layout `put` writes; items written before digests, time zones and locales lack those.
  const item = stored as Omit<PushSubscriptionRecord, 'digestHour' | 'timeZone' | 'locale'> & {
    digestHour?: number;
    timeZone?: string;
    locale?: unknown;
  };
  return {
    gameId: item[partitionKey],
    seat: item.seat,
    device: item.device,
    endpoint: item.endpoint,
    keys: item.keys,
    mode: item.mode,
    digestHour: item.digestHour ?? null,
    timeZone: item.timeZone ?? 'UTC',
    locale: localeOf(item.locale),
    updatedAt: item.updatedAt,
  };
}

/** A stored locale; English for items written before locales were stored. */
const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'en');

/**
 * What a handler gets when its function was given no notifications table: every call refuses
 * aloud (the message answers INTERNAL and the log says why), never a silent no-op.
 */
export const unconfiguredSubscriptions: Subscriptions = {
  put: refuse('put'),
  remove: refuse('remove'),
  byGame: refuse('byGame'),
  digests: refuse('digests'),
  webhook: refuse('webhook'),
  setWebhook: refuse('setWebhook'),
  switchOffWebhook: refuse('switchOffWebhook'),
  markOnce: refuse('markOnce'),
};

function refuse(what: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new Error(`SUBSCRIPTIONS_TABLE is not set: notifications are not configured for this function (${what})`),
    );
}

import { isLocale } from '../../../i18n/locales.js';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CalendarFeedRecord, CalendarFeeds } from '../../app/calendar/feeds.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { SUBSCRIPTIONS_TABLE } from './tables.js';

const { partitionKey, sortKey, ttlAttribute } = SUBSCRIPTIONS_TABLE;

/** A feed has a partition of its own in the notifications table: no game id starts so (ids are base64url). */
const feedPartition = (feedHash: string) => `calendar#${feedHash}`;
const FEED_KEY = 'feed';
const isConditionFailure = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';

/** The devices' calendar feeds, one item each in the notifications table (tables.ts SUBSCRIPTIONS_TABLE). */
export class DynamoCalendarFeeds implements CalendarFeeds {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async get(feedHash: string): Promise<CalendarFeedRecord | null> {
    // Consistent: once a renewal is answered, the old URL shows nothing, not even for a second.
    const out = await withRetry(
      'read calendar feed',
      () => this.doc.send(new GetCommand({ TableName: this.table, Key: this.key(feedHash), ConsistentRead: true })),
      this.retry,
    );
    const item = out.Item;
    if (!item) return null;
    return {
      feedHash,
      seats: (item.seats as CalendarFeedRecord['seats'] | undefined) ?? [],
      locale: isLocale(item.locale) ? item.locale : 'en',
      updatedAt: item.updatedAt as string,
      expiresAt: item[ttlAttribute] as number,
    };
  }

  async create(feed: CalendarFeedRecord): Promise<void> {
    await withRetry(
      'save calendar feed',
      () => this.doc.send(new PutCommand({ TableName: this.table, Item: this.item(feed) })),
      this.retry,
    );
  }

  async replace(feed: CalendarFeedRecord): Promise<boolean> {
    return this.conditional('update calendar feed', () =>
      this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: this.item(feed),
          ConditionExpression: 'attribute_exists(#k)',
          ExpressionAttributeNames: { '#k': sortKey },
        }),
      ),
    );
  }

  async remove(feedHash: string): Promise<boolean> {
    // A retried delete whose first try landed finds nothing and says false: the device is then
    // told its feed is unknown and makes a new one, which is what it asked for anyway.
    return this.conditional('remove calendar feed', () =>
      this.doc.send(
        new DeleteCommand({
          TableName: this.table,
          Key: this.key(feedHash),
          ConditionExpression: 'attribute_exists(#k)',
          ExpressionAttributeNames: { '#k': sortKey },
        }),
      ),
    );
  }

  private async conditional(operation: string, send: () => Promise<unknown>): Promise<boolean> {
    try {
      await withRetry(operation, send, this.retry);
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  }

  private key(feedHash: string) {
    return { [partitionKey]: feedPartition(feedHash), [sortKey]: FEED_KEY };
  }

  private item(feed: CalendarFeedRecord): Record<string, unknown> {
    return {
      ...this.key(feed.feedHash),
      seats: feed.seats,
      locale: feed.locale,
      updatedAt: feed.updatedAt,
      [ttlAttribute]: feed.expiresAt,
    };
  }
}

import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Seat } from '../../../engine/core/types.js';
import type { ChatMuteTarget, ChatState, ChatStore, StoredChatPost } from '../../app/ports.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { everyItemWithPrefix } from './prefix-query.js';
import { CHAT_TABLE } from './tables.js';

const { partitionKey, sortKey, ttlAttribute } = CHAT_TABLE;

const MSG_PREFIX = 'msg#';
const STATE_KEY = 'state';
const msgKey = (id: string) => `${MSG_PREFIX}${id}`;
/** Each seat's mutes are an attribute of their own on the state item, so one seat's change never races another's. */
const muteAttribute = (seat: Seat) => `mute${seat}`;
const isConditionFailure = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';
/** A string set cannot hold numbers and words together: seats are kept as their digits. */
const targetString = (t: ChatMuteTarget) => String(t);
const targetOf = (s: string): ChatMuteTarget => (s === 'spectators' ? 'spectators' : Number(s));
const targetsOf = (set: unknown): ChatMuteTarget[] =>
  set instanceof Set
    ? [...(set as Set<string>)]
        .map(targetOf)
        .sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }))
    : [];

/** The chat table (tables.ts CHAT_TABLE): everything in the game's partition. */
export class DynamoChat implements ChatStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async add(post: StoredChatPost): Promise<void> {
    const { gameId, ...rest } = post;
    await withRetry(
      'save chat message',
      () =>
        this.doc.send(
          new PutCommand({
            TableName: this.table,
            Item: { [partitionKey]: gameId, [sortKey]: msgKey(post.id), ...rest },
          }),
        ),
      this.retry,
    );
  }

  async recent(gameId: string, count: number): Promise<StoredChatPost[]> {
    const page = await withRetry(
      'read recent chat',
      () =>
        this.doc.send(
          new QueryCommand({
            TableName: this.table,
            KeyConditionExpression: '#g = :g AND begins_with(#k, :p)',
            ExpressionAttributeNames: { '#g': partitionKey, '#k': sortKey },
            ExpressionAttributeValues: { ':g': gameId, ':p': MSG_PREFIX },
            ScanIndexForward: false,
            Limit: count,
          }),
        ),
      this.retry,
    );
    return (page.Items ?? []).map(postOf).reverse();
  }

  async all(gameId: string): Promise<StoredChatPost[]> {
    return (await everyItemWithPrefix(this.doc, this.table, this.retry, 'read chat', gameId, MSG_PREFIX)).map(postOf);
  }

  async setHidden(gameId: string, id: string, hiddenAt: string | null): Promise<StoredChatPost | null> {
    try {
      const res = await withRetry(
        'hide chat message',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [partitionKey]: gameId, [sortKey]: msgKey(id) },
              UpdateExpression: hiddenAt === null ? 'REMOVE #h' : 'SET #h = :at',
              // Only a message that exists: an update would otherwise make an item of its own.
              ConditionExpression: 'attribute_exists(#k)',
              ExpressionAttributeNames: { '#h': 'hiddenAt', '#k': sortKey },
              ...(hiddenAt !== null && { ExpressionAttributeValues: { ':at': hiddenAt } }),
              ReturnValues: 'ALL_NEW',
            }),
          ),
        this.retry,
      );
      return res.Attributes ? postOf(res.Attributes) : null;
    } catch (err) {
      if (isConditionFailure(err)) return null;
      throw err;
    }
  }

  async state(gameId: string): Promise<ChatState> {
    const res = await withRetry(
      'read chat state',
      () =>
        this.doc.send(
          new GetCommand({
            TableName: this.table,
            Key: { [partitionKey]: gameId, [sortKey]: STATE_KEY },
            ConsistentRead: true,
          }),
        ),
      this.retry,
    );
    const item = res.Item ?? {};
    const muted = new Map<Seat, ChatMuteTarget[]>();
    for (const [name, value] of Object.entries(item)) {
      const m = /^mute(\d+)$/.exec(name);
      if (m) muted.set(Number(m[1]), targetsOf(value));
    }
    return { spectators: item.spectators === true, muted };
  }

  async setMuted(gameId: string, seat: Seat, target: ChatMuteTarget, muted: boolean): Promise<ChatMuteTarget[]> {
    const res = await withRetry(
      'mute in chat',
      () =>
        this.doc.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { [partitionKey]: gameId, [sortKey]: STATE_KEY },
            // ADD and DELETE of a set member: repeating either changes nothing, so a retry is harmless.
            UpdateExpression: `${muted ? 'ADD' : 'DELETE'} #m :t`,
            ExpressionAttributeNames: { '#m': muteAttribute(seat) },
            ExpressionAttributeValues: { ':t': new Set([targetString(target)]) },
            ReturnValues: 'ALL_NEW',
          }),
        ),
      this.retry,
    );
    return targetsOf(res.Attributes?.[muteAttribute(seat)]);
  }

  async setSpectators(gameId: string, allowed: boolean): Promise<void> {
    await withRetry(
      'set chat spectators',
      () =>
        this.doc.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { [partitionKey]: gameId, [sortKey]: STATE_KEY },
            UpdateExpression: 'SET #s = :s',
            ExpressionAttributeNames: { '#s': 'spectators' },
            ExpressionAttributeValues: { ':s': allowed },
          }),
        ),
      this.retry,
    );
  }

  async takeSlot(gameId: string, sender: string, window: number, max: number, expiresAt: number): Promise<boolean> {
    try {
      await withRetry(
        'count chat message',
        () =>
          this.doc.send(
            new UpdateCommand({
              TableName: this.table,
              Key: { [partitionKey]: gameId, [sortKey]: `rate#${sender}#${window}` },
              UpdateExpression: 'ADD #n :one SET #ttl = :exp',
              ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
              ExpressionAttributeNames: { '#n': 'count', '#ttl': ttlAttribute },
              ExpressionAttributeValues: { ':one': 1, ':max': max, ':exp': expiresAt },
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
}

function postOf(item: Record<string, unknown>): StoredChatPost {
  return {
    gameId: item[partitionKey] as string,
    id: item.id as string,
    at: item.at as string,
    seat: typeof item.seat === 'number' ? item.seat : null,
    ...(typeof item.text === 'string' && { text: item.text }),
    ...(typeof item.preset === 'string' && { preset: item.preset }),
    ...(typeof item.hiddenAt === 'string' && { hiddenAt: item.hiddenAt }),
  };
}

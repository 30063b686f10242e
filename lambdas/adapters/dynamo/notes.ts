import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Seat } from '../../../engine/core/types.js';
import type { NotesStore, StoredNote } from '../../app/ports.js';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { everyItemWithPrefix } from './prefix-query.js';
import { CHAT_TABLE } from './tables.js';

const { partitionKey, sortKey } = CHAT_TABLE;

/**
 * Notes are items of the chat table (tables.ts CHAT_TABLE) under keys of their own: never
 * `msg#`, so the chat's queries and its stream to the notifier (filtered on `msg#`) never see
 * them. `note#<seat, 2 digits>#<round, 3 digits; 000 the whole game>`: a seat's notes in order.
 */
export const NOTE_PREFIX = 'note#';
const seatPrefix = (seat: Seat) => `${NOTE_PREFIX}${String(seat).padStart(2, '0')}#`;
const noteKey = (seat: Seat, round: number | undefined) => `${seatPrefix(seat)}${String(round ?? 0).padStart(3, '0')}`;
/** The seats that agreed to show their notes after the end: one number set, changed by ADD and DELETE (a retry is harmless). */
export const SHARED_KEY = 'notes-shared';

export class DynamoNotes implements NotesStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async put(note: StoredNote): Promise<void> {
    const { gameId, seat, round, text, at } = note;
    await withRetry(
      'save note',
      () =>
        this.doc.send(
          new PutCommand({
            TableName: this.table,
            Item: { [partitionKey]: gameId, [sortKey]: noteKey(seat, round), seat, round: round ?? 0, text, at },
          }),
        ),
      this.retry,
    );
  }

  ofSeat(gameId: string, seat: Seat): Promise<StoredNote[]> {
    return this.query(gameId, seatPrefix(seat));
  }

  all(gameId: string): Promise<StoredNote[]> {
    return this.query(gameId, NOTE_PREFIX);
  }

  async setShared(gameId: string, seat: Seat, share: boolean): Promise<void> {
    await withRetry(
      'set notes shared',
      () =>
        this.doc.send(
          new UpdateCommand({
            TableName: this.table,
            Key: { [partitionKey]: gameId, [sortKey]: SHARED_KEY },
            UpdateExpression: `${share ? 'ADD' : 'DELETE'} #s :s`,
            ExpressionAttributeNames: { '#s': 'seats' },
            ExpressionAttributeValues: { ':s': new Set([seat]) },
          }),
        ),
      this.retry,
    );
  }

  async shared(gameId: string): Promise<Seat[]> {
    // A Query on the one key, not a GetItem: the history function, which shows shared notes after the end, may only query.
    const page = await withRetry(
      'read notes shared',
      () =>
        this.doc.send(
          new QueryCommand({
            TableName: this.table,
            KeyConditionExpression: '#g = :g AND #k = :k',
            ExpressionAttributeNames: { '#g': partitionKey, '#k': sortKey },
            ExpressionAttributeValues: { ':g': gameId, ':k': SHARED_KEY },
          }),
        ),
      this.retry,
    );
    const seats: unknown = page.Items?.[0]?.seats;
    return seats instanceof Set ? [...(seats as Set<number>)].map(Number).sort((a, b) => a - b) : [];
  }

  private async query(gameId: string, prefix: string): Promise<StoredNote[]> {
    const items = await everyItemWithPrefix(this.doc, this.table, this.retry, 'read notes', gameId, prefix);
    return items.map((item) => noteOf(gameId, item));
  }
}

function noteOf(gameId: string, item: Record<string, unknown>): StoredNote {
  const round = Number(item.round);
  return {
    gameId,
    seat: Number(item.seat),
    ...(round > 0 && { round }),
    text: typeof item.text === 'string' ? item.text : '',
    at: String(item.at),
  };
}

import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { CHAT_ID_PATTERN } from '../protocol/chat.js';
import type { StoredChatPost, StoredRematch } from '../app/ports.js';
import { REMATCH_KEY } from '../adapters/dynamo/rematches.js';

/** The chat table's message items are keyed `msg#<id>`; its other items (state, rate counters) are no message. */
const MESSAGE_PREFIX = 'msg#';

/** Whether a stream record is an item of the chat table that is a message (its key says so). */
export function isChatRecord(record: DynamoDBRecord): boolean {
  // A record of the events table has no `key` among its keys: read as possibly absent.
  const keys: Partial<Record<string, { S?: string }>> | undefined = record.dynamodb?.Keys;
  return keys?.key?.S?.startsWith(MESSAGE_PREFIX) === true;
}

/** A chat message's new image read back into the post the chat store wrote; the reason when it is not one. */
export function chatPostOfRecord(record: DynamoDBRecord): StoredChatPost | string {
  const image = record.dynamodb?.NewImage;
  if (!image) return 'no new image: the stream must carry NEW_IMAGE';
  const item = unmarshall(image as Record<string, AttributeValue>);
  const { gameId, id, at, seat, text, preset } = item;
  if (typeof gameId !== 'string' || typeof id !== 'string' || !CHAT_ID_PATTERN.test(id)) return 'not a chat message';
  if (typeof at !== 'string' || (seat !== null && typeof seat !== 'number'))
    return 'a chat message without its time or seat';
  if ((typeof text === 'string') === (typeof preset === 'string')) return 'a chat message needs text or a preset';
  return {
    gameId,
    id,
    at,
    seat: typeof seat === 'number' ? seat : null,
    ...(typeof text === 'string' ? { text } : { preset: preset as string }),
  };
}

/** Whether a stream record is a finished game's rematch item of the chat table (its key says so). */
export function isRematchRecord(record: DynamoDBRecord): boolean {
  const keys: Partial<Record<string, { S?: string }>> | undefined = record.dynamodb?.Keys;
  return keys?.key?.S === REMATCH_KEY;
}

/** A rematch item's new image read back into the rematch the store wrote; the reason when it is not one. */
export function rematchOfRecord(record: DynamoDBRecord): StoredRematch | string {
  const image = record.dynamodb?.NewImage;
  if (!image) return 'no new image: the stream must carry NEW_IMAGE';
  const { data } = unmarshall(image as Record<string, AttributeValue>);
  if (typeof data !== 'string') return 'a rematch item without its data';
  try {
    const rematch = JSON.parse(data) as Partial<StoredRematch>;
    if (typeof rematch.gameId !== 'string' || !Array.isArray(rematch.seats)) return 'not a rematch';
    return rematch as StoredRematch;
  } catch {
    return 'a rematch item whose data is not JSON';
  }
}

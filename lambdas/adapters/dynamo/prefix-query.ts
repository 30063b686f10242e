import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RetryPolicy } from './retry.js';
import { everyItem } from './query-pages.js';
import { CHAT_TABLE } from './tables.js';

const { partitionKey, sortKey } = CHAT_TABLE;

/** Every item of one game in the chat table whose sort key starts with `prefix`, page after page, in key order. */
export async function everyItemWithPrefix(
  doc: DynamoDBDocumentClient,
  table: string,
  retry: RetryPolicy,
  what: string,
  gameId: string,
  prefix: string,
): Promise<Record<string, unknown>[]> {
  return everyItem(doc, retry, what, {
    TableName: table,
    KeyConditionExpression: '#g = :g AND begins_with(#k, :p)',
    ExpressionAttributeNames: { '#g': partitionKey, '#k': sortKey },
    ExpressionAttributeValues: { ':g': gameId, ':p': prefix },
  });
}

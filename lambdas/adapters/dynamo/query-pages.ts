import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { withRetry, type RetryPolicy } from './retry.js';

/**
 * Every item a Query finds, page after page (a page stops at 1 MB), in key order; each page read
 * with the adapter's retry policy under the name `operation`.
 */
export async function everyItem(
  doc: DynamoDBDocumentClient,
  retry: RetryPolicy,
  operation: string,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await withRetry(
      operation,
      () => doc.send(new QueryCommand({ ...input, ExclusiveStartKey: start })),
      retry,
    );
    out.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

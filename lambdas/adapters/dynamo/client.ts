import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * A DocumentClient for the adapters. The region and endpoint come from the standard
 * AWS environment (AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB for the local stack).
 * SDK retries are off: withRetry bounds them instead.
 */
export function documentClient(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 1 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

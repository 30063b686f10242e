import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Ports } from '../../lambdas/app/ports.js';
import { repairWakes } from '../../lambdas/app/wake-repair.js';
import { markIfListened } from '../../lambdas/app/notify/listeners.js';
import { GAMES_TABLE } from '../../lambdas/adapters/dynamo/tables.js';

/**
 * At the local stack's start, every running game's wakes from its log (lambdas/app/wake-repair.ts).
 * A process killed between a command's append and its games item's update left a game whose
 * item (and so the index the timers are armed from) does not know its next wake: a bot due to
 * move, a deadline moved by the command. On AWS the events stream catches that record; here,
 * with no stream, the restart looks at every game. A Scan, which only the local stack's own
 * small store can afford; one game's failure is logged and the rest go on. A game with a push
 * subscription or webhook from before tables were marked listened is marked on the way
 * (lambdas/app/notify/listeners.ts), or the notifier would never hear of its moves.
 */
export async function repairWakesOfEveryGame(
  client: DynamoDBClient,
  table: string,
  ports: Ports,
): Promise<{ games: number; repaired: number; marked: number }> {
  const doc = DynamoDBDocumentClient.from(client);
  const out = { games: 0, repaired: 0, marked: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: table,
        ProjectionExpression: '#k, #listened',
        // Running games only: prepared tables are not games, and a finished game waits for nothing.
        FilterExpression: '#status = :playing AND attribute_not_exists(#prepared)',
        ExpressionAttributeNames: {
          '#k': GAMES_TABLE.partitionKey,
          '#status': 'status',
          '#prepared': 'prepared',
          '#listened': 'listened',
        },
        ExpressionAttributeValues: { ':playing': 'playing' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const gameId: unknown = item[GAMES_TABLE.partitionKey];
      out.games++;
      if (typeof gameId !== 'string') {
        console.error(`restart: a game's key is ${JSON.stringify(gameId)}, not a game id; its wakes were not repaired`);
        continue;
      }
      try {
        if (await repairWakes(ports, gameId)) out.repaired++;
      } catch (err) {
        console.error(`restart: the wakes of game ${gameId} were not repaired`, err);
      }
      try {
        if (item.listened !== true && (await markIfListened(ports, gameId))) out.marked++;
      } catch (err) {
        console.error(`restart: game ${gameId} was not checked for listeners`, err);
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

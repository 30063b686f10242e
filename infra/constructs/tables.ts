import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { CONNECTIONS_TABLE, EVENTS_TABLE, GAMES_TABLE } from '../../lambdas/adapters/dynamo/tables.js';
import { gamesRemoval, type StageConfig } from '../stages.js';

/** The three tables, with the keys the adapters use (declared once in lambdas/adapters/dynamo/tables.ts). */
export class GameTables extends Construct {
  readonly events: Table;
  readonly games: Table;
  readonly connections: Table;

  constructor(scope: Construct, id: string, stage: StageConfig) {
    super(scope, id);
    // In prod the games outlive the stack, cannot be deleted by accident and can be restored to
    // any second of the last 35 days; a dev stage's games go with it (infra/stages.ts).
    const keep = {
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: stage.keepGames },
      deletionProtection: stage.keepGames,
      removalPolicy: gamesRemoval(stage),
    };
    // The log is the game.
    this.events = new Table(this, 'Events', {
      partitionKey: { name: EVENTS_TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: EVENTS_TABLE.sortKey, type: AttributeType.NUMBER },
      billingMode: BillingMode.PAY_PER_REQUEST,
      ...keep,
    });
    // Seat token hashes live only here: losing them would lock players out of their seats.
    this.games = new Table(this, 'Games', {
      partitionKey: { name: GAMES_TABLE.partitionKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      ...keep,
    });
    // The games with a wake-up pending, by when (the sweep's Query, lambdas/app/expire.ts). Sparse:
    // an item is in it only while it carries both keys, so finished and waiting games cost it
    // nothing; keys only, since the sweep loads each game it finds anyway.
    const pending = GAMES_TABLE.pendingIndex;
    this.games.addGlobalSecondaryIndex({
      indexName: pending.name,
      partitionKey: { name: pending.partitionKey, type: AttributeType.STRING },
      sortKey: { name: pending.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.KEYS_ONLY,
    });
    // Connections are ephemeral in every stage: a failed post or the TTL removes a closed one (no $disconnect).
    // Its own id since connections are keyed by game: a key change is a new table, not an update.
    this.connections = new Table(this, 'Watchers', {
      partitionKey: { name: CONNECTIONS_TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: CONNECTIONS_TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: CONNECTIONS_TABLE.ttlAttribute,
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }

  /** What every handler needs to find the tables (read by tableNamesFromEnv). */
  get environment(): Record<string, string> {
    return { EVENTS_TABLE: this.events.tableName, GAMES_TABLE: this.games.tableName, CONNECTIONS_TABLE: this.connections.tableName };
  }

  get all(): Table[] {
    return [this.events, this.games, this.connections];
  }
}

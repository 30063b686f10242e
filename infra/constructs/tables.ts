import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import {
  CHAT_TABLE,
  CONNECTIONS_TABLE,
  EVENTS_TABLE,
  GAMES_TABLE,
  SUBSCRIPTIONS_TABLE,
} from '../../lambdas/adapters/dynamo/tables.js';
import { gamesRemoval, type StageConfig } from '../stages.js';

/** The five tables, with the keys the adapters use (declared once in lambdas/adapters/dynamo/tables.ts). */
export class GameTables extends Construct {
  readonly events: Table;
  readonly games: Table;
  readonly connections: Table;
  readonly subscriptions: Table;
  readonly chat: Table;

  constructor(scope: Construct, id: string, stage: StageConfig) {
    super(scope, id);
    // In prod the games outlive the stack, cannot be deleted by accident and can be restored to
    // any second of the last 35 days; a dev stage's games go with it (infra/stages.ts).
    const keep = {
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: stage.keepGames },
      deletionProtection: stage.keepGames,
      removalPolicy: gamesRemoval(stage),
    };
    // The log is the game. Its stream (each new record as written) feeds the notifier (constructs/notifications.ts).
    this.events = new Table(this, 'Events', {
      partitionKey: { name: EVENTS_TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: EVENTS_TABLE.sortKey, type: AttributeType.NUMBER },
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream: StreamViewType.NEW_IMAGE,
      ...keep,
    });
    // Seat token hashes live only here: losing them would lock players out of their seats.
    // A prepared table that is never created is removed by the TTL (games themselves carry no TTL attribute).
    this.games = new Table(this, 'Games', {
      partitionKey: { name: GAMES_TABLE.partitionKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: GAMES_TABLE.ttlAttribute,
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
    // Push subscriptions, the tables' webhooks and marks of reminders sent, keyed by game. Kept
    // like the games in prod: losing it would silently end every player's notifications.
    const notify = SUBSCRIPTIONS_TABLE;
    this.subscriptions = new Table(this, 'Subscriptions', {
      partitionKey: { name: notify.partitionKey, type: AttributeType.STRING },
      sortKey: { name: notify.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: notify.ttlAttribute,
      ...keep,
    });
    // The subscriptions in mode 'digest' (the hourly digest's Query, sparse, over its shards); the whole item, which the digest sends to.
    this.subscriptions.addGlobalSecondaryIndex({
      indexName: notify.digestIndex.name,
      partitionKey: { name: notify.digestIndex.partitionKey, type: AttributeType.STRING },
      sortKey: { name: notify.digestIndex.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
    // The table chat, keyed by game, apart from the log: chat never changes a game nor enters the
    // audit's hash chain. Kept like the games in prod (a table's talk is part of its record);
    // senders' rate counters expire by TTL.
    this.chat = new Table(this, 'Chat', {
      partitionKey: { name: CHAT_TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: CHAT_TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: CHAT_TABLE.ttlAttribute,
      // Each new message to the notifier, which pushes it to seats away (constructs/notifications.ts).
      stream: StreamViewType.NEW_IMAGE,
      ...keep,
    });
  }

  /** What the functions that read or write the table chat add (read by tableNamesFromEnv). */
  get chatEnvironment(): Record<string, string> {
    return { CHAT_TABLE: this.chat.tableName };
  }

  /** What every handler needs to find the tables (read by tableNamesFromEnv). */
  get environment(): Record<string, string> {
    return {
      EVENTS_TABLE: this.events.tableName,
      GAMES_TABLE: this.games.tableName,
      CONNECTIONS_TABLE: this.connections.tableName,
    };
  }

  /** What the functions that read or write notification settings add (read by tableNamesFromEnv). */
  get subscriptionsEnvironment(): Record<string, string> {
    return { SUBSCRIPTIONS_TABLE: this.subscriptions.tableName };
  }

  get all(): Table[] {
    return [this.events, this.games, this.connections, this.subscriptions, this.chat];
  }
}

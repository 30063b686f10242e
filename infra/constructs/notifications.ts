import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ScheduledRun } from '../../lambdas/handlers/reminders.js';
import { EVENTS_TABLE } from '../../lambdas/adapters/dynamo/tables.js';

/**
 * How the notifier reads the events table's stream. A batch is the records of a few seconds'
 * moves, across games; the handler notifies each game on its own and reports the games that
 * failed (batchItemFailures), so one bad game is retried without holding the others back.
 */
export const NOTIFIER_STREAM = {
  batchSize: 50,
  /** Retries of a failing batch, halved each time (bisect) to corner the record that fails. */
  retryAttempts: 3,
  /** A "your turn" older than this is no longer news: the batch goes to the dead-letter queue instead. */
  maxRecordAge: Duration.hours(1),
} as const;

/** The stream filter's rule for the records' eventName: INSERT only (FilterRule's helpers are typed any, kept here as unknown). */
const INSERT_ONLY: unknown = FilterRule.isEqual('INSERT');

/** The events items flagged for the notifier (EVENTS_TABLE.notifyAttribute). */
const FLAGGED: unknown = FilterRule.isEqual(true);

/** The chat table's message items (`msg#<id>`; lambdas/adapters/dynamo/tables.ts CHAT_TABLE). */
const MESSAGE_KEYS: unknown = FilterRule.beginsWith('msg#');

/** A finished game's rematch item (lambdas/adapters/dynamo/rematches.ts REMATCH_KEY), written when offered and at each change. */
const REMATCH_KEY_RULE: unknown = FilterRule.isEqual('rematch');
/** Its offer is an INSERT, its start a MODIFY (a conditional put over the item); never a REMOVE. */
const INSERT_OR_MODIFY: unknown = FilterRule.or('INSERT', 'MODIFY');

/** Reminders run on the sweep's cadence (24 h and 2 h before a deadline, so a quarter hour early at worst). */
export const REMINDERS_RATE = Duration.minutes(15);

export interface NotificationsProps {
  /** The events table, with a NEW_IMAGE stream. */
  events: Table;
  /** The chat table, with a NEW_IMAGE stream: its new messages are pushed to seats away. */
  chat: Table;
  /** lambdas/handlers/notifier.ts: fed by the stream. */
  notifier: IFunction;
  /** lambdas/handlers/reminders.ts: run by the two rules. */
  reminders: IFunction;
}

/**
 * What tells players of their turn while they are away, on AWS: the events table's stream feeds the notifier
 * (the local stack, whose dynalite has no streams, calls the same app code after each append);
 * one rule runs the reminders every 15 minutes and another the digest at the top of every hour.
 * A batch that still fails after its retries, or outlives maxRecordAge, is described (shard
 * and sequence numbers, not the records) in a dead-letter queue, whose depth is alarmed on.
 */
export class Notifications extends Construct {
  readonly deadLetters: Queue;
  readonly reminderRule: Rule;
  readonly digestRule: Rule;

  constructor(scope: Construct, id: string, props: NotificationsProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    const stream = new DynamoEventSource(props.events, {
      // Only moves made from now on: a new notifier does not replay a day of old turns.
      startingPosition: StartingPosition.LATEST,
      batchSize: NOTIFIER_STREAM.batchSize,
      retryAttempts: NOTIFIER_STREAM.retryAttempts,
      bisectBatchOnError: true,
      maxRecordAge: NOTIFIER_STREAM.maxRecordAge,
      reportBatchItemFailures: true,
      onFailure: new SqsDlq(this.deadLetters),
      // The log is append-only: an INSERT is a move. Of those, only a record flagged for the
      // notifier (somebody listens to the table, or a wake to ask for again) invokes it: a table
      // nobody listens to costs no Lambda run and no read at all.
      filters: [
        FilterCriteria.filter({
          eventName: INSERT_ONLY,
          dynamodb: { NewImage: { [EVENTS_TABLE.notifyAttribute]: { BOOL: FLAGGED } } },
        }),
      ],
    });
    props.notifier.addEventSource(stream);
    // Table talk: a new message item (never the chat's state or its rate counters) is a push to the seats away.
    props.notifier.addEventSource(
      new DynamoEventSource(props.chat, {
        startingPosition: StartingPosition.LATEST,
        batchSize: NOTIFIER_STREAM.batchSize,
        retryAttempts: NOTIFIER_STREAM.retryAttempts,
        bisectBatchOnError: true,
        maxRecordAge: NOTIFIER_STREAM.maxRecordAge,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          FilterCriteria.filter({ eventName: INSERT_ONLY, dynamodb: { Keys: { key: { S: MESSAGE_KEYS } } } }),
          // A rematch offered or started: a push to the finished game's seats away.
          FilterCriteria.filter({ eventName: INSERT_OR_MODIFY, dynamodb: { Keys: { key: { S: REMATCH_KEY_RULE } } } }),
        ],
      }),
    );

    const run = (what: ScheduledRun) => [
      new LambdaFunction(props.reminders, { event: RuleTargetInput.fromObject(what) }),
    ];
    this.reminderRule = new Rule(this, 'Reminders', {
      description: "Reminders 24 h and 2 h before a seat's deadline",
      schedule: Schedule.rate(REMINDERS_RATE),
      targets: run({ run: 'reminders' }),
    });
    // At minute 0: a digest hour is a wall-clock hour.
    this.digestRule = new Rule(this, 'Digest', {
      description: 'The daily digest of waiting games, for devices whose chosen local hour it is',
      schedule: Schedule.cron({ minute: '0' }),
      targets: run({ run: 'digest' }),
    });
  }
}

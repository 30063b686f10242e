import { Duration } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { METRIC, METRICS_NAMESPACE } from '../../lambdas/handlers/ops/metric-names.js';

export interface OperationsProps {
  /** The stack's name: the dashboard's name, and what the alarms' names start with. */
  name: string;
  /** The `service` dimension of the handlers' own metrics (tradewinds-<stage>). */
  service: string;
  functions: Record<string, IFunction>;
  tables: Table[];
  socket: IWebSocketApi;
  socketStage: string;
  historyApi: IHttpApi;
  /** Subscribed to the alarm topic when given (`-c alarmEmail=...`); it must confirm the subscription. */
  alarmEmail?: string;
  /** The function reading the events table's stream, and its dead-letter queue. */
  notifier?: { fn: IFunction; deadLetters: IQueue };
}

/**
 * The DynamoDB operations the handlers make on each table (by its construct id): the system-error
 * alarms watch these only, since every metric an alarm reads is billed like an alarm of its own.
 */
const { GET_ITEM, PUT_ITEM, UPDATE_ITEM, DELETE_ITEM, QUERY } = Operation;
const TABLE_OPERATIONS: Partial<Record<string, Operation[]>> = {
  Events: [GET_ITEM, PUT_ITEM, QUERY],
  Games: [GET_ITEM, PUT_ITEM, UPDATE_ITEM, QUERY],
  Watchers: [PUT_ITEM, UPDATE_ITEM, DELETE_ITEM, QUERY],
  Subscriptions: [GET_ITEM, PUT_ITEM, UPDATE_ITEM, DELETE_ITEM, QUERY],
  Chat: [GET_ITEM, PUT_ITEM, UPDATE_ITEM, QUERY],
};
const FIVE_MINUTES = Duration.minutes(5);
const NOTIFIER_LAG_MS = 5 * 60 * 1000;

/**
 * What an operator watches: alarms on everything that means players are being failed, sent to
 * one SNS topic, and one dashboard of the game traffic. Every alarm fires on a five-minute sum,
 * and missing data (no traffic) is fine: an idle stage never alarms.
 */
export class Operations extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: `${props.name} alarms` });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);
    const alarm = (alarmId: string, what: string, metric: IMetric, threshold: number) => {
      const a = new Alarm(this, alarmId, {
        alarmName: `${props.name}-${alarmId}`,
        alarmDescription: what,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(action);
      a.addOkAction(action);
      this.alarms.push(a);
    };
    const own = (name: string, statistic = 'Sum', dimensions: Record<string, string> = {}) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: name,
        dimensionsMap: { service: props.service, ...dimensions },
        statistic,
        period: FIVE_MINUTES,
      });
    const api = (metricName: string, dimensionsMap: Record<string, string>) =>
      new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap, statistic: 'Sum', period: FIVE_MINUTES });
    const ws = (metricName: string) => api(metricName, { ApiId: props.socket.apiId, Stage: props.socketStage });
    const http = (metricName: string) => api(metricName, { ApiId: props.historyApi.apiId });

    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(
        `${name}Errors`,
        `The ${name} Lambda failed (an uncaught error or a timeout): see its log group.`,
        fn.metricErrors({ period: FIVE_MINUTES }),
        1,
      );
      alarm(
        `${name}Throttles`,
        `The ${name} Lambda was throttled: the account's concurrency is exhausted.`,
        fn.metricThrottles({ period: FIVE_MINUTES }),
        1,
      );
    }
    alarm(
      'InternalErrors',
      'Players were answered INTERNAL: an unexpected failure in a handler (its log says which message).',
      own(METRIC.internal),
      1,
    );
    alarm(
      'StoreBusy',
      'Players were answered BUSY: DynamoDB throttled or failed through every retry.',
      own(METRIC.busy),
      10,
    );
    // A sweep finds a game due only when its schedule was never created or has not fired yet
    // (EventBridge Scheduler fires within the minute): a few in one run mean schedules are failing.
    alarm(
      'MissedWakeups',
      'The sweep found games due that no schedule woke: creating schedules is failing (see the message and expire logs).',
      own(METRIC.sweepFound),
      5,
    );
    alarm(
      'PostFailures',
      'Posts to WebSocket connections failed (not 410): the @connections API is failing.',
      own(METRIC.postFailures),
      10,
    );
    alarm(
      'SocketErrors',
      'The WebSocket API failed to run its route (execution or integration errors).',
      new MathExpression({
        expression: 'e + i',
        usingMetrics: { e: ws('ExecutionError'), i: ws('IntegrationError') },
        period: FIVE_MINUTES,
      }),
      5,
    );
    // Client errors on the WebSocket API are mostly throttled messages (429) once traffic passes the stage's limit.
    alarm(
      'SocketClientErrors',
      'Many WebSocket messages were refused by API Gateway: throttled (over the stage limit) or malformed.',
      ws('ClientError'),
      100,
    );
    if (props.notifier) {
      // A batch in the queue is moves whose players were never told: the notifier failed on them through every retry.
      alarm(
        'NotifierDeadLetters',
        'Stream batches the notifier gave up on are in its dead-letter queue: players were not notified of those moves (see the notifier log).',
        props.notifier.deadLetters.metricApproximateNumberOfMessagesVisible({
          period: FIVE_MINUTES,
          statistic: 'Maximum',
        }),
        1,
      );
      // Notifications running late: the stream's oldest unread record is minutes old (failing batches being retried, or throttling).
      alarm(
        'NotifierLag',
        'The notifier is over five minutes behind the moves (the stream\'s iterator age): "your turn" arrives late.',
        props.notifier.fn.metric('IteratorAge', { statistic: 'Maximum', period: FIVE_MINUTES }),
        NOTIFIER_LAG_MS,
      );
    }
    alarm('HistoryApi5xx', 'The history API answered 5xx.', http('5xx'), 5);
    alarm('HistoryApi4xx', 'The history API refused many requests (throttled, or unknown games).', http('4xx'), 200);
    for (const table of props.tables) {
      const tableId = table.node.id;
      const operations = TABLE_OPERATIONS[tableId];
      if (!operations) throw new Error(`no operations listed for table ${tableId}: add them to TABLE_OPERATIONS`);
      // Throttle events per table (reads and writes), two metrics rather than one per operation.
      const throttles = new MathExpression({
        expression: 'r + w',
        usingMetrics: {
          r: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
          w: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
        },
        period: FIVE_MINUTES,
      });
      alarm(`${tableId}Throttled`, `DynamoDB throttled requests to the ${tableId} table.`, throttles, 1);
      alarm(
        `${tableId}SystemErrors`,
        `DynamoDB failed requests to the ${tableId} table (HTTP 500).`,
        table.metricSystemErrorsForOperations({ operations, period: FIVE_MINUTES }),
        1,
      );
    }

    const fns = Object.entries(props.functions);
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: props.name,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Commands',
        width: 12,
        left: [own(METRIC.commandAccepted), own(METRIC.commandRefused)],
        right: [own(METRIC.stale), own(METRIC.busy)],
      }),
      new GraphWidget({
        title: 'WebSocket traffic',
        width: 12,
        left: [ws('MessageCount'), ws('ConnectCount')],
        right: [ws('ClientError'), ws('ExecutionError')],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Posts to connections',
        width: 12,
        left: [own(METRIC.posts)],
        right: [own(METRIC.postsGone), own(METRIC.postFailures)],
      }),
      new GraphWidget({
        title: 'Handler duration (ms)',
        width: 12,
        left: [own(METRIC.duration, 'p50'), own(METRIC.duration, 'p99')],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Lambda errors and throttles',
        width: 12,
        left: fns.flatMap(([, fn]) => [
          fn.metricErrors({ period: FIVE_MINUTES }),
          fn.metricThrottles({ period: FIVE_MINUTES }),
        ]),
      }),
      new GraphWidget({
        title: 'DynamoDB capacity used',
        width: 12,
        left: props.tables.map((t) =>
          t.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, label: `${t.node.id} reads` }),
        ),
        right: props.tables.map((t) =>
          t.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, label: `${t.node.id} writes` }),
        ),
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Moves made for seats',
        width: 24,
        left: [own(METRIC.timeouts), own(METRIC.botMoves)],
        right: [own(METRIC.sweepFound)],
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Notifications',
        width: 24,
        left: [own(METRIC.pushesSent), own(METRIC.webhookPosts)],
        right: [own(METRIC.pushesGone), own(METRIC.pushFailures), own(METRIC.webhookOff)],
      }),
    );
    this.dashboard.addWidgets(
      new SingleValueWidget({
        title: 'Refusals and failures (sum)',
        width: 24,
        metrics: [own(METRIC.internal), own(METRIC.busy), own(METRIC.stale), http('5xx')],
      }),
    );
  }
}

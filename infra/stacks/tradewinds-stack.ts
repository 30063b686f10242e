import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CfnIntegrationResponse,
  CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpStage,
  WebSocketApi,
  WebSocketIntegration,
  WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpLambdaIntegration,
  WebSocketLambdaIntegration,
  WebSocketMockIntegration,
} from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { GAMES_TABLE } from '../../lambdas/adapters/dynamo/tables.js';
import { CalendarFeed } from '../constructs/calendar-feed.js';
import { handlerFunction } from '../constructs/handler-function.js';
import { Notifications } from '../constructs/notifications.js';
import { Operations } from '../constructs/operations.js';
import { GameTables } from '../constructs/tables.js';
import { VapidKeys } from '../constructs/vapid-keys.js';
import { Wakeups } from '../constructs/wakeups.js';
import { WebHosting } from '../constructs/web-hosting.js';
import { STAGES, type StageConfig } from '../stages.js';

export interface TradewindsStackProps extends StackProps {
  /** dev or prod (infra/stages.ts); prod when left out. */
  stage?: StageConfig;
  /** Subscribed to the alarm topic (it must confirm by the mail it is sent). */
  alarmEmail?: string;
}

/**
 * The `ping` route's mock integration (Velocity templates, selected by the literal key `$default`).
 * A mock integration's body is what its request template makes of the message, and the response
 * template reads that body: so the request template carries the message's `requestId` across, and
 * the answer is `{"type":"pong","requestId":...}`, or `{"type":"pong"}` for a ping without one.
 * `$input.json` writes the value as JSON (quoted and escaped), so no message can break the frame.
 */
export const PING_MOCK = {
  templateKey: '$default',
  /** A mock integration answers with the `statusCode` its request template produces. */
  requestTemplate: `{"statusCode":200#if($input.path('$.requestId')),"requestId":$input.json('$.requestId')#end}`,
  responseTemplate: `{"type":"pong"#if($input.path('$.requestId')),"requestId":$input.json('$.requestId')#end}`,
} as const;

/**
 * How long one run of the expire function may take: it makes a bounded number of moves
 * (lambdas/app/expire.ts), each a load, an append and a broadcast of tens of milliseconds,
 * then schedules itself again. The sweep expires every due game it finds, one after another,
 * and runs every 15 minutes: five is well within that, so two sweeps never overlap.
 */
const EXPIRE_TIMEOUT = Duration.minutes(1);
/**
 * A player's message is answered in milliseconds; after answering, the handler may run the bot
 * moves its move made due within seconds (lambdas/handlers/inline-wakes.ts, for 15 seconds at
 * most from the message's arrival), which EventBridge Scheduler would serve a minute late.
 * Below API Gateway's 29-second integration limit.
 */
const MESSAGE_TIMEOUT = Duration.seconds(25);
const SWEEP_TIMEOUT = Duration.minutes(5);
/**
 * A batch of the events table's stream: a few games, each a load, a few pushes (a push service
 * answers in well under a second) and the webhook's line, whose failures are retried with
 * backoff within the invocation (lambdas/app/notify/webhook-post.ts).
 */
const NOTIFIER_TIMEOUT = Duration.minutes(1);
/** The reminders and the digest go through every clocked game due within a day, or every digest subscription. */
const REMINDERS_TIMEOUT = Duration.minutes(5);

/**
 * Tradewinds on AWS: the tables, a WebSocket API for play, an HTTP API for the audit
 * history, one Lambda per handler with only the permissions it uses, the schedules that
 * move a game on when a seat's time runs out or a bot is due, the notifier fed by the
 * events table's stream (Web Push, table webhooks, reminders, digests), and the web client.
 */
export class TradewindsStack extends Stack {
  readonly stage: StageConfig;

  constructor(scope: Construct, id: string, props: TradewindsStackProps = {}) {
    super(scope, id, props);
    const stage = (this.stage = props.stage ?? STAGES.prod);
    // API Gateway throttling (requests per second, and the bucket's burst), account-wide per stage
    // and route. The local stack's per-connection token bucket covers one noisy client; these cap
    // what all clients together can make the Lambdas and tables do.
    const throttle = stage.throttle;
    const tables = new GameTables(this, 'Tables', stage);
    const env = tables.environment;
    const wakeups = new Wakeups(this, 'Wakeups', { name: this.stackName });

    // The message handler creates tables (with the stage's floor for a clock) and, after a move,
    // schedules the wake-ups it made due.
    const messageFn = handlerFunction(
      this,
      'MessageHandler',
      'message',
      { ...env, ...wakeups.environment, MIN_MOVE_SECONDS: String(stage.minMoveSeconds) },
      stage,
      {
        timeout: MESSAGE_TIMEOUT,
      },
    );
    const historyFn = handlerFunction(this, 'HistoryHandler', 'history', env, stage);

    tables.events.grant(messageFn, 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query');
    tables.games.grant(messageFn, 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem');
    tables.connections.grant(messageFn, 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Query');
    tables.events.grant(historyFn, 'dynamodb:Query');
    tables.games.grant(historyFn, 'dynamodb:GetItem');

    const socket = new WebSocketApi(this, 'PlaySocket', {
      routeSelectionExpression: '$request.body.action',
      defaultRouteOptions: { integration: new WebSocketLambdaIntegration('MessageIntegration', messageFn) },
    });
    // A ping only keeps an idle connection open: API Gateway answers it itself, so no Lambda runs
    // and the keep-alive costs two messages. The $default Lambda still answers a ping the same way.
    const selectDefault = `\\${PING_MOCK.templateKey}`;
    const ping = socket.addRoute('ping', {
      integration: new WebSocketMockIntegration('PingIntegration', {
        requestTemplates: { [PING_MOCK.templateKey]: PING_MOCK.requestTemplate },
        templateSelectionExpression: selectDefault,
      }),
      returnResponse: true,
    });
    const pingIntegration = ping.node.findChild('PingIntegration');
    if (!(pingIntegration instanceof WebSocketIntegration))
      throw new Error('the ping route has no PingIntegration child');
    new CfnIntegrationResponse(this, 'PongResponse', {
      apiId: socket.apiId,
      integrationId: pingIntegration.integrationId,
      integrationResponseKey: '$default',
      templateSelectionExpression: selectDefault,
      responseTemplates: { [PING_MOCK.templateKey]: PING_MOCK.responseTemplate },
    });
    const wsStage = new WebSocketStage(this, 'PlayStage', {
      webSocketApi: socket,
      stageName: 'live',
      autoDeploy: true,
      throttle: { rateLimit: throttle.socket.rate, burstLimit: throttle.socket.burst },
    });
    // Per route as well. Opening a socket runs nothing of ours (no $connect route), so the
    // stage's limit covers it.
    const cfnStage = wsStage.node.defaultChild;
    if (!(cfnStage instanceof CfnStage))
      throw new Error(
        'the WebSocket stage is no longer one CloudFormation stage: set its route throttling another way',
      );
    cfnStage.routeSettings = {
      $default: { ThrottlingRateLimit: throttle.socket.rate, ThrottlingBurstLimit: throttle.socket.burst },
    };
    wsStage.grantManagementApiAccess(messageFn);

    // Moves made for a seat whose time ran out or that a bot plays: the expire function when a
    // schedule fires, the sweep for what no schedule woke. Both move games as the message handler
    // does (load, append, broadcast, schedule the next wake-up), with no WebSocket event to name
    // the Management API's endpoint, so they are told it.
    const systemEnv = { ...env, ...wakeups.environment, WS_MANAGEMENT_ENDPOINT: wsStage.callbackUrl };
    const expireFn = handlerFunction(this, 'ExpireHandler', 'expire', systemEnv, stage, {
      timeout: EXPIRE_TIMEOUT,
      functionName: wakeups.expireFunctionName,
    });
    const sweepFn = handlerFunction(this, 'SweepHandler', 'sweep', systemEnv, stage, { timeout: SWEEP_TIMEOUT });
    for (const fn of [expireFn, sweepFn]) {
      tables.events.grant(fn, 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query');
      tables.games.grant(fn, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
      tables.connections.grant(fn, 'dynamodb:DeleteItem', 'dynamodb:Query');
      wsStage.grantManagementApiAccess(fn);
    }
    // The sweep's one read of its own: the pending-deadlines index, never the table.
    sweepFn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${tables.games.tableArn}/index/${GAMES_TABLE.pendingIndex.name}`],
      }),
    );
    for (const fn of [messageFn, expireFn, sweepFn]) wakeups.grantScheduling(fn);
    wakeups.wakes(expireFn);
    wakeups.sweeps(sweepFn);

    // Notifications for players away: the stream's notifier, and the reminders' and digest's runs. They
    // read games as the expire function does, post to the seats' connections (a webhook switched
    // off is announced), and send pushes signed with the stack's VAPID key.
    const vapid = new VapidKeys(this, 'VapidKeys', { name: this.stackName, stage });
    const notifyEnv = {
      ...env,
      ...tables.subscriptionsEnvironment,
      ...vapid.environment,
      // The notifier's broadcasts (a webhook switched off); the reminders build the same ports and post nothing.
      WS_MANAGEMENT_ENDPOINT: wsStage.callbackUrl,
      ...(props.alarmEmail && { VAPID_SUBJECT: `mailto:${props.alarmEmail}` }),
    };
    // The notifier also asks again for each appended record's wakes (see the grant below); the reminders schedule nothing.
    const notifierFn = handlerFunction(
      this,
      'NotifierHandler',
      'notifier',
      { ...notifyEnv, ...wakeups.environment },
      stage,
      { timeout: NOTIFIER_TIMEOUT },
    );
    const remindersFn = handlerFunction(this, 'RemindersHandler', 'reminders', notifyEnv, stage, {
      timeout: REMINDERS_TIMEOUT,
    });
    for (const fn of [notifierFn, remindersFn]) {
      // Loading a game as of a version; whether a seat has a visible page; the game's subscriptions.
      tables.events.grant(fn, 'dynamodb:Query');
      tables.games.grant(fn, 'dynamodb:GetItem');
      tables.connections.grant(fn, 'dynamodb:Query');
      vapid.grantReadPrivateKey(fn);
    }
    // The notifier asks again for each appended record's wakes: a command that died right after
    // its append asked for none, and the stream is what cannot skip a record.
    wakeups.grantScheduling(notifierFn);
    // The notifier deletes subscriptions whose endpoint is gone, reads the table's webhook and
    // switches it off after failures, telling the seats' connections (and forgetting closed ones).
    tables.subscriptions.grant(
      notifierFn,
      'dynamodb:GetItem',
      'dynamodb:DeleteItem',
      'dynamodb:UpdateItem',
      'dynamodb:Query',
    );
    tables.connections.grant(notifierFn, 'dynamodb:DeleteItem');
    wsStage.grantManagementApiAccess(notifierFn);
    // The reminders and the digest mark what they sent once (a conditional put) and delete gone
    // subscriptions; the digest finds its subscriptions through the table's index (the grant
    // covers the table's indexes), the reminders clocked games through the pending-deadlines
    // index (the games grant does not include Query). They post to no connection.
    tables.subscriptions.grant(remindersFn, 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Query');
    remindersFn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${tables.games.tableArn}/index/${GAMES_TABLE.pendingIndex.name}`],
      }),
    );
    // The message handler stores what a seat asks for (notify, webhook), tells seats whether a
    // webhook is set, and records whether a page is visible (presence) on its connection.
    tables.subscriptions.grant(messageFn, 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem');
    tables.connections.grant(messageFn, 'dynamodb:UpdateItem');
    messageFn.addEnvironment('SUBSCRIPTIONS_TABLE', tables.subscriptions.tableName);
    // Table chat: the message handler writes messages, counts each sender's rate (a conditional
    // update), keeps mutes and settings, and reads the newest messages for a subscription; the
    // history handler reads a table's chat for the export that asks for it. The seats' private
    // notes are items of the same table under keys of their own (`note#…`, `notes-shared`): the
    // message handler writes them (PutItem; consent by UpdateItem) and reads them (Query), the
    // history handler reads the shared ones after the end (Query), and no other grant is needed. A
    // finished game's rematch is one item there too (`rematch`): the message handler reads it
    // (GetItem) and writes it by conditional puts (PutItem), and deals its table with the grants
    // a create has; the chat's stream brings its changes to the notifier (constructs/notifications.ts).
    tables.chat.grant(messageFn, 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query');
    tables.chat.grant(historyFn, 'dynamodb:Query');
    for (const [name, value] of Object.entries(tables.chatEnvironment)) {
      messageFn.addEnvironment(name, value);
      historyFn.addEnvironment(name, value);
    }
    // Chat pushes (the chat table's stream) read the chat's mutes; the digest counts the day's messages.
    tables.chat.grant(notifierFn, 'dynamodb:GetItem');
    tables.chat.grant(remindersFn, 'dynamodb:GetItem', 'dynamodb:Query');
    for (const fn of [notifierFn, remindersFn])
      for (const [name, value] of Object.entries(tables.chatEnvironment)) fn.addEnvironment(name, value);
    const notifications = new Notifications(this, 'Notifications', {
      events: tables.events,
      chat: tables.chat,
      notifier: notifierFn,
      reminders: remindersFn,
    });

    const historyApi = new HttpApi(this, 'HistoryApi', {
      corsPreflight: { allowOrigins: ['*'], allowMethods: [CorsHttpMethod.GET] },
      createDefaultStage: false,
    });
    new HttpStage(this, 'HistoryStage', {
      httpApi: historyApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: throttle.history.rate, burstLimit: throttle.history.burst },
    });
    const historyIntegration = new HttpLambdaIntegration('HistoryIntegration', historyFn);
    historyApi.addRoutes({
      path: '/games/{gameId}/history',
      methods: [HttpMethod.GET],
      integration: historyIntegration,
    });
    // The verifiable export (docs/audit.md): the same handler, which reads the route key.
    historyApi.addRoutes({ path: '/games/{gameId}/audit', methods: [HttpMethod.GET], integration: historyIntegration });
    // The devices' deadline calendars, at `${HistoryApiUrl}/calendar/<secret>.ics`.
    const calendar = new CalendarFeed(this, 'Calendar', { tables, api: historyApi, stage });

    const web = new WebHosting(this, 'Web', {
      historyApi,
      webSocketUrl: wsStage.url,
      connectOrigins: [`wss://${socket.apiId}.execute-api.${this.region}.${this.urlSuffix}`],
      name: this.stackName,
      logRetentionDays: stage.logRetentionDays,
      minMoveSeconds: stage.minMoveSeconds,
      vapidPublicKey: vapid.publicKey,
    });

    if (stage.monitoring) {
      const ops = new Operations(this, 'Operations', {
        name: this.stackName,
        service: `tradewinds-${stage.name}`,
        functions: {
          Message: messageFn,
          History: historyFn,
          Calendar: calendar.fn,
          Expire: expireFn,
          Sweep: sweepFn,
          Notifier: notifierFn,
          Reminders: remindersFn,
        },
        notifier: { fn: notifierFn, deadLetters: notifications.deadLetters },
        tables: tables.all,
        socket,
        socketStage: wsStage.stageName,
        historyApi,
        alarmEmail: props.alarmEmail,
      });
      new CfnOutput(this, 'AlarmTopicArn', { value: ops.topic.topicArn });
      new CfnOutput(this, 'DashboardName', { value: ops.dashboard.dashboardName });
    }

    new CfnOutput(this, 'Stage', { value: stage.name });
    new CfnOutput(this, 'WebUrl', { value: `https://${web.distribution.distributionDomainName}/` });
    new CfnOutput(this, 'WebSocketUrl', { value: wsStage.url });
    new CfnOutput(this, 'HistoryApiUrl', { value: historyApi.apiEndpoint });
  }
}

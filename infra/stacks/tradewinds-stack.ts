import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CfnIntegrationResponse, CfnStage, CorsHttpMethod, HttpApi, HttpMethod, HttpStage, WebSocketApi, WebSocketIntegration, WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration, WebSocketLambdaIntegration, WebSocketMockIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { handlerFunction } from '../constructs/handler-function.js';
import { GameTables } from '../constructs/tables.js';
import { WebHosting } from '../constructs/web-hosting.js';

/**
 * API Gateway throttling (requests per second, and the bucket's burst), account-wide per stage
 * and route. The local stack's per-connection token bucket covers one noisy client; these cap
 * what all clients together can make the Lambdas and tables do.
 */
export const THROTTLE = {
  socket: { rate: 200, burst: 400 },
  history: { rate: 50, burst: 100 },
} as const;

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
 * Tradewinds on AWS: the tables, a WebSocket API for play, an HTTP API for the audit
 * history, one Lambda per handler with only the permissions it uses, and the web client.
 */
export class TradewindsStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const tables = new GameTables(this, 'Tables');
    const env = tables.environment;

    const messageFn = handlerFunction(this, 'MessageHandler', 'message', env);
    const historyFn = handlerFunction(this, 'HistoryHandler', 'history', env);

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
    new CfnIntegrationResponse(this, 'PongResponse', {
      apiId: socket.apiId,
      integrationId: (ping.node.findChild('PingIntegration') as WebSocketIntegration).integrationId,
      integrationResponseKey: '$default',
      templateSelectionExpression: selectDefault,
      responseTemplates: { [PING_MOCK.templateKey]: PING_MOCK.responseTemplate },
    });
    const stage = new WebSocketStage(this, 'PlayStage', {
      webSocketApi: socket,
      stageName: 'live',
      autoDeploy: true,
      throttle: { rateLimit: THROTTLE.socket.rate, burstLimit: THROTTLE.socket.burst },
    });
    // Per route as well. Opening a socket runs nothing of ours (no $connect route), so the
    // stage's limit covers it.
    (stage.node.defaultChild as CfnStage).routeSettings = {
      $default: { ThrottlingRateLimit: THROTTLE.socket.rate, ThrottlingBurstLimit: THROTTLE.socket.burst },
    };
    stage.grantManagementApiAccess(messageFn);

    const historyApi = new HttpApi(this, 'HistoryApi', {
      corsPreflight: { allowOrigins: ['*'], allowMethods: [CorsHttpMethod.GET] },
      createDefaultStage: false,
    });
    new HttpStage(this, 'HistoryStage', {
      httpApi: historyApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: THROTTLE.history.rate, burstLimit: THROTTLE.history.burst },
    });
    const historyIntegration = new HttpLambdaIntegration('HistoryIntegration', historyFn);
    historyApi.addRoutes({ path: '/games/{gameId}/history', methods: [HttpMethod.GET], integration: historyIntegration });
    // The verifiable export (docs/audit.md): the same handler, which reads the route key.
    historyApi.addRoutes({ path: '/games/{gameId}/audit', methods: [HttpMethod.GET], integration: historyIntegration });

    const web = new WebHosting(this, 'Web', { historyApi, webSocketUrl: stage.url });

    new CfnOutput(this, 'WebUrl', { value: `https://${web.distribution.distributionDomainName}/` });
    new CfnOutput(this, 'WebSocketUrl', { value: stage.url });
    new CfnOutput(this, 'HistoryApiUrl', { value: historyApi.apiEndpoint });
  }
}

import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration, WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { handlerFunction } from '../constructs/handler-function.js';
import { GameTables } from '../constructs/tables.js';
import { WebHosting } from '../constructs/web-hosting.js';

/**
 * Tradewinds on AWS: the tables, a WebSocket API for play, an HTTP API for the audit
 * history, one Lambda per handler with only the permissions it uses, and the web client.
 */
export class TradewindsStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const tables = new GameTables(this, 'Tables');
    const env = tables.environment;

    const connectFn = handlerFunction(this, 'ConnectHandler', 'connect', env);
    const disconnectFn = handlerFunction(this, 'DisconnectHandler', 'disconnect', env);
    const messageFn = handlerFunction(this, 'MessageHandler', 'message', env);
    const historyFn = handlerFunction(this, 'HistoryHandler', 'history', env);

    tables.connections.grant(connectFn, 'dynamodb:PutItem');
    tables.connections.grant(disconnectFn, 'dynamodb:DeleteItem');
    tables.events.grant(messageFn, 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query');
    tables.games.grant(messageFn, 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem');
    tables.connections.grant(messageFn, 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Query');
    tables.events.grant(historyFn, 'dynamodb:Query');
    tables.games.grant(historyFn, 'dynamodb:GetItem');

    const socket = new WebSocketApi(this, 'PlaySocket', {
      routeSelectionExpression: '$request.body.action',
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('ConnectIntegration', connectFn) },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('DisconnectIntegration', disconnectFn) },
      defaultRouteOptions: { integration: new WebSocketLambdaIntegration('MessageIntegration', messageFn) },
    });
    const stage = new WebSocketStage(this, 'PlayStage', {
      webSocketApi: socket,
      stageName: 'live',
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
    });
    stage.grantManagementApiAccess(messageFn);

    const historyApi = new HttpApi(this, 'HistoryApi', {
      corsPreflight: { allowOrigins: ['*'], allowMethods: [CorsHttpMethod.GET] },
    });
    historyApi.addRoutes({
      path: '/games/{gameId}/history',
      methods: [HttpMethod.GET],
      integration: new HttpLambdaIntegration('HistoryIntegration', historyFn),
    });

    const web = new WebHosting(this, 'Web', { historyApi, webSocketUrl: stage.url });

    new CfnOutput(this, 'WebUrl', { value: `https://${web.distribution.distributionDomainName}/` });
    new CfnOutput(this, 'WebSocketUrl', { value: stage.url });
    new CfnOutput(this, 'HistoryApiUrl', { value: historyApi.apiEndpoint });
  }
}

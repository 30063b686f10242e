import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PING_MOCK, TradewindsStack } from '../../infra/stacks/tradewinds-stack.js';
import { STAGES } from '../../infra/stages.js';

import { readDeployment } from '../../scripts/cost/deployment.js';
import { PRODUCTION_MIN_MOVE_SECONDS } from '../../engine/core/clock/index.js';

const THROTTLE = STAGES.prod.throttle;
/** The logical ids of our seven handler functions (the VAPID keys' custom resource function is not one). */
const HANDLER_ID = /^(Message|History|Calendar|Expire|Sweep|Notifier|Reminders)Handler[0-9A-F]{8}$/;

let template: Template;

beforeAll(() => {
  // No bundling: the template is what matters here, and synth stays fast.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  template = Template.fromStack(new TradewindsStack(app, 'Test'));
});

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** The IAM statements attached to the role of the function whose logical id starts with `fn`. */
function statementsOf(fn: string): Statement[] {
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`${fn}ServiceRole`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

function actionsOf(fn: string): string[] {
  return statementsOf(fn)
    .flatMap((st) => [st.Action].flat())
    .sort();
}

describe('tables', () => {
  it('events: game id and version keys, on-demand, point-in-time recovery, retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: {
        KeySchema: [
          { AttributeName: 'gameId', KeyType: 'HASH' },
          { AttributeName: 'version', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayWith([{ AttributeName: 'version', AttributeType: 'N' }]),
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      },
      DeletionPolicy: 'Retain',
    });
  });

  it('games: keyed by game id, on-demand', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'gameId', KeyType: 'HASH' }],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('connections: keyed by game, then connection id, with no index (each would double every write); TTL on expiresAt', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'gameId', KeyType: 'HASH' },
        { AttributeName: 'connectionId', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: Match.absent(),
    });
  });
});

describe('functions', () => {
  const SCHEDULING = ['EXPIRE_FUNCTION_ARN', 'SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP'];
  const TABLES = ['CONNECTIONS_TABLE', 'EVENTS_TABLE', 'GAMES_TABLE', 'POWERTOOLS_SERVICE_NAME'];

  it('one Node 22 ARM64 function per handler, each told the table names, its service name (the stage) and what it needs besides', () => {
    const fns = template.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs22.x', Architectures: ['arm64'] },
    });
    const handlers = Object.keys(fns).filter((id) => HANDLER_ID.test(id));
    expect(handlers).toHaveLength(7);
    const env = (name: string) =>
      fns[handlers.find((id) => id.startsWith(`${name}Handler`))!].Properties.Environment.Variables;
    for (const id of handlers)
      expect(fns[id].Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe('tradewinds-prod');
    expect(Object.keys(env('History')).sort()).toEqual([...TABLES, 'CHAT_TABLE'].sort());
    expect(Object.keys(env('Calendar')).sort()).toEqual([...TABLES, 'SUBSCRIPTIONS_TABLE'].sort());
    expect(Object.keys(env('Message')).sort()).toEqual(
      [...TABLES, ...SCHEDULING, 'MIN_MOVE_SECONDS', 'SUBSCRIPTIONS_TABLE', 'CHAT_TABLE'].sort(),
    );
    for (const name of ['Expire', 'Sweep'])
      expect(Object.keys(env(name)).sort()).toEqual([...TABLES, ...SCHEDULING, 'WS_MANAGEMENT_ENDPOINT'].sort());
    // The notifier asks again for the wakes each appended record left (a command that died after its
    // append asked for none); the reminders schedule nothing: no scheduler's names, so their ports refuse any wake-up aloud.
    const notifying = [
      ...TABLES,
      'SUBSCRIPTIONS_TABLE',
      'CHAT_TABLE',
      'VAPID_PRIVATE_KEY_PARAMETER',
      'VAPID_PUBLIC_KEY',
      'WS_MANAGEMENT_ENDPOINT',
    ];
    expect(Object.keys(env('Notifier')).sort()).toEqual([...notifying, ...SCHEDULING].sort());
    expect(Object.keys(env('Reminders')).sort()).toEqual(notifying.sort());
  });

  it("the message handler enforces the stage's floor for a clock's allowance: an hour", () => {
    const [message] = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) =>
      id.startsWith('MessageHandler'),
    );
    expect(message[1].Properties.Environment.Variables.MIN_MOVE_SECONDS).toBe(String(PRODUCTION_MIN_MOVE_SECONDS));
    expect(STAGES.prod.minMoveSeconds).toBe(3600);
    expect(STAGES.dev.minMoveSeconds).toBe(3600);
  });
});

describe('what npm run cost reads from the source', () => {
  it('agrees with the template: the Lambda memory size, and whether a ping reaches a Lambda', () => {
    const d = readDeployment();
    const sizes = Object.entries(template.findResources('AWS::Lambda::Function'))
      .filter(([id]) => HANDLER_ID.test(id))
      .map(([, fn]) => fn.Properties.MemorySize);
    expect(new Set(sizes)).toEqual(new Set([d.lambdaMemoryMb]));
    const mockPing =
      Object.keys(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: 'ping' } })).length ===
      1;
    expect(d.pingInvokesLambda).toBe(!mockPing);
  });
});

describe('least privilege', () => {
  it('the message handler reads and appends, never scans or deletes events, and may post to connections', () => {
    const actions = actionsOf('MessageHandler');
    expect(actions).toEqual(
      [
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:PutItem',
        'dynamodb:DeleteItem',
        'dynamodb:Query',
        // A page's presence, on its connection; a seat's notification settings and the table's webhook.
        'dynamodb:UpdateItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:DeleteItem',
        // The table chat: messages, rate counters, mutes and settings, the newest messages.
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:Query',
        'execute-api:ManageConnections',
        'scheduler:CreateSchedule',
        'iam:PassRole',
      ].sort(),
    );
  });

  it('the history handler only reads', () => {
    expect(actionsOf('HistoryHandler')).toEqual(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Query']);
  });

  it('the chat table: keyed by game, then key, with a TTL for rate counters; the message handler writes it, the others only read', () => {
    const chat = Object.entries(template.findResources('AWS::DynamoDB::Table')).find(([id]) =>
      id.startsWith('TablesChat'),
    );
    expect(chat).toBeDefined();
    expect(chat![1].Properties).toMatchObject({
      KeySchema: [
        { AttributeName: 'gameId', KeyType: 'HASH' },
        { AttributeName: 'key', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
    expect(chat![1].Properties.GlobalSecondaryIndexes).toBeUndefined();
    const reaching = (fn: string) =>
      statementsOf(fn).filter((st) => JSON.stringify(st.Resource).includes('TablesChat'));
    expect(
      reaching('MessageHandler')
        .flatMap((st) => [st.Action].flat())
        .sort(),
    ).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(reaching('HistoryHandler').flatMap((st) => [st.Action].flat())).toEqual(['dynamodb:Query']);
    const actions = (fn: string) =>
      reaching(fn)
        .flatMap((st) => [st.Action].flat())
        .sort();
    // The notifier reads the chat's stream and its mutes; the digest counts the day's messages.
    expect(actions('NotifierHandler')).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetItem',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
    ]);
    expect(actions('RemindersHandler')).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    for (const fn of ['Expire', 'Sweep']) expect(reaching(`${fn}Handler`), fn).toEqual([]);
  });

  it('posting to connections is limited to the live stage', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'execute-api:ManageConnections',
            Resource: Match.objectLike({
              'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('^/live/.*/@connections/')])]),
            }),
          }),
        ]),
      },
    });
  });

  it('the message handler queries the connections table itself (no index), and scans nothing', () => {
    const statements = statementsOf('MessageHandler');
    const connectionQuery = statements.find(
      (st) => [st.Action].flat().includes('dynamodb:Query') && JSON.stringify(st.Resource).includes('TablesWatchers'),
    );
    expect(connectionQuery).toBeDefined();
    expect(JSON.stringify(connectionQuery?.Resource)).not.toContain('/index/');
    expect(statements.flatMap((st) => [st.Action].flat())).not.toContain('dynamodb:Scan');
  });
});

describe('APIs', () => {
  it('a WebSocket API routed by action, with $default and ping; no $connect or $disconnect (a Lambda run and a write per visit)', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    const keys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey as string,
    );
    expect(keys.filter((k) => !k.startsWith('GET ')).sort()).toEqual(['$default', 'ping']);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
  });

  it('answers ping with a mock integration: a route of its own, no Lambda behind it', () => {
    const routes = template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: 'ping' } });
    expect(Object.keys(routes)).toHaveLength(1);
    const [routeId, route] = Object.entries(routes)[0];
    const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
    const integration = template.toJSON().Resources[integrationId];
    expect(integration.Properties).toMatchObject({
      IntegrationType: 'MOCK',
      TemplateSelectionExpression: '\\$default',
    });
    expect(JSON.stringify(integration)).not.toMatch(/lambda|Handler/i);
    // Two-way: the route sends what its integration response makes of the mock's answer.
    expect(route.Properties.RouteResponseSelectionExpression).toBe('$default');
    template.hasResourceProperties('AWS::ApiGatewayV2::RouteResponse', {
      RouteId: { Ref: routeId },
      RouteResponseKey: '$default',
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::IntegrationResponse', {
      IntegrationId: { Ref: integrationId },
      IntegrationResponseKey: '$default',
      TemplateSelectionExpression: '\\$default',
      ResponseTemplates: { $default: PING_MOCK.responseTemplate },
    });
  });

  it('the mock answers 200 and carries the requestId from the ping to the pong', () => {
    const integration = Object.values(
      template.findResources('AWS::ApiGatewayV2::Integration', { Properties: { IntegrationType: 'MOCK' } }),
    )[0];
    const request = integration.Properties.RequestTemplates.$default as string;
    // Velocity removes the directives; with them gone, each template is JSON of the expected shape.
    const withId = (t: string) =>
      t
        .replace(/#if\(\$input\.path\('\$\.requestId'\)\)(.*?)#end/, '$1')
        .replace(/\$input\.json\('\$\.requestId'\)/g, '"r1"');
    const withoutId = (t: string) => t.replace(/#if\(.*?#end/, '');
    expect(JSON.parse(withId(request))).toEqual({ statusCode: 200, requestId: 'r1' });
    expect(JSON.parse(withoutId(request))).toEqual({ statusCode: 200 });
    expect(JSON.parse(withId(PING_MOCK.responseTemplate))).toEqual({ type: 'pong', requestId: 'r1' });
    expect(JSON.parse(withoutId(PING_MOCK.responseTemplate))).toEqual({ type: 'pong' });
  });

  it('throttles the WebSocket stage, its $default route, and the history API', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      DefaultRouteSettings: { ThrottlingRateLimit: THROTTLE.socket.rate, ThrottlingBurstLimit: THROTTLE.socket.burst },
      RouteSettings: {
        $default: { ThrottlingRateLimit: THROTTLE.socket.rate, ThrottlingBurstLimit: THROTTLE.socket.burst },
      },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: THROTTLE.history.rate,
        ThrottlingBurstLimit: THROTTLE.history.burst,
      },
    });
  });

  it('an HTTP API serving GET /games/{gameId}/history', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /games/{gameId}/history' });
  });

  it('serves the audit export at GET /games/{gameId}/audit through the history handler, on the same API', () => {
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const byKey = (key: string) => Object.values(routes).find((r) => r.Properties.RouteKey === key)?.Properties;
    const audit = byKey('GET /games/{gameId}/audit');
    const history = byKey('GET /games/{gameId}/history');
    expect(audit, 'an audit route').toBeDefined();
    expect(audit.ApiId).toEqual(history.ApiId);
    expect(audit.Target).toEqual(history.Target);
  });

  it('API Gateway may invoke each handler', () => {
    expect(
      Object.keys(
        template.findResources('AWS::Lambda::Permission', { Properties: { Principal: 'apigateway.amazonaws.com' } }),
      ).length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('web client', () => {
  it('a private bucket behind CloudFront with origin access control', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CacheBehaviors: [Match.objectLike({ PathPattern: '/games/*' })],
      }),
    });
  });

  it('deploys config.json telling the client where the WebSocket API is', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });
});

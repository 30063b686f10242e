import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TradewindsStack } from '../../infra/stacks/tradewinds-stack.js';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY } from '../../infra/security-headers.js';
import { STAGES, stageFromContext, type StageConfig } from '../../infra/stages.js';
import { METRIC } from '../../lambdas/handlers/ops/metric-names.js';

/** The logical ids of our six handler functions. */
const HANDLER_ID = /^(Message|History|Calendar|Expire|Sweep|Notifier|Reminders)Handler[0-9A-F]{8}$/;
const templates: Partial<Record<'dev' | 'prod', Template>> = {};

function synth(stage: StageConfig, alarmEmail?: string): Template {
  // No bundling: the template is what matters here, and synth stays fast.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  return Template.fromStack(new TradewindsStack(app, stage.stackName, { stage, alarmEmail }));
}

beforeAll(() => {
  templates.dev = synth(STAGES.dev);
  templates.prod = synth(STAGES.prod, 'ops@example.com');
});
const dev = () => templates.dev!;
const prod = () => templates.prod!;

const tables = (t: Template) =>
  Object.values(t.findResources('AWS::DynamoDB::Table')) as {
    DeletionPolicy?: string;
    Properties: Record<string, unknown>;
  }[];
const isConnections = (table: { Properties: Record<string, unknown> }) =>
  JSON.stringify(table.Properties.KeySchema).includes('connectionId');

describe('stages from context', () => {
  it('dev unless told; prod on -c stage=prod; anything else is refused with what to use', () => {
    expect(stageFromContext(() => undefined).name).toBe('dev');
    expect(stageFromContext((k) => (k === 'stage' ? 'prod' : undefined))).toEqual(STAGES.prod);
    expect(() => stageFromContext((k) => (k === 'stage' ? 'production' : undefined))).toThrow(
      /Unknown stage "production": use -c stage=dev or -c stage=prod/,
    );
  });

  it('log retention and monitoring can be overridden; a retention CloudWatch does not offer is refused', () => {
    const ctx = (values: Record<string, unknown>) => (k: string) => values[k];
    expect(stageFromContext(ctx({ stage: 'prod', logRetentionDays: '90' })).logRetentionDays).toBe(90);
    expect(stageFromContext(ctx({ stage: 'dev', monitoring: 'true' })).monitoring).toBe(true);
    expect(() => stageFromContext(ctx({ logRetentionDays: '31' }))).toThrow(
      /logRetentionDays=31 is not a CloudWatch Logs retention/,
    );
    expect(() => stageFromContext(ctx({ monitoring: 'yes' }))).toThrow(/monitoring=yes: use -c monitoring=true/);
  });

  it('stages differ in throttles: prod allows ten times the traffic of dev', () => {
    for (const [stage, t] of [
      [STAGES.dev, dev()],
      [STAGES.prod, prod()],
    ] as const) {
      t.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: 'live',
        DefaultRouteSettings: {
          ThrottlingRateLimit: stage.throttle.socket.rate,
          ThrottlingBurstLimit: stage.throttle.socket.burst,
        },
      });
      t.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        DefaultRouteSettings: {
          ThrottlingRateLimit: stage.throttle.history.rate,
          ThrottlingBurstLimit: stage.throttle.history.burst,
        },
      });
    }
    expect(STAGES.prod.throttle.socket.rate).toBe(10 * STAGES.dev.throttle.socket.rate);
  });

  it('the handlers tag their logs and metrics with the stage', () => {
    for (const [name, t] of [
      ['dev', dev()],
      ['prod', prod()],
    ] as const) {
      const fns = Object.entries(t.findResources('AWS::Lambda::Function')).filter(([id]) => HANDLER_ID.test(id));
      expect(fns).toHaveLength(7);
      for (const [, fn] of fns)
        expect(fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(`tradewinds-${name}`);
    }
  });
});

describe('removal policies', () => {
  it('prod: the events, games, subscriptions and chat tables are retained, protected against deletion, with point-in-time recovery', () => {
    const games = tables(prod()).filter((t) => !isConnections(t));
    expect(games).toHaveLength(4);
    for (const t of games) {
      expect(t.DeletionPolicy).toBe('Retain');
      expect(t.Properties.DeletionProtectionEnabled).toBe(true);
      expect(t.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    }
  });

  it('dev: every table is destroyed with the stack, unprotected, without point-in-time recovery', () => {
    const all = tables(dev());
    expect(all).toHaveLength(5);
    for (const t of all) {
      expect(t.DeletionPolicy).toBe('Delete');
      expect(t.Properties.DeletionProtectionEnabled).not.toBe(true);
      expect(t.Properties.PointInTimeRecoverySpecification).not.toEqual({ PointInTimeRecoveryEnabled: true });
    }
  });

  it('the connections table is ephemeral in both stages', () => {
    for (const t of [dev(), prod()]) {
      const [connections] = tables(t).filter(isConnections);
      expect(connections.DeletionPolicy).toBe('Delete');
      expect(connections.Properties.DeletionProtectionEnabled).not.toBe(true);
    }
  });
});

describe('log retention', () => {
  it('every log group has the stage retention (30 days in prod, 7 in dev), and every Lambda of ours logs to one', () => {
    for (const [stage, t] of [
      [STAGES.dev, dev()],
      [STAGES.prod, prod()],
    ] as const) {
      const groups = t.findResources('AWS::Logs::LogGroup');
      // The seven handlers, the web deployment helper, and the VAPID keys' function and its provider.
      expect(Object.keys(groups)).toHaveLength(10);
      for (const g of Object.values(groups)) expect(g.Properties.RetentionInDays).toBe(stage.logRetentionDays);
      const fns = Object.entries(t.findResources('AWS::Lambda::Function')).filter(([id]) => HANDLER_ID.test(id));
      expect(fns).toHaveLength(7);
      for (const [, fn] of fns) expect(Object.keys(groups)).toContain(fn.Properties.LoggingConfig.LogGroup.Ref);
    }
    expect(STAGES.prod.logRetentionDays).toBe(30);
  });

  it('a retention given in context reaches every log group', () => {
    const t = synth(stageFromContext((k) => ({ stage: 'prod', logRetentionDays: '90' })[k]));
    for (const g of Object.values(t.findResources('AWS::Logs::LogGroup')))
      expect(g.Properties.RetentionInDays).toBe(90);
  });
});

describe('alarms and dashboard (prod)', () => {
  const alarms = () =>
    Object.values(prod().findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties as Record<string, unknown>);
  const named = (suffix: string) => alarms().find((a) => String(a.AlarmName).endsWith(`-${suffix}`));

  it('every alarm notifies one SNS topic, on alarm and on recovery, and ignores missing data (an idle stage never alarms)', () => {
    prod().resourceCountIs('AWS::SNS::Topic', 1);
    const [topicId] = Object.keys(prod().findResources('AWS::SNS::Topic'));
    expect(alarms().length).toBeGreaterThanOrEqual(15);
    for (const a of alarms()) {
      expect(a.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(a.OKActions).toEqual([{ Ref: topicId }]);
      expect(a.TreatMissingData).toBe('notBreaching');
    }
  });

  it('an operator address given in context is subscribed to the topic', () => {
    prod().hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    dev().resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('Lambda errors and throttles, for each handler', () => {
    for (const fn of ['Message', 'History', 'Expire', 'Sweep', 'Notifier', 'Reminders']) {
      expect(named(`${fn}Errors`)).toMatchObject({ MetricName: 'Errors', Namespace: 'AWS/Lambda', Threshold: 1 });
      expect(named(`${fn}Throttles`)).toMatchObject({ MetricName: 'Throttles', Namespace: 'AWS/Lambda', Threshold: 1 });
    }
  });

  it('API Gateway: WebSocket execution and integration errors, client errors (throttled messages), history API 5xx', () => {
    const socketErrors = named('SocketErrors')!;
    const metricNames = (a: Record<string, unknown>) => JSON.stringify(a.Metrics);
    expect(metricNames(socketErrors)).toContain('ExecutionError');
    expect(metricNames(socketErrors)).toContain('IntegrationError');
    expect(named('SocketClientErrors')).toMatchObject({ MetricName: 'ClientError', Namespace: 'AWS/ApiGateway' });
    expect(named('HistoryApi5xx')).toMatchObject({ MetricName: '5xx', Namespace: 'AWS/ApiGateway' });
  });

  it('DynamoDB throttled requests and system errors, for each table (system errors of the operations the handlers make on it)', () => {
    for (const table of ['Events', 'Games', 'Watchers', 'Subscriptions']) {
      expect(JSON.stringify(named(`${table}Throttled`)!.Metrics)).toMatch(/ReadThrottleEvents.*WriteThrottleEvents/);
      expect(JSON.stringify(named(`${table}SystemErrors`)!.Metrics)).toContain('SystemErrors');
    }
    const operations = (table: string) =>
      [...JSON.stringify(named(`${table}SystemErrors`)!.Metrics).matchAll(/"Operation","Value":"(\w+)"/g)]
        .map((m) => m[1])
        .sort();
    expect(operations('Events')).toEqual(['GetItem', 'PutItem', 'Query']);
    // The sweep queries the games table's index.
    expect(operations('Games')).toEqual(['GetItem', 'PutItem', 'Query', 'UpdateItem']);
    expect(operations('Watchers')).toEqual(['DeleteItem', 'PutItem', 'Query', 'UpdateItem']);
    expect(operations('Subscriptions')).toEqual(['DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem']);
  });

  it("the handlers' own metrics: INTERNAL answers, BUSY answers and failed posts, for this stage's service", () => {
    for (const [alarm, metric] of [
      ['InternalErrors', METRIC.internal],
      ['StoreBusy', METRIC.busy],
      ['PostFailures', METRIC.postFailures],
    ]) {
      expect(named(alarm)).toMatchObject({
        Namespace: 'Tradewinds',
        MetricName: metric,
        Dimensions: [{ Name: 'service', Value: 'tradewinds-prod' }],
      });
    }
  });

  it('missed wake-ups: five games in one sweep that no schedule woke', () => {
    expect(named('MissedWakeups')).toMatchObject({
      Namespace: 'Tradewinds',
      MetricName: METRIC.sweepFound,
      Dimensions: [{ Name: 'service', Value: 'tradewinds-prod' }],
      Statistic: 'Sum',
      Threshold: 5,
    });
  });

  it('one dashboard with the game traffic: commands, stale and busy, posts, durations, moves made for seats, notifications', () => {
    prod().resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = JSON.stringify(
      Object.values(prod().findResources('AWS::CloudWatch::Dashboard'))[0].Properties.DashboardBody,
    );
    for (const metric of [
      METRIC.commandAccepted,
      METRIC.commandRefused,
      METRIC.stale,
      METRIC.busy,
      METRIC.posts,
      METRIC.postsGone,
      METRIC.duration,
      METRIC.timeouts,
      METRIC.botMoves,
      METRIC.sweepFound,
      METRIC.pushesSent,
      METRIC.pushesGone,
      METRIC.pushFailures,
      METRIC.webhookPosts,
      METRIC.webhookOff,
    ]) {
      expect(body).toContain(metric);
    }
  });

  it('dev has none of it unless asked (-c monitoring=true): alarms and dashboards cost money while idle', () => {
    dev().resourceCountIs('AWS::CloudWatch::Alarm', 0);
    dev().resourceCountIs('AWS::CloudWatch::Dashboard', 0);
    dev().resourceCountIs('AWS::SNS::Topic', 0);
    const monitored = synth(stageFromContext((k) => ({ stage: 'dev', monitoring: 'true' })[k]));
    monitored.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    expect(Object.keys(monitored.findResources('AWS::CloudWatch::Alarm')).length).toBeGreaterThanOrEqual(15);
  });
});

describe('security headers on CloudFront', () => {
  const policy = () => {
    const [p] = Object.values(prod().findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    return p.Properties.ResponseHeadersPolicyConfig;
  };

  it("a CSP allowing only the app's own scripts, its own origin and the WebSocket API", () => {
    const csp = policy().SecurityHeadersConfig.ContentSecurityPolicy;
    expect(csp.Override).toBe(true);
    // The WebSocket origin is a token until deploy: the policy is a join of the CSP around it.
    const joined = csp.ContentSecurityPolicy['Fn::Join'][1] as unknown[];
    const text = joined.map((p) => (typeof p === 'string' ? p : '{token}')).join('');
    expect(text).toContain("script-src 'self';");
    expect(text).toContain("default-src 'none'");
    expect(text).toMatch(/connect-src 'self' wss:\/\/\{token\}\.execute-api\.\{token\}\.\{token\};/);
    expect(JSON.stringify(joined)).toContain('PlaySocket');
    expect(text).not.toContain('unsafe-eval');
    expect(text.replace(/\{token\}/g, 'x')).toBe(contentSecurityPolicy(['wss://x.execute-api.x.x']));
  });

  it('HSTS for two years with subdomains, nosniff, a referrer policy, frame denial and a permissions policy', () => {
    const config = policy();
    expect(config.SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
    ]);
  });

  it('applies to the web client and to the history API under the same distribution', () => {
    const [policyId] = Object.keys(prod().findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    prod().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: policyId } }),
        CacheBehaviors: [Match.objectLike({ PathPattern: '/games/*', ResponseHeadersPolicyId: { Ref: policyId } })],
      }),
    });
  });
});

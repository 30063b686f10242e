import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES_TABLE } from '../../lambdas/adapters/dynamo/tables.js';
import { TradewindsStack } from '../../infra/stacks/tradewinds-stack.js';
import { STAGES } from '../../infra/stages.js';
import { EXPIRE_INLINE_BUDGET_MS } from '../../lambdas/handlers/expire.js';
import { MESSAGE_INLINE_BUDGET_MS } from '../../lambdas/handlers/message.js';

// Clocks on AWS: what wakes a game when a seat's time runs out or a bot is due.
let template: Template;
let json: { Resources: Record<string, { Type: string; Properties: Record<string, any> }> };
let assemblyDir: string;

beforeAll(() => {
  // No bundling: the template is what matters here, and synth stays fast.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new TradewindsStack(app, 'Test', { stage: STAGES.prod });
  template = Template.fromStack(stack);
  json = template.toJSON() as typeof json;
  assemblyDir = app.synth().directory;
});

const resources = (type: string) => Object.entries(json.Resources).filter(([, r]) => r.Type === type);
const fn = (name: string) => {
  const found = resources('AWS::Lambda::Function').filter(([id]) => new RegExp(`^${name}Handler[0-9A-F]{8}$`).test(id));
  expect(found, name).toHaveLength(1);
  return { id: found[0][0], ...found[0][1] };
};
const env = (name: string) => fn(name).Properties.Environment.Variables as Record<string, unknown>;

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}
/** The statements of the policies attached to a role whose logical id starts with `role`. */
const statementsOf = (role: string): Statement[] =>
  resources('AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${role}`))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);
const actionsOf = (role: string) =>
  statementsOf(role)
    .flatMap((st) => [st.Action].flat())
    .sort();
const withAction = (role: string, action: string) =>
  statementsOf(role).filter((st) => [st.Action].flat().includes(action));

describe('the pending-deadlines index', () => {
  it('on the games table: partition deadlineShard (S), sort nextDeadline (S), keys only', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'gameId', KeyType: 'HASH' }],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'deadlineShard', AttributeType: 'S' },
        { AttributeName: 'nextDeadline', AttributeType: 'S' },
      ]),
      GlobalSecondaryIndexes: [
        {
          IndexName: 'pending-deadlines',
          KeySchema: [
            { AttributeName: 'deadlineShard', KeyType: 'HASH' },
            { AttributeName: 'nextDeadline', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ],
    });
    expect(GAMES_TABLE.pendingIndex).toEqual({
      name: 'pending-deadlines',
      partitionKey: 'deadlineShard',
      sortKey: 'nextDeadline',
    });
  });

  it('only the games table has it (the events and connections tables keep no index; the subscriptions table has its digest index)', () => {
    const indexed = resources('AWS::DynamoDB::Table').filter(([, t]) => t.Properties.GlobalSecondaryIndexes);
    expect(indexed.map(([id]) => id)).toEqual([
      expect.stringMatching(/^TablesGames/),
      expect.stringMatching(/^TablesSubscriptions/),
    ]);
    const names = indexed.map(([, t]) =>
      t.Properties.GlobalSecondaryIndexes.map((i: { IndexName: string }) => i.IndexName),
    );
    expect(names).toEqual([['pending-deadlines'], ['digest-subscriptions']]);
  });
});

describe('the schedule group and the role the scheduler assumes', () => {
  it('one schedule group, named after the stack, which every scheduling function is told', () => {
    const groups = resources('AWS::Scheduler::ScheduleGroup');
    expect(groups).toHaveLength(1);
    const [groupId, group] = groups[0];
    expect(group.Properties.Name).toBe('Test-wakeups');
    for (const name of ['Message', 'Expire', 'Sweep']) expect(env(name).SCHEDULE_GROUP).toEqual({ Ref: groupId });
    expect(env('History').SCHEDULE_GROUP).toBeUndefined();
  });

  it('the role trusts only EventBridge Scheduler, for schedules of this account', () => {
    const roles = resources('AWS::IAM::Role').filter(([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );
    expect(roles).toHaveLength(1);
    const [roleId, role] = roles[0];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      },
    ]);
    for (const name of ['Message', 'Expire', 'Sweep'])
      expect(env(name).SCHEDULER_ROLE_ARN).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
  });

  it('the role may invoke the expire function and do nothing else', () => {
    const [roleId] = resources('AWS::IAM::Role').find(([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    )!;
    const statements = statementsOf(roleId);
    expect(statements.flatMap((st) => [st.Action].flat())).toEqual(['lambda:InvokeFunction']);
    const expireId = fn('Expire').id;
    expect(JSON.stringify(statements[0].Resource)).toContain(expireId);
    expect(JSON.stringify(statements[0].Resource)).not.toMatch(/Message|History|Sweep/);
  });

  it('EXPIRE_FUNCTION_ARN names the expire function itself (a fixed name, so its own environment can hold it)', () => {
    const name = fn('Expire').Properties.FunctionName;
    expect(name).toBe('Test-expire');
    for (const handler of ['Message', 'Expire', 'Sweep']) {
      const arn = env(handler).EXPIRE_FUNCTION_ARN as { 'Fn::Join': [string, unknown[]] };
      const parts = arn['Fn::Join'][1];
      expect(parts.map((p) => (typeof p === 'string' ? p : '{token}')).join('')).toBe(
        `arn:{token}:lambda:{token}:{token}:function:${String(name)}`,
      );
    }
  });
});

describe('who may schedule', () => {
  const scheduling = ['MessageHandler', 'ExpireHandler', 'SweepHandler'];

  it('the message, expire and sweep functions may create schedules in the group only, never update, delete or read them', () => {
    const [groupId] = resources('AWS::Scheduler::ScheduleGroup')[0];
    for (const role of scheduling) {
      const create = withAction(role, 'scheduler:CreateSchedule');
      expect(create, role).toHaveLength(1);
      expect([create[0].Action].flat()).toEqual(['scheduler:CreateSchedule']);
      const resource = (create[0].Resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      expect(resource.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join('')).toMatch(
        new RegExp(`:schedule/\\{"Ref":"${groupId}"\\}/\\*$`),
      );
      expect(actionsOf(role).filter((a) => a.startsWith('scheduler:'))).toEqual(['scheduler:CreateSchedule']);
    }
  });

  it('they may pass the scheduler role, only that role and only to EventBridge Scheduler', () => {
    const [roleId] = resources('AWS::IAM::Role').find(([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    )!;
    for (const role of scheduling) {
      const pass = withAction(role, 'iam:PassRole');
      expect(pass, role).toHaveLength(1);
      expect(pass[0].Resource).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
      expect(pass[0].Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    }
  });

  it('the history handler may do neither', () => {
    expect(actionsOf('HistoryHandler').filter((a) => a.startsWith('scheduler:') || a.startsWith('iam:'))).toEqual([]);
  });
});

describe('the expire and sweep functions', () => {
  it('move games like the message handler: read and append the log, read and update the games item, post to (and forget) connections; no scan, no create', () => {
    const common = [
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:Query',
      'execute-api:ManageConnections',
      'scheduler:CreateSchedule',
      'iam:PassRole',
    ];
    expect(actionsOf('ExpireHandler')).toEqual([...common].sort());
    expect(actionsOf('SweepHandler')).toEqual([...common, 'dynamodb:Query'].sort());
    for (const role of ['ExpireHandler', 'SweepHandler']) expect(actionsOf(role)).not.toContain('dynamodb:Scan');
  });

  it('only the sweep queries the games table, and only its pending-deadlines index', () => {
    const gamesQueries = (role: string) =>
      withAction(role, 'dynamodb:Query').filter((st) => JSON.stringify(st.Resource).includes('TablesGames'));
    expect(gamesQueries('ExpireHandler')).toEqual([]);
    expect(gamesQueries('MessageHandler')).toEqual([]);
    const [sweepQuery] = gamesQueries('SweepHandler');
    const resource = (sweepQuery.Resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
    expect(resource.at(-1)).toBe('/index/pending-deadlines');
  });

  it('post to connections of the live stage, whose callback URL they are told (no WebSocket event names it for them)', () => {
    for (const name of ['Expire', 'Sweep']) {
      const endpoint = JSON.stringify(env(name).WS_MANAGEMENT_ENDPOINT);
      expect(endpoint).toContain('https://');
      expect(endpoint).toContain('PlaySocket');
      expect(endpoint).toContain('/live');
      const manage = withAction(`${name}Handler`, 'execute-api:ManageConnections');
      expect(JSON.stringify(manage[0].Resource)).toMatch(/\/live\/\*\/@connections\/\*/);
    }
  });

  it("expire may run a minute, the sweep five (less than the 15 minutes between sweeps), the message handler 25 seconds (its inline bot moves, under API Gateway's 29), history 10", () => {
    expect(fn('Expire').Properties.Timeout).toBe(60);
    expect(fn('Sweep').Properties.Timeout).toBe(300);
    expect(fn('Message').Properties.Timeout).toBe(25);
    expect(fn('Message').Properties.Timeout * 1000).toBeGreaterThan(MESSAGE_INLINE_BUDGET_MS + 5_000);
    expect(fn('Expire').Properties.Timeout * 1000).toBeGreaterThan(EXPIRE_INLINE_BUDGET_MS + 10_000);
    expect(fn('History').Properties.Timeout).toBe(10);
  });

  it('each writes to a log group of its own with the stage retention', () => {
    for (const name of ['Expire', 'Sweep']) {
      const group = fn(name).Properties.LoggingConfig.LogGroup.Ref as string;
      expect(json.Resources[group].Properties.RetentionInDays).toBe(STAGES.prod.logRetentionDays);
    }
  });
});

describe('the sweep rule', () => {
  it('runs the sweep function every 15 minutes, and EventBridge may invoke it', () => {
    const sweepId = fn('Sweep').id;
    // The other rules run the reminders and the digest (test/infra/notifications.test.ts).
    const rules = resources('AWS::Events::Rule').filter(([, r]) =>
      JSON.stringify(r.Properties.Targets).includes(sweepId),
    );
    expect(rules).toHaveLength(1);
    const [ruleId, rule] = rules[0];
    expect(rule.Properties.ScheduleExpression).toBe('rate(15 minutes)');
    expect(rule.Properties.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [sweepId, 'Arn'] } })]);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [sweepId, 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
    });
  });
});

describe("the web client's config.json", () => {
  it("carries the stage's floor for a clock's allowance (an hour) beside the WebSocket URL", () => {
    const [, deployment] = resources('Custom::CDKBucketDeployment')[0];
    const configs = (deployment.Properties.SourceObjectKeys as string[])
      .map((key) => join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json'))
      .filter((path) => existsSync(path));
    expect(configs).toHaveLength(1);
    const config = JSON.parse(readFileSync(configs[0], 'utf8'));
    expect(config.minMoveSeconds).toBe(3600);
    expect(config.wsUrl).toMatch(/^wss:\/\/.*\/live$/);
  });
});

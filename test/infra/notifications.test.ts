import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TradewindsStack } from '../../infra/stacks/tradewinds-stack.js';
import { STAGES, type StageConfig } from '../../infra/stages.js';

// Notifications on AWS: the VAPID keys, the notifier fed by the events table's stream, reminders and digests.
type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;
const synths: Record<string, { template: Template; json: { Resources: Resources }; dir: string }> = {};

function synth(stage: StageConfig) {
  // No bundling: the template is what matters here, and synth stays fast.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const template = Template.fromStack(new TradewindsStack(app, 'Test', { stage }));
  return { template, json: template.toJSON() as { Resources: Resources }, dir: app.synth().directory };
}

beforeAll(() => {
  synths.prod = synth(STAGES.prod);
  synths.dev = synth(STAGES.dev);
});
const prod = () => synths.prod;
const resources = (type: string, s = prod()) => Object.entries(s.json.Resources).filter(([, r]) => r.Type === type);
const joined = (value: unknown) => {
  const parts = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  return parts.map((p) => (typeof p === 'string' ? p : '{token}')).join('');
};
interface Statement {
  Action: string | string[];
  Resource: unknown;
}
const statementsOf = (role: string): Statement[] =>
  resources('AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${role}`))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]);

describe('the VAPID keys', () => {
  const vapid = (s = prod()) => {
    const found = resources('Custom::VapidKeys', s);
    expect(found).toHaveLength(1);
    return { id: found[0][0], ...found[0][1] };
  };

  it('one custom resource through the provider framework, naming /<stack>/vapid/private and /<stack>/vapid/public', () => {
    const r = vapid();
    expect(r.Properties).toMatchObject({
      PrivateParameter: '/Test/vapid/private',
      PublicParameter: '/Test/vapid/public',
    });
    // The provider framework's onEvent function is the service token.
    expect(JSON.stringify(r.Properties.ServiceToken)).toMatch(/VapidKeysProviderframeworkonEvent/);
    // CloudFormation creates no parameter itself: it cannot make a SecureString, and the private key never enters the template.
    expect(resources('AWS::SSM::Parameter')).toHaveLength(0);
  });

  it('the parameters outlive a prod stack (subscriptions are bound to the key) and go with a dev one', () => {
    expect(vapid().Properties.RemoveOnDelete).toBe('false');
    expect(vapid(synths.dev).Properties.RemoveOnDelete).toBe('true');
  });

  it("the keys' function may get, put and delete parameters under /<stack>/vapid/ only", () => {
    const fnId = resources('AWS::Lambda::Function').find(([id]) => /^VapidKeysHandler[0-9A-F]{8}$/.test(id))![0];
    const statements = statementsOf(`${fnId.replace(/[0-9A-F]{8}$/, '')}ServiceRole`);
    const ssm = statements.filter((st) => [st.Action].flat().some((a) => a.startsWith('ssm:')));
    expect(ssm).toHaveLength(1);
    expect([ssm[0].Action].flat().sort()).toEqual(['ssm:DeleteParameter', 'ssm:GetParameter', 'ssm:PutParameter']);
    expect(joined(ssm[0].Resource)).toBe('arn:{token}:ssm:{token}:{token}:parameter/Test/vapid/*');
  });

  it("the public key (the resource's PublicKey attribute) goes into the web client's config.json as vapidPublicKey", () => {
    const [, deployment] = resources('Custom::CDKBucketDeployment')[0];
    const keys = deployment.Properties.SourceObjectKeys as string[];
    const index = keys.findIndex((key) =>
      existsSync(join(prod().dir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json')),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const config = JSON.parse(
      readFileSync(join(prod().dir, `asset.${keys[index].replace(/\.zip$/, '')}`, 'config.json'), 'utf8'),
    );
    // A deploy-time value: config.json holds a marker that the deployment replaces with the attribute.
    expect(config.vapidPublicKey).toMatch(/^<<marker:0xbaba:\d+>>$/);
    const markers = deployment.Properties.SourceMarkers[index] as Record<string, unknown>;
    expect(markers[config.vapidPublicKey]).toEqual({ 'Fn::GetAtt': [vapid().id, 'PublicKey'] });
    expect(config.minMoveSeconds).toBe(3600);
  });
});

const fn = (name: string, s = prod()) => {
  const found = resources('AWS::Lambda::Function', s).filter(([id]) =>
    new RegExp(`^${name}Handler[0-9A-F]{8}$`).test(id),
  );
  expect(found, name).toHaveLength(1);
  return { id: found[0][0], ...found[0][1] };
};
const actionsOf = (role: string) =>
  statementsOf(role)
    .flatMap((st) => [st.Action].flat())
    .sort();
const tableId = (prefix: string) => resources('AWS::DynamoDB::Table').find(([id]) => id.startsWith(prefix))![0];
/** The actions a role may take on a resource whose reference mentions `needle`. */
const actionsOn = (role: string, needle: string) =>
  statementsOf(role)
    .filter((st) => JSON.stringify(st.Resource).includes(needle))
    .flatMap((st) => [st.Action].flat())
    .sort();

describe('the subscriptions table', () => {
  it("mirrors the adapter's keys: gameId (S) and key (S), TTL on expiresAt, the sparse digest-subscriptions index (digestShard, key; all attributes)", () => {
    const [, table] = resources('AWS::DynamoDB::Table').find(([id]) => id.startsWith('TablesSubscriptions'))!;
    expect(table.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: 'gameId', KeyType: 'HASH' },
        { AttributeName: 'key', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: [
        {
          IndexName: 'digest-subscriptions',
          KeySchema: [
            { AttributeName: 'digestShard', KeyType: 'HASH' },
            { AttributeName: 'key', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    expect(table.DeletionPolicy).toBe('Retain');
  });
});

describe('the notifier and the events stream', () => {
  it('the events table streams each new item (NEW_IMAGE)', () => {
    const [, events] = resources('AWS::DynamoDB::Table').find(([id]) => id.startsWith('TablesEvents'))!;
    expect(events.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('two event source mappings, the events table and the chat table: INSERTs only (of chat, message items only, and the rematch item inserted or changed), batches of 50, 3 retries halving the batch, an hour at most, partial failures, failed batches to one SQS queue', () => {
    const mappings = resources('AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(2);
    const queues = resources('AWS::SQS::Queue');
    expect(queues).toHaveLength(1);
    const common = {
      FunctionName: { Ref: fn('Notifier').id },
      StartingPosition: 'LATEST',
      BatchSize: 50,
      MaximumRetryAttempts: 3,
      BisectBatchOnFunctionError: true,
      MaximumRecordAgeInSeconds: 3600,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queues[0][0], 'Arn'] } } },
    };
    const from = (table: string) =>
      mappings.find(([, m]) => JSON.stringify(m.Properties.EventSourceArn).includes(table))?.[1];
    expect(from('TablesEvents')?.Properties).toMatchObject({
      ...common,
      EventSourceArn: { 'Fn::GetAtt': [tableId('TablesEvents'), 'StreamArn'] },
      // Only the records flagged for the notifier (lambdas/app/append-record.ts) invoke it.
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { notify: { BOOL: [true] } } } }) },
        ],
      },
    });
    expect(from('TablesChat')?.Properties).toMatchObject({
      ...common,
      EventSourceArn: { 'Fn::GetAtt': [tableId('TablesChat'), 'StreamArn'] },
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { Keys: { key: { S: [{ prefix: 'msg#' }] } } },
            }),
          },
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT', 'MODIFY'],
              dynamodb: { Keys: { key: { S: ['rematch'] } } },
            }),
          },
        ],
      },
    });
    const [, chat] = resources('AWS::DynamoDB::Table').find(([id]) => id.startsWith('TablesChat'))!;
    expect(chat.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('the dead-letter queue keeps failures 14 days, encrypted, TLS only; the notifier may send to it', () => {
    const [queueId, queue] = resources('AWS::SQS::Queue')[0];
    expect(queue.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });
    const policy = resources('AWS::SQS::QueuePolicy')[0][1];
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('aws:SecureTransport');
    expect(actionsOn('NotifierHandlerServiceRole', queueId)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
  });

  it('the notifier reads the stream, loads games, manages subscriptions and the webhook, posts to connections, reads the VAPID private key, asks for wakes; it never writes the log', () => {
    const role = 'NotifierHandlerServiceRole';
    // Two streams (the log's and the chat's), the same three actions on each.
    expect([...new Set(actionsOn(role, 'StreamArn'))]).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
    ]);
    expect(actionsOf(role)).toContain('dynamodb:ListStreams');
    const events = statementsOf(role).filter(
      (st) =>
        JSON.stringify(st.Resource).includes(tableId('TablesEvents')) &&
        !JSON.stringify(st.Resource).includes('StreamArn'),
    );
    expect(events.flatMap((st) => [st.Action].flat())).toEqual(['dynamodb:Query']);
    expect(actionsOn(role, tableId('TablesGames'))).toEqual(['dynamodb:GetItem']);
    expect(actionsOn(role, tableId('TablesSubscriptions'))).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(actionsOn(role, tableId('TablesWatchers'))).toEqual(['dynamodb:DeleteItem', 'dynamodb:Query']);
    expect(actionsOf(role)).toContain('execute-api:ManageConnections');
    const ssm = statementsOf(role).filter((st) => [st.Action].flat().some((a) => a.startsWith('ssm:')));
    expect(ssm.map((st) => st.Action)).toEqual(['ssm:GetParameter']);
    expect(joined(ssm[0].Resource)).toBe('arn:{token}:ssm:{token}:{token}:parameter/Test/vapid/private');
    expect(actionsOf(role)).not.toContain('dynamodb:PutItem');
    // It asks again for the wakes each appended record left (a command that died after its append asked for none): create schedules, nothing else.
    expect(actionsOf(role).filter((a) => a.startsWith('scheduler:'))).toEqual(['scheduler:CreateSchedule']);
  });

  it('the notifier is told the public key (the VapidKeys attribute) and where the private key is, never the private key', () => {
    const vapidId = resources('Custom::VapidKeys')[0][0];
    for (const name of ['Notifier', 'Reminders']) {
      const env = fn(name).Properties.Environment.Variables;
      expect(env.VAPID_PUBLIC_KEY).toEqual({ 'Fn::GetAtt': [vapidId, 'PublicKey'] });
      expect(env.VAPID_PRIVATE_KEY_PARAMETER).toBe('/Test/vapid/private');
      expect(env.SUBSCRIPTIONS_TABLE).toEqual({ Ref: tableId('TablesSubscriptions') });
      expect(env.CHAT_TABLE).toEqual({ Ref: tableId('TablesChat') });
    }
    expect(fn('Notifier').Properties.Timeout).toBe(60);
  });
});

describe('reminders and the digest', () => {
  const rules = () =>
    resources('AWS::Events::Rule').filter(([, r]) => JSON.stringify(r.Properties.Targets).includes(fn('Reminders').id));

  it('one rule runs the reminders every 15 minutes, another the digest at minute 0 of every hour, each telling the function which', () => {
    const byInput = Object.fromEntries(
      rules().map(([, r]) => [JSON.parse(r.Properties.Targets[0].Input).run, r.Properties.ScheduleExpression]),
    );
    expect(byInput).toEqual({ reminders: 'rate(15 minutes)', digest: 'cron(0 * * * ? *)' });
    for (const [ruleId] of rules()) {
      prod().template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [fn('Reminders').id, 'Arn'] },
        SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
      });
    }
  });

  it('the function marks what it sent and deletes gone subscriptions; it queries the pending-deadlines and digest indexes, posts to no connection', () => {
    const role = 'RemindersHandlerServiceRole';
    // The table and its indexes (the digest's Query of digest-subscriptions).
    expect(actionsOn(role, tableId('TablesSubscriptions'))).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
    ]);
    const subs = statementsOf(role).find((st) => JSON.stringify(st.Resource).includes(tableId('TablesSubscriptions')))!;
    expect((subs.Resource as unknown[]).slice(1).map(joined)).toEqual(['{token}/index/*']);
    // The games table: an item read, and a Query of the pending-deadlines index only.
    const pending = statementsOf(role).filter((st) => JSON.stringify(st.Resource).includes('/index/pending-deadlines'));
    expect(pending).toHaveLength(1);
    expect(pending[0].Action).toBe('dynamodb:Query');
    expect(joined(pending[0].Resource)).toBe('{token}/index/pending-deadlines');
    expect(actionsOn(role, tableId('TablesGames')).filter((a) => a !== 'dynamodb:Query')).toEqual(['dynamodb:GetItem']);
    expect(actionsOf(role)).not.toContain('execute-api:ManageConnections');
    expect(fn('Reminders').Properties.Timeout).toBe(300);
  });
});

describe('alarms on notifying (prod)', () => {
  const alarms = () => resources('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
  const named = (suffix: string) => alarms().find((a) => String(a.AlarmName).endsWith(`-${suffix}`));

  it('any batch in the dead-letter queue alarms: those moves were never notified', () => {
    const queueId = resources('AWS::SQS::Queue')[0][0];
    expect(named('NotifierDeadLetters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it("the notifier five minutes behind the moves alarms (iterator age); its errors and throttles, and the reminders', like every handler", () => {
    expect(named('NotifierLag')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Threshold: 300_000,
    });
    for (const name of ['NotifierErrors', 'NotifierThrottles', 'RemindersErrors', 'RemindersThrottles'])
      expect(named(name), name).toBeDefined();
  });

  it('dev keeps the queue but not the alarms (monitoring off)', () => {
    expect(resources('AWS::SQS::Queue', synths.dev)).toHaveLength(1);
    expect(resources('AWS::CloudWatch::Alarm', synths.dev)).toHaveLength(0);
  });
});

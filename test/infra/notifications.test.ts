import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TradewindsStack } from '../../infra/stacks/tradewinds-stack.js';
import { STAGES, type StageConfig } from '../../infra/stages.js';

// Issue 13 on AWS: the VAPID keys, the notifier fed by the events table's stream, reminders and digests.
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
interface Statement { Action: string | string[]; Resource: unknown }
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
    expect(r.Properties).toMatchObject({ PrivateParameter: '/Test/vapid/private', PublicParameter: '/Test/vapid/public' });
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
    const index = keys.findIndex((key) => existsSync(join(prod().dir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json')));
    expect(index).toBeGreaterThanOrEqual(0);
    const config = JSON.parse(readFileSync(join(prod().dir, `asset.${keys[index].replace(/\.zip$/, '')}`, 'config.json'), 'utf8'));
    // A deploy-time value: config.json holds a marker that the deployment replaces with the attribute.
    expect(config.vapidPublicKey).toMatch(/^<<marker:0xbaba:\d+>>$/);
    const markers = deployment.Properties.SourceMarkers[index] as Record<string, unknown>;
    expect(markers[config.vapidPublicKey]).toEqual({ 'Fn::GetAtt': [vapid().id, 'PublicKey'] });
    expect(config.minMoveSeconds).toBe(3600);
  });
});

// Rematches on AWS: a finished game's rematch is one item of the chat table (no table of its
// own), written by the message handler with conditional puts on its version (no transaction),
// and its offer and start reach the notifier through the chat table's stream, filtered on its
// key: pushes to the seats that must answer, like a turn push.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { REMATCH_KEY } from '../../lambdas/adapters/dynamo/rematches.js';
import { TradewindsStack } from '../../infra/stacks/tradewinds-stack.js';
import { STAGES } from '../../infra/stages.js';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;
let resources: Resources;
beforeAll(() => {
  // No bundling: the template is what matters here, and synth stays fast.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  resources = (
    Template.fromStack(new TradewindsStack(app, 'Test', { stage: STAGES.prod })).toJSON() as {
      Resources: Resources;
    }
  ).Resources;
});

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** The DynamoDB actions a function's role may take on a table whose logical id contains `table`. */
function actionsOn(role: string, table: string): string[] {
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${role}`))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
    .filter((st) => JSON.stringify(st.Resource).includes(table))
    .flatMap((st) => [st.Action].flat());
}

describe('rematches in the template', () => {
  it('the message handler reads and conditionally writes the rematch item (GetItem, PutItem) and deals the new table', () => {
    const chat = actionsOn('MessageHandler', 'TablesChat');
    for (const action of ['dynamodb:GetItem', 'dynamodb:PutItem']) expect(chat).toContain(action);
    expect(chat).not.toContain('dynamodb:TransactWriteItems');
    // Dealing the new table is a create: the log's first record and the games item.
    expect(actionsOn('MessageHandler', 'TablesEvents')).toContain('dynamodb:PutItem');
    expect(actionsOn('MessageHandler', 'TablesGames')).toContain('dynamodb:PutItem');
  });

  it("the chat table's stream brings the rematch item's inserts and changes to the notifier, and nothing else of it", () => {
    const mapping = ofType('AWS::Lambda::EventSourceMapping').find(([, m]) =>
      JSON.stringify(m.Properties.EventSourceArn).includes('TablesChat'),
    );
    expect(mapping).toBeDefined();
    expect(JSON.stringify(mapping![1].Properties.FunctionName)).toContain('Notifier');
    const patterns = (mapping![1].Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters.map(
      (f) => JSON.parse(f.Pattern) as { eventName: string[]; dynamodb: { Keys: { key: { S: unknown[] } } } },
    );
    const rematch = patterns.find((p) => p.dynamodb.Keys.key.S[0] === REMATCH_KEY);
    expect(rematch).toBeDefined();
    expect([...rematch!.eventName].sort()).toEqual(['INSERT', 'MODIFY']);
  });
});

// Private notes on AWS: they are items of the chat table (no table of their own), so the
// template must give the functions that read and write them what the notes' adapter uses, and
// the chat's stream to the notifier must never carry one: a note is never pushed.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_PREFIX, SHARED_KEY } from '../../lambdas/adapters/dynamo/notes.js';
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
/** The DynamoDB actions a function's role may take on the chat table. */
function chatActions(role: string): string[] {
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${role}`))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
    .filter((st) => JSON.stringify(st.Resource).includes('TablesChat'))
    .flatMap((st) => [st.Action].flat());
}

describe('private notes in the template', () => {
  it('the message handler may write and read them (PutItem, UpdateItem for consent, Query); the history handler may read the shared ones (Query)', () => {
    const message = chatActions('MessageHandler');
    for (const action of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query'])
      expect(message).toContain(action);
    expect(chatActions('HistoryHandler')).toEqual(['dynamodb:Query']);
  });

  it("the chat table's stream reaches the notifier only for message keys and the rematch item, which no note's key matches", () => {
    const mapping = ofType('AWS::Lambda::EventSourceMapping').find(([, m]) =>
      JSON.stringify(m.Properties.EventSourceArn).includes('TablesChat'),
    );
    expect(mapping).toBeDefined();
    const filters = (mapping![1].Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    const rules = filters.map((f) => {
      const pattern = JSON.parse(f.Pattern) as {
        dynamodb?: { Keys?: { key?: { S?: (string | { prefix: string })[] } } };
      };
      return pattern.dynamodb?.Keys?.key?.S?.[0];
    });
    // Every filter names a key, by prefix or exactly (none lets the whole table through) ...
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule).toBeDefined();
      const matches = (key: string) => (typeof rule === 'string' ? key === rule : key.startsWith(rule!.prefix));
      // ... and no note's item, nor the consent item, matches it.
      for (const key of [`${NOTE_PREFIX}00#000`, `${NOTE_PREFIX}31#999`, SHARED_KEY]) expect(matches(key)).toBe(false);
    }
  });
});

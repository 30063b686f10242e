// The deadline calendar on AWS: GET /calendar/{feed} on the history API (so its stage throttle
// covers it), served by a function of its own that only reads the feed's item and the games.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TradewindsStack } from '../../infra/stacks/tradewinds-stack.js';

let template: Template;

beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  template = Template.fromStack(new TradewindsStack(app, 'Test'));
});

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

const routes = () => Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
const routeOf = (key: string) => routes().find((r) => r.Properties.RouteKey === key)?.Properties;

function calendarStatements(): Statement[] {
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('CalendarHandlerServiceRole'))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

describe('the calendar feed on AWS', () => {
  it('is GET /calendar/{feed} on the history API, integrated with the calendar function', () => {
    const calendar = routeOf('GET /calendar/{feed}');
    const history = routeOf('GET /games/{gameId}/history');
    expect(calendar, 'a calendar route').toBeDefined();
    expect(calendar.ApiId).toEqual(history.ApiId);
    expect(calendar.Target).not.toEqual(history.Target);
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    const target = JSON.stringify(calendar.Target);
    const [, integration] = Object.entries(integrations).find(([id]) => target.includes(id))!;
    expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain('CalendarHandler');
  });

  it('runs on Node 22, told the tables it reads', () => {
    const [fn] = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) =>
      id.startsWith('CalendarHandler'),
    );
    expect(fn[1].Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    expect(Object.keys(fn[1].Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(['SUBSCRIPTIONS_TABLE', 'GAMES_TABLE', 'EVENTS_TABLE']),
    );
  });

  it('only reads: the feed item (GetItem on the notifications table), each game item and its records', () => {
    const statements = calendarStatements();
    const actions = statements.flatMap((st) => [st.Action].flat()).sort();
    expect(actions).toEqual(['dynamodb:GetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    const onTable = (prefix: string) =>
      statements.filter((st) => JSON.stringify(st.Resource).includes(prefix)).flatMap((st) => [st.Action].flat());
    expect(onTable('TablesSubscriptions')).toEqual(['dynamodb:GetItem']);
    expect(onTable('TablesGames')).toEqual(['dynamodb:GetItem']);
    expect(onTable('TablesEvents')).toEqual(['dynamodb:Query']);
  });
});

import { HttpMethod, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { StageConfig } from '../stages.js';
import { handlerFunction } from './handler-function.js';
import type { GameTables } from './tables.js';

export interface CalendarFeedProps {
  tables: GameTables;
  /** The history API: the feed is one more public GET on it, under the same stage throttle. */
  api: HttpApi;
  stage: StageConfig;
}

/**
 * The deadline calendar feed (lambdas/handlers/calendar.ts): `GET /calendar/{feed}` on the
 * history API, a function of its own that only reads. It reads the feed's item in the
 * notifications table (the message handler writes it, with the grants it has already), and
 * each listed game's item and newest records.
 */
export class CalendarFeed extends Construct {
  readonly fn: LambdaFunction;

  constructor(scope: Construct, id: string, { tables, api, stage }: CalendarFeedProps) {
    super(scope, id);
    this.fn = handlerFunction(
      scope,
      'CalendarHandler',
      'calendar',
      { ...tables.environment, ...tables.subscriptionsEnvironment },
      stage,
    );
    tables.subscriptions.grant(this.fn, 'dynamodb:GetItem');
    tables.games.grant(this.fn, 'dynamodb:GetItem');
    tables.events.grant(this.fn, 'dynamodb:Query');
    api.addRoutes({
      path: '/calendar/{feed}',
      methods: [HttpMethod.GET],
      integration: new HttpLambdaIntegration('CalendarIntegration', this.fn),
    });
  }
}

import { App } from 'aws-cdk-lib';
import { TradewindsStack } from './stacks/tradewinds-stack.js';
import { stageFromContext } from './stages.js';

/**
 * `npx cdk synth|deploy -c stage=dev|prod` runs this (see cdk.json; dev when no stage is given).
 * Optional context: `-c alarmEmail=you@example.com`, `-c logRetentionDays=90`, `-c monitoring=true`.
 * The stack is environment-agnostic, so it synthesizes offline.
 */
const app = new App();
const stage = stageFromContext((key) => app.node.tryGetContext(key));
const email: unknown = app.node.tryGetContext('alarmEmail');
if (email !== undefined && typeof email !== 'string')
  throw new Error(`alarmEmail=${JSON.stringify(email)} is not an address: use -c alarmEmail=you@example.com.`);
const alarmEmail = email;
new TradewindsStack(app, stage.stackName, {
  stage,
  alarmEmail,
  description: `Tradewinds (${stage.name}): asynchronous maritime trading board games`,
});
app.synth();

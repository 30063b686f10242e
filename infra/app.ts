import { App } from 'aws-cdk-lib';
import { TradewindsStack } from './stacks/tradewinds-stack.js';

/** `npx cdk synth` runs this (see cdk.json). The stack is environment-agnostic, so it synthesizes offline. */
const app = new App();
new TradewindsStack(app, 'Tradewinds', {
  description: 'Tradewinds: asynchronous maritime trading board games',
});
app.synth();

/**
 * The handlers' metrics, in embedded metric format (the log line is the metric: no API call).
 * The CDK app's alarms and dashboard read them under these names (infra/constructs/operations.ts).
 * Every metric carries the `service` dimension, which names the stage (tradewinds-dev, tradewinds-prod).
 * A metric costs only in the hours it is emitted, so an idle stage pays nothing for them.
 */
export const METRICS_NAMESPACE = 'Tradewinds';

export const METRIC = {
  commandAccepted: 'CommandAccepted',
  /** Also emitted with a `code` dimension, one series per refusal code that occurs. */
  commandRefused: 'CommandRefused',
  /** A command sent against a version that had moved on (players racing each other). */
  stale: 'Stale',
  /** The store throttled or failed through every retry, on any action. */
  busy: 'Busy',
  /** An unexpected failure answered INTERNAL. */
  internal: 'Internal',
  posts: 'Posts',
  /** Posts that found the connection gone (HTTP 410). */
  postsGone: 'PostsGone',
  postFailures: 'PostFailures',
  /** Moves the system made for a seat whose time ran out. */
  timeouts: 'Timeouts',
  /** Moves a bot made for a seat it plays (created as a bot, or held after repeated timeouts). */
  botMoves: 'BotMoves',
  /** Games the 15-minute sweep found due: wake-ups whose schedule was never created or never fired. */
  sweepFound: 'SweepFound',
  /** Web Push messages a push service accepted (turns, moves made for a seat, game over, reminders, digests). */
  pushesSent: 'PushesSent',
  /** Pushes whose endpoint answered 404/410: the browser dropped the subscription, which is deleted. */
  pushesGone: 'PushesGone',
  /** Pushes that failed otherwise (the push service down or refusing). */
  pushFailures: 'PushFailures',
  /** Lines posted to tables' webhooks. */
  webhookPosts: 'WebhookPosts',
  /** Webhooks switched off after failing through their retries. */
  webhookOff: 'WebhookOff',
  /** Wall time of one handled message or request, in milliseconds. */
  duration: 'HandlerDuration',
} as const;

import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Problem } from '../../app/problems.js';
import type { ExpiredGame, HandledMessage, NotifyRun, ServedRequest, SweepRun } from './handled-message.js';
import { METRIC, METRICS_NAMESPACE } from './metric-names.js';
import type { Observer } from './observer-interface.js';

/**
 * On AWS: one JSON log line per message (Logs Insights reads its fields) and its metrics in
 * embedded metric format, both written to stdout, which Lambda sends to CloudWatch Logs.
 * No call to AWS is made, and the work is a few small JSON.stringify calls per message.
 */
export function powertoolsObserver(service: string): Observer {
  const logger = new Logger({ serviceName: service });
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: service });
  const count = (name: string, n = 1) => n > 0 && metrics.addMetric(name, MetricUnit.Count, n);
  // What a message and a woken game share: a store that was busy or a bug, and the posts to watchers.
  const failuresAndPosts = (r: { outcome: string; posts: number; gone: number; postFailures: number }) => {
    if (r.outcome === 'BUSY') count(METRIC.busy);
    if (r.outcome === 'INTERNAL') count(METRIC.internal);
    count(METRIC.posts, r.posts);
    count(METRIC.postsGone, r.gone);
    count(METRIC.postFailures, r.postFailures);
  };
  // Built once: a new single-metric instance per refusal cost four times the rest of the line's CPU.
  const single = metrics.singleMetric();
  return {
    handled(m: HandledMessage) {
      logger.info('message', {
        action: m.action,
        outcome: m.outcome,
        gameId: m.gameId,
        version: m.version,
        seat: m.seat,
        connectionId: m.connectionId,
        requestId: m.requestId,
        invocationId: m.invocationId,
        durationMs: round(m.durationMs),
        posts: m.posts,
        gone: m.gone,
        postFailures: m.postFailures,
      });
      metrics.addMetric(METRIC.duration, MetricUnit.Milliseconds, round(m.durationMs));
      if (m.action === 'command') {
        if (m.outcome === 'OK') count(METRIC.commandAccepted);
        else {
          count(METRIC.commandRefused);
          // Published at once, in a line of its own: the code is a dimension of this one series only.
          single.addDimension('code', m.outcome).addMetric(METRIC.commandRefused, MetricUnit.Count, 1);
        }
      }
      if (m.outcome === 'STALE') count(METRIC.stale);
      failuresAndPosts(m);
      metrics.publishStoredMetrics();
    },
    served(r: ServedRequest) {
      logger.info('request', {
        route: r.route,
        status: r.status,
        outcome: r.outcome,
        gameId: r.gameId,
        requestId: r.requestId,
        invocationId: r.invocationId,
        durationMs: round(r.durationMs),
      });
      metrics.addMetric(METRIC.duration, MetricUnit.Milliseconds, round(r.durationMs));
      if (r.outcome === 'BUSY') count(METRIC.busy);
      if (r.status >= 500 && r.outcome !== 'BUSY') count(METRIC.internal);
      metrics.publishStoredMetrics();
    },
    expired(e: ExpiredGame) {
      logger.info('expire', {
        trigger: e.trigger,
        outcome: e.outcome,
        gameId: e.gameId,
        moves: e.moves,
        timeouts: e.timeouts,
        botMoves: e.botMoves,
        invocationId: e.invocationId,
        durationMs: round(e.durationMs),
        posts: e.posts,
        gone: e.gone,
        postFailures: e.postFailures,
      });
      metrics.addMetric(METRIC.duration, MetricUnit.Milliseconds, round(e.durationMs));
      count(METRIC.timeouts, e.timeouts);
      count(METRIC.botMoves, e.botMoves);
      failuresAndPosts(e);
      metrics.publishStoredMetrics();
    },
    swept(s: SweepRun) {
      logger.info('sweep', {
        outcome: s.outcome,
        found: s.found,
        moves: s.moves,
        timeouts: s.timeouts,
        botMoves: s.botMoves,
        invocationId: s.invocationId,
        durationMs: round(s.durationMs),
      });
      // Only when it found some: the sweep runs every 15 minutes on an idle stage too, and a metric
      // emitted every hour would be billed all month (the alarm reads no data as all well).
      count(METRIC.sweepFound, s.found);
      count(METRIC.timeouts, s.timeouts);
      count(METRIC.botMoves, s.botMoves);
      if (s.outcome === 'BUSY') count(METRIC.busy);
      if (s.outcome === 'INTERNAL') count(METRIC.internal);
      // Powertools warns on every publish of nothing.
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    },
    notified(n: NotifyRun) {
      logger.info('notify', {
        trigger: n.trigger,
        outcome: n.outcome,
        gameId: n.gameId,
        fromVersion: n.fromVersion,
        toVersion: n.toVersion,
        reason: n.reason,
        pushes: n.pushes,
        gone: n.gone,
        pushFailures: n.pushFailures,
        skippedVisible: n.skippedVisible,
        webhookPosts: n.webhookPosts,
        webhookOff: n.webhookOff,
        invocationId: n.invocationId,
        durationMs: round(n.durationMs),
      });
      // Counts only, and only when not zero: the reminders run every 15 minutes on an idle stage too.
      count(METRIC.pushesSent, n.pushes - n.gone - n.pushFailures);
      count(METRIC.pushesGone, n.gone);
      count(METRIC.pushFailures, n.pushFailures);
      count(METRIC.webhookPosts, n.webhookPosts);
      count(METRIC.webhookOff, n.webhookOff);
      if (n.outcome === 'BUSY') count(METRIC.busy);
      if (n.outcome === 'INTERNAL') count(METRIC.internal);
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    },
    problem(p: Problem) {
      // The logger writes an Error (and its cause) as name, message and stack fields.
      logger.error('problem', { ...p });
    },
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

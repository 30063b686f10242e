import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyAppended } from '../../../lambdas/app/notify/index.js';
import { MAX_DEVICES_PER_SEAT } from '../../../lambdas/app/notify/settings.js';
import type {
  NotifyPorts,
  PushOptions,
  PushService,
  PushSubscriptionRecord,
  StoredCommand,
  WebhookPoster,
} from '../../../lambdas/app/ports.js';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import type { MemoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { seatedGame, type Seated } from '../support/setup.js';
import { powertoolsLines } from '../support/powertools-lines.js';

// The notifier's and the reminders' edge on AWS (lambdas/handlers/notifier.ts, reminders.ts):
// what they hand to the app layer, what they log and count, and which failures they report for
// a retry. The ports are memory ports with a push service and a webhook that record what they
// are sent, given where on AWS the handlers would build them (handlers/notify-ports.ts).

interface Sent {
  endpoint: string;
  payload: Record<string, unknown>;
  options: PushOptions;
}
class RecordingPush implements PushService {
  readonly sent: Sent[] = [];
  async send(target: { endpoint: string }, payload: string, options: PushOptions): Promise<'ok' | 'gone'> {
    this.sent.push({ endpoint: target.endpoint, payload: JSON.parse(payload), options });
    if (target.endpoint.includes('/gone/')) return 'gone';
    if (target.endpoint.includes('/down/')) throw new Error('push service answered HTTP 503');
    return 'ok';
  }
}
class RecordingWebhook implements WebhookPoster {
  readonly posted: { url: string; body: unknown }[] = [];
  async post(url: string, body: unknown): Promise<void> {
    this.posted.push({ url, body });
  }
}

let ports: NotifyPorts & MemoryPorts;
let push: RecordingPush;
let webhook: RecordingWebhook;
let failSetup: string | null = null;
vi.mock('../../../lambdas/handlers/notify-ports.js', () => ({
  notifyPorts: async (): Promise<NotifyPorts> => {
    if (failSetup) throw new Error(failSetup);
    return ports;
  },
}));
const { handler: notifier } = await import('../../../lambdas/handlers/notifier.js');
const { handler: reminders } = await import('../../../lambdas/handlers/reminders.js');
const context = { awsRequestId: 'inv-1' } as never;

/** Everything the handlers wrote to stdout; the JSON lines are Powertools', as on AWS. */
const written: string[] = [];
const { logged, metric } = powertoolsLines(written);

const env = {
  TRADEWINDS_LOGS: process.env.TRADEWINDS_LOGS,
  POWERTOOLS_SERVICE_NAME: process.env.POWERTOOLS_SERVICE_NAME,
};
beforeAll(() => {
  process.env.TRADEWINDS_LOGS = 'json';
  process.env.POWERTOOLS_SERVICE_NAME = 'tradewinds-test';
});
afterAll(() => {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) Reflect.deleteProperty(process.env, k);
    else process.env[k] = v;
  }
});

let seq = 1000;
/** A record as the events table's stream delivers it: the item the event store wrote, as NEW_IMAGE. */
function inserted(gameId: string, record: StoredCommand): DynamoDBRecord {
  const NewImage = marshall({ gameId, ...record }, { removeUndefinedValues: true }) as never;
  return {
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: { SequenceNumber: String(seq++), Keys: {}, NewImage, StreamViewType: 'NEW_IMAGE' },
  };
}
const logOf = (game: Seated) => ports.events.logs.get(game.gameId)!;

let devices = 0;
function subscribe(gameId: string, seat: number, endpoint: string): PushSubscriptionRecord {
  const sub: PushSubscriptionRecord = {
    gameId,
    seat,
    device: `device-${++devices}`.padEnd(22, '0'),
    endpoint,
    keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
    mode: 'each',
    digestHour: null,
    timeZone: 'UTC',
    locale: 'en',
    updatedAt: '2026-12-01T00:00:00.000Z',
  };
  void ports.subscriptions.put(sub, MAX_DEVICES_PER_SEAT);
  return sub;
}

let game: Seated;
beforeEach(async () => {
  game = await seatedGame(7);
  push = new RecordingPush();
  webhook = new RecordingWebhook();
  ports = Object.assign(game.ports, { push, webhooks: webhook, sleep: async () => {} });
  failSetup = null;
  written.length = 0;
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the notifier (the events stream)', () => {
  it("sends for the stream's records exactly what notifyAppended sends for the same records, never a token, and logs one line per game", async () => {
    for (let seat = 0; seat < 3; seat++) subscribe(game.gameId, seat, `https://push.example.com/ok/${seat}`);
    const records = logOf(game);
    const answer = await notifier({ Records: records.map((r) => inserted(game.gameId, r)) }, context);
    expect(answer).toEqual({ batchItemFailures: [] });
    const viaStream = push.sent.map((s) => s.payload);
    // The same records straight to the app layer, on the same ports.
    push.sent.length = 0;
    const direct = await notifyAppended(ports, game.gameId, records);
    expect(viaStream).toEqual(push.sent.map((s) => s.payload));
    expect(viaStream.length).toBeGreaterThan(0);
    expect(viaStream.length).toBe(direct.pushes.length);
    for (const token of game.tokens) expect(JSON.stringify(viaStream)).not.toContain(token);
    const [line] = logged('notify');
    expect(line).toMatchObject({
      trigger: 'stream',
      outcome: 'OK',
      gameId: game.gameId,
      fromVersion: records[0].version,
      toVersion: records.at(-1)!.version,
      pushes: viaStream.length,
      gone: 0,
      invocationId: 'inv-1',
    });
    expect(metric('PushesSent')).toBe(viaStream.length);
  });

  it('counts pushes to endpoints that are gone (deleted) and failing, apart from those sent', async () => {
    const seatToAct = await firstNotifiedSeat();
    subscribe(game.gameId, seatToAct, 'https://push.example.com/ok/a');
    subscribe(game.gameId, seatToAct, 'https://push.example.com/gone/b');
    subscribe(game.gameId, seatToAct, 'https://push.example.com/down/c');
    await notifier({ Records: logOf(game).map((r) => inserted(game.gameId, r)) }, context);
    expect(logged('notify')[0]).toMatchObject({ outcome: 'OK', pushes: 3, gone: 1, pushFailures: 1 });
    expect(metric('PushesSent')).toBe(1);
    expect(metric('PushesGone')).toBe(1);
    expect(metric('PushFailures')).toBe(1);
    expect((await ports.subscriptions.byGame(game.gameId)).map((s) => s.endpoint).sort()).toEqual([
      'https://push.example.com/down/c',
      'https://push.example.com/ok/a',
    ]);
  });

  it("one game failing does not hold back another: the failed game's first record is reported for the retry, the other is notified", async () => {
    // A second table on the same ports (memory game ids repeat between ports, not within them).
    const [created] = (await new MemoryTable(ports).send('creator', {
      action: 'create',
      nonce: 'second-table-nonce-00000000',
      rules: 'manila',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
    })) as CreatedFrame[];
    const other = { gameId: created.gameId };
    expect(other.gameId).not.toBe(game.gameId);
    const seat = await firstNotifiedSeat();
    subscribe(game.gameId, seat, 'https://push.example.com/ok/1');
    subscribe(other.gameId, seat, 'https://push.example.com/ok/2');
    const byGame = ports.subscriptions.byGame.bind(ports.subscriptions);
    ports.subscriptions.byGame = async (gameId: string) => {
      if (gameId === other.gameId) throw new Error('DynamoDB answered 500');
      return byGame(gameId);
    };
    seq = 5000;
    const mine = logOf(game).map((r) => inserted(game.gameId, r));
    const theirs = ports.events.logs.get(other.gameId)!.map((r) => inserted(other.gameId, r));
    const answer = await notifier({ Records: [...mine, ...theirs] }, context);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: theirs[0].dynamodb!.SequenceNumber }]);
    expect(push.sent.map((s) => s.endpoint)).toEqual(['https://push.example.com/ok/1']);
    const outcomes = Object.fromEntries(logged('notify').map((l) => [l.gameId, l.outcome]));
    expect(outcomes).toEqual({ [game.gameId]: 'OK', [other.gameId]: 'INTERNAL' });
    expect(metric('Internal')).toBe(1);
  });

  it('a record of a game that does not exist is refused again on any retry: logged and dropped, not reported', async () => {
    const ghost = logOf(game)[0];
    const answer = await notifier({ Records: [inserted('no-such-game-0000000000', ghost)] }, context);
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(logged('notify')[0]).toMatchObject({ gameId: 'no-such-game-0000000000', outcome: 'UNKNOWN_GAME' });
  });

  it('a record that is not an events item is logged with why, and the rest of the batch goes on', async () => {
    const bad: DynamoDBRecord = { eventName: 'INSERT', dynamodb: { SequenceNumber: '1', Keys: {} } };
    const answer = await notifier({ Records: [bad, ...logOf(game).map((r) => inserted(game.gameId, r))] }, context);
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(logged('notify').map((l) => [l.outcome, l.reason])).toEqual([
      ['UNREADABLE', 'no new image: the stream must carry NEW_IMAGE'],
      ['OK', undefined],
    ]);
  });

  it('posts the turn lines to the table webhook and counts them', async () => {
    await ports.subscriptions.setWebhook(game.gameId, {
      gameId: game.gameId,
      url: 'https://hooks.slack.com/services/T/B/x',
      off: null,
      setBy: 0,
      locale: 'en',
      updatedAt: '2026-12-01T00:00:00.000Z',
    });
    await notifier({ Records: logOf(game).map((r) => inserted(game.gameId, r)) }, context);
    expect(webhook.posted.length).toBeGreaterThan(0);
    expect(logged('notify')[0].webhookPosts).toBe(webhook.posted.length);
    expect(metric('WebhookPosts')).toBe(webhook.posted.length);
    expect(metric('WebhookOff')).toBeUndefined();
  });

  it('failing to set up (the VAPID key unreadable) throws, so Lambda retries the whole batch; an empty batch needs no setup', async () => {
    failSetup = 'the VAPID private key parameter /T/vapid/private does not exist';
    expect(await notifier({ Records: [] }, context)).toEqual({ batchItemFailures: [] });
    await expect(notifier({ Records: logOf(game).map((r) => inserted(game.gameId, r)) }, context)).rejects.toThrow(
      /vapid\/private does not exist/,
    );
  });
});

describe('the reminders and the digest', () => {
  it('runs the one the rule names, and logs it', async () => {
    await reminders({ run: 'reminders' }, context);
    await reminders({ run: 'digest' }, context);
    expect(logged('notify').map((l) => [l.trigger, l.outcome, l.pushes])).toEqual([
      ['reminders', 'OK', 0],
      ['digest', 'OK', 0],
    ]);
  });

  it('an event of another shape is logged (SCHEMA) and runs nothing', async () => {
    await reminders({ run: 'everything' }, context);
    expect(logged('notify')).toEqual([expect.objectContaining({ trigger: 'reminders', outcome: 'SCHEMA', pushes: 0 })]);
  });

  it('a failure is logged and thrown, for EventBridge to retry and the Errors alarm to see', async () => {
    failSetup = 'SSM refused GetParameter (HTTP 400, AccessDeniedException)';
    await expect(reminders({ run: 'digest' }, context)).rejects.toThrow(/AccessDeniedException/);
    expect(logged('notify')).toEqual([expect.objectContaining({ trigger: 'digest', outcome: 'INTERNAL' })]);
  });
});

/** The first seat the game's log tells to act (the seat a push goes to). */
async function firstNotifiedSeat(): Promise<number> {
  const probe = new RecordingPush();
  const subs = [0, 1, 2].map((seat) => subscribe(game.gameId, seat, `https://probe.example.com/ok/${seat}`));
  const result = await notifyAppended({ ...ports, push: probe }, game.gameId, logOf(game));
  for (const sub of subs) await ports.subscriptions.remove(sub.gameId, sub.seat, sub.device);
  expect(result.pushes.length).toBeGreaterThan(0);
  return result.pushes[0].seat;
}

describe("the notify line's readable form (the local stack's)", () => {
  it('the same fields, one short line; zero counts left out', async () => {
    const { readableObserver } = await import('../../../lambdas/handlers/ops/readable-observer.js');
    const printed: string[] = [];
    const o = readableObserver((line) => printed.push(line));
    const zero = {
      pushes: 0,
      gone: 0,
      pushFailures: 0,
      skippedVisible: 0,
      webhookPosts: 0,
      webhookOff: 0,
      durationMs: 3.21,
    };
    o.notified({
      ...zero,
      trigger: 'stream',
      outcome: 'OK',
      gameId: 'g1',
      fromVersion: 4,
      toVersion: 6,
      pushes: 3,
      gone: 1,
      skippedVisible: 1,
      webhookPosts: 2,
    });
    o.notified({ ...zero, trigger: 'stream', outcome: 'OK', gameId: 'g2', fromVersion: 9, toVersion: 9 });
    o.notified({ ...zero, trigger: 'digest', outcome: 'INTERNAL', webhookOff: 1, pushFailures: 2, pushes: 2 });
    o.notified({ ...zero, trigger: 'stream', outcome: 'UNREADABLE', reason: 'no new image' });
    expect(printed.map((l) => l.slice(13))).toEqual([
      'notify(stream) OK game=g1 v=4-6 pushes=3 gone=1 visible=1 webhook=2 3.2ms',
      'notify(stream) OK game=g2 v=9 pushes=0 3.2ms',
      'notify(digest) INTERNAL pushes=2 failed=2 webhookOff=1 3.2ms',
      'notify(stream) UNREADABLE pushes=0 reason="no new image" 3.2ms',
    ]);
    for (const line of printed) expect(line).toMatch(/^\d\d:\d\d:\d\d\.\d{3} /);
  });
});

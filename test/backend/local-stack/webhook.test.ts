import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { WEBHOOK_OFF_REASON } from '../../../lambdas/app/notify/webhook-frames.js';
import { WEBHOOK_ATTEMPTS } from '../../../lambdas/app/notify/webhook-post.js';
import type { CreatedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { asAcceptance, asSubscribed } from '../support/setup.js';
import { playByHand } from '../support/hand-play.js';
import { WsClient } from '../support/ws-client.js';
import { manilaTask } from '../../../engine/games/manila/task.js';
import type { ManilaView } from '../../../engine/games/manila/view.js';
import { englishText } from '../../support/english.js';

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-hook-'));
let stack: LocalStack;
let receiver: Server;
let hookUrl: string;
/** Every body posted to the fake chat service; it answers 500 while `failing`. */
const posts: { content: string; text: string }[] = [];
let failing = false;

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>Tradewinds</title>');
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push(JSON.parse(Buffer.concat(chunks).toString()));
      res.writeHead(failing ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/123/abc`;
  stack = await startLocalStack({
    port: 0,
    dataDir: join(dir, 'data'),
    webRoot: join(dir, 'web'),
    logs: 'off',
    remindIntervalMs: 0,
  });
});

afterAll(async () => {
  await stack?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const answers = (requestId: string) => (f: ServerFrame) => 'requestId' in f && f.requestId === requestId;
const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
    f.type === type;

describe('a table webhook on the local stack, posting to a receiver on 127.0.0.1', () => {
  it('posts one line per change of turn; failures switch it off and every seat is told, spectators never see the URL', async () => {
    const host = await WsClient.connect(stack.wsUrl);
    const created = (await host.request(
      {
        action: 'create',
        nonce: 'hook-test-nonce-000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }],
      },
      isType('created'),
    )) as CreatedFrame;
    await host.close();
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    const seats: WsClient[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const c = await WsClient.connect(stack.wsUrl);
      const sub = asSubscribed(
        await c.request(
          { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 },
          (f) => asSubscribed(f) !== null,
        ),
      );
      expect(sub?.webhook).toEqual({ set: false });
      await c.waitFor(isType('update'));
      seats.push(c);
    }
    const spectator = await WsClient.connect(stack.wsUrl);
    const watched = asSubscribed(
      await spectator.request({ action: 'subscribe', gameId, lastVersion: 0 }, (f) => asSubscribed(f) !== null),
    );
    expect(watched?.webhook).toBeUndefined();
    await spectator.waitFor(isType('update'));

    // Production's rules, with the local stack's loopback exception: no other host, no plain http.
    for (const url of [
      'https://example.com/hook',
      'http://discord.com/api/webhooks/1/x',
      'http://127.0.0.1/no-port',
      'https://user:pw@discord.com/api/webhooks/1/x',
    ]) {
      const refused = await seats[0].request(
        { action: 'webhook', requestId: url, gameId, seat: 0, token: tokens[0], url },
        answers(url),
      );
      expect(refused, url).toMatchObject({ type: 'error', code: 'WEBHOOK_URL' });
    }
    const set = await seats[1].request(
      { action: 'webhook', requestId: 'set', gameId, seat: 1, token: tokens[1], url: hookUrl },
      answers('set'),
    );
    expect(set).toEqual({ type: 'webhook', requestId: 'set', gameId, url: hookUrl });
    // The other seats hear of it; the spectator does not.
    for (const seat of [0, 2]) await seats[seat].waitFor((f) => f.type === 'webhook' && f.url === hookUrl);

    // Every move here is a seat's own, sent by hand: no seat has the server play its only choices.
    let handFrom = 0;
    for (let seat = 0; seat < 3; seat++)
      handFrom = await playByHand(seats[seat], { gameId, seat, token: tokens[seat] });
    for (const c of [...seats, spectator]) await c.waitFor((f) => f.type === 'update' && f.version >= handFrom);

    const choose = botChooser(5);
    const play = async (moves: number) => {
      for (let i = 0; i < moves; i++) {
        const update = spectator.model.update!;
        const seat = update.toAct[0];
        const mine = seats[seat].model.update!;
        const answer = await seats[seat].request(
          {
            action: 'command',
            gameId,
            seat,
            token: tokens[seat],
            expectedVersion: mine.version,
            commandId: `hook-${mine.version}`,
            command: choose(mine),
          },
          (f) => asAcceptance(f) !== null || f.type === 'error',
        );
        expect(asAcceptance(answer), JSON.stringify(answer)).not.toBeNull();
        await spectator.waitFor((f) => f.type === 'update' && f.version > update.version);
        await stack.notifier.idle();
      }
    };
    const from = spectator.frames.filter(isType('update')).length - 1;
    await play(12);
    const updates = spectator.frames.filter(isType('update')).slice(from);
    const names = ['Ann', 'Bo', 'Cy'];
    const want: string[] = [];
    for (let i = 1; i < updates.length; i++) {
      const [a, b] = [updates[i - 1].toAct, updates[i].toAct];
      if (b.length > 0 && [...a].sort().join() !== [...b].sort().join()) {
        // With what the game asks of them, as the spectator's view tells it.
        // Written in English (the webhook was set without a locale), names isolated as in every line.
        const taskLine = manilaTask(updates[i].view as ManilaView);
        const task = taskLine ? englishText(taskLine, null) : '';
        const who = b.map((s) => `\u2068${names[s]}\u2069`);
        const line = b.length === 1 ? `${who[0]}'s turn in Manila` : `${who.join(' and ')} to act in Manila`;
        want.push(task ? `${line}: ${task}` : line);
      }
    }
    expect(want.length).toBeGreaterThan(3);
    expect(posts.map((p) => p.content)).toEqual(want);
    expect(posts.every((p) => p.text === p.content)).toBe(true);
    for (const p of posts) for (const t of tokens) expect(JSON.stringify(p)).not.toContain(t);

    // The receiver breaks: the next line is tried WEBHOOK_ATTEMPTS times, then the webhook is off.
    failing = true;
    const before = posts.length;
    await play(3);
    const attempts = posts.length - before;
    expect(attempts).toBe(WEBHOOK_ATTEMPTS);
    for (const seat of [0, 1, 2]) {
      const off = (await seats[seat].waitFor((f) => f.type === 'webhook' && f.off !== undefined)) as Extract<
        ServerFrame,
        { type: 'webhook' }
      >;
      expect(off.off).toBe(WEBHOOK_OFF_REASON);
    }
    expect(spectator.frames.some((f) => f.type === 'webhook')).toBe(false);
    // A seat arriving later sees it in its subscription, as a note for the history.
    const late = await WsClient.connect(stack.wsUrl);
    const sub = asSubscribed(
      await late.request(
        { action: 'subscribe', gameId, seat: 2, token: tokens[2], lastVersion: 0 },
        (f) => asSubscribed(f) !== null,
      ),
    );
    expect(sub?.webhook).toMatchObject({ set: true, off: WEBHOOK_OFF_REASON });
    // Once off, nothing more is posted until a seat sets it again.
    failing = false;
    await play(4);
    expect(posts.length).toBe(before + attempts);
    await seats[0].request(
      { action: 'webhook', requestId: 'again', gameId, seat: 0, token: tokens[0], url: hookUrl },
      answers('again'),
    );
    const since = posts.length;
    await play(6);
    expect(posts.length).toBeGreaterThan(since);
    // Cleared: nothing more.
    await seats[2].request(
      { action: 'webhook', requestId: 'clear', gameId, seat: 2, token: tokens[2], url: null },
      answers('clear'),
    );
    const cleared = posts.length;
    await play(4);
    expect(posts.length).toBe(cleared);
    await Promise.all([...seats, spectator, late].map((c) => c.close()));
  }, 120_000);
});

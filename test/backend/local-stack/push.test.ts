import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { DEFAULT_PUSH_TTL_SECONDS, pushTopic, type PushPayload } from '../../../lambdas/app/notify/push.js';
import type { CreatedFrame, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { FakePushService, TestBrowserKeys, verifyVapid } from '../support/fake-push-service.js';
import { asAcceptance, asSubscribed } from '../support/setup.js';
import { playByHand } from '../support/hand-play.js';
import { WsClient } from '../support/ws-client.js';

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-push-'));
const dataDir = join(dir, 'data');
const webRoot = join(dir, 'web');
let stack: LocalStack;
let push: FakePushService;

beforeAll(async () => {
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tradewinds</title>');
  push = await FakePushService.start();
  stack = await startLocalStack({ port: 0, dataDir, webRoot, logs: 'off', remindIntervalMs: 0 });
});

afterAll(async () => {
  await stack?.close();
  await push?.close();
  rmSync(dir, { recursive: true, force: true });
});

const answers = (requestId: string) => (f: ServerFrame) => 'requestId' in f && f.requestId === requestId;
const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
    f.type === type;

interface Device {
  seat: number;
  path: string;
  keys: TestBrowserKeys;
  id: string;
}

/** What a seat should have been pushed: worked out from the updates a spectator saw, as the issue states it. */
function expectedPushes(
  updates: UpdateFrame[],
  seats: number,
  hidden: (seat: number, version: number) => boolean,
): string[] {
  const out: string[] = [];
  for (let i = 1; i < updates.length; i++) {
    const [before, after] = [updates[i - 1], updates[i]];
    // The final update carries the last command and the seed's reveal: the push names the command's version.
    const version = after.status === 'over' ? after.entries.find((e) => e.actor !== 'system')!.version : after.version;
    for (let seat = 0; seat < seats; seat++) {
      if (!hidden(seat, version)) continue;
      if (after.status === 'over') out.push(`${seat} over ${version}`);
      else if (after.toAct.includes(seat) && !before.toAct.includes(seat)) out.push(`${seat} turn ${version}`);
    }
  }
  return out.sort();
}

describe('Web Push through the local stack, to a push service on 127.0.0.1', () => {
  it('pushes turns and the end to the seats that must hear them, encrypted and VAPID-signed, never with a token; a gone endpoint is dropped', async () => {
    const config = JSON.parse(await (await fetch(`${stack.url}config.json`)).text()) as { vapidPublicKey: string };
    expect(config.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // Kept under the data folder: a restart signs with the same key.
    expect(JSON.parse(readFileSync(join(dataDir, 'vapid.json'), 'utf8')).publicKey).toBe(config.vapidPublicKey);

    const host = await WsClient.connect(stack.wsUrl);
    const created = (await host.request(
      {
        action: 'create',
        nonce: 'push-test-nonce-000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }],
      },
      isType('created'),
    )) as CreatedFrame;
    await host.close();
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);

    // Seat 0 and 1 one device each; seat 2 two devices, the second of which its browser has dropped (410).
    const devices: Device[] = [0, 1, 2, 2].map((seat, i) => ({
      seat,
      path: `/push/device-${i}`,
      keys: new TestBrowserKeys(),
      id: `device-${i}`.padEnd(22, 'x'),
    }));
    push.gone.add(devices[3].path);
    const seatClients: WsClient[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const c = await WsClient.connect(stack.wsUrl);
      await c.request(
        { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 },
        (f) => asSubscribed(f) !== null,
      );
      await c.waitFor(isType('update'));
      seatClients.push(c);
    }
    for (const d of devices) {
      const answer = await seatClients[d.seat].request(
        {
          action: 'notify',
          requestId: d.id,
          gameId,
          seat: d.seat,
          token: tokens[d.seat],
          device: d.id,
          subscription: { endpoint: `${push.origin}${d.path}`, keys: d.keys.json },
          mode: 'each',
        },
        answers(d.id),
      );
      expect(answer).toEqual({ type: 'notifying', requestId: d.id, gameId, seat: d.seat, mode: 'each' });
    }
    // A wrong token subscribes nobody.
    const refused = await seatClients[0].request(
      {
        action: 'notify',
        requestId: 'bad',
        gameId,
        seat: 1,
        token: tokens[0],
        device: 'device-bad'.padEnd(22, 'x'),
        subscription: { endpoint: `${push.origin}/push/bad`, keys: devices[0].keys.json },
        mode: 'each',
      },
      answers('bad'),
    );
    expect(refused).toMatchObject({ type: 'error', code: 'BAD_TOKEN' });

    const spectator = await WsClient.connect(stack.wsUrl);
    await spectator.request({ action: 'subscribe', gameId, lastVersion: 0 }, (f) => asSubscribed(f) !== null);
    await spectator.waitFor(isType('update'));

    // Seat 1 looks at the game (its page visible) for the first 20 versions: no push to it then.
    const visibleUntil = 20;
    const presence = (visible: boolean) =>
      seatClients[1].request(
        { action: 'presence', requestId: `p-${visible}`, gameId, visible },
        answers(`p-${visible}`),
      );
    expect(await presence(true)).toEqual({ type: 'presence', requestId: 'p-true', gameId, visible: true });

    // Every move here is a seat's own, sent by hand: no seat has the server play its only choices.
    let handFrom = 0;
    for (let seat = 0; seat < 3; seat++)
      handFrom = await playByHand(seatClients[seat], { gameId, seat, token: tokens[seat] });
    for (const c of [...seatClients, spectator]) await c.waitFor((f) => f.type === 'update' && f.version >= handFrom);

    const choose = botChooser(13);
    while (spectator.model.update!.status === 'playing') {
      const update = spectator.model.update!;
      if (update.version === visibleUntil) await presence(false);
      const seat = update.toAct[0];
      const mine = seatClients[seat].model.update!;
      // Paced: moves played as fast as the stack answers pass the socket's rate limit (a fresh
      // clone's run on a quick machine had a command refused RATE_LIMITED here).
      const answer = await seatClients[seat].paced(
        {
          action: 'command',
          gameId,
          seat,
          token: tokens[seat],
          expectedVersion: mine.version,
          commandId: `push-${mine.version}`,
          command: choose(mine),
        },
        (f) => asAcceptance(f) !== null || f.type === 'error',
      );
      expect(asAcceptance(answer), JSON.stringify(answer)).not.toBeNull();
      await spectator.waitFor((f) => f.type === 'update' && f.version > update.version);
      // The command did not wait for its pushes; the test does, so presence changes fall between moves.
      await stack.notifier.idle();
    }

    const updates = spectator.frames.filter(isType('update'));
    const got: string[] = [];
    for (const d of devices.slice(0, 3)) {
      for (const r of push.to(d.path)) {
        expect(r.headers['content-encoding']).toBe('aes128gcm');
        expect(r.headers.urgency).toBe('normal');
        expect(Number(r.headers.ttl)).toBe(DEFAULT_PUSH_TTL_SECONDS);
        expect(r.headers.topic).toBe(pushTopic(gameId, d.seat));
        verifyVapid(r.headers.authorization, config.vapidPublicKey, push.origin);
        const text = d.keys.decrypt(r.body);
        for (const token of tokens) {
          expect(text).not.toContain(token);
          expect(JSON.stringify(r.headers)).not.toContain(token);
        }
        const payload = JSON.parse(text) as PushPayload;
        expect(payload).toMatchObject({ gameId, seat: d.seat, url: `/#game=${gameId}&seat=${d.seat}` });
        expect(payload.title.length).toBeGreaterThan(0);
        if (payload.kind === 'turn') expect(payload.title).toContain('Your turn in Manila');
        if (payload.kind === 'over') expect(payload.body).toMatch(/^You finished \d+(st|nd|rd|th) of 3 with -?\d+\.$/);
        got.push(`${d.seat} ${payload.kind} ${payload.version}`);
      }
    }
    const want = expectedPushes(updates, 3, (seat, version) => seat !== 1 || version > visibleUntil);
    expect(want.filter((w) => w.includes(' over ')).length).toBe(3);
    expect(want.some((w) => w.startsWith('1 turn'))).toBe(true);
    expect(got.sort()).toEqual(want);
    // Seat 2's dropped device got one message, answered 410, and was removed: nothing after.
    expect(push.to(devices[3].path).length).toBe(1);
    expect(push.to(devices[2].path).length).toBeGreaterThan(1);
    // The other device of seat 2 decrypts nothing meant for this one (its keys are its own).
    expect(() => devices[2].keys.decrypt(push.to(devices[3].path)[0].body)).toThrow();
    await Promise.all([...seatClients, spectator].map((c) => c.close()));
  }, 180_000);
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { FRAME_BUDGET_BYTES } from '../../../lambdas/protocol/limits.js';
import type { CreatedFrame, HistoryDocument, JoinedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { leakedSecrets } from '../support/manila-secrets.js';
import { WsClient } from '../support/ws-client.js';
import { asAcceptance, asSubscribed, subscriptions } from '../support/setup.js';
import { playByHand } from '../support/hand-play.js';

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-e2e-'));
const dataDir = join(dir, 'data');
const webRoot = join(dir, 'web');
let stack: LocalStack;

beforeAll(async () => {
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tradewinds</title>');
  stack = await startLocalStack({ port: 0, dataDir, webRoot });
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Player {
  seat: number | null;
  client: WsClient;
}

const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
    f.type === type;

/** No frame a seat (or the spectator) received may show another seat's secrets, nor exceed the frame budget. */
function checkFrames(players: Player[]) {
  for (const { seat, client } of players) {
    for (const f of client.frames) expect(leakedSecrets(f, seat)).toEqual([]);
    for (const size of client.sizes) expect(size).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
  }
}

describe('the local stack, end to end over WebSockets', () => {
  let gameId: string;
  let tokens: string[];
  let players: Player[];
  const choose = botChooser(2026);

  async function subscribe(seat: number | null, lastVersion = 0): Promise<Player> {
    const client = await WsClient.connect(stack.wsUrl);
    const msg =
      seat === null
        ? { action: 'subscribe', gameId, lastVersion }
        : { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion };
    await client.request(msg, (f) => asSubscribed(f) !== null);
    await client.waitFor(isType('update'));
    return { seat, client };
  }

  /** One move by whoever must act, chosen from the legal commands the server sent; waits until every watcher has it. */
  async function playOne(): Promise<void> {
    const watcher = players.find((p) => p.seat === null)!.client.model.update!;
    const seat = watcher.toAct[0];
    const actor = players.find((p) => p.seat === seat)!.client;
    const update = actor.model.update!;
    const version = update.version;
    const accepted = await actor.request(
      {
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: version,
        commandId: `e2e-move-${seat}-${version}`,
        command: choose(update),
      },
      (f) => asAcceptance(f) !== null || f.type === 'error',
    );
    expect(asAcceptance(accepted)).toMatchObject({ commandId: `e2e-move-${seat}-${version}`, version: version + 1 });
    for (const p of players) await p.client.waitFor((f) => f.type === 'update' && f.version === version + 1);
  }

  it('creates a Manila game; three seats join and subscribe; a spectator watches', async () => {
    const host = await WsClient.connect(stack.wsUrl);
    const created = (await host.request(
      {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bob', open: true }, { name: 'Cy', open: true }],
      },
      isType('created'),
    )) as CreatedFrame;
    gameId = created.gameId;
    const joins = await Promise.all(
      [1, 2].map(async (seat) => {
        const c = await WsClient.connect(stack.wsUrl);
        const joined = (await c.request(
          { action: 'join', gameId, seat, name: ['', 'Bea', 'Cid'][seat] },
          isType('joined'),
        )) as JoinedFrame;
        await c.close();
        return joined.token;
      }),
    );
    tokens = [created.seats[0].token!, ...joins];
    await host.close();
    players = [await subscribe(0), await subscribe(1), await subscribe(2), await subscribe(null)];
    const subscribed = subscriptions(players[3].client.frames)[0];
    expect(subscribed.seats.map((s) => s.name)).toEqual(['Ann', 'Bea', 'Cid']);
    for (const p of players) expect(p.client.model.version).toBe(1);
    checkFrames(players);
  });

  it('plays two complete rounds with the commands the server lists as legal', async () => {
    // Every move here is a seat's own, sent by hand: no seat has the server play its only choices.
    let version = 0;
    for (const seat of [0, 1, 2])
      version = await playByHand(players[seat].client, { gameId, seat, token: tokens[seat] });
    for (const p of players) await p.client.waitFor((f) => f.type === 'update' && f.version >= version);
    const round = () => (players[3].client.model.update!.view as { round: number }).round;
    while (round() < 3) await playOne();
    for (const p of players) {
      expect(p.client.model.complete()).toBe(true);
      expect(p.client.model.version).toBe(players[0].client.model.version);
    }
    checkFrames(players);
  });

  it('a player who drops out catches up with exactly what was missed', async () => {
    const gone = players[1];
    const heldVersion = gone.client.model.version;
    await gone.client.close();
    for (let i = 0; i < 6 && players[3].client.model.update!.toAct[0] !== 1; i++) await playOneWithout(1);
    const back = await WsClient.connect(stack.wsUrl);
    for (const [v, e] of gone.client.model.entries) back.model.entries.set(v, e);
    const sub = asSubscribed(
      await back.request(
        { action: 'subscribe', gameId, seat: 1, token: tokens[1], lastVersion: heldVersion },
        (f) => asSubscribed(f) !== null,
      ),
    )!;
    await back.waitFor(isType('update'));
    expect(sub.fromVersion).toBe(heldVersion);
    const caughtUp = back.frames.flatMap((f) =>
      f.type === 'update' || f.type === 'entries' ? f.entries.map((e) => e.version) : [],
    );
    expect(caughtUp).toEqual(Array.from({ length: sub.version - heldVersion }, (_, i) => heldVersion + 1 + i));
    expect(back.model.complete()).toBe(true);
    players[1] = { seat: 1, client: back };
    checkFrames(players);
  });

  async function playOneWithout(absent: number): Promise<void> {
    const saved = players;
    players = players.filter((p) => p.seat !== absent);
    try {
      await playOne();
    } finally {
      players = saved;
    }
  }

  it('survives a restart mid-game: nothing is lost and play goes on', async () => {
    const before = players.map((p) => ({ seat: p.seat, log: p.client.model.log(), version: p.client.model.version }));
    await stack.close();
    for (const p of players) expect(await p.client.closed).toBeGreaterThan(0);
    stack = await startLocalStack({ port: 0, dataDir, webRoot });
    players = [];
    for (const b of before) {
      const p = await subscribe(b.seat, b.version);
      for (const e of b.log) if (!p.client.model.entries.has(e.version)) p.client.model.entries.set(e.version, e);
      expect(p.client.model.version).toBe(b.version);
      expect(p.client.model.complete()).toBe(true);
      players.push(p);
    }
    for (let i = 0; i < 5; i++) await playOne();
    expect(players[0].client.model.version).toBe(before[0].version + 5);
    checkFrames(players);
  });

  it('serves the audit history over HTTP: public entries while the game runs', async () => {
    const res = await fetch(`${stack.url}games/${gameId}/history`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as HistoryDocument;
    expect(doc.viewer).toBeNull();
    expect(doc.entries.map((e) => e.version)).toEqual(Array.from({ length: doc.version }, (_, i) => i + 1));
    expect(doc.version).toBe(players[0].client.model.version);
    for (const e of doc.entries)
      expect(leakedSecrets({ type: 'entries', gameId, viewer: null, entries: [e] }, null)).toEqual([]);
    expect((await fetch(`${stack.url}games/${'B'.repeat(22)}/history`)).status).toBe(404);
    expect((await fetch(`${stack.url}games/nope/history`)).status).toBe(400);
  });

  it('answers bad messages with their codes over the wire', async () => {
    const c = await WsClient.connect(stack.wsUrl);
    expect(await c.request('{oops', isType('error'))).toMatchObject({ code: 'INVALID_JSON' });
    expect(await c.request({ action: 'dance' }, isType('error'))).toMatchObject({ code: 'UNKNOWN_ACTION' });
    expect(await c.request({ action: 'ping', pad: 'x'.repeat(20_000) }, isType('error'))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await c.request({ action: 'ping', requestId: 'p1' }, isType('pong'))).toMatchObject({ requestId: 'p1' });
    await c.close();
  });

  it('serves the web client and its config from the same port', async () => {
    const page = await fetch(stack.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Tradewinds</title>');
    // The WebSocket URL is relative: the client resolves it against the page it was served with.
    const config = (await (await fetch(`${stack.url}config.json`)).json()) as { wsUrl: string };
    expect(new URL(config.wsUrl, stack.url.replace(/^http/, 'ws')).href).toBe(stack.wsUrl);
    // An encoded path that climbs out of the web root is refused (fetch would normalize a plain ../).
    const status = await new Promise<number>((resolve, reject) =>
      get({ host: '127.0.0.1', port: stack.port, path: '/..%2F..%2Fdata%2Fsecret' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject),
    );
    expect(status).toBe(403);
  });

  afterAll(async () => {
    for (const p of players ?? []) await p.client.close();
  });
});

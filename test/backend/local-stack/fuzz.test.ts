import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom } from '../../../engine/core/random.js';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import type { CreatedFrame, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { randomMessage, runSession, type SessionKind } from '../support/fuzz-traffic.js';
import { recordUncaught } from '../support/uncaught.js';
import { WsClient } from '../support/ws-client.js';
import { asAcceptance } from '../support/setup.js';

/**
 * Throws random and malformed frames, broken handshakes and resets at the local stack,
 * and random JSON over well-formed connections, then checks that the server still plays
 * and that no game's log moved. FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const TARGET_FRAMES = 10_000;
const PARALLEL_SESSIONS = 16;

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-fuzz-'));
let stack: LocalStack;
const uncaught = recordUncaught();

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: dir });
});

afterAll(async () => {
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

const history = async (gameId: string) => (await fetch(`${stack.url}games/${gameId}/history`)).json();

/** Plays one legal move in the game as whoever must act; resolves with the new version. */
async function playOne(game: CreatedFrame): Promise<number> {
  const watcher = await WsClient.connect(stack.wsUrl);
  await watcher.request({ action: 'subscribe', gameId: game.gameId, lastVersion: 0 }, (f) => f.type === 'update');
  const seat = (watcher.frames.find((f) => f.type === 'update') as UpdateFrame).toAct[0];
  await watcher.close();
  const actor = await WsClient.connect(stack.wsUrl);
  const update = (await actor.request(
    { action: 'subscribe', gameId: game.gameId, seat, token: game.seats[seat].token, lastVersion: 0 },
    (f) => f.type === 'update',
  )) as UpdateFrame;
  const answer = await actor.request(
    {
      action: 'command',
      gameId: game.gameId,
      seat,
      token: game.seats[seat].token,
      expectedVersion: update.version,
      commandId: `fuzz-after-${update.version}`,
      command: botChooser(SEED)(update),
    },
    (f) => asAcceptance(f) !== null || f.type === 'error',
  );
  await actor.close();
  expect(asAcceptance(answer)).toMatchObject({ version: update.version + 1 });
  return update.version + 1;
}

it(`survives ${TARGET_FRAMES}+ random and malformed frames with every game log unchanged`, async () => {
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);
  const r = seededRandom(SEED);
  const host = await WsClient.connect(stack.wsUrl);
  const games: CreatedFrame[] = [];
  for (const seats of [3, 4]) {
    // No open seats: a random join must not change a game either.
    const s = Array.from({ length: seats }, (_, i) => ({ name: `Seat ${i}` }));
    games.push(
      (await host.request(
        { action: 'create', nonce: 'test-nonce-0000000000000000', rules: 'manila', seats: s },
        (f) => f.type === 'created',
      )) as CreatedFrame,
    );
  }
  await host.close();
  for (const g of games) await playOne(g);
  const gameIds = games.map((g) => g.gameId);
  const before = await Promise.all(gameIds.map(history));

  const started = Date.now();
  let frames = 0;
  let sessions = 0;
  let messages = 0;
  const kinds: SessionKind[] = [
    'frames',
    'frames',
    'frames',
    'frames',
    'frames',
    'truncated-handshake',
    'garbage-request',
    'reset-after-handshake',
  ];

  // Well-formed connections sending random JSON and garbage as text messages, alongside the raw sessions.
  // Connections holding real seats and tokens, sending what must still change nothing: retries of
  // the commands already accepted (applied at most once), commands on stale versions, out of turn,
  // with another seat's token, and subscribes and history asks mixed in. A command written twice
  // or lost would show in the logs compared below.
  const insider = async () => {
    while (frames < TARGET_FRAMES) {
      const c = await WsClient.connect(stack.wsUrl, { validate: false });
      for (let i = 0; i < 20; i++) {
        const g = games[r.int(0, games.length - 1)];
        const v = (before[games.indexOf(g)] as { version: number }).version;
        const seat = r.int(0, g.seats.length - 1);
        const token = g.seats[r.int(0, 3) === 0 ? (seat + 1) % g.seats.length : seat].token;
        const base = { gameId: g.gameId, seat, token, requestId: `insider-${i}` };
        const kind = r.int(0, 4);
        if (kind === 0)
          c.send({
            action: 'command',
            ...base,
            expectedVersion: v - 1,
            commandId: `fuzz-after-${v - 1}`,
            command: { type: 'pass' },
          });
        else if (kind === 1)
          c.send({
            action: 'command',
            ...base,
            expectedVersion: r.int(0, v - 1),
            commandId: `stale-${r.int(0, 9)}`,
            command: { type: pick(['pass', 'bid']), amount: r.int(1, 5) },
          });
        else if (kind === 2) c.send({ action: 'subscribe', ...base, lastVersion: r.int(0, v + 2) });
        else if (kind === 3) c.send({ action: 'history', ...base, fromVersion: r.int(0, v) });
        else c.send({ action: 'join', gameId: g.gameId, seat, name: 'Intruder', secret: 'x'.repeat(22) });
        messages++;
      }
      await new Promise((res) => setTimeout(res, 50));
      await c.close();
    }
  };
  const pick = <T>(items: readonly T[]): T => items[r.int(0, items.length - 1)];

  const chatter = async () => {
    while (frames < TARGET_FRAMES) {
      const c = await WsClient.connect(stack.wsUrl, { validate: false });
      for (let i = 0; i < 40; i++) {
        c.send(randomMessage(r, gameIds));
        messages++;
      }
      await new Promise((res) => setTimeout(res, 50));
      await c.close();
    }
  };
  const raw = async () => {
    while (frames < TARGET_FRAMES) {
      const written = await runSession(stack.port, r, gameIds, kinds[r.int(0, kinds.length - 1)]);
      frames += written;
      sessions++;
    }
  };
  await Promise.all([chatter(), chatter(), insider(), ...Array.from({ length: PARALLEL_SESSIONS }, raw)]);
  console.log(
    `fuzz: ${frames} raw frames in ${sessions} sessions and ${messages} text messages over ws clients, in ${Date.now() - started} ms`,
  );
  expect(frames).toBeGreaterThanOrEqual(TARGET_FRAMES);

  // The server is up (nothing was thrown that would have ended it), and nothing the fuzz sent moved any game.
  expect(uncaught).toEqual([]);
  const after = await Promise.all(gameIds.map(history));
  expect(after).toEqual(before);
  const pinger = await WsClient.connect(stack.wsUrl);
  expect(
    await pinger.request({ action: 'ping', requestId: 'still-here' }, (f: ServerFrame) => f.type === 'pong'),
  ).toMatchObject({ requestId: 'still-here' });
  await pinger.close();
  const version = await playOne(games[0]);
  expect(version).toBe((before[0] as { version: number }).version + 1);
  // Twenty seconds alone; three times the default beside other CPU-bound work.
}, 180_000);

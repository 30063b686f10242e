import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { getGame } from '../../../engine/index.js';
import type { CreatedFrame, Entry, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { asAcceptance, asSubscribed } from '../support/setup.js';
import { WsClient } from '../support/ws-client.js';

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-timeouts-'));
const dataDir = join(dir, 'data');
const webRoot = join(dir, 'web');
const isType =
  <T extends ServerFrame['type']>(type: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: T }> =>
    f.type === type;
const start = (botPauseMs?: number) =>
  startLocalStack({ port: 0, dataDir, webRoot, logs: 'off', ...(botPauseMs !== undefined && { botPauseMs }) });

beforeAll(() => {
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Tradewinds</title>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function create(stack: LocalStack, rules: string, seats: object[], options?: object): Promise<CreatedFrame> {
  const host = await WsClient.connect(stack.wsUrl);
  try {
    const frame = await host.request(
      { action: 'create', nonce: `timeouts-e2e-${rules}`.padEnd(22, '0'), rules, seats, ...(options && { options }) },
      (f) => f.type === 'created' || f.type === 'error',
    );
    expect(frame.type, JSON.stringify(frame)).toBe('created');
    return frame as CreatedFrame;
  } finally {
    await host.close();
  }
}

async function watch(stack: LocalStack, gameId: string, seat?: number, token?: string | null): Promise<WsClient> {
  const c = await WsClient.connect(stack.wsUrl);
  await c.request(
    { action: 'subscribe', gameId, lastVersion: 0, ...(seat !== undefined && { seat, token }) },
    (f) => asSubscribed(f) !== null,
  );
  await c.waitFor(isType('update'));
  return c;
}

const entriesOf = (c: WsClient): Entry[] =>
  c.frames.flatMap((f) => (f.type === 'update' || f.type === 'entries' ? f.entries : []));

describe('timeouts on the local stack', () => {
  it('a deadline pending while the stack is stopped is met after it starts again: the move is made once', async () => {
    let stack = await start();
    const created = await create(stack, 'manila', [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }], {
      clock: { moveSeconds: 5 },
    });
    await stack.close();
    // Stopped before the five seconds ran out; the timer died with it, the index did not.
    const restartedAt = Date.now();
    stack = await start();
    try {
      const spectator = await watch(stack, created.gameId);
      const update = (await spectator.waitFor((f) => f.type === 'update' && f.version >= 2, 0, 30_000)) as UpdateFrame;
      const made = [...entriesOf(spectator), ...update.entries].find((e) => e.version === 2)!;
      expect(made).toMatchObject({ actor: 'system', reason: 'timeout' });
      const seat = made.onBehalfOf!;
      expect(seat).toBeGreaterThanOrEqual(0);
      // Its history: one timeout for that seat at version 2, whatever came after.
      const history = (await (await fetch(`${stack.url}games/${created.gameId}/history`)).json()) as {
        entries: Entry[];
      };
      expect(history.entries.filter((e) => e.version === 2)).toHaveLength(1);
      expect(history.entries[1]).toMatchObject({ version: 2, actor: 'system', onBehalfOf: seat, reason: 'timeout' });
      // Made by the restarted stack (the first was stopped before the deadline), not the first one.
      expect(Date.parse(history.entries[1].at)).toBeGreaterThanOrEqual(restartedAt);
      await spectator.close();
    } finally {
      await stack.close();
    }
  }, 60_000);

  describe('one person against bots, played to the end', () => {
    let stack: LocalStack;
    beforeAll(async () => {
      stack = await start(20);
    });
    afterAll(async () => stack?.close());

    // Who Rules the Sea? sails its short voyage (fewer notes per port): a whole game still, with every
    // kind of move, in a fraction of the standard voyage's hundreds of moves.
    it.for([
      ['manila', 3, undefined],
      ['manila-tutorial', 2, undefined],
      ['who-rules-the-sea', 3, { voyage: 'short' }],
    ] as const)(
      '%s with %i seats, the bots moving server-side after their pause',
      { timeout: 240_000 },
      async ([rules, seats, options]) => {
        expect(getGame(rules)?.bot, `${rules} has its house bot`).toBeDefined();
        const names = ['Ann', 'Robo', 'Tin', 'Cog'];
        const created = await create(
          stack,
          rules,
          Array.from({ length: seats }, (_, i) => (i === 0 ? { name: names[i] } : { name: names[i], bot: true })),
          options,
        );
        const ann = await watch(stack, created.gameId, 0, created.seats[0].token);
        const choose = botChooser(2026);
        let moves = 0;
        for (let n = 0; n < 5000; n++) {
          const update = ann.model.update!;
          if (update.status !== 'playing') break;
          if (!update.toAct.includes(0)) {
            // The bots are to act: they will, by themselves.
            await ann.waitFor((f) => f.type === 'update' && f.version > update.version, 0, 30_000);
            continue;
          }
          const answer = await ann.request(
            {
              action: 'command',
              gameId: created.gameId,
              seat: 0,
              token: created.seats[0].token,
              expectedVersion: update.version,
              commandId: `ann-${update.version}`,
              command: choose(update),
            },
            (f) => asAcceptance(f) !== null || f.type === 'error',
          );
          // A bot may have moved first (a simultaneous turn): then Ann looks again.
          if (answer.type === 'error') expect(answer.code).toBe('STALE');
          else moves++;
          await ann.waitFor((f) => f.type === 'update' && f.version > update.version);
        }
        const final = ann.model.update!;
        expect(final.status).toBe('over');
        expect(moves).toBeGreaterThan(0);
        const history = (await (await fetch(`${stack.url}games/${created.gameId}/history`)).json()) as {
          entries: Entry[];
        };
        const bySystem = history.entries.filter((e) => e.actor === 'system' && e.onBehalfOf !== undefined);
        expect(bySystem.length).toBeGreaterThan(0);
        // The bots' seats move by the bot; Ann's only choices (forced moves are on unless a seat
        // switches them off) are played for her as such, and nothing else is played for her.
        expect(bySystem.some((e) => e.reason === 'bot')).toBe(true);
        expect(
          bySystem.every(
            (e) => (e.reason === 'bot' && e.onBehalfOf! > 0) || (e.reason === 'forced' && e.onBehalfOf === 0),
          ),
        ).toBe(true);
        expect(history.entries.filter((e) => e.actor === 0)).toHaveLength(moves);
        await ann.close();
      },
    );
  });
});

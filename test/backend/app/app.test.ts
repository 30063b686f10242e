import { describe, expect, it, vi } from 'vitest';
import { getGame } from '../../../engine/index.js';
import { fold } from '../../../engine/core/fold.js';
import { loadGame, ORDERS_SNAPSHOT_VERSION } from '../../../lambdas/app/load-game.js';
import { hashToken } from '../../../lambdas/app/tokens.js';
import { parseLink } from '../../../lambdas/protocol/links.js';
import { FRAME_BUDGET_BYTES } from '../../../lambdas/protocol/limits.js';
import { serverFrameSchema, type CreatedFrame, type ServerFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { ClientModel } from '../support/client-model.js';
import { leakedSecrets } from '../support/manila-secrets.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { acceptances, lastUpdate, only, type Seated, seatedGame, subscriptions } from '../support/setup.js';
import { englishText } from '../../support/english.js';

const manila = getGame('manila')!;

/** The seat that must act, and the command a bot picks for it from the server's list. */
function nextMove(g: Seated, choose: ReturnType<typeof botChooser>) {
  const frames = g.table.received('c0');
  const seat = lastUpdate(frames).toAct[0];
  const update = lastUpdate(g.table.received(`c${seat}`));
  return { seat, update, command: choose(update) };
}

function command(
  g: Seated,
  seat: number,
  expectedVersion: number,
  cmd: object,
  commandId = `command-${seat}-${expectedVersion}`,
) {
  return { action: 'command', gameId: g.gameId, seat, token: g.tokens[seat], expectedVersion, commandId, command: cmd };
}

describe('creating and joining', () => {
  it('gives a token and link for each named seat, none for open ones, and stores only hashes', async () => {
    const ports = memoryPorts();
    const table = new MemoryTable(ports);
    const [created] = (await table.send('x', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy', open: true }],
    })) as CreatedFrame[];
    expect(created.type).toBe('created');
    expect(created.seats.map((s) => s.open)).toEqual([false, false, true]);
    expect(created.seats[2].token).toBeNull();
    expect(parseLink(created.seats[0].link!)).toEqual({
      gameId: created.gameId,
      seat: 0,
      token: created.seats[0].token,
    });
    expect(parseLink(created.spectatorLink)).toEqual({ gameId: created.gameId });
    const stored = ports.games.items.get(created.gameId)!;
    expect(stored.seats[0].tokenHash).toBe(hashToken(created.seats[0].token!));
    expect(JSON.stringify(stored)).not.toContain(created.seats[0].token);
    expect(ports.events.logs.get(created.gameId)!.map((r) => r.version)).toEqual([1]);
  });

  it('lets one person claim an open seat and tells everyone watching', async () => {
    const ports = memoryPorts();
    const table = new MemoryTable(ports);
    const [created] = (await table.send('x', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'open', open: true }],
    })) as CreatedFrame[];
    await table.send('watcher', { action: 'subscribe', gameId: created.gameId, lastVersion: 0 });
    const [joined] = await table.send('cy', { action: 'join', gameId: created.gameId, seat: 2, name: 'Cy' });
    expect(joined).toMatchObject({ type: 'joined', seat: 2, name: 'Cy' });
    expect(only(table.received('watcher'), 'seats')).toMatchObject([
      {
        seats: [
          { name: 'Ann', open: false },
          { name: 'Bob', open: false },
          { name: 'Cy', open: false },
        ],
      },
    ]);
    expect(await table.send('dee', { action: 'join', gameId: created.gameId, seat: 2, name: 'Dee' })).toMatchObject([
      { type: 'error', code: 'SEAT_TAKEN' },
    ]);
    const token = (joined as { token: string }).token;
    expect(
      subscriptions(
        await table.send('cy', { action: 'subscribe', gameId: created.gameId, seat: 2, token, lastVersion: 0 }),
      ),
    ).toHaveLength(1);
  });

  it('refuses a seat token on an open seat, a wrong token, and a seat that does not exist', async () => {
    const ports = memoryPorts();
    const table = new MemoryTable(ports);
    const [created] = (await table.send('x', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'A' }, { name: 'B' }, { name: 'C', open: true }],
    })) as CreatedFrame[];
    const sub = (seat: number, token: string) =>
      table.send('y', { action: 'subscribe', gameId: created.gameId, seat, token, lastVersion: 0 });
    expect(await sub(2, created.seats[0].token!)).toMatchObject([{ code: 'BAD_TOKEN' }]);
    expect(await sub(1, created.seats[0].token!)).toMatchObject([{ code: 'BAD_TOKEN' }]);
    expect(await sub(7, created.seats[0].token!)).toMatchObject([{ code: 'NOT_A_SEAT' }]);
    expect(ports.connections.items.size).toBe(0);
  });
});

describe('subscribing', () => {
  it('shows a seat its own deal and no one else’s; a spectator sees none', async () => {
    const g = await seatedGame();
    for (const [conn, seat] of [
      ['c0', 0],
      ['c1', 1],
      ['c2', 2],
      ['cs', null],
    ] as const) {
      const frames = g.table.received(conn);
      expect(subscriptions(frames)).toMatchObject([{ fromVersion: 0, version: 1, viewer: seat }]);
      const update = lastUpdate(frames);
      const started = update.entries[0].events[0].event as unknown as { deal: unknown[] };
      started.deal.forEach((d, s) => (s === seat ? expect(d).not.toBeNull() : expect(d).toBeNull()));
      for (const f of frames) expect(leakedSecrets(f, seat)).toEqual([]);
      // Anyone may mortgage at any time; only the seat to act has main moves.
      const main = update.legalCommands.filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');
      expect(main.length > 0).toBe(seat === 0);
      if (seat === null) expect(update.legalCommands).toEqual([]);
      expect(update.toAct).toEqual([0]);
    }
  });
});

describe('commands', () => {
  it('appends, answers the sender, and sends every watcher the change as their seat may see it', async () => {
    const g = await seatedGame();
    const frames = await g.table.send('c0', command(g, 0, 1, { type: 'bid', amount: 3 }));
    expect(acceptances(frames)).toMatchObject([{ version: 2 }]);
    for (const conn of g.conns) {
      const u = lastUpdate(g.table.received(conn));
      expect(u.version).toBe(2);
      expect(u.entries.map((e) => e.version)).toEqual([2]);
      expect(englishText(u.entries[0].events[0].line, u.viewer)).toMatch(/bid 3 pesos/);
      expect(u.toAct).toEqual([1]);
    }
    expect(englishText(lastUpdate(g.table.received('c0')).entries[0].events[0].line, 0)).toMatch(/^You bid/);
    expect(englishText(lastUpdate(g.table.received('c1')).entries[0].events[0].line, 1, ['Ann', 'Bob', 'Cy'])).toMatch(
      /^\u2068Ann\u2069 bid/,
    );
    // The same line for every viewer: the grammar of "You" is the reader's.
    expect(lastUpdate(g.table.received('c1')).entries[0].events[0].line).toEqual(
      lastUpdate(g.table.received('c0')).entries[0].events[0].line,
    );
  });

  it('refuses a command out of turn with the rule code, and changes nothing', async () => {
    const g = await seatedGame();
    const before = JSON.stringify([...g.ports.events.logs]);
    expect(await g.table.send('c1', command(g, 1, 1, { type: 'bid', amount: 3 }))).toMatchObject([
      { type: 'error', code: 'NOT_YOUR_TURN' },
    ]);
    expect(await g.table.send('c0', command(g, 0, 1, { type: 'bid', amount: 999 }))).toMatchObject([
      { type: 'error', code: expect.stringMatching(/INSUFFICIENT_FUNDS|ILLEGAL_MOVE/) },
    ]);
    expect(await g.table.send('c0', command(g, 0, 1, { type: 'fly' }))).toMatchObject([
      { type: 'error', code: 'INVALID_COMMAND' },
    ]);
    expect(await g.table.send('c0', command(g, 0, 1, { type: 'start', seats: 3, options: {} }))).toMatchObject([
      { type: 'error', code: 'INVALID_COMMAND' },
    ]);
    expect(JSON.stringify([...g.ports.events.logs])).toBe(before);
  });

  it('rejects a stale command with the current version and what was missed, never applying it', async () => {
    const g = await seatedGame();
    await g.table.send('c0', command(g, 0, 1, { type: 'bid', amount: 3 }));
    await g.table.send('c1', command(g, 1, 2, { type: 'pass' }));
    // Seat 2 chose while looking at version 1.
    const frames = await g.table.send('c2', command(g, 2, 1, { type: 'pass' }));
    expect(frames[0]).toMatchObject({ type: 'error', code: 'STALE', currentVersion: 3, commandId: 'command-2-1' });
    const catchUp = lastUpdate(frames);
    expect(catchUp.version).toBe(3);
    expect(catchUp.entries.map((e) => e.version)).toEqual([2, 3]);
    expect(g.ports.events.logs.get(g.gameId)!.length).toBe(3);
  });

  it('applies a retried command once and answers the retry the same, even after others moved', async () => {
    const g = await seatedGame();
    const msg = command(g, 0, 1, { type: 'bid', amount: 3 }, 'retry-me-1');
    const first = acceptances(await g.table.send('c0', msg));
    const second = acceptances(await g.table.send('c0', msg));
    expect(second).toEqual(first);
    await g.table.send('c1', command(g, 1, 2, { type: 'pass' }));
    expect(acceptances(await g.table.send('c0', msg))).toEqual(first);
    expect(g.ports.events.logs.get(g.gameId)!.map((r) => r.commandId)).toEqual([
      'test-nonce-0000000000000000',
      'retry-me-1',
      'command-1-2',
    ]);
  });

  it('a crash after the append: the retry is answered from the log and broadcast once, and everyone converges', async () => {
    const g = await seatedGame();
    const append = g.ports.events.append.bind(g.ports.events);
    vi.spyOn(g.ports.events, 'append').mockImplementationOnce(async (id, r) => {
      await append(id, r);
      throw new Error('Lambda timed out after the write');
    });
    const msg = { ...command(g, 0, 1, { type: 'bid', amount: 3 }, 'crashy-001'), requestId: 'r-crash' };
    expect(await g.table.send('c0', msg)).toMatchObject([{ type: 'error', code: 'INTERNAL', requestId: 'r-crash' }]);
    expect(lastUpdate(g.table.received('c1')).version).toBe(1); // nobody heard of version 2
    const retry = await g.table.send('c0', msg);
    expect(acceptances(retry)).toMatchObject([{ version: 2, requestId: 'r-crash' }]);
    expect(only(retry, 'update').at(-1)).toMatchObject({ version: 2, viewer: 0, requestId: 'r-crash' });
    // Seat 1, whose turn it is, learns of the move without acting; a second retry sends nothing more.
    for (const conn of g.conns) expect(lastUpdate(g.table.received(conn)).version).toBe(2);
    const watcherUpdates = g.table.received('cs').filter((f) => f.type === 'update').length;
    await g.table.send('c0', msg);
    expect(g.table.received('cs').filter((f) => f.type === 'update').length).toBe(watcherUpdates);
  });

  it('a sender watching as its seat gets its acceptance in its update, one message; any other connection gets `accepted`', async () => {
    const g = await seatedGame();
    const before = g.table.received('c0').length;
    await g.table.send('c0', { ...command(g, 0, 1, { type: 'bid', amount: 3 }, 'own-update-1'), requestId: 'r-own' });
    const got = g.table.received('c0').slice(before);
    expect(got.map((f) => f.type)).toEqual(['update']);
    expect(got[0]).toMatchObject({ version: 2, commandId: 'own-update-1', requestId: 'r-own' });
    // Nobody else's update names the command.
    for (const conn of ['c1', 'c2', 'cs']) expect(lastUpdate(g.table.received(conn))).not.toHaveProperty('commandId');
    // Seat 1 sends from a connection that watches nothing, then from the spectator's: `accepted` each time.
    const fromElsewhere = await g.table.send('phone', command(g, 1, 2, { type: 'pass' }, 'from-phone'));
    expect(fromElsewhere.map((f) => f.type)).toEqual(['accepted']);
    const fromSpectator = await g.table.send('cs', command(g, 2, 3, { type: 'pass' }, 'from-spectator-conn'));
    expect(only(fromSpectator, 'accepted')).toMatchObject([{ commandId: 'from-spectator-conn', version: 4 }]);
    expect(only(fromSpectator, 'update').every((u) => u.commandId === undefined)).toBe(true);
  });

  it('identical retries of an accepted command answer the retrier only: watchers get each update once', async () => {
    const g = await seatedGame();
    const msg = command(g, 0, 1, { type: 'bid', amount: 3 }, 'retried-200');
    await g.table.send('c0', msg);
    const watcherFrames = () => g.table.received('cs').filter((f) => f.type === 'update').length;
    const before = watcherFrames();
    for (let i = 0; i < 200; i++) expect(acceptances(await g.table.send('c0', msg))).toMatchObject([{ version: 2 }]);
    expect(watcherFrames()).toBe(before);
    for (const conn of g.conns.filter((c) => c !== 'c0'))
      expect(g.table.received(conn).filter((f) => f.type === 'update' && f.version === 2)).toHaveLength(1);
  });

  it('a broadcast that fails after the append: watchers converge by version on their next message or reconnect', async () => {
    const g = await seatedGame();
    // Every read of the connections fails during the command: the one beside its load and the one after its append.
    const unavailable = vi.spyOn(g.ports.connections, 'byGame').mockRejectedValue(new Error('index unavailable'));
    expect(acceptances(await g.table.send('c0', command(g, 0, 1, { type: 'bid', amount: 3 })))).toMatchObject([
      { version: 2 },
    ]);
    expect(unavailable).toHaveBeenCalledTimes(2);
    unavailable.mockRestore();
    expect(lastUpdate(g.table.received('c1')).version).toBe(1);
    // Seat 1 acts on what it saw: STALE, with the missed entry.
    const stale = await g.table.send('c1', command(g, 1, 1, { type: 'pass' }));
    expect(stale[0]).toMatchObject({ code: 'STALE', currentVersion: 2 });
    // The spectator reconnects with the version it holds and gets exactly what it missed.
    const model = new ClientModel();
    for (const f of g.table.received('cs')) model.apply(f);
    const again = await g.table.send('cs2', { action: 'subscribe', gameId: g.gameId, lastVersion: model.version });
    for (const f of again) model.apply(f);
    expect(subscriptions(again)).toMatchObject([{ fromVersion: 1, version: 2 }]);
    expect(model.version).toBe(2);
    expect(model.complete()).toBe(true);
  });

  it('a gone connection is forgotten, and the others still get the update', async () => {
    const g = await seatedGame();
    g.ports.broadcaster.gone.add('c1');
    await g.table.send('c0', command(g, 0, 1, { type: 'bid', amount: 3 }));
    expect(g.ports.connections.watches('c1')).toBe(false);
    expect(lastUpdate(g.table.received('c2')).version).toBe(2);
  });
});

describe('a whole game', () => {
  // The reveal reads the log eventually consistently; such a read may miss the newest records.
  it.each([0, 3])(
    'plays to the end with legal commands from the server; secrets stay secret until the end, then everything is revealed (eventual reads missing the newest %i records)',
    async (lagging) => {
      const g = await seatedGame(7);
      g.ports.events.lagging = lagging;
      const choose = botChooser(7);
      const models = g.conns.map(() => new ClientModel());
      const seen = g.conns.map(() => 0);
      const over = g.conns.map(() => false);
      const check = () =>
        g.conns.forEach((conn, i) => {
          const frames = g.table.received(conn).slice(seen[i]);
          seen[i] += frames.length;
          for (const f of frames) {
            expect(serverFrameSchema.safeParse(f).success).toBe(true);
            expect(Buffer.byteLength(JSON.stringify(f))).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
            expect(leakedSecrets(f, i < 3 ? i : null)).toEqual([]);
            if ('viewer' in f && f.viewer === 'all')
              expect(over[i] || (f.type === 'update' && f.status === 'over')).toBe(true);
            if (f.type === 'update' && f.status === 'over') over[i] = true;
            models[i].apply(f);
          }
        });
      check();
      for (let n = 0; lastUpdate(g.table.received('c0')).status === 'playing'; n++) {
        if (n > 2000) throw new Error('game did not end');
        const { seat, update, command: cmd } = nextMove(g, choose);
        const frames = await g.table.send(
          `c${seat}`,
          command(g, seat, update.version, cmd, `move-${update.version}-x`),
        );
        expect(acceptances(frames), JSON.stringify(frames.filter((f) => f.type === 'error'))).toHaveLength(1);
        check();
      }
      const log = g.ports.events.logs.get(g.gameId)!;
      for (const [i, model] of models.entries()) {
        expect(model.version).toBe(log.length);
        expect(model.complete()).toBe(true);
        expect(model.update!.viewer).toBe('all');
        expect(model.update!.outcome).not.toBeNull();
        // The reveal replaced the redacted deal with the real one.
        const started = model.entries.get(1)!.events[0].event as unknown as { deal: unknown[] };
        expect(
          started.deal.every((d) => d !== null),
          `connection ${g.conns[i]}`,
        ).toBe(true);
      }
      const history = only(
        await g.table.send('late', { action: 'history', gameId: g.gameId, fromVersion: 0 }),
        'history',
      );
      expect(history.at(-1)!.final).toBe(true);
      expect(history.flatMap((h) => h.entries)).toHaveLength(log.length);
      expect(history[0].viewer).toBe('all');
    },
  );
});

describe('snapshots', () => {
  it('snapshot plus tail equals the full fold, whichever snapshot writes were lost', async () => {
    const g = await seatedGame(3);
    const choose = botChooser(3);
    const real = g.ports.games.recordProgress.bind(g.ports.games);
    let n = 0;
    vi.spyOn(g.ports.games, 'recordProgress').mockImplementation(async (id, p) => {
      // Runs of six lost writes: the tail outgrows the newest records read with the games item.
      if (++n % 7 !== 0) throw new Error('throttled');
      return real(id, p);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let i = 0; i < 40; i++) {
      const { seat, update, command: cmd } = nextMove(g, choose);
      await g.table.send(`c${seat}`, command(g, seat, update.version, cmd, `move-${update.version}-x`));
      const loaded = await loadGame(g.ports, g.gameId);
      const log = g.ports.events.logs.get(g.gameId)!;
      expect(loaded.version).toBe(log.length);
      expect(loaded.base).toBe(g.ports.games.items.get(g.gameId)!.snapshot!.version);
      expect(loaded.state).toEqual(
        fold(
          manila,
          log.flatMap((r) => r.events),
        ),
      );
    }
    // Both ways of reading the tail were taken.
    expect(g.ports.events.calls.readAfter).toBeGreaterThan(0);
    expect(g.ports.events.calls.readLatest).toBeGreaterThan(g.ports.events.calls.readAfter);
    vi.mocked(console.error).mockRestore();
  });

  it('ignores a snapshot written under another event version and folds the log', async () => {
    const g = await seatedGame();
    await g.table.send('c0', command(g, 0, 1, { type: 'bid', amount: 3 }));
    const item = g.ports.games.items.get(g.gameId)!;
    item.snapshot = { ...item.snapshot!, format: 'manila/0', state: { bogus: true } };
    const loaded = await loadGame(g.ports, g.gameId);
    expect(loaded.base).toBe(0);
    expect(loaded.state).toEqual(
      fold(
        manila,
        g.ports.events.logs.get(g.gameId)!.flatMap((r) => r.events),
      ),
    );
  });

  it('ignores a snapshot of another state shape (an older build) and folds the log', async () => {
    const g = await seatedGame();
    await g.table.send('c0', command(g, 0, 1, { type: 'bid', amount: 3 }));
    const item = g.ports.games.items.get(g.gameId)!;
    expect(item.snapshot!.format).toBe(
      `manila/${manila.eventVersion}/${manila.stateVersion}/clock2/dice1/orders${ORDERS_SNAPSHOT_VERSION}`,
    );
    item.snapshot = {
      ...item.snapshot!,
      format: `manila/${manila.eventVersion}/${manila.stateVersion - 1}/clock2/dice1/orders${ORDERS_SNAPSHOT_VERSION}`,
      state: { bogus: true },
    };
    const loaded = await loadGame(g.ports, g.gameId);
    expect(loaded.base).toBe(0);
    expect(loaded.state).toEqual(
      fold(
        manila,
        g.ports.events.logs.get(g.gameId)!.flatMap((r) => r.events),
      ),
    );
  });

  it('loads with two reads whatever the length of the game', async () => {
    const g = await seatedGame(5);
    const choose = botChooser(5);
    for (let i = 0; i < 30; i++) {
      const { seat, update, command: cmd } = nextMove(g, choose);
      await g.table.send(`c${seat}`, command(g, seat, update.version, cmd, `move-${update.version}-x`));
    }
    const get = vi.spyOn(g.ports.games, 'get');
    g.ports.events.calls = { append: 0, readAfter: 0, read: 0, readLatest: 0 };
    const { seat, update, command: cmd } = nextMove(g, choose);
    await g.table.send(`c${seat}`, command(g, seat, update.version, cmd, 'measured-1'));
    expect(get).toHaveBeenCalledTimes(1);
    expect(g.ports.events.calls).toEqual({ append: 1, readAfter: 0, read: 0, readLatest: 1 });
  });
});

describe('framing', () => {
  it('splits a long catch-up into entries frames under the budget, ahead of the update', async () => {
    const g = await seatedGame(11);
    const choose = botChooser(11);
    for (let i = 0; i < 120 && lastUpdate(g.table.received('c0')).status === 'playing'; i++) {
      const { seat, update, command: cmd } = nextMove(g, choose);
      await g.table.send(`c${seat}`, command(g, seat, update.version, cmd, `move-${update.version}-x`));
    }
    const frames: ServerFrame[] = await g.table.send('fresh', {
      action: 'subscribe',
      gameId: g.gameId,
      lastVersion: 0,
    });
    expect(frames[0].type).toBe('subscribed');
    expect(frames.at(-1)!.type).toBe('update');
    expect(only(frames, 'entries').length).toBeGreaterThan(0);
    for (const f of frames) expect(Buffer.byteLength(JSON.stringify(f))).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
    const model = new ClientModel();
    for (const f of frames) model.apply(f);
    expect(model.complete()).toBe(true);
  });
});

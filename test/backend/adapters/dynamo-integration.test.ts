import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fold } from '../../../engine/core/fold.js';
import { getGame } from '../../../engine/index.js';
import { deadlineOf, foldWithClock, initialClockOf, loadGame, SNAPSHOT_EVERY } from '../../../lambdas/app/load-game.js';
import { VersionConflict } from '../../../lambdas/app/ports.js';
import { deadlineShard } from '../../../lambdas/adapters/dynamo/tables.js';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CreatedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { systemMove } from '../support/system-move.js';
import { dynalitePorts, type DynalitePorts } from '../support/dynalite-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { acceptances, lastUpdate } from '../support/setup.js';

const manila = getGame('manila')!;
let db: DynalitePorts;
let table: MemoryTable;

beforeAll(async () => {
  db = await dynalitePorts(5);
  table = new MemoryTable(db.ports);
});
afterAll(() => db.close());

async function newGame(seats = 4) {
  const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].slice(0, seats).map((name) => ({ name }));
  const [created] = (await table.send('creator', {
    action: 'create',
    nonce: 'test-nonce-0000000000000000',
    rules: 'manila',
    seats: names,
  })) as CreatedFrame[];
  return { gameId: created.gameId, tokens: created.seats.map((s) => s.token!) };
}

const fullFold = async (gameId: string) =>
  fold(
    manila,
    (await db.ports.events.readAfter(gameId, 0)).flatMap((r) => r.events),
  );

describe('event store on dynalite', () => {
  it('of twenty appends racing for one version, exactly one wins', async () => {
    const { gameId } = await newGame();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.ports.events.append(gameId, {
          version: 2,
          commandId: `racer-${i}`,
          actor: 0,
          at: 'now',
          eventVersion: 1,
          events: [{ type: 'BidPassed', seat: 0 }],
          command: null,
          draws: null,
          prev: null,
          hash: null,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VersionConflict);
    const log = await db.ports.events.readAfter(gameId, 0);
    expect(log.map((r) => r.version)).toEqual([1, 2]);
  });
});

describe('commands racing through the application layer', () => {
  it('concurrent commands on one version: exactly one is applied, the others are told STALE', async () => {
    const { gameId, tokens } = await newGame();
    const [start] = await db.ports.events.readAfter(gameId, 0);
    const deal = (start.events[0] as { deal: string[][] }).deal;
    const firstGood = (seat: number) => deal[seat][0];
    // Every seat mortgages at once, all having seen version 1.
    const answers = await Promise.all(
      [0, 1, 2, 3].map((seat) =>
        table.send(`s${seat}`, {
          action: 'command',
          gameId,
          seat,
          token: tokens[seat],
          expectedVersion: 1,
          commandId: `mortgage-${seat}-v1`,
          command: { type: 'mortgage', good: firstGood(seat) },
        }),
      ),
    );
    const accepted = acceptances(answers.flat());
    const stale = answers.flat().filter((f) => f.type === 'error' && f.code === 'STALE');
    expect(accepted).toHaveLength(1);
    expect(stale).toHaveLength(3);
    expect((await db.ports.events.readAfter(gameId, 0)).length).toBe(2);

    // None lost, none doubled: each loser tries again on what it now sees until it gets in.
    let version = 2;
    for (const seat of [0, 1, 2, 3]) {
      if (accepted.some((a) => a.commandId === `mortgage-${seat}-v1`)) continue;
      const frames = await table.send(`s${seat}`, {
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: version,
        commandId: `mortgage-${seat}-v${version}`,
        command: { type: 'mortgage', good: firstGood(seat) },
      });
      expect(acceptances(frames)).toHaveLength(1);
      version++;
    }
    const mortgages = (await db.ports.events.readAfter(gameId, 0))
      .flatMap((r) => r.events)
      .filter((e) => (e as { type: string }).type === 'ShareMortgaged');
    expect(mortgages.map((e) => (e as { seat: number }).seat).sort()).toEqual([0, 1, 2, 3]);
  });

  it('the same command sent five times at once is applied once, and every copy gets the same answer', async () => {
    const { gameId, tokens } = await newGame();
    const msg = {
      action: 'command',
      gameId,
      seat: 0,
      token: tokens[0],
      expectedVersion: 1,
      commandId: 'same-command-1',
      command: { type: 'bid', amount: 2 },
    };
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => table.send(`dup${i}`, msg)));
    // Each copy is answered alike; a copy that came after the write also gets the update, to its own connection.
    for (const frames of answers)
      expect(acceptances(frames)).toEqual([expect.objectContaining({ version: 2, commandId: 'same-command-1' })]);
    const log = await db.ports.events.readAfter(gameId, 0);
    expect(log.map((r) => r.commandId)).toEqual(['test-nonce-0000000000000000', 'same-command-1']);
    // And once more, later, after another move.
    await table.send('s1', {
      action: 'command',
      gameId,
      seat: 1,
      token: tokens[1],
      expectedVersion: 2,
      commandId: 'bob-passes-2',
      command: { type: 'pass' },
    });
    expect(acceptances(await table.send('dup0', msg))).toEqual([expect.objectContaining({ version: 2 })]);
  });

  it('of five people claiming one open seat, one gets it', async () => {
    const [created] = (await table.send('creator', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'A' }, { name: 'B' }, { name: 'open', open: true }],
    })) as CreatedFrame[];
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        table.send(`j${i}`, { action: 'join', gameId: created.gameId, seat: 2, name: `P${i}` }),
      ),
    );
    expect(answers.flat().filter((f) => f.type === 'joined')).toHaveLength(1);
    expect(answers.flat().filter((f) => f.type === 'error' && f.code === 'SEAT_TAKEN')).toHaveLength(4);
  });
});

describe('snapshots on dynalite', () => {
  it('snapshot plus tail equals the full fold while snapshot writes keep failing now and then', async () => {
    const { gameId, tokens } = await newGame(3);
    for (let seat = 0; seat < 3; seat++)
      await table.send(`p${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 });
    const real = db.ports.games.recordProgress.bind(db.ports.games);
    let n = 0;
    const spy = vi.spyOn(db.ports.games, 'recordProgress').mockImplementation(async (id, p) => {
      if (++n % 4 === 0) throw Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
      return real(id, p);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const choose = botChooser(9);
    for (let i = 0; i < 60; i++) {
      const frames: ServerFrame[] = table.received('p0');
      const seat = lastUpdate(frames).toAct[0];
      const update = lastUpdate(table.received(`p${seat}`));
      if (update.status === 'over') break;
      await table.send(`p${seat}`, {
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: update.version,
        commandId: `snap-move-${update.version}`,
        command: choose(update),
      });
      const loaded = await loadGame(db.ports, gameId);
      expect(loaded.state).toEqual(await fullFold(gameId));
      expect(loaded.base).toBeLessThanOrEqual(loaded.version);
      // The snapshot is used: its standing orders come back with it (a rule set with orders could not use one without them).
      if (loaded.version > 2 * SNAPSHOT_EVERY) expect(loaded.version - loaded.base).toBeLessThan(2 * SNAPSHOT_EVERY);
      const whole = await db.ports.events.readAfter(gameId, 0);
      const from = { state: manila.initialState(), clock: null, dice: null, orders: null };
      expect(loaded.orders).toEqual(foldWithClock(manila, from, whole).orders);
    }
    spy.mockRestore();
    vi.mocked(console.error).mockRestore();
    const loaded = await loadGame(db.ports, gameId);
    expect(loaded.version).toBeGreaterThan(30);
  });
});

describe('a clocked game on dynalite', () => {
  it("keeps its clock, the clocks in its snapshot and its next deadline on the item, and a system move's onBehalfOf in the log", async () => {
    const clock = { moveSeconds: 3600, bankSeconds: 7200 };
    const [created] = (await table.send('creator', {
      action: 'create',
      nonce: 'clock-nonce-000000000000000',
      rules: 'manila',
      options: { clock },
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
    })) as CreatedFrame[];
    expect(created.type).toBe('created');
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    for (let seat = 0; seat < 3; seat++)
      await table.send(`k${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 });
    const choose = botChooser(4);
    for (let i = 0; i < 8; i++) {
      const seat = lastUpdate(table.received('k0')).toAct[0];
      const update = lastUpdate(table.received(`k${seat}`));
      expect(update.clocks).toHaveLength(3);
      await table.send(`k${seat}`, {
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: update.version,
        commandId: `clock-move-${update.version}`,
        command: choose(update),
      });
    }
    const item = (await db.ports.games.get(gameId))!;
    expect(item.clock).toEqual(clock);
    expect(item.snapshot!.clock).toBeDefined();
    const loaded = await loadGame(db.ports, gameId);
    const whole = foldWithClock(
      manila,
      { state: manila.initialState(), clock: initialClockOf(item), dice: null },
      await db.ports.events.readAfter(gameId, 0),
    );
    expect(loaded.clock).toEqual(whole.clock);
    expect(item.nextDeadline).toBe(deadlineOf(loaded));
    expect(item.nextDeadline).not.toBeNull();

    // The system moves for a seat: the record keeps for whom and why.
    const seat = manila.toAct(loaded.state)[0];
    const done = await systemMove(
      db.ports,
      loaded,
      { actor: 'system', onBehalfOf: seat, reason: 'timeout' },
      choose(lastUpdate(table.received(`k${seat}`))),
      'timeout-move',
    );
    expect(done.kind).toBe('applied');
    expect(await db.ports.events.read(gameId, loaded.version + 1)).toMatchObject({
      actor: 'system',
      onBehalfOf: seat,
      reason: 'timeout',
    });

    // A deadline no longer pending is removed from the item, not kept as null.
    const after = (await db.ports.games.get(gameId))!;
    await db.ports.games.recordProgress(gameId, {
      version: after.version + 1,
      status: after.status,
      toAct: after.toAct,
      updatedAt: 'later',
      snapshot: null,
      head: null,
      nextDeadline: null,
    });
    expect((await db.ports.games.get(gameId))!.nextDeadline).toBeNull();
  });
});

describe('the deadline index on dynalite', () => {
  it('holds exactly the games with a pending wake, across its shards; a wake no longer pending leaves it with its shard', async () => {
    const clocked: string[] = [];
    for (let i = 0; i < 24; i++) {
      const [created] = (await table.send('creator', {
        action: 'create',
        nonce: `index-nonce-${i}`.padEnd(22, '0'),
        rules: 'manila',
        options: { clock: { moveSeconds: 3600 } },
        seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy', bot: i % 2 === 0 }],
      })) as CreatedFrame[];
      expect(created.type).toBe('created');
      clocked.push(created.gameId);
    }
    const plain = (await newGame(3)).gameId;
    const shards = new Set(clocked.map((id) => deadlineShard(id)));
    expect(shards.size).toBeGreaterThan(4);
    const all = await db.ports.games.pendingBefore('9999-12-31T23:59:59.999Z');
    const found = all.filter((p) => clocked.includes(p.gameId) || p.gameId === plain);
    expect(found.map((p) => p.gameId).sort()).toEqual([...clocked].sort());
    // Earliest first, each with the item's own wake.
    expect(all.map((p) => p.nextDeadline)).toEqual([...all.map((p) => p.nextDeadline)].sort());
    for (const p of found.slice(0, 3)) expect(p.nextDeadline).toBe((await db.ports.games.get(p.gameId))!.nextDeadline);
    expect(await db.ports.games.pendingBefore('2000-01-01T00:00:00.000Z')).toEqual([]);
    // The raw item carries its shard while a wake is pending; bot seats read back as bots.
    const raw = await db.doc.send(new GetCommand({ TableName: LOCAL_TABLES.games, Key: { gameId: clocked[0] } }));
    expect(raw.Item).toMatchObject({ deadlineShard: deadlineShard(clocked[0]), nextDeadline: expect.any(String) });
    expect((await db.ports.games.get(clocked[0]))!.seats.map((s) => s.bot === true)).toEqual([false, false, true]);
    const item = (await db.ports.games.get(clocked[0]))!;
    await db.ports.games.recordProgress(clocked[0], {
      version: item.version + 1,
      status: item.status,
      toAct: item.toAct,
      updatedAt: 'later',
      snapshot: null,
      head: null,
      nextDeadline: null,
    });
    const gone = await db.doc.send(new GetCommand({ TableName: LOCAL_TABLES.games, Key: { gameId: clocked[0] } }));
    expect(gone.Item!.deadlineShard).toBeUndefined();
    expect(gone.Item!.nextDeadline).toBeUndefined();
    expect((await db.ports.games.pendingBefore('9999-12-31T23:59:59.999Z')).map((p) => p.gameId)).not.toContain(
      clocked[0],
    );
  });
});

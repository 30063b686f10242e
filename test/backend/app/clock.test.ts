import { describe, expect, it } from 'vitest';
import { verifyAudit } from '../../../engine/audit/verify.js';
import { clocksAt, type SeatClockView } from '../../../engine/core/clock/index.js';
import { getGame } from '../../../engine/index.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { deadlineOf, foldWithClock, initialClockOf, loadGame, SNAPSHOT_EVERY } from '../../../lambdas/app/load-game.js';
import type { GameProgress } from '../../../lambdas/app/ports.js';
import {
  serverFrameSchema,
  type CreatedFrame,
  type ErrorFrame,
  type ServerFrame,
  type UpdateFrame,
} from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { systemMove } from '../support/system-move.js';
import { memoryPorts, type MemoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { acceptances, lastUpdate, only } from '../support/setup.js';

const T0 = Date.parse('2026-12-01T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const CLOCK = { moveSeconds: 60, bankSeconds: 120 };

/** Memory ports on a clock that stands still until the test moves it. */
function clockedPorts(seed = 1): MemoryPorts & { at(ms: number): void; progress: GameProgress[] } {
  const ports = memoryPorts(seed);
  let t = T0;
  const progress: GameProgress[] = [];
  const record = ports.games.recordProgress.bind(ports.games);
  ports.games.recordProgress = async (gameId, p) => {
    progress.push(structuredClone(p));
    return record(gameId, p);
  };
  return Object.assign(ports, { clock: { now: () => new Date(t) }, at: (ms: number) => void (t = ms), progress });
}

interface Table {
  ports: ReturnType<typeof clockedPorts>;
  table: MemoryTable;
  gameId: string;
  tokens: string[];
}

async function create(
  options: unknown,
  ports = clockedPorts(),
): Promise<{ ports: typeof ports; table: MemoryTable; frames: ServerFrame[] }> {
  const table = new MemoryTable(ports);
  const frames = await table.send('creator', {
    action: 'create',
    nonce: 'clock-test-nonce-000000000',
    rules: 'manila',
    ...(options !== undefined && { options }),
    seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
  });
  return { ports, table, frames };
}

/** A three-seat Manila table, created at T0 with `options`, every seat subscribed (cN) at T0. */
async function table(options: unknown): Promise<Table> {
  const { ports, table: t, frames } = await create(options);
  const [created] = frames as CreatedFrame[];
  expect(created.type, JSON.stringify(frames)).toBe('created');
  const tokens = created.seats.map((s) => s.token!);
  for (let seat = 0; seat < 3; seat++)
    await t.send(`c${seat}`, {
      action: 'subscribe',
      gameId: created.gameId,
      seat,
      token: tokens[seat],
      lastVersion: 0,
    });
  return { ports, table: t, gameId: created.gameId, tokens };
}

/** The seat to move plays a bot's choice at `ms`; returns what its connection got. */
async function move(g: Table, ms: number, choose: (u: UpdateFrame) => { type: string }): Promise<ServerFrame[]> {
  g.ports.at(ms);
  const seat = lastUpdate(g.table.received('c0')).toAct[0];
  const update = lastUpdate(g.table.received(`c${seat}`));
  const answer = await g.table.send(`c${seat}`, {
    action: 'command',
    gameId: g.gameId,
    seat,
    token: g.tokens[seat],
    expectedVersion: update.version,
    commandId: `m-${update.version}`,
    command: choose(update),
  });
  expect(acceptances(answer), JSON.stringify(answer)).toHaveLength(1);
  return answer;
}

const clocksOf = (frames: ServerFrame[]): SeatClockView[] => {
  const u = lastUpdate(frames);
  expect(serverFrameSchema.safeParse(u).success).toBe(true);
  return u.clocks!;
};

describe('a table with a clock', () => {
  it('is created with options.clock: the clock is kept apart from the rule set options, on the item and in the start command, with the first deadline', async () => {
    const { ports, frames } = await create({ strongerPirates: true, clock: CLOCK });
    const [created] = frames as CreatedFrame[];
    expect(created.type).toBe('created');
    const item = ports.games.items.get(created.gameId)!;
    expect(item.options).toEqual({ strongerPirates: true });
    expect(item.clock).toEqual(CLOCK);
    const start = ports.events.logs.get(created.gameId)![0];
    expect(start.command).toEqual({ type: 'start', seats: 3, options: { strongerPirates: true }, clock: CLOCK });
    // Every seat to act has a minute plus two minutes of bank from the start.
    expect(item.toAct.length).toBeGreaterThan(0);
    expect(item.nextDeadline).toBe(iso(T0 + 180_000));
    expect(item.snapshot!.clock).toBeDefined();
  });

  it.each([
    ['an allowance under the schema floor', { moveSeconds: 1 }, /^Bad clock: clock\.moveSeconds: /],
    ['a field the clock does not know', { moveSeconds: 60, lunch: true }, /^Bad clock: /],
    ['a bank longer than a week', { moveSeconds: 60, bankSeconds: 8 * 24 * 3600 }, /^Bad clock: clock\.bankSeconds: /],
    [
      'quiet hours of 13 hours',
      { moveSeconds: 60, quietHours: { timeZone: 'Europe/Budapest', from: '20:00', to: '09:00' } },
      /quiet hours last at most 12 hours/,
    ],
    [
      'quiet hours in no known zone',
      { moveSeconds: 60, quietHours: { timeZone: 'Mars/Olympus', from: '23:00', to: '07:00' } },
      /IANA/,
    ],
    ['a clock that is not an object', 'soon', /^Bad clock: /],
  ])('refuses %s with INVALID_OPTIONS, and stores nothing', async (_what, clock, message) => {
    const { ports, frames } = await create({ clock });
    const [error] = frames as ErrorFrame[];
    expect(error.type).toBe('error');
    expect(error.code).toBe('INVALID_OPTIONS');
    expect(error.message).toMatch(message);
    expect(ports.events.logs.size).toBe(0);
    expect(ports.games.items.size).toBe(0);
  });

  it('still lets the rule set refuse its own options beside a good clock', async () => {
    const { ports, frames } = await create({ clock: CLOCK, strongerPirates: 'yes' });
    expect(frames[0]).toMatchObject({
      type: 'error',
      code: 'INVALID_OPTIONS',
      message: expect.stringMatching(/^Bad table options/),
    });
    expect(ports.games.items.size).toBe(0);
  });

  it('in production (no limits on the ports) refuses allowances under an hour, and accepts an hour', async () => {
    const ports = clockedPorts();
    delete ports.limits;
    const short = await create({ clock: { moveSeconds: 60 } }, ports);
    expect(short.frames[0]).toMatchObject({
      type: 'error',
      code: 'INVALID_OPTIONS',
      message: "Bad clock: clock.moveSeconds: a move's allowance here is at least 3600 seconds, not 60.",
    });
    expect(ports.games.items.size).toBe(0);
    const hour = await create({ clock: { moveSeconds: 3600 } }, ports);
    expect(hour.frames[0].type).toBe('created');
  });

  it("sends every seat's clock in every update: the seats to act run down on the server's clock, a move ends its seat's turn", async () => {
    const g = await table({ clock: CLOCK });
    const first = lastUpdate(g.table.received('c0'));
    const toAct = new Set(first.toAct);
    const at0 = first.clocks!;
    expect(at0.map((c) => c.seat)).toEqual([0, 1, 2]);
    for (const c of at0) {
      expect(c.toAct).toBe(toAct.has(c.seat));
      expect(c.running).toBe(toAct.has(c.seat));
      expect(c.remainingMs).toBe(180_000);
    }

    // Watching again 25 s later: the clocks of the seats to act have run 25 s.
    g.ports.at(T0 + 25_000);
    const later = clocksOf(
      await g.table.send('c0-again', {
        action: 'subscribe',
        gameId: g.gameId,
        seat: 0,
        token: g.tokens[0],
        lastVersion: 0,
      }),
    );
    for (const c of later) expect(c.remainingMs).toBe(toAct.has(c.seat) ? 155_000 : 180_000);
    for (const c of later.filter((c) => c.toAct)) expect(c.deadline).toBe(iso(T0 + 180_000));

    // A move 30 s in: the mover's bank is full again (it used less than the allowance); whoever acts now runs from then.
    const mover = first.toAct[0];
    await move(g, T0 + 30_000, botChooser(1));
    const after = lastUpdate(g.table.received('c1'));
    const clocks = after.clocks!;
    // Used 30 s of its 60 s allowance: the bank stays full, and its next turn has the whole 3 minutes.
    expect(clocks[mover].bankMs).toBe(120_000);
    expect(clocks[mover].remainingMs).toBe(180_000);
    for (const seat of after.toAct) {
      expect(clocks[seat].running).toBe(true);
      // A seat to act before the move kept running; one whose turn began with it starts afresh.
      const ran = toAct.has(seat) && seat !== mover ? 30_000 : 0;
      expect(clocks[seat].remainingMs).toBe(180_000 - ran);
    }
    // The item keeps the next deadline, written because the move changed it.
    const item = g.ports.games.items.get(g.gameId)!;
    const loaded = await loadGame(g.ports, g.gameId);
    expect(item.nextDeadline).toBe(deadlineOf(loaded));
    expect(item.nextDeadline).not.toBe(iso(T0 + 180_000));
  });

  it('snapshots its clocks with the state: a load from snapshot plus tail folds to the same clocks as the whole log', async () => {
    const g = await table({ clock: CLOCK });
    const choose = botChooser(7);
    let t = T0;
    for (let n = 0; n < 3 * SNAPSHOT_EVERY + 2; n++) await move(g, (t += 7_000 + 3_000 * (n % 4)), choose);
    const record = g.ports.games.items.get(g.gameId)!;
    const game = getGame('manila')!;
    const log = g.ports.events.logs.get(g.gameId)!;
    const whole = foldWithClock(game, { state: game.initialState(), clock: initialClockOf(record), dice: null }, log);

    // The item was rewritten on every move that changed the next deadline: its snapshot is the latest.
    const loaded = await loadGame(g.ports, g.gameId);
    expect(loaded.base).toBe(record.snapshot!.version);
    expect(loaded.base).toBeGreaterThan(1);
    expect(loaded.clock).toEqual(whole.clock);
    expect(loaded.state).toEqual(whole.state);

    // An older snapshot (from an earlier write) plus a longer tail gives the same clocks too.
    const older = g.ports.progress.find((p) => p.version <= log.length - 3)!;
    g.ports.games.items.set(g.gameId, { ...record, version: older.version, snapshot: older.snapshot });
    const fromOlder = await loadGame(g.ports, g.gameId);
    expect(fromOlder.base).toBe(older.version);
    expect(fromOlder.tail.length).toBeGreaterThanOrEqual(3);
    expect(fromOlder.clock).toEqual(whole.clock);
    expect(clocksAt(fromOlder.clock!, t + 5_000)).toEqual(clocksAt(whole.clock!, t + 5_000));

    // A snapshot written before clocks (its format lacks the clock's mark) is ignored, and the log folded.
    g.ports.games.items.set(g.gameId, {
      ...record,
      snapshot: { ...record.snapshot!, format: `manila/${game.eventVersion}/${game.stateVersion}` },
    });
    const fresh = await loadGame(g.ports, g.gameId);
    expect(fresh.base).toBe(0);
    expect(fresh.clock).toEqual(whole.clock);
  });

  it("records a move the system makes on a seat's behalf, and the clock counts it as a timeout", async () => {
    const g = await table({ clock: CLOCK });
    const loaded = await loadGame(g.ports, g.gameId);
    const seat = loaded.game.toAct(loaded.state)[0];
    const update = lastUpdate(g.table.received(`c${seat}`));
    g.ports.at(T0 + 200_000);
    const done = await systemMove(
      g.ports,
      loaded,
      { actor: 'system', onBehalfOf: seat, reason: 'timeout' },
      botChooser(3)(update),
      'timeout-2',
    );
    expect(done.kind).toBe('applied');
    const stored = g.ports.events.logs.get(g.gameId)!.at(-1)!;
    expect(stored).toMatchObject({ actor: 'system', onBehalfOf: seat, reason: 'timeout', version: 2 });
    const clocks = lastUpdate(g.table.received('c0')).clocks!;
    expect(clocks[seat].timeouts).toBe(1);
    // Its time ran out: the bank is empty after the move, whatever it is now.
    expect(clocks[seat].bankMs).toBe(0);
  });

  it('verifies, played to the end: the export gives the clock, and a clock altered in the export is caught', async () => {
    const g = await table({ clock: CLOCK });
    const choose = botChooser(5);
    let t = T0;
    for (let n = 0; lastUpdate(g.table.received('c0')).status === 'playing'; n++) {
      if (n > 5000) throw new Error('no end in sight');
      await move(g, (t += 1_000 + (n % 5) * 4_000), choose);
    }
    const doc = await auditExport(g.ports, g.gameId);
    expect(doc.clock).toEqual(CLOCK);
    expect(verifyAudit(doc).result).toBe('valid');
    const altered = verifyAudit({ ...doc, clock: { moveSeconds: 86_400 } });
    expect(altered.result).toBe('invalid');
    expect(altered.failures).toEqual([
      expect.objectContaining({ check: 'summary', message: expect.stringMatching(/the export gives the clock/) }),
    ]);
    expect(g.ports.games.items.get(g.gameId)!.nextDeadline).toBeNull();
  });
});

describe('a table without a clock', () => {
  it('is as before: no clocks in its updates, no clock on its item or in its start, no writes beyond the snapshots', async () => {
    const g = await table(undefined);
    const item = g.ports.games.items.get(g.gameId)!;
    expect(item.clock).toBeNull();
    expect(item.nextDeadline).toBeNull();
    expect(item.snapshot!.clock).toBeUndefined();
    expect(g.ports.events.logs.get(g.gameId)![0].command).not.toHaveProperty('clock');
    const choose = botChooser(2);
    for (let n = 0; n < SNAPSHOT_EVERY - 2; n++) await move(g, T0 + n * 1000, choose);
    expect(g.ports.progress).toEqual([]);
    for (const c of ['c0', 'c1', 'c2'])
      for (const u of only(g.table.received(c), 'update')) expect(u).not.toHaveProperty('clocks');
    expect((await loadGame(g.ports, g.gameId)).clock).toBeNull();
    const doc = await auditExport(g.ports, g.gameId);
    expect(doc).not.toHaveProperty('clock');
  });
});

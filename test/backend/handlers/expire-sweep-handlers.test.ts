import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreBusy } from '../../../lambdas/app/errors.js';
import type { Ports } from '../../../lambdas/app/ports.js';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import { memoryPorts, type MemoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { lastUpdate } from '../support/setup.js';
import { powertoolsLines } from '../support/powertools-lines.js';

// The expire and sweep handlers' edge (lambdas/handlers/expire.ts, sweep.ts): what they run,
// what they log and count, which failures they throw for a retry. The ports are memory ports
// on a clock that stands still until the test moves it; the handlers get them where, on AWS,
// they would build DynamoDB and API Gateway clients.
let ports: MemoryPorts & { at(ms: number): void };
/** Set by a test to fail building the ports, as a function missing its configuration does. */
let misconfigured: string | null = null;
vi.mock('../../../lambdas/handlers/ports.js', () => ({
  systemPorts: (): Ports => {
    if (misconfigured) throw new Error(misconfigured);
    return ports;
  },
}));
const { handler: expire } = await import('../../../lambdas/handlers/expire.js');
const { handler: sweep } = await import('../../../lambdas/handlers/sweep.js');

const T0 = Date.parse('2026-12-01T09:00:00.000Z');
const MOVE_SECONDS = 60;
const context = { awsRequestId: 'inv-1' } as never;

function clockedPorts(): typeof ports {
  const p = memoryPorts();
  let t = T0;
  return Object.assign(p, { clock: { now: () => new Date(t) }, at: (ms: number) => void (t = ms) });
}

/** A three-seat Manila table with a one-minute clock, created at T0, every seat watching (c0-c2). */
async function clockedTable(): Promise<{ table: MemoryTable; gameId: string }> {
  const table = new MemoryTable(ports);
  const [created] = (await table.send('creator', {
    action: 'create',
    nonce: 'expire-handler-nonce-00000',
    rules: 'manila',
    options: { clock: { moveSeconds: MOVE_SECONDS } },
    seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
  })) as CreatedFrame[];
  expect(created.type).toBe('created');
  for (let seat = 0; seat < 3; seat++) {
    await table.send(`c${seat}`, {
      action: 'subscribe',
      gameId: created.gameId,
      seat,
      token: created.seats[seat].token,
      lastVersion: 0,
    });
  }
  return { table, gameId: created.gameId };
}

/** Everything the handlers wrote to stdout and stderr; the JSON lines are Powertools', as on AWS. */
const written: string[] = [];
const { lines, logged, metric } = powertoolsLines(written, 'tradewinds-test');

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
beforeEach(() => {
  ports = clockedPorts();
  misconfigured = null;
  written.length = 0;
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    });
  }
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the expire handler', () => {
  it('a schedule fires after a seat ran out of time: the system moves for it, the game is broadcast, one line logs it and Timeouts counts it', async () => {
    const { table, gameId } = await clockedTable();
    const before = lastUpdate(table.received('c0'));
    ports.at(T0 + (MOVE_SECONDS + 1) * 1000);
    await expect(expire({ gameId }, context)).resolves.toBeUndefined();

    const log = ports.events.logs.get(gameId)!;
    const made = log.filter((r) => r.version > before.version);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made[0]).toMatchObject({ actor: 'system', onBehalfOf: before.toAct[0], reason: 'timeout' });
    expect(lastUpdate(table.received('c1')).version).toBe(log.at(-1)!.version);

    const [line] = logged('expire');
    expect(line).toMatchObject({
      trigger: 'schedule',
      outcome: 'OK',
      gameId,
      moves: made.length,
      timeouts: made.length,
      botMoves: 0,
      invocationId: 'inv-1',
    });
    expect(line.posts).toBeGreaterThanOrEqual(3);
    expect(metric('Timeouts')).toBe(made.length);
    expect(metric('BotMoves')).toBeUndefined();
  });

  it('a bot seat whose pause is over: the bot moves for it, counted as BotMoves', async () => {
    const table = new MemoryTable(ports);
    const [created] = (await table.send('creator', {
      action: 'create',
      nonce: 'expire-handler-nonce-bot00',
      rules: 'manila',
      seats: [{ name: 'Robo', bot: true }, { name: 'Ann' }, { name: 'Bob' }],
    })) as CreatedFrame[];
    expect(created.type, JSON.stringify(created)).toBe('created');
    const gameId = created.gameId;
    const before = ports.events.logs.get(gameId)!.length;
    // Before the pause is over nothing is due; after it the bot plays its turn.
    await expire({ gameId }, context);
    expect(ports.events.logs.get(gameId)!.length).toBe(before);
    ports.at(T0 + ports.limits!.botPauseMs + 1000);
    await expire({ gameId }, context);
    const made = ports.events.logs.get(gameId)!.slice(before);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.every((r) => r.actor === 'system' && r.onBehalfOf === 0 && r.reason === 'bot')).toBe(true);
    expect(logged('expire').map((l) => [l.moves, l.botMoves, l.timeouts])).toEqual([
      [0, 0, 0],
      [made.length, made.length, 0],
    ]);
    expect(metric('BotMoves')).toBe(made.length);
  });

  it('a wake-up with nothing due (the seat moved in time, or a repeat) changes nothing and counts no move', async () => {
    const { gameId } = await clockedTable();
    ports.at(T0 + 10_000);
    const versions = ports.events.logs.get(gameId)!.length;
    await expire({ gameId }, context);
    expect(ports.events.logs.get(gameId)!.length).toBe(versions);
    expect(logged('expire')[0]).toMatchObject({ outcome: 'OK', moves: 0, timeouts: 0, botMoves: 0 });
    expect(metric('Timeouts')).toBeUndefined();
  });

  it('an event without a readable game id is logged as SCHEMA and dropped (a retry would fail the same way)', async () => {
    for (const event of [{}, { gameId: 'short' }, null, 'x'])
      await expect(expire(event, context)).resolves.toBeUndefined();
    expect(logged('expire').map((l) => l.outcome)).toEqual(['SCHEMA', 'SCHEMA', 'SCHEMA', 'SCHEMA']);
    expect(logged('expire').every((l) => l.gameId === undefined && l.moves === 0)).toBe(true);
  });

  it('a game that does not exist is logged with its refusal and dropped, not retried', async () => {
    await expect(expire({ gameId: 'A'.repeat(22) }, context)).resolves.toBeUndefined();
    expect(logged('expire')[0]).toMatchObject({ outcome: 'UNKNOWN_GAME', gameId: 'A'.repeat(22), moves: 0 });
  });

  it('a function missing its configuration fails every invocation, each logged INTERNAL and counted', async () => {
    misconfigured = 'WS_MANAGEMENT_ENDPOINT is not set';
    await expect(expire({ gameId: 'A'.repeat(22) }, context)).rejects.toThrow(/WS_MANAGEMENT_ENDPOINT/);
    await expect(sweep({}, context)).rejects.toThrow(/WS_MANAGEMENT_ENDPOINT/);
    expect(logged('expire')[0]).toMatchObject({ outcome: 'INTERNAL', gameId: 'A'.repeat(22), posts: 0 });
    expect(logged('sweep')[0]).toMatchObject({ outcome: 'INTERNAL', found: 0 });
    expect(metric('Internal')).toBe(2);
  });

  it('a store that stays busy fails the invocation (the scheduler retries it), logged BUSY and counted', async () => {
    const { gameId } = await clockedTable();
    ports.at(T0 + (MOVE_SECONDS + 1) * 1000);
    ports.games.get = async () => {
      throw new StoreBusy('GetItem', new Error('throttled'));
    };
    await expect(expire({ gameId }, context)).rejects.toThrow(StoreBusy);
    expect(logged('expire')[0]).toMatchObject({ outcome: 'BUSY', gameId, moves: 0 });
    expect(metric('Busy')).toBe(1);
  });
});

describe('the sweep handler', () => {
  it('expires every game the index says is due, and reports how many it found (SweepFound)', async () => {
    const a = await clockedTable();
    const b = await clockedTable();
    const lengths = [a, b].map((g) => ports.events.logs.get(g.gameId)!.length);
    ports.at(T0 + (MOVE_SECONDS + 1) * 1000);
    await expect(sweep({}, context)).resolves.toBeUndefined();
    [a, b].forEach((g, i) => expect(ports.events.logs.get(g.gameId)!.length).toBeGreaterThan(lengths[i]));
    const [line] = logged('sweep');
    expect(line).toMatchObject({ outcome: 'OK', found: 2, invocationId: 'inv-1' });
    expect(line.moves).toBeGreaterThanOrEqual(2);
    // Both seats to act ran out of time: the moves count as timeouts, as an expiry's would.
    expect(line.timeouts).toBe(line.moves);
    expect(metric('SweepFound')).toBe(2);
    expect(metric('Timeouts')).toBe(line.moves);
  });

  it('a sweep that finds nothing logs found 0 and emits no metric (it runs every 15 minutes on an idle stage, and a metric emitted every hour is billed all month)', async () => {
    await clockedTable();
    ports.at(T0 + 10_000);
    await sweep({}, context);
    expect(logged('sweep')[0]).toMatchObject({ outcome: 'OK', found: 0, moves: 0 });
    expect(lines().filter((l) => '_aws' in l)).toEqual([]);
    // Nor does Powertools warn of an empty publish.
    expect(written.join('')).not.toMatch(/No application metrics/);
  });

  it('an index that cannot be read fails the run, logged BUSY', async () => {
    ports.games.pendingBefore = async () => {
      throw new StoreBusy('Query', new Error('throttled'));
    };
    await expect(sweep({}, context)).rejects.toThrow(StoreBusy);
    expect(logged('sweep')[0]).toMatchObject({ outcome: 'BUSY', found: 0 });
  });
});

describe('on the local stack (TRADEWINDS_LOGS=readable)', () => {
  beforeEach(() => {
    process.env.TRADEWINDS_LOGS = 'readable';
    vi.spyOn(console, 'log').mockImplementation((line: string) => void written.push(`${line}\n`));
  });
  afterEach(() => void (process.env.TRADEWINDS_LOGS = 'json'));

  it('each woken game and each sweep is one short line with the same fields', async () => {
    const { gameId } = await clockedTable();
    ports.at(T0 + (MOVE_SECONDS + 1) * 1000);
    await expire({ gameId }, context);
    await sweep({}, context);
    const text = written
      .join('')
      .split('\n')
      .filter((l) => / (expire|sweep)/.test(l));
    expect(text).toHaveLength(2);
    expect(text[0]).toMatch(
      new RegExp(`expire\\(schedule\\) OK game=${gameId} moves=\\d+ timeouts=\\d+ [\\d.]+ms posts=\\d+`),
    );
    expect(text[1]).toMatch(/sweep OK found=0 moves=0 timeouts=0 bot=0 [\d.]+ms/);
  });
});

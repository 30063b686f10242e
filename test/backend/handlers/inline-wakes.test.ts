import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { describe, expect, it, vi } from 'vitest';
import { EventBridgeScheduler } from '../../../lambdas/adapters/scheduler/eventbridge-scheduler.js';
import { INLINE_WAIT_MS, InlineWakes, inlineWakesOf } from '../../../lambdas/handlers/inline-wakes.js';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import { memoryPorts, type MemoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';

// On AWS a handler runs the wake-ups due within seconds itself (lambdas/handlers/inline-wakes.ts):
// EventBridge Scheduler would serve a bot's 3-second pause a minute or two late. Memory ports on a
// clock that moves only when the runner sleeps; bots pause 1 s here (memoryPorts' limits).
const T0 = Date.parse('2026-12-01T09:00:00.000Z');

function setup(seats: { name: string; bot?: boolean }[]) {
  const ports = memoryPorts();
  let t = T0;
  const now = () => t;
  const inline = new InlineWakes(ports.scheduler, now);
  const inlinePorts: MemoryPorts = { ...ports, clock: { now: () => new Date(t) }, scheduler: inline as never };
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
    t += ms;
  };
  const table = new MemoryTable(inlinePorts);
  const create = async () => {
    const [created] = (await table.send('creator', {
      action: 'create',
      nonce: 'inline-wakes-nonce-0000000',
      rules: 'manila',
      seats,
    })) as CreatedFrame[];
    expect(created.type, JSON.stringify(created)).toBe('created');
    return created.gameId;
  };
  const systemMoves = (gameId: string) =>
    ports.events.logs.get(gameId)!.filter((r) => r.actor === 'system' && r.reason !== undefined);
  return { ports, inline, inlinePorts, sleeps, sleep, create, systemMoves, at: (ms: number) => void (t = ms) };
}

describe('inline wake-ups', () => {
  it('a bot due a second after the table is created moves after its pause, run by the handler that created it; the human is left to play', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Ann' }, { name: 'Bob' }]);
    const gameId = await s.create();
    const done = await s.inline.run(s.inlinePorts, T0 + 15_000, s.sleep);
    expect(done.runs).toBeGreaterThanOrEqual(1);
    expect(done.botMoves).toBeGreaterThanOrEqual(1);
    expect(done.gameId).toBe(gameId);
    expect(s.systemMoves(gameId).every((r) => r.onBehalfOf === 0 && r.reason === 'bot')).toBe(true);
    expect(s.systemMoves(gameId)).toHaveLength(done.botMoves);
    // It waited the pause (and a few milliseconds of slack), no less.
    expect(s.sleeps[0]).toBeGreaterThanOrEqual(1000);
    expect(s.sleeps[0]).toBeLessThan(1100);
    // Every wake-up still went to the scheduler, so none is lost if the handler dies waiting.
    expect(s.ports.scheduler.wakes.some((w) => w.gameId === gameId && w.seat === 0)).toBe(true);
  });

  it('bots in a row: each move makes the next bot due a pause later, and the runner goes on until a person is to play', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Bobo', bot: true }, { name: 'Ann' }]);
    const gameId = await s.create();
    const done = await s.inline.run(s.inlinePorts, T0 + 15_000, s.sleep);
    const seats = s.systemMoves(gameId).map((r) => r.onBehalfOf);
    expect(new Set(seats)).toEqual(new Set([0, 1]));
    expect(done.botMoves).toBe(seats.length);
    expect(done.runs).toBeGreaterThanOrEqual(2);
    // A pause before each bot's move.
    expect(s.sleeps.length).toBeGreaterThanOrEqual(2);
    for (const ms of s.sleeps) expect(ms).toBeGreaterThanOrEqual(1000);
  });

  it('stops at its deadline: a wake-up due after it is left to the scheduler', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Bobo', bot: true }, { name: 'Ann' }]);
    const gameId = await s.create();
    const done = await s.inline.run(s.inlinePorts, T0 + 1_500, s.sleep);
    expect(done.runs).toBe(1);
    expect(s.systemMoves(gameId).map((r) => r.onBehalfOf)).toEqual(Array(done.botMoves).fill(0));
    // Bobo's turn came after the deadline: asked of the scheduler, not run here.
    expect(s.ports.scheduler.wakes.some((w) => w.gameId === gameId && w.seat === 1)).toBe(true);
  });

  it('a wake-up the scheduler failed to take is still run here', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Ann' }, { name: 'Bob' }]);
    s.ports.scheduler.failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gameId = await s.create();
    vi.restoreAllMocks();
    expect(s.ports.scheduler.wakes).toEqual([]);
    const done = await s.inline.run(s.inlinePorts, T0 + 15_000, s.sleep);
    expect(done.botMoves).toBeGreaterThanOrEqual(1);
    expect(s.systemMoves(gameId).length).toBe(done.botMoves);
  });

  it("keeps only wake-ups due within INLINE_WAIT_MS: a deadline hours away is the scheduler's alone", async () => {
    const s = setup([{ name: 'Ann' }, { name: 'Bob' }]);
    await s.inline.wake({
      gameId: 'g'.repeat(22),
      version: 3,
      seat: 1,
      at: new Date(T0 + INLINE_WAIT_MS + 1).toISOString(),
    });
    await s.inline.wake({ gameId: 'g'.repeat(22), version: 3, seat: 0, at: new Date(T0 + 3_600_000).toISOString() });
    const done = await s.inline.run(s.inlinePorts, T0 + 15_000, s.sleep);
    expect(done.runs).toBe(0);
    expect(s.sleeps).toEqual([]);
    expect(s.ports.scheduler.wakes).toHaveLength(2);
  });

  it("only on AWS: the runner wraps EventBridge Scheduler, never the local stack's timers or a test's scheduler", () => {
    const ports = memoryPorts();
    expect(inlineWakesOf(ports)).toBeNull();
    const eventBridge = new EventBridgeScheduler(
      new SchedulerClient({ region: 'eu-west-1' }),
      { group: 'g', functionArn: 'f', roleArn: 'r' },
      ports.clock,
    );
    expect(inlineWakesOf({ ...ports, scheduler: eventBridge })).toBeInstanceOf(InlineWakes);
  });
});

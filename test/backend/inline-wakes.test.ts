import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventBridgeScheduler } from '../../lambdas/adapters/scheduler/eventbridge-scheduler.js';
import { INLINE_WAIT_MS, NearWakes, nearWakesOf, settleNear } from '../../lambdas/handlers/inline-wakes.js';
import { countingBroadcaster } from '../../lambdas/handlers/ops/observer.js';
import type { CreatedFrame } from '../../lambdas/protocol/server.js';
import { memoryPorts, type MemoryPorts } from './support/memory-ports.js';
import { MemoryTable } from './support/memory-table.js';

// On AWS a handler settles the games whose wake-ups it asked for within seconds
// (lambdas/handlers/inline-wakes.ts): EventBridge Scheduler would serve a bot's 3-second pause a
// minute or two late. Memory ports on a clock that moves only when the handler sleeps; bots
// pause 1 s here (memoryPorts' limits).
const T0 = Date.parse('2026-12-01T09:00:00.000Z');
const logs = process.env.TRADEWINDS_LOGS;
beforeAll(() => void (process.env.TRADEWINDS_LOGS = 'off'));
afterAll(() => {
  if (logs === undefined) delete process.env.TRADEWINDS_LOGS;
  else process.env.TRADEWINDS_LOGS = logs;
});

function setup(seats: { name: string; bot?: boolean }[]) {
  const ports = memoryPorts();
  let t = T0;
  const near = new NearWakes(ports.scheduler, () => t);
  const nearPorts: MemoryPorts = { ...ports, clock: { now: () => new Date(t) }, scheduler: near as never };
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
    t += ms;
  };
  const table = new MemoryTable(nearPorts);
  const create = async () => {
    const [created] = (await table.send('creator', { action: 'create', nonce: 'inline-wakes-nonce-0000000', rules: 'manila', seats })) as CreatedFrame[];
    expect(created.type, JSON.stringify(created)).toBe('created');
    return created.gameId;
  };
  const settle = (deadlineMs: number) => settleNear(near, { ...nearPorts, broadcaster: countingBroadcaster(nearPorts.broadcaster) }, deadlineMs, 'inv', sleep);
  const botMoves = (gameId: string) => ports.events.logs.get(gameId)!.filter((r) => r.actor === 'system' && r.reason === 'bot');
  return { ports, near, sleeps, create, settle, botMoves };
}

describe('settling near wake-ups in the handler', () => {
  it('a bot due a second after its table is created moves after its pause, made by the handler that created the table; the people are left to play', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Ann' }, { name: 'Bob' }]);
    const gameId = await s.create();
    expect([...s.near.games]).toEqual([gameId]);
    await s.settle(T0 + 15_000);
    const moves = s.botMoves(gameId);
    expect(moves.length).toBeGreaterThanOrEqual(1);
    expect(moves.every((r) => r.onBehalfOf === 0)).toBe(true);
    // It waited the pause, no less.
    expect(s.sleeps[0]).toBeGreaterThanOrEqual(1000);
    // The wake-up still went to the scheduler, so it is not lost if the handler dies waiting.
    expect(s.ports.scheduler.wakes.some((w) => w.gameId === gameId && w.seat === 0)).toBe(true);
  });

  it('bots in a row: each move makes the next bot due a pause later, and the handler goes on until a person is to play', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Bobo', bot: true }, { name: 'Ann' }]);
    const gameId = await s.create();
    await s.settle(T0 + 15_000);
    expect(new Set(s.botMoves(gameId).map((r) => r.onBehalfOf))).toEqual(new Set([0, 1]));
    expect(s.sleeps.length).toBeGreaterThanOrEqual(2);
    for (const ms of s.sleeps) expect(ms).toBeGreaterThanOrEqual(1000);
  });

  it('stops at its deadline: a wake-up due after it is left to the scheduler', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Bobo', bot: true }, { name: 'Ann' }]);
    const gameId = await s.create();
    await s.settle(T0 + 1_500);
    expect(s.botMoves(gameId).map((r) => r.onBehalfOf)).toEqual(Array(s.botMoves(gameId).length).fill(0));
    expect(s.botMoves(gameId).length).toBeGreaterThanOrEqual(1);
    // Bobo's turn came after the deadline: asked of the scheduler, not made here.
    expect(s.ports.scheduler.wakes.some((w) => w.gameId === gameId && w.seat === 1)).toBe(true);
  });

  it('a deadline already passed settles nothing', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Ann' }, { name: 'Bob' }]);
    const gameId = await s.create();
    await s.settle(T0);
    expect(s.botMoves(gameId)).toEqual([]);
  });

  it('a wake-up the scheduler failed to take is still settled here', async () => {
    const s = setup([{ name: 'Robo', bot: true }, { name: 'Ann' }, { name: 'Bob' }]);
    s.ports.scheduler.failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const gameId = await s.create();
    expect(s.ports.scheduler.wakes).toEqual([]);
    await s.settle(T0 + 15_000);
    vi.restoreAllMocks();
    expect(s.botMoves(gameId).length).toBeGreaterThanOrEqual(1);
  });

  it('notes only wake-ups due within INLINE_WAIT_MS: a deadline hours away is the scheduler\'s alone', async () => {
    const s = setup([{ name: 'Ann' }, { name: 'Bob' }]);
    await s.near.wake({ gameId: 'g'.repeat(22), version: 3, seat: 1, at: new Date(T0 + INLINE_WAIT_MS + 1).toISOString() });
    await s.near.wake({ gameId: 'g'.repeat(22), version: 3, seat: 0, at: new Date(T0 + 3_600_000).toISOString() });
    expect(s.near.games.size).toBe(0);
    expect(s.ports.scheduler.wakes).toHaveLength(2);
    await s.near.wake({ gameId: 'h'.repeat(22), version: 3, seat: 0, at: new Date(T0 + INLINE_WAIT_MS).toISOString() });
    expect([...s.near.games]).toEqual(['h'.repeat(22)]);
  });

  it('only on AWS: noted around EventBridge Scheduler, never around the local stack\'s timers or a test\'s scheduler', () => {
    const ports = memoryPorts();
    expect(nearWakesOf(ports)).toBeNull();
    const eventBridge = new EventBridgeScheduler(new SchedulerClient({ region: 'eu-west-1' }), { group: 'g', functionArn: 'f', roleArn: 'r' }, ports.clock);
    expect(nearWakesOf({ ...ports, scheduler: eventBridge })).toBeInstanceOf(NearWakes);
  });
});

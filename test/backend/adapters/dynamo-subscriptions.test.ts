import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSubscriptionRecord } from '../../../lambdas/app/ports.js';
import { dynalitePorts, type DynalitePorts } from '../support/dynalite-ports.js';

let store: DynalitePorts;
beforeAll(async () => {
  store = await dynalitePorts();
});
afterAll(async () => {
  await store?.close();
});

const sub = (gameId: string, seat: number, device: string, mode: 'each' | 'digest'): PushSubscriptionRecord => ({
  gameId,
  seat,
  device,
  endpoint: `https://push.example/${gameId}/${seat}/${device}`,
  keys: { p256dh: 'p', auth: 'a' },
  mode,
  digestHour: mode === 'digest' ? 7 : null,
  timeZone: 'Europe/Paris',
  locale: seat === 1 ? 'hu' : 'en',
  updatedAt: '2026-12-01T09:00:00.000Z',
});

describe('the notifications table through the real SDK (dynalite)', () => {
  const subs = () => store.ports.subscriptions;

  it('keeps one subscription per (game, seat, device), lists a game with one query, and the digest index holds digest subscriptions only', async () => {
    await subs().put(sub('gameA', 0, 'd1', 'each'), 5);
    await subs().put(sub('gameA', 0, 'd2', 'digest'), 5);
    await subs().put(sub('gameA', 1, 'd1', 'each'), 5);
    await subs().put(sub('gameA', 1, 'd1', 'digest'), 5);
    await subs().put(sub('gameB', 2, 'd9', 'digest'), 5);
    const a = await subs().byGame('gameA');
    expect(a.map((s) => `${s.seat}/${s.device}/${s.mode}`).sort()).toEqual(['0/d1/each', '0/d2/digest', '1/d1/digest']);
    expect(a.find((s) => s.device === 'd2')).toEqual(sub('gameA', 0, 'd2', 'digest'));
    // The language its pushes are written in is kept with it.
    expect(a.find((s) => s.seat === 1)).toEqual(sub('gameA', 1, 'd1', 'digest'));
    expect((await subs().digests()).map((s) => `${s.gameId}/${s.seat}/${s.device}`).sort()).toEqual([
      'gameA/0/d2',
      'gameA/1/d1',
      'gameB/2/d9',
    ]);
    // Back to 'each': out of the index.
    await subs().put(sub('gameA', 1, 'd1', 'each'), 5);
    expect((await subs().digests()).length).toBe(2);
    await subs().remove('gameA', 0, 'd2');
    expect((await subs().byGame('gameA')).length).toBe(2);
  });

  it('keeps at most the given number of devices per seat, even when they all register at once; a device it has replaces its own, a removed one frees its place', async () => {
    const devices = Array.from({ length: 20 }, (_, n) => `dev${n}`);
    const stored = await Promise.all(devices.map((d) => subs().put(sub('gameE', 0, d, 'each'), 3)));
    expect(stored.filter(Boolean).length).toBe(3);
    const kept = (await subs().byGame('gameE')).map((s) => s.device).sort();
    expect(kept).toEqual(devices.filter((_, n) => stored[n]).sort());
    // The devices that have one may store it again, as often as they like; the others may not.
    for (const d of kept) expect(await subs().put({ ...sub('gameE', 0, d, 'digest') }, 3), d).toBe(true);
    expect(await subs().put(sub('gameE', 0, 'another', 'each'), 3)).toBe(false);
    expect((await subs().byGame('gameE')).map((s) => `${s.device}/${s.mode}`).sort()).toEqual(
      kept.map((d) => `${d}/digest`),
    );
    // Another seat, another game: places of their own.
    expect(await subs().put(sub('gameE', 1, 'another', 'each'), 3)).toBe(true);
    expect(await subs().put(sub('gameF', 0, 'another', 'each'), 3)).toBe(true);
    await subs().remove('gameE', 0, kept[0]);
    expect(await subs().put(sub('gameE', 0, 'another', 'each'), 3)).toBe(true);
    expect(await subs().put(sub('gameE', 0, 'one-more', 'each'), 3)).toBe(false);
    // Removing what is not there changes nothing.
    await subs().remove('gameE', 0, 'never-stored');
    await subs().remove('gameG', 0, 'never-stored');
    expect(await subs().byGame('gameG')).toEqual([]);
    expect((await subs().byGame('gameE')).length).toBe(4);
  });

  it('keeps the webhook beside the subscriptions, switches it off only if it is still the same URL, and marks once', async () => {
    expect(await subs().webhook('gameC')).toBeNull();
    await subs().setWebhook('gameC', {
      gameId: 'gameC',
      url: 'https://discord.com/api/webhooks/1/a',
      off: null,
      setBy: 1,
      locale: 'fa',
      updatedAt: 't0',
    });
    expect(await subs().switchOffWebhook('gameC', 'https://discord.com/api/webhooks/2/b', 'no', 't1')).toBe(false);
    expect(await subs().switchOffWebhook('gameC', 'https://discord.com/api/webhooks/1/a', 'HTTP 500', 't1')).toBe(true);
    expect(await subs().switchOffWebhook('gameC', 'https://discord.com/api/webhooks/1/a', 'again', 't2')).toBe(false);
    expect(await subs().webhook('gameC')).toEqual({
      gameId: 'gameC',
      url: 'https://discord.com/api/webhooks/1/a',
      off: 'HTTP 500',
      setBy: 1,
      locale: 'fa',
      updatedAt: 't1',
    });
    expect(await subs().byGame('gameC')).toEqual([]);
    await subs().setWebhook('gameC', null);
    expect(await subs().webhook('gameC')).toBeNull();
    expect(await subs().markOnce('gameC', 'remind#0#x#24h', 1)).toBe(true);
    expect(await subs().markOnce('gameC', 'remind#0#x#24h', 1)).toBe(false);
    expect(await subs().markOnce('gameC', 'remind#0#x#2h', 1)).toBe(true);
    expect(await subs().byGame('gameC')).toEqual([]);
  });

  it('stores presence on a connection that watches the game, and creates none for one that does not', async () => {
    const c = store.ports.connections;
    await c.put({ connectionId: 'conn1', gameId: 'gameD', seat: 0, connectedAt: 't', expiresAt: 1 });
    expect(await c.setVisible('gameD', 'conn1', true)).toBe(true);
    expect(await c.setVisible('gameD', 'nobody', true)).toBe(false);
    expect(await c.byGame('gameD')).toEqual([
      { connectionId: 'conn1', gameId: 'gameD', seat: 0, connectedAt: 't', expiresAt: 1, visible: true },
    ]);
  });
});

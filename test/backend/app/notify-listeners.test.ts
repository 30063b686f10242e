// The notifier costs nothing for a table nobody listens to: on the local stack the command path
// does not hand it the records, and on AWS the events stream's filter passes none of them (the
// flag append-record.ts writes with a record). A table with a push subscription is still
// notified, with no read of what the command (or the stream's record) already holds: the games
// item and the log. Prints the items the notifier read per command, the figure the issue counts.
import { describe, expect, it } from 'vitest';
import { ORDERS_TYPE } from '../../../engine/core/orders-log.js';
import { LocalNotifier } from '../../../infra/local/notifier.js';
import { notifyAppended } from '../../../lambdas/app/notify/appended.js';
import { markIfListened } from '../../../lambdas/app/notify/listeners.js';
import type { NotifyPorts, Ports } from '../../../lambdas/app/ports.js';
import { legalFor, loaded, logOf, openTable, send, stillPorts, type ClockedTable } from '../support/clocked-table.js';
import { subscriptionFor, withNotifying } from '../support/recording-push.js';

/** The store reads the notifier may make, by port: each counts the items it returns (at least one, as a read unit does). */
const READS = {
  games: ['get', 'pendingBefore'],
  events: ['readAfter', 'readLatest', 'read'],
  subscriptions: ['byGame', 'webhook', 'digests'],
  connections: ['byGame'],
} as const;
type Store = keyof typeof READS;

interface Counted {
  ports: NotifyPorts;
  items: Record<Store, number>;
  /** The versions of the events items read, to tell the log before a batch from the batch itself. */
  versionsRead: number[];
}

/** The same stores, each read counted; what the notifier reads goes through these alone. */
function counted(ports: NotifyPorts): Counted {
  const items: Record<Store, number> = { games: 0, events: 0, subscriptions: 0, connections: 0 };
  const versionsRead: number[] = [];
  const wrap = <S extends Store>(store: S): Ports[S] =>
    new Proxy(ports[store], {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        const read = (READS[store] as readonly string[]).includes(String(name));
        return async (...args: unknown[]) => {
          const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (read) {
            const list = Array.isArray(answer) ? answer : [answer];
            items[store] += Math.max(1, list.length);
            if (store === 'events') for (const r of list) if (r) versionsRead.push((r as { version: number }).version);
          }
          return answer;
        };
      },
    });
  return {
    ports: {
      ...ports,
      games: wrap('games'),
      events: wrap('events'),
      subscriptions: wrap('subscriptions'),
      connections: wrap('connections'),
    },
    items,
    versionsRead,
  };
}

const total = (c: Counted) => Object.values(c.items).reduce((a, b) => a + b, 0);

/** Ann and Bo at the tutorial race, both playing by hand (forced moves off, so no record leaves a wake). */
async function byHandTable(): Promise<
  ClockedTable & { ports: ReturnType<typeof withNotifying<ClockedTable['ports']>> }
> {
  const ports = withNotifying(stillPorts());
  const t = await openTable('manila-tutorial', [{ name: 'Ann' }, { name: 'Bo' }], undefined, ports);
  for (const seat of [0, 1]) {
    const answer = await send(t, seat, { type: ORDERS_TYPE, orders: [], forced: false });
    expect(
      answer.some((f) => f.type === 'error'),
      JSON.stringify(answer),
    ).toBe(false);
  }
  return { ...t, ports };
}

/** Plays `n` commands, each by the seat to act, running `after` with each command's version; returns the versions they made. */
async function play(t: ClockedTable, n: number, after?: (version: number) => Promise<void>): Promise<number[]> {
  const made: number[] = [];
  for (let i = 0; i < n; i++) {
    const g = await loaded(t);
    const seat = g.game.toAct(g.state)[0];
    const answer = await send(t, seat, await legalFor(t, seat));
    expect(
      answer.some((f) => f.type === 'error'),
      JSON.stringify(answer),
    ).toBe(false);
    made.push(logOf(t).length);
    await after?.(logOf(t).length);
  }
  return made;
}

const COMMANDS = 8;

describe('the notifier reads nothing when nobody listens', () => {
  it('a table with no push subscription or webhook: the command path hands the notifier nothing, the stream filter passes no record, and the notifier reads no item', async () => {
    const t = await byHandTable();
    const c = counted(t.ports);
    const notifier = new LocalNotifier(() => c.ports, t.ports.push, t.ports.webhooks, 0);
    let told = 0;
    t.ports.notifier = {
      appended: (a) => {
        told++;
        notifier.appended(a);
      },
    };
    const from = logOf(t).length;
    const made = await play(t, COMMANDS);
    await notifier.idle();
    expect(told).toBe(0);
    // The events items of these commands carry no flag: the stream's filter invokes nothing for them.
    const flagged = (t.ports.events.notifying.get(t.gameId) ?? []).filter((v) => v > from);
    expect(flagged).toEqual([]);
    expect(made).toHaveLength(COMMANDS);
    expect(total(c)).toBe(0);
    console.log(`notifier items read per command, table nobody listens to: ${total(c) / COMMANDS} (local and AWS)`);
  });

  it('a table where a seat turned push on: every record is notified and flagged for the stream; the local notifier reads no games item or record, the stream notifier no record it was given', async () => {
    const t = await byHandTable();
    const [on] = await t.table.send('c1', {
      action: 'notify',
      gameId: t.gameId,
      seat: 1,
      token: t.tokens[1],
      device: 'bo-phone'.padEnd(22, 'x'),
      subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/bo'),
      mode: 'each',
    });
    expect(on).toMatchObject({ type: 'notifying', mode: 'each' });
    // Bo is away: his connection says his page is hidden, so he is pushed to.
    await t.table.send('c1', { action: 'presence', requestId: 'p1', gameId: t.gameId, visible: false });
    const local = counted(t.ports);
    const notifier = new LocalNotifier(() => local.ports, t.ports.push, t.ports.webhooks, 0);
    const told: number[] = [];
    t.ports.notifier = {
      appended: (a) => {
        told.push(...a.steps.map((s) => s.record.version));
        notifier.appended(a);
      },
    };
    const from = logOf(t).length;
    // On AWS the stream hands the notifier each flagged record seconds after its command: every one of these.
    const stream = counted(t.ports);
    let streamed = 0;
    const made = await play(t, COMMANDS, async (version) => {
      await notifier.idle();
      const flagged = (t.ports.events.notifying.get(t.gameId) ?? []).filter((v) => v > from && v <= version);
      for (const v of flagged.slice(streamed)) {
        const record = logOf(t).find((r) => r.version === v)!;
        const readBefore = stream.versionsRead.length;
        await notifyAppended(stream.ports, t.gameId, [record]);
        // The log only up to the record the stream carried, never that record itself.
        expect(stream.versionsRead.slice(readBefore).every((r) => r < v)).toBe(true);
      }
      streamed = flagged.length;
    });
    await notifier.idle();
    const all = logOf(t)
      .map((r) => r.version)
      .filter((v) => v > from);
    expect(told).toEqual(all);
    expect(made.at(-1)).toBe(all.at(-1));
    // Bo heard that it was his turn.
    // Told by both notifiers here: the local stack's and the stream's each sent their push.
    const turns = t.ports.push.sent.filter((p) => p.payload.kind === 'turn' && p.payload.seat === 1);
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.length % 2).toBe(0);
    expect(local.items.games).toBe(0);
    expect(local.items.events).toBe(0);
    expect(local.items.subscriptions).toBeGreaterThan(0);

    expect(streamed).toBe(all.length);
    expect((t.ports.events.notifying.get(t.gameId) ?? []).filter((v) => v > from)).toEqual(all);
    // The games item once per batch.
    expect(stream.items.games).toBe(all.length);
    console.log(
      `notifier items read per command, table with a push subscription: local ${total(local) / all.length} ` +
        `(${JSON.stringify(local.items)}), AWS stream ${total(stream) / all.length} (${JSON.stringify(stream.items)})`,
    );
  });

  it('a table whose push subscription or webhook predates the mark is marked at the restart check; one nobody listens to is not', async () => {
    const t = await byHandTable();
    expect(await markIfListened(t.ports, t.gameId)).toBe(false);
    expect((await t.ports.games.get(t.gameId))?.listened).toBeUndefined();
    // Stored as an older server stored it: the subscription without the games item's mark.
    await t.ports.subscriptions.put(
      {
        gameId: t.gameId,
        seat: 1,
        device: 'bo-phone'.padEnd(22, 'x'),
        endpoint: 'https://fcm.googleapis.com/fcm/send/bo',
        keys: subscriptionFor('https://fcm.googleapis.com/fcm/send/bo').keys,
        mode: 'each',
        digestHour: null,
        timeZone: 'UTC',
        locale: 'en',
        updatedAt: new Date(0).toISOString(),
      },
      5,
    );
    expect(await markIfListened(t.ports, t.gameId)).toBe(true);
    expect((await t.ports.games.get(t.gameId))?.listened).toBe(true);
  });

  it('a stream batch with records the filter left out between its own: the notifier reads those from the log, never the ones it was given', async () => {
    const t = await byHandTable();
    const from = logOf(t).length;
    await play(t, 6);
    const log = logOf(t);
    const given = [log[from + 1], log[from + 4]];
    const c = counted(t.ports);
    const result = await notifyAppended(c.ports, t.gameId, given);
    expect(result.pushes).toEqual([]);
    const read = new Set(c.versionsRead);
    expect(read.has(given[0].version) || read.has(given[1].version)).toBe(false);
    const between = log
      .filter((r) => r.version > given[0].version && r.version < given[1].version)
      .map((r) => r.version);
    expect(between).toHaveLength(2);
    expect(between.every((v) => read.has(v))).toBe(true);
  });
});

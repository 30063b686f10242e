import { describe, expect, it } from 'vitest';
import { deadlines } from '../../../engine/core/clock/index.js';
import { digestDue } from '../../../lambdas/app/notify/digest.js';
import { remindDue } from '../../../lambdas/app/notify/reminders.js';
import { pushTopic } from '../../../lambdas/app/notify/push.js';
import { loaded, openTable, stillPorts, T0, type ClockedTable } from '../support/clocked-table.js';
import { subscriptionFor, withNotifying } from '../support/recording-push.js';

const HOUR = 3600_000;
const PEOPLE = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];

async function notifyOn(t: ClockedTable, seat: number, extra: object = { mode: 'each' }) {
  const frames = await t.table.send(`c${seat}`, {
    action: 'notify',
    gameId: t.gameId,
    seat,
    token: t.tokens[seat],
    device: `dev-${seat}`.padEnd(22, 'x'),
    subscription: subscriptionFor(`https://fcm.googleapis.com/fcm/send/s${seat}`),
    ...extra,
  });
  expect(frames[0]).toMatchObject({ type: 'notifying', mode: (extra as { mode: string }).mode });
}

describe('reminders before a deadline, on a fake clock', () => {
  it('sends the 24-hour and the 2-hour reminder once each, urgent, with the time left as TTL; only to the seat that must act', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, { clock: { moveSeconds: 48 * 3600 } }, ports);
    for (const seat of [0, 1, 2]) await notifyOn(t, seat);
    const g = await loaded(t);
    const due = deadlines(g.clock!);
    expect(due.length).toBe(1);
    const { seat, deadlineMs } = due[0];

    const run = async (ms: number) => (await remindDue(ports, ms)).pushes.length;
    expect(await run(T0 + HOUR)).toBe(0);
    expect(await run(deadlineMs - 24 * HOUR - 60_000)).toBe(0);
    expect(await run(deadlineMs - 24 * HOUR + 60_000)).toBe(1);
    expect(await run(deadlineMs - 24 * HOUR + 120_000)).toBe(0);
    expect(await run(deadlineMs - 20 * HOUR)).toBe(0);
    expect(await run(deadlineMs - 2 * HOUR + 60_000)).toBe(1);
    expect(await run(deadlineMs - HOUR)).toBe(0);
    expect(await run(deadlineMs + 60_000)).toBe(0);

    expect(ports.push.sent.map((s) => [s.endpoint, s.payload.kind, s.payload.title])).toEqual([
      [
        `https://fcm.googleapis.com/fcm/send/s${seat}`,
        'reminder',
        expect.stringMatching(/^A day left in Manila \(game with /),
      ],
      [`https://fcm.googleapis.com/fcm/send/s${seat}`, 'reminder', expect.stringMatching(/^Two hours left in Manila/)],
    ]);
    for (const s of ports.push.sent) {
      expect(s.options.urgency).toBe('high');
      expect(s.options.topic).toBe(pushTopic(t.gameId, seat));
    }
    expect(ports.push.sent[0].options.ttl).toBe(24 * 3600 - 60);
    expect(ports.push.sent[1].payload.body).toBe('Your move is due in 1 h 59 min.');
  });

  it('gives a seat whose turn began with less than a day only the 2-hour reminder, and none while its page is visible', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, { clock: { moveSeconds: 10 * 3600 } }, ports);
    for (const seat of [0, 1, 2]) await notifyOn(t, seat);
    const { seat, deadlineMs } = deadlines((await loaded(t)).clock!)[0];
    expect((await remindDue(ports, deadlineMs - 9 * HOUR)).pushes).toEqual([]);
    await t.table.send(`c${seat}`, { action: 'presence', gameId: t.gameId, visible: true });
    expect((await remindDue(ports, deadlineMs - HOUR)).pushes).toEqual([]);
    await t.table.send(`c${seat}`, { action: 'presence', gameId: t.gameId, visible: false });
    expect((await remindDue(ports, deadlineMs - HOUR + 60_000)).pushes).toMatchObject([
      { seat, reminder: '2h', result: 'sent' },
    ]);
  });

  it('sends nothing for tables without a clock, and nothing to a subscription in digest mode', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, undefined, ports);
    for (const seat of [0, 1, 2]) await notifyOn(t, seat);
    expect((await remindDue(ports, T0 + 47 * HOUR)).pushes).toEqual([]);
    const c = await openTable('manila', PEOPLE, { clock: { moveSeconds: 48 * 3600 } }, ports);
    for (const seat of [0, 1, 2]) await notifyOn(c, seat, { mode: 'digest', digestHour: 9 });
    expect((await remindDue(ports, T0 + 47 * HOUR)).pushes).toEqual([]);
  });
});

describe('the daily digest, on a fake clock', () => {
  it('lists the games waiting for a device at its local hour, once a day, grouped per endpoint', async () => {
    const ports = withNotifying(stillPorts());
    // T0 is 09:00 UTC, 10:00 in Berlin.
    const a = await openTable('manila', PEOPLE, undefined, ports);
    const b = await openTable('manila', [{ name: 'Ann' }, { name: 'Dee' }, { name: 'Eve' }], undefined, ports);
    const toActA = (await loaded(a)).game.toAct((await loaded(a)).state)[0];
    const toActB = (await loaded(b)).game.toAct((await loaded(b)).state)[0];
    const device = 'phone-of-ann'.padEnd(22, 'x');
    const digest = { mode: 'digest', digestHour: 9, timeZone: 'Europe/Berlin' };
    for (const t of [a, b]) {
      for (const seat of [0, 1, 2]) {
        // Every seat on its own phone; the seat that must act in both games is on the same one.
        const endpoint = `https://fcm.googleapis.com/fcm/send/${(t === a ? seat === toActA : seat === toActB) ? 'shared' : `${t.gameId}-${seat}`}`;
        const frames = await t.table.send(`c${seat}`, {
          action: 'notify',
          gameId: t.gameId,
          seat,
          token: t.tokens[seat],
          device,
          subscription: subscriptionFor(endpoint),
          ...digest,
        });
        expect(frames[0]).toMatchObject({ type: 'notifying', mode: 'digest' });
      }
    }
    expect((await digestDue(ports, T0)).pushes).toEqual([]);
    const nineInBerlin = T0 + 23 * HOUR;
    const first = await digestDue(ports, nineInBerlin);
    expect(first.pushes).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/shared', games: 2, result: 'sent' },
    ]);
    expect(ports.push.sent[0].payload).toMatchObject({ kind: 'digest', title: '2 games are waiting for you' });
    expect(ports.push.sent[0].payload.body.split('\n').length).toBe(2);
    expect((await digestDue(ports, nineInBerlin + 30 * 60_000)).pushes).toEqual([]);
    expect((await digestDue(ports, nineInBerlin + 24 * HOUR)).pushes.length).toBe(1);
  });
});

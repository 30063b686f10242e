import { describe, expect, it } from 'vitest';
import { deadlines } from '../../../engine/core/clock/index.js';
import { expireDue } from '../../../lambdas/app/expire.js';
import { notifyAppended } from '../../../lambdas/app/notify/appended.js';
import { MAX_DEVICES_PER_SEAT } from '../../../lambdas/app/notify/settings.js';
import type { Notifier, StoredCommand } from '../../../lambdas/app/ports.js';
import { legalFor, loaded, logOf, openTable, send, stillPorts, T0 } from '../support/clocked-table.js';
import { subscriptionFor, withNotifying } from '../support/recording-push.js';
import { englishText, translators } from '../../support/english.js';
import { renderLine } from '../../../i18n/render-line.js';

const PEOPLE = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];
const device = (seat: number) => `device-of-${seat}`.padEnd(22, 'x');

describe('notify, webhook and presence messages', () => {
  it('refuses what cannot be stored, with specific codes, and stores nothing then', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, undefined, ports);
    const base = { action: 'notify', gameId: t.gameId, seat: 0, token: t.tokens[0], device: device(0) };
    const cases: [object, string, RegExp][] = [
      [
        { ...base, subscription: subscriptionFor('http://fcm.googleapis.com/fcm/send/x'), mode: 'each' },
        'PUSH_ENDPOINT',
        /push services are https/,
      ],
      [{ ...base, subscription: subscriptionFor('http://127.0.0.1:9/x'), mode: 'each' }, 'PUSH_ENDPOINT', /https/],
      [
        { ...base, subscription: subscriptionFor('https://169.254.169.254/latest/meta-data/'), mode: 'each' },
        'PUSH_ENDPOINT',
        /names an IP address/,
      ],
      [
        { ...base, subscription: subscriptionFor('https://localhost/x'), mode: 'each' },
        'PUSH_ENDPOINT',
        /not a browser push service/,
      ],
      [
        { ...base, subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/x'), mode: 'digest' },
        'SCHEMA',
        /digestHour/,
      ],
      [{ ...base, subscription: null, mode: 'each' }, 'SCHEMA', /subscription/],
      [
        {
          ...base,
          subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/x'),
          mode: 'digest',
          digestHour: 9,
          timeZone: 'Mars/Olympus',
        },
        'SCHEMA',
        /timeZone/,
      ],
      [
        {
          ...base,
          device: 'short',
          subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/x'),
          mode: 'each',
        },
        'SCHEMA',
        /device/,
      ],
      [
        {
          ...base,
          token: t.tokens[1],
          subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/x'),
          mode: 'each',
        },
        'BAD_TOKEN',
        /token/,
      ],
      [
        {
          ...base,
          subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'x', auth: 'y' } },
          mode: 'each',
        },
        'SCHEMA',
        /p256dh/,
      ],
      [{ action: 'presence', gameId: t.gameId, visible: true }, 'NOT_SUBSCRIBED', /subscribe first/],
      [
        {
          action: 'webhook',
          gameId: t.gameId,
          seat: 0,
          token: t.tokens[0],
          url: 'https://hooks.slack.com.evil.example/x',
        },
        'WEBHOOK_URL',
        /not a chat service/,
      ],
      [
        { action: 'webhook', gameId: t.gameId, seat: 0, token: t.tokens[0], url: 'http://127.0.0.1:9/x' },
        'WEBHOOK_URL',
        /only https/,
      ],
    ];
    for (const [msg, code, message] of cases) {
      const [answer] = await t.table.send('outsider', msg);
      expect(answer, JSON.stringify(msg)).toMatchObject({
        type: 'error',
        code,
        message: expect.stringMatching(message),
      });
    }
    expect(ports.subscriptions.pushes.size).toBe(0);
    expect(ports.subscriptions.hooks.size).toBe(0);
  });

  it('accepts the allowlisted chat hosts, tells seats and not spectators, and turns a subscription off', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, undefined, ports);
    await t.table.send('watcher', { action: 'subscribe', gameId: t.gameId, lastVersion: 0 });
    for (const url of [
      'https://discord.com/api/webhooks/1/a',
      'https://hooks.slack.com/services/T/B/x',
      'https://acme.webhook.office.com/webhookb2/x',
      'https://chat.googleapis.com/v1/spaces/x/messages?key=k',
    ]) {
      const [answer] = await t.table.send('c0', {
        action: 'webhook',
        requestId: 'r',
        gameId: t.gameId,
        seat: 0,
        token: t.tokens[0],
        url,
      });
      expect(answer).toEqual({ type: 'webhook', requestId: 'r', gameId: t.gameId, url });
      expect(t.table.received('c1').at(-1)).toEqual({ type: 'webhook', gameId: t.gameId, url });
    }
    expect(t.table.received('watcher').some((f) => f.type === 'webhook')).toBe(false);
    await t.table.send('c0', {
      action: 'notify',
      gameId: t.gameId,
      seat: 0,
      token: t.tokens[0],
      device: device(0),
      subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/a'),
      mode: 'each',
    });
    expect(ports.subscriptions.pushes.size).toBe(1);
    const [off] = await t.table.send('c0', {
      action: 'notify',
      gameId: t.gameId,
      seat: 0,
      token: t.tokens[0],
      device: device(0),
      subscription: null,
      mode: 'off',
    });
    expect(off).toMatchObject({ type: 'notifying', mode: 'off' });
    expect(ports.subscriptions.pushes.size).toBe(0);
  });
});

describe('the notifier port on the command path', () => {
  it('is told each append after the watchers have it, and neither a throwing nor a never-finishing notifier changes the answer', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, undefined, ports);
    // Only a table somebody listens to is handed to the notifier (notify-listeners.test.ts).
    const [on] = await t.table.send('c0', {
      action: 'notify',
      gameId: t.gameId,
      seat: 0,
      token: t.tokens[0],
      device: device(0),
      subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/0'),
      mode: 'each',
    });
    expect(on).toMatchObject({ type: 'notifying', mode: 'each' });
    const told: number[][] = [];
    ports.notifier = {
      appended: ({ steps }) => {
        const records = steps.map((s) => s.record);
        told.push(records.map((r) => r.version));
        // By now the update is posted to every watching seat.
        for (const seat of [0, 1, 2])
          expect(
            t.table.received(`c${seat}`).some((f) => f.type === 'update' && f.version === records[0].version),
          ).toBe(true);
        throw new Error('the notifier is broken');
      },
    };
    const g = await loaded(t);
    const seat = g.game.toAct(g.state)[0];
    const answer = await send(t, seat, await legalFor(t, seat));
    expect(answer.some((f) => f.type === 'error')).toBe(false);
    expect(told).toEqual([[2]]);
    ports.notifier = { appended: () => void new Promise(() => undefined) };
    const h = await loaded(t);
    const next = h.game.toAct(h.state)[0];
    expect((await send(t, next, await legalFor(t, next))).some((f) => f.type === 'error')).toBe(false);
    expect(logOf(t).length).toBe(3);
  });
});

describe('notifyAppended', () => {
  it("writes each push in the language its device turned notifications on in, and the webhook in its setter's", async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, { clock: { moveSeconds: 60 } }, ports);
    const locales = ['vi', 'fa', 'hu'] as const;
    for (const seat of [0, 1, 2]) {
      const [answer] = await t.table.send(`c${seat}`, {
        action: 'notify',
        gameId: t.gameId,
        seat,
        token: t.tokens[seat],
        device: device(seat),
        subscription: subscriptionFor(`https://fcm.googleapis.com/fcm/send/${seat}`),
        mode: 'each',
        locale: locales[seat],
      });
      expect(answer).toMatchObject({ type: 'notifying', mode: 'each' });
    }
    const [hook] = await t.table.send('c0', {
      action: 'webhook',
      gameId: t.gameId,
      seat: 0,
      token: t.tokens[0],
      url: 'https://hooks.slack.com/services/T/B/x',
      locale: 'hu',
    });
    expect(hook).toMatchObject({ type: 'webhook' });
    // A locale this server does not speak is refused like any malformed field.
    const [bad] = await t.table.send('c1', {
      action: 'notify',
      gameId: t.gameId,
      seat: 1,
      token: t.tokens[1],
      device: device(1),
      subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/1'),
      mode: 'each',
      locale: 'de',
    });
    expect(bad).toMatchObject({ type: 'error', code: 'SCHEMA' });
    const appended: StoredCommand[][] = [];
    ports.notifier = { appended: ({ steps }) => void appended.push(steps.map((s) => s.record)) };
    const { seat, deadlineMs } = deadlines((await loaded(t)).clock!)[0];
    ports.at(deadlineMs + 1);
    await expireDue(ports, t.gameId);
    await notifyAppended(ports, t.gameId, appended[0]);
    const after = await loaded(t);
    const task = after.game.task!(after.game.view(after.state, null))!;
    const moved = ports.push.sent.find((s) => s.payload.kind === 'moved')!;
    const mine = translators[locales[seat]];
    expect(
      moved.payload.title.startsWith(
        mine.msg({ id: 'notify.push.timeoutTitle', defaultMessage: '' }, { game: mine.byId('term.game.manila.title') }),
      ),
    ).toBe(true);
    for (const turn of ports.push.sent.filter((s) => s.payload.kind === 'turn')) {
      const tr = translators[locales[turn.payload.seat]];
      const taskText = renderLine(tr, task, null);
      expect(
        turn.payload.title.startsWith(
          tr.msg({ id: 'notify.push.turnTitle', defaultMessage: '' }, { game: tr.byId('term.game.manila.title') }),
        ),
      ).toBe(true);
      expect(turn.payload.body.startsWith(taskText.charAt(0).toLocaleUpperCase(tr.locale) + taskText.slice(1))).toBe(
        true,
      );
      // Not English: the English task is nowhere in it.
      expect(turn.payload.body).not.toContain(englishText(task, null).slice(1));
    }
    const persian = ports.push.sent.filter((s) => s.payload.seat === 1);
    expect(persian.length).toBeGreaterThan(0);
    for (const p of persian) expect(`${p.payload.title} ${p.payload.body}`).not.toMatch(/[0-9]/);
    const posted = ports.webhooks.posts.map((p) => (p.body as { text: string }).text);
    expect(posted.length).toBeGreaterThan(0);
    expect(posted.at(-1)).toContain(renderLine(translators.hu, task, null));
    expect(posted.at(-1)).toMatch(/következik|következnek/);
  });

  it('tells a seat that its time ran out and the system moved for it, and the next seat that it must act; no push after a 410', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, { clock: { moveSeconds: 60 } }, ports);
    for (const seat of [0, 1, 2]) {
      await t.table.send(`c${seat}`, {
        action: 'notify',
        gameId: t.gameId,
        seat,
        token: t.tokens[seat],
        device: device(seat),
        subscription: subscriptionFor(`https://fcm.googleapis.com/fcm/send/${seat}`),
        mode: 'each',
      });
    }
    // The memory ports have no notifier: the test calls notifyAppended with what was appended, as the stream would.
    const appended: StoredCommand[][] = [];
    const notifier: Notifier = { appended: ({ steps }) => void appended.push(steps.map((s) => s.record)) };
    ports.notifier = notifier;
    const { seat, deadlineMs } = deadlines((await loaded(t)).clock!)[0];
    ports.at(deadlineMs + 1);
    expect(await expireDue(ports, t.gameId)).toMatchObject({ timeouts: 1 });
    expect(appended.length).toBe(1);
    const result = await notifyAppended(ports, t.gameId, appended[0]);
    const after = await loaded(t);
    const next = after.game.toAct(after.state).filter((s) => s !== seat);
    expect(result.pushes).toEqual(
      expect.arrayContaining([
        { seat, kind: 'moved', result: 'sent' },
        ...next.map((s) => ({ seat: s, kind: 'turn', result: 'sent' })),
      ]),
    );
    const moved = ports.push.sent.find((s) => s.payload.kind === 'moved')!;
    expect(moved.payload.title).toMatch(/^Your time ran out in Manila \(game with /);
    // A turn's push says first what the game asks of the seat, then what just happened.
    const task = englishText(after.game.task!(after.game.view(after.state, null))!, null);
    expect(task).not.toBe('');
    const turn = ports.push.sent.find((s) => s.payload.kind === 'turn')!;
    expect(turn.payload.body.startsWith(`${task[0].toUpperCase()}${task.slice(1)}. `)).toBe(true);
    // Nobody keeps quiet hours at this table: every push sounds, at normal urgency.
    expect(ports.push.sent.every((p) => p.payload.quiet === undefined && p.options.urgency === 'normal')).toBe(true);
    // The TTL of a clocked seat's push is the time to its deadline.
    const nextDeadline = deadlines(after.clock!).find((d) => d.seat === next[0])?.deadlineMs;
    if (nextDeadline !== undefined)
      expect(ports.push.sent.find((s) => s.payload.seat === next[0])!.options.ttl).toBe(
        Math.ceil((nextDeadline - ports.nowMs()) / 1000),
      );

    // Every browser dropped its subscription: the push service answers 410, and each one pushed to is removed.
    for (const seat of [0, 1, 2]) ports.push.gone.add(`https://fcm.googleapis.com/fcm/send/${seat}`);
    const before = ports.push.sent.length;
    await send(t, next[0], await legalFor(t, next[0]));
    const again = await notifyAppended(ports, t.gameId, appended.at(-1)!);
    expect(again.pushes.length).toBeGreaterThan(0);
    expect(again.pushes.every((p) => p.result === 'gone')).toBe(true);
    expect(ports.push.sent.length).toBe(before);
    const left = [...ports.subscriptions.pushes.values()].map((s) => s.seat);
    for (const p of again.pushes) expect(left).not.toContain(p.seat);
    expect(left.length).toBe(3 - again.pushes.length);
    expect(logOf(t).length).toBeGreaterThan(2);
    expect(T0).toBeLessThan(ports.nowMs());
  });

  it("sends a push in the seat's quiet hours, the ones its clock keeps, silent and at low urgency; outside them as usual", async () => {
    const ports = withNotifying(stillPorts());
    const hour = new Date(T0).getUTCHours();
    const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    // The table's quiet hours (every seat's, until it sets its own) cover T0.
    const quietHours = { timeZone: 'UTC', from: at(hour - 1), to: at(hour + 6) };
    const t = await openTable('manila', PEOPLE, { clock: { moveSeconds: 3600, quietHours } }, ports);
    for (const seat of [0, 1, 2]) {
      await t.table.send(`c${seat}`, {
        action: 'notify',
        gameId: t.gameId,
        seat,
        token: t.tokens[seat],
        device: device(seat),
        subscription: subscriptionFor(`https://fcm.googleapis.com/fcm/send/${seat}`),
        mode: 'each',
      });
    }
    const appended: StoredCommand[][] = [];
    ports.notifier = { appended: ({ steps }) => void appended.push(steps.map((s) => s.record)) };
    const mover = async () => {
      const g = await loaded(t);
      const seat = g.game.toAct(g.state)[0];
      await send(t, seat, await legalFor(t, seat));
      return notifyAppended(ports, t.gameId, appended.at(-1)!);
    };
    const night = await mover();
    expect(night.pushes.length).toBeGreaterThan(0);
    expect(ports.push.sent.length).toBeGreaterThan(0);
    for (const p of ports.push.sent) {
      expect(p.payload.quiet).toBe(true);
      expect(p.options.urgency).toBe('low');
    }
    // Seven hours later the night is over: the next push sounds again.
    ports.at(T0 + 7 * 3_600_000);
    const sentAtNight = ports.push.sent.length;
    let day = await mover();
    for (let i = 0; i < 20 && day.pushes.length === 0; i++) day = await mover();
    const morning = ports.push.sent.slice(sentAtNight);
    expect(morning.length).toBeGreaterThan(0);
    for (const p of morning) {
      expect(p.payload.quiet).toBeUndefined();
      expect(p.options.urgency).toBe('normal');
    }
  });
});

describe('push subscriptions per seat', () => {
  const subscribe = (t: Awaited<ReturnType<typeof openTable>>, seat: number, device: string, endpoint: string) =>
    // A connection of its own per device: what each receives is its own answer, however they interleave.
    t.table.send(`${seat}-${device}`, {
      action: 'notify',
      requestId: device,
      gameId: t.gameId,
      seat,
      token: t.tokens[seat],
      device,
      subscription: subscriptionFor(endpoint),
      mode: 'each',
    });
  const deviceNo = (n: number) => `device-${n}`.padEnd(22, 'x');

  it(`a seat has notifications on at most ${MAX_DEVICES_PER_SEAT} devices per game: the next new device is refused and nothing stored, an old one may still change its subscription`, async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, undefined, ports);
    for (let n = 0; n < MAX_DEVICES_PER_SEAT; n++) {
      expect(
        await subscribe(t, 0, deviceNo(n), `https://fcm.googleapis.com/fcm/send/${n}`),
        `device ${n}`,
      ).toMatchObject([{ type: 'notifying', mode: 'each' }]);
    }
    const before = structuredClone([...ports.subscriptions.pushes.values()]);
    const [refused] = await subscribe(t, 0, deviceNo(99), 'https://fcm.googleapis.com/fcm/send/99');
    expect(refused).toEqual({
      type: 'error',
      requestId: deviceNo(99),
      code: 'TOO_MANY_DEVICES',
      message: `Seat 1 (Ann) already has notifications on ${MAX_DEVICES_PER_SEAT} devices in this game: turn them off on one of those first.`,
    });
    expect([...ports.subscriptions.pushes.values()]).toEqual(before);
    // A device that has one replaces it (a new endpoint, another mode).
    const [again] = await t.table.send('c0', {
      action: 'notify',
      gameId: t.gameId,
      seat: 0,
      token: t.tokens[0],
      device: deviceNo(2),
      subscription: subscriptionFor('https://fcm.googleapis.com/fcm/send/2b'),
      mode: 'digest',
      digestHour: 8,
    });
    expect(again).toMatchObject({ type: 'notifying', mode: 'digest' });
    const mine = (await ports.subscriptions.byGame(t.gameId)).filter((s) => s.seat === 0);
    expect(mine.length).toBe(MAX_DEVICES_PER_SEAT);
    expect(mine.find((s) => s.device === deviceNo(2))).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/2b',
      mode: 'digest',
      digestHour: 8,
    });
    // Another seat has places of its own.
    expect(await subscribe(t, 1, deviceNo(99), 'https://fcm.googleapis.com/fcm/send/1-99')).toMatchObject([
      { type: 'notifying' },
    ]);
    // A device turned off frees its place.
    await t.table.send('c0', {
      action: 'notify',
      gameId: t.gameId,
      seat: 0,
      token: t.tokens[0],
      device: deviceNo(0),
      subscription: null,
      mode: 'off',
    });
    expect(await subscribe(t, 0, deviceNo(99), 'https://fcm.googleapis.com/fcm/send/99')).toMatchObject([
      { type: 'notifying', mode: 'each' },
    ]);
    expect(await subscribe(t, 0, deviceNo(100), 'https://fcm.googleapis.com/fcm/send/100')).toMatchObject([
      { code: 'TOO_MANY_DEVICES' },
    ]);
  });

  it('many devices registering at once cannot pass the limit together', async () => {
    const ports = withNotifying(stillPorts());
    const t = await openTable('manila', PEOPLE, undefined, ports);
    const seat = 2;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => subscribe(t, seat, deviceNo(n), 'https://fcm.googleapis.com/fcm/send/same')),
    );
    expect(answers.filter(([a]) => a.type === 'notifying').length).toBe(MAX_DEVICES_PER_SEAT);
    expect(answers.filter(([a]) => a.type === 'error' && a.code === 'TOO_MANY_DEVICES').length).toBe(
      60 - MAX_DEVICES_PER_SEAT,
    );
    expect((await ports.subscriptions.byGame(t.gameId)).length).toBe(MAX_DEVICES_PER_SEAT);
  });
});

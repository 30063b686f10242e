// The deadline calendar on the local stack, end to end: a device asks for its feed over the
// WebSocket, a calendar app fetches the secret URL over HTTP, and ical.js reads the pending
// deadline of the seat whose turn it is (at the time its clock says), in the device's language;
// the feed follows the game's moves; a renewed secret leaves the old URL a bare 404; bad seats
// and bad secrets change and show nothing.
import ICAL from 'ical.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../infra/local/server.js';
import { calendarUrl } from '../../../lambdas/protocol/calendar-links.js';
import type { CreatedFrame, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { WsClient } from '../support/ws-client.js';

const HOUR_MS = 3600_000;
const MOVE_SECONDS = 3 * 3600;

const dir = mkdtempSync(join(tmpdir(), 'tradewinds-calendar-'));
let stack: LocalStack;
let created: CreatedFrame;
let device: WsClient;
let startedAt = 0;
const tokens = () => created.seats.map((s) => s.token!);
const allSeats = () => tokens().map((token, seat) => ({ gameId: created.gameId, seat, token }));

beforeAll(async () => {
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>Tradewinds</title>');
  startedAt = Date.now();
  stack = await startLocalStack({ port: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'web'), logs: 'off' });
  device = await WsClient.connect(stack.wsUrl);
  created = (await device.request(
    {
      action: 'create',
      nonce: 'calendar-feed-e2e'.padEnd(22, '0'),
      rules: 'manila',
      seats: [{ name: 'Ann' }, { name: 'Bảo' }, { name: 'Cy' }],
      options: { clock: { moveSeconds: MOVE_SECONDS } },
    },
    (f) => f.type === 'created',
  )) as CreatedFrame;
}, 60_000);
afterAll(async () => {
  await device?.close();
  await stack?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function ask(message: object): Promise<ServerFrame> {
  return device.request({ action: 'calendar', ...message }, (f) => f.type === 'calendar' || f.type === 'error');
}

async function feedOf(message: object): Promise<string> {
  const frame = await ask(message);
  if (frame.type !== 'calendar') throw new Error(JSON.stringify(frame));
  return frame.feed;
}

const fetchFeed = (feed: string) => fetch(calendarUrl(stack.url, feed));

async function eventsOf(feed: string): Promise<ICAL.Event[]> {
  const res = await fetchFeed(feed);
  expect(res.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

/** The seat to act now, from a fresh spectator's update. */
async function current(): Promise<UpdateFrame> {
  const c = await WsClient.connect(stack.wsUrl);
  try {
    return (await c.request(
      { action: 'subscribe', gameId: created.gameId, lastVersion: 0 },
      (f) => f.type === 'update',
    )) as UpdateFrame;
  } finally {
    await c.close();
  }
}

describe('the deadline calendar feed', () => {
  it('lists the pending deadline of the seat to act, at its clock’s time, as text/calendar ical.js reads', async () => {
    const feed = await feedOf({ seats: allSeats() });
    const res = await fetchFeed(feed);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const events = await eventsOf(feed);
    const update = await current();
    expect(update.toAct).toHaveLength(1);
    const deadline = events.find((e) => e.uid.includes('-deadline-'))!;
    expect(deadline.uid).toContain(`${created.gameId}-${update.toAct[0]}-deadline-`);
    expect(deadline.summary).toMatch(/^Your time runs out in Manila/);
    // The clock started at the deal, after the stack started and before now: three hours from then.
    const at = deadline.startDate.toJSDate().getTime();
    // iCalendar times are whole seconds.
    expect(at).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000 + MOVE_SECONDS * 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + MOVE_SECONDS * 1000);
    // The reminder two hours before it; the other seats have nothing pending.
    const reminders = events.filter((e) => e.uid.includes('-reminder-'));
    expect(reminders.map((e) => e.startDate.toJSDate().getTime())).toEqual([at - 2 * HOUR_MS]);
    expect(events).toHaveLength(2);
  });

  it('is written in the device’s language, and follows the game: a move ends the seat’s deadline', async () => {
    const feed = await feedOf({ seats: allSeats(), locale: 'vi' });
    const [first] = (await eventsOf(feed)).filter((e) => e.uid.includes('-deadline-'));
    expect(first.summary).toMatch(/^Hết giờ của bạn trong Manila/);
    expect(first.summary).toContain('Manila');
    const update = await current();
    const seat = update.toAct[0];
    const player = await WsClient.connect(stack.wsUrl);
    try {
      const seated = (await player.request(
        { action: 'subscribe', gameId: created.gameId, seat, token: tokens()[seat], lastVersion: 0 },
        (f) => f.type === 'update',
      )) as UpdateFrame;
      const from = player.frames.length;
      player.send({
        action: 'command',
        gameId: created.gameId,
        seat,
        token: tokens()[seat],
        expectedVersion: seated.version,
        commandId: `calendar-${seated.version}`,
        command: botChooser(1)(seated),
      });
      await player.waitFor((f) => f.type === 'update' && f.version > seated.version, from, 30_000);
    } finally {
      await player.close();
    }
    const after = await eventsOf(feed);
    expect(after.map((e) => e.uid)).not.toContain(first.uid);
  });

  it('renewing gives a new secret: the old URL is a 404 with no data, the new one serves', async () => {
    const old = await feedOf({ seats: allSeats() });
    const renewed = await feedOf({ feed: old, renew: true, seats: allSeats() });
    expect(renewed).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    const body = await gone.text();
    expect(JSON.parse(body)).toMatchObject({ code: 'UNKNOWN_FEED' });
    expect(body).not.toContain('VEVENT');
    expect(body).not.toContain(created.gameId);
    expect((await fetchFeed(renewed)).status).toBe(200);
    // The old secret can neither be updated nor renewed again.
    for (const message of [{ feed: old }, { feed: old, renew: true }])
      expect(await ask({ ...message, seats: allSeats() })).toMatchObject({ type: 'error', code: 'UNKNOWN_FEED' });
  });

  it('a seat with a wrong token refuses the whole message and the feed stays as it was', async () => {
    const feed = await feedOf({ seats: allSeats().slice(0, 1) });
    const before = await (await fetchFeed(feed)).text();
    const forged = { gameId: created.gameId, seat: 1, token: 'A'.repeat(22) };
    expect(await ask({ feed, seats: allSeats().slice(0, 1).concat(forged) })).toMatchObject({
      type: 'error',
      code: 'BAD_TOKEN',
    });
    const unknownGame = { gameId: 'B'.repeat(22), seat: 0, token: tokens()[0] };
    expect(await ask({ feed, seats: [unknownGame] })).toMatchObject({ type: 'error', code: 'UNKNOWN_GAME' });
    expect(await ask({ seats: Array(51).fill(allSeats()[0]) })).toMatchObject({ type: 'error', code: 'SCHEMA' });
    // The same events (their DTSTAMP aside: the feed is made at each fetch).
    const stampless = (t: string) => t.replace(/DTSTAMP:\d{8}T\d{6}Z/g, '');
    expect(stampless(await (await fetchFeed(feed)).text())).toBe(stampless(before));
  });

  it('a malformed or unknown secret is a 404 with no data', async () => {
    for (const path of [
      'calendar/short.ics',
      `calendar/${'x'.repeat(22)}.ics`,
      `calendar/${'x'.repeat(22)}`,
      'calendar/%E0%A4%A.ics',
    ]) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'UNKNOWN_FEED' });
    }
  });
});

// Chat while away: a message reaches the devices of seats in mode 'each' as a push in each
// device's language (a preset in its words), never the sender's nor a seat that muted the
// sender nor one with a visible page; devices in mode 'digest' find the day's talk in the digest.
import { describe, expect, it } from 'vitest';
import { digestDue } from '../../../lambdas/app/notify/digest.js';
import type { Notifier, StoredChatPost } from '../../../lambdas/app/ports.js';
import { notifyChat } from '../../../lambdas/app/notify/chat.js';
import { MemoryChat } from '../support/memory-chat.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { subscriptionFor, withNotifying } from '../support/recording-push.js';
import { only } from '../support/setup.js';

const device = (seat: number) => `device-of-${seat}`.padEnd(22, 'x');
const endpoint = (seat: number) => `https://fcm.googleapis.com/fcm/send/seat-${seat}`;

/** Ann, Bob, Cy and Dan; Bob's device reads Vietnamese, Cy's Persian in a digest at 09:00 UTC, Dan's Hungarian. */
async function table() {
  const chat = new MemoryChat();
  const posted: StoredChatPost[] = [];
  const notifier: Notifier = { appended: () => undefined, chatPosted: (_g, p) => posted.push(p) };
  const ports = withNotifying({ ...memoryPorts(), chat, notifier });
  const t = new MemoryTable(ports);
  const [created] = only(
    await t.send('creator', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }, { name: 'Dan' }],
      secret: 'creator-secret-000000000000',
    }),
    'created',
  );
  const gameId = created.gameId;
  const tokens = created.seats.map((s) => s.token!);
  const modes = [
    { locale: 'en', mode: 'each' },
    { locale: 'vi', mode: 'each' },
    { locale: 'fa', mode: 'digest', digestHour: 9, timeZone: 'UTC' },
    { locale: 'hu', mode: 'each' },
  ];
  for (const [seat, m] of modes.entries())
    await t.send(`n${seat}`, {
      action: 'notify',
      gameId,
      seat,
      token: tokens[seat],
      device: device(seat),
      subscription: subscriptionFor(endpoint(seat)),
      ...m,
    });
  const say = (seat: number, body: object) =>
    t.send(`c${seat}`, { action: 'chat', gameId, seat, token: tokens[seat], ...body });
  return { ports, t, gameId, tokens, posted, say };
}

describe('chat pushes', () => {
  it('each device in mode each of another seat gets the message in its language; not the sender, not the digest device', async () => {
    const { ports, gameId, posted, say } = await table();
    await say(0, { preset: 'good-luck' });
    expect(posted).toHaveLength(1);
    const result = await notifyChat(ports, gameId, posted[0]);
    expect(result.pushes.map((p) => p.seat).sort()).toEqual([1, 3]);
    const bySeat = new Map(ports.push.sent.map((s) => [s.payload.seat, s]));
    expect(bySeat.get(1)?.payload).toMatchObject({
      kind: 'chat',
      body: 'Chúc may mắn!',
      url: `/#game=${gameId}&seat=1`,
    });
    expect(bySeat.get(1)?.payload.title).toContain('Ann');
    expect(bySeat.get(3)?.payload.body).toBe('Sok sikert!');
    // Its own topic: a chat push never replaces an undelivered turn push.
    expect(bySeat.get(1)?.options.topic).not.toBe(bySeat.get(3)?.options.topic);
    expect(JSON.stringify(ports.push.sent)).not.toContain(`token`);
    // Typed words go as they were written.
    await say(1, { text: 'Xin chào <3' });
    await notifyChat(ports, gameId, posted[1]);
    const toAnn = ports.push.sent.filter((s) => s.payload.seat === 0);
    expect(toAnn.map((s) => s.payload.body)).toEqual(['Xin chào <3']);
  });

  it('no push to a seat that muted the sender, nor to one whose page for the game is visible', async () => {
    const { ports, t, gameId, tokens, posted, say } = await table();
    await t.send('c1', { action: 'chat-mute', gameId, seat: 1, token: tokens[1], target: 0, muted: true });
    await t.send('w3', { action: 'subscribe', gameId, seat: 3, token: tokens[3] });
    await t.send('w3', { action: 'presence', gameId, visible: true });
    await say(0, { text: 'anyone there?' });
    const result = await notifyChat(ports, gameId, posted[0]);
    expect(result.pushes).toEqual([]);
    expect(result.skippedVisible).toEqual([3]);
    expect(ports.push.sent).toEqual([]);
  });

  it("the digest device gets the day's talk folded into its daily digest, in its language", async () => {
    const { ports, gameId, say } = await table();
    await say(0, { preset: 'thanks' });
    await say(1, { text: 'see you' });
    await say(2, { text: 'my own words do not count' });
    const nine = Date.parse('2026-11-30T09:10:00.000Z');
    const { pushes } = await digestDue(ports, nine);
    expect(pushes).toHaveLength(1);
    const [digest] = ports.push.sent.filter((s) => s.payload.kind === 'digest');
    expect(digest.endpoint).toBe(endpoint(2));
    expect(digest.payload.body).toContain('۲');
    expect(digest.payload.seat).toBe(2);
    expect(gameId).toBeTruthy();
  });
});

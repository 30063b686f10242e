// Rematch while away: the offer reaches the devices (mode 'each') of the seats asked to answer,
// in each device's language, never the offerer's, and without any token; the start reaches the
// seats that accepted. On AWS the rematch item comes through the chat table's stream: its new
// image reads back into the rematch the store wrote.
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { REMATCH_KEY } from '../../../lambdas/adapters/dynamo/rematches.js';
import { notifyRematch } from '../../../lambdas/app/notify/rematch.js';
import type { Notifier, StoredRematch } from '../../../lambdas/app/ports.js';
import { isChatRecord, isRematchRecord, rematchOfRecord } from '../../../lambdas/handlers/stream-chat.js';
import { MemoryChat } from '../support/memory-chat.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryRematches } from '../support/memory-rematches.js';
import { MemoryTable } from '../support/memory-table.js';
import { subscriptionFor, withNotifying } from '../support/recording-push.js';
import { only } from '../support/setup.js';

const device = (seat: number) => `device-of-${seat}`.padEnd(22, 'x');
const endpoint = (seat: number) => `https://fcm.googleapis.com/fcm/send/seat-${seat}`;

describe('rematch pushes', () => {
  it('the offer to the seats asked to answer, in their language; the start to those who accepted; never a token', async () => {
    const told: StoredRematch[] = [];
    const notifier: Notifier = { appended: () => undefined, rematchChanged: (r) => told.push(r) };
    const ports = withNotifying({
      ...memoryPorts(),
      chat: new MemoryChat(),
      rematches: new MemoryRematches(),
      notifier,
    });
    const t = new MemoryTable(ports);
    const [created] = only(
      await t.send('creator', {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'who-rules-the-sea',
        seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
        options: { voyage: 'short' },
      }),
      'created',
    );
    const { gameId } = created;
    const tokens = created.seats.map((s) => s.token!);
    for (const [seat, locale] of ['en', 'vi', 'hu'].entries())
      await t.send(`n${seat}`, {
        action: 'notify',
        gameId,
        seat,
        token: tokens[seat],
        device: device(seat),
        subscription: subscriptionFor(endpoint(seat)),
        locale,
        mode: 'each',
      });
    for (const [seat, type] of ['proposeEnd', 'agreeEnd', 'agreeEnd'].entries()) {
      const frames = await t.send(`c${seat}`, {
        action: 'command',
        gameId,
        seat,
        token: tokens[seat],
        expectedVersion: ports.events.logs.get(gameId)!.length,
        commandId: `${type}-${seat}`,
        command: { type },
      });
      expect(only(frames, 'error')).toEqual([]);
    }
    ports.push.sent.length = 0;

    await t.send('c0', { action: 'rematch', gameId, seat: 0, token: tokens[0] });
    expect(told).toHaveLength(1);
    const offered = await notifyRematch(ports, told[0]);
    expect(offered.pushes.map((p) => p.seat).sort()).toEqual([1, 2]);
    const bySeat = new Map(ports.push.sent.map((s) => [s.payload.seat, s]));
    expect(bySeat.get(1)?.payload).toMatchObject({ kind: 'rematch', url: `/#game=${gameId}&seat=1` });
    expect(bySeat.get(1)?.payload.title).toContain('Ann');
    expect(bySeat.get(1)?.payload.title).toContain('chơi lại');
    expect(bySeat.get(2)?.payload.title).toContain('újra');
    expect(JSON.stringify(ports.push.sent)).not.toMatch(/token|seed/i);

    ports.push.sent.length = 0;
    for (const seat of [0, 1, 2])
      await t.send(`c${seat}`, {
        action: 'rematch-answer',
        gameId,
        seat,
        token: tokens[seat],
        accept: true,
        nonce: `nonce-of-seat-${seat}-0000000000000`,
      });
    const last = told.at(-1)!;
    expect(last.status).toBe('started');
    // The changes in between push nothing; the start goes to Bob and Cy, who accepted (Ann offered).
    for (const r of told.slice(1, -1)) expect((await notifyRematch(ports, r)).pushes).toEqual([]);
    expect((await notifyRematch(ports, last)).pushes.map((p) => p.seat).sort()).toEqual([1, 2]);
  });

  it("reads a rematch item back from the chat table's stream, and tells it from a chat message", () => {
    const rematch = { gameId: 'g'.repeat(22), seats: [], version: 1 } as unknown as StoredRematch;
    const record = {
      eventName: 'MODIFY',
      dynamodb: {
        Keys: marshall({ gameId: rematch.gameId, key: REMATCH_KEY }),
        NewImage: marshall({ gameId: rematch.gameId, key: REMATCH_KEY, version: 1, data: JSON.stringify(rematch) }),
      },
    } as unknown as DynamoDBRecord;
    expect(isRematchRecord(record)).toBe(true);
    expect(isChatRecord(record)).toBe(false);
    expect(rematchOfRecord(record)).toEqual(rematch);
    const broken = { ...record, dynamodb: { ...record.dynamodb, NewImage: marshall({ data: '{' }) } } as DynamoDBRecord;
    expect(rematchOfRecord(broken)).toBe('a rematch item whose data is not JSON');
  });
});

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { botChooser } from '../support/bots.js';
import { dynalitePorts, type DynalitePorts } from '../support/dynalite-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { asAcceptance, only } from '../support/setup.js';

/**
 * The store retries an append whose connection broke. If the first attempt had already
 * written, the retry fails its condition; the application layer must then find its own
 * record and answer `accepted`, never STALE, and the log must hold the command once.
 */
let store: DynalitePorts;

beforeAll(async () => {
  store = await dynalitePorts();
});

afterAll(async () => {
  await store?.close();
});

it('a command whose append was written but whose answer was lost to a reset is accepted once', async () => {
  const table = new MemoryTable(store.ports);
  const [created] = only(
    await table.send('host', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
    }),
    'created',
  );
  const gameId = created.gameId;
  const probe = only(await table.send('probe', { action: 'subscribe', gameId, lastVersion: 0 }), 'update').at(-1)!;
  const seat = probe.toAct[0];
  const token = created.seats[seat].token!;
  const update = only(
    await table.send('actor', { action: 'subscribe', gameId, seat, token, lastVersion: 0 }),
    'update',
  ).at(-1) as UpdateFrame;

  // The first append reaches the table, then its answer is lost as a reset socket loses it.
  const doc = store.doc as unknown as { send: (command: unknown) => Promise<unknown> };
  const send = doc.send.bind(doc);
  let lost = 0;
  doc.send = async (command) => {
    if (lost === 0 && command instanceof PutCommand && command.input.TableName === LOCAL_TABLES.events) {
      lost++;
      await send(command);
      throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    }
    return send(command);
  };
  try {
    const frames = await table.send('actor', {
      action: 'command',
      gameId,
      seat,
      token,
      expectedVersion: update.version,
      commandId: 'lost-answer-1',
      command: botChooser(7)(update),
    });
    expect(lost).toBe(1);
    expect(asAcceptance(frames.find((f) => asAcceptance(f) !== null || f.type === 'error')!)).toMatchObject({
      version: update.version + 1,
    });
  } finally {
    doc.send = send;
  }
  const log = await store.ports.events.readAfter(gameId, 0);
  expect(log.map((r) => r.commandId)).toEqual(['test-nonce-0000000000000000', 'lost-answer-1']);
});

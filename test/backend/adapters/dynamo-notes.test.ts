// Private notes through the real SDK against dynalite: the adapter keeps the NotesStore contract
// the application relies on (one note per seat and round, the whole game's first, replaced in
// place; consent added and withdrawn, a retry harmless), and its items, in the chat table under
// keys of their own, are never read as chat messages, nor by the chat's stream to the notifier.
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoChat } from '../../../lambdas/adapters/dynamo/chat.js';
import { DynamoNotes } from '../../../lambdas/adapters/dynamo/notes.js';
import { isChatRecord } from '../../../lambdas/handlers/stream-chat.js';
import { LOCAL_TABLES } from '../../../infra/local/tables.js';
import { dynalitePorts, type DynalitePorts } from '../support/dynalite-ports.js';

let store: DynalitePorts;
let notes: DynamoNotes;
let chat: DynamoChat;
beforeAll(async () => {
  store = await dynalitePorts();
  notes = new DynamoNotes(store.doc, LOCAL_TABLES.chat);
  chat = new DynamoChat(store.doc, LOCAL_TABLES.chat);
});
afterAll(async () => {
  await store?.close();
});

const AT = '2026-12-01T10:00:00.000Z';

describe('private notes through the real SDK (dynalite)', () => {
  it("keeps each seat's notes apart, the whole game's first then by round, a rewrite replacing the note", async () => {
    await notes.put({ gameId: 'gameN', seat: 1, round: 12, text: 'round twelve', at: AT });
    await notes.put({ gameId: 'gameN', seat: 1, round: 2, text: 'round two', at: AT });
    await notes.put({ gameId: 'gameN', seat: 1, text: 'the plan', at: AT });
    await notes.put({ gameId: 'gameN', seat: 10, text: "seat eleven's", at: AT });
    await notes.put({ gameId: 'gameN', seat: 1, round: 2, text: 'round two, again\nwith a line', at: AT });
    await notes.put({ gameId: 'other', seat: 1, text: 'another game', at: AT });
    expect(await notes.ofSeat('gameN', 1)).toEqual([
      { gameId: 'gameN', seat: 1, text: 'the plan', at: AT },
      { gameId: 'gameN', seat: 1, round: 2, text: 'round two, again\nwith a line', at: AT },
      { gameId: 'gameN', seat: 1, round: 12, text: 'round twelve', at: AT },
    ]);
    expect((await notes.all('gameN')).map((n) => [n.seat, n.round])).toEqual([
      [1, undefined],
      [1, 2],
      [1, 12],
      [10, undefined],
    ]);
    expect(await notes.ofSeat('gameN', 0)).toEqual([]);
    // A cleared note is kept empty (no delete grant is needed), and reads back empty.
    await notes.put({ gameId: 'gameN', seat: 1, round: 12, text: '', at: AT });
    expect((await notes.ofSeat('gameN', 1)).at(-1)).toEqual({ gameId: 'gameN', seat: 1, round: 12, text: '', at: AT });
  });

  it('records consent per seat; giving it twice or withdrawing twice changes nothing', async () => {
    expect(await notes.shared('gameS')).toEqual([]);
    await notes.setShared('gameS', 2, true);
    await notes.setShared('gameS', 0, true);
    await notes.setShared('gameS', 2, true);
    expect(await notes.shared('gameS')).toEqual([0, 2]);
    await notes.setShared('gameS', 2, false);
    await notes.setShared('gameS', 2, false);
    expect(await notes.shared('gameS')).toEqual([0]);
    await notes.setShared('gameS', 0, false);
    expect(await notes.shared('gameS')).toEqual([]);
  });

  it("notes are no chat messages: the chat's reads and its stream's filter leave them out", async () => {
    await notes.put({ gameId: 'gameC', seat: 0, text: 'secret plan', at: AT });
    await notes.setShared('gameC', 0, true);
    expect(await chat.all('gameC')).toEqual([]);
    expect(await chat.recent('gameC', 10)).toEqual([]);
    const raw = await store.doc.send(
      new QueryCommand({
        TableName: LOCAL_TABLES.chat,
        KeyConditionExpression: 'gameId = :g',
        ExpressionAttributeValues: { ':g': 'gameC' },
      }),
    );
    const items = raw.Items ?? [];
    expect(items.map((i) => i.key)).toEqual(['note#00#000', 'notes-shared']);
    for (const item of items) {
      const record: DynamoDBRecord = {
        eventName: 'INSERT',
        dynamodb: {
          SequenceNumber: '1',
          Keys: marshall({ gameId: item.gameId, key: item.key }) as never,
          NewImage: marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true }) as never,
        },
      };
      expect(isChatRecord(record)).toBe(false);
    }
  });
});

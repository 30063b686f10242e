// The chat table's stream as the notifier reads it: message items become the posts the chat
// store wrote; the chat's state and rate counters are no message; a malformed image says why.
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { chatPostOfRecord, isChatRecord } from '../../../lambdas/handlers/stream-chat.js';

const ID = `1764417600000-${'a'.repeat(22)}`;
const record = (item: Record<string, unknown>): DynamoDBRecord => ({
  eventName: 'INSERT',
  dynamodb: {
    SequenceNumber: '1',
    Keys: marshall({ gameId: item.gameId, key: item.key }) as never,
    NewImage: marshall(item, { removeUndefinedValues: true }) as never,
  },
});

describe('chat stream records', () => {
  it('a message item reads back as its post, typed or preset, a seat or a spectator', () => {
    const typed = record({
      gameId: 'g',
      key: `msg#${ID}`,
      id: ID,
      at: '2026-11-29T12:00:00.000Z',
      seat: 1,
      text: 'hi',
    });
    expect(isChatRecord(typed)).toBe(true);
    expect(chatPostOfRecord(typed)).toEqual({
      gameId: 'g',
      id: ID,
      at: '2026-11-29T12:00:00.000Z',
      seat: 1,
      text: 'hi',
    });
    const preset = record({ gameId: 'g', key: `msg#${ID}`, id: ID, at: 'x', seat: null, preset: 'thanks' });
    expect(chatPostOfRecord(preset)).toEqual({ gameId: 'g', id: ID, at: 'x', seat: null, preset: 'thanks' });
  });

  it('the state item and rate counters are not messages; a message without words or with both says so', () => {
    expect(isChatRecord(record({ gameId: 'g', key: 'state', spectators: true }))).toBe(false);
    expect(isChatRecord(record({ gameId: 'g', key: 'rate#c1#7', count: 1 }))).toBe(false);
    expect(chatPostOfRecord(record({ gameId: 'g', key: `msg#${ID}`, id: ID, at: 'x', seat: 0 }))).toMatch(
      /text or a preset/,
    );
    expect(
      chatPostOfRecord(record({ gameId: 'g', key: `msg#${ID}`, id: ID, at: 'x', seat: 0, text: 'a', preset: 'bye' })),
    ).toMatch(/text or a preset/);
    expect(chatPostOfRecord(record({ gameId: 'g', key: 'msg#x', id: 'x', at: 'x', seat: 0, text: 'a' }))).toBe(
      'not a chat message',
    );
    expect(
      chatPostOfRecord({ eventName: 'INSERT', dynamodb: { Keys: marshall({ key: `msg#${ID}` }) as never } }),
    ).toMatch(/NEW_IMAGE/);
  });
});

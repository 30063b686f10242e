import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { StoredCommand } from '../../../lambdas/app/ports.js';
import { gamesOfBatch, storedCommandOf } from '../../../lambdas/handlers/stream-records.js';

// The events table's stream as the notifier reads it: items the event store wrote, as DynamoDB
// Streams delivers them (NEW_IMAGE in the low-level attribute format).

const record = (version: number, extra: Partial<StoredCommand> = {}): StoredCommand => ({
  version,
  commandId: `c${version}`,
  actor: 0,
  at: '2026-12-01T02:00:00.000Z',
  eventVersion: 1,
  events: [{ type: 'moved', data: { to: version } }],
  command: { type: 'move' },
  draws: [],
  prev: `p${version}`,
  hash: `h${version}`,
  ...extra,
});

let seq = 100;
function streamRecord(
  gameId: string,
  r: StoredCommand,
  eventName: DynamoDBRecord['eventName'] = 'INSERT',
): DynamoDBRecord {
  // What DynamoDBEventStore.append writes: { gameId, ...record }, undefined fields left out.
  const image = marshall({ gameId, ...r }, { removeUndefinedValues: true }) as NonNullable<
    DynamoDBRecord['dynamodb']
  >['NewImage'];
  return {
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: { SequenceNumber: String(seq++), Keys: {}, NewImage: image, StreamViewType: 'NEW_IMAGE' },
  };
}

describe('reading the events stream', () => {
  it("groups a batch by game, each game's records in version order, and names where a retry of each game must start", () => {
    seq = 100;
    const batch = [
      streamRecord('g1', record(4)),
      streamRecord('g2', record(9)),
      streamRecord('g1', record(5)),
      streamRecord('g2', record(10)),
    ];
    const { games, unreadable } = gamesOfBatch(batch);
    expect(unreadable).toEqual([]);
    expect(games.map((g) => [g.gameId, g.records.map((r) => r.version), g.firstSequenceNumber])).toEqual([
      ['g1', [4, 5], '100'],
      ['g2', [9, 10], '101'],
    ]);
  });

  it('reads back exactly the record the event store wrote, system moves (on behalf of a seat, with a reason) and the seed reveal included', () => {
    const moved = record(7, { actor: 'system', onBehalfOf: 2, reason: 'timeout' });
    const reveal = record(8, { actor: 'system', seed: 'ab'.repeat(32), command: null, draws: null });
    const start = record(1, { commitment: 'cd'.repeat(32) });
    const { games } = gamesOfBatch([streamRecord('g', start), streamRecord('g', moved), streamRecord('g', reveal)]);
    expect(games[0].records).toEqual([start, moved, reveal]);
  });

  it('the same version twice in a batch (a retried write seen again) is handed on once; out-of-order records are sorted', () => {
    seq = 200;
    const { games } = gamesOfBatch([
      streamRecord('g', record(3)),
      streamRecord('g', record(2)),
      streamRecord('g', record(3)),
    ]);
    expect(games[0].records.map((r) => r.version)).toEqual([2, 3]);
    expect(games[0].firstSequenceNumber).toBe('200');
  });

  it('skips anything but INSERT (the log is append-only: a MODIFY or REMOVE is no move)', () => {
    const { games, unreadable } = gamesOfBatch([
      streamRecord('g', record(1), 'MODIFY'),
      streamRecord('g', record(2), 'REMOVE'),
    ]);
    expect(games).toEqual([]);
    expect(unreadable).toEqual([]);
  });

  it('names what it cannot read, and passes the rest on: no new image, a missing version, a bad actor', () => {
    seq = 300;
    const noImage: DynamoDBRecord = { eventName: 'INSERT', dynamodb: { SequenceNumber: '299', Keys: {} } };
    const noVersion = streamRecord('g', record(1));
    delete noVersion.dynamodb!.NewImage!.version;
    const badActor = streamRecord('g', { ...record(2), actor: 'someone' as never });
    const good = streamRecord('h', record(1));
    const { games, unreadable } = gamesOfBatch([noImage, noVersion, badActor, good]);
    expect(games.map((g) => g.gameId)).toEqual(['h']);
    expect(unreadable).toEqual([
      { sequenceNumber: '299', reason: 'no new image: the stream must carry NEW_IMAGE' },
      { sequenceNumber: '300', reason: 'events item of g: version undefined is not a version' },
      { sequenceNumber: '301', reason: `events item g v2: actor "someone" is neither a seat nor 'system'` },
    ]);
  });

  it('checks every field it hands on', () => {
    const item = { gameId: 'g', ...record(1) } as Record<string, unknown>;
    expect(storedCommandOf(item).gameId).toBe('g');
    expect(() => storedCommandOf({ ...item, gameId: '' })).toThrow(/without a gameId/);
    expect(() => storedCommandOf({ ...item, version: 0 })).toThrow(/version 0 is not a version/);
    expect(() => storedCommandOf({ ...item, commandId: undefined })).toThrow(/v1: no commandId/);
    expect(() => storedCommandOf({ ...item, at: 'yesterday' })).toThrow(/at "yesterday" is not a time/);
    expect(() => storedCommandOf({ ...item, eventVersion: '1' })).toThrow(/no eventVersion/);
    expect(() => storedCommandOf({ ...item, events: {} })).toThrow(/events is not a list/);
  });
});

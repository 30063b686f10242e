import type { Context, DynamoDBBatchItemFailure, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { AppError, isUnexpected } from '../app/errors.js';
import { notifyAppended, notifyChat, notifyRematch, type NotifyResult } from '../app/notify/index.js';
import type { NotifyPorts } from '../app/ports.js';
import { failureFrame } from './ops/failure.js';
import { observer, observerReady } from './ops/observer.js';
import { notifyPorts } from './notify-ports.js';
import { gamesOfBatch, type GameRecords } from './stream-records.js';
import { chatPostOfRecord, isChatRecord, isRematchRecord, rematchOfRecord } from './stream-chat.js';

/** Games of one batch notified at once: each waits on push services and webhooks, not on CPU. */
export const NOTIFY_CONCURRENCY = 8;

/**
 * The events table's stream (INSERTs, the new image): each game's new records, oldest first,
 * go to notifyAppended, which pushes to the seats that must hear of them and posts the
 * table's webhook line. Games are notified independently: a game that fails is reported in
 * batchItemFailures (its first record's sequence number), so Lambda retries from there and
 * the games before it are not held back; a refusal (an unknown game) would be refused again,
 * so it is logged and dropped, like a record that is not an events item.
 * Failing to set up (the VAPID key unreadable) throws: the whole batch is retried. The event is
 * read as it may come: an event without records is a batch of none.
 */
export async function handler(event: Partial<DynamoDBStreamEvent>, context?: Context): Promise<DynamoDBBatchResponse> {
  // The logger and metrics load on the first invocation, not on import (ops/observer.ts).
  await observerReady();
  const invocationId = context?.awsRequestId;
  const all = event.Records ?? [];
  // The chat table's stream feeds this function too: its messages are pushed on their own.
  const chat = all.filter(isChatRecord);
  // And a finished game's rematch item, offered or changed: pushed to the seats that must answer.
  const rematches = all.filter(isRematchRecord);
  const { games, unreadable } = gamesOfBatch(all.filter((r) => !isChatRecord(r) && !isRematchRecord(r)));
  for (const u of unreadable) {
    observer().notified({
      trigger: 'stream',
      outcome: 'UNREADABLE',
      reason: u.reason,
      ...NOTHING,
      invocationId,
      durationMs: 0,
    });
  }
  if (games.length === 0 && chat.length === 0 && rematches.length === 0) return { batchItemFailures: [] };
  const ports = await notifyPorts();
  const failed: DynamoDBBatchItemFailure[] = [];
  for (const record of chat) {
    const sequence = record.dynamodb?.SequenceNumber;
    const post = chatPostOfRecord(record);
    const done = await notifyItem(
      post,
      (p) => notifyChat(ports, p.gameId, p),
      'notifying a chat message',
      invocationId,
    );
    if (!done && sequence) failed.push({ itemIdentifier: sequence });
  }
  for (const record of rematches) {
    const sequence = record.dynamodb?.SequenceNumber;
    const rematch = rematchOfRecord(record);
    const done = await notifyItem(rematch, (r) => notifyRematch(ports, r), 'notifying a rematch', invocationId);
    if (!done && sequence) failed.push({ itemIdentifier: sequence });
  }
  const queue = [...games];
  const worker = async () => {
    for (let game = queue.shift(); game; game = queue.shift()) {
      if (!(await notifyGame(ports, game, invocationId))) failed.push({ itemIdentifier: game.firstSequenceNumber });
    }
  };
  await Promise.all(Array.from({ length: Math.min(NOTIFY_CONCURRENCY, games.length) }, worker));
  return { batchItemFailures: failed };
}

const NOTHING = { pushes: 0, gone: 0, pushFailures: 0, skippedVisible: 0, webhookPosts: 0, webhookOff: 0 };

/** Notifies one game and logs it; false when it should be retried. */
async function notifyGame(ports: NotifyPorts, game: GameRecords, invocationId: string | undefined): Promise<boolean> {
  const started = performance.now();
  let result: NotifyResult | null = null;
  let outcome: string;
  let retry = false;
  try {
    result = await notifyAppended(ports, game.gameId, game.records);
    outcome = 'OK';
  } catch (err) {
    outcome = failureFrame(err, 'notifying', game.gameId).code;
    retry = !(err instanceof AppError);
    // BUSY is retried too: failureFrame reported only what nobody expected.
    if (retry && !isUnexpected(err)) observer().problem({ kind: 'notify-failed', gameId: game.gameId, error: err });
  }
  observer().notified({
    trigger: 'stream',
    outcome,
    gameId: game.gameId,
    fromVersion: game.records[0].version,
    toVersion: game.records[game.records.length - 1].version,
    ...(result ? countsOf(result) : NOTHING),
    invocationId,
    durationMs: performance.now() - started,
  });
  return !retry;
}

/**
 * Pushes what one stream item of the chat table holds (a chat message, a rematch's offer or start)
 * to the seats away and logs it; false when it should be retried. `item` is what the record read
 * as, or why it could not be read.
 */
async function notifyItem<T extends { gameId: string }>(
  item: T | string,
  notify: (item: T) => Promise<NotifyResult>,
  doing: string,
  invocationId: string | undefined,
): Promise<boolean> {
  const started = performance.now();
  if (typeof item === 'string') {
    observer().notified({
      trigger: 'stream',
      outcome: 'UNREADABLE',
      reason: item,
      ...NOTHING,
      invocationId,
      durationMs: 0,
    });
    return true;
  }
  let result: NotifyResult | null = null;
  let outcome = 'OK';
  let retry = false;
  try {
    result = await notify(item);
  } catch (err) {
    outcome = failureFrame(err, doing, item.gameId).code;
    retry = !(err instanceof AppError);
  }
  observer().notified({
    trigger: 'stream',
    outcome,
    gameId: item.gameId,
    ...(result ? countsOf(result) : NOTHING),
    invocationId,
    durationMs: performance.now() - started,
  });
  return !retry;
}

function countsOf(result: NotifyResult): typeof NOTHING {
  const by = (r: string) => result.pushes.filter((p) => p.result === r).length;
  return {
    pushes: result.pushes.length,
    gone: by('gone'),
    pushFailures: by('failed'),
    skippedVisible: result.skippedVisible.length,
    webhookPosts: result.webhook.posted,
    webhookOff: result.webhook.switchedOff ? 1 : 0,
  };
}

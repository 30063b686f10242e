import type { Viewer } from '../../engine/core/types.js';
import { FRAME_BUDGET_BYTES } from '../protocol/limits.js';
import type { Entry, EntriesFrame, HistoryFrame, ServerFrame, UpdateFrame } from '../protocol/server.js';

const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Splits entries into runs whose frames, built by `wrap`, each fit the budget. */
export function chunkEntries(entries: readonly Entry[], wrap: (entries: Entry[]) => ServerFrame): Entry[][] {
  const overhead = size(wrap([]));
  const chunks: Entry[][] = [];
  let current: Entry[] = [];
  let bytes = overhead;
  for (const entry of entries) {
    const s = size(entry) + 1;
    if (overhead + s > FRAME_BUDGET_BYTES) {
      throw new Error(`entry ${entry.version} alone is ${s} bytes, over the ${FRAME_BUDGET_BYTES}-byte frame budget`);
    }
    if (bytes + s > FRAME_BUDGET_BYTES && current.length > 0) {
      chunks.push(current);
      current = [];
      bytes = overhead;
    }
    current.push(entry);
    bytes += s;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * An update with its entries, as one frame when it fits, else the entries in `entries`
 * frames ahead of an update that carries none.
 */
export function packUpdate(update: UpdateFrame): ServerFrame[] {
  if (size(update) <= FRAME_BUDGET_BYTES) return [update];
  const bare: UpdateFrame = { ...update, entries: [] };
  if (size(bare) > FRAME_BUDGET_BYTES) {
    throw new Error(`the state of game ${update.gameId} at version ${update.version} does not fit in one frame`);
  }
  return [...entriesFrames(update.gameId, update.viewer, update.entries), bare];
}

export function entriesFrames(gameId: string, viewer: Viewer, entries: readonly Entry[]): EntriesFrame[] {
  const frame = (e: Entry[]): EntriesFrame => ({ type: 'entries', gameId, viewer, entries: e });
  return chunkEntries(entries, frame).map(frame);
}

/** History pages; an empty history still gets its one final page. */
export function historyFrames(base: Omit<HistoryFrame, 'entries' | 'final' | 'type'>, entries: readonly Entry[]): HistoryFrame[] {
  const wrap = (e: Entry[]): HistoryFrame => ({ type: 'history', ...base, entries: e, final: false });
  const chunks = chunkEntries(entries, wrap);
  if (chunks.length === 0) chunks.push([]);
  return chunks.map((e, i) => ({ ...wrap(e), final: i === chunks.length - 1 }));
}

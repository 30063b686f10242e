import type { Viewer } from '../../engine/core/types.js';
import { FRAME_BUDGET_BYTES } from '../protocol/limits.js';
import type { Entry, EntriesFrame, HistoryFrame, ServerFrame, UpdateFrame } from '../protocol/server.js';

const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * The JSON of frames whose size was measured by serializing them: a frame is sent as that same
 * text (frameJson) instead of being serialized a second time, which for an update (its view
 * and legal list) was a quarter of a broadcast's compute. Frames are values, never changed once
 * built; one changed for a connection (the sender's acceptance) is a new object, written anew
 * from the texts of its parts.
 */
const measured = new WeakMap<ServerFrame, string>();

/**
 * The JSON of values a frame is made of whose text is already known: a view patch serialized to
 * be weighed against its view, the view when it was weighed, an entry every viewer shares. Like
 * frames, such values are never changed once made, so the text holds for as long as the value.
 */
const texts = new WeakMap<object, string>();

/** A value's JSON, made once per object (jsonOf's caller promises the value never changes). */
export function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let json = texts.get(value);
  if (json === undefined) texts.set(value, (json = JSON.stringify(value)));
  return json;
}

/** A frame's wire text. */
export function frameJson(frame: ServerFrame): string {
  return measured.get(frame) ?? frameText(frame);
}

/** Whether the frame fits the budget, its text kept for frameJson. */
function fitsBudget(frame: ServerFrame): boolean {
  const json = frameText(frame);
  measured.set(frame, json);
  // No UTF-16 code unit takes more than 3 bytes of UTF-8: a text this short fits uncounted.
  return json.length * 3 <= FRAME_BUDGET_BYTES || Buffer.byteLength(json, 'utf8') <= FRAME_BUDGET_BYTES;
}

/**
 * JSON.stringify(frame), byte for byte, with the text of each part already serialized reused, and
 * entries written one by one (many are shared by every viewer: entries.ts): frames hold plain
 * JSON data, nothing with a toJSON, so the only keys JSON.stringify leaves out are those whose
 * value is undefined.
 */
function frameText(frame: ServerFrame): string {
  let out = '{';
  for (const key in frame) {
    const value: unknown = frame[key as keyof ServerFrame];
    if (value === undefined) continue;
    if (out.length > 1) out += ',';
    out += `${JSON.stringify(key)}:${key === 'entries' && Array.isArray(value) ? `[${value.map(jsonOf).join(',')}]` : partText(value)}`;
  }
  return `${out}}`;
}

function partText(value: unknown): string {
  return typeof value === 'object' && value !== null
    ? (texts.get(value) ?? JSON.stringify(value))
    : JSON.stringify(value);
}

/** Splits items into runs whose frames, built by `wrap`, each fit the budget. */
export function chunk<T>(items: readonly T[], wrap: (items: T[]) => ServerFrame): T[][] {
  const overhead = size(wrap([]));
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = overhead;
  for (const item of items) {
    const s = size(item) + 1;
    if (overhead + s > FRAME_BUDGET_BYTES) {
      throw new Error(
        `one item of ${s} bytes is over the ${FRAME_BUDGET_BYTES}-byte frame budget: ${JSON.stringify(item).slice(0, 80)}`,
      );
    }
    if (bytes + s > FRAME_BUDGET_BYTES && current.length > 0) {
      chunks.push(current);
      current = [];
      bytes = overhead;
    }
    current.push(item);
    bytes += s;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * An update as one frame when it fits; otherwise its entries go ahead in `entries` frames.
 * Legal commands are templates of a few hundred bytes, so the update without its entries
 * always fits; a game whose view does not is a bug, reported rather than sent to be dropped.
 */
export function packUpdate(update: UpdateFrame): ServerFrame[] {
  if (fitsBudget(update)) return [update];
  const before = entriesFrames(update.gameId, update.viewer, update.entries);
  const bare: UpdateFrame = { ...update, entries: [] };
  if (!fitsBudget(bare)) {
    throw new Error(`the view of game ${update.gameId} at version ${update.version} does not fit in one frame`);
  }
  return [...before, bare];
}

export function entriesFrames(gameId: string, viewer: Viewer, entries: readonly Entry[]): EntriesFrame[] {
  // Nothing to send (every broadcast but the last asks for the revealed entries): no frame to weigh.
  if (entries.length === 0) return [];
  const frame = (e: Entry[]): EntriesFrame => ({ type: 'entries', gameId, viewer, entries: e });
  return chunk(entries, frame).map(frame);
}

/** History pages; an empty history still gets its one final page. */
export function historyFrames(
  base: Omit<HistoryFrame, 'entries' | 'final' | 'type'>,
  entries: readonly Entry[],
): HistoryFrame[] {
  const wrap = (e: Entry[]): HistoryFrame => ({ type: 'history', ...base, entries: e, final: false });
  const chunks = chunk(entries, wrap);
  if (chunks.length === 0) chunks.push([]);
  return chunks.map((e, i) => ({ ...wrap(e), final: i === chunks.length - 1 }));
}

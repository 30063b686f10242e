import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A small compressor: a 4 KB window and a smaller hash table make a deflate stream take 24 KB of
 * memory instead of zlib's default 256 KB, allocated afresh for every call. A snapshot is a few KB,
 * so nothing reaches further back than that: Manila's and Who Rules the Sea?'s states came out the
 * same size within a few bytes. The default's allocations, reported to V8 as external memory, were
 * making the collector run more often in the serving process. Any raw inflate reads the stream.
 */
const DEFLATE = { windowBits: 12, memLevel: 5 };

/**
 * Snapshots are stored deflated: a folded state is a few KB of repetitive JSON, and the
 * games item's size sets what every read and update of it costs in capacity units.
 */
export function encodeState(state: unknown): Uint8Array {
  return deflateRawSync(Buffer.from(JSON.stringify(state), 'utf8'), DEFLATE);
}

export function decodeState(bytes: Uint8Array): unknown {
  return JSON.parse(inflateRawSync(bytes).toString('utf8'));
}

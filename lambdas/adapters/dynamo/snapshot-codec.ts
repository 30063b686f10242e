import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Snapshots are stored deflated: a folded state is a few KB of repetitive JSON, and the
 * games item's size sets what every read and update of it costs in capacity units.
 */
export function encodeState(state: unknown): Uint8Array {
  return deflateRawSync(Buffer.from(JSON.stringify(state), 'utf8'));
}

export function decodeState(bytes: Uint8Array): unknown {
  return JSON.parse(inflateRawSync(bytes).toString('utf8'));
}

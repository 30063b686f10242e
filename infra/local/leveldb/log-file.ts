import { maskedCrc32c } from './crc32c.js';
import { fixed32 } from './bytes.js';

/** Where a file is damaged: the byte the damage was found at and what LevelDB would have said. */
export interface Damage {
  offset: number;
  reason: string;
}

const BLOCK = 32768;
const HEADER = 7;
const ZERO = 0,
  FULL = 1,
  FIRST = 2,
  MIDDLE = 3,
  LAST = 4;

/**
 * The records of a LevelDB log file (the write-ahead log, or the MANIFEST), read as
 * db/log_reader.cc reads them, and the first damage LevelDB's reader would have reported. With
 * paranoid checks off (classic-level offers no way to turn them on), LevelDB reports that
 * damage only to its LOG file and drops the rest of the 32 KB block, so the records in it are
 * lost without an error. What the reader does not call damage is not damage here either: a
 * record cut off at the end of the file is a writer that died mid-write, and zero padding is
 * what a block ends with.
 */
export function readLog(bytes: Uint8Array): { records: Uint8Array[]; damage: Damage | null } {
  const records: Uint8Array[] = [];
  let fragments: Uint8Array[] | null = null;
  for (let block = 0; block < bytes.length; block += BLOCK) {
    const end = Math.min(block + BLOCK, bytes.length);
    // As LevelDB's reader: the end of the file is a block read short of 32 KB.
    const lastBlock = end - block < BLOCK;
    let at = block;
    while (end - at >= HEADER) {
      const length = bytes[at + 4] | (bytes[at + 5] << 8);
      const type = bytes[at + 6];
      if (at + HEADER + length > end) {
        if (lastBlock) return { records, damage: null };
        return { records, damage: { offset: at, reason: 'bad record length' } };
      }
      if (type === ZERO && length === 0) {
        if (fragments) return { records, damage: { offset: at, reason: 'error in middle of record' } };
        break;
      }
      if (fixed32(bytes, at) !== maskedCrc32c(bytes, at + 6, at + HEADER + length))
        return { records, damage: { offset: at, reason: 'checksum mismatch' } };
      const payload = bytes.subarray(at + HEADER, at + HEADER + length);
      if (type === FULL || type === FIRST) {
        // An empty first fragment at the end of a block was a bug of old writers, not damage.
        if (fragments?.some((f) => f.length > 0))
          return { records, damage: { offset: at, reason: 'partial record without end' } };
        if (type === FULL) {
          records.push(payload);
          fragments = null;
        } else fragments = [payload];
      } else if (type === MIDDLE || type === LAST) {
        if (!fragments) return { records, damage: { offset: at, reason: 'missing start of fragmented record' } };
        fragments.push(payload);
        if (type === LAST) {
          records.push(Buffer.concat(fragments));
          fragments = null;
        }
      } else return { records, damage: { offset: at, reason: `unknown record type ${type}` } };
      at += HEADER + length;
    }
  }
  return { records, damage: null };
}

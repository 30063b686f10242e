import { Cursor, fixed32 } from './bytes.js';
import { maskedCrc32c } from './crc32c.js';
import type { Damage } from './log-file.js';
import { snappyUncompress } from './snappy.js';

const FOOTER = 48;
/** table/format.h kTableMagicNumber, as it lies in the file (little-endian). */
const MAGIC = [0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb];
const TRAILER = 5;
const NO_COMPRESSION = 0;
const SNAPPY = 1;

interface Handle {
  offset: number;
  size: number;
}

class TableDamage extends Error {
  constructor(
    readonly offset: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * Checks a LevelDB table file (.ldb, .sst) as table/format.cc would read it with
 * `verify_checksums`, which classic-level never sets: the footer, and every block the index
 * and the meta index name (data, filter, the index blocks themselves), each against its
 * CRC. Without this check a flipped byte is found, if ever, by the read that meets it: as a
 * corrupted compressed block, or as a value that is silently wrong.
 */
export function checkTable(bytes: Uint8Array): Damage | null {
  try {
    if (bytes.length < FOOTER) throw new TableDamage(0, 'file too short to be a table');
    const footer = bytes.length - FOOTER;
    if (MAGIC.some((b, i) => bytes[footer + 40 + i] !== b))
      throw new TableDamage(footer, 'not a table (bad magic number)');
    const c = new Cursor(bytes, footer, footer + 40);
    const metaIndex = handle(c, footer);
    const index = handle(c, footer);
    for (const h of [...blockHandles(contents(bytes, metaIndex)), ...blockHandles(contents(bytes, index))])
      verified(bytes, h);
    return null;
  } catch (err) {
    if (err instanceof TableDamage) return { offset: err.offset, reason: err.message };
    throw err;
  }
}

function handle(c: Cursor, at: number): Handle {
  try {
    return { offset: c.varint(), size: c.varint() };
  } catch {
    throw new TableDamage(at, 'bad block handle');
  }
}

/** Throws unless the block's CRC (over its contents and its compression byte) holds and the compression is one LevelDB writes; returns that byte. */
function verified(bytes: Uint8Array, h: Handle): number {
  const end = h.offset + h.size;
  if (end + TRAILER > bytes.length) throw new TableDamage(h.offset, 'truncated block read');
  if (fixed32(bytes, end + 1) !== maskedCrc32c(bytes, h.offset, end + 1))
    throw new TableDamage(h.offset, 'block checksum mismatch');
  if (bytes[end] !== NO_COMPRESSION && bytes[end] !== SNAPPY) throw new TableDamage(h.offset, 'bad block type');
  return bytes[end];
}

/** A verified block's contents, uncompressed: only the index blocks are read this far. */
function contents(bytes: Uint8Array, h: Handle): Uint8Array {
  const raw = bytes.subarray(h.offset, h.offset + h.size);
  if (verified(bytes, h) === NO_COMPRESSION) return raw;
  try {
    return snappyUncompress(raw);
  } catch {
    throw new TableDamage(h.offset, 'corrupted compressed block contents');
  }
}

/** The values of an index or meta index block: each the handle of another block (table/block.cc's entry format). */
function blockHandles(contents: Uint8Array): Handle[] {
  const handles: Handle[] = [];
  try {
    const restarts = fixed32(contents, contents.length - 4);
    if (4 * (1 + restarts) > contents.length) throw new RangeError('more restarts than the block holds');
    const c = new Cursor(contents, 0, contents.length - 4 * (1 + restarts));
    while (!c.done) {
      c.varint(); // bytes of the key shared with the one before
      const unshared = c.varint();
      const valueLength = c.varint();
      c.slice(unshared);
      const value = new Cursor(c.slice(valueLength));
      handles.push({ offset: value.varint(), size: value.varint() });
    }
  } catch {
    throw new TableDamage(0, 'bad entry in index block');
  }
  return handles;
}

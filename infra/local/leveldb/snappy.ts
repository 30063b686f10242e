import { Cursor } from './bytes.js';

/**
 * Snappy decompression (the format of github.com/google/snappy's format_description.txt), for
 * the index blocks of LevelDB tables, which LevelDB compresses like any other block. Throws on
 * input that is not valid Snappy.
 */
export function snappyUncompress(input: Uint8Array): Uint8Array {
  const c = new Cursor(input);
  const out = new Uint8Array(c.varint());
  let o = 0;
  while (!c.done) {
    const tag = c.byte();
    if ((tag & 3) === 0) {
      let length = (tag >>> 2) + 1;
      if (length > 60) {
        const bytes = length - 60;
        const b = c.slice(bytes);
        length = 1;
        for (let i = 0; i < bytes; i++) length += b[i] * 2 ** (8 * i);
      }
      if (o + length > out.length) throw new RangeError('snappy: a literal runs past the stated length');
      out.set(c.slice(length), o);
      o += length;
      continue;
    }
    let length: number;
    let offset: number;
    if ((tag & 3) === 1) {
      length = ((tag >>> 2) & 7) + 4;
      offset = ((tag >>> 5) << 8) | c.byte();
    } else {
      length = (tag >>> 2) + 1;
      offset = c.byte() | (c.byte() << 8);
      if ((tag & 3) === 3) offset = (offset | (c.byte() << 16) | (c.byte() << 24)) >>> 0;
    }
    if (offset === 0 || offset > o || o + length > out.length)
      throw new RangeError('snappy: a copy outside the output');
    // Copies may overlap what they write (a run), so byte by byte.
    for (let i = 0; i < length; i++, o++) out[o] = out[o - offset];
  }
  if (o !== out.length) throw new RangeError('snappy: shorter than the stated length');
  return out;
}

/** A cursor over bytes in LevelDB's encodings (util/coding.h): varints, fixed-width little-endian, length-prefixed slices. */
export class Cursor {
  constructor(
    readonly bytes: Uint8Array,
    public at = 0,
    readonly end = bytes.length,
  ) {}

  get done(): boolean {
    return this.at >= this.end;
  }

  byte(): number {
    if (this.at >= this.end) throw new RangeError('a byte past the end');
    return this.bytes[this.at++];
  }

  /** A varint of up to 64 bits; numbers past 2^53 do not occur in the files read here. Throws at a varint cut off or too long. */
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let shift = 0; shift < 64; shift += 7) {
      if (this.at >= this.end) throw new RangeError('a varint runs past its end');
      const b = this.bytes[this.at++];
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
    }
    throw new RangeError('a varint longer than 64 bits');
  }

  slice(length: number): Uint8Array {
    if (length > this.end - this.at) throw new RangeError('a slice runs past its end');
    const s = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return s;
  }

  lengthPrefixed(): Uint8Array {
    return this.slice(this.varint());
  }
}

export const fixed32 = (bytes: Uint8Array, at: number) =>
  (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;

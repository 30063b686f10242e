/**
 * CRC-32C (Castagnoli), as LevelDB checksums its log records and table blocks, and its mask:
 * LevelDB stores a rotated CRC so that the CRC of data that itself holds CRCs stays strong.
 * Node has no CRC-32C of its own (zlib's crc32 is the other polynomial); eight tables, each a
 * byte further on, let the loop take eight bytes a step.
 */
const TABLES = (() => {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256));
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    tables[0][n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    for (let t = 1; t < 8; t++) tables[t][n] = (tables[t - 1][n] >>> 8) ^ tables[0][tables[t - 1][n] & 0xff];
  }
  return tables;
})();

export function crc32c(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES;
  let crc = 0xffffffff;
  let i = start;
  for (; i + 8 <= end; i += 8) {
    const a = crc ^ (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24));
    crc =
      t7[a & 0xff] ^
      t6[(a >>> 8) & 0xff] ^
      t5[(a >>> 16) & 0xff] ^
      t4[a >>> 24] ^
      t3[bytes[i + 4]] ^
      t2[bytes[i + 5]] ^
      t1[bytes[i + 6]] ^
      t0[bytes[i + 7]];
  }
  for (; i < end; i++) crc = t0[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const MASK_DELTA = 0xa282ead8;

/** The CRC as LevelDB stores it (util/crc32c.h `Mask`). */
export function maskedCrc32c(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const crc = crc32c(bytes, start, end);
  return ((((crc >>> 15) | (crc << 17)) >>> 0) + MASK_DELTA) >>> 0;
}

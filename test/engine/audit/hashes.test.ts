import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../engine/audit/canonical.js';
import { committedRandom, drawMessage } from '../../../engine/audit/committed-random.js';
import { fromHex, hmacSha256, sha256, toHex } from '../../../engine/audit/sha256.js';

const nodeSha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const nodeHmac = (k: Uint8Array, m: Uint8Array) => createHmac('sha256', k).update(m).digest('hex');

describe('the plain TypeScript SHA-256 and HMAC the verifier runs in the browser', () => {
  it('give the FIPS 180-4 test vectors', () => {
    expect(toHex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agree with node:crypto on every length around the block and padding edges', () => {
    for (let n = 0; n <= 200; n++) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(toHex(sha256(data)), `length ${n}`).toBe(nodeSha(data));
    }
  });

  it('agree with node:crypto on arbitrary data and keys, keys longer than a block included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 150 }), (data, key) => {
        expect(toHex(sha256(data))).toBe(nodeSha(data));
        expect(toHex(hmacSha256(key, data))).toBe(nodeHmac(key, data));
      }),
      { numRuns: 300 },
    );
  });

  it('read hex back as the bytes it came from, and refuse what is not hex', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
        expect(fromHex(toHex(b))).toEqual(b);
      }),
    );
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
  });
});

describe('canonical JSON', () => {
  it('does not depend on the order the keys arrived in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
        expect(JSON.parse(canonicalJson(obj))).toEqual(JSON.parse(JSON.stringify(obj)));
      }),
    );
  });

  it('sorts keys by UTF-16 code units, leaves out undefined, writes -0 as 0 and non-ASCII as itself', () => {
    expect(canonicalJson({ b: 1, a: [true, null], é: 'ü', Z: undefined, n: -0, x: 1.5e-7 })).toBe(
      '{"a":[true,null],"b":1,"n":0,"x":1.5e-7,"é":"ü"}',
    );
  });

  it('refuses numbers JSON cannot hold', () => {
    expect(() => canonicalJson({ a: NaN })).toThrow(/NaN has no JSON form/);
    expect(() => canonicalJson([Infinity])).toThrow(/Infinity/);
  });
});

describe('the committed random source', () => {
  const seed = Uint8Array.from({ length: 32 }, (_, i) => i * 7);
  const at = { gameId: 'AAAAAAAAAAAAAAAAAAAAAA', version: 12, prev: 'ab'.repeat(32), commandId: 'cmd-1' };

  /** The documented layout, computed afresh with node:crypto: HMAC blocks, big-endian words, rejection above the limit. */
  function byTheBook(ranges: [number, number][]): number[] {
    const words: number[] = [];
    for (let block = 0; words.length < 4 * ranges.length + 64; block++) {
      const mac = createHmac('sha256', seed)
        .update(`${at.gameId}|${at.version}|${at.prev}|${at.commandId}|${block}`, 'utf8')
        .digest();
      for (let w = 0; w < 8; w++) words.push(mac.readUInt32BE(4 * w));
    }
    let next = 0;
    return ranges.map(([min, max]) => {
      const span = max - min + 1;
      const limit = Math.floor(2 ** 32 / span) * span;
      let w = words[next++];
      while (w >= limit) w = words[next++];
      return min + (w % span);
    });
  }

  it('gives exactly the values of the documented derivation, across blocks and with rejections', () => {
    // A span just above 2^31 rejects nearly half the words, so rejection is exercised many times.
    const ranges: [number, number][] = [
      [1, 6],
      [0, 11],
      [0, 2 ** 31],
      [1, 6],
      ...Array.from({ length: 40 }, (_, i): [number, number] => (i % 3 === 0 ? [5, 2 ** 31 + 5] : [1, 6])),
    ];
    const source = committedRandom(seed, at, { hmac: hmacSha256 });
    const values = ranges.map(([min, max]) => source.int(min, max));
    expect(values).toEqual(byTheBook(ranges));
    expect(source.draws).toEqual(ranges.map(([min, max], i) => [min, max, values[i]]));
    expect(drawMessage(at, 3)).toBe(`AAAAAAAAAAAAAAAAAAAAAA|12|${'ab'.repeat(32)}|cmd-1|3`);
  });

  it('depends on every input: seed, game, version, prev and command id', () => {
    const roll = (s: Uint8Array, a: typeof at) => {
      const r = committedRandom(s, a, { hmac: hmacSha256 });
      return Array.from({ length: 12 }, () => r.int(1, 6)).join('');
    };
    const base = roll(seed, at);
    const other = Uint8Array.from(seed, (b, i) => (i === 0 ? b ^ 1 : b));
    for (const changed of [
      roll(other, at),
      roll(seed, { ...at, gameId: 'B'.repeat(22) }),
      roll(seed, { ...at, version: 13 }),
      roll(seed, { ...at, prev: 'cd'.repeat(32) }),
      roll(seed, { ...at, commandId: 'cmd-2' }),
    ]) {
      expect(changed).not.toBe(base);
    }
  });

  it('refuses a range it cannot draw from', () => {
    const r = committedRandom(seed, at, { hmac: hmacSha256 });
    expect(() => r.int(3, 2)).toThrow(/cannot draw from \[3, 2\]/);
    expect(() => r.int(0, 2 ** 32)).toThrow(/cannot draw/);
    expect(() => r.int(0.5, 2)).toThrow(/cannot draw/);
  });
});

import type { RandomSource } from '../core/types.js';
import type { Hashes } from './hashes.js';
import { utf8 } from './sha256.js';

/** One value the random source returned: the range asked, both ends inclusive, and the value. */
export type Draw = [min: number, max: number, value: number];

/**
 * What the random values of one record are derived from, besides the seed. Scheme 1 (games
 * created before seat chains) used the previous record's hash and the command id; both are
 * within the server's reach (the hash covers the time the server chose; a refusal makes the
 * client send a new command id). Scheme 2 uses only values fixed before the server could see
 * the dice: the creator's nonce and the seats' revealed chain links (dice-state.ts).
 */
export type DrawInputs = DrawInputsV1 | DrawInputsV2;

export interface DrawInputsV1 {
  scheme?: 1;
  gameId: string;
  version: number;
  /** The hash of the record before it (GENESIS for the first). */
  prev: string;
  /** Chosen by the sending client; for the first record, the creating client's nonce. */
  commandId: string;
}

export interface DrawInputsV2 {
  scheme: 2;
  gameId: string;
  /** The record's move number: records given to the rules so far, this one included (the start is 1). */
  move: number;
  /** The creating client's nonce, sent after the commitment. */
  nonce: string;
  /** Per seat in seat order, the link its latest move revealed ('' before its first; a move setting a new key reveals none here), this record's included. */
  links: readonly string[];
  /** 'bot': the bot's own choices for the move (never recorded; the command it chose is). */
  purpose?: 'dice' | 'bot';
}

/**
 * The message of the i-th HMAC block of a record, as UTF-8. Scheme 1:
 * `gameId|version|prev|commandId|i`. Scheme 2: `tw2|gameId|move|nonce|l0,l1,...|i` (`tw2-bot`
 * for a bot's choices). Numbers in decimal; no field can hold a `|` or `,` (ids are base64url,
 * hashes and links hex).
 */
export function drawMessage(at: DrawInputs, block: number): string {
  if (at.scheme === 2)
    return `${at.purpose === 'bot' ? 'tw2-bot' : 'tw2'}|${at.gameId}|${at.move}|${at.nonce}|${at.links.join(',')}|${block}`;
  return `${at.gameId}|${at.version}|${at.prev}|${at.commandId}|${block}`;
}

/**
 * The committed random source of one record. Block i is HMAC-SHA256(seed, drawMessage(i));
 * its 32 bytes are read as eight big-endian unsigned 32-bit words, block after block. A value
 * in [min, max] takes the next word w; with span = max - min + 1 and
 * limit = floor(2^32 / span) * span, a word w >= limit is thrown away and the next one taken
 * (so every value is exactly equally likely), else the value is min + (w mod span).
 * Every value returned is recorded in `draws` with the range asked.
 */
export function committedRandom(
  seed: Uint8Array,
  at: DrawInputs,
  hashes: Pick<Hashes, 'hmac'>,
): RandomSource & { draws: Draw[] } {
  const draws: Draw[] = [];
  let block = 0;
  let words: DataView | null = null;
  let word = 8;
  const next = (): number => {
    // No block yet, or its eight words used: the next block (the first test holds only when the second does).
    if (words === null || word === 8) {
      const bytes = hashes.hmac(seed, utf8(drawMessage(at, block++)));
      words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      word = 0;
    }
    return words.getUint32(4 * word++);
  };
  return {
    draws,
    int(min, max) {
      const span = max - min + 1;
      if (!Number.isInteger(min) || !Number.isInteger(max) || span < 1 || span > 0x100000000) {
        throw new Error(`committedRandom: cannot draw from [${min}, ${max}]`);
      }
      const limit = Math.floor(0x100000000 / span) * span;
      let w = next();
      while (w >= limit) w = next();
      const value = min + (w % span);
      draws.push([min, max, value]);
      return value;
    },
  };
}

/** Wraps a source so that every value it returns is recorded (games created before commitments). */
export function recordingRandom(source: RandomSource): RandomSource & { draws: Draw[] } {
  const draws: Draw[] = [];
  return {
    draws,
    int(min, max) {
      const value = source.int(min, max);
      draws.push([min, max, value]);
      return value;
    },
  };
}

/** Thrown by replayedRandom when the rules ask for something other than what was recorded. */
export class DrawMismatch extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
    this.name = 'DrawMismatch';
  }
}

/**
 * Gives back recorded draws in order, for re-running a decision. Asking for another range
 * than the one recorded, or for more values than were recorded, is a DrawMismatch;
 * `unused()` tells how many were left over.
 */
export function replayedRandom(draws: readonly Draw[]): RandomSource & { unused(): number } {
  let i = 0;
  return {
    int(min, max) {
      if (i >= draws.length)
        throw new DrawMismatch(
          i,
          `the rules asked for draw #${i} in [${min}, ${max}], but only ${draws.length} were recorded`,
        );
      const d = draws[i];
      if (d[0] !== min || d[1] !== max)
        throw new DrawMismatch(
          i,
          `the rules asked for draw #${i} in [${min}, ${max}], the record has [${d[0]}, ${d[1]}]`,
        );
      i++;
      return d[2];
    },
    unused: () => draws.length - i,
  };
}

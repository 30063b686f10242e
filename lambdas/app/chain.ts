import { createHash, createHmac } from 'node:crypto';
import { GENESIS, REVEAL_COMMAND_ID, recordHash, saltOf } from '../../engine/audit/chain.js';
import { committedRandom, recordingRandom, type Draw } from '../../engine/audit/committed-random.js';
import type { Hashes } from '../../engine/audit/hashes.js';
import { diceInputs, type DiceState } from '../../engine/audit/dice-state.js';
import { fromHex } from '../../engine/audit/sha256.js';
import { cryptoRandom } from '../../engine/core/random.js';
import type { RandomSource } from '../../engine/core/types.js';
import type { GameRecord, StoredCommand } from './ports.js';

/** node:crypto's SHA-256 and HMAC: the same bytes as the engine's plain TypeScript, several times faster. */
export const nodeHashes: Hashes = {
  sha256: (data) => createHash('sha256').update(data).digest(),
  hmac: (key, message) => createHmac('sha256', key).update(message).digest(),
};

/** A record before its place in the chain is known. */
export type Unsealed = Omit<StoredCommand, 'prev' | 'hash' | 'draws'> & { draws: Draw[] };

/** What a record's dice are drawn from besides the seed (see randomFor). */
export interface DrawnFrom {
  /** Dice scheme 2: the dice state right after the record (its key, link and move counted); null for scheme 1. */
  dice: DiceState | null;
  /** Scheme 1: the record before, the record's version and its command id. */
  head: StoredCommand | null;
  version: number;
  commandId: string;
}

/**
 * The random source for a record of a game: values derived from the game's seed and, in dice
 * scheme 2, the nonce, move number and seats' chain links (engine/audit/dice-state.ts), nothing
 * the server chooses; in scheme 1, the previous record's hash and the command id. A game created
 * before commitments has no seed: its dice come from the CSPRNG, recorded all the same. `bot`:
 * the bot's own choices for the move, from the same inputs under another label.
 */
export function randomFor(
  game: Pick<GameRecord, 'gameId' | 'seed'>,
  from: DrawnFrom,
  purpose: 'dice' | 'bot' = 'dice',
): RandomSource & { draws: Draw[] } {
  if (game.seed === null) return recordingRandom(cryptoRandom());
  if (from.dice) return committedRandom(seedBytes(game.seed), diceInputs(game.gameId, from.dice, purpose), nodeHashes);
  const commandId = purpose === 'bot' ? `bot-${from.commandId}` : from.commandId;
  return committedRandom(
    seedBytes(game.seed),
    { gameId: game.gameId, version: from.version, prev: prevOf(from.head), commandId },
    nodeHashes,
  );
}

/** The record with its link to the one before and its own hash; unlinked in games without a seed. */
export function seal(
  game: Pick<GameRecord, 'gameId' | 'seed'>,
  head: StoredCommand | null,
  record: Unsealed,
): StoredCommand {
  if (game.seed === null) return { ...record, prev: null, hash: null };
  const linked = { ...record, prev: prevOf(head) };
  return {
    ...linked,
    hash: recordHash(linked, saltOf(seedBytes(game.seed), game.gameId, record.version, nodeHashes), nodeHashes),
  };
}

/** The system record that follows the end and reveals the seed; null for a game without one. */
export function revealRecord(
  game: Pick<GameRecord, 'gameId' | 'seed'>,
  head: StoredCommand,
  at: string,
  eventVersion: number,
): StoredCommand | null {
  if (game.seed === null) return null;
  return seal(game, head, {
    version: head.version + 1,
    commandId: REVEAL_COMMAND_ID,
    actor: 'system',
    at,
    eventVersion,
    command: null,
    draws: [],
    events: [],
    seed: game.seed,
  });
}

function prevOf(head: StoredCommand | null): string {
  if (head === null) return GENESIS;
  if (head.hash === null) throw new Error(`version ${head.version} has no hash, but its game has a seed`);
  return head.hash;
}

function seedBytes(hex: string): Uint8Array {
  const bytes = fromHex(hex);
  if (bytes?.length !== 32) throw new Error('a game seed is 32 bytes in hex');
  return bytes;
}

import { createHash, createHmac } from 'node:crypto';
import { GENESIS, REVEAL_COMMAND_ID, recordHash, saltOf } from '../../engine/audit/chain.js';
import { committedRandom, recordingRandom, type Draw } from '../../engine/audit/committed-random.js';
import type { Hashes } from '../../engine/audit/hashes.js';
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

/**
 * The random source for the record `version` of a game: values derived from the game's seed,
 * the previous record's hash and the command id (engine/audit/committed-random.ts). A game
 * created before commitments has no seed: its dice come from the CSPRNG, recorded all the same.
 */
export function randomFor(game: Pick<GameRecord, 'gameId' | 'seed'>, head: StoredCommand | null, version: number, commandId: string): RandomSource & { draws: Draw[] } {
  if (game.seed === null) return recordingRandom(cryptoRandom());
  return committedRandom(seedBytes(game.seed), { gameId: game.gameId, version, prev: prevOf(head), commandId }, nodeHashes);
}

/** The record with its link to the one before and its own hash; unlinked in games without a seed. */
export function seal(game: Pick<GameRecord, 'gameId' | 'seed'>, head: StoredCommand | null, record: Unsealed): StoredCommand {
  if (game.seed === null) return { ...record, prev: null, hash: null };
  const linked = { ...record, prev: prevOf(head) };
  return { ...linked, hash: recordHash(linked, saltOf(seedBytes(game.seed), game.gameId, record.version, nodeHashes), nodeHashes) };
}

/** The system record that follows the end and reveals the seed; null for a game without one. */
export function revealRecord(game: Pick<GameRecord, 'gameId' | 'seed'>, head: StoredCommand, at: string, eventVersion: number): StoredCommand | null {
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
  if (bytes === null || bytes.length !== 32) throw new Error('a game seed is 32 bytes in hex');
  return bytes;
}

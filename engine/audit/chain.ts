import type { SystemReason } from '../core/types.js';
import { canonicalJson } from './canonical.js';
import type { Draw } from './committed-random.js';
import type { Hashes } from './hashes.js';
import { toHex, utf8 } from './sha256.js';

/** The `prev` of a game's first record: there is nothing before it. */
export const GENESIS = '0'.repeat(64);

/** The id under which the system record that reveals the seed is stored. */
export const REVEAL_COMMAND_ID = 'reveal-seed';

/**
 * One record of the log as the audit scheme sees it. The start record (version 1) carries
 * the commitment, SHA-256 of the seed; the system record that follows the end carries the seed.
 */
export interface ChainedRecord {
  version: number;
  /** ISO-8601 time it was accepted: the `now` decide was given. */
  at: string;
  actor: number | 'system';
  /** With actor 'system': the seat it moved for, and why. */
  onBehalfOf?: number;
  reason?: SystemReason;
  commandId: string;
  /** The rule set's event version these events were written in. */
  eventVersion: number;
  /** The command exactly as accepted (after schema parsing); null for the seed's reveal. */
  command: { type: string } | null;
  draws: Draw[];
  events: unknown[];
  prev: string;
  commitment?: string;
  seed?: string;
  hash: string;
}

/**
 * The per-record salt: HMAC-SHA256(seed, `salt|gameId|version`) in hex. It goes into the hash
 * (never into the record) so that the hashes published while the game runs cannot be used to
 * guess the secrets they cover (a deal has few possibilities, each easy to hash); anyone can
 * work it out once the seed is revealed.
 */
export function saltOf(seed: Uint8Array, gameId: string, version: number, hashes: Pick<Hashes, 'hmac'>): string {
  return toHex(hashes.hmac(seed, utf8(`salt|${gameId}|${version}`)));
}

/**
 * A record's hash: SHA-256 of the canonical JSON (canonical.ts) of every field but `hash`,
 * plus `salt` when the game has a seed, in lowercase hex. The next record's `prev` is this.
 */
export function recordHash(
  record: Omit<ChainedRecord, 'hash'> & { hash?: string },
  salt: string | null,
  hashes: Pick<Hashes, 'sha256'>,
): string {
  const { hash: _hash, ...fields } = record;
  const input = salt === null ? fields : { ...fields, salt };
  return toHex(hashes.sha256(utf8(canonicalJson(input))));
}

/** The commitment to a seed: SHA-256 of its 32 bytes, in hex. */
export function commitmentOf(seed: Uint8Array, hashes: Pick<Hashes, 'sha256'>): string {
  return toHex(hashes.sha256(seed));
}

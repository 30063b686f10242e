import { recordHash, saltOf } from '../../engine/audit/chain.js';
import { fromHex } from '../../engine/audit/sha256.js';
import { nodeHashes } from './chain.js';
import { AppError } from './errors.js';
import type { GameRecord, Ports, StoredCommand } from './ports.js';
import { reportProblem } from './problems.js';

/**
 * Whether records read from a game's log are the log the games item knows: each links to the
 * one before it (`prev` is its hash), the one at the item's version has the item's head hash,
 * and the log reaches that version. A store that lost or rewrote records (a corrupt data file,
 * a write cut off inside an accepted move) fails it, and the game is refused with CORRUPT_GAME
 * and reported, never served as if whole. Each record's own hash is made again too (the server
 * holds the seed that salts it). Games from before commitments have no hashes: only their
 * versions are checked.
 */
export function logProblem(
  record: Pick<GameRecord, 'gameId' | 'version' | 'head' | 'seed'>,
  records: readonly StoredCommand[],
  after: number,
): string | null {
  let previous: StoredCommand | null = null;
  const seed = record.seed === null ? null : fromHex(record.seed);
  for (const [i, r] of records.entries()) {
    if (r.version !== after + i + 1) return `version ${r.version} stands where ${after + i + 1} belongs`;
    if (previous && previous.hash !== null && r.prev !== previous.hash)
      return `version ${r.version} does not link to version ${previous.version}`;
    // The server holds the seed its hashes are salted with: a record changed under its hash shows.
    if (
      seed &&
      r.hash !== null &&
      recordHash(
        r as Parameters<typeof recordHash>[0],
        saltOf(seed, record.gameId, r.version, nodeHashes),
        nodeHashes,
      ) !== r.hash
    )
      return `version ${r.version} is not the record its hash was made of`;
    if (r.version === record.version && record.head !== null && r.hash !== record.head)
      return `version ${r.version} is not the record the games item holds as the head`;
    previous = r;
  }
  const last = records.at(-1)?.version ?? after;
  if (last < record.version)
    return `the log ends at version ${last}, but the games item has seen version ${record.version}`;
  return null;
}

/** Refuses the game (CORRUPT_GAME), reporting it, when logProblem finds one. */
export function checkLog(
  ports: Pick<Ports, 'problems'>,
  record: Pick<GameRecord, 'gameId' | 'version' | 'head' | 'seed'>,
  records: readonly StoredCommand[],
  after: number,
): void {
  const problem = logProblem(record, records, after);
  if (problem !== null) throw damaged(ports, record, problem);
}

/** The refusal of a game whose log is damaged, reported to the operator as it is made. */
export function damaged(ports: Pick<Ports, 'problems'>, record: Pick<GameRecord, 'gameId'>, problem: string): AppError {
  reportProblem(ports, { kind: 'log-damaged', gameId: record.gameId, detail: problem });
  return new AppError(
    'CORRUPT_GAME',
    `Game ${record.gameId} cannot be served: its stored log is damaged (${problem}). Nothing was changed; the operator has been told.`,
  );
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLog, type Damage } from './log-file.js';
import { replayManifest } from './manifest.js';
import { checkTable } from './table-file.js';

/** A damaged file of a LevelDB database: which, where, and what is wrong with it. */
export interface FileDamage extends Damage {
  file: string;
}

/** A write batch's header: its sequence number (8 bytes) and count (4); LevelDB drops a shorter log record (db/db_impl.cc). */
const BATCH_HEADER = 12;

/**
 * Reads every file LevelDB would read to open the database in `dir` and serve it, and returns
 * the first damage found, or null when every checksum holds (and for a folder with no database
 * yet). It stands in for the `paranoid_checks` and `verify_checksums` options, which
 * classic-level does not offer: without them LevelDB opens past a damaged log and deletes it,
 * losing what it skipped, and meets a damaged table only when a read hits it. Run it only
 * while no LevelDB has the folder open: the log is being written then.
 */
export function checkLevelDb(dir: string): FileDamage | null {
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const ours = files.filter((f) => /^(\d+\.(log|ldb|sst)|MANIFEST-\d+)$/.test(f));
  if (!files.includes('CURRENT')) {
    // With no CURRENT, LevelDB would start an empty database and delete the old files as obsolete.
    return ours.length
      ? { file: 'CURRENT', offset: 0, reason: 'missing, while the folder holds the files of a database' }
      : null;
  }
  const current = readFileSync(join(dir, 'CURRENT'), 'utf8');
  const manifestName = current.slice(0, -1);
  if (!current.endsWith('\n') || !/^MANIFEST-\d+$/.test(manifestName))
    return { file: 'CURRENT', offset: 0, reason: 'does not name a MANIFEST' };
  if (!files.includes(manifestName)) return { file: manifestName, offset: 0, reason: 'missing (CURRENT names it)' };
  const manifest = readLog(readFileSync(join(dir, manifestName)));
  if (manifest.damage) return { file: manifestName, ...manifest.damage };
  let version;
  try {
    version = replayManifest(manifest.records);
  } catch (err) {
    return { file: manifestName, offset: 0, reason: `undecodable version edit: ${(err as Error).message}` };
  }
  for (const [number, size] of version.tables) {
    const file = [`${pad(number)}.ldb`, `${pad(number)}.sst`].find((f) => files.includes(f));
    if (!file) return { file: `${pad(number)}.ldb`, offset: 0, reason: 'missing (the MANIFEST lists it)' };
    const bytes = readFileSync(join(dir, file));
    if (bytes.length !== size)
      return { file, offset: 0, reason: `${bytes.length} bytes where the MANIFEST says ${size}` };
    const damage = checkTable(bytes);
    if (damage) return { file, ...damage };
  }
  // The logs LevelDB replays at open (db/db_impl.cc Recover); older ones it deletes unread.
  const logs = files
    .map((f) => /^(\d+)\.log$/.exec(f))
    .filter(
      (m): m is RegExpExecArray =>
        m !== null && (Number(m[1]) >= version.logNumber || Number(m[1]) === version.prevLogNumber),
    );
  for (const m of logs) {
    const file = m[0];
    const bytes = readFileSync(join(dir, file));
    const log = readLog(bytes);
    if (log.damage) return { file, ...log.damage };
    if (log.records.some((r) => r.length < BATCH_HEADER)) return { file, offset: 0, reason: 'log record too small' };
  }
  return null;
}

const pad = (n: number) => String(n).padStart(6, '0');

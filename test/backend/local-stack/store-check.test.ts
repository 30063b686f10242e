import { mkdtempSync, readFileSync, rmSync, truncateSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLevelDb } from '../../../infra/local/leveldb/check.js';
import { fillStoreFolder, flipByte, storeFiles } from '../support/store-folder.js';

/**
 * The check the store runs before LevelDB opens its folder (LevelDB's paranoid checks and
 * read checksums, which classic-level cannot turn on): on a real folder written by dynalite,
 * every flipped byte LevelDB would have skipped or met later is found, and what LevelDB itself
 * accepts (a log cut off by a writer that died) is not called damage.
 */
let dir: string;

beforeEach(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dir = mkdtempSync(join(tmpdir(), 'tradewinds-check-'));
  await fillStoreFolder(dir);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a sound folder', () => {
  it('passes: its tables and its log (over more than one 32 KB block) are whole', () => {
    expect(storeFiles(dir, 'ldb')).toHaveLength(1);
    expect(readFileSync(join(dir, storeFiles(dir, 'log')[0])).length).toBeGreaterThan(32 * 1024);
    expect(checkLevelDb(dir)).toBeNull();
  });

  it('passes with its log cut off in the middle of a record, as a writer that died leaves it', () => {
    const log = join(dir, storeFiles(dir, 'log')[0]);
    truncateSync(log, readFileSync(log).length - 100);
    expect(checkLevelDb(dir)).toBeNull();
  });

  it('passes when there is no database yet', () => {
    expect(checkLevelDb(join(dir, 'not-yet'))).toBeNull();
  });
});

describe('a damaged folder', () => {
  it('a flipped byte in the middle of the log, which LevelDB would skip with the rest of its block', () => {
    const [log] = storeFiles(dir, 'log');
    flipByte(join(dir, log));
    expect(checkLevelDb(dir)).toMatchObject({ file: log, reason: 'checksum mismatch' });
  });

  it('a flipped byte in a table file, which a read would meet as a corrupted block, or not at all', () => {
    const [table] = storeFiles(dir, 'ldb');
    flipByte(join(dir, table));
    expect(checkLevelDb(dir)).toMatchObject({ file: table, reason: 'block checksum mismatch' });
  });

  it("a flipped byte in a table file's footer", () => {
    const [table] = storeFiles(dir, 'ldb');
    flipByte(join(dir, table), readFileSync(join(dir, table)).length - 3);
    expect(checkLevelDb(dir)).toMatchObject({ file: table, reason: 'not a table (bad magic number)' });
  });

  it('a table file the MANIFEST lists gone', () => {
    const [table] = storeFiles(dir, 'ldb');
    unlinkSync(join(dir, table));
    expect(checkLevelDb(dir)).toMatchObject({ file: table, reason: 'missing (the MANIFEST lists it)' });
  });

  it('CURRENT gone, with which LevelDB would start an empty database and delete the old files', () => {
    unlinkSync(join(dir, 'CURRENT'));
    expect(checkLevelDb(dir)).toMatchObject({ file: 'CURRENT' });
  });

  it('a flipped byte in the MANIFEST', () => {
    const manifest = readFileSync(join(dir, 'CURRENT'), 'utf8').trim();
    flipByte(join(dir, manifest));
    expect(checkLevelDb(dir)).toMatchObject({ file: manifest, reason: 'checksum mismatch' });
  });
});

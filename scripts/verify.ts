import { readFile } from 'node:fs/promises';
import { verdictLines, verifyAudit } from '../engine/audit/verify.js';

/**
 * `npm run verify -- <audit.json>`: checks a downloaded audit export with the engine alone
 * (docs/audit.md). Prints one line per failed check and a summary. Exits 0 when every check
 * was made and passed, 1 when one failed, 2 when nothing failed but something could not be
 * checked yet (a running game, records from before commitments), 3 when the file cannot be read.
 */
async function main(): Promise<number> {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: npm run verify -- <audit.json>');
    return 3;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    console.error(`cannot read ${path}: ${(err as Error).message}`);
    return 3;
  }
  const verdict = verifyAudit(doc);
  for (const line of verdictLines(verdict)) console.log(line);
  return verdict.result === 'valid' ? 0 : verdict.result === 'invalid' ? 1 : 2;
}

process.exitCode = await main();

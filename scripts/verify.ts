import { readFile } from 'node:fs/promises';
import { verdictLines, verifyAudit } from '../engine/audit/verify.js';

const USAGE = 'usage: npm run verify -- <audit.json> [--commitment <64 hex digits>]';

/**
 * `npm run verify -- <audit.json> [--commitment <hex>]`: checks a downloaded audit export with
 * the engine alone (docs/audit.md). `--commitment`: the commitment the creating device was given
 * before it chose its nonce (the `prepared` answer); the export must name the same one. Prints
 * one line per failed check and a summary. Exits 0 when every check was made and passed, 1 when
 * one failed, 2 when nothing failed but something could not be checked yet (a running game,
 * records from before commitments), 3 when the file cannot be read or the arguments are wrong.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const flag = args.indexOf('--commitment');
  const commitment = flag >= 0 ? args.splice(flag, 2)[1] : undefined;
  const path = args[0];
  if (!path || args.length > 1 || (flag >= 0 && !/^[0-9a-f]{64}$/.test(commitment ?? ''))) {
    console.error(USAGE);
    return 3;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    console.error(`cannot read ${path}: ${(err as Error).message}`);
    return 3;
  }
  const verdict = verifyAudit(doc, undefined, { commitment });
  for (const line of verdictLines(verdict)) console.log(line);
  return verdict.result === 'valid' ? 0 : verdict.result === 'invalid' ? 1 : 2;
}

process.exitCode = await main();

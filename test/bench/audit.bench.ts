// Audit figures (docs/audit.md): what hashing and HMAC add to each command on the server, what
// the verifier costs, and the size of the audit export of complete 5-player Manila games.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { recordHash, saltOf } from '../../engine/audit/chain.js';
import { committedRandom } from '../../engine/audit/committed-random.js';
import type { AuditExport } from '../../engine/audit/export.js';
import { fromHex } from '../../engine/audit/sha256.js';
import { verifyAudit } from '../../engine/audit/verify.js';
import { getGame } from '../../engine/index.js';
import { nodeHashes } from '../../lambdas/app/chain.js';
import { playThroughApp } from '../backend/support/play-through-app.js';
import { largest, median } from './support/stats.js';

const GAMES = Number(process.env.BENCH_AUDIT_GAMES ?? 5);
/** The lower end of a command's server CPU today (backend.bench.ts): the target is under 5% of it. */
const COMMAND_CPU_MS = 8;

const manila = getGame('manila')!;
const exports: AuditExport[] = [];
for (let seed = 1; seed <= GAMES; seed++) exports.push((await playThroughApp(manila, { seats: 5, seed })).exports.over);

/** What the server does for one record beyond what it did before: derive its draws, salt and hash it. */
function sealCost(doc: AuditExport): number[] {
  const seed = fromHex(doc.seed!)!;
  return doc.records.map((r) => {
    const t0 = performance.now();
    const random = committedRandom(
      seed,
      { gameId: doc.gameId, version: r.version, prev: r.prev!, commandId: r.commandId },
      nodeHashes,
    );
    for (const [min, max] of r.draws!) random.int(min, max);
    const { hash: _hash, ...fields } = r;
    recordHash(
      { ...fields, draws: random.draws, prev: r.prev! },
      saltOf(seed, doc.gameId, r.version, nodeHashes),
      nodeHashes,
    );
    return performance.now() - t0;
  });
}

for (let i = 0; i < 3; i++) exports.forEach(sealCost); // warm up the JIT
const perRecord = exports.flatMap(sealCost);
const mean = perRecord.reduce((a, b) => a + b, 0) / perRecord.length;
const sizes = exports.map((d) => Buffer.byteLength(JSON.stringify(d)));
const gzipped = exports.map((d) => gzipSync(JSON.stringify(d)).length);
const records = exports.map((d) => d.records.length);

const verifyMs = exports.map((d) => {
  const t0 = performance.now();
  const verdict = verifyAudit(d);
  if (verdict.result !== 'valid')
    throw new Error(`a bench game does not verify: ${JSON.stringify(verdict.failures.slice(0, 3))}`);
  return performance.now() - t0;
});

console.log(`Audit (${GAMES} complete 5-player Manila games through the application layer)`);
console.log(
  `  hashing + HMAC per command on the server (node:crypto): median ${(median(perRecord) * 1000).toFixed(0)} µs, mean ${(mean * 1000).toFixed(0)} µs, max ${(largest(perRecord) * 1000).toFixed(0)} µs`,
);
console.log(
  `  = ${((mean / COMMAND_CPU_MS) * 100).toFixed(2)}% of a command's ${COMMAND_CPU_MS} ms of server CPU (target: under 5%)`,
);
console.log(
  `  export of a complete game: median ${(median(sizes) / 1024).toFixed(0)} KiB (${(median(gzipped) / 1024).toFixed(0)} KiB gzipped), ${median(records)} records; largest ${(largest(sizes) / 1024).toFixed(0)} KiB`,
);
console.log(
  `  verifying it (plain TypeScript hashes, as in the browser): median ${median(verifyMs).toFixed(0)} ms, ${((median(verifyMs) / median(records)) * 1000).toFixed(0)} µs per record`,
);

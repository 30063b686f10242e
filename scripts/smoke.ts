import { smoke } from './smoke/run-smoke.js';
import { SmokeFailure } from './smoke/smoke-client.js';

/**
 * `npm run smoke -- <web URL>`: checks a running deployment end to end (scripts/smoke/run-smoke.ts).
 * Exit code 0 when every check passed, 1 when one failed (it is named), 2 for a wrong invocation.
 */
const url = process.argv[2];
if (!url || process.argv.length > 3) {
  console.error(
    'usage: npm run smoke -- <web URL>   (the WebUrl output of cdk deploy, or http://127.0.0.1:8080/ for npm start)',
  );
  process.exit(2);
}
try {
  const report = await smoke(url, { log: (line) => console.log(line) });
  console.log(
    `smoke test passed: game ${report.gameId} at version ${report.version} (it stays on the deployment, as any abandoned game does)`,
  );
  process.exit(0);
} catch (err) {
  console.error(err instanceof SmokeFailure ? `FAILED  ${err.message}` : err);
  process.exit(1);
}

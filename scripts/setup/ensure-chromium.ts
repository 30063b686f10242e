import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPlan, DEBIAN_PATH } from './chromium-plan.js';

/** The first step of `npm test`: Chromium is there, or is installed, or the run stops here (chromium-plan.ts). */
const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const path = process.env.CHROMIUM_PATH ?? DEBIAN_PATH;
const plan = chromiumPlan({
  path,
  chosen: process.env.CHROMIUM_PATH !== undefined,
  exists: existsSync(path),
  isRoot: process.getuid?.() === 0,
  hasAptGet: onPath('apt-get'),
});

if (plan.kind === 'stop') {
  console.error(plan.say);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log(plan.say);
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) {
      console.error(
        `${[command, ...args].join(' ')} failed (exit ${String(run.status)}): install Chromium by hand, then npm test again.`,
      );
      process.exit(1);
    }
  }
  if (!existsSync(path)) {
    console.error(
      `apt-get installed chromium, but ${path} is still missing: set CHROMIUM_PATH to the Chromium it installed.`,
    );
    process.exit(1);
  }
  console.log(`Chromium installed at ${path}.`);
}

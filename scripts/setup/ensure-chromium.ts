import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPlan, fullChromiumPath, shellChromiumPath } from './chromium-plan.js';

/** The first step of `npm test`: the browsers are there, or are installed, or the run stops here (chromium-plan.ts). */
const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const path = fullChromiumPath();
const shellPath = shellChromiumPath();
const plan = chromiumPlan({
  path,
  chosen: process.env.CHROMIUM_PATH !== undefined,
  exists: existsSync(path),
  shellPath,
  shellChosen: process.env.CHROMIUM_HEADLESS_SHELL_PATH !== undefined,
  shellExists: existsSync(shellPath),
  isRoot: process.getuid?.() === 0,
  hasAptGet: onPath('apt-get'),
});

if (plan.kind === 'stop') {
  console.error(plan.say);
  process.exit(1);
}
if (plan.kind === 'present' && plan.say) console.log(plan.say);
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
  for (const [where, variable] of [
    [path, 'CHROMIUM_PATH'],
    [shellPath, 'CHROMIUM_HEADLESS_SHELL_PATH'],
  ] as const)
    if (!existsSync(where)) {
      console.error(`apt-get ran, but ${where} is still missing: set ${variable} to the browser it installed.`);
      process.exit(1);
    }
  console.log(`Chromium at ${path}, its headless shell at ${shellPath}.`);
}

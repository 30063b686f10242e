import { existsSync } from 'node:fs';
import { fullChromiumPath, shellChromiumPath } from '../../../scripts/setup/chromium-plan.js';

/** Debian's full Chromium unless CHROMIUM_PATH names another: the one `npm test` made sure of first. */
export const chromiumPath = fullChromiumPath;

/**
 * The browser most files drive: Debian's headless shell (or the one CHROMIUM_HEADLESS_SHELL_PATH
 * names), the full Chromium where there is none. The shell is Chromium without the browser's
 * windows and their compositing: measured over the browser files, about a fifth less CPU (886
 * CPU-seconds against 1,142 in one afternoon, its browser process 128 against 219). It shows no
 * notifications, so the files that look at a service worker's notifications drive the full one.
 */
export const headlessShellPath = (): string => {
  const shell = shellChromiumPath();
  return existsSync(shell) ? shell : chromiumPath();
};

/** Headless, with the flags this machine needs (no sandbox as root, no GPU, nothing fetched in the background). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

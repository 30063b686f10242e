import { DEBIAN_PATH } from '../../../scripts/setup/chromium-plan.js';

/** Debian's Chromium unless CHROMIUM_PATH names another: the one `npm test` made sure of first. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? DEBIAN_PATH;

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

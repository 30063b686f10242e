/**
 * What `npm test` does about the browser its browser tests drive (Debian's Chromium, or the one
 * CHROMIUM_PATH names): nothing when it is there; install it where that can be done without
 * asking anyone (Debian with apt-get, as root, as on CI); else stop before any test, with the one
 * command to run. Every browser test failing one by one, minutes later, told a newcomer nothing.
 */
export interface Machine {
  /** Where the tests look for Chromium. */
  path: string;
  /** Whether CHROMIUM_PATH chose that path (then installing Debian's package would not put it there). */
  chosen: boolean;
  exists: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type ChromiumPlan =
  { kind: 'present' } | { kind: 'install'; say: string; commands: string[][] } | { kind: 'stop'; say: string };

export const DEBIAN_PATH = '/usr/bin/chromium';

const SKIP_BROWSER = 'npx vitest run --project quick-pure --project quick-web --project backend';

export function chromiumPlan(m: Machine): ChromiumPlan {
  if (m.exists) return { kind: 'present' };
  if (m.chosen)
    return {
      kind: 'stop',
      say: `The browser tests need Chromium, and CHROMIUM_PATH names ${m.path}, where there is none. Point CHROMIUM_PATH at a Chromium, or unset it to use Debian's (${DEBIAN_PATH}).`,
    };
  if (m.hasAptGet && m.isRoot)
    return {
      kind: 'install',
      say: `The browser tests need Chromium at ${DEBIAN_PATH}: installing Debian's package (apt-get install -y chromium)…`,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    };
  const install = m.hasAptGet
    ? 'sudo apt-get install -y chromium'
    : "install Chromium with your system's package manager and set CHROMIUM_PATH to it";
  return {
    kind: 'stop',
    say: `The browser tests need Chromium at ${DEBIAN_PATH}, and it is not there. Run: ${install}\nthen npm test again (or, to run every test but the browser's: ${SKIP_BROWSER}).`,
  };
}

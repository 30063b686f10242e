/**
 * What `npm test` does about the browsers its browser tests drive: Debian's headless shell
 * (`chromium-headless-shell`, the one most files drive) and Debian's full Chromium (for what the
 * shell lacks: a service worker's notifications), or the ones CHROMIUM_HEADLESS_SHELL_PATH and
 * CHROMIUM_PATH name. Nothing when they are there; install what is missing where that can be done
 * without asking anyone (Debian with apt-get, as root, as on CI); else, without the full Chromium,
 * stop before any test with the one command to run (every browser test failing one by one,
 * minutes later, told a newcomer nothing), and without the shell run every file in the full
 * Chromium, saying how to get the shell.
 */
export interface Machine {
  /** Where the tests look for the full Chromium. */
  path: string;
  /** Whether CHROMIUM_PATH chose that path (then installing Debian's package would not put it there). */
  chosen: boolean;
  exists: boolean;
  /** Where the tests look for the headless shell. */
  shellPath: string;
  /** Whether CHROMIUM_HEADLESS_SHELL_PATH chose that path. */
  shellChosen: boolean;
  shellExists: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type ChromiumPlan =
  | { kind: 'present'; say?: string }
  | { kind: 'install'; say: string; commands: string[][] }
  | { kind: 'stop'; say: string };

export const DEBIAN_PATH = '/usr/bin/chromium';
export const DEBIAN_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Where the full Chromium is looked for: CHROMIUM_PATH, else Debian's. */
export const fullChromiumPath = (): string => process.env.CHROMIUM_PATH ?? DEBIAN_PATH;
/** Where the headless shell is looked for: CHROMIUM_HEADLESS_SHELL_PATH, else Debian's. */
export const shellChromiumPath = (): string => process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? DEBIAN_SHELL_PATH;

const SKIP_BROWSER = 'npx vitest run --project quick-pure --project quick-web --project backend';

export function chromiumPlan(m: Machine): ChromiumPlan {
  if (!m.exists && m.chosen)
    return {
      kind: 'stop',
      say: `The browser tests need Chromium, and CHROMIUM_PATH names ${m.path}, where there is none. Point CHROMIUM_PATH at a Chromium, or unset it to use Debian's (${DEBIAN_PATH}).`,
    };
  if (!m.shellExists && m.shellChosen)
    return {
      kind: 'stop',
      say: `CHROMIUM_HEADLESS_SHELL_PATH names ${m.shellPath}, where there is none. Point it at a headless shell, or unset it to use Debian's (${DEBIAN_SHELL_PATH}).`,
    };
  const packages = [...(m.exists ? [] : ['chromium']), ...(m.shellExists ? [] : ['chromium-headless-shell'])];
  if (packages.length === 0) return { kind: 'present' };
  if (m.hasAptGet && m.isRoot)
    return {
      kind: 'install',
      say: `The browser tests need ${packages.map((p) => `${p} at ${p === 'chromium' ? DEBIAN_PATH : DEBIAN_SHELL_PATH}`).join(' and ')}: installing Debian's package${packages.length > 1 ? 's' : ''} (apt-get install -y ${packages.join(' ')})…`,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...packages],
      ],
    };
  const install = m.hasAptGet
    ? `sudo apt-get install -y ${packages.join(' ')}`
    : "install Chromium with your system's package manager and set CHROMIUM_PATH to it";
  if (m.exists)
    return {
      kind: 'present',
      say: `No headless shell at ${m.shellPath}: the browser tests run in the full Chromium (${m.path}), which costs them about a fifth more CPU. For the shell: ${m.hasAptGet ? install : 'set CHROMIUM_HEADLESS_SHELL_PATH to a chrome-headless-shell'}.`,
    };
  return {
    kind: 'stop',
    say: `The browser tests need Chromium at ${DEBIAN_PATH}, and it is not there. Run: ${install}\nthen npm test again (or, to run every test but the browser's: ${SKIP_BROWSER}).`,
  };
}

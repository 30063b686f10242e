import { describe, expect, it } from 'vitest';
import { chromiumPlan, DEBIAN_PATH, DEBIAN_SHELL_PATH, type Machine } from '../../scripts/setup/chromium-plan.js';

const machine = (over: Partial<Machine>): Machine => ({
  path: DEBIAN_PATH,
  chosen: false,
  exists: false,
  shellPath: DEBIAN_SHELL_PATH,
  shellChosen: false,
  shellExists: false,
  isRoot: false,
  hasAptGet: true,
  ...over,
});

describe('what npm test does about its browsers before any test', () => {
  it('nothing, when both are there', () => {
    expect(chromiumPlan(machine({ exists: true, shellExists: true }))).toEqual({ kind: 'present' });
    expect(
      chromiumPlan(
        machine({ exists: true, chosen: true, path: '/opt/c/chrome', shellExists: true, shellChosen: true }),
      ),
    ).toEqual({ kind: 'present' });
  });

  it("installs Debian's packages for what is missing, as root with apt-get, saying so", () => {
    const both = chromiumPlan(machine({ isRoot: true }));
    expect(both).toMatchObject({ kind: 'install', say: expect.stringMatching(/installing Debian's packages/) });
    expect(both.kind === 'install' && both.commands.at(-1)).toEqual([
      'apt-get',
      'install',
      '-y',
      '-qq',
      'chromium',
      'chromium-headless-shell',
    ]);
    const shell = chromiumPlan(machine({ isRoot: true, exists: true }));
    expect(shell.kind === 'install' && shell.commands.at(-1)).toEqual([
      'apt-get',
      'install',
      '-y',
      '-qq',
      'chromium-headless-shell',
    ]);
  });

  it('stops with the one command to run where it cannot install Chromium (not root, or no apt-get)', () => {
    const user = chromiumPlan(machine({}));
    expect(user).toMatchObject({
      kind: 'stop',
      say: expect.stringContaining('Run: sudo apt-get install -y chromium chromium-headless-shell'),
    });
    const mac = chromiumPlan(machine({ hasAptGet: false, isRoot: true }));
    expect(mac).toMatchObject({ kind: 'stop', say: expect.stringContaining('set CHROMIUM_PATH') });
    expect(mac.kind === 'stop' && mac.say).toMatch(/--project backend/);
  });

  it('without the headless shell and no way to install it, runs in the full Chromium and says how to get the shell', () => {
    const plan = chromiumPlan(machine({ exists: true }));
    expect(plan).toMatchObject({ kind: 'present', say: expect.stringContaining('full Chromium') });
    expect(plan.kind === 'present' && plan.say).toContain('sudo apt-get install -y chromium-headless-shell');
  });

  it('never installs over a CHROMIUM_PATH or CHROMIUM_HEADLESS_SHELL_PATH that names nothing: it says so', () => {
    const plan = chromiumPlan(machine({ chosen: true, path: '/opt/none/chrome', isRoot: true }));
    expect(plan).toMatchObject({ kind: 'stop', say: expect.stringContaining('/opt/none/chrome') });
    const shell = chromiumPlan(
      machine({ exists: true, shellChosen: true, shellPath: '/opt/none/shell', isRoot: true }),
    );
    expect(shell).toMatchObject({ kind: 'stop', say: expect.stringContaining('/opt/none/shell') });
  });
});

import { describe, expect, it } from 'vitest';
import { chromiumPlan, DEBIAN_PATH, type Machine } from '../../scripts/setup/chromium-plan.js';

const machine = (over: Partial<Machine>): Machine => ({
  path: DEBIAN_PATH,
  chosen: false,
  exists: false,
  isRoot: false,
  hasAptGet: true,
  ...over,
});

describe('what npm test does about Chromium before any test', () => {
  it('nothing, when it is there', () => {
    expect(chromiumPlan(machine({ exists: true }))).toEqual({ kind: 'present' });
    expect(chromiumPlan(machine({ exists: true, chosen: true, path: '/opt/c/chrome' }))).toEqual({ kind: 'present' });
  });

  it("installs Debian's package as root with apt-get, saying so", () => {
    const plan = chromiumPlan(machine({ isRoot: true }));
    expect(plan.kind).toBe('install');
    if (plan.kind !== 'install') return;
    expect(plan.say).toMatch(/installing Debian's package/);
    expect(plan.commands.at(-1)).toEqual(['apt-get', 'install', '-y', '-qq', 'chromium']);
  });

  it('stops with the one command to run where it cannot install (not root, or no apt-get)', () => {
    const user = chromiumPlan(machine({}));
    expect(user).toMatchObject({ kind: 'stop', say: expect.stringContaining('Run: sudo apt-get install -y chromium') });
    const mac = chromiumPlan(machine({ hasAptGet: false, isRoot: true }));
    expect(mac).toMatchObject({ kind: 'stop', say: expect.stringContaining('set CHROMIUM_PATH') });
    expect(mac.kind === 'stop' && mac.say).toMatch(/--project backend/);
  });

  it('never installs over a CHROMIUM_PATH that names nothing: it says so', () => {
    const plan = chromiumPlan(machine({ chosen: true, path: '/opt/none/chrome', isRoot: true }));
    expect(plan).toMatchObject({ kind: 'stop', say: expect.stringContaining('/opt/none/chrome') });
  });
});

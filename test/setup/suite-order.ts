import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the whole suite's files start in, for a short run on two cores.
 *
 * vitest's own order runs the projects one after another by name: the CPU-bound backend files first,
 * while the type check and the lint step (about 200 CPU-seconds, run beside vitest by `npm test`)
 * compete with them for both cores, and then the browser files, which spend much of their time
 * waiting on Chromium, sockets and timers, with a core often idle and nothing left to fill it (a
 * whole run used 1,115 CPU-seconds in 918 s). Here the browser files go first, the longest first,
 * so the static checks fill their waits, and the backend and quick files follow, filling the end.
 *
 * Within a project the longest files start first, so that no long file starts last and runs alone:
 * by the duration vitest recorded in an earlier run where it has one, else by `LONG` (measured on
 * this machine: a fresh clone has no record), else by size, as vitest does.
 */
const PROJECTS = ['browser', 'backend-isolated', 'backend', 'quick-web', 'quick-pure'];

/** The files that took longest in a whole run here (seconds at load 1-7), for a fresh clone's first run. */
const LONG: Record<string, number> = {
  'test/browser/freight-game.test.ts': 182,
  'test/browser/while-away.test.ts': 53,
  'test/browser/lobby-seats.test.ts': 52,
  'test/browser/accessibility.test.ts': 50,
  'test/browser/play-controls-tutorial.test.ts': 47,
  'test/browser/manila-round.test.ts': 42,
  'test/browser/lobby-languages.test.ts': 40,
  'test/browser/port-flow.test.ts': 40,
  'test/browser/manila-round-vi.test.ts': 39,
  'test/browser/port-panels.test.ts': 39,
  'test/browser/rematch.test.ts': 39,
  'test/browser/game-clock.test.ts': 38,
  'test/backend/local-stack/memory.test.ts': 34,
  'test/backend/app/fault-injection.test.ts': 29,
  'test/backend/local-stack/timeouts.test.ts': 23,
  'test/backend/local-stack/fuzz.test.ts': 22,
};

const rank = (spec: TestSpecification) => {
  const i = PROJECTS.indexOf(spec.project.name);
  return i === -1 ? PROJECTS.length : i;
};

export default class SuiteOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = `${this.ctx.config.root}/`;
    const known = (spec: TestSpecification) => {
      const file = spec.moduleId.startsWith(root) ? spec.moduleId.slice(root.length) : spec.moduleId;
      const recorded = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
      return recorded ? recorded.duration / 1000 : (LONG[file] ?? null);
    };
    // vitest's order within each project (recorded durations, else sizes), then the projects in ours,
    // with the files whose durations are known or listed moved to the front, longest first.
    const base = await super.sort(files);
    const at = new Map(base.map((spec, i) => [spec, i]));
    return [...base].sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      const da = known(a);
      const db = known(b);
      if (da !== null || db !== null) return (db ?? -1) - (da ?? -1);
      return at.get(a)! - at.get(b)!;
    });
  }
}

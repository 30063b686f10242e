import type { Reporter, TestModule } from 'vitest/node';

/**
 * Names, at the end of a run, every test file that started and never finished, with how long
 * it had been running. A worker that dies (out of memory, killed) loses its file's results and
 * vitest's own summary says only "Worker exited unexpectedly"; the CI log keeps just its tail,
 * so this line is the one that tells which file to look at.
 */
export default class UnfinishedFiles implements Reporter {
  private readonly started = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.started.delete(module.moduleId);
  }

  onTestRunEnd(): void {
    if (this.started.size === 0) return;
    const now = Date.now();
    const lines = [...this.started].map(
      ([id, at]) => `  ${id.replace(process.cwd() + '/', '')} (running for ${Math.round((now - at) / 1000)} s)`,
    );
    process.stdout.write(
      `\nTest files that started and never finished (their worker died or was stopped):\n${lines.join('\n')}\n`,
    );
  }
}

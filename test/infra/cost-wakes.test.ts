import { describe, expect, it, vi } from 'vitest';
import { games } from '../../engine/index.js';
import { readDeployment } from '../../scripts/cost/deployment.js';
import { playScenario } from '../../scripts/cost/play-scenario.js';

// `npm run cost` plays real games through the handlers, which ask a scheduler for a wake-up at each
// deadline or bot move due: the harness counts them (on AWS each is a schedule that fires) instead of
// refusing them, which the handlers logged as a problem per wake.
describe('the wake-ups of npm run cost', () => {
  it('counts every wake-up the handlers ask for in a sitting, and no handler logs one as refused', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const run = await playScenario({
        game: games['who-rules-the-sea'],
        scenario: 'sitting',
        seed: 1,
        index: 1,
        deployment: readDeployment(),
        fixedMs: 0,
        commands: 0,
      });
      expect(run.moves).toBeGreaterThan(0);
      expect(run.usage.wakes).toBeGreaterThan(0);
      const refused = logged.mock.calls.filter((args) => args.some((a) => String(a).includes('wake-not-scheduled')));
      expect(refused).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  }, 120_000);
});

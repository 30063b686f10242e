import { describe, expect, it, vi } from 'vitest';
import { games } from '../../engine/index.js';
import { botChooser } from '../backend/support/bots.js';
import { readDeployment } from '../../scripts/cost/deployment.js';
import { Harness, startStore } from '../../scripts/cost/harness.js';
import { PLAYS, PLAYERS } from '../../scripts/cost/scenarios.js';

// `npm run cost` plays real games through the handlers, which ask a scheduler for a wake-up at each
// deadline or bot move due: the harness counts them (on AWS each is a schedule that fires) instead of
// refusing them, which the handlers logged as a problem per wake.
describe('the wake-ups of npm run cost', () => {
  it('counts every wake-up the handlers ask for in a sitting, and no handler logs one as refused', async () => {
    const game = games['who-rules-the-sea'];
    const seats = Math.min(game.seats.max, Math.max(game.seats.min, PLAYERS));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await startStore(0);
    try {
      const h = new Harness(store, readDeployment(), seats, 1, 1);
      store.meter.reset();
      await PLAYS.sitting({ h, rules: game.id, seats, choose: botChooser(1), commands: 0 });
      const usage = store.meter.reset();
      expect(h.moves).toBeGreaterThan(0);
      expect(usage.wakes).toBeGreaterThan(0);
      const refused = logged.mock.calls.filter((args) => args.some((a) => String(a).includes('wake-not-scheduled')));
      expect(refused).toEqual([]);
    } finally {
      logged.mockRestore();
      await store.close();
    }
  }, 120_000);
});

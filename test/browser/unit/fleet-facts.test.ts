// The fleet and money panels' readings of the view and the log (web/src/games/freight/
// fleet-facts.ts, final-valuation.ts), checked against the engine's own sums over whole bot games.
import { describe, expect, it } from 'vitest';
import { outcome } from '../../../engine/games/who-rules-the-sea/outcome.js';
import { netFor } from '../../../engine/core/payments.js';
import { latest } from '../../../web/src/games/freight/fleet-facts.js';
import { moneyBefore, paidToDebt } from '../../../web/src/games/freight/arrival-money.js';
import { rankByValue } from '../../../engine/games/who-rules-the-sea/outcome.js';
import { entriesFor, playFreightSteps } from '../../support/freight-entries.js';

const games = [1, 4, 11].map((seed) =>
  playFreightSteps({ seats: 3, voyage: 'short', seed, bots: ['random', 'greedy', 'random'], sideMoves: true }),
);

describe('the fleet panels read the view and the log as the engine counts', () => {
  it("the cash and debt folded from the log before each arrival are the state's, and the debt share is what the debt went down by", () => {
    let arrivals = 0;
    let withDebt = 0;
    for (const steps of games) {
      for (let i = 1; i < steps.length; i++) {
        const at = steps[i].events.findIndex((e) => e.type === 'ShipArrived' || e.type === 'ShipLost');
        if (at < 0) continue;
        const entries = entriesFor(steps, i + 1, null);
        const found = latest(entries, ['ShipArrived', 'ShipLost'])!;
        const e = found.event;
        const before = moneyBefore(entries, found)!;
        // The state just before the event: the previous command's, with this command's earlier events' payments.
        const debtBefore = before[e.seat].debt;
        const got = netFor(e.payments, e.seat);
        const toDebt = paidToDebt(before, e.seat, got)!;
        const p = steps[i].after.players[e.seat];
        if (!p.left && steps[i].events.slice(at + 1).every((x) => !('payments' in x))) {
          expect(p.debt).toBe(debtBefore - toDebt);
          expect(p.cash).toBe(before[e.seat].cash + got - toDebt);
        }
        arrivals++;
        if (toDebt > 0) withDebt++;
      }
    }
    expect(arrivals).toBeGreaterThan(50);
    expect(withDebt).toBeGreaterThan(0);
  });

  it('the values the GameEnded event carries rank the players as the outcome does, each summing to its total', () => {
    for (const steps of games) {
      const last = steps[steps.length - 1];
      const ended = last.events.find((e) => e.type === 'GameEnded');
      if (ended?.type !== 'GameEnded') throw new Error('the game did not end');
      const rows = rankByValue(ended.values);
      const o = outcome(last.after)!;
      expect(rows.map((r) => [r.v.seat, r.rank])).toEqual(o.results.slice(0, rows.length).map((r) => [r.seat, r.rank]));
      for (const r of rows) expect(r.v.cash - r.v.debt + r.v.ships + r.v.notes + r.v.claims).toBe(r.v.total);
    }
  });
});

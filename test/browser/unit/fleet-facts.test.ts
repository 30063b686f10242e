// The fleet and money panels' readings of the view and the log (web/src/games/who-rules-the-sea/
// fleet-facts.ts, final-valuation.ts), checked against the engine's own sums over whole bot games.
import { describe, expect, it } from 'vitest';
import { outcome } from '../../../engine/games/who-rules-the-sea/outcome.js';
import { valuation } from '../../../engine/games/who-rules-the-sea/valuation.js';
import { view } from '../../../engine/games/who-rules-the-sea/view.js';
import { latest, moneyBefore, paidToDebt, received, valueParts } from '../../../web/src/games/who-rules-the-sea/fleet-facts.js';
import { ranked } from '../../../web/src/games/who-rules-the-sea/final-valuation.js';
import { entriesFor, playFreightSteps } from '../../support/freight-entries.js';

const games = [1, 4, 11].map((seed) => playFreightSteps({ seats: 3, voyage: 'short', seed, bots: ['random', 'greedy', 'random'], sideMoves: true }));

describe('the fleet panels read the view and the log as the engine counts', () => {
  it('a player\'s value, part by part, is valuation.ts\'s for every seat after every command', () => {
    let checked = 0;
    for (const steps of games) {
      for (const step of steps) {
        const s = step.after;
        if (s.status === 'new') continue;
        const v = view(s, null);
        for (const p of v.players) {
          if (p.left) continue;
          expect(valueParts(v, p.seat)).toEqual(valuation(s, p.seat));
          expect(valueParts(v, p.seat).total).toBe(p.value);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('the cash and debt folded from the log before each arrival are the state\'s, and the debt share is what the debt went down by', () => {
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
        const got = received(e.payments, e.seat);
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

  it('the final ranking is outcome.ts\'s: by value, then cash, ties shared', () => {
    for (const steps of games) {
      const last = steps[steps.length - 1];
      const ended = last.events.find((e) => e.type === 'GameEnded');
      if (!ended || ended.type !== 'GameEnded') throw new Error('the game did not end');
      const rows = ranked(ended.values);
      const o = outcome(last.after)!;
      expect(rows.map((r) => [r.v.seat, r.rank])).toEqual(o.results.slice(0, rows.length).map((r) => [r.seat, r.rank]));
      for (const r of rows) expect(r.v.cash - r.v.debt + r.v.ships + r.v.notes + r.v.claims).toBe(r.v.total);
    }
  });
});

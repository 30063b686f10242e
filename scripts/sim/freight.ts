// The freight game's simulation report (components 7.3, to check the designed balance): complete games with the
// game's own bots, per player count, with the figures the balance targets are stated in.
import { playFreightGame, type BotKind } from '../../test/support/freight-play.js';
import { freightInvariants } from '../../test/support/invariants/who-rules-the-sea.js';
import { whoRulesTheSea as game } from '../../engine/games/who-rules-the-sea/index.js';
import type { Voyage } from '../../engine/games/who-rules-the-sea/types.js';

export interface FreightSimOptions {
  players: number[];
  games: number;
  seed: number;
  voyage: Voyage;
  /** 'mixed': one random bot among greedy ones, its seat rotating from game to game. */
  bots: BotKind | 'mixed';
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(0)}%`;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** Runs the simulation and prints one block per player count; returns the number of invariant violations. */
export function simulateFreight(o: FreightSimOptions): number {
  let violationsTotal = 0;
  console.log(
    `Who Rules the Sea?, ${o.voyage} voyage, ${o.bots} bots, ${o.games} games per player count, seeds from ${o.seed}`,
  );
  for (const seats of o.players) {
    const rounds: number[] = [];
    const reasons = new Map<string, number>();
    const winsByPosition = Array<number>(seats).fill(0);
    let bankruptcies = 0;
    let legs = 0;
    let shipsLost = 0;
    let notesLost = 0;
    let shipFees = 0;
    let shipPaid = 0;
    let goodsFees = 0;
    let goodsPaid = 0;
    let randomWins = 0;
    let winnerValue = 0;
    const violations: string[] = [];
    for (let g = 0; g < o.games; g++) {
      const seed = o.seed + g;
      const randomSeat = g % seats;
      const bots: BotKind | BotKind[] =
        o.bots === 'mixed' ? Array.from({ length: seats }, (_, i) => (i === randomSeat ? 'random' : 'greedy')) : o.bots;
      const check = freightInvariants();
      const played = playFreightGame({
        seats,
        seed,
        voyage: o.voyage,
        bots,
        onStep(before, events) {
          let s = before;
          for (const e of events) {
            const next = game.evolve(s, e);
            for (const v of check(s, e, next)) violations.push(`seed ${seed}: ${v}`);
            s = next;
          }
        },
      });
      const final = played.final;
      rounds.push(final.round);
      const outcome = game.outcome(final);
      if (final.endReason === null || outcome === null) throw new Error(`seed ${seed}: the played game did not end`);
      reasons.set(final.endReason, (reasons.get(final.endReason) ?? 0) + 1);
      for (const e of played.events) {
        if (e.type === 'Sailed') legs++;
        if (e.type === 'PlayerLeft' && e.reason === 'bankrupt') bankruptcies++;
        if (e.type === 'ShipLost') {
          shipsLost++;
          notesLost += e.notes.length;
          shipPaid += e.insurance;
          goodsPaid += e.claims.reduce((n, c) => n + c.amount, 0);
        }
        if (e.type === 'CargoLost') notesLost += e.notes.length;
        if (e.type === 'ShipArrived') goodsPaid += e.claims.reduce((n, c) => n + c.amount, 0);
        if (e.type === 'ShipInsured') shipFees += e.payments.reduce((n, p) => n + p.amount, 0);
        if (e.type === 'NoteInsured') goodsFees += e.payments.reduce((n, p) => n + p.amount, 0);
      }
      for (const w of outcome.winners) winsByPosition[final.order.indexOf(w)] += 1 / outcome.winners.length;
      if (o.bots === 'mixed' && outcome.winners.includes(randomSeat)) randomWins += 1 / outcome.winners.length;
      winnerValue += outcome.results[0].score;
    }
    violationsTotal += violations.length;
    const mean = rounds.reduce((a, b) => a + b, 0) / rounds.length;
    const order = ['last-delivery', 'safety-net', 'last-player', 'agreement'];
    console.log(`\n${seats} players`);
    console.log(
      `  rounds: mean ${mean.toFixed(1)}, median ${percentile(rounds, 50)}, p10 ${percentile(rounds, 10)}, p90 ${percentile(rounds, 90)}`,
    );
    console.log(`  ended by: ${order.map((r) => `${r} ${pct(reasons.get(r) ?? 0, o.games)}`).join(', ')}`);
    console.log(`  bankruptcies per game: ${(bankruptcies / o.games).toFixed(2)}`);
    console.log(
      `  per leg (${(legs / o.games).toFixed(0)} legs a game): ships lost ${((shipsLost / legs) * 100).toFixed(1)}%, consignments lost ${(notesLost / legs).toFixed(3)}`,
    );
    console.log(
      `  insurance paid out / fees taken: ships £${shipPaid} / £${shipFees} = ${(shipPaid / Math.max(1, shipFees)).toFixed(2)}, goods £${goodsPaid} / £${goodsFees} = ${(goodsPaid / Math.max(1, goodsFees)).toFixed(2)}`,
    );
    console.log(
      `  wins by seat in turn order: ${winsByPosition.map((w) => pct(w, o.games)).join(' ')}; winner's mean value £${(winnerValue / o.games).toFixed(0)}`,
    );
    if (o.bots === 'mixed')
      console.log(
        `  the random bot won ${pct(randomWins, o.games)} (greedy beat it in ${pct(o.games - randomWins, o.games)})`,
      );
    console.log(`  invariant violations: ${violations.length}`);
    for (const v of violations.slice(0, 10)) console.log(`    ${v}`);
  }
  return violationsTotal;
}

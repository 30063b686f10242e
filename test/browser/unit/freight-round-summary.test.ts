// Who Rules the Sea?'s round summaries (web/src/games/freight/round-summary.ts) on real logs:
// seeded games played with the engine's bots, turned into entries as the server sends them to a
// spectator, checked against the engine's own states, which the reader never sees.
import { describe, expect, it } from 'vitest';
import { whoRulesTheSea as game } from '../../../engine/games/who-rules-the-sea/index.js';
import type { FreightEvent, FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import type { GameEntry } from '../../../web/src/games/game-entry.js';
import { freightRoundSummaries } from '../../../web/src/games/freight/round-summary.js';
import { playFreightGame } from '../../support/freight-play.js';

const START = Date.UTC(2026, 10, 29, 8, 0);

function played(seed: number, seats: number, bots: 'greedy' | 'mixed') {
  const entries: GameEntry<FreightEvent>[] = [];
  const steps: { event: FreightEvent; after: FreightState; version: number }[] = [];
  const g = playFreightGame({
    seats,
    seed,
    voyage: 'short',
    // Greedy bots never auction a ship; the mixed table's random seats do (seed 3: one sold, one passed by all).
    bots: bots === 'greedy' ? 'greedy' : ['random', 'greedy', 'random'],
    sideMoves: true,
    keepStates: true,
    onStep: (_before, events, _after, actor) => {
      const version = entries.length + 1;
      entries.push({
        version,
        actor,
        at: new Date(START + version * 60_000).toISOString(),
        events: events.map((e) => {
          const event = game.redact(e, null);
          return { event, line: game.describe(event) };
        }),
      });
    },
  });
  let k = 0;
  for (const entry of entries)
    for (const { event } of entry.events) steps.push({ event, after: g.states[k++], version: entry.version });
  return { entries, steps };
}

const worth = (s: FreightState, seat: number) => s.players[seat].cash - s.players[seat].debt;

describe('Who Rules the Sea? round summaries', () => {
  for (const [seed, seats, bots = 'greedy'] of [
    [1, 3],
    [2, 3],
    [3, 4],
    [4, 2],
    [5, 5],
    [3, 3, 'mixed'],
  ] as const) {
    it(`give every seat's money by reason, summing to what the bank counted, in game ${seed} (${seats} players, ${bots} bots)`, () => {
      const { entries, steps } = played(seed, seats, bots);
      const names = ['Ann', 'Bo', 'Cy', 'Dan', 'Eve'].slice(0, seats);
      const summaries = freightRoundSummaries(entries, names);
      // Rounds open at the first turn of each round and close at the next one's, or at the end.
      const roundOf = (e: FreightEvent) => (e.type === 'TurnStarted' && !e.opening ? e.round : null);
      const opens = steps.flatMap((s, i) =>
        roundOf(s.event) !== null && steps.slice(0, i).every((p) => roundOf(p.event) !== roundOf(s.event)) ? [i] : [],
      );
      const end = steps.findIndex((s) => s.event.type === 'GameEnded');
      expect(summaries.map((s) => s.round)).toEqual(opens.map((i) => (steps[i].event as { round: number }).round));
      expect(summaries.at(-1)?.last).toBe(true);
      summaries.forEach((summary, r) => {
        const from = opens[r];
        const to = opens[r + 1] ?? end;
        expect(summary.version).toBe(steps[to].version);
        for (let seat = 0; seat < seats; seat++) {
          // Leaving cancels a player's cash and debt (R31): no payment, so no line of the summary.
          const cancelled = steps
            .slice(from, to)
            .reduce(
              (n, s) => n + (s.event.type === 'PlayerLeft' && s.event.seat === seat ? s.event.cash - s.event.debt : 0),
              0,
            );
          const net = worth(steps[to - 1].after, seat) - worth(steps[from - 1].after, seat) + cancelled;
          const m = summary.seats[seat];
          expect(m.net, `round ${summary.round}, seat ${seat}`).toBe(net);
          expect(m.lines.reduce((n, l) => n + l.amount, 0)).toBe(m.net);
        }
        expect(summary.prices).toBeUndefined();
      });
      // Every arrival, loss and auction of the rounds is told, one line each.
      const told = summaries.flatMap((s) => [...(s.news ?? []), ...s.ships]);
      // The auctions lead, as news; the ships' part keeps the voyages.
      expect(summaries.flatMap((s) => s.ships).filter((l) => l.includes(' at auction by '))).toEqual([]);
      const notable = steps
        .slice(opens[0], end)
        .filter(
          ({ event: e }) =>
            e.type === 'ShipArrived' ||
            e.type === 'ShipLost' ||
            (e.type === 'CargoLost' && e.notes.length > 0) ||
            e.type === 'AuctionClosed',
        );
      expect(told).toHaveLength(notable.length);
      // An auction's line names its seller and, when sold, its buyer and price (the seller may not have been looking).
      const auctions = notable.flatMap(({ event: e }) => (e.type === 'AuctionClosed' ? [e] : []));
      if (bots === 'mixed')
        expect(auctions.map((e) => e.winner === null)).toEqual(expect.arrayContaining([true, false]));
      expect(told.filter((l) => l.includes(' at auction by '))).toEqual(
        auctions.map((e) =>
          e.winner === null
            ? expect.stringMatching(
                new RegExp(`offered at auction by \\u2068?${names[e.seller]}\\u2069?; every bidder passed$`),
              )
            : expect.stringMatching(
                new RegExp(
                  `sold at auction by \\u2068?${names[e.seller]}\\u2069? to \\u2068?${names[e.winner]}\\u2069? for £${e.price.toLocaleString('en-GB')}$`,
                ),
              ),
        ),
      );
      expect(told.filter((l) => l.includes(' arrived in '))).toHaveLength(
        notable.filter((s) => s.event.type === 'ShipArrived').length,
      );
    });
  }
});

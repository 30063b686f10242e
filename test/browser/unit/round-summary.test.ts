// The round summaries (web/src/games/*/round-summary.ts) on real logs: seeded games played with the
// engine, turned into entries as the server sends them (redacted and described for one viewer),
// checked against the engine's own states, which the readers never see.
import { describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../../../engine/core/types.js';
import { PRICE_TRACK, GOODS } from '../../../engine/games/manila/constants.js';
import { manila } from '../../../engine/games/manila/index.js';
import type { ManilaEvent, ManilaState } from '../../../engine/games/manila/types.js';
import { CARGOES, SHIPS } from '../../../engine/games/manila-tutorial/constants.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import type { TutorialEvent, TutorialState } from '../../../engine/games/manila-tutorial/types.js';
import type { GameEntry } from '../../../web/src/games/game-entry.js';
import { manilaRoundSummaries } from '../../../web/src/games/manila/round-summary.js';
import { tutorialRoundSummaries } from '../../../web/src/games/tutorial/round-summary.js';
import { Ledger, type RoundSummary } from '../../../web/src/games/round-summary.js';
import { signed } from '../../../web/src/i18n/i18n.js';
import { playRandomGame } from '../../support/random-play.js';

const START = Date.UTC(2026, 10, 29, 8, 0);

interface Played<E extends { type: string }, S> {
  entries: GameEntry<E>[];
  /** Every event in order, with the state after it and the version of its entry. */
  steps: { event: E; after: S; version: number; at: string }[];
}

/** One seeded game, as the log the server would send `viewer`, beside the engine's states. */
function play<E extends { type: string }, S>(
  game: AnyGame,
  seats: number,
  seed: number,
  viewer: Viewer,
  options?: unknown,
): Played<E, S> {
  const entries: GameEntry<E>[] = [];
  const steps: Played<E, S>['steps'] = [];
  const { states } = playRandomGame(game, {
    seats,
    seed,
    options,
    keepStates: true,
    onStep: (_before, events, _after, actor) => {
      const version = entries.length + 1;
      const at = new Date(START + version * 60_000).toISOString();
      entries.push({
        version,
        actor,
        at,
        events: events.map((e) => {
          const event = game.redact(e, viewer) as E;
          return { event, line: game.describe(event) };
        }),
      });
    },
  });
  // keepStates holds the state after every event, in the order of the entries' events.
  let k = 0;
  for (const entry of entries) {
    for (const { event } of entry.events)
      steps.push({ event, after: states[k++] as S, version: entry.version, at: entry.at });
  }
  return { entries, steps };
}

/** The index of each event that opens or closes a round: RoundStarted and GameEnded. */
function boundaries(steps: { event: { type: string } }[]): number[] {
  return steps.flatMap((s, i) => (s.event.type === 'RoundStarted' || s.event.type === 'GameEnded' ? [i] : []));
}

describe('Manila round summaries', () => {
  const games = [
    ...[1, 2, 3, 4, 5, 6].map((seed) => ({ seats: 3, seed, stronger: false })),
    ...[7, 8, 9].map((seed) => ({ seats: 4, seed, stronger: true })),
    ...[10, 11].map((seed) => ({ seats: 5, seed, stronger: seed % 2 === 0 })),
  ];

  for (const { seats, seed, stronger } of games) {
    for (const viewer of [0, 'all'] as Viewer[]) {
      it(`${seats} seats, seed ${seed}, viewer ${viewer}: each seat's net is its cash change over the round, ships and prices as the board ended`, () => {
        const { entries, steps } = play<ManilaEvent, ManilaState>(manila, seats, seed, viewer, {
          strongerPirates: stronger,
        });
        const summaries = manilaRoundSummaries(entries);
        const marks = boundaries(steps);
        // Every round is closed by the next one's start or the end: one summary per round played.
        expect(summaries).toHaveLength(marks.length - 1);
        expect(summaries.map((s) => s.round)).toEqual(summaries.map((_, i) => i + 1));
        expect(summaries.map((s) => s.last)).toEqual(summaries.map((_, i) => i === summaries.length - 1));
        summaries.forEach((summary, r) => {
          const open = steps[marks[r]];
          const close = steps[marks[r + 1]];
          const settled = steps[marks[r + 1] - 1].after;
          expect(summary.version).toBe(close.version);
          expect(summary.at).toBe(close.at);
          expect(summary.seats.map((m) => m.net)).toEqual(
            close.after.players.map((p, s) => p.cash - open.after.players[s].cash),
          );
          for (const m of summary.seats) expect(m.lines.reduce((n, l) => n + l.amount, 0)).toBe(m.net);
          // Ships: one line per launched ship, with where the board left it.
          expect(summary.ships).toHaveLength(settled.board.ships.length);
          for (const ship of settled.board.ships) {
            const line = summary.ships.find((l) => l.toLowerCase().startsWith(ship.good));
            expect(line, `a line for the ${ship.good} ship`).toBeDefined();
            if (ship.berth) expect(line).toContain(`${ship.berth.place} ${ship.berth.slot}`);
            expect(line!.includes('plundered')).toBe(ship.plundered);
          }
          // Prices: exactly the goods whose step rose, at their new price.
          const rose = GOODS.filter((g) => close.after.prices[g] > open.after.prices[g]);
          expect(summary.prices).toHaveLength(rose.length);
          for (const g of rose)
            expect(summary.prices!.join('; ').toLowerCase()).toContain(
              `${g} rises to ${PRICE_TRACK[close.after.prices[g]]}`,
            );
        });
      });
    }
  }

  it("names the reasons: the auction price, the insurance's 10 pesos, a mortgage's 12, the pirates' loot", () => {
    const checked = { auction: 0, insurance: 0, mortgage: 0, plunder: 0 };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { entries, steps } = play<ManilaEvent, ManilaState>(manila, 3, seed, 0);
      const summaries = manilaRoundSummaries(entries);
      let round = 0;
      for (const { event } of steps) {
        if (event.type === 'RoundStarted') round = event.round;
        const summary = summaries.find((s) => s.round === round);
        if (!summary) continue;
        const line = (seat: number, reason: string) =>
          summary.seats[seat].lines.find((l) => l.reason === reason)?.amount;
        if (event.type === 'HarbourMasterChosen' && event.price > 0) {
          expect(line(event.seat, 'harbour master')).toBe(-event.price);
          checked.auction++;
        }
        if (event.type === 'AccomplicePlaced' && event.spot === 'insurance') {
          expect(line(event.seat, 'insurance')).toBe(10);
          checked.insurance++;
        }
        if (event.type === 'ProfitPaid' && event.reason === 'plunder') {
          const ship = `${event.good![0].toUpperCase()}${event.good!.slice(1)}`;
          for (const p of event.payments)
            expect(line(p.to as number, `plunder of the ${event.good} ship`)).toBe(p.amount);
          expect(summary.ships.find((l) => l.startsWith(ship))).toMatch(
            /plundered by the pirates, then (sent to harbour|to shipyard) [ABC]/,
          );
          checked.plunder++;
        }
        if (event.type === 'ShareMortgaged' && !event.forced) {
          expect(line(event.seat, 'mortgage')).toBeGreaterThanOrEqual(12);
          checked.mortgage++;
        }
      }
    }
    expect(checked.auction).toBeGreaterThan(0);
    expect(checked.insurance).toBeGreaterThan(0);
    expect(checked.mortgage).toBeGreaterThan(0);
    expect(checked.plunder).toBeGreaterThan(0);
  });

  it('has no summary for the round in play: a round is summed up once it is settled', () => {
    const { entries, steps } = play<ManilaEvent, ManilaState>(manila, 3, 4, 0);
    const second = steps.find((s) => s.event.type === 'RoundStarted' && s.event.round === 2)!;
    expect(manilaRoundSummaries(entries.filter((e) => e.version < second.version))).toEqual([]);
    const first = manilaRoundSummaries(entries.filter((e) => e.version <= second.version));
    expect(first.map((s) => s.round)).toEqual([1]);
    expect(first[0].version).toBe(second.version);
  });
});

describe('Tutorial round summaries', () => {
  for (const seats of [2, 3, 4]) {
    for (const seed of [1, 2, 3, 4]) {
      it(`${seats} seats, seed ${seed}: each seat's net is its cash change, every ship's fate and the round's prices`, () => {
        const { entries, steps } = play<TutorialEvent, TutorialState>(manilaTutorial, seats, seed, 1);
        const summaries = tutorialRoundSummaries(entries);
        const marks = boundaries(steps);
        expect(summaries.map((s) => s.round)).toEqual([1, 2, 3]);
        expect(summaries.map((s) => s.last)).toEqual([false, false, true]);
        summaries.forEach((summary, r) => {
          const open = steps[marks[r]];
          const close = steps[marks[r + 1]];
          const settled = steps[marks[r + 1] - 1].after;
          expect(summary.version).toBe(close.version);
          expect(summary.seats.map((m) => m.net)).toEqual(
            close.after.players.map((p, s) => p.cash - open.after.players[s].cash),
          );
          for (const m of summary.seats) expect(m.lines.reduce((n, l) => n + l.amount, 0)).toBe(m.net);
          const words = {
            arrived: 'reached Manila',
            sunk: 'sank past Manila',
            collided: 'collided',
            'at-sea': 'still at sea',
          } as const;
          expect(summary.ships).toHaveLength(SHIPS.length);
          for (const ship of SHIPS) {
            const line = summary.ships.find((l) => l.toLowerCase().startsWith(ship));
            expect(line).toContain(words[settled.ships[ship].fate]);
            expect(line).toContain(settled.cargo![ship]);
          }
          expect(summary.prices!.join(' ')).toBe(
            `Cargo prices this round: ${CARGOES.map((c) => `${c} ${settled.prices![c]}`).join(', ')}`,
          );
        });
      });
    }
  }
});

describe('Ledger and signed amounts', () => {
  it("gathers a seat's payments by reason, in the order they first happened, and drops what nets to nothing", () => {
    const l = new Ledger(2);
    l.pay([{ from: 0, to: 'bank', amount: 5 }], 'share bought', 'share sold');
    l.pay([{ from: 'bank', to: 0, amount: 12 }], 'mortgage', 'mortgage');
    l.pay([{ from: 0, to: 1, amount: 8 }], 'repairs paid', 'shipyard B');
    l.pay(
      [
        { from: 'bank', to: 0, amount: 5 },
        { from: 1, to: 'bank', amount: 0 },
      ],
      'x',
      'share bought',
    );
    const [ann, bo] = l.seats();
    expect(ann).toEqual({
      seat: 0,
      net: 4,
      lines: [
        { reason: 'mortgage', amount: 12 },
        { reason: 'repairs paid', amount: -8 },
      ],
    });
    expect(bo).toEqual({ seat: 1, net: 8, lines: [{ reason: 'shipyard B', amount: 8 }] });
  });

  it('writes the sign out, never by colour alone', () => {
    expect([signed(12), signed(-5), signed(0)]).toEqual(['+12', '\u22125', '\u00b10']);
  });

  it('summaries are plain data a page can keep', () => {
    const { entries } = play<ManilaEvent, ManilaState>(manila, 3, 2, 0);
    const summaries: RoundSummary[] = manilaRoundSummaries(entries);
    expect(JSON.parse(JSON.stringify(summaries))).toEqual(summaries);
  });
});

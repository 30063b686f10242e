import type { AnswerKind } from './clock.js';
import type { TempoGame } from './play.js';

export interface TempoSummary {
  games: number;
  commands: number;
  byOrder: number;
  forced: number;
  handOffs: number;
  perGame: { commands: number; handOffs: number; wakeUps: number[]; wakeUpsPerSeat: number };
  medianDays: number;
  meanDays: number;
  /** Wake-ups per seat per game by what woke the seat (TempoGame.wokenFor), most first. */
  wokenFor: [string, number][];
  /** Commands per game by type, most first (TempoGame.commandsByType). */
  commandsByType: [string, number][];
  /** The share of wake-ups answered awake, asleep and past bedtime (TempoGame.answers). */
  answers: Record<AnswerKind, number>;
  /** Hours of the game per hand-off, over all games: what the time model makes of one "your turn". */
  hoursPerHandOff: number;
}

/** The totals, the means per game and the median of days over the games played. */
export function summarise(games: readonly TempoGame[]): TempoSummary {
  const n = games.length;
  const sum = (f: (g: TempoGame) => number) => games.reduce((a, g) => a + f(g), 0);
  const seats = games[0]?.wakeUps.length ?? 0;
  const wakeUps = Array.from({ length: seats }, (_, s) => sum((g) => g.wakeUps[s]) / n);
  return {
    games: n,
    commands: sum((g) => g.commands),
    byOrder: sum((g) => g.byOrder),
    forced: sum((g) => g.forced),
    handOffs: sum((g) => g.handOffs),
    perGame: {
      commands: sum((g) => g.commands) / n,
      handOffs: sum((g) => g.handOffs) / n,
      wakeUps,
      wakeUpsPerSeat: sum((g) => g.handOffs) / n / Math.max(1, seats),
    },
    medianDays: median(games.map((g) => g.days)),
    meanDays: sum((g) => g.days) / n,
    wokenFor: wokenFor(games, Math.max(1, seats)),
    commandsByType: meanCounts(
      games.map((g) => g.commandsByType),
      n,
    ),
    answers: {
      awake:
        sum((g) => g.answers.awake) /
        Math.max(
          1,
          sum((g) => g.handOffs),
        ),
      asleep:
        sum((g) => g.answers.asleep) /
        Math.max(
          1,
          sum((g) => g.handOffs),
        ),
      'past-bedtime':
        sum((g) => g.answers['past-bedtime']) /
        Math.max(
          1,
          sum((g) => g.handOffs),
        ),
    },
    hoursPerHandOff:
      (sum((g) => g.days) * 24) /
      Math.max(
        1,
        sum((g) => g.handOffs),
      ),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

function wokenFor(games: readonly TempoGame[], seats: number): [string, number][] {
  return meanCounts(
    games.map((g) => g.wokenFor),
    games.length * seats,
  );
}

/** Counts by type summed over the games and divided by `per`, most first. */
function meanCounts(counts: readonly Record<string, number>[], per: number): [string, number][] {
  const total = new Map<string, number>();
  for (const c of counts) for (const [type, n] of Object.entries(c)) total.set(type, (total.get(type) ?? 0) + n);
  return [...total]
    .map(([type, n]): [string, number] => [type, n / per])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

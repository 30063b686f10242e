import type { Payment } from '../../../engine/core/types.js';
import type { GameEntry, GameEvent } from './game-entry.js';

/**
 * What one round came to, read from the log's events alone (never recomputed from the rules):
 * every seat's money over the round with its reasons, how the ships ended, what the prices did.
 * Each rule set has its own reader (web/src/games/<id>/round-summary.ts); the game screen shows
 * the latest one until the seat dismisses it.
 */
export interface RoundSummary {
  round: number;
  /** The version of the entry that settled the round: what a seat remembers as seen. */
  version: number;
  /** When the server accepted that entry (ISO). */
  at: string;
  /** Every seat, in seat order, even one whose cash did not move. */
  seats: SeatMoney[];
  /** One line per ship: "Silk: docked at harbour A". */
  ships: string[];
  /**
   * What a player who was away must read first, drawn right under the heading, before the money: a
   * sealed-bid auction's result, say ("Esztergom: sold at auction by Ann to Bo for £600"). Absent or
   * empty: nothing is drawn.
   */
  news?: string[];
  /** What the prices did: "Silk rises to 20"; absent for a game without prices (the part is not drawn). */
  prices?: string[];
  /** The game ended with this settlement. */
  last: boolean;
}

export interface SeatMoney {
  seat: number;
  /** The round's change to the seat's cash (the lines' sum). */
  net: number;
  /** Signed amounts by reason, in the order they first happened; a reason appears once. */
  lines: { reason: string; amount: number }[];
}

/** A seat's cash moves over a round, gathered by reason. */
export class Ledger {
  private readonly bySeat: Map<string, number>[];

  constructor(seats: number) {
    this.bySeat = Array.from({ length: seats }, () => new Map<string, number>());
  }

  add(seat: number, reason: string, amount: number): void {
    // A seat outside the table (index reads are unchecked) has no ledger: its moves are not summed.
    if (!Object.hasOwn(this.bySeat, seat) || amount === 0) return;
    const lines = this.bySeat[seat];
    lines.set(reason, (lines.get(reason) ?? 0) + amount);
  }

  /** Books an event's payments: what a seat pays under `out`, what a seat receives under `into`. */
  pay(payments: readonly Payment[], out: string, into: string): void {
    for (const p of payments) {
      if (p.from !== 'bank') this.add(p.from, out, -p.amount);
      if (p.to !== 'bank') this.add(p.to, into, p.amount);
    }
  }

  seats(): SeatMoney[] {
    return this.bySeat.map((lines, seat) => {
      const kept = [...lines].filter(([, amount]) => amount !== 0).map(([reason, amount]) => ({ reason, amount }));
      return { seat, net: kept.reduce((n, l) => n + l.amount, 0), lines: kept };
    });
  }
}

/** An event with the entry it came in. */
export interface LoggedEvent<E extends GameEvent> {
  event: E;
  entry: GameEntry<E>;
}

/** Every event of the log in order, each with its entry (for the entry's version and time). */
export function eventsOf<E extends GameEvent>(entries: readonly GameEntry<E>[]): LoggedEvent<E>[] {
  return entries.flatMap((entry) => entry.events.map(({ event }) => ({ event, entry })));
}

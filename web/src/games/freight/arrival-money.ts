import type { Seat } from '../../../../engine/core/types.js';
import { STARTING_CASH } from '../../../../engine/games/who-rules-the-sea/data.js';
import { applyMoney } from '../../../../engine/games/who-rules-the-sea/money.js';
import type { PlayerState } from '../../../../engine/games/who-rules-the-sea/types.js';
import { eventAt, type Found, type FreightEntry } from './fleet-facts.js';

// The money an arrival's report reads (arrival-report.ts), apart from the other readings of the
// log (fleet-facts.ts): the report comes once the board is painted, and with these the seat page
// fetched the bank's debt rule (money.ts) before it.

/**
 * Every player's cash and debt just before an event, folded from the log's payments with the
 * bank's own debt rule (money.ts); null when the log does not begin with the game's start.
 */
export function moneyBefore(entries: readonly FreightEntry[], at: Found): PlayerState[] | null {
  let players: PlayerState[] | null = null;
  for (let entry = 0; entry <= at.entry; entry++) {
    const events = entries[entry].events;
    const end = entry === at.entry ? at.index : events.length;
    for (let index = 0; index < end; index++) {
      const e = eventAt(entries, entry, index);
      if (e.type === 'GameStarted')
        players = Array.from({ length: e.seats }, () => ({ cash: STARTING_CASH, debt: 0, left: null }));
      else if (!players) return null;
      else if (e.type === 'PlayerLeft') players[e.seat] = { cash: 0, debt: 0, left: { reason: e.reason, order: 0 } };
      else if ('payments' in e) players = applyMoney(players, e.payments);
    }
  }
  return players;
}

/** What a payment to `seat` of `received` in all paid of the debt it had (R17 d, R24). */
export function paidToDebt(before: PlayerState[] | null, seat: Seat, received: number): number | null {
  return before ? Math.min(before[seat].debt, received) : null;
}

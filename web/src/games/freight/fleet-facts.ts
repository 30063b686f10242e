import type { Seat } from '../../../../engine/core/types.js';
import { STARTING_CASH } from '../../../../engine/games/who-rules-the-sea/data.js';
import { applyMoney } from '../../../../engine/games/who-rules-the-sea/money.js';
import type { FreightEvent, PlayerState } from '../../../../engine/games/who-rules-the-sea/types.js';
import type { GameEntry } from '../game-entry.js';

/** The freight game's log as its panels read it (the table's entries: see GameEntry). */
export type FreightEntry = GameEntry<FreightEvent>;

/**
 * Display-only readings of the view and the log for the fleet, money and news panels: which
 * ships and notes a player holds, where an event sits in the log
 * and what followed it. Nothing here decides a rule.
 */

/** An event found in the log: the entry (accepted command) it came with and its place there. */
export interface Found<E extends FreightEvent = FreightEvent> {
  event: E;
  entry: number;
  index: number;
}

const eventAt = (entries: readonly FreightEntry[], entry: number, index: number) => entries[entry].events[index].event;

/** Whether an event is of one of these types (a check of its `type`, so the event narrows with it). */
const ofType = <T extends FreightEvent['type']>(
  event: FreightEvent,
  types: readonly T[],
): event is Extract<FreightEvent, { type: T }> => types.some((t) => t === event.type);

/** The latest event of one of these types in the log, or null. */
export function latest<T extends FreightEvent['type']>(
  entries: readonly FreightEntry[],
  types: readonly T[],
): Found<Extract<FreightEvent, { type: T }>> | null {
  for (let entry = entries.length - 1; entry >= 0; entry--) {
    const events = entries[entry].events;
    for (let index = events.length - 1; index >= 0; index--) {
      const event = eventAt(entries, entry, index);
      if (ofType(event, types)) return { event, entry, index };
    }
  }
  return null;
}

/** Whether a turn began after this event: news of a past turn is then history, not news. */
export function turnBeganSince(entries: readonly FreightEntry[], at: Found): boolean {
  for (let entry = at.entry; entry < entries.length; entry++) {
    const events = entries[entry].events;
    for (let index = entry === at.entry ? at.index + 1 : 0; index < events.length; index++) {
      if (eventAt(entries, entry, index).type === 'TurnStarted') return true;
    }
  }
  return false;
}

/** Events that end what a card (or a square) set going: the ship-turn's next step is another story. */
const BOUNDARY = new Set([
  'CardDrawn',
  'ShipTurnEnded',
  'ShipTurnBegan',
  'ExtraRollOffered',
  'TurnStarted',
  'GameEnded',
  'Sailed',
]);

/** What followed an event in its own command: its effect's events, up to the ship-turn's next step. */
export function followers(entries: readonly FreightEntry[], at: Found): FreightEvent[] {
  const out: FreightEvent[] = [];
  const events = entries[at.entry].events;
  for (let index = at.index + 1; index < events.length; index++) {
    const e = eventAt(entries, at.entry, index);
    if (BOUNDARY.has(e.type)) break;
    out.push(e);
  }
  return out;
}

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

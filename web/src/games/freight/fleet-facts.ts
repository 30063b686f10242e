import type { FreightEvent } from '../../../../engine/games/who-rules-the-sea/types.js';
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

/** The event at `index` of entry `entry`. */
export const eventAt = (entries: readonly FreightEntry[], entry: number, index: number) =>
  entries[entry].events[index].event;

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

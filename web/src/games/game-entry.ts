import type { Entry } from '../../../lambdas/protocol/server.js';

/** An event of a rule set's log, as the history and the round summaries read it. */
export interface GameEvent {
  type: string;
}

/**
 * A log entry whose events are of one rule set (its engine Event type). The protocol types an entry's
 * event as any object with a `type`; a table's entries are all of the rule set its subscription names,
 * and the registry (registry.ts) is where a rule set's client is taken to be the one for what arrives,
 * so a game's own code reads its entries as this and needs no cast to read an event's fields.
 */
export type GameEntry<E extends GameEvent> = Omit<Entry, 'events'> & {
  events: (Omit<Entry['events'][number], 'event'> & { event: E })[];
};

import type { SecretPath, Secrets, Seat, Viewer } from './types.js';

/** The fields of an event that may hold null in place of a secret: the field itself, or entries of an array field. */
type Nullable<E> = {
  [K in Exclude<keyof E, 'type'>]: null extends E[K]
    ? K
    : E[K] extends readonly (infer X)[]
      ? null extends X
        ? K
        : never
      : never;
}[Exclude<keyof E, 'type'>];

/**
 * One secret in an event: a field (or, with `index`, one entry of an array field) that only
 * the seat `seenBy` may see; null when no seat may. Everyone else gets null there, and the
 * auditor ('all') sees it whole once the game is over.
 */
export interface SecretField<E> {
  field: Nullable<E> & string;
  index?: number;
  seenBy: Seat | null;
}

/**
 * What is secret in each event type of a game, declared once: 'public', or the secret fields
 * of an event of that type. Every event type is a key, so a new event does not compile until
 * it is classified; `redact` and `Secrets.event` are both derived from this.
 */
export type EventSecrecy<E extends { type: string }> = {
  [T in E['type']]: 'public' | ((event: Extract<E, { type: T }>) => SecretField<Extract<E, { type: T }>>[]);
};

/** The secrets of this event that this viewer may not see. */
function hiddenFrom<E extends { type: string }>(secrecy: EventSecrecy<E>, event: E, viewer: Viewer): SecretField<E>[] {
  if (viewer === 'all') return [];
  // The rule read under this event's own type is the one declared for it, so it takes this event.
  const rule = secrecy[event.type as E['type']] as 'public' | ((event: E) => SecretField<E>[]);
  // seenBy null is no seat at all, so not the spectator (whose viewer is null) either.
  return rule === 'public' ? [] : rule(event).filter((f) => f.seenBy === null || f.seenBy !== viewer);
}

const pathOf = <E>(f: SecretField<E>): SecretPath => (f.index === undefined ? [f.field] : [f.field, f.index]);

/** The event as this viewer may see it: each secret it may not see replaced by null, the rest untouched. */
export function redactor<E extends { type: string }>(secrecy: EventSecrecy<E>): (event: E, viewer: Viewer) => E {
  return (event, viewer) => {
    const hidden = hiddenFrom(secrecy, event, viewer);
    if (hidden.length === 0) return event;
    const copy: Record<string, unknown> = { ...event };
    for (const f of hidden) {
      const value = copy[f.field];
      if (f.index === undefined) copy[f.field] = null;
      else if (Array.isArray(value)) copy[f.field] = value.map((v: unknown, i) => (i === f.index ? null : v));
      else
        throw new Error(`${event.type}.${f.field} is declared an array of secrets but holds ${JSON.stringify(value)}`);
    }
    // Only fields declared nullable (see Nullable) were set to null, so the copy is still an E.
    return copy as E;
  };
}

/** `Secrets.event`, from the same declaration: the paths redaction clears for this viewer. */
export function secretPaths<E extends { type: string }>(secrecy: EventSecrecy<E>): Secrets<unknown, E>['event'] {
  return (event, viewer) => hiddenFrom(secrecy, event, viewer).map(pathOf);
}

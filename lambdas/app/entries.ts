import type { AnyGame } from '../../engine/core/types.js';
import { clockRequestOf, describeClockRequest } from './clock-records.js';
import type { Entry } from '../protocol/server.js';
import { hasType } from './has-type.js';
import { eventsOf } from './load-game.js';
import { describeNewKey } from './seat-keys.js';
import { isOrdersRecord } from './orders-records.js';
import type { StoredCommand } from './ports.js';
import { audienceOf, type Audience, type AuthenticatedViewer } from './viewer.js';

/**
 * A stored record as one audience may see it: each event redacted for them, then described as
 * a line (data: a message id and parameters, the same for every viewer of that redaction; the
 * client writes it in its player's language). A move the system made for a seat says for whom
 * and why, except that a move by a seat's standing orders is, to every other viewer while the
 * game runs, the seat's own move: the table sees the bids and passes, not that an order made
 * them. A seat's standing orders are an entry without events: what they hold is the seat's
 * secret (its own screen reads them from its update). A seat's clock request is one `clock` event with its line (clock-records.ts); a new
 * dice key a seat's device set is the entry's `diceKey`, with its line (seat-keys.ts).
 */
export function toEntry(game: AnyGame, record: StoredCommand, audience: Audience): Entry {
  const { viewer } = audience;
  const ownOrder =
    record.reason === 'order' && record.onBehalfOf !== undefined && viewer !== 'all' && viewer !== record.onBehalfOf;
  if (isOrdersRecord(record)) return alike(record, ownOrder, () => entryOf(record, ownOrder, []));
  const request = clockRequestOf(record);
  if (request) {
    const line = describeClockRequest(request, record.actor as number);
    return alike(record, ownOrder, () => entryOf(record, ownOrder, [{ event: { type: 'clock', request }, line }]));
  }
  const stored = eventsOf(game, record);
  const seen = stored.map((e): unknown => game.redact(e, viewer));
  const events = seen.map((event) => {
    if (!hasType(event))
      throw new Error(`${game.id} redacted an event of version ${record.version} into something without a type`);
    return { event, line: lineOf(game, event) };
  });
  // Redaction hands back the very event for every viewer it hides nothing from.
  return seen.every((e, i) => e === stored[i])
    ? alike(record, ownOrder, () => entryOf(record, ownOrder, events))
    : entryOf(record, ownOrder, events);
}

/**
 * The entry of a record every viewer who sees its events as stored shares (one for those who see
 * a move by standing orders as the seat's own, one for the rest): a broadcast sends the same
 * entry to every watcher of a public move, and one object is serialized once (frames.ts jsonOf)
 * where one per watcher was. Entries are values, never changed once made.
 */
const shared = new WeakMap<StoredCommand, [asIs?: Entry, ownOrder?: Entry]>();

function alike(record: StoredCommand, ownOrder: boolean, make: () => Entry): Entry {
  let both = shared.get(record);
  if (!both) shared.set(record, (both = []));
  const i = ownOrder ? 1 : 0;
  return (both[i] ??= make());
}

/** The entry of `record` with its events as the viewer sees them. */
function entryOf(record: StoredCommand, ownOrder: boolean, events: Entry['events']): Entry {
  const base = ownOrder
    ? { version: record.version, actor: record.onBehalfOf as number, at: record.at }
    : {
        version: record.version,
        actor: record.actor,
        ...(record.onBehalfOf !== undefined && { onBehalfOf: record.onBehalfOf }),
        ...(record.reason !== undefined && { reason: record.reason }),
        at: record.at,
      };
  // Added to the literal, not spread into a new one: V8 gives a spread's copy a shape of its own
  // and keys added after it a new shape each time, several µs an entry. The keys' order is the same.
  return Object.assign(base, { events }, diceKeyOf(record));
}

/**
 * Each event's line, described once per event object: redaction hands back the very event for
 * every viewer it hides nothing from, so a broadcast's viewers share one line instead of
 * describing the same event once each (in a profile of the broadcast bench, describing was 6.6%
 * of our compute behind a Manila command, most of it for viewers who saw the very same event).
 * Lines are values, never changed once made, and `describe` reads nothing but the event.
 */
const lines = new WeakMap<object, Entry['events'][number]['line']>();

function lineOf(game: AnyGame, event: { type: string }): Entry['events'][number]['line'] {
  let line = lines.get(event);
  if (line === undefined) {
    line = game.describe(event);
    lines.set(event, line);
  }
  return line;
}

/** A new dice key a seat's device set with the record, as the whole table sees it. */
function diceKeyOf(record: StoredCommand): Pick<Entry, 'diceKey'> {
  return record.key !== undefined && typeof record.actor === 'number'
    ? { diceKey: { key: record.key, line: describeNewKey(record.actor) } }
    : {};
}

/**
 * Once the game is over, the entries `who` saw redacted, now as everyone may see them.
 * Generic: compares the two redactions. Nothing while the game runs.
 */
export function revealedEntries(
  game: AnyGame,
  state: unknown,
  records: readonly StoredCommand[],
  who: AuthenticatedViewer,
): Entry[] {
  const everyone = audienceOf(game, state, who);
  if (everyone.viewer !== 'all') return [];
  return records
    .filter((r) =>
      eventsOf(game, r).some((e, i) => {
        const seen: unknown = game.redact(e, who.seat);
        // Redaction hands back the very event to whoever it hides nothing from: nothing to compare.
        return seen !== game.redact(e, 'all') && JSON.stringify(seen) !== revealedJson(game, r)[i];
      }),
    )
    .map((r) => toEntry(game, r, everyone));
}

/**
 * Each event of a record as everyone sees it at the end, serialized: the same for every watcher
 * the final broadcast compares its own redaction with, so made once per record (records are
 * values; a record dropped is dropped from here).
 */
const revealed = new WeakMap<StoredCommand, string[]>();

function revealedJson(game: AnyGame, r: StoredCommand): string[] {
  let all = revealed.get(r);
  if (!all) revealed.set(r, (all = eventsOf(game, r).map((e) => JSON.stringify(game.redact(e, 'all')))));
  return all;
}

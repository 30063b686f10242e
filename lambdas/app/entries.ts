import type { AnyGame, Viewer } from '../../engine/core/types.js';
import type { Entry } from '../protocol/server.js';
import { eventsOf } from './load-game.js';
import type { StoredCommand } from './ports.js';
import type { AuthenticatedViewer } from './viewer.js';

/** A stored record as one viewer may see it: each event redacted, then described for them. */
export function toEntry(game: AnyGame, record: StoredCommand, viewer: Viewer, names: readonly string[]): Entry {
  return {
    version: record.version,
    actor: record.actor,
    at: record.at,
    events: eventsOf(game, record).map((e) => {
      const event = game.redact(e, viewer);
      return { event, text: game.describe(event, viewer, names) };
    }),
  };
}

/**
 * The entries that change when the game ends and everything is shown: what `viewer`
 * saw redacted, now as the auditor sees it. Generic: compares the two redactions.
 */
export function revealedEntries(game: AnyGame, records: readonly StoredCommand[], viewer: Viewer, names: readonly string[]): Entry[] {
  if (viewer === 'all') return [];
  return records
    .filter((r) => eventsOf(game, r).some((e) => JSON.stringify(game.redact(e, viewer)) !== JSON.stringify(game.redact(e, 'all'))))
    .map((r) => toEntry(game, r, 'all', names));
}

/** What the rules show an authenticated viewer; after the end there are no secrets left: everyone audits. */
export function viewerFor(game: AnyGame, state: unknown, viewer: AuthenticatedViewer): Viewer {
  return game.isTerminal(state) ? 'all' : viewer.seat;
}

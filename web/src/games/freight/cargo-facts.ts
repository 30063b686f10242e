import { DISTANCES } from '../../../../engine/games/who-rules-the-sea/data.js';
import type { PortId } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { choicesOf, type LegalTemplate } from '../game-client.js';
import { noteData, otherEnd, routeData, shipData } from './freight-words.js';
import { notesAboard, notesOnPile, tonsAboard } from './ship-facts.js';

// What the port phase shows about cargo: which notes a ship may load now (the legal templates say,
// never the client's own reading of the rules), the note that earns most, why another cannot be
// loaded, and which goods aboard a route carries toward their port. Display only.

/** What a note earns on delivery: its sale price less its purchase price. */
export const earnings = (note: string): number => noteData(note).sale - noteData(note).purchase;

/** The notes the ship's buyNote template offers now: they fit its hold and the cash pays for them. */
export function loadableNotes(legal: readonly LegalTemplate[], ship: string): string[] {
  return choicesOf<string>(
    legal.filter((t) => t.ship === ship),
    'buyNote',
    'note',
  );
}

/**
 * A port's pile for the ship at hand, best first: the notes it may load before those it may not,
 * each group by what it earns, most first (ties in note order).
 */
export function pileForShip(view: FreightView, legal: readonly LegalTemplate[], ship: string, port: PortId): string[] {
  const loadable = new Set(loadableNotes(legal, ship));
  return notesOnPile(view, port).sort(
    (a, b) => Number(loadable.has(b)) - Number(loadable.has(a)) || earnings(b) - earnings(a) || a.localeCompare(b),
  );
}

export type Unloadable = 'debt' | 'heavy' | 'dear' | null;

/** Why the trader cannot load a note onto any of these ships (null when no reason shows, such as another ship's turn). */
export function whyNotLoadable(view: FreightView, trader: number, ships: readonly string[], note: string): Unloadable {
  const d = noteData(note);
  const p = view.players[trader];
  const room = Math.max(...ships.map((x) => shipData(x).capacity - tonsAboard(view, x)));
  if (p.debt > 0) return 'debt';
  if (d.weight > room) return 'heavy';
  if (d.purchase > p.cash) return 'dear';
  return null;
}

/** The goods aboard a ship that a route out of its port delivers at its other end, and those it brings nearer their port. */
export function routeCargo(
  view: FreightView,
  ship: string,
  port: PortId,
  route: string,
): { delivers: string[]; toward: string[] } {
  const to = otherEnd(routeData(route), port);
  const aboard = notesAboard(view, ship);
  return {
    delivers: aboard.filter((n) => noteData(n).to === to),
    toward: aboard.filter((n) => {
      const dest = noteData(n).to;
      return dest !== to && DISTANCES[to][dest] < DISTANCES[port][dest];
    }),
  };
}

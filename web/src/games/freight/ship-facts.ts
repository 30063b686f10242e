import type { Seat } from '../../../../engine/core/types.js';
import type { PortId } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightShipView, FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { isAboard, isPawnedBy, liesActiveIn } from '../../../../engine/games/who-rules-the-sea/place-queries.js';
import { noteData, routeData } from './freight-words.js';

// What the public view says of the ships and notes (R36), read the same way by every panel and the
// board: what is aboard, where a ship lies or sails, what lies pawned or on a pile. Display only:
// the rules stay the engine's, and every control comes from the legal templates. A question the
// rules also ask of the state is the engine's own (place-queries.ts), asked here of the view.

export function shipView(view: FreightView, id: string): FreightShipView {
  const ship = view.ships.find((x) => x.id === id);
  if (!ship) throw new Error(`the view has no ship ${id}`);
  return ship;
}

/** The notes aboard a ship, in note order. */
export function notesAboard(view: FreightView, ship: string): string[] {
  return Object.keys(view.notes).filter((n) => isAboard(view.notes[n].loc, ship));
}

export const tonsAboard = (view: FreightView, ship: string): number =>
  notesAboard(view, ship).reduce((t, n) => t + noteData(n).weight, 0);

/** The port a ship lies in (pawned or not), or null at sea or on the docks. */
export function portOfShip(view: FreightView, ship: string): PortId | null {
  const loc = shipView(view, ship).loc;
  return loc.at === 'port' ? loc.port : null;
}

/** The notes still on a port's pile, in note order. */
export function notesOnPile(view: FreightView, port: PortId): string[] {
  return Object.keys(view.notes).filter((n) => view.notes[n].loc.at === 'pile' && noteData(n).from === port);
}

/** The notes a seat pawned in a port. */
export function notesPawnedAt(view: FreightView, seat: number, port: PortId): string[] {
  return Object.keys(view.notes).filter((n) => isPawnedBy(view.notes[n].loc, seat, port));
}

/** The seat's unpawned ships lying in a port, in ship order. */
export function shipsLyingIn(view: FreightView, seat: number, port: PortId): string[] {
  return view.ships.filter((x) => liesActiveIn(x, seat, port)).map((x) => x.id);
}

/** A ship at sea: its route, the square it is on, where it is heading and how many squares are left. */
export function seaPosition(view: FreightView, ship: string) {
  const loc = shipView(view, ship).loc;
  if (loc.at !== 'sea') return null;
  const r = routeData(loc.route);
  const forward = loc.dest === r.b;
  const left = forward ? r.squares.length + 1 - loc.pos : loc.pos;
  return { route: r, pos: loc.pos, dest: loc.dest, forward, left };
}

export const shipsOf = (view: FreightView, seat: Seat): FreightShipView[] => view.ships.filter((s) => s.owner === seat);

/** A player's pawned notes and where each lies. */
export function notesPawned(view: FreightView, seat: Seat): { id: string; port: PortId; insured: boolean }[] {
  return Object.entries(view.notes).flatMap(([id, n]) =>
    n.loc.at === 'pawned' && n.loc.seat === seat ? [{ id, port: n.loc.port, insured: n.insured }] : [],
  );
}

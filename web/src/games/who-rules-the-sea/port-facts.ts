import { MAX_EXTRA_ROLLS, SQUARE_TYPES } from '../../../../engine/games/who-rules-the-sea/data.js';
import type { PortId, SquareCode } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightShipView, FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { templatesOf, valuesOf } from '../../../../engine/core/legal.js';
import type { LegalTemplate } from '../game-client.js';
import { noteData, routeData } from './freight-words.js';

// Display-only facts read from the view for the turn's panels (what is aboard, where a ship lies,
// what a die would do): the rules themselves stay the engine's, and every control comes from
// the legal templates.

export const shipView = (view: FreightView, id: string): FreightShipView => view.ships.find((x) => x.id === id)!;

/** The notes aboard a ship, in note order. */
export function notesAboard(view: FreightView, ship: string): string[] {
  return Object.keys(view.notes).filter((n) => { const l = view.notes[n].loc; return l.at === 'aboard' && l.ship === ship; });
}

export const tonsAboard = (view: FreightView, ship: string): number => notesAboard(view, ship).reduce((t, n) => t + noteData(n).weight, 0);

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
  return Object.keys(view.notes).filter((n) => { const l = view.notes[n].loc; return l.at === 'pawned' && l.seat === seat && l.port === port; });
}

/** The seat's unpawned ships lying in a port, in ship order. */
export function shipsLyingIn(view: FreightView, seat: number, port: PortId): string[] {
  return view.ships.filter((x) => x.owner === seat && x.loc.at === 'port' && x.loc.port === port && !x.loc.pawned).map((x) => x.id);
}

/**
 * The ships whose port the turn is about now: the ship in its port phase, or, between ship-turns,
 * every ship still to move that lies in a port. Empty outside a turn or while the ship at hand is at sea.
 */
export function shipsAtHand(view: FreightView): string[] {
  const ph = view.phase;
  if (view.status !== 'playing' || ph.kind !== 'turn') return [];
  if (ph.active) return ph.active.stage === 'port' && portOfShip(view, ph.active.ship) ? [ph.active.ship] : [];
  return ph.todo.filter((x) => { const l = shipView(view, x).loc; return l.at === 'port' && !l.pawned; }).sort();
}

/** Which ships' templates of this type offer this value in this field (the ships the control may act for). */
export function shipsOffering(legal: readonly LegalTemplate[], type: string, field: string, value: string): string[] {
  return templatesOf(legal, type).filter((t) => valuesOf<string>(t[field]).includes(value)).flatMap((t) => valuesOf<string>(t.ship));
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

export type DieOutcome = { die: number; arrives: true; port: PortId } | { die: number; arrives: false; square: SquareCode; pos: number };

/** Where each face of the die would put a ship at sea (R12: reaching or passing its port is an arrival). */
export function dieOutcomes(view: FreightView, ship: string): DieOutcome[] {
  const p = seaPosition(view, ship);
  if (!p) return [];
  return [1, 2, 3, 4, 5, 6].map((die) => {
    if (die >= p.left) return { die, arrives: true, port: p.dest };
    const pos = p.forward ? p.pos + die : p.pos - die;
    return { die, arrives: false, square: p.route.squares[pos - 1], pos };
  });
}

export const extraRollsLeft = (extraRolls: number): number => MAX_EXTRA_ROLLS - extraRolls;

/** The amount a square's printed effect names (Pirate waters' £200, a rescue's £150), if any. */
export function squareAmount(code: SquareCode): number | null {
  const e = SQUARE_TYPES[code].effect;
  return e && 'amount' in e ? e.amount : e && 'n' in e ? e.n : null;
}

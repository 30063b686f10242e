import type { Seat } from '../../core/types.js';
import { LONDON, NOTE_IDS, SHIP_IDS, noteIdx, routesFrom, shipData, shipIdx } from './constants.js';
import { NOTES, SHIPS } from './data.js';
import type { PortId } from './data-types.js';
import type { FreightState, NoteState, ShipState } from './types.js';

// Questions the rules ask of a state, shared by decide, legal, advance and view.

export const inGame = (s: FreightState, seat: Seat) => s.players[seat]?.left === null;

export function seatsInGame(s: FreightState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players.length; seat++) if (s.players[seat].left === null) out.push(seat);
  return out;
}

// States are never changed once made, and the notes (or ships) array is replaced only by an
// event that moves a note (or a ship): what is aboard each ship, and each player's active
// ships, are worked out once per such array and shared by the many questions legal and
// decide ask of one state.
const holdsOf = new WeakMap<readonly NoteState[], Map<string, string[]>>();
const fleetsOf = new WeakMap<readonly ShipState[], Map<Seat, string[]>>();

function holds(s: FreightState): Map<string, string[]> {
  let h = holdsOf.get(s.notes);
  if (!h) {
    h = new Map();
    for (let i = 0; i < s.notes.length; i++) {
      const loc = s.notes[i].loc;
      if (loc.at !== 'aboard') continue;
      const list = h.get(loc.ship);
      if (list) list.push(NOTE_IDS[i]);
      else h.set(loc.ship, [NOTE_IDS[i]]);
    }
    holdsOf.set(s.notes, h);
  }
  return h;
}

function fleets(s: FreightState): Map<Seat, string[]> {
  let f = fleetsOf.get(s.ships);
  if (!f) {
    f = new Map();
    for (let i = 0; i < s.ships.length; i++) {
      const x = s.ships[i];
      if (x.owner === null || !isActive(x)) continue;
      const list = f.get(x.owner);
      if (list) list.push(SHIP_IDS[i]);
      else f.set(x.owner, [SHIP_IDS[i]]);
    }
    fleetsOf.set(s.ships, f);
  }
  return f;
}

export const inDebt = (s: FreightState, seat: Seat) => s.players[seat].debt > 0;

export function ship(s: FreightState, id: string): ShipState {
  return s.ships[shipIdx(id)];
}

/** Owned and not pawned (R9). */
export function isActive(x: ShipState): boolean {
  return x.owner !== null && !(x.loc.at === 'port' && x.loc.pawned);
}

export function activeShips(s: FreightState, seat: Seat): string[] {
  return [...(fleets(s).get(seat) ?? [])];
}

export function pawnedShips(s: FreightState, seat: Seat): string[] {
  return SHIP_IDS.filter((_, i) => {
    const x = s.ships[i];
    return x.owner === seat && x.loc.at === 'port' && x.loc.pawned;
  });
}

/** Every ship the player owns, pawned ones too (R38). */
export function shipsOwned(s: FreightState, seat: Seat): number {
  return s.ships.filter((x) => x.owner === seat).length;
}

export function docks(s: FreightState): string[] {
  return SHIP_IDS.filter((_, i) => s.ships[i].owner === null);
}

/** The port an active ship lies in, or null at sea. */
export function portOf(s: FreightState, id: string): PortId | null {
  const loc = ship(s, id).loc;
  return loc.at === 'port' && !loc.pawned ? loc.port : null;
}

export function atSea(s: FreightState, id: string): boolean {
  return ship(s, id).loc.at === 'sea';
}

/** The notes aboard a ship, in note order (pawned goods are off the ship, R26). */
export function cargo(s: FreightState, id: string): string[] {
  return [...(holds(s).get(id) ?? [])];
}

export function load(s: FreightState, id: string): number {
  let t = 0;
  for (const n of holds(s).get(id) ?? []) t += NOTES[noteIdx(n)].weight;
  return t;
}

export function freeCapacity(s: FreightState, id: string): number {
  return shipData(id).capacity - load(s, id);
}

export function anyCargoAboard(s: FreightState): boolean {
  return holds(s).size > 0;
}

/** Notes still in a port's pile. */
export function pile(s: FreightState, port: PortId): string[] {
  return NOTE_IDS.filter((_, i) => NOTES[i].from === port && s.notes[i].loc.at === 'pile');
}

export function pilesEmpty(s: FreightState): boolean {
  return s.notes.every((n) => n.loc.at !== 'pile');
}

/** The player's active ships lying in a port. */
export function shipsIn(s: FreightState, seat: Seat, port: PortId): string[] {
  return activeShips(s, seat).filter((id) => portOf(s, id) === port);
}

/** Notes aboard the player's ships in this port that may be pawned there (R26: not bound for it). */
export function pawnableNotes(s: FreightState, seat: Seat, port: PortId): string[] {
  return shipsIn(s, seat, port).flatMap((id) => cargo(s, id)).filter((n) => NOTES[noteIdx(n)].to !== port);
}

/** Ships in this port the player may pawn, sell or auction: empty, with another active ship kept (R27, R28). */
export function disposableShips(s: FreightState, seat: Seat, port: PortId): string[] {
  if (activeShips(s, seat).length < 2) return [];
  return shipsIn(s, seat, port).filter((id) => cargo(s, id).length === 0);
}

/** Whether a player in debt has a way to raise money at this port (R25). */
export function remedyAt(s: FreightState, seat: Seat, port: PortId): boolean {
  return pawnableNotes(s, seat, port).length > 0 || disposableShips(s, seat, port).length > 0;
}

/** The seats that could bid if `seller` opened an auction now (R29, R45). */
export function eligibleBidders(s: FreightState, seller: Seat): Seat[] {
  const after = s.order.indexOf(seller);
  const out: Seat[] = [];
  for (let k = 1; k < s.order.length; k++) {
    const seat = s.order[(after + k) % s.order.length];
    if (inGame(s, seat) && !inDebt(s, seat)) out.push(seat);
  }
  return out;
}

/** Notes this player pawned at this port. */
export function pawnedNotesAt(s: FreightState, seat: Seat, port: PortId): string[] {
  return NOTE_IDS.filter((_, i) => {
    const loc = s.notes[i].loc;
    return loc.at === 'pawned' && loc.seat === seat && loc.port === port;
  });
}

export function routeIdsFrom(port: PortId): string[] {
  return routesFrom(port).map((r) => r.id);
}

export function isLondon(port: PortId | null): boolean {
  return port === LONDON;
}

export function cheapestOnDocks(s: FreightState): number {
  let min = Infinity;
  for (let i = 0; i < SHIPS.length; i++) if (s.ships[i].owner === null) min = Math.min(min, SHIPS[i].price);
  return min;
}

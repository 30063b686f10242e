import type { Seat } from '../../core/types.js';
import { LONDON, NOTE_IDS, PORT_IDS, SHIP_IDS, noteIdx, routesFrom, shipData, shipIdx } from './constants.js';
import { NOTES, SHIPS } from './data.js';
import type { PortId } from './data-types.js';
import type { FreightState, NoteState, ShipState } from './types.js';
import { isActive } from './place-queries.js';

// Questions the rules ask of a state, shared by decide, legal, advance and view.

/**
 * The part of a state the questions about fleets, holds and pawned goods read, all of it public:
 * a seat's view has it too, so the greedy bot asks the same questions of what it may see.
 */
export type Holdings = Pick<FreightState, 'players' | 'ships' | 'notes'>;

export const inGame = (s: FreightState, seat: Seat) => s.players[seat]?.left === null;

export function seatsInGame(s: FreightState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players.length; seat++) if (s.players[seat].left === null) out.push(seat);
  return out;
}

// States are never changed once made, and the notes array is replaced only by an event that
// moves a note: what is aboard each ship, and which notes are pawned, are worked out once per
// such array and shared by the many questions legal and decide ask of one state. The last two
// arrays asked about are remembered (by identity, so a result never outlives its array's
// meaning): a game asks about one state many times in a row, and a WeakMap entry per array
// cost more in garbage collection than it saved.
interface NoteIndex {
  notes: readonly NoteState[];
  /** By ship index, the notes aboard in note order (undefined for an empty hold). */
  holds: (string[] | undefined)[];
  /** The indices of the notes pawned somewhere, in note order. */
  pawned: number[];
  /** By ship index, the tons aboard. */
  loads: number[];
}
let latest: NoteIndex | null = null;
let previous: NoteIndex | null = null;
const NONE: readonly string[] = [];

function noteIndex(s: Holdings): NoteIndex {
  const notes = s.notes;
  if (latest !== null && latest.notes === notes) return latest;
  if (previous !== null && previous.notes === notes) {
    const x = previous;
    previous = latest;
    latest = x;
    return x;
  }
  const holds = new Array<string[] | undefined>(SHIP_IDS.length).fill(undefined);
  const pawned: number[] = [];
  const loads = new Array<number>(SHIP_IDS.length).fill(0);
  for (let i = 0; i < notes.length; i++) {
    const loc = notes[i].loc;
    if (loc.at === 'pawned') pawned.push(i);
    else if (loc.at === 'aboard') {
      const x = shipIdx(loc.ship);
      const list = holds[x];
      if (list) list.push(NOTE_IDS[i]);
      else holds[x] = [NOTE_IDS[i]];
      loads[x] += NOTES[i].weight;
    }
  }
  previous = latest;
  latest = { notes, holds, pawned, loads };
  return latest;
}

const pawnedIdx = (s: Holdings) => noteIndex(s).pawned;

/** Each port's notes by index, in note order (its pile when none has left it). */
export const NOTES_FROM: ReadonlyMap<PortId, readonly number[]> = new Map(
  PORT_IDS.map((p) => [p, NOTES.flatMap((n, i) => (n.from === p ? [i] : []))]),
);

const ROUTE_IDS_FROM: ReadonlyMap<PortId, readonly string[]> = new Map(
  PORT_IDS.map((p) => [p, routesFrom(p).map((r) => r.id)]),
);

/**
 * A player's active ships, in ship order. Worked out afresh each time: fifteen ships cost less
 * to scan than a cache keyed by the ships array, which every move of a ship replaces.
 */
function fleet(s: Holdings, seat: Seat): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.ships.length; i++) {
    const x = s.ships[i];
    if (x.owner === seat && isActive(x)) out.push(SHIP_IDS[i]);
  }
  return out;
}

/** The shared list behind cargo, in note order: read it, never change it or keep it. */
export function hold(s: Holdings, id: string): readonly string[] {
  return noteIndex(s).holds[shipIdx(id)] ?? NONE;
}

export const inDebt = (s: Holdings, seat: Seat) => s.players[seat].debt > 0;

export function ship(s: Holdings, id: string): ShipState {
  return s.ships[shipIdx(id)];
}

// Asked of the view too (the web client's panels), so written once over the fields both hold.
export { isActive };

export function activeShips(s: Holdings, seat: Seat): string[] {
  return fleet(s, seat);
}

export function activeShipCount(s: Holdings, seat: Seat): number {
  let n = 0;
  for (const x of s.ships) if (x.owner === seat && isActive(x)) n++;
  return n;
}

/** Whether ship i is the seat's and lies active (not pawned) in this port. */
function lying(s: Holdings, i: number, seat: Seat, port: PortId): boolean {
  const x = s.ships[i];
  return x.owner === seat && x.loc.at === 'port' && !x.loc.pawned && x.loc.port === port;
}

export function pawnedShips(s: Holdings, seat: Seat): string[] {
  return SHIP_IDS.filter((_, i) => {
    const x = s.ships[i];
    return x.owner === seat && x.loc.at === 'port' && x.loc.pawned;
  });
}

/** Every ship the player owns, pawned ones too (R38). */
export function shipsOwned(s: Holdings, seat: Seat): number {
  return s.ships.filter((x) => x.owner === seat).length;
}

export function docks(s: Holdings): string[] {
  return SHIP_IDS.filter((_, i) => s.ships[i].owner === null);
}

/** The port an active ship lies in, or null at sea. */
export function portOf(s: Holdings, id: string): PortId | null {
  const loc = ship(s, id).loc;
  return loc.at === 'port' && !loc.pawned ? loc.port : null;
}

export function atSea(s: Holdings, id: string): boolean {
  return ship(s, id).loc.at === 'sea';
}

/** The notes aboard a ship, in note order (pawned goods are off the ship, R26). */
export function cargo(s: Holdings, id: string): string[] {
  return [...hold(s, id)];
}

/** Whether a ship carries nothing. */
export function emptyHold(s: Holdings, id: string): boolean {
  return hold(s, id).length === 0;
}

export function load(s: Holdings, id: string): number {
  return noteIndex(s).loads[shipIdx(id)];
}

export function freeCapacity(s: Holdings, id: string): number {
  return shipData(id).capacity - load(s, id);
}

/** Scanned, not indexed: the end check asks after every event, mostly of states no other question needs. */
export function anyCargoAboard(s: Holdings): boolean {
  for (const n of s.notes) if (n.loc.at === 'aboard') return true;
  return false;
}

/** Notes still in a port's pile. */
export function pile(s: Holdings, port: PortId): string[] {
  const out: string[] = [];
  for (const i of NOTES_FROM.get(port) ?? []) if (s.notes[i].loc.at === 'pile') out.push(NOTE_IDS[i]);
  return out;
}

export function pilesEmpty(s: Holdings): boolean {
  return s.notes.every((n) => n.loc.at !== 'pile');
}

/** The player's active ships lying in a port. */
export function shipsIn(s: Holdings, seat: Seat, port: PortId): string[] {
  return fleet(s, seat).filter((id) => portOf(s, id) === port);
}

/** Notes aboard the player's ships in this port that may be pawned there (R26: not bound for it), ship by ship. */
export function pawnableNotes(s: Holdings, seat: Seat, port: PortId): string[] {
  const out: string[] = [];
  const holds = noteIndex(s).holds;
  for (let i = 0; i < s.ships.length; i++) {
    const aboard = holds[i];
    if (aboard === undefined || !lying(s, i, seat, port)) continue;
    for (const n of aboard) if (NOTES[noteIdx(n)].to !== port) out.push(n);
  }
  return out;
}

/** Ships in this port the player may pawn, sell or auction: empty, with another active ship kept (R27, R28). */
export function disposableShips(s: Holdings, seat: Seat, port: PortId): string[] {
  if (activeShipCount(s, seat) < 2) return [];
  const out: string[] = [];
  const holds = noteIndex(s).holds;
  for (let i = 0; i < s.ships.length; i++) if (holds[i] === undefined && lying(s, i, seat, port)) out.push(SHIP_IDS[i]);
  return out;
}

/** Whether a player in debt has a way to raise money at this port (R25). */
export function remedyAt(s: Holdings, seat: Seat, port: PortId): boolean {
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

/** Whether anyone could bid if `seller` opened an auction now: eligibleBidders(s, seller).length > 0, without the list. */
export function hasEligibleBidder(s: FreightState, seller: Seat): boolean {
  for (const seat of s.order) if (seat !== seller && inGame(s, seat) && !inDebt(s, seat)) return true;
  return false;
}

/** Notes this player pawned at this port. */
export function pawnedNotesAt(s: Holdings, seat: Seat, port: PortId): string[] {
  const out: string[] = [];
  for (const i of pawnedIdx(s)) {
    const loc = s.notes[i].loc;
    if (loc.at === 'pawned' && loc.seat === seat && loc.port === port) out.push(NOTE_IDS[i]);
  }
  return out;
}

export function routeIdsFrom(port: PortId): string[] {
  return [...(ROUTE_IDS_FROM.get(port) ?? [])];
}

export function isLondon(port: PortId | null): boolean {
  return port === LONDON;
}

export function cheapestOnDocks(s: Holdings): number {
  let min = Infinity;
  for (let i = 0; i < SHIPS.length; i++) if (s.ships[i].owner === null) min = Math.min(min, SHIPS[i].price);
  return min;
}

import { NOTES, PORTS, ROUTES, SHIPS } from './data.js';
import type { NoteData, PortId, RouteData, ShipData } from './data-types.js';

export const RULE_SET_ID = 'who-rules-the-sea';
export const TITLE = 'Who Rules the Sea? (Ki az úr a tengeren?)';
export const MIN_SEATS = 2;
export const MAX_SEATS = 6;
export const LONDON: PortId = 'LON';

/**
 * The short voyage (table option `voyage: 'short'`): at the start the server draws
 * SHORT_NOTES_PER_PORT of each port's 15 notes, uniformly and publicly (the draw is in the
 * GameStarted event); the others are retired unplayed. Notes, not money, run the clock
 * (components 7.1); the safety net after exhaustion is halved too. Measured with greedy bots
 * (npm run sim -- --voyage short, 200 games): 4 players take a median of 24 rounds against 36 for the
 * standard voyage, two games in three still ending by the last delivery. Seven notes a port
 * left the median at 26, since reaching the far ports, not the number of notes, sets the pace.
 */
export const SHORT_NOTES_PER_PORT = 5;
export const SHORT_ROUNDS_AFTER_EXHAUSTION = 8;

export const PORT_IDS: readonly PortId[] = PORTS.map((p) => p.id);
export const SHIP_IDS: readonly string[] = SHIPS.map((s) => s.id);
export const NOTE_IDS: readonly string[] = NOTES.map((n) => n.id);
export const ROUTE_IDS: readonly string[] = ROUTES.map((r) => r.id);

const shipIndex = new Map(SHIPS.map((s, i) => [s.id, i]));
const noteIndex = new Map(NOTES.map((n, i) => [n.id, i]));
const routeById = new Map(ROUTES.map((r) => [r.id, r]));
const portName = new Map(PORTS.map((p) => [p.id, p.name]));

/** Ships and notes live in arrays in the state, in the components' table order (R47: "lower note id" is that order). */
export function shipIdx(id: string): number {
  const i = shipIndex.get(id);
  if (i === undefined) throw new Error(`unknown ship ${id}`);
  return i;
}

export function noteIdx(id: string): number {
  const i = noteIndex.get(id);
  if (i === undefined) throw new Error(`unknown note ${id}`);
  return i;
}

export const isShipId = (id: string) => shipIndex.has(id);
export const isNoteId = (id: string) => noteIndex.has(id);

export function shipData(id: string): ShipData {
  return SHIPS[shipIdx(id)];
}

export function noteData(id: string): NoteData {
  return NOTES[noteIdx(id)];
}

export function route(id: string): RouteData {
  const r = routeById.get(id);
  if (!r) throw new Error(`unknown route ${id}`);
  return r;
}

export function nameOfPort(id: PortId): string {
  return portName.get(id) ?? id;
}

/** The routes out of a port, in the components' order. */
export function routesFrom(port: PortId): RouteData[] {
  return ROUTES.filter((r) => r.a === port || r.b === port);
}

/** The port at the other end of a route. */
export function otherEnd(r: RouteData, port: PortId): PortId {
  return r.a === port ? r.b : r.a;
}

/** Where a ship sailing from `port` starts on a route: square 0 from port a, n + 1 from port b. */
export function startPos(routeId: string, port: PortId): number {
  const r = route(routeId);
  return r.a === port ? 0 : r.squares.length + 1;
}

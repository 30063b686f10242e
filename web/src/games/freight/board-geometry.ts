import { ROUTES } from '../../../../engine/games/who-rules-the-sea/data.js';
import type { PortId, RouteData } from '../../../../engine/games/who-rules-the-sea/data-types.js';

/**
 * Where everything sits on the sea map, in viewBox units. The ports follow the components'
 * suggested layout (components 1: New York, London, Alexandria above; Rio, Cape Town, Bombay below),
 * moved a little inward and apart so that the longest route (West Africa, 13 squares) still has
 * tiles large enough for an icon, and so that each port has room above or below it for its name,
 * its pile of notes and the ships lying there.
 */
export const BOARD_W = 1000;
export const BOARD_H = 748;
export const PORT_R = 22;
/** A ship marker ("chip") on a square or in a port. */
export const CHIP_W = 74;
export const CHIP_H = 16;

export const PORT_AT: Readonly<Record<PortId, { x: number; y: number }>> = {
  NYC: { x: 120, y: 175 },
  LON: { x: 500, y: 175 },
  ALX: { x: 880, y: 175 },
  RIO: { x: 120, y: 600 },
  CPT: { x: 500, y: 600 },
  BOM: { x: 880, y: 600 },
};

/** Ports of the upper row write their name above the node and stack their ships upward; the lower row below and downward. */
export const portUp = (p: PortId): boolean => PORT_AT[p].y < BOARD_H / 2;

export interface Vec {
  x: number;
  y: number;
}

export interface RouteGeometry {
  route: RouteData;
  /** Along the lane from port a to port b (unit vector). */
  dir: Vec;
  horizontal: boolean;
  /** Square size: as large as the spacing allows, at most 32. */
  spacing: number;
  tile: number;
  /** Centres of positions 0..n+1 (0 and n+1 are the ports). */
  at: Vec[];
  /** Unit vector toward the side where the squares' labels go; ships go on the other side. */
  labelSide: Vec;
}

/**
 * The side of each lane that faces the inside of the ring holds the ships (the widest free water);
 * the labels face outward, except London-Cape Town in the middle, labelled on its left.
 */
const LABEL_SIDE: Readonly<Record<string, Vec>> = {
  'LON-NYC': { x: 0, y: -1 },
  'LON-ALX': { x: 0, y: -1 },
  'RIO-CPT': { x: 0, y: 1 },
  'CPT-BOM': { x: 0, y: 1 },
  'NYC-RIO': { x: -1, y: 0 },
  'LON-CPT': { x: -1, y: 0 },
  'ALX-BOM': { x: 1, y: 0 },
};

function geometry(route: RouteData): RouteGeometry {
  const a = PORT_AT[route.a];
  const b = PORT_AT[route.b];
  const n = route.squares.length;
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const dir = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
  // The squares fill the water between the two harbours' rims, so none hides under a port.
  const inset = PORT_R + 4;
  const spacing = (len - 2 * inset) / n;
  const along = (d: number) => ({ x: a.x + dir.x * d, y: a.y + dir.y * d });
  const at = [a, ...Array.from({ length: n }, (_, i) => along(inset + spacing * (i + 0.5))), b];
  return {
    route,
    dir,
    spacing,
    horizontal: Math.abs(dir.x) > Math.abs(dir.y),
    tile: Math.min(32, Math.floor(spacing - 4)),
    at,
    labelSide: LABEL_SIDE[route.id],
  };
}

export const ROUTE_GEOMETRY: readonly RouteGeometry[] = ROUTES.map(geometry);
const byId = new Map(ROUTE_GEOMETRY.map((g) => [g.route.id, g]));
export function routeGeometry(id: string): RouteGeometry {
  const g = byId.get(id);
  if (!g) throw new Error(`the board has no route ${id}`);
  return g;
}

/** Degrees of rotation for an arrow drawn pointing right, so that it points along `v`. */
export const angleOf = (v: Vec): number => (Math.atan2(v.y, v.x) * 180) / Math.PI;

/** Where a callout of `w` x `h` next to the point (x, y) stays inside the board. */
export function calloutBox(x: number, y: number, w: number, h: number): { x: number; y: number } {
  const cx = Math.min(Math.max(x - w / 2, 6), BOARD_W - w - 6);
  const below = y + 24 + h < BOARD_H;
  return { x: cx, y: below ? y + 22 : y - 22 - h };
}

import type { Seat } from '../../core/types.js';
import type { PortId } from './data-types.js';
import type { NoteLoc, ShipLoc } from './types.js';

/**
 * Where a ship or a note is, asked the same way of the state (rules.ts) and of a seat's view (the
 * web client's panels): both hold each ship's owner and place and each note's place alike, so a
 * question of those fields is written once, here.
 */

/** A ship as the state and the view both hold it. */
export interface ShipPlace {
  owner: Seat | null;
  loc: ShipLoc;
}

/** Laid up pawned in a port (R27). */
export function isPawnedShip(x: ShipPlace): boolean {
  return x.loc.at === 'port' && x.loc.pawned;
}

/** Owned and not pawned (R9). */
export function isActive(x: ShipPlace): boolean {
  return x.owner !== null && !isPawnedShip(x);
}

/** The seat's ship, lying active (not pawned) in this port. */
export function liesActiveIn(x: ShipPlace, seat: Seat, port: PortId): boolean {
  return x.owner === seat && x.loc.at === 'port' && !x.loc.pawned && x.loc.port === port;
}

/** A note aboard this ship. */
export function isAboard(loc: NoteLoc, ship: string): boolean {
  return loc.at === 'aboard' && loc.ship === ship;
}

/** A note this seat pawned in this port (R26). */
export function isPawnedBy(loc: NoteLoc, seat: Seat, port: PortId): boolean {
  return loc.at === 'pawned' && loc.seat === seat && loc.port === port;
}

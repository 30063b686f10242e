import { MAX_EXTRA_ROLLS, SQUARE_TYPES } from '../../../../engine/games/who-rules-the-sea/data.js';
import type { PortId, SquareCode } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { templatesOf, valuesOf } from '../../../../engine/core/legal-templates.js';
import type { LegalTemplate } from '../game-client.js';
import { portOfShip, seaPosition, shipView } from './ship-facts.js';

// Display-only facts for the turn's panels (the ships at hand, what a die would do); what the view
// says of ships and notes is in ship-facts.ts. The rules stay the engine's, and every control comes
// from the legal templates.

/**
 * The ships whose port the turn is about now: the ship in its port phase, or, between ship-turns,
 * every ship still to move that lies in a port. Empty outside a turn or while the ship at hand is at sea.
 */
export function shipsAtHand(view: FreightView): string[] {
  const ph = view.phase;
  if (view.status !== 'playing' || ph.kind !== 'turn') return [];
  if (ph.active) return ph.active.stage === 'port' && portOfShip(view, ph.active.ship) ? [ph.active.ship] : [];
  return ph.todo
    .filter((x) => {
      const l = shipView(view, x).loc;
      return l.at === 'port' && !l.pawned;
    })
    .sort();
}

/** Which ships' templates of this type offer this value in this field (the ships the control may act for). */
export function shipsOffering(legal: readonly LegalTemplate[], type: string, field: string, value: string): string[] {
  return templatesOf(legal, type)
    .filter((t) => valuesOf<string>(t[field]).includes(value))
    .flatMap((t) => valuesOf<string>(t.ship));
}

export type DieOutcome =
  | { die: number; arrives: true; port: PortId }
  | { die: number; arrives: false; square: SquareCode; pos: number };

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

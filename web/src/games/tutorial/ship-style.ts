import type { Cargo, Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import { msg, upperFirst } from '../../i18n/i18n.js';
import { term } from '../terms.js';

/** The three wooden ships' colours. */
export const SHIP_COLOURS: Record<Ship, { fill: string; light: string }> = {
  red: { fill: '#c62828', light: '#f9dede' },
  green: { fill: '#2e7d32', light: '#dcefdc' },
  blue: { fill: '#1565c0', light: '#dbe7f7' },
};

/** A ship's colour as a word of the page's language ("red"). */
export const shipName = (ship: Ship): string => term(`term.tutorial.ship.${ship}`);
export const cargoName = (cargo: Cargo): string => term(`term.tutorial.cargo.${cargo}`);
/** A sum of money in the race's pesos ("1 peso", "30 pesos"). */
export const pesos = (amount: number): string => term('term.tutorial.pesos', { amount });

/** A ship as a label names it: "Red ship". */
export function shipLabel(ship: Ship): string {
  return upperFirst(msg({ id: 'tutorial.ship.label', defaultMessage: '{ship} ship' }, { ship: shipName(ship) }));
}

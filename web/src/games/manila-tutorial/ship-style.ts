import type { Ship } from '../../../../engine/games/manila-tutorial/constants.js';

/** The three wooden ships' colours. */
export const SHIP_COLOURS: Record<Ship, { fill: string; light: string }> = {
  red: { fill: '#c62828', light: '#f9dede' },
  green: { fill: '#2e7d32', light: '#dcefdc' },
  blue: { fill: '#1565c0', light: '#dbe7f7' },
};

export function shipLabel(ship: Ship): string {
  return `${ship[0].toUpperCase()}${ship.slice(1)} ship`;
}

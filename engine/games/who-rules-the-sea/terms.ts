import { termRef, type TermRef } from '../../core/line.js';
import type { PortId, SquareCode } from './data-types.js';

/**
 * Who Rules the Sea?'s words in the history: a port, a route, a square, a ship's name, the goods
 * of a delivery note, a chance card's title and text, as catalog terms. The ids are declared with
 * their English in term-messages.ts (for the extraction tool only; a test holds the two equal).
 */
export const portTerm = (id: PortId): TermRef => termRef(`term.freight.port.${id}`);
export const routeTerm = (id: string): TermRef => termRef(`term.freight.route.${id}`);
export const squareTerm = (code: SquareCode): TermRef => termRef(`term.freight.square.${code === '.' ? 'open' : code}`);
export const shipNameTerm = (id: string): TermRef => termRef(`term.freight.ship.${id}`);
/** A note's goods, by its English name in data.ts ("Steel rails" is term.freight.cargo.steel-rails). */
export const cargoTerm = (cargo: string): TermRef =>
  termRef(`term.freight.cargo.${cargo.toLowerCase().replace(/[^a-z]+/g, '-')}`);
export const cardTitleTerm = (id: string): TermRef => termRef(`term.freight.card.${id}.title`);
export const cardTextTerm = (id: string): TermRef => termRef(`term.freight.card.${id}.text`);

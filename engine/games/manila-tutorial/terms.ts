import { defineMessages, termRef, type TermRef } from '../../core/line.js';
import type { Cargo, Ship } from './constants.js';

/** The tutorial race's words as the history and the screens name them (the catalogs translate them). */
export const SHIP_TERMS = defineMessages({
  red: { id: 'term.tutorial.ship.red', defaultMessage: 'red' },
  green: { id: 'term.tutorial.ship.green', defaultMessage: 'green' },
  blue: { id: 'term.tutorial.ship.blue', defaultMessage: 'blue' },
});

export const CARGO_TERMS = defineMessages({
  wood: { id: 'term.tutorial.cargo.wood', defaultMessage: 'wood' },
  tobacco: { id: 'term.tutorial.cargo.tobacco', defaultMessage: 'tobacco' },
  silk: { id: 'term.tutorial.cargo.silk', defaultMessage: 'silk' },
});

export const MONEY_TERMS = defineMessages({
  pesos: { id: 'term.tutorial.pesos', defaultMessage: '{amount, plural, one {# peso} other {# pesos}}' },
});

export const shipTerm = (ship: Ship): TermRef => termRef(SHIP_TERMS[ship].id);
export const cargoTerm = (cargo: Cargo): TermRef => termRef(CARGO_TERMS[cargo].id);

import { describe, expect, it } from 'vitest';
import { NOTES, PORTS, ROUTES, SHIPS, SQUARE_TYPES } from '../../../engine/games/who-rules-the-sea/data.js';
import { CARDS } from '../../../engine/games/who-rules-the-sea/cards.js';
import type { SquareCode } from '../../../engine/games/who-rules-the-sea/data-types.js';
import {
  CARD_TEXT_TERMS,
  CARD_TITLE_TERMS,
  CARGO_TERMS,
  PORT_TERMS,
  ROUTE_TERMS,
  SHIP_TERMS,
  SQUARE_TERMS,
} from '../../../engine/games/who-rules-the-sea/term-messages.js';
import { FREIGHT_LINES } from '../../../engine/games/who-rules-the-sea/line-messages.js';
import {
  cardTextTerm,
  cardTitleTerm,
  cargoTerm,
  portTerm,
  routeTerm,
  shipNameTerm,
  squareTerm,
} from '../../../engine/games/who-rules-the-sea/terms.js';

/** id -> English, of one group of declared terms. */
const declared = (terms: Record<string, { id: string; defaultMessage: string }>) =>
  new Map(Object.values(terms).map((m) => [m.id, m.defaultMessage]));

describe('Who Rules the Sea? terms', () => {
  it('name every port, route, square, ship, goods and card of the components, in their English words, and nothing else', () => {
    const check = (terms: Record<string, { id: string; defaultMessage: string }>, pairs: [string, string][]) => {
      const have = declared(terms);
      expect(new Map(pairs)).toEqual(have);
    };
    check(
      PORT_TERMS,
      PORTS.map((p) => [portTerm(p.id).term, p.name]),
    );
    check(
      ROUTE_TERMS,
      ROUTES.map((r) => [routeTerm(r.id).term, r.name]),
    );
    check(
      SQUARE_TERMS,
      Object.entries(SQUARE_TYPES).map(([code, s]) => [squareTerm(code as SquareCode).term, s.name]),
    );
    check(
      SHIP_TERMS,
      SHIPS.map((s) => [shipNameTerm(s.id).term, s.name]),
    );
    check(
      CARGO_TERMS,
      [...new Set(NOTES.map((n) => n.cargo))].map((c) => [cargoTerm(c).term, c]),
    );
    check(
      CARD_TITLE_TERMS,
      CARDS.map((c) => [cardTitleTerm(c.id).term, c.title]),
    );
    check(
      CARD_TEXT_TERMS,
      CARDS.map((c) => [cardTextTerm(c.id).term, c.text]),
    );
  });

  it('declares each history line under the id describe names it by', () => {
    for (const [key, m] of Object.entries(FREIGHT_LINES)) expect(m.id).toBe(`line.freight.${key}`);
  });
});

import { CARDS, NOTES, ROUTES, SHIPS } from '../../../../engine/games/who-rules-the-sea/data.js';
import type { CardData, NoteData, PortId, RouteData, ShipData, SquareCode } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import {
  cardTextTerm, cardTitleTerm, cargoTerm, portTerm, routeTerm, shipNameTerm, squareTerm,
} from '../../../../engine/games/who-rules-the-sea/terms.js';
import { msg, upperFirst } from '../../i18n/i18n.js';
import { term } from '../terms.js';

/**
 * The freight game's words and numbers as the page's language writes them: the components' names
 * come from the catalogs' terms (the same the history uses), and money is written as the history
 * lines write it in each language ("£5,000", "۵٬۰۰۰ پوند", "5000 font"), digits by the locale.
 */
export function pounds(amount: number): string {
  return msg({ id: 'freight.money.pounds', defaultMessage: '£{amount, number}' }, { amount });
}

/** Tons, as the notes and certificates print them ("350 t"). */
export function tons(weight: number): string {
  return msg({ id: 'freight.money.tons', defaultMessage: '{weight, number}\u00a0t' }, { weight });
}

export const portName = (id: PortId): string => term(portTerm(id).term);
export const routeName = (id: string): string => term(routeTerm(id).term);
export const squareName = (code: SquareCode): string => term(squareTerm(code).term);
export const shipName = (id: string): string => term(shipNameTerm(id).term);
/** A note's goods as a label names them ("Steel rails"). */
export const cargoName = (cargo: string): string => upperFirst(term(cargoTerm(cargo).term));
export const cardTitle = (id: string): string => term(cardTitleTerm(id).term);
export const cardText = (id: string): string => term(cardTextTerm(id).term);

const noteById = new Map(NOTES.map((n) => [n.id, n]));
const shipById = new Map(SHIPS.map((s) => [s.id, s]));
const routeById = new Map(ROUTES.map((r) => [r.id, r]));
const cardById = new Map(CARDS.map((c) => [c.id, c]));

/** The printed data of a component (public, R36), by id. */
export const noteData = (id: string): NoteData => noteById.get(id)!;
export const shipData = (id: string): ShipData => shipById.get(id)!;
export const routeData = (id: string): RouteData => routeById.get(id)!;
export const cardData = (id: string): CardData => cardById.get(id)!;

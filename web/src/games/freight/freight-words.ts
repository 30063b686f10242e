import type { PortId, SquareCode } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import {
  cardTextTerm,
  cardTitleTerm,
  cargoTerm,
  portTerm,
  routeTerm,
  shipNameTerm,
  squareTerm,
} from '../../../../engine/games/who-rules-the-sea/terms.js';
import { noteData } from '../../../../engine/games/who-rules-the-sea/constants.js';
import { SQUARE_TYPES } from '../../../../engine/games/who-rules-the-sea/data.js';
import { msg, translator, upperFirst } from '../../i18n/i18n.js';
import { codeText as lineCodeText } from '../../../../i18n/render-line.js';
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

/** The printed data of a component (public, R36), by id: the engine's own lookups. */
export {
  noteData,
  shipData,
  route as routeData,
  otherEnd,
} from '../../../../engine/games/who-rules-the-sea/constants.js';

/** A ship's, note's or card's code as the page's language writes it ("S۰۱" in Persian): i18n/render-line.ts. */
export const codeText = (id: string): string => lineCodeText(translator(), id);

/** A delivery note as a sentence names it: "LON-03 (Porcelain for New York)". */
export function noteWords(id: string): string {
  const d = noteData(id);
  return msg(
    { id: 'freight.words.note', defaultMessage: '{id} ({cargo} for {to})' },
    { id: codeText(id), cargo: cargoName(d.cargo), to: portName(d.to) },
  );
}

/** Whether a card or square effect's source is a square's code (CR, Cape rollers) rather than a card's id (C01..C44). */
const isSquareCode = (source: string): source is SquareCode => Object.hasOwn(SQUARE_TYPES, source);

/** What a card or square effect came from, by its name, as the history line names it (describe.ts). */
export function sourceName(source: string): string {
  return isSquareCode(source) ? squareName(source) : cardTitle(source);
}

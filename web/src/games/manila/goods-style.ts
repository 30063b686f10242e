import type { Good } from '../../../../engine/games/manila/constants.js';
import { upperFirst } from '../../i18n/i18n.js';
import { term } from '../terms.js';

/** The goods' colours as on the printed board: green jade, blue silk, yellow ginseng, brown nutmeg. */
export const GOOD_COLOURS: Record<Good, { fill: string; light: string; text: string }> = {
  jade: { fill: '#2f8f5b', light: '#d7efe1', text: '#fff' },
  silk: { fill: '#3f6fb8', light: '#dbe6f6', text: '#fff' },
  ginseng: { fill: '#d29a12', light: '#f8ecc8', text: '#1f2328' },
  nutmeg: { fill: '#8b5a2b', light: '#eddccb', text: '#fff' },
};

/** A good as a word of the page's language, in a sentence ("jade"). */
export function goodName(good: Good): string {
  return term(`term.manila.good.${good}`);
}

/** A good as a label starts ("Jade"). */
export function goodLabel(good: Good): string {
  return upperFirst(goodName(good));
}

/** A sum of money in Manila's pesos ("1 peso", "30 pesos"). */
export function pesos(amount: number): string {
  return term('term.manila.pesos', { amount });
}

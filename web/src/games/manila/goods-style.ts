import type { Good } from '../../../../engine/games/manila/constants.js';

/** The goods' colours as on the printed board: green jade, blue silk, yellow ginseng, brown nutmeg. */
export const GOOD_COLOURS: Record<Good, { fill: string; light: string; text: string }> = {
  jade: { fill: '#2f8f5b', light: '#d7efe1', text: '#fff' },
  silk: { fill: '#3f6fb8', light: '#dbe6f6', text: '#fff' },
  ginseng: { fill: '#d29a12', light: '#f8ecc8', text: '#1f2328' },
  nutmeg: { fill: '#8b5a2b', light: '#eddccb', text: '#fff' },
};

export function goodLabel(good: Good): string {
  return good[0].toUpperCase() + good.slice(1);
}

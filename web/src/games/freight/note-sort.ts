import { msg } from '../../i18n/i18n.js';
import { noteData, portName } from './freight-words.js';

/** The columns a port's notes can be sorted by, each read from the note's printed data. */
export const SORT_KEYS = ['to', 'weight', 'purchase', 'sale', 'margin', 'fee', 'distance'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface SortOrder {
  key: SortKey;
  descending: boolean;
}

export function sortValue(note: string, key: SortKey): number | string {
  const d = noteData(note);
  switch (key) {
    case 'to':
      return portName(d.to);
    case 'weight':
      return d.weight;
    case 'purchase':
      return d.purchase;
    case 'sale':
      return d.sale;
    case 'margin':
      return d.sale - d.purchase;
    case 'fee':
      return d.insuranceFee;
    case 'distance':
      return d.distance;
  }
}

/** The notes in the order asked, ties kept in note order (the rules' order, R47). */
export function sortNotes(notes: readonly string[], order: SortOrder): string[] {
  const sign = order.descending ? -1 : 1;
  return notes
    .map((n, i) => ({ n, i, v: sortValue(n, order.key) }))
    .sort((a, b) => {
      const c = typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : String(a.v).localeCompare(String(b.v));
      return c !== 0 ? sign * c : a.i - b.i;
    })
    .map((x) => x.n);
}

/** A column's heading; the margin is what a delivery earns over the purchase. */
export function sortLabel(key: SortKey): string {
  switch (key) {
    case 'to':
      return msg({ id: 'freight.market.colTo', defaultMessage: 'To' });
    case 'weight':
      return msg({ id: 'freight.market.colWeight', defaultMessage: 'Weight' });
    case 'purchase':
      return msg({ id: 'freight.market.colPurchase', defaultMessage: 'Buy' });
    case 'sale':
      return msg({ id: 'freight.market.colSale', defaultMessage: 'Sells for' });
    case 'margin':
      return msg({ id: 'freight.market.colMargin', defaultMessage: 'Margin' });
    case 'fee':
      return msg({ id: 'freight.market.colFee', defaultMessage: 'Insurance' });
    case 'distance':
      return msg({ id: 'freight.market.colDistance', defaultMessage: 'Steps' });
  }
}

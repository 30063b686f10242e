import { defineMessages, termRef, type TermRef } from '../../core/line.js';
import type { Good } from './constants.js';

/** Manila's words as the history and the screens name them (the catalogs translate them). */
export const GOOD_TERMS = defineMessages({
  jade: { id: 'term.manila.good.jade', defaultMessage: 'jade' },
  silk: { id: 'term.manila.good.silk', defaultMessage: 'silk' },
  ginseng: { id: 'term.manila.good.ginseng', defaultMessage: 'ginseng' },
  nutmeg: { id: 'term.manila.good.nutmeg', defaultMessage: 'nutmeg' },
});

export const MONEY_TERMS = defineMessages({
  pesos: { id: 'term.manila.pesos', defaultMessage: '{amount, plural, one {# peso} other {# pesos}}' },
});

export const goodTerm = (good: Good): TermRef => termRef(GOOD_TERMS[good].id);

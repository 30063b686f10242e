import type { AnyGame } from '../../../engine/core/types.js';
import { manila } from '../../../engine/games/manila/index.js';

/**
 * Manila with one secret leaked on purpose, each keeping Manila's declaration of its secrets,
 * and Manila with its secrets declared wrong: the checker must find every one. Registered only in the test that proves it does.
 */
export const leakyRuleSets: Record<string, AnyGame> = {
  /** Sends every seat the whole deal. */
  'leaky-deal': { ...manila, id: 'leaky-deal', redact: (e, v) => (e.type === 'GameStarted' ? e : manila.redact(e, v)) },
  /** Shows everyone which good a seat mortgaged or redeemed. */
  'leaky-mortgage': {
    ...manila,
    id: 'leaky-mortgage',
    redact: (e, v) => (e.type === 'ShareMortgaged' || e.type === 'ShareRedeemed' ? e : manila.redact(e, v)),
  },
  /** Shows every hand in the view, as the auditor sees it. */
  'leaky-view': {
    ...manila,
    id: 'leaky-view',
    view: (s, v) => ({ ...manila.view(s, v), players: manila.view(s, 'all').players }),
  },
  /** Declares its hands under a misspelt path, which would hide nothing. */
  misdeclared: {
    ...manila,
    id: 'misdeclared',
    secrets: {
      ...manila.secrets,
      view: (s, v) => manila.secrets.view(s, v).map((path) => ['player', ...path.slice(1)]),
    },
  },
};

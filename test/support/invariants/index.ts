import { manilaInvariants } from './manila.js';
import type { InvariantChecker } from './types.js';

export type { InvariantChecker };

/** A fresh checker per game (checkers may remember what happened earlier in the game). */
export const invariantsByGame: Partial<Record<string, () => InvariantChecker>> = {
  manila: manilaInvariants,
};

import { manilaInvariants } from './manila.js';
import { manilaTutorialInvariants } from './manila-tutorial.js';
import { freightInvariants } from './who-rules-the-sea.js';
import type { InvariantChecker } from './types.js';

export type { InvariantChecker };

/** A fresh checker per game (checkers may remember what happened earlier in the game). */
export const invariantsByGame: Partial<Record<string, () => InvariantChecker>> = {
  manila: manilaInvariants,
  'manila-tutorial': manilaTutorialInvariants,
  'who-rules-the-sea': freightInvariants,
};

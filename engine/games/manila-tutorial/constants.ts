// Every number the tutorial text prints (docs/rules/manila-tutorial-reference.md, sentences T1-T19),
// plus the few the project had to fix where the text is silent (the readings, in the same reference).

/** T1: three wooden ships. Their order is also the order their dice are rolled in. */
export const SHIPS = ['red', 'green', 'blue'] as const;
export type Ship = (typeof SHIPS)[number];

/** T7: the three cargoes. Their order is the order their prices are rolled in. */
export const CARGOES = ['wood', 'tobacco', 'silk'] as const;
export type Cargo = (typeof CARGOES)[number];

/** T1: four player boards; a race with one player is no game (reading 1). */
export const MIN_SEATS = 2;
export const MAX_SEATS = 4;

/** T2: each player receives 30 pesos, once, at the start of the game (reading 1). */
export const STARTING_CASH = 30;

/** T13, T14: the game lasts 3 rounds. */
export const ROUNDS = 3;

/** T3, T10: ships start on space 0 (the harbour) and race to space 13 (Manila). */
export const HARBOUR_SPACE = 0;
export const MANILA_SPACE = 13;

export const DIE_SIDES = 6;

/**
 * T4: one roll of the cargo die loads the three cargoes onto the three ships. The text prints no
 * table, so the project numbers the six possible loadings in this order: face n loads
 * red, green and blue with the cargoes of entry n - 1 (reading 2).
 */
export const CARGO_DIE: readonly Readonly<Record<Ship, Cargo>>[] = [
  { red: 'wood', green: 'tobacco', blue: 'silk' },
  { red: 'wood', green: 'silk', blue: 'tobacco' },
  { red: 'tobacco', green: 'wood', blue: 'silk' },
  { red: 'tobacco', green: 'silk', blue: 'wood' },
  { red: 'silk', green: 'wood', blue: 'tobacco' },
  { red: 'silk', green: 'tobacco', blue: 'wood' },
];

/** T7: prices run from 2 to 6, so a price die showing 1 is rolled again (reading 2). */
export const MIN_PRICE = 2;
export const MAX_PRICE = DIE_SIDES;

/** T8: each share costs 10 pesos. */
export const SHARE_PRICE = 10;
/** T1: 10 shares of each colour (the fourth colour has no ship and stays in the box). */
export const SHARES_PER_SHIP = 10;
/** T15: at most 3 shares of each ship per player per round. */
export const MAX_SHARES_PER_SHIP_PER_ROUND = 3;

/** T9: bets name a number from 2 to 12, the sum of two dice. */
export const MIN_BET_NUMBER = 2;
export const MAX_BET_NUMBER = 12;
export const MIN_STAKE = 1;
/** Reading 4: a bet is on how far its ship advances in this many movements. */
export const BET_MOVEMENTS = 2;
/** T12: winning bets pay 1 to 1: the stake back plus as much again. */
export const BET_ODDS = 1;

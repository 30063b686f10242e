/** The catalog ids of a rule set's title and menu line (catalog.ts's GAME_TERMS holds their English). */
export const gameTitleId = (id: string): string => `term.game.${id}.title`;
export const gameDescriptionId = (id: string): string => `term.game.${id}.description`;

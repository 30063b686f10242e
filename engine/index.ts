import type { AnyGame } from './core/types.js';
import { manila } from './games/manila/index.js';
import { manilaTutorial } from './games/manila-tutorial/index.js';

export * from './core/index.js';

/** Every rule set the platform serves, by id. */
export const games: Readonly<Record<string, AnyGame>> = {
  [manila.id]: manila,
  [manilaTutorial.id]: manilaTutorial,
};

export function getGame(id: string): AnyGame | undefined {
  return Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
}

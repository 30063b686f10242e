import { clientFor } from '../games/registry.js';

/** What the lobby needs to offer a rule set: read from the engine registry, which is loaded on demand. */
export interface RuleSetInfo {
  id: string;
  title: string;
  seats: { min: number; max: number };
  defaultOptions: Record<string, unknown>;
  /** Whether the rule set has a bot (`game.bot`), so seats may be played by one. */
  bot: boolean;
}

/**
 * The rule sets a new table may be set up for: those the engine serves and this client can
 * draw. A rule set the engine has but the client cannot show yet (a board still to come) is
 * left out, rather than offered and then met with "cannot show" at the table.
 */
export async function loadRuleSets(): Promise<RuleSetInfo[]> {
  const { games } = await import('../../../engine/index.js');
  return Object.values(games)
    .filter((g) => clientFor(g.id) !== undefined)
    .map((g) => ({
      id: g.id,
      title: g.title,
      seats: g.seats,
      defaultOptions: (g.defaultOptions ?? {}) as Record<string, unknown>,
      bot: g.bot !== undefined,
    }));
}

/** What the lobby needs to offer a rule set: read from the engine registry, which is loaded on demand. */
export interface RuleSetInfo {
  id: string;
  title: string;
  seats: { min: number; max: number };
  defaultOptions: Record<string, unknown>;
}

export async function loadRuleSets(): Promise<RuleSetInfo[]> {
  const { games } = await import('../../../engine/index.js');
  return Object.values(games).map((g) => ({
    id: g.id,
    title: g.title,
    seats: g.seats,
    defaultOptions: (g.defaultOptions ?? {}) as Record<string, unknown>,
  }));
}

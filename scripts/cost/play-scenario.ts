import type { AnyGame } from '../../engine/core/types.js';
import { botChooser } from '../../test/backend/support/bots.js';
import type { Deployment } from './deployment.js';
import { Harness, startStore, type PingReason } from './harness.js';
import type { Usage } from './meter.js';
import { PLAYERS, PLAYS, type ScenarioId } from './scenarios.js';

/** The seats a rule set's game is played with: PLAYERS, within what the rule set allows. */
export const seatsFor = (game: AnyGame): number => Math.min(game.seats.max, Math.max(game.seats.min, PLAYERS));

export interface ScenarioRun {
  usage: Usage;
  /** The commands the game took. */
  moves: number;
  pings: Record<PingReason, number>;
}

/**
 * Plays one scenario of a game on a store of its own, so every scenario plays the same game: the
 * same game id (`index`) and seed, hence the same dice (they derive from both). `commands`: how many
 * the sitting took, for the scenarios paced by it (0 for the sitting itself).
 */
export async function playScenario(p: {
  game: AnyGame;
  scenario: ScenarioId;
  seed: number;
  index: number;
  deployment: Deployment;
  fixedMs: number | undefined;
  commands: number;
}): Promise<ScenarioRun> {
  const seats = seatsFor(p.game);
  const store = await startStore(p.fixedMs);
  try {
    const h = new Harness(store, p.deployment, seats, p.seed, p.index);
    store.meter.reset();
    await PLAYS[p.scenario]({ h, rules: p.game.id, seats, choose: botChooser(p.seed), commands: p.commands });
    return { usage: store.meter.reset(), moves: h.moves, pings: { ...h.pings } };
  } finally {
    await store.close();
  }
}

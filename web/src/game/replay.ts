import type { AnyGame, Viewer } from '../../../engine/core/types.js';
import type { Entry } from '../../../lambdas/protocol/server.js';

/**
 * Rebuilds the board at any version by folding the log's events with the rule set's own
 * evolve, then asking its view for the chosen viewer. The engine is loaded only when a
 * replay is first opened, so it does not weigh on the first screen.
 */
export class Replay {
  /** states[i] is the state after entries[i]; kept while the entry objects stay the same. */
  private folded: { entry: Entry; state: unknown }[] = [];

  private constructor(private readonly game: AnyGame) {}

  static async load(rules: string): Promise<Replay> {
    const { getGame } = await import('../../../engine/index.js');
    const game = getGame(rules);
    if (!game) throw new Error(`This client does not know the rule set "${rules}".`);
    return new Replay(game);
  }

  /** The view at `version` (the state after the entry with that version). */
  viewAt(entries: readonly Entry[], version: number, viewer: Viewer): unknown {
    let i = 0;
    while (i < this.folded.length && i < entries.length && this.folded[i].entry === entries[i]) i++;
    this.folded.length = i;
    let state = i > 0 ? this.folded[i - 1].state : this.game.initialState();
    for (; i < entries.length && entries[i].version <= version; i++) {
      for (const { event } of entries[i].events) state = this.game.evolve(state, event);
      this.folded.push({ entry: entries[i], state });
    }
    const at = this.folded.filter((f) => f.entry.version <= version).at(-1);
    return this.game.view(at ? at.state : this.game.initialState(), viewer);
  }
}

import type { AnyGame, Viewer } from '../../../engine/core/types.js';
import type { Entry } from '../../../lambdas/protocol/server.js';
import { isClockEvent } from './clock-history.js';

/** The rule set of the game is not among those this client's engine knows. */
export class UnknownRules extends Error {
  constructor(readonly rules: string) {
    super(`This client does not know the rule set "${rules}".`);
    this.name = 'UnknownRules';
  }
}

/** Where a replay stands: after `step` events of the log (1-based), inside the entry of `version`. */
export interface ReplayPoint {
  step: number;
  version: number;
}

/**
 * Rebuilds the board after any event of the log by folding the events with the rule set's
 * own evolve, then asking its view for the chosen viewer. One command can set off many
 * events (a whole voyage, a settlement and the next round), so a replay steps by event.
 * The engine is loaded only when a replay is first opened, off the first screen's path.
 */
export class Replay {
  /** The state after each entry, kept while the entry objects stay the same. */
  private folded: { entry: Entry; state: unknown }[] = [];

  private constructor(private readonly game: AnyGame) {}

  static async load(rules: string): Promise<Replay> {
    const { getGame } = await import('../../../engine/index.js');
    const game = getGame(rules);
    if (!game) throw new UnknownRules(rules);
    return new Replay(game);
  }

  /** How many events the log holds: the replay's last step. */
  static steps(entries: readonly Entry[]): number {
    return entries.reduce((n, e) => n + e.events.length, 0);
  }

  /** The step just after the last event of `version`'s entry. */
  static stepAfter(entries: readonly Entry[], version: number): number {
    return entries.filter((e) => e.version <= version).reduce((n, e) => n + e.events.length, 0);
  }

  /** The log as it stood after `step` events: earlier entries whole, the current one cut at the step. */
  static entriesUpTo(entries: readonly Entry[], step: number): Entry[] {
    const out: Entry[] = [];
    let seen = 0;
    for (const e of entries) {
      if (seen >= step) break;
      const take = Math.min(e.events.length, step - seen);
      out.push(take === e.events.length ? e : { ...e, events: e.events.slice(0, take) });
      seen += take;
    }
    return out;
  }

  /** The view after `step` events, and the version whose entry that event belongs to. */
  viewAt(entries: readonly Entry[], step: number, viewer: Viewer): { view: unknown; point: ReplayPoint } {
    this.foldAll(entries);
    let state: unknown = this.game.initialState();
    let seen = 0;
    let version = 0;
    for (const [i, entry] of entries.entries()) {
      const n = entry.events.length;
      version = entry.version;
      if (seen + n <= step) {
        state = this.folded[i].state;
        seen += n;
        if (seen === step) break;
        continue;
      }
      for (const { event } of entry.events.slice(0, step - seen)) state = evolveBoard(this.game, state, event);
      seen = step;
      break;
    }
    return { view: this.game.view(state, viewer), point: { step: seen, version } };
  }

  private foldAll(entries: readonly Entry[]): void {
    let i = 0;
    while (i < this.folded.length && i < entries.length && this.folded[i].entry === entries[i]) i++;
    this.folded.length = i;
    let state: unknown = i > 0 ? this.folded[i - 1].state : this.game.initialState();
    for (; i < entries.length; i++) {
      for (const { event } of entries[i].events) state = evolveBoard(this.game, state, event);
      this.folded.push({ entry: entries[i], state });
    }
  }
}

/** A clock request's entry is a step of the replay (it is in the history) that leaves the board as it was. */
function evolveBoard(game: AnyGame, state: unknown, event: { type: string }): unknown {
  return isClockEvent(event) ? state : game.evolve(state, event);
}

/**
 * The most events one decision may emit. Random games of every rule set at every table size
 * emit at most about 50 (a tutorial voyage settled in one go); a state no game can reach, such
 * as one folded from an altered log, can send a game's automatic steps round a loop that never
 * asks a player, and the process would fill its memory instead of answering. Far above any real
 * decision, far below what hurts.
 */
export const MAX_EVENTS_PER_DECISION = 10_000;

/** Thrown when a decision emits more than MAX_EVENTS_PER_DECISION events: the rules went round a loop. */
export class RunawayDecision extends Error {
  constructor() {
    super(
      `the rules emitted more than ${MAX_EVENTS_PER_DECISION} events in one decision without asking a player: the state cannot come from a real game`,
    );
    this.name = 'RunawayDecision';
  }
}

/**
 * Collects the events of one decision while keeping the state they lead to, so each
 * automatic step a game takes after a command (dice, turns, settlement) is decided on
 * the state it follows.
 */
export class Tape<S, E> {
  readonly events: E[] = [];
  constructor(
    public state: S,
    private readonly evolve: (state: S, event: E) => S,
  ) {}

  emit(event: E): void {
    if (this.events.length >= MAX_EVENTS_PER_DECISION) throw new RunawayDecision();
    this.events.push(event);
    this.state = this.evolve(this.state, event);
  }
}

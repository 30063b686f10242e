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
    this.events.push(event);
    this.state = this.evolve(this.state, event);
  }
}

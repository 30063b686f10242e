import { evolve } from './evolve.js';
import type { ManilaEvent, ManilaState } from './types.js';

/**
 * Collects the events of one decision while keeping the state they lead to, so each
 * automatic step (dice, boarding turns, settlement) is decided on the state it follows.
 */
export class Tape {
  readonly events: ManilaEvent[] = [];
  constructor(public state: ManilaState) {}

  emit(event: ManilaEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
}

import { evolve } from './evolve.js';
import type { TutorialEvent, TutorialState } from './types.js';

/**
 * Collects the events of one decision while keeping the state they lead to, so each
 * automatic step (cargo, prices, movements, settlement) is decided on the state it follows.
 */
export class Tape {
  readonly events: TutorialEvent[] = [];
  constructor(public state: TutorialState) {}

  emit(event: TutorialEvent): void {
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
}

import type { Actor, CoreRejectionCode, Decision, RandomSource, StartCommand } from '../../../engine/core/types.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import type { Ship } from '../../../engine/games/manila-tutorial/constants.js';
import type {
  TutorialCommand,
  TutorialEvent,
  TutorialOptions,
  TutorialRejectionCode,
  TutorialState,
} from '../../../engine/games/manila-tutorial/types.js';
import { spec } from '../../support/decider-spec.js';

// Histories for the rule specs. Every history is produced by playing commands through
// `decide` with scripted dice, so a given is always a log the engine itself could write.

export const tutorialSpec = spec<TutorialEvent>(manilaTutorial) as unknown as {
  given(events: readonly TutorialEvent[]): {
    state: TutorialState;
    when(actor: Actor, command: unknown, dice?: number[]): TutorialWhen;
  };
};

export interface TutorialWhen {
  decision: Decision<TutorialEvent, TutorialRejectionCode>;
  then(expected: readonly TutorialEvent[]): TutorialState;
  thenEvents(check: (events: TutorialEvent[], state: TutorialState) => void): TutorialState;
  thenRejects(code: TutorialRejectionCode | CoreRejectionCode, message?: RegExp): void;
}

export type Command = TutorialCommand | StartCommand<TutorialOptions>;

/**
 * The dice of a round's loading used by most specs: cargo face 1 (red wood, green tobacco,
 * blue silk), then prices wood 4, tobacco 3, silk 6.
 */
export const LOADING = [1, 4, 3, 6];
export const LOADED = { red: 'wood', green: 'tobacco', blue: 'silk' } as const;
export const PRICES = { wood: 4, tobacco: 3, silk: 6 } as const;

/**
 * A voyage of three movements: red 6+6+1 and green 5+5+3 arrive together on 13, blue 4+4+6
 * sails past it and sinks. After two movements red has advanced 12, green 10, blue 8.
 */
export const TWO_ARRIVE = [6, 5, 4, 6, 5, 4, 1, 3, 6];
/** A voyage that ends at once: all three ships roll 3 and collide on space 3. */
export const ALL_COLLIDE = [3, 3, 3];

export const PASS: TutorialCommand = { type: 'pass' };
export function buy(red: number, green: number, blue: number): TutorialCommand {
  return { type: 'buy-shares', shares: { red, green, blue } };
}
export function bet(ship: Ship, number: number, stake: number): TutorialCommand {
  return { type: 'bet', ship, number, stake };
}

/** A table whose commands go through decide; dice come from a queue that each command may add to. */
export class Table {
  readonly events: TutorialEvent[] = [];
  state: TutorialState = manilaTutorial.initialState();
  private readonly dice: number[] = [];
  private readonly random: RandomSource = {
    int: (min, max) => {
      const v = this.dice.shift();
      if (v === undefined) throw new Error('fixture: the engine wanted a die and none was queued');
      if (v < min || v > max) throw new Error(`fixture: queued die ${v} outside [${min}, ${max}]`);
      return v;
    },
  };

  /** Plays one command; a rejection is a bug in the fixture, so it throws. */
  do(actor: Actor, command: Command, dice: number[] = []): TutorialEvent[] {
    this.dice.push(...dice);
    const d = manilaTutorial.decide(this.state, command, {
      actor,
      now: '2026-11-29T12:00:00.000Z',
      random: this.random,
    });
    if (!d.ok)
      throw new Error(`fixture: ${JSON.stringify(command)} by ${String(actor)} rejected: ${d.code} ${d.message}`);
    for (const e of d.events) {
      this.events.push(e);
      this.state = manilaTutorial.evolve(this.state, e);
    }
    return d.events;
  }

  given() {
    return tutorialSpec.given(this.events);
  }

  /**
   * Plays this phase's turns in the engine's order, `bySeat[seat]` for each seat asked (seats
   * the engine passes for lack of money are skipped). `dice` covers whatever the last turn sets
   * rolling (the voyage, the next loading) and must all be used. Returns the last turn's events.
   */
  private turns(kind: 'shares' | 'bets', bySeat: TutorialCommand[], dice: number[]): TutorialEvent[] {
    this.dice.push(...dice);
    let last: TutorialEvent[] = [];
    const round = this.state.round;
    while (this.state.phase.kind === kind && this.state.round === round) {
      const seat = this.state.phase.turn;
      last = this.do(seat, bySeat[seat]);
    }
    if (this.dice.length > 0) throw new Error(`fixture: ${this.dice.length} dice left unused`);
    return last;
  }

  shareTurns(bySeat: TutorialCommand[], dice: number[] = []): TutorialEvent[] {
    return this.turns('shares', bySeat, dice);
  }

  betTurns(bySeat: TutorialCommand[], dice: number[] = []): TutorialEvent[] {
    return this.turns('bets', bySeat, dice);
  }

  /** A round where nobody buys or bets, sailed with these dice, then the next loading's dice. */
  quietRound(voyage: number[] = ALL_COLLIDE, next: number[] = LOADING): TutorialEvent[] {
    const passes = Array.from({ length: this.state.seats }, () => PASS);
    this.shareTurns(passes);
    return this.betTurns(passes, [...voyage, ...next]);
  }

  cash(): number[] {
    return this.state.players.map((p) => p.cash);
  }
}

export function newTable(seats: number, loading: number[] = LOADING): Table {
  const t = new Table();
  t.do('system', { type: 'start', seats, options: {} }, loading);
  return t;
}

import type { ZodMiniType } from 'zod/mini';
import type { Template } from './legal.js';

/** A seat at the table, numbered from 0 in turn order (clockwise). */
export type Seat = number;

/** Who issued a command: a seat, or the system (game setup, timers). */
export type Actor = Seat | 'system';

/** Every die and shuffle goes through this, so tests can script it and replays never roll. */
export interface RandomSource {
  /** A uniformly chosen integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

export interface Ctx {
  actor: Actor;
  /** ISO-8601 time the command arrived; decide never reads a clock. */
  now: string;
  random: RandomSource;
}

/** A refused command: nothing happens, and the sender learns why. */
export interface Rejection {
  ok: false;
  code: RejectionCode;
  message: string;
}

export type RejectionCode =
  | 'NOT_STARTED'
  | 'ALREADY_STARTED'
  | 'GAME_OVER'
  | 'NOT_YOUR_TURN'
  | 'NOT_A_SEAT'
  | 'WRONG_PHASE'
  | 'INVALID_COMMAND'
  | 'INVALID_OPTIONS'
  | 'INSUFFICIENT_FUNDS'
  | 'BID_TOO_LOW'
  | 'SPOT_TAKEN'
  | 'NO_PAWNS_LEFT'
  | 'ALREADY_PASSED'
  | 'NO_SHARE'
  | 'ILLEGAL_MOVE'
  | 'SEAT_TAKEN';

export type Decision<E> = { ok: true; events: E[] } | Rejection;

/** Who a payment comes from or goes to: a seat, or the bank (whose purse is unlimited). */
export type Party = Seat | 'bank';

export interface Payment {
  from: Party;
  to: Party;
  amount: number;
}

export interface SeatResult {
  seat: Seat;
  score: number;
  /** 1 for the winner(s); tied seats share a rank. */
  rank: number;
  /** How the score is made up, e.g. { cash: 40, shares: 30, mortgages: -15 }. */
  breakdown: Record<string, number>;
}

export interface Outcome {
  /** Best first. */
  results: SeatResult[];
  winners: Seat[];
}

/** Who sees an event or a state: a seat, a spectator (null), or the auditor after the end ('all'). */
export type Viewer = Seat | null | 'all';

export interface StartCommand<Options> {
  type: 'start';
  seats: number;
  options: Options;
}

/**
 * The contract every rule set implements. Nothing outside engine/games/<id>/
 * needs to know which game it is serving: the backend and the client use this alone.
 */
export interface GameDefinition<
  State = unknown,
  Command extends { type: string } = { type: string },
  Event extends { type: string } = { type: string },
  View = unknown,
  Options = unknown,
> {
  id: string;
  title: string;
  seats: { min: number; max: number };
  /** Version written beside each stored event; `upcast` reads older ones. */
  eventVersion: number;
  /**
   * Version of the folded state's shape. Stored snapshots of another state version are
   * ignored and the log is folded afresh, so bump it whenever State changes shape.
   */
  stateVersion: number;
  optionsSchema: ZodMiniType<Options>;
  /** Validates player commands and the system's start command at the boundary. */
  commandSchema: ZodMiniType<Command | StartCommand<Options>>;
  defaultOptions: Options;

  initialState(): State;
  decide(state: State, command: Command | StartCommand<Options>, ctx: Ctx): Decision<Event>;
  evolve(state: State, event: Event): State;
  isTerminal(state: State): boolean;
  outcome(state: State): Outcome | null;

  view(state: State, viewer: Viewer): View;
  /**
   * What this seat may send now, as bounded templates (see `legal.ts`): each kind of command
   * once, with ranges and choices for its fields, never every combination. Empty when the seat
   * may do nothing. `expandLegal` lists the commands, `matchesLegal` checks one; every command
   * they stand for is accepted by `decide` from this seat.
   */
  legalCommands(state: State, seat: Seat): Template<Command>[];
  /** The seats that must act before the game can go on (empty when over). */
  toAct(state: State): Seat[];
  /** One line for the history; `names` replaces "Seat N" where given. */
  describe(event: Event, viewer: Viewer, names?: readonly string[]): string;
  /** The event as this viewer may see it: other seats' secrets removed. */
  redact(event: Event, viewer: Viewer): Event;
  /** Reads an event stored under an older `eventVersion`. */
  upcast(event: unknown, version: number): Event;
}

// The registry holds games of different type parameters; consumers only use the erased shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any>;

import type { ClockOptions } from './clock/options.js';
import type { ZodMiniType } from 'zod/mini';
import type { Template } from './legal.js';
import type { Bot } from './bot.js';
import type { Line } from './line.js';
import type { Order, OrderRules } from './orders.js';

/** A seat at the table, numbered from 0 in turn order (clockwise). */
export type Seat = number;

/**
 * Why the system moved for a seat: its time ran out, a bot holds it, one of its standing orders
 * played, or it was the seat's only main choice (engine/core/orders.ts).
 */
export type SystemReason = 'timeout' | 'bot' | 'order' | 'forced';

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

/**
 * The rejection codes core itself gives, for every game alike (the shared checks of
 * `makeDecide` and `checkStart`). Each game adds its own in a union of its own
 * (e.g. ManilaRejectionCode), which is its GameDefinition's `Code`.
 */
export type CoreRejectionCode =
  | 'NOT_STARTED'
  | 'ALREADY_STARTED'
  | 'GAME_OVER'
  | 'NOT_A_SEAT'
  | 'WRONG_PHASE'
  | 'INVALID_COMMAND'
  | 'INVALID_OPTIONS';

/** A refused command: nothing happens, and the sender learns why. */
export interface Rejection<Code extends string = CoreRejectionCode> {
  ok: false;
  code: Code;
  message: string;
}

/** A decision refuses with the game's own codes or with core's. */
export type Decision<E, Code extends string = CoreRejectionCode> =
  | { ok: true; events: E[] }
  | Rejection<Code | CoreRejectionCode>;

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
  /**
   * The table's clock (engine/core/clock), recorded here so that the log and its audit carry it;
   * the rules never read it. Absent: no clock.
   */
  clock?: ClockOptions;
}

/**
 * The contract every rule set implements. Nothing outside engine/games/<id>/
 * needs to know which game it is serving: the backend and the client use this alone.
 * `Code` is the game's union of rejection codes (core's are added to it by `Decision`).
 */
export interface GameDefinition<
  State = unknown,
  Command extends { type: string } = { type: string },
  Event extends { type: string } = { type: string },
  View = unknown,
  Options = unknown,
  Code extends string = string,
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
  decide(state: State, command: Command | StartCommand<Options>, ctx: Ctx): Decision<Event, Code>;
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
  /**
   * One line for the history, as data (a message id and its parameters, see line.ts): the same
   * for every viewer, since the event is redacted for the viewer first and the grammar that
   * depends on who reads it ("you" or a name) is the message's. i18n/render-line.ts writes it.
   */
  describe(event: Event): Line;
  /**
   * What the game asks of the seats to act now, in a few words ("place an accomplice"), from
   * any viewer's view (it reads only what is public): for the turn banner, pushes and chat
   * lines. null when there is nothing particular to say. Optional: a rule set may leave it out.
   */
  task?(view: View): Line | null;
  /** The event as this viewer may see it: other seats' secrets removed. */
  redact(event: Event, viewer: Viewer): Event;
  /**
   * What this viewer may not see, declared apart from `view` and `redact` so that one test
   * can check every frame of every rule set without knowing the game (see Secrets).
   */
  secrets: Secrets<State, Event>;
  /** Reads an event stored under an older `eventVersion`. */
  upcast(event: unknown, version: number): Event;
  /**
   * The rule set's heuristic player (`engine/games/<id>/bot.ts`): it plays a seat from that
   * seat's view alone. Optional so that a rule set can land before its bot does.
   */
  bot?: Bot<View, Command>;
  /**
   * Command types several seats answer at once, each from what it alone sees (a sealed bid, an end
   * vote): another seat's answer of one of these types changes nothing such a command was chosen
   * from, so the server decides one sent behind the current version only by such answers (and clock
   * records) at the current version instead of refusing it as stale. Absent: every record counts.
   */
  simultaneous?: readonly Command['type'][];
  /**
   * The standing orders a seat may set and the side moves that never count as its main choice
   * (engine/core/orders.ts): what lets the server play a seat's foregone moves without waking it.
   * Optional: a rule set without them still gets no automatic move.
   */
  orders?: OrderRules<State, Order, Command>;
}

/** A path into a JSON value: property names and array indexes. */
export type SecretPath = readonly (string | number)[];

/**
 * The secrets of a game, as paths whose values `viewer` may not see. At each path the view
 * (or the redacted event) this viewer gets must hold null, or nothing. For `'all'` both
 * lists are empty; so is the view's once the game is over (the backend shows everyone
 * `'all'` then). A new state field or event type is public only once listed as such.
 */
export interface Secrets<State, Event> {
  /** Paths into `view(state, 'all')`. */
  view(state: State, viewer: Viewer): SecretPath[];
  /** Paths into the full event, as `decide` wrote it. */
  event(event: Event, viewer: Viewer): SecretPath[];
}

/** The rejection codes a rule set can give, core's included. */
export type RejectionCodeOf<G> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  G extends GameDefinition<any, any, any, any, any, infer Code> ? Code | CoreRejectionCode : never;

/**
 * A rule set chosen by an id read at run time (a stored game, a message), its types erased: what
 * the backend's generic command path holds. Code that knows which rule set it serves takes the
 * typed entry instead (`ruleSets[id]`, with `ViewOf<Id>`, `CommandOf<Id>`, in engine/registry.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any, any>;

import type { ZodMiniType } from 'zod/mini';
import { countLegal, matchesLegal, nthLegal, type LegalTemplate } from './legal.js';
import type { Seat } from './types.js';

// Standing orders and automatic forced moves: ways to play a seat's turn without waking its
// player, and without touching the rules. An order is a seat's own instruction ("bid up to 12,
// raising by the least", "roll my Bristol while it is at sea"); the rules never see it. The
// server (or the tempo measure) asks `serverMove` whenever a seat must act, and plays the
// command it gets as an ordinary command of that seat, so the state it reaches is the state the
// same command sent by hand would reach. Everything here is pure: the same orders and state give
// the same answer, so a verifier can decide every such move again from the log.

/** A standing order as a rule set defines it: a `kind` and its own fields. */
export interface Order {
  kind: string;
}

/**
 * Whether an order still stands. `armed`: it may play when its moment comes. Otherwise it is
 * over, with a reason in words for its seat: `spent` when it did what it was made for (its
 * auction is over, its round ended), not spent when the position it was made for no longer
 * holds (its ship was lost, a bid the seat can no longer pay).
 */
export type OrderStatus = { armed: true } | { armed: false; spent: boolean; reason: string };

/**
 * A rule set's standing orders (engine/games/<id>/orders.ts). `play` and `status` read only what
 * the seat itself may see, so an order never acts on another seat's secret.
 */
export interface OrderRules<S, O extends Order = Order, C extends { type: string } = { type: string }> {
  /** The orders a seat may set, checked at the boundary like a command. */
  schema: ZodMiniType<O>;
  /** Whether the order stands in this state; asked before it plays and when it is set. */
  status(order: O, state: S, seat: Seat): OrderStatus;
  /** The command the order plays for the seat now, or null when this is not its moment. */
  play(order: O, state: S, seat: Seat): C | null;
  /** What is left of the order once it has played `command`: itself, or null when that used it up. */
  after(order: O, command: C): O | null;
  /**
   * The command types that are never a seat's main choice (resigning, mortgaging, pawning,
   * proposing the end): a seat whose main choice is one command has a forced move, whatever
   * side moves it also has.
   */
  side: readonly string[];
  /**
   * The state as it would be for this seat if its side moves had raised all the money they can,
   * or null when they can raise none. A move is forced only if it is still the one main choice
   * there: a player short of cash who could mortgage and then buy is not forced to pass.
   */
  widen?(state: S, seat: Seat): S | null;
}

/** What this module reads of a rule set besides its orders: the seat's legal commands. */
export interface LegalOf<S> {
  legalCommands(state: S, seat: Seat): LegalTemplate[];
}

/**
 * The one command a seat's main choice comes to, or null when it has a real choice (or nothing
 * to do). Side moves are left out of the count; a widened state (see OrderRules.widen) must
 * leave the same single choice.
 */
export function forcedMove<S>(
  game: LegalOf<S>,
  rules: Pick<OrderRules<S>, 'side' | 'widen'>,
  state: S,
  seat: Seat,
): { type: string } | null {
  const main = mainChoices(game.legalCommands(state, seat), rules.side);
  if (countLegal(main) !== 1) return null;
  const wide = rules.widen?.(state, seat);
  if (wide && countLegal(mainChoices(game.legalCommands(wide, seat), rules.side)) !== 1) return null;
  return nthLegal(main, 0);
}

function mainChoices(templates: readonly LegalTemplate[], side: readonly string[]): LegalTemplate[] {
  return templates.filter((t) => !side.includes(t.type));
}

/** A seat's orders after a look at the state: those that stand, and those that ended, each with why. */
export interface Review<O> {
  kept: O[];
  ended: { order: O; spent: boolean; reason: string }[];
}

/** Sorts a seat's orders into those that still stand and those that ended (spent or disarmed). */
export function reviewOrders<S, O extends Order>(
  rules: OrderRules<S, O>,
  orders: readonly O[],
  state: S,
  seat: Seat,
): Review<O> {
  const out: Review<O> = { kept: [], ended: [] };
  for (const order of orders) {
    const st = rules.status(order, state, seat);
    if (st.armed) out.kept.push(order);
    else out.ended.push({ order, spent: st.spent, reason: st.reason });
  }
  return out;
}

/** Why a move was made for a seat without its player: one of its orders, or its only choice. */
export type AutoReason = 'order' | 'forced';

/** A move the server makes for a seat: the command, and why. */
export interface AutoMove {
  command: { type: string };
  reason: AutoReason;
  /** Which order played it (its index in the orders given), for `order` moves. */
  order?: number;
}

/**
 * What the server does for a seat that must act now: `move`, or null when its player must
 * choose; and the seat's orders as they stand afterwards (`orders`, to keep), with those that
 * ended here (`ended`, to tell the seat why), whether or not a move was made.
 */
export interface AutoTurn<O> {
  move: AutoMove | null;
  orders: O[];
  ended: Review<O>['ended'];
}

/**
 * The move the server makes for a seat that must act now: the first of its standing orders that
 * plays here, else its forced move (unless it switched them off), else none. Orders that no
 * longer stand are dropped first; an order whose command is not legal here is disarmed, never
 * sent. The command is always one the seat's legal templates stand for.
 */
export function serverMove<S, O extends Order>(
  game: LegalOf<S>,
  rules: OrderRules<S, O>,
  state: S,
  seat: Seat,
  opts: { orders: readonly O[]; forced: boolean },
): AutoTurn<O> {
  const { kept, ended } = reviewOrders(rules, opts.orders, state, seat);
  const orders = [...kept];
  const templates = game.legalCommands(state, seat);
  if (templates.length === 0) return { move: null, orders, ended };
  for (let i = 0; i < orders.length; i++) {
    const command = rules.play(orders[i], state, seat);
    if (command === null) continue;
    if (!matchesLegal(templates, command)) {
      ended.push({ order: orders[i], spent: false, reason: 'What it would play is not open to you now.' });
      orders.splice(i--, 1);
      continue;
    }
    const index = opts.orders.indexOf(orders[i]);
    const left = rules.after(orders[i], command);
    if (left === null) orders.splice(i, 1);
    else orders[i] = left;
    return { move: { command, reason: 'order', order: index }, orders, ended };
  }
  const command = opts.forced ? forcedMove(game, rules, state, seat) : null;
  return { move: command && { command, reason: 'forced' }, orders, ended };
}

/** An order a seat wants to set, checked: the order as the schema reads it, or why it cannot be set now. */
export function checkOrder<S, O extends Order>(
  rules: OrderRules<S, O>,
  input: unknown,
  state: S,
  seat: Seat,
): { ok: true; order: O } | { ok: false; message: string } {
  const parsed = rules.schema.safeParse(input);
  if (!parsed.success) return { ok: false, message: `Not an order: ${parsed.error.issues[0]?.message ?? 'malformed'}` };
  const st = rules.status(parsed.data, state, seat);
  if (!st.armed) return { ok: false, message: st.reason };
  return { ok: true, order: parsed.data };
}

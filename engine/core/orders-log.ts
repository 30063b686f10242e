import * as z from 'zod/mini';
import { serverMove, type AutoReason, type AutoTurn, type Order, type OrderRules } from './orders.js';
import type { AnyGame, Seat } from './types.js';
import { ORDERS_TYPE } from './orders-type.js';

// Standing orders as records of a game's log. A seat sets its orders with a record of its own
// (like a clock request, the rules never see it): the whole list it wants standing, and whether
// the server may play its forced moves. The server then plays for the seat, as the system on the
// seat's behalf with the reason 'order' or 'forced', the move `serverMove` gives; what is left of
// the orders after each such move follows from the same function. So the orders at any version
// are a fold of the log, and anyone holding the log (the verifier, once the game is over and the
// commands are revealed) can decide every such move again.

export { ORDERS_TYPE };

/** What a seat's orders record holds: its orders (each one its rule set's), and automatic forced moves on or off. */
export interface OrdersCommand {
  type: typeof ORDERS_TYPE;
  orders: Order[];
  forced: boolean;
}

/** At most this many orders stand for one seat at a time. */
export const MAX_ORDERS = 16;

const ordersCommandShape = z.strictObject({
  type: z.literal(ORDERS_TYPE),
  orders: z.array(z.looseObject({ kind: z.string() })).check(z.maxLength(MAX_ORDERS)),
  forced: z._default(z.boolean(), true),
});

/** Whether a command is meant as an orders record (by its type alone). */
export function isOrdersType(command: unknown): boolean {
  return typeof command === 'object' && command !== null && (command as { type?: unknown }).type === ORDERS_TYPE;
}

/**
 * An orders record's command, checked against the rule set's order schema: the command as
 * read (defaults filled in), or why it is not one.
 */
export function parseOrdersCommand(
  game: Pick<AnyGame, 'orders'>,
  input: unknown,
): { ok: true; command: OrdersCommand } | { ok: false; message: string } {
  const rules = game.orders;
  if (!rules) return { ok: false, message: 'This game has no standing orders.' };
  const shape = ordersCommandShape.safeParse(input);
  if (!shape.success)
    return { ok: false, message: `Not a set of orders: ${shape.error.issues[0]?.message ?? 'malformed'}` };
  const orders: Order[] = [];
  for (const [i, raw] of shape.data.orders.entries()) {
    const order = rules.schema.safeParse(raw);
    if (!order.success)
      return { ok: false, message: `Order ${i + 1} is not one: ${order.error.issues[0]?.message ?? 'malformed'}` };
    orders.push(order.data);
  }
  return { ok: true, command: { type: ORDERS_TYPE, orders, forced: shape.data.forced } };
}

/** One seat's orders as they stand, and the last orders that ended, with why (for its screen). */
export interface SeatOrders {
  orders: Order[];
  /** Automatic forced moves: as the seat's last orders record says (FORCED_BY_DEFAULT before any). */
  forced: boolean;
  ended: { order: Order; spent: boolean; reason: string; version: number }[];
}

/** Every seat's orders at some version of the log. */
export interface OrdersState {
  seats: SeatOrders[];
}

/** Ended orders kept per seat for its screen: the newest. */
const ENDED_KEPT = 8;

/**
 * Whether a seat that has never set orders gets its forced moves played: on, as the rule of the
 * house says (the server plays a seat's only main choice unless the seat switched this off). A
 * seat switches them off with an orders record whose `forced` is false; tests that play a seat by
 * hand move for move do so through the protocol, as a player would on the seat's screen.
 */
export const FORCED_BY_DEFAULT = true;

export function initialOrders(seats: number): OrdersState {
  return { seats: Array.from({ length: seats }, () => ({ orders: [], forced: FORCED_BY_DEFAULT, ended: [] })) };
}

/** What the fold reads of a record. */
export interface OrdersRecord {
  version: number;
  actor: Seat | 'system';
  onBehalfOf?: Seat;
  reason?: string;
  command: { type: string } | null;
}

/**
 * The orders after one record, given the game's state before it. A seat's orders record sets its
 * orders (checked when it was accepted; a record the rule set cannot read sets none); a move the
 * server made for a seat by an order carries that seat's orders on as `serverMove` says. Other
 * records change nothing: an order ends (and is told) only when it is looked at, which is when its
 * seat must act.
 */
export function evolveOrders(game: AnyGame, orders: OrdersState, before: unknown, r: OrdersRecord): OrdersState {
  if (r.actor !== 'system' && isOrdersType(r.command)) {
    const parsed = parseOrdersCommand(game, r.command);
    const next: SeatOrders = parsed.ok
      ? { orders: parsed.command.orders, forced: parsed.command.forced, ended: orders.seats[r.actor]?.ended ?? [] }
      : { orders: [], forced: FORCED_BY_DEFAULT, ended: [] };
    return withSeat(orders, r.actor, next);
  }
  if (r.actor === 'system' && r.onBehalfOf !== undefined && (r.reason === 'order' || r.reason === 'forced')) {
    const seat = r.onBehalfOf;
    const turn = autoTurn(game, orders, before, seat);
    if (!turn) return orders;
    const mine = orders.seats[seat];
    const ended = [...turn.ended.map((e) => ({ ...e, version: r.version })), ...mine.ended].slice(0, ENDED_KEPT);
    return withSeat(orders, seat, { ...mine, orders: turn.orders, ended });
  }
  return orders;
}

function withSeat(orders: OrdersState, seat: Seat, next: SeatOrders): OrdersState {
  const seats = orders.seats.slice();
  seats[seat] = next;
  return { seats };
}

/**
 * What the server does for `seat` in `state` under the orders: `serverMove` with the seat's orders
 * and its forced-move switch; null for a rule set without orders or a seat out of range.
 */
export function autoTurn(game: AnyGame, orders: OrdersState, state: unknown, seat: Seat): AutoTurn<Order> | null {
  const rules: OrderRules<unknown> | undefined = game.orders;
  const mine = orders.seats[seat] as SeatOrders | undefined;
  if (!rules || !mine) return null;
  return serverMove(game, rules, state, seat, { orders: mine.orders, forced: mine.forced });
}

/** The move the server makes for `seat` now, with its reason, or null when the seat's player must choose. */
export function autoMoveOf(
  game: AnyGame,
  orders: OrdersState,
  state: unknown,
  seat: Seat,
): { command: { type: string }; reason: AutoReason } | null {
  const move = autoTurn(game, orders, state, seat)?.move;
  return move ? { command: move.command, reason: move.reason } : null;
}

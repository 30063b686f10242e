import * as z from 'zod/mini';
import { oneOfField } from '../../core/commands.js';
import { int } from '../../core/schema.js';
import { countLegal, templatesOf } from '../../core/legal.js';
import type { OrderRules, OrderStatus } from '../../core/orders.js';
import type { Seat } from '../../core/types.js';
import { PORT_IDS, ROUTE_IDS, SHIP_IDS, nameOfPort, shipData } from './constants.js';
import type { PortId } from './data-types.js';
import { legalCommands } from './legal.js';
import { inGame, routeIdsFrom, ship } from './rules.js';
import type { FreightCommand, FreightState } from './types.js';

// Who Rules the Sea?'s standing orders.
//
// - `auto-roll`: roll for `ship` whenever its ship-turn comes while it is at sea (and it is not
//   missing turns: the game skips those by itself). After a six (R14) it declines the extra roll,
//   unless `extra` asks to take it. It stands while the ship is the seat's, and ends with a
//   word to the seat when the ship is lost, sold or auctioned away.
// - `end-port`: in a port phase that ends with "done" (not a sailing, R10), end it when nothing
//   in it costs money the seat has: no note, insurance, redemption or ship it can pay for. Pawning
//   and selling are never counted: the order is for a seat that will not raise money to buy. With
//   `always`, end every such port phase at once (an arrival's, R17): the seat buys when the ship
//   next sails, in the port phase that begins that ship-turn, and is not woken twice per port.
// - `sealed-bid`: a bid of `tens` × £10 (0: a pass) entered ahead of the next auction (R29) the
//   seat bids in, of `ship` if named. Played once; it ends with a word when the auction opens and
//   the seat no longer has the cash for it.
// - `sail-on`: when `ship` next begins a ship-turn in `port` (R10) and the seat can afford nothing
//   there for it (no note, insurance or redemption, no ship in London), sail it on `route` at once.
//   Played once. It ends with a word when the ship is lost, bound for or lying in another port, or
//   begins that ship-turn with something the seat can afford: buying or not is then the player's
//   choice, never the order's. In debt it waits, as the port phase cannot end before paying (R24).

export type FreightOrder =
  | { kind: 'auto-roll'; ship: string; extra: boolean }
  | { kind: 'end-port'; always: boolean }
  | { kind: 'sealed-bid'; ship: string | null; tens: number }
  | { kind: 'sail-on'; ship: string; port: PortId; route: string };

const shipField = oneOfField(SHIP_IDS);

export const freightOrderSchema: z.ZodMiniType<FreightOrder> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('auto-roll'), ship: shipField, extra: z._default(z.boolean(), false) }),
  z.strictObject({ kind: z.literal('end-port'), always: z._default(z.boolean(), false) }),
  z.strictObject({
    kind: z.literal('sealed-bid'),
    ship: z.nullable(shipField),
    tens: int().check(z.minimum(0), z.maximum(1_000_000)),
  }),
  z
    .strictObject({
      kind: z.literal('sail-on'),
      ship: shipField,
      port: oneOfField(PORT_IDS),
      route: oneOfField(ROUTE_IDS),
    })
    .check(z.refine((o) => routeIdsFrom(o.port).includes(o.route), { error: 'The route does not leave that port.' })),
]);

/** Port actions that cost money, besides the ending of the port phase itself (R18). */
const SPENDING = ['buyNote', 'insureShip', 'insureNote', 'redeemNote', 'buyShip', 'redeemShip'] as const;

function status(order: FreightOrder, s: FreightState, seat: Seat): OrderStatus {
  if (s.status === 'over') return { armed: false, spent: true, reason: 'The game is over.' };
  if (s.status === 'new') return { armed: false, spent: false, reason: 'The game has not started yet.' };
  if (!inGame(s, seat)) return { armed: false, spent: true, reason: 'You have left the game.' };
  switch (order.kind) {
    case 'auto-roll':
      return ship(s, order.ship).owner === seat
        ? { armed: true }
        : { armed: false, spent: false, reason: `The ${shipData(order.ship).name} is not yours (any more).` };
    case 'end-port':
      return { armed: true };
    case 'sealed-bid': {
      const a = s.auction;
      const cash = s.players[seat].cash;
      if (a && a.bidders.includes(seat) && !a.in[seat] && (order.ship === null || order.ship === a.ship)) {
        if (order.tens * 10 > cash)
          return { armed: false, spent: false, reason: `Your bid of £${order.tens * 10} is more than your £${cash}.` };
      }
      if (order.ship !== null && ship(s, order.ship).owner === seat)
        return { armed: false, spent: false, reason: `The ${shipData(order.ship).name} is yours now.` };
      return { armed: true };
    }
    case 'sail-on':
      return sailOnStatus(order, s, seat);
  }
}

type SailOn = Extract<FreightOrder, { kind: 'sail-on' }>;

function sailOnStatus(order: SailOn, s: FreightState, seat: Seat): OrderStatus {
  const name = shipData(order.ship).name;
  const x = ship(s, order.ship);
  if (x.owner !== seat) return { armed: false, spent: false, reason: `The ${name} is not yours (any more).` };
  const where = x.loc.at === 'sea' ? x.loc.dest : x.loc.at === 'port' ? x.loc.port : null;
  if (where !== null && where !== order.port) {
    const bound = x.loc.at === 'sea' ? 'bound for' : 'in';
    const reason = `The ${name} is ${bound} ${nameOfPort(where)}, not ${nameOfPort(order.port)}.`;
    return { armed: false, spent: false, reason };
  }
  if (sailMoment(order, s, seat) && spending(s, seat, order.ship))
    return {
      armed: false,
      spent: false,
      reason: `The ${name} is in ${nameOfPort(order.port)} with something you can afford: the choice is yours.`,
    };
  return { armed: true };
}

/** Whether the order's ship is at the start of its port phase in its port, on its way out (R10), and the seat's to play. */
function sailMoment(order: SailOn, s: FreightState, seat: Seat): boolean {
  const ph = s.phase;
  if (s.auction || ph.kind !== 'turn' || ph.seat !== seat || ph.opening) return false;
  const x = ship(s, order.ship);
  if (x.loc.at !== 'port' || x.loc.pawned || x.loc.port !== order.port) return false;
  const a = ph.active;
  if (a === null) return ph.todo.includes(order.ship);
  return a.ship === order.ship && a.stage === 'port' && a.mustSail;
}

/** Whether the seat can pay for anything in ship X's port phase now (R18): for that ship, or a ship to redeem. */
function spending(s: FreightState, seat: Seat, x: string): boolean {
  return legalCommands(s, seat).some(
    (t) => (SPENDING as readonly string[]).includes(t.type) && (!('ship' in t) || t.ship === x),
  );
}

function play(order: FreightOrder, s: FreightState, seat: Seat): FreightCommand | null {
  const ph = s.phase;
  switch (order.kind) {
    case 'auto-roll': {
      if (s.auction || ph.kind !== 'turn' || ph.seat !== seat) return null;
      const a = ph.active;
      if (a === null)
        return ph.todo.includes(order.ship) && ship(s, order.ship).loc.at === 'sea'
          ? { type: 'roll', ship: order.ship }
          : null;
      if (a.ship !== order.ship || a.stage !== 'extra') return null;
      return order.extra ? { type: 'roll', ship: a.ship } : { type: 'stop', ship: a.ship };
    }
    case 'end-port': {
      if (s.auction || ph.kind !== 'turn' || ph.seat !== seat) return null;
      const a = ph.active;
      if (a?.stage !== 'port' || a.mustSail) return null;
      const legal = legalCommands(s, seat);
      // Not while the port phase cannot end: a seat in debt must pay first (R24), whatever the order says.
      if (countLegal(templatesOf(legal, 'endPortPhase')) === 0) return null;
      if (order.always) return { type: 'endPortPhase', ship: a.ship };
      if (SPENDING.some((type) => countLegal(templatesOf(legal, type)) > 0)) return null;
      return { type: 'endPortPhase', ship: a.ship };
    }
    case 'sealed-bid': {
      const a = s.auction;
      if (!a || !a.bidders.includes(seat) || a.in[seat]) return null;
      if (order.ship !== null && order.ship !== a.ship) return null;
      return order.tens === 0 ? { type: 'passBid' } : { type: 'bid', tens: order.tens };
    }
    case 'sail-on': {
      if (!sailMoment(order, s, seat) || spending(s, seat, order.ship)) return null;
      // In debt, sailing is not open (R24): the seat pays first, by hand, and the order waits.
      const sail: FreightCommand = { type: 'sail', ship: order.ship, route: order.route };
      return countLegal(templatesOf(legalCommands(s, seat), 'sail').filter((t) => t.ship === order.ship)) > 0
        ? sail
        : null;
    }
  }
}

/**
 * A seat that could still pawn or sell is treated as rich and free of debt: any purchase might
 * then be open to it, so no choice that money could widen counts as forced.
 */
function widen(s: FreightState, seat: Seat): FreightState | null {
  const legal = legalCommands(s, seat);
  if (!legal.some((t) => RAISING.includes(t.type))) return null;
  const players = s.players.slice();
  players[seat] = { ...players[seat], cash: 1_000_000_000, debt: 0 };
  return { ...s, players };
}

const RAISING = ['pawnNote', 'pawnShip', 'sellShip', 'auctionShip'];

export const freightOrders: OrderRules<FreightState, FreightOrder, FreightCommand> = {
  schema: freightOrderSchema,
  status,
  play,
  after: (order) => (order.kind === 'sealed-bid' || order.kind === 'sail-on' ? null : order),
  side: ['resign', 'proposeEnd', 'agreeEnd', 'declineEnd', ...RAISING],
  widen,
};

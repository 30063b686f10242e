import { describe, expect, it } from 'vitest';
import { checkOrder, forcedMove, serverMove } from '../../engine/core/orders.js';
import { manila } from '../../engine/games/manila/index.js';
import { manilaOrders, type ManilaOrder } from '../../engine/games/manila/orders.js';
import type { ManilaState } from '../../engine/games/manila/types.js';
import { whoRulesTheSea } from '../../engine/games/who-rules-the-sea/index.js';
import { freightOrders, type FreightOrder } from '../../engine/games/who-rules-the-sea/orders.js';
import type { FreightState } from '../../engine/games/who-rules-the-sea/types.js';
import { SHIP_IDS, nameOfPort, shipData } from '../../engine/games/who-rules-the-sea/constants.js';
import { routeIdsFrom } from '../../engine/games/who-rules-the-sea/rules.js';
import type { PortId } from '../../engine/games/who-rules-the-sea/data-types.js';
import { manilaTutorial } from '../../engine/games/manila-tutorial/index.js';
import { tutorialOrders } from '../../engine/games/manila-tutorial/orders.js';
import type { TutorialState } from '../../engine/games/manila-tutorial/types.js';
import { playRandomGame } from '../support/random-play.js';

/** The first resting state of a random game that `wanted` picks. */
function firstState<S>(
  game: typeof manila | typeof whoRulesTheSea | typeof manilaTutorial,
  seats: number,
  wanted: (s: S) => boolean,
  options?: unknown,
): S {
  for (let seed = 1; seed < 200; seed++) {
    let found: S | null = null;
    try {
      playRandomGame(game, {
        seats,
        seed,
        options,
        onStep: (_b, _e, after) => {
          if (found === null && wanted(after as S)) {
            found = after as S;
            throw new Error('found');
          }
        },
      });
    } catch (e) {
      if (found !== null) return found;
      throw e;
    }
  }
  throw new Error('no such state in 200 random games');
}

describe('Manila orders: when they stand, and why they end', () => {
  const auction = firstState<ManilaState>(manila, 4, (s) => s.phase.kind === 'auction' && s.round === 2);

  it('a proxy bid is for the current or the next auction; further ahead it is refused with a reason', () => {
    expect(checkOrder(manilaOrders, { kind: 'proxy-bid', round: 2, upTo: 9 }, auction, 1)).toEqual({
      ok: true,
      order: { kind: 'proxy-bid', round: 2, upTo: 9 },
    });
    expect(checkOrder(manilaOrders, { kind: 'proxy-bid', round: 3, upTo: 9 }, auction, 1).ok).toBe(true);
    expect(checkOrder(manilaOrders, { kind: 'proxy-bid', round: 4, upTo: 9 }, auction, 1)).toEqual({
      ok: false,
      message: 'Round 4 is too far ahead: set it during round 3.',
    });
    expect(checkOrder(manilaOrders, { kind: 'proxy-bid', round: 2, upTo: -1 }, auction, 1).ok).toBe(false);
    expect(checkOrder(manilaOrders, { kind: 'bid-forever' }, auction, 1).ok).toBe(false);
  });

  it('a proxy bid ends with its auction, saying so', () => {
    const after = firstState<ManilaState>(manila, 4, (s) => s.round === 2 && s.phase.kind === 'placement');
    expect(manilaOrders.status({ kind: 'proxy-bid', round: 2, upTo: 5 }, after, 0)).toEqual({
      armed: false,
      spent: true,
      reason: 'The harbour-master auction of round 2 is over.',
    });
    expect(manilaOrders.status({ kind: 'no-pilot', round: 2 }, after, 0)).toEqual({ armed: true });
    expect(manilaOrders.status({ kind: 'no-pilot', round: 1 }, after, 0)).toMatchObject({ armed: false, spent: true });
  });

  it('the seat in turn with a proxy bid raises by one while within its limit, and passes beyond it', () => {
    if (auction.phase.kind !== 'auction') throw new Error('not an auction');
    const seat = auction.phase.turn;
    const high = auction.phase.highBid;
    // Cash enough for any raise here, whatever the random game left the seat.
    const rich = { ...auction, players: auction.players.map((p, i) => (i === seat ? { ...p, cash: high + 30 } : p)) };
    const move = (upTo: number) =>
      serverMove(manila, manilaOrders, rich, seat, {
        orders: [{ kind: 'proxy-bid', round: 2, upTo } satisfies ManilaOrder],
        forced: false,
      }).move;
    expect(move(high + 1)?.command).toEqual({ type: 'bid', amount: high + 1 });
    expect(move(high + 1)?.reason).toBe('order');
    expect(move(high)?.command).toEqual({ type: 'pass' });
    // Another seat's order never plays for the seat in turn.
    expect(
      serverMove(manila, manilaOrders, auction, (seat + 1) % 4, {
        orders: [{ kind: 'proxy-bid', round: 2, upTo: 50 }],
        forced: false,
      }).move,
    ).toBeNull();
  });

  it('a seat that cannot raise has a forced pass; one short of cash who could mortgage to pay does not', () => {
    if (auction.phase.kind !== 'auction') throw new Error('not an auction');
    const seat = auction.phase.turn;
    const phase = { ...auction.phase, highBid: 20 };
    const poor = (shares: boolean): ManilaState => ({
      ...auction,
      phase,
      players: auction.players.map((p, i) =>
        i !== seat
          ? p
          : { ...p, cash: 5, mortgaged: shares ? { jade: 0, silk: 0, ginseng: 0, nutmeg: 0 } : { ...p.shares } },
      ),
    });
    expect(forcedMove(manila, manilaOrders, poor(false), seat)).toEqual({ type: 'pass' });
    const owns = Object.values(auction.players[seat].shares).some((n) => n > 0);
    if (owns) expect(forcedMove(manila, manilaOrders, poor(true), seat)).toBeNull();
    // With forced moves off, nothing is played for the seat.
    expect(serverMove(manila, manilaOrders, poor(false), seat, { orders: [], forced: false }).move).toBeNull();
    expect(serverMove(manila, manilaOrders, poor(false), seat, { orders: [], forced: true }).move).toMatchObject({
      command: { type: 'pass' },
      reason: 'forced',
    });
  });
});

describe('Who Rules the Sea? orders: when they stand, and why they end', () => {
  const turn = firstState<FreightState>(
    whoRulesTheSea,
    3,
    (s) => s.phase.kind === 'turn' && !s.phase.opening && s.round >= 2,
    { voyage: 'short' },
  );

  it("auto-roll stands while the ship is the seat's, and says so when it is not", () => {
    const seat = turn.phase.kind === 'turn' ? turn.phase.seat : 0;
    const mine = SHIP_IDS.find((_, i) => turn.ships[i].owner === seat)!;
    const other = SHIP_IDS.find((_, i) => turn.ships[i].owner !== seat)!;
    expect(freightOrders.status({ kind: 'auto-roll', ship: mine, extra: false }, turn, seat)).toEqual({ armed: true });
    const lost = freightOrders.status({ kind: 'auto-roll', ship: other, extra: false }, turn, seat);
    expect(lost).toMatchObject({ armed: false, spent: false });
    expect(lost.armed ? '' : lost.reason).toMatch(/^The .+ is not yours \(any more\)\.$/);
    expect(checkOrder(freightOrders, { kind: 'auto-roll', ship: 'NOPE' }, turn, seat).ok).toBe(false);
    // Extra rolls are declined unless asked for.
    expect(freightOrders.schema.parse({ kind: 'auto-roll', ship: mine })).toEqual({
      kind: 'auto-roll',
      ship: mine,
      extra: false,
    });
  });

  it('a sealed bid the cash no longer covers is disarmed when its auction opens, never sent', () => {
    const open = firstState<FreightState>(whoRulesTheSea, 3, (s) => s.auction !== null, { voyage: 'short' });
    const a = open.auction!;
    const bidder = a.bidders.find((b) => !a.in[b])!;
    const cash = open.players[bidder].cash;
    const order: FreightOrder = { kind: 'sealed-bid', ship: null, tens: Math.floor(cash / 10) + 1 };
    const st = freightOrders.status(order, open, bidder);
    expect(st).toEqual({
      armed: false,
      spent: false,
      reason: `Your bid of £${order.tens * 10} is more than your £${cash}.`,
    });
    const move = serverMove(whoRulesTheSea, freightOrders, open, bidder, {
      orders: [order],
      forced: false,
    });
    expect(move.move).toBeNull();
    expect(move.orders).toEqual([]);
    expect(move.ended).toEqual([
      { order, spent: false, reason: `Your bid of £${order.tens * 10} is more than your £${cash}.` },
    ]);
    const fits: FreightOrder = { kind: 'sealed-bid', ship: a.ship, tens: 0 };
    const played = serverMove(whoRulesTheSea, freightOrders, open, bidder, {
      orders: [fits],
      forced: false,
    });
    expect(played).toMatchObject({ move: { command: { type: 'passBid' }, reason: 'order', order: 0 }, orders: [] });
  });
});

describe('Who Rules the Sea? sail-on: nothing to buy in the port named, so the ship sails on the route named', () => {
  // A seat whose ship-turn is due for a ship lying (not laid up) in port, past the opening.
  const due = firstState<FreightState>(
    whoRulesTheSea,
    3,
    (s) =>
      s.auction === null &&
      s.phase.kind === 'turn' &&
      !s.phase.opening &&
      s.phase.active === null &&
      s.phase.todo.some((x) => {
        const loc = s.ships[SHIP_IDS.indexOf(x)].loc;
        return loc.at === 'port' && !loc.pawned;
      }),
    { voyage: 'short' },
  );
  const seat = due.phase.kind === 'turn' ? due.phase.seat : 0;
  const ship =
    due.phase.kind === 'turn' ? due.phase.todo.find((x) => due.ships[SHIP_IDS.indexOf(x)].loc.at === 'port')! : '';
  const loc = due.ships[SHIP_IDS.indexOf(ship)].loc;
  const port = loc.at === 'port' ? loc.port : 'LON';
  const route = routeIdsFrom(port)[0];
  const order: FreightOrder = { kind: 'sail-on', ship, port, route };
  const withCash = (cash: number): FreightState => ({
    ...due,
    players: due.players.map((p, i) => (i === seat ? { ...p, cash, debt: 0 } : p)),
  });

  it('sails once, at the start of the ship-turn, when the seat can afford nothing there', () => {
    const broke = withCash(0);
    expect(freightOrders.status(order, broke, seat)).toEqual({ armed: true });
    expect(serverMove(whoRulesTheSea, freightOrders, broke, seat, { orders: [order], forced: false })).toMatchObject({
      move: { command: { type: 'sail', ship, route }, reason: 'order', order: 0 },
      orders: [],
      ended: [],
    });
  });

  it('ends with a word, never sailing, when there is something the seat can afford: buying is its choice', () => {
    const rich = withCash(100_000);
    const turn = serverMove(whoRulesTheSea, freightOrders, rich, seat, { orders: [order], forced: false });
    expect(turn.move).toBeNull();
    expect(turn.ended).toEqual([
      {
        order,
        spent: false,
        reason: `The ${shipData(ship).name} is in ${nameOfPort(port)} with something you can afford: the choice is yours.`,
      },
    ]);
  });

  it('waits while the seat is in debt (it must pay before the ship may sail)', () => {
    const owing: FreightState = {
      ...due,
      players: due.players.map((p, i) => (i === seat ? { ...p, cash: 0, debt: 50 } : p)),
    };
    const turn = serverMove(whoRulesTheSea, freightOrders, owing, seat, { orders: [order], forced: false });
    expect(turn).toMatchObject({ move: null, orders: [order], ended: [] });
  });

  it("ends when the ship lies in another port, or is not the seat's", () => {
    const elsewhere = (['LON', 'NYC', 'RIO', 'CPT', 'BOM', 'ALX'] as PortId[]).find((p) => p !== port)!;
    const wrong: FreightOrder = { kind: 'sail-on', ship, port: elsewhere, route: routeIdsFrom(elsewhere)[0] };
    expect(freightOrders.status(wrong, due, seat)).toEqual({
      armed: false,
      spent: false,
      reason: `The ${shipData(ship).name} is in ${nameOfPort(port)}, not ${nameOfPort(elsewhere)}.`,
    });
    const other = due.players.findIndex((p, i) => i !== seat && p.left === null);
    expect(freightOrders.status(order, due, other)).toEqual({
      armed: false,
      spent: false,
      reason: `The ${shipData(ship).name} is not yours (any more).`,
    });
  });

  it('is refused when its route does not leave its port', () => {
    const away = ['LON', 'NYC', 'RIO', 'CPT', 'BOM', 'ALX']
      .flatMap((p) => routeIdsFrom(p as PortId))
      .find((r) => !routeIdsFrom(port).includes(r))!;
    const set = checkOrder(freightOrders, { kind: 'sail-on', ship, port, route: away }, due, seat);
    expect(set).toEqual({ ok: false, message: 'Not an order: The route does not leave that port.' });
    expect(checkOrder(freightOrders, order, withCash(0), seat)).toEqual({ ok: true, order });
  });
});

describe('The tutorial race: pass for the rest of the round', () => {
  it('passes the share and the betting turn of its round, and ends with it', () => {
    const shares = firstState<TutorialState>(manilaTutorial, 3, (s) => s.phase.kind === 'shares' && s.round === 2);
    const seat = shares.phase.kind === 'shares' ? shares.phase.turn : 0;
    const order = { kind: 'pass-round' as const, round: 2 };
    expect(serverMove(manilaTutorial, tutorialOrders, shares, seat, { orders: [order], forced: false })).toMatchObject({
      move: { command: { type: 'pass' }, reason: 'order' },
      orders: [order],
    });
    expect(tutorialOrders.status({ kind: 'pass-round', round: 1 }, shares, seat)).toEqual({
      armed: false,
      spent: true,
      reason: 'Round 1 is over.',
    });
  });
});

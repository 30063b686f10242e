import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsOf, countLegal, expandLegal, matchesLegal, templatesOf } from '../../engine/core/legal.js';
import { forcedMove, type Order } from '../../engine/core/orders.js';
import type { AnyGame, RandomSource, Seat } from '../../engine/core/types.js';
import { manila } from '../../engine/games/manila/index.js';
import { manilaTutorial } from '../../engine/games/manila-tutorial/index.js';
import { whoRulesTheSea } from '../../engine/games/who-rules-the-sea/index.js';
import type { ManilaOrder } from '../../engine/games/manila/orders.js';
import type { ManilaState } from '../../engine/games/manila/types.js';
import type { TutorialOrder } from '../../engine/games/manila-tutorial/orders.js';
import type { TutorialState } from '../../engine/games/manila-tutorial/types.js';
import type { FreightOrder } from '../../engine/games/who-rules-the-sea/orders.js';
import type { FreightState } from '../../engine/games/who-rules-the-sea/types.js';
import { PORT_IDS, SHIP_IDS } from '../../engine/games/who-rules-the-sea/constants.js';
import { routeIdsFrom } from '../../engine/games/who-rules-the-sea/rules.js';
import { playRandomGame } from '../support/random-play.js';
import { playWatched, type Watch } from '../support/order-play.js';

// Each standing order against the moves it stands for: one game played twice from one seed, the
// watched seat once by its orders through the server's path (serverMove) and once by hand, where
// the hand plays what a player carrying out those orders would send, worked out here from the
// legal commands and the table as the order's words say, not from the orders' own code. Both
// games must reach the same state by the same events.

type Hand = Extract<Watch, { by: 'hand' }>['hand'];

// --- Manila -------------------------------------------------------------------------------

/** A player's own reading of a Manila order: bid the least raise up to N, else pass; and so on. */
const manilaHand: Hand = (orders, st, seat) => {
  const s = st as ManilaState;
  const kept = (orders as ManilaOrder[]).filter((o) =>
    o.kind === 'proxy-bid'
      ? o.round > s.round || (o.round === s.round && s.phase.kind === 'auction')
      : o.round >= s.round,
  );
  const legal = manila.legalCommands(s, seat);
  const ph = s.phase;
  for (const o of kept) {
    if (o.round !== s.round) continue;
    if (o.kind === 'proxy-bid' && ph.kind === 'auction') {
      // The least raise is the bottom of the bid range; no range means the seat cannot raise.
      const bid = templatesOf(legal, 'bid')[0];
      const least = bid ? boundsOf(bid.amount).min : Infinity;
      return { command: least <= o.upTo ? { type: 'bid', amount: least } : { type: 'pass' }, orders: kept };
    }
    if (o.kind === 'no-pirate' && ph.kind === 'boarding') return { command: { type: 'pass' }, orders: kept };
    if (o.kind === 'no-pilot' && ph.kind === 'pilot') return { command: { type: 'pass' }, orders: kept };
    if (o.kind === 'plunder-to' && ph.kind === 'plunder') {
      const berthed = s.board.ships.filter((x) => x.berth?.place === o.to).length;
      const to = berthed < 3 ? o.to : o.to === 'harbour' ? 'shipyard' : 'harbour';
      return { command: { type: 'send-plundered', good: ph.ships[0], to }, orders: kept };
    }
  }
  return { command: null, orders: kept };
};

function manilaNewOrders(st: unknown, _seat: Seat, random: RandomSource): Order[] {
  const s = st as ManilaState;
  const out: ManilaOrder[] = [];
  const roll = random.int(1, 8);
  const auction = s.phase.kind === 'auction' ? s.round : s.round + 1;
  if (roll <= 3) out.push({ kind: 'proxy-bid', round: auction, upTo: random.int(0, 25) });
  else if (roll === 4) out.push({ kind: 'no-pirate', round: s.round });
  else if (roll === 5) out.push({ kind: 'no-pilot', round: s.round });
  else if (roll === 6) out.push({ kind: 'plunder-to', round: s.round, to: random.int(0, 1) ? 'harbour' : 'shipyard' });
  return out;
}

// --- Who Rules the Sea? -------------------------------------------------------------------

const SPENDING = ['buyNote', 'insureShip', 'insureNote', 'redeemNote', 'buyShip', 'redeemShip'];

const freightHand: Hand = (orders, st, seat) => {
  const s = st as FreightState;
  const legal = whoRulesTheSea.legalCommands(s, seat);
  const cash = s.players[seat].cash;
  const ownShip = (id: string) => s.ships[SHIP_IDS.indexOf(id)].owner === seat;
  let kept = (orders as FreightOrder[]).filter((o) => o.kind !== 'auto-roll' || ownShip(o.ship));
  kept = kept.filter((o) => o.kind !== 'sealed-bid' || o.ship === null || !ownShip(o.ship));
  // "Sail on from P": dropped once the ship is not the seat's, or lies in or is bound for another port.
  kept = kept.filter((o) => {
    if (o.kind !== 'sail-on') return true;
    const loc = s.ships[SHIP_IDS.indexOf(o.ship)].loc;
    const where = loc.at === 'sea' ? loc.dest : loc.at === 'port' ? loc.port : o.port;
    return ownShip(o.ship) && where === o.port;
  });
  // Its moment is the start of the ship's port phase in P, on its way out; anything the seat can
  // pay for there (for that ship, or a ship to redeem) leaves the choice to the player.
  const ph0 = s.phase;
  const sailNow = (o: Extract<FreightOrder, { kind: 'sail-on' }>) => {
    const loc = s.ships[SHIP_IDS.indexOf(o.ship)].loc;
    if (s.auction || ph0.kind !== 'turn' || ph0.seat !== seat || ph0.opening) return false;
    if (loc.at !== 'port' || loc.pawned || loc.port !== o.port) return false;
    const act = ph0.active;
    return act === null ? ph0.todo.includes(o.ship) : act.ship === o.ship && act.stage === 'port' && act.mustSail;
  };
  const affordable = (x: string) => legal.some((t) => SPENDING.includes(t.type) && (!('ship' in t) || t.ship === x));
  kept = kept.filter((o) => o.kind !== 'sail-on' || !sailNow(o) || !affordable(o.ship));
  const a = s.auction;
  // A bid ahead of the auction: sent once, as a pass when it is 0; each one the cash cannot pay is dropped.
  const forThis = (o: FreightOrder): o is Extract<FreightOrder, { kind: 'sealed-bid' }> =>
    o.kind === 'sealed-bid' && !!a && a.bidders.includes(seat) && !a.in[seat] && (o.ship ?? a.ship) === a.ship;
  kept = kept.filter((o) => !forThis(o) || o.tens * 10 <= cash);
  const bid = kept.find(forThis);
  for (const o of kept) {
    const ph = s.phase;
    if (o.kind === 'sealed-bid' && o === bid)
      return {
        command: o.tens === 0 ? { type: 'passBid' } : { type: 'bid', tens: o.tens },
        orders: kept.filter((x) => x !== o),
      };
    if (a || ph.kind !== 'turn' || ph.seat !== seat) continue;
    if (o.kind === 'auto-roll') {
      const here = s.ships[SHIP_IDS.indexOf(o.ship)];
      if (ph.active === null && ph.todo.includes(o.ship) && here.loc.at === 'sea')
        return { command: { type: 'roll', ship: o.ship }, orders: kept };
      if (ph.active?.ship === o.ship && ph.active.stage === 'extra')
        return { command: { type: o.extra ? 'roll' : 'stop', ship: o.ship }, orders: kept };
    }
    if (o.kind === 'sail-on' && sailNow(o)) {
      const sail = { type: 'sail', ship: o.ship, route: o.route };
      // In debt the ship may not sail yet: the order waits for the seat to pay.
      if (matchesLegal(legal, sail)) return { command: sail, orders: kept.filter((x) => x !== o) };
      continue;
    }
    const mayEnd = legal.some((t) => t.type === 'endPortPhase');
    if (o.kind === 'end-port' && ph.active?.stage === 'port' && !ph.active.mustSail && mayEnd) {
      if (o.always || !legal.some((t) => SPENDING.includes(t.type)))
        return { command: { type: 'endPortPhase', ship: ph.active.ship }, orders: kept };
    }
  }
  return { command: null, orders: kept };
};

function freightNewOrders(st: unknown, seat: Seat, random: RandomSource): Order[] {
  const s = st as FreightState;
  const out: FreightOrder[] = [];
  const roll = random.int(1, 6);
  const mine = SHIP_IDS.filter((_, i) => s.ships[i].owner === seat);
  if (roll <= 2 && mine.length > 0)
    out.push({ kind: 'auto-roll', ship: mine[random.int(0, mine.length - 1)], extra: random.int(0, 1) === 1 });
  else if (roll === 3) out.push({ kind: 'end-port', always: random.int(0, 2) === 0 });
  else if (roll === 4) out.push({ kind: 'sealed-bid', ship: null, tens: random.int(0, 400) });
  else if (roll === 5 && mine.length > 0) {
    // Mostly for the port the ship lies in or is bound for; now and then for another, to be dropped.
    const ship = mine[random.int(0, mine.length - 1)];
    const loc = s.ships[SHIP_IDS.indexOf(ship)].loc;
    const near = loc.at === 'sea' ? loc.dest : loc.at === 'port' ? loc.port : null;
    const port = near !== null && random.int(1, 4) > 1 ? near : PORT_IDS[random.int(0, PORT_IDS.length - 1)];
    const routes = routeIdsFrom(port);
    out.push({ kind: 'sail-on', ship, port, route: routes[random.int(0, routes.length - 1)] });
  }
  return out;
}

// --- The tutorial race ------------------------------------------------------------------------

const tutorialHand: Hand = (orders, st, seat) => {
  const s = st as TutorialState;
  const kept = (orders as TutorialOrder[]).filter((o) => o.round === s.round && s.status === 'playing');
  const ph = s.phase;
  const mine = (ph.kind === 'shares' || ph.kind === 'bets') && ph.turn === seat;
  return { command: mine && kept.length > 0 ? { type: 'pass' } : null, orders: kept };
};

function tutorialNewOrders(st: unknown, _seat: Seat, random: RandomSource): Order[] {
  const s = st as TutorialState;
  const order: TutorialOrder = { kind: 'pass-round', round: s.round };
  return random.int(1, 3) === 1 ? [order] : [];
}

const cases: {
  game: AnyGame;
  seats: number[];
  options?: unknown;
  hand: Hand;
  newOrders: (s: unknown, seat: Seat, r: RandomSource) => Order[];
  maxCommands: number;
  /** Enough games that the orders surely play in some: the tutorial's are short and its one order rarely set. */
  runs: number;
}[] = [
  { game: manila, seats: [3, 4, 5], hand: manilaHand, newOrders: manilaNewOrders, maxCommands: 5000, runs: 8 },
  {
    game: whoRulesTheSea,
    seats: [2, 4, 6],
    options: { voyage: 'short' },
    hand: freightHand,
    newOrders: freightNewOrders,
    maxCommands: 1500,
    runs: 8,
  },
  {
    game: manilaTutorial,
    seats: [2, 3, 4],
    hand: tutorialHand,
    newOrders: tutorialNewOrders,
    maxCommands: 5000,
    runs: 40,
  },
];

describe('Standing orders play exactly the moves they stand for', () => {
  for (const c of cases) {
    it(`${c.game.title}: a seat playing by orders and the same seat playing the same moves by hand reach the same state`, () => {
      let ordered = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.nat(), (seed, pick) => {
          const seats = c.seats[pick % c.seats.length];
          const base = { seats, seed, options: c.options, watched: pick % seats, newOrders: c.newOrders };
          const byOrders = playWatched(c.game, {
            ...base,
            watch: { by: 'orders', forced: false },
            maxCommands: c.maxCommands,
          });
          const byHand = playWatched(c.game, {
            ...base,
            watch: { by: 'hand', hand: c.hand },
            maxCommands: c.maxCommands,
          });
          expect(byOrders.events).toEqual(byHand.events);
          expect(byOrders.state).toEqual(byHand.state);
          expect(byOrders.ordered).toBe(byHand.ordered);
          ordered += byOrders.ordered;
        }),
        { numRuns: c.runs },
      );
      // The comparison means something only if the orders did play.
      expect(ordered).toBeGreaterThan(0);
    });
  }
});

describe('Manila proxy bid', () => {
  it('gives exactly the result of bidding the least raise in turn up to N, then passing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 0, max: 40 }),
        (seed, seats, upTo) => {
          const watched = seed % seats;
          // Set at the watched seat's first own move of the game, for the next auction (round 2).
          const newOrders = (st: unknown): Order[] => {
            const s = st as ManilaState;
            const order: ManilaOrder = {
              kind: 'proxy-bid',
              round: s.phase.kind === 'auction' ? s.round : s.round + 1,
              upTo,
            };
            return [order];
          };
          const base = { seats, seed, watched, newOrders, maxCommands: 400 };
          const byOrders = playWatched(manila, { ...base, watch: { by: 'orders', forced: false } });
          // By hand: whenever the auction asks this seat, the least raise if it is at most N, else a pass.
          const hand: Hand = (orders, st, seat) => {
            const s = st as ManilaState;
            const o = orders.find((x): x is ManilaOrder => (x as ManilaOrder).round === s.round);
            if (!o || s.phase.kind !== 'auction') return { command: null, orders };
            const least = s.phase.highBid + 1;
            const canPay = matchesLegal(manila.legalCommands(s, seat), { type: 'bid', amount: least });
            return { command: canPay && least <= upTo ? { type: 'bid', amount: least } : { type: 'pass' }, orders };
          };
          const byHand = playWatched(manila, { ...base, watch: { by: 'hand', hand } });
          expect(byOrders.events).toEqual(byHand.events);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('Automatic forced moves', () => {
  const games: { game: AnyGame; seats: number; options?: unknown }[] = [
    { game: manila, seats: 4 },
    { game: whoRulesTheSea, seats: 4, options: { voyage: 'short' } },
    { game: manilaTutorial, seats: 3 },
  ];
  for (const { game, seats, options } of games) {
    it(`${game.title}: a forced move is the seat's one main command, and is accepted`, () => {
      let found = 0;
      for (const seed of [3, 17]) {
        playRandomGame(game, {
          seats,
          seed,
          options,
          onStep: (_b, _e, after) => {
            if (game.isTerminal(after)) return;
            for (const seat of game.toAct(after)) {
              const forced = forcedMove(game, game.orders!, after, seat);
              if (!forced) continue;
              found++;
              const main = game.legalCommands(after, seat).filter((t) => !game.orders!.side.includes(t.type));
              expect(countLegal(main)).toBe(1);
              expect(expandLegal(main)[0]).toEqual(forced);
              const d = game.decide(after, forced, { actor: seat, now: '2026-11-29T00:00:00.000Z', random: rnd });
              expect(d.ok).toBe(true);
            }
          },
        });
      }
      // The tutorial passes a seat with no choice by itself: nothing is left to force.
      if (game !== manilaTutorial) expect(found).toBeGreaterThan(0);
    });
  }
});

const rnd: RandomSource = { int: (min) => min };

import { seededRandom } from '../../engine/core/random.js';
import { serverMove, type Order } from '../../engine/core/orders.js';
import type { AnyGame, Ctx, RandomSource, Seat } from '../../engine/core/types.js';
import { pickLegal } from './pick-legal.js';

/**
 * How the watched seat plays in `playWatched`: by its standing orders through the server's own
 * path (`serverMove`), or by hand, where `hand` answers with the command its player would send
 * to carry the orders out (null when the orders have nothing to say), keeping its own list.
 */
export type Watch =
  | { by: 'orders'; forced: boolean }
  | {
      by: 'hand';
      hand: (orders: Order[], state: unknown, seat: Seat) => { command: { type: string } | null; orders: Order[] };
    };

export interface WatchedGame {
  state: unknown;
  events: unknown[];
  /** Commands the watched seat's orders (or its hand-played equivalents) made. */
  ordered: number;
  commands: number;
}

/**
 * Plays one game (or its first `maxCommands` commands) with random seats, one of them watched.
 * When the watched seat acts of its own accord it may first set new orders (`newOrders`, drawn
 * from the same random source in both ways of playing), so a game played by orders and the same
 * game played by hand draw the same numbers in the same order as long as both make the same
 * moves: the test that compares them then compares the states they reach.
 */
export function playWatched(
  game: AnyGame,
  opts: {
    seats: number;
    seed: number;
    options?: unknown;
    watched: Seat;
    watch: Watch;
    newOrders: (state: unknown, seat: Seat, random: RandomSource) => Order[];
    maxCommands: number;
  },
): WatchedGame {
  const dice = seededRandom(opts.seed);
  const choice = seededRandom(opts.seed ^ 0x5bd1e995);
  const ctx = (actor: Seat | 'system'): Ctx => ({ actor, now: '2026-11-29T00:00:00.000Z', random: dice });
  let state = game.initialState();
  const events: unknown[] = [];
  let orders: Order[] = [];
  let ordered = 0;
  let commands = 0;
  const apply = (actor: Seat | 'system', command: unknown) => {
    const d = game.decide(state, command, ctx(actor));
    if (!d.ok) throw new Error(`refused: ${d.code} ${d.message} ${JSON.stringify(command)} from ${String(actor)}`);
    for (const e of d.events) {
      state = game.evolve(state, e);
      events.push(e);
    }
  };
  apply('system', { type: 'start', seats: opts.seats, options: opts.options ?? game.defaultOptions });
  while (!game.isTerminal(state) && commands < opts.maxCommands) {
    const toAct = game.toAct(state);
    if (toAct.length === 0) throw new Error('nobody to act in an unfinished game');
    const seat = toAct[choice.int(0, toAct.length - 1)];
    commands++;
    if (seat === opts.watched) {
      let auto: { type: string } | null;
      if (opts.watch.by === 'orders') {
        const turn = serverMove(game, game.orders!, state, seat, { orders, forced: opts.watch.forced });
        orders = turn.orders;
        auto = turn.move?.command ?? null;
      } else {
        const answer = opts.watch.hand(orders, state, seat);
        orders = answer.orders;
        auto = answer.command;
      }
      if (auto) {
        ordered++;
        apply(seat, auto);
        continue;
      }
      orders = [...orders, ...opts.newOrders(state, seat, choice)];
    }
    const command = pickLegal(game, state, seat, choice, opts.seats);
    if (command === null) throw new Error(`seat ${seat} must act but has nothing legal`);
    apply(seat, command);
  }
  return { state, events, ordered, commands };
}

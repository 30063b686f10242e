import { botMove } from '../../engine/core/bot.js';
import { serverMove, type Order, type OrderRules } from '../../engine/core/orders.js';
import { seededRandom } from '../../engine/core/random.js';
import type { AnyGame, Ctx, Seat } from '../../engine/core/types.js';
import { FIRST_MOVE, NEXT_COMMAND, answerTime } from './clock.js';
import { policyOf } from './policies.js';

/** One game's figures. */
export interface TempoGame {
  seed: number;
  /** Every player command, by hand or by the server. */
  commands: number;
  /** Commands the server made for a seat: by its orders, and as its forced move. */
  byOrder: number;
  forced: number;
  /** Per seat, how often it acted after another seat had acted (a "your turn" it had to answer). */
  wakeUps: number[];
  /** Wake-ups of all seats together: each a hand-off from one player to another. */
  handOffs: number;
  /** From the first move to the last, in days of the time model. */
  days: number;
  /**
   * Wake-ups of all seats together by what woke them: the type of the command the seat made
   * first when woken (what a standing order or a forced move would have had to play instead).
   */
  wokenFor: Record<string, number>;
}

export interface TempoOptions {
  players: number;
  seed: number;
  options: unknown;
  /** Standing orders and automatic forced moves, as the screen offers them; off: none. */
  orders: boolean;
}

/**
 * Plays one complete game with the house bot in every seat under the time model (clock.ts). A
 * seat that must act is first offered to the server's path (its standing orders, then its forced
 * move) at once; otherwise it is told it is its turn and answers at its answer time, the earliest
 * answer going first (several seats may be asked at once: a sealed auction). After each move of
 * its own a seat sets its standing orders again (policies.ts), as a player would on its screen.
 */
export function playTempoGame(game: AnyGame, opts: TempoOptions): TempoGame {
  const dice = seededRandom(opts.seed);
  const botRandom = seededRandom(opts.seed ^ 0x27d4eb2f);
  const people = seededRandom(opts.seed ^ 0x165667b1);
  const policy = opts.orders ? policyOf(game.id) : null;
  const rules: OrderRules<unknown> | undefined = game.orders;
  let state: unknown = game.initialState();
  let now = FIRST_MOVE;
  const ctx = (actor: Seat | 'system'): Ctx => ({ actor, now: new Date(now * 60_000).toISOString(), random: dice });
  const apply = (actor: Seat | 'system', command: unknown) => {
    const d = game.decide(state, command, ctx(actor));
    if (!d.ok) throw new Error(`seed ${opts.seed}: ${JSON.stringify(command)} from ${actor} refused: ${d.message}`);
    for (const e of d.events as unknown[]) state = game.evolve(state, e) as unknown;
  };
  apply('system', { type: 'start', seats: opts.players, options: opts.options });
  // Players open the table before its first move and may set their orders then.
  const orders: Order[][] = Array.from({ length: opts.players }, (_, seat) => policy?.(state, seat) ?? []);

  const result: TempoGame = {
    seed: opts.seed,
    commands: 0,
    byOrder: 0,
    forced: 0,
    wakeUps: Array.from({ length: opts.players }, () => 0),
    handOffs: 0,
    days: 0,
    wokenFor: {},
  };
  /** The seat that made the last command by hand and has not been interrupted by another seat since. */
  let awake: Seat | null = null;
  /** When each seat asked to act answers. */
  const answers = new Map<Seat, number>();

  for (let guard = 0; !game.isTerminal(state); guard++) {
    if (guard > 200_000) throw new Error(`seed ${opts.seed}: the game did not end`);
    const toAct = game.toAct(state);
    if (toAct.length === 0) throw new Error(`seed ${opts.seed}: nobody to act in an unfinished game`);
    // The server plays first, at once, for any seat it may play for.
    let served = false;
    if (rules && opts.orders) {
      for (const seat of toAct) {
        const turn = serverMove(game, rules, state, seat, { orders: orders[seat], forced: true });
        orders[seat] = turn.orders;
        if (!turn.move) continue;
        apply(seat, turn.move.command);
        result.commands++;
        if (turn.move.reason === 'order') result.byOrder++;
        else result.forced++;
        if (awake !== seat) awake = null;
        served = true;
        break;
      }
    }
    if (served) continue;
    for (const seat of [...answers.keys()]) if (!toAct.includes(seat)) answers.delete(seat);
    for (const seat of toAct) {
      if (!answers.has(seat)) answers.set(seat, seat === awake ? now + NEXT_COMMAND : answerTime(seat, now, people));
    }
    const at = (seat: Seat) => answers.get(seat) ?? Infinity;
    const seat = toAct.reduce((a, b) => (at(b) < at(a) ? b : a));
    now = Math.max(now, at(seat));
    answers.delete(seat);
    const command = botMove(game, state, seat, botRandom);
    if (!command) throw new Error(`seed ${opts.seed}: seat ${seat} must act but its bot has no move`);
    if (awake !== seat) {
      result.wakeUps[seat]++;
      result.handOffs++;
      result.wokenFor[command.type] = (result.wokenFor[command.type] ?? 0) + 1;
    }
    apply(seat, command);
    result.commands++;
    awake = seat;
    if (policy) orders[seat] = policy(state, seat);
  }
  result.days = (now - FIRST_MOVE) / (24 * 60);
  return result;
}

import { botMove } from '../../engine/core/bot.js';
import { serverMove, type Order, type OrderRules } from '../../engine/core/orders.js';
import { seededRandom } from '../../engine/core/random.js';
import type { AnyGame, Ctx, RandomSource, Seat } from '../../engine/core/types.js';
import { FIRST_MOVE, NEXT_COMMAND, answer, type AnswerKind } from './clock.js';
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
  /** Every command by its type, by hand and by the server: what the game asked of the seats. */
  commandsByType: Record<string, number>;
  /** The wake-ups by how their answer came (clock.ts): awake, asleep, or pushed past bedtime to the morning. */
  answers: Record<AnswerKind, number>;
  /** Each command in order, when asked for (TempoOptions.timeline). */
  timeline?: TimelineEntry[];
}

/** One command of a game: who made it, when (UTC minutes from midnight of day one), how, and whether it woke its seat. */
export interface TimelineEntry {
  seat: Seat;
  type: string;
  at: number;
  by: 'hand' | 'order' | 'forced';
  wakeUp: boolean;
}

export interface TempoOptions {
  players: number;
  seed: number;
  options: unknown;
  /** Standing orders and automatic forced moves, as the screen offers them; off: none. */
  orders: boolean;
  /** Keep every command's entry (TempoGame.timeline), for tests and for checking the model by eye. */
  timeline?: boolean;
}

/** The draws of the players' answer times in game `seed`, apart from the dice and the bots' so that neither moves them. */
export function peopleOf(seed: number): RandomSource {
  return seededRandom(seed ^ 0x165667b1);
}

/**
 * Plays one complete game with the house bot in every seat under the time model (clock.ts). A
 * seat that must act is first offered to the server's path (its standing orders, then its forced
 * move) at once; otherwise it is told it is its turn and answers at its answer time, the earliest
 * answer going first (several seats may be asked at once: a sealed auction). The game's first move
 * is made at 09:00 UTC, by a player at the table, so it wakes nobody. After each move of its own a
 * seat sets its standing orders again (policies.ts), as a player would on its screen.
 */
export function playTempoGame(game: AnyGame, opts: TempoOptions): TempoGame {
  const dice = seededRandom(opts.seed);
  const botRandom = seededRandom(opts.seed ^ 0x27d4eb2f);
  const people = peopleOf(opts.seed);
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
    commandsByType: {},
    answers: { awake: 0, asleep: 0, 'past-bedtime': 0 },
    ...(opts.timeline ? { timeline: [] } : {}),
  };
  const record = (seat: Seat, type: string, by: TimelineEntry['by'], wakeUp: boolean) => {
    result.commands++;
    result.commandsByType[type] = (result.commandsByType[type] ?? 0) + 1;
    result.timeline?.push({ seat, type, at: now, by, wakeUp });
  };
  /** The seat that made the last command by hand and has not been interrupted by another seat since. */
  let awake: Seat | null = null;
  /** When each seat asked to act answers, and how (null: at once, no "your turn" needed). */
  const answers = new Map<Seat, { at: number; kind: AnswerKind | null }>();

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
        const by = turn.move.reason === 'order' ? 'order' : 'forced';
        if (by === 'order') result.byOrder++;
        else result.forced++;
        record(seat, turn.move.command.type, by, false);
        if (awake !== seat) awake = null;
        for (const [other, a] of answers) if (a.kind === null && other !== seat) answers.delete(other);
        served = true;
        break;
      }
    }
    if (served) continue;
    for (const seat of [...answers.keys()]) if (!toAct.includes(seat)) answers.delete(seat);
    for (const seat of toAct) {
      if (answers.has(seat)) continue;
      // The first move is one seat's, at the table at 09:00; any other seat asked with it is told then.
      if (result.commands === 0 && seat === toAct[0]) answers.set(seat, { at: FIRST_MOVE, kind: null });
      else if (seat === awake) answers.set(seat, { at: now + NEXT_COMMAND, kind: null });
      else answers.set(seat, answer(seat, now, people));
    }
    const at = (seat: Seat) => answers.get(seat)?.at ?? Infinity;
    const seat = toAct.reduce((a, b) => (at(b) < at(a) ? b : a));
    const kind = answers.get(seat)?.kind ?? null;
    now = Math.max(now, at(seat));
    answers.delete(seat);
    const command = botMove(game, state, seat, botRandom);
    if (!command) throw new Error(`seed ${opts.seed}: seat ${seat} must act but its bot has no move`);
    // A seat answering a "your turn" acts after another seat did: the game's first move does not.
    const wakeUp = kind !== null;
    if (wakeUp) {
      result.wakeUps[seat]++;
      result.handOffs++;
      result.wokenFor[command.type] = (result.wokenFor[command.type] ?? 0) + 1;
      result.answers[kind]++;
    }
    apply(seat, command);
    record(seat, command.type, 'hand', wakeUp);
    awake = seat;
    // Another seat that was to go on at once has been interrupted: it now answers a "your turn".
    for (const [other, a] of answers) if (a.kind === null) answers.delete(other);
    if (policy) orders[seat] = policy(state, seat);
  }
  result.days = (now - FIRST_MOVE) / (24 * 60);
  return result;
}

import type { AnyGame, Ctx, RandomSource, Seat } from '../../engine/core/types.js';
import { countLegal, nthLegal, type LegalTemplate } from '../../engine/core/legal.js';
import { seededRandom } from '../../engine/core/random.js';

export interface PlayedGame {
  events: unknown[];
  states: unknown[];
  commands: { seat: Seat; command: unknown }[];
  final: unknown;
}

export interface PlayOptions {
  seats: number;
  options?: unknown;
  seed: number;
  /** Called after each accepted command with the state before, the events, and the state after. */
  onStep?: (before: unknown, events: unknown[], after: unknown, seat: Seat | 'system', command: unknown) => void;
  /** Keep every intermediate state (memory heavy; for replay checks). */
  keepStates?: boolean;
  maxCommands?: number;
}

/**
 * Plays one complete game with bots that pick uniformly among the legal commands of a
 * seat that must act; now and then a seat out of turn mortgages or redeems, as people do.
 */
export function playRandomGame(game: AnyGame, opts: PlayOptions): PlayedGame {
  const dice: RandomSource = seededRandom(opts.seed);
  const choice: RandomSource = seededRandom(opts.seed ^ 0x5bd1e995);
  const ctx = (actor: Seat | 'system'): Ctx => ({ actor, now: '2026-11-29T00:00:00.000Z', random: dice });
  let state = game.initialState();
  const events: unknown[] = [];
  const states: unknown[] = [];
  const commands: { seat: Seat; command: unknown }[] = [];

  const apply = (actor: Seat | 'system', command: unknown) => {
    const d = game.decide(state, command, ctx(actor));
    if (!d.ok) throw new Error(`bot command rejected: ${d.code} ${d.message} ${JSON.stringify(command)}`);
    const before = state;
    for (const e of d.events) {
      state = game.evolve(state, e);
      events.push(e);
      if (opts.keepStates) states.push(state);
    }
    opts.onStep?.(before, d.events, state, actor, command);
  };

  apply('system', { type: 'start', seats: opts.seats, options: opts.options ?? game.defaultOptions });
  const max = opts.maxCommands ?? 100_000;
  while (!game.isTerminal(state)) {
    if (commands.length >= max) throw new Error(`game did not end within ${max} commands`);
    const toAct = game.toAct(state);
    if (toAct.length === 0) throw new Error('nobody to act in an unfinished game');
    let seat: Seat = toAct[choice.int(0, toAct.length - 1)];
    let legal: LegalTemplate[] = game.legalCommands(state, seat);
    const sideMoves = (c: { type: string }) => c.type === 'mortgage' || c.type === 'redeem';
    if (choice.int(1, 20) === 1) {
      // An out-of-turn money move by anyone.
      const other = choice.int(0, opts.seats - 1);
      const side = game.legalCommands(state, other).filter(sideMoves);
      if (side.length > 0) {
        seat = other;
        legal = side;
      }
    } else {
      const main = legal.filter((c) => !sideMoves(c));
      if (main.length > 0) legal = main;
    }
    // Uniform over the concrete commands, without listing them all.
    const command = nthLegal(legal, choice.int(0, countLegal(legal) - 1));
    commands.push({ seat, command });
    apply(seat, command);
  }
  return { events, states, commands, final: state };
}

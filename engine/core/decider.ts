import type { ZodMiniType } from 'zod/mini';
import { reject } from './rejection.js';
import { Tape } from './tape.js';
import type { CoreRejectionCode, Ctx, Decision, Rejection, Seat, StartCommand } from './types.js';

/**
 * When each command may be played. Every command type is listed, so a new command must
 * say when it belongs; core refuses it in any other phase with WRONG_PHASE.
 */
export interface Phases<S, C extends { type: string }, K extends string> {
  /** The kind of the phase the game is in. */
  of: (state: S) => K;
  /** That phase in words, for the refusal "You cannot bid now: <words>." */
  describe: (state: S) => string;
  /** Per command: the phase kinds it belongs to and what doing it is called ("bid"), or 'any time'. */
  commands: { [T in C['type']]: { in: readonly K[]; doing: string } | 'any time' };
}

export interface DeciderParts<S, C extends { type: string }, E, O, Code extends string, K extends string> {
  /** "a Manila command", for messages. */
  what: string;
  schema: ZodMiniType<C | StartCommand<O>>;
  /**
   * Optional: a quick exact test that a value is a well-formed player command, for rule sets
   * whose bots and benchmarks send thousands of commands a game. It may only accept what the
   * schema accepts (and leaves the value as the schema would return it); whatever it does not
   * accept goes to the schema, whose verdict and messages stand.
   */
  wellFormed?: (input: unknown) => input is C;
  evolve: (state: S, event: E) => S;
  /** Core refuses player commands before the start and after the end. */
  status: (state: S) => 'new' | 'playing' | 'over';
  /** How many seats play; core refuses a command from anyone else. */
  seats: (state: S) => number;
  phases: Phases<S, C, K>;
  start: (tape: Tape<S, E>, command: StartCommand<O>, ctx: Ctx) => Rejection<Code | CoreRejectionCode> | void;
  /** A player's command, from a seat at the table, in a phase the command belongs to. */
  play: (tape: Tape<S, E>, command: C, seat: Seat, ctx: Ctx) => Rejection<Code | CoreRejectionCode> | void;
  /** Runs the game on from the command to the next decision a player must take. */
  advance: (tape: Tape<S, E>, ctx: Ctx) => void;
}

/**
 * The shape every game's decide shares: validate the command at the boundary, make the
 * checks every game needs (started, not over, a seat at the table, the right phase), let
 * the command's handler emit its events (or refuse), then let the game run on by itself.
 */
export function makeDecide<S, C extends { type: string }, E, O, Code extends string, K extends string>(
  parts: DeciderParts<S, C, E, O, Code, K>,
) {
  return (state: S, input: C | StartCommand<O>, ctx: Ctx): Decision<E, Code> => {
    let command: C | StartCommand<O>;
    if (parts.wellFormed?.(input)) command = input;
    else {
      const parsed = parts.schema.safeParse(input);
      if (!parsed.success) {
        return reject('INVALID_COMMAND', `Not ${parts.what}: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
      }
      command = parsed.data;
    }
    const tape = new Tape(state, parts.evolve);
    let refused: Rejection<Code | CoreRejectionCode> | void;
    if (command.type === 'start') {
      refused = parts.start(tape, command as StartCommand<O>, ctx);
    } else {
      const checked = checkPlay(parts, state, command as C, ctx);
      refused = typeof checked === 'number' ? parts.play(tape, command as C, checked, ctx) : checked;
    }
    if (refused) return refused;
    parts.advance(tape, ctx);
    return { ok: true, events: tape.events };
  };
}

/** The seat that may play this command now, or why nobody may. */
function checkPlay<S, C extends { type: string }, K extends string>(
  parts: Pick<DeciderParts<S, C, unknown, unknown, string, K>, 'status' | 'seats' | 'phases'>,
  state: S,
  command: C,
  ctx: Ctx,
): Seat | Rejection<CoreRejectionCode> {
  const status = parts.status(state);
  if (status === 'new') return reject('NOT_STARTED', 'The game has not started yet.');
  if (status === 'over') return reject('GAME_OVER', 'The game is over.');
  const seat = ctx.actor;
  if (seat === 'system' || !Number.isInteger(seat) || seat < 0 || seat >= parts.seats(state)) {
    return reject('NOT_A_SEAT', `Seat ${String(seat)} is not at this table.`);
  }
  const when = parts.phases.commands[command.type as C['type']];
  if (when !== 'any time' && !when.in.includes(parts.phases.of(state))) return wrongPhase(parts.phases, state, command.type as C['type']);
  return seat;
}

/**
 * The refusal of a command out of its phase. Core gives it before `play` runs; a game's
 * handler calls it only where TypeScript needs the phase narrowed again.
 */
export function wrongPhase<S, C extends { type: string }, K extends string>(
  phases: Phases<S, C, K>,
  state: S,
  type: C['type'],
): Rejection<'WRONG_PHASE'> {
  const when = phases.commands[type];
  const doing = when === 'any time' ? type : when.doing;
  return reject('WRONG_PHASE', `You cannot ${doing} now: ${phases.describe(state)}.`);
}

/** The checks every game's start command shares; returns the parsed options or the refusal. */
export function checkStart<O>(
  isNew: boolean,
  command: StartCommand<O>,
  ctx: Ctx,
  rules: { title: string; min: number; max: number; options: ZodMiniType<O> },
): { ok: true; options: O } | Rejection {
  if (!isNew) return reject('ALREADY_STARTED', 'This game has already started.');
  if (ctx.actor !== 'system') return reject('NOT_A_SEAT', 'Only the table itself can start a game.');
  if (!Number.isInteger(command.seats) || command.seats < rules.min || command.seats > rules.max) {
    return reject('INVALID_OPTIONS', `${rules.title} is for ${rules.min} to ${rules.max} players, not ${command.seats}.`);
  }
  const options = rules.options.safeParse(command.options ?? {});
  if (!options.success) return reject('INVALID_OPTIONS', `Bad table options: ${options.error.issues[0]?.message}`);
  return { ok: true, options: options.data };
}

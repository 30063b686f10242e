import type { ZodMiniType } from 'zod/mini';
import { reject } from './rejection.js';
import { Tape } from './tape.js';
import type { CoreRejectionCode, Ctx, Decision, Rejection, Seat, StartCommand } from './types.js';
import { commandSchemaOf, wellFormedOf, type ErasedRow, type When } from './commands.js';

/** The kind of phase a game is in, and that phase in words for the refusal "You cannot bid now: <words>." */
export interface Phases<S, K extends string> {
  of: (state: S) => K;
  describe: (state: S) => string;
}

/**
 * What the decide and the legal-command code of a game both read: its command table (one row
 * per command type: fields, when legal, simultaneous, handler), its phases, and who is playing.
 */
export interface Rules<S, C extends { type: string }, E, Code extends string, K extends string> {
  /** "a Manila command", for messages. */
  what: string;
  commands: { readonly [T in C['type']]: ErasedRow<K> & PlayOf<S, E, Code, Extract<C, { type: T }>> };
  phases: Phases<S, K>;
  /** Core refuses player commands before the start and after the end. */
  status: (state: S) => 'new' | 'playing' | 'over';
  /** How many seats play; core refuses a command from anyone else. */
  seats: (state: S) => number;
}

/** A row's handler, as core calls it. */
interface PlayOf<S, E, Code extends string, C> {
  play(tape: Tape<S, E>, command: C, seat: Seat, ctx: Ctx): Rejection<Code | CoreRejectionCode> | undefined;
}

export interface DeciderParts<S, C extends { type: string }, E, O, Code extends string, K extends string> extends Rules<
  S,
  C,
  E,
  Code,
  K
> {
  evolve: (state: S, event: E) => S;
  /** Optional: a refusal a seat gets for any command, before its handler runs (a seat that has left the game). */
  refuseSeat?: (state: S, seat: Seat) => Rejection<Code | CoreRejectionCode> | undefined;
  start: (tape: Tape<S, E>, command: StartCommand<O>, ctx: Ctx) => Rejection<Code | CoreRejectionCode> | undefined;
  /** Runs the game on from the command to the next decision a player must take. */
  advance: (tape: Tape<S, E>, ctx: Ctx) => void;
}

/**
 * The shape every game's decide shares: validate the command at the boundary (the schema and
 * its quick test come from the command table), make the checks every game needs (started, not
 * over, a seat at the table, the right phase), let the command's handler emit its events (or
 * refuse), then let the game run on by itself.
 */
export function makeDecide<S, C extends { type: string }, E, O, Code extends string, K extends string>(
  parts: DeciderParts<S, C, E, O, Code, K>,
) {
  const schema = commandSchemaOf<C, O>(parts.commands);
  const wellFormed = wellFormedOf<C>(parts.commands);
  return (state: S, input: unknown, ctx: Ctx): Decision<E, Code> => {
    let command: C | StartCommand<O>;
    if (wellFormed(input)) command = input;
    else {
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        return reject('INVALID_COMMAND', `Not ${parts.what}: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
      }
      command = parsed.data;
    }
    const tape = new Tape(state, parts.evolve);
    let refused: Rejection<Code | CoreRejectionCode> | undefined;
    if (isStart(command)) {
      refused = parts.start(tape, command, ctx);
    } else {
      const checked = checkPlay(parts, state, command, ctx);
      if (typeof checked !== 'number') refused = checked;
      else refused = parts.refuseSeat?.(state, checked) ?? playRow(parts, command).play(tape, command, checked, ctx);
    }
    if (refused) return refused;
    parts.advance(tape, ctx);
    return { ok: true, events: tape.events };
  };
}

function isStart<O>(command: { type: string } | StartCommand<O>): command is StartCommand<O> {
  return command.type === 'start';
}

/** The row of this command: its handler takes the command of its own type, which this one is. */
function playRow<S, C extends { type: string }, E, Code extends string, K extends string>(
  rules: Rules<S, C, E, Code, K>,
  command: C,
): PlayOf<S, E, Code, C> {
  const type: C['type'] = command.type;
  return rules.commands[type];
}

/** Whether a command of this type may be played in this kind of phase. */
function belongs<K extends string>(when: When<K>, kind: K): boolean {
  return when === 'any time' || when.in.includes(kind);
}

/** The seat that may play this command now, or why nobody may. */
function checkPlay<S, C extends { type: string }, E, Code extends string, K extends string>(
  rules: Rules<S, C, E, Code, K>,
  state: S,
  command: C,
  ctx: Ctx,
): Seat | Rejection {
  const status = rules.status(state);
  if (status === 'new') return reject('NOT_STARTED', 'The game has not started yet.');
  if (status === 'over') return reject('GAME_OVER', 'The game is over.');
  const seat = ctx.actor;
  if (seat === 'system' || !isSeatOf(rules, state, seat))
    return reject('NOT_A_SEAT', `Seat ${String(seat)} is not at this table.`);
  const type: C['type'] = command.type;
  if (!belongs(rules.commands[type].when, rules.phases.of(state))) return wrongPhase(rules, state, type);
  return seat;
}

function isSeatOf<S>(rules: { seats: (state: S) => number }, state: S, seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < rules.seats(state);
}

/**
 * The refusal of a command out of its phase. Core gives it before `play` runs; a game's
 * handler calls it only where TypeScript needs the phase narrowed again.
 */
export function wrongPhase<S, K extends string, T extends string>(
  rules: { phases: Phases<S, K>; commands: Readonly<Record<T, { when: When<K> }>> },
  state: S,
  type: T,
): Rejection<'WRONG_PHASE'> {
  const when = rules.commands[type].when;
  const doing = when === 'any time' ? type : when.doing;
  return reject('WRONG_PHASE', `You cannot ${doing} now: ${rules.phases.describe(state)}.`);
}

/**
 * The legal-command code's share of the table: nothing before the start, after the end or for
 * a seat not at the table, and only templates of commands that belong to the phase the game is
 * in, so a list never offers what core would refuse with WRONG_PHASE. `list` is the rule set's
 * own reading of the state (whose turn, which ranges).
 */
export function legalOf<
  S,
  C extends { type: string },
  E,
  Code extends string,
  K extends string,
  T extends { type: C['type'] },
>(rules: Rules<S, C, E, Code, K>, list: (state: S, seat: Seat) => T[]): (state: S, seat: Seat) => T[] {
  return (state, seat) => {
    if (rules.status(state) !== 'playing' || !isSeatOf(rules, state, seat)) return [];
    const kind = rules.phases.of(state);
    return list(state, seat).filter((t) => belongs(rules.commands[t.type].when, kind));
  };
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
    return reject(
      'INVALID_OPTIONS',
      `${rules.title} is for ${rules.min} to ${rules.max} players, not ${command.seats}.`,
    );
  }
  const options = rules.options.safeParse(command.options ?? {});
  if (!options.success) return reject('INVALID_OPTIONS', `Bad table options: ${options.error.issues[0]?.message}`);
  return { ok: true, options: options.data };
}

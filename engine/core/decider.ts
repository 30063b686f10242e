import type { ZodMiniType } from 'zod/mini';
import { reject } from './rejection.js';
import { Tape } from './tape.js';
import type { Ctx, Decision, Rejection, StartCommand } from './types.js';

export interface DeciderParts<S, C, E, O> {
  /** "a Manila command", for messages. */
  what: string;
  schema: ZodMiniType<C | StartCommand<O>>;
  evolve: (state: S, event: E) => S;
  start: (tape: Tape<S, E>, command: StartCommand<O>, ctx: Ctx) => Rejection | void;
  play: (tape: Tape<S, E>, command: C, ctx: Ctx) => Rejection | void;
  /** Runs the game on from the command to the next decision a player must take. */
  advance: (tape: Tape<S, E>, ctx: Ctx) => void;
}

/**
 * The shape every game's decide shares: validate the command at the boundary, let the
 * command's handler emit its events (or refuse), then let the game run on by itself.
 */
export function makeDecide<S, C extends { type: string }, E, O>(parts: DeciderParts<S, C, E, O>) {
  return (state: S, input: C | StartCommand<O>, ctx: Ctx): Decision<E> => {
    const parsed = parts.schema.safeParse(input);
    if (!parsed.success) {
      return reject('INVALID_COMMAND', `Not ${parts.what}: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
    }
    const command = parsed.data;
    const tape = new Tape(state, parts.evolve);
    const refused = command.type === 'start'
      ? parts.start(tape, command as StartCommand<O>, ctx)
      : parts.play(tape, command as C, ctx);
    if (refused) return refused;
    parts.advance(tape, ctx);
    return { ok: true, events: tape.events };
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
    return reject('INVALID_OPTIONS', `${rules.title} is for ${rules.min} to ${rules.max} players, not ${command.seats}.`);
  }
  const options = rules.options.safeParse(command.options ?? {});
  if (!options.success) return reject('INVALID_OPTIONS', `Bad table options: ${options.error.issues[0]?.message}`);
  return { ok: true, options: options.data };
}

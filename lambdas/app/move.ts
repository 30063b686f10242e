import { evolveDice, linkProblem } from '../../engine/audit/dice-state.js';
import type { Seat, SystemReason } from '../../engine/core/types.js';
import { nodeHashes, randomFor, seal } from './chain.js';
import { AppError, refusedByRules } from './errors.js';
import { hasType } from './has-type.js';
import type { LoadedGame } from './load-game.js';
import type { StoredCommand } from './ports.js';
import { seatKeyOf } from './seat-keys.js';

/**
 * Who makes a move: a seat for itself, or the system on a seat's behalf (its time ran out, or
 * a bot holds it), which the log records so that a replay never runs a bot again.
 */
export type Acting =
  | { actor: Seat; onBehalfOf?: undefined; reason?: undefined }
  | { actor: 'system'; onBehalfOf: Seat; reason: SystemReason };

/** The dice key and chain link a seat's message offers (CommandMessage `key`, `link`). */
export interface Offered {
  key?: string;
  link?: string;
}

/**
 * Decides one move on the loaded game, whoever it comes from (authorization is the caller's):
 * parses the command, decides it with the committed random source and seals the record the
 * command handler appends (handle.ts). A command the rules refuse throws its AppError and
 * changes nothing. `now` is the time the move is made (ISO-8601).
 */
export function decideMove(
  loaded: LoadedGame,
  acting: Acting,
  command: unknown,
  commandId: string,
  now: string,
  offered: Offered = {},
): StoredCommand {
  const { game } = loaded;
  const parsed = game.commandSchema.safeParse(command);
  const accepted: unknown = parsed.success ? parsed.data : undefined;
  if (!parsed.success || !hasType(accepted) || accepted.type === 'start') {
    const why = parsed.success ? 'the game has already started' : (parsed.error.issues[0]?.message ?? 'malformed');
    throw new AppError('INVALID_COMMAND', `Not a ${game.title} command: ${why}.`, { commandId });
  }
  const version = loaded.version + 1;
  const seat = acting.actor === 'system' ? acting.onBehalfOf : acting.actor;
  // A seat's move reveals the next link of its chain; a move the system makes for it reveals nothing.
  const chain = acting.actor === 'system' ? {} : checkedLink(loaded, seat, offered, commandId);
  const fields = { version, actor: acting.actor, command: accepted, ...chain };
  // The dice come from the seed and what the seats' links fixed (docs/audit.md), never from `now`.
  const random = randomFor(loaded.record, {
    dice: loaded.dice && evolveDice(loaded.dice, fields),
    head: loaded.head,
    version,
    commandId,
  });
  const decision = game.decide(loaded.state, accepted, { actor: seat, now, random });
  if (!decision.ok) throw refusedByRules(decision, { commandId });

  return seal(loaded.record, loaded.head, {
    version,
    commandId,
    actor: acting.actor,
    ...(acting.actor === 'system' && { onBehalfOf: acting.onBehalfOf, reason: acting.reason }),
    at: now,
    eventVersion: game.eventVersion,
    command: accepted,
    draws: random.draws,
    events: decision.events,
    ...chain,
  });
}

/**
 * The key and link a seat's record carries, checked against the seat's dice key (dice-state.ts
 * linkProblem): the link must be the one right below the seat's last, or with a new key right
 * below its top. Refused with NO_KEY or BAD_LINK (carrying the seat's key as the server knows it,
 * so its device can find its place) and nothing written. A key equal to the seat's own is no new
 * key and stays out of the record. Games of dice scheme 1 carry neither.
 */
export function checkedLink(loaded: LoadedGame, seat: Seat, offered: Offered, commandId: string): Offered {
  if (!loaded.dice) return {};
  const problem = linkProblem(loaded.dice, seat, offered, nodeHashes);
  if (problem) throw new AppError(problem.code, problem.message, { commandId, seatKey: seatKeyOf(loaded.dice, seat) });
  const current = loaded.dice.keys[seat];
  return { ...(offered.key !== undefined && offered.key !== current?.top && { key: offered.key }), link: offered.link };
}

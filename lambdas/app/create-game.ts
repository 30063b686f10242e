import { commitmentOf } from '../../engine/audit/chain.js';
import { toHex } from '../../engine/audit/sha256.js';
import { clockOptionsSchema, PRODUCTION_MIN_MOVE_SECONDS, type ClockOptions } from '../../engine/core/clock/index.js';
import { getGame } from '../../engine/index.js';
import type { AnyGame } from '../../engine/core/types.js';
import type { CreateMessage } from '../protocol/client.js';
import { seatLink, spectatorLink } from '../protocol/links.js';
import type { CreatedFrame } from '../protocol/server.js';
import { nodeHashes, randomFor, seal } from './chain.js';
import { AppError } from './errors.js';
import { foldWithClock, initialClockOf, snapshotFormat } from './load-game.js';
import { GameExists, VersionConflict, type GameRecord, type Ports, type SeatRecord } from './ports.js';
import { hashToken } from './tokens.js';
import { statusOf } from './views.js';
import { botPauseOf, requestWakes, wakeTime } from './wakes.js';

/**
 * Deals a new game and opens it: the start goes into the log as version 1, then the
 * games item is written. A crash between the two leaves only an unreachable log.
 */
export async function createGame(ports: Ports, msg: CreateMessage): Promise<CreatedFrame> {
  const game = getGame(msg.rules);
  if (!game) throw new AppError('UNKNOWN_RULES', `There is no rule set '${msg.rules}'.`);
  const { min, max } = game.seats;
  if (msg.seats.length < min || msg.seats.length > max) {
    throw new AppError('INVALID_OPTIONS', `${game.title} is for ${min} to ${max} players, not ${msg.seats.length}.`);
  }
  checkBotSeats(game, msg.seats);
  // The clock is the platform's, not the rule set's: taken out before the rules read their options.
  const { clock: clockInput, rest } = splitClock(msg.options);
  const clock = clockInput === undefined ? null : checkClock(ports, clockInput);
  const parsed = rest === undefined ? { success: true as const, data: game.defaultOptions } : game.optionsSchema.safeParse(rest);
  if (!parsed.success) {
    throw new AppError('INVALID_OPTIONS', `Bad table options: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  }

  const now = ports.clock.now().toISOString();
  const gameId = ports.ids.id();
  // The seed is drawn now and kept on the games item; only its hash is shown before the end.
  const seedBytes = ports.seeds.seed();
  const seed = toHex(seedBytes);
  const commitment = commitmentOf(seedBytes, nodeHashes);
  const secret = { gameId, seed };
  const command = { type: 'start' as const, seats: msg.seats.length, options: parsed.data, ...(clock && { clock }) };
  // The creating client's nonce plays the command id's part for the start's draws (the deal).
  const random = randomFor(secret, null, 1, msg.nonce);
  const decision = game.decide(game.initialState(), command, { actor: 'system', now, random });
  if (!decision.ok) throw new AppError(decision.code, decision.message);

  // A bot seat has no token: nobody holds it, and nobody can join it.
  const tokens = msg.seats.map((s) => (s.open || s.bot ? null : ports.ids.id()));
  const seats: SeatRecord[] = msg.seats.map((s, i) => ({
    name: s.name,
    open: s.open,
    tokenHash: tokens[i] === null ? null : hashToken(tokens[i]),
    ...(s.bot && { bot: true }),
  }));
  const start = seal(secret, null, {
    version: 1,
    commandId: msg.nonce,
    actor: 'system',
    at: now,
    eventVersion: game.eventVersion,
    command,
    draws: random.draws,
    events: decision.events,
    commitment,
  });
  // The id was drawn just now (128 random bits): if either write finds it taken, the taker is this
  // very create, whose write landed while its answer was lost and was then retried by the adapter.
  await ports.events.append(gameId, start).catch(ownWriteIs(VersionConflict));
  // The state and the clocks after the start, folded as every later load folds them.
  const { state, clock: clockState } = foldWithClock(game, { state: game.initialState(), clock: initialClockOf({ seats, clock }) }, [start]);
  const record: GameRecord = {
    gameId,
    rules: game.id,
    options: parsed.data,
    seats,
    status: statusOf(game, state),
    toAct: game.toAct(state),
    createdAt: now,
    updatedAt: now,
    version: 1,
    snapshot: { version: 1, format: snapshotFormat(game), state, ...(clockState && { clock: clockState }) },
    commitment,
    seed,
    head: start.hash,
    clock,
    nextDeadline: null,
  };
  const after = { record, game, state, clock: clockState, head: start, version: 1 };
  record.nextDeadline = wakeTime(after, botPauseOf(ports));
  await ports.games.create(record).catch(ownWriteIs(GameExists));
  // A bot that acts first, or a clock that runs from the start, needs waking.
  await requestWakes(ports, null, after);

  return {
    type: 'created',
    requestId: msg.requestId,
    gameId,
    rules: game.id,
    seats: msg.seats.map((s, seat) => {
      const token = tokens[seat];
      return { seat, name: s.name, open: s.open, bot: s.bot, token, link: token === null ? null : seatLink(gameId, seat, token) };
    }),
    spectatorLink: spectatorLink(gameId),
    commitment,
  };
}

/**
 * Bot seats need the rule set's bot, and someone must play: a table of bots alone would run
 * by itself for nobody (and cost a Lambda run per move).
 */
function checkBotSeats(game: AnyGame, seats: CreateMessage['seats']): void {
  if (!seats.some((s) => s.bot)) return;
  if (!game.bot) throw new AppError('INVALID_OPTIONS', `${game.title} ('${game.id}') has no bot yet, so no seat can be played by one.`);
  if (seats.every((s) => s.bot)) throw new AppError('INVALID_OPTIONS', 'At least one seat must be played by a person; every seat here is a bot.');
}

/** Swallows the given conflict (the write was this create's own), rethrows anything else. */
function ownWriteIs(conflict: new (...args: never[]) => Error) {
  return (err: unknown): void => {
    if (!(err instanceof conflict)) throw err;
  };
}

/** `options.clock` apart from the rule set's options; options without other fields count as none given. */
function splitClock(options: unknown): { clock: unknown; rest: unknown } {
  if (typeof options !== 'object' || options === null || Array.isArray(options) || !('clock' in options)) return { clock: undefined, rest: options };
  const { clock, ...rest } = options as Record<string, unknown>;
  return { clock, rest: Object.keys(rest).length === 0 ? undefined : rest };
}

/**
 * The table's clock, checked: its schema (engine/core/clock), then this server's floor for the
 * per-move allowance (an hour in production; the local stack and tests allow seconds).
 */
function checkClock(ports: Ports, input: unknown): ClockOptions {
  const parsed = clockOptionsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `clock.${issue.path.join('.')}: ` : 'clock: ';
    throw new AppError('INVALID_OPTIONS', `Bad clock: ${where}${issue?.message ?? 'malformed'}.`);
  }
  const floor = ports.limits?.minMoveSeconds ?? PRODUCTION_MIN_MOVE_SECONDS;
  if (parsed.data.moveSeconds < floor) {
    throw new AppError('INVALID_OPTIONS', `Bad clock: clock.moveSeconds: a move's allowance here is at least ${floor} seconds, not ${parsed.data.moveSeconds}.`);
  }
  return parsed.data;
}

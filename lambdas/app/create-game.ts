import { commitmentOf } from '../../engine/audit/chain.js';
import { toHex } from '../../engine/audit/sha256.js';
import { clockOptionsSchema, PRODUCTION_MIN_MOVE_SECONDS, type ClockOptions } from '../../engine/core/clock/index.js';
import { loadRuleSet } from '../../engine/load-rule-set.js';
import type { AnyGame } from '../../engine/core/types.js';
import type { CreateMessage, PrepareMessage } from '../protocol/client.js';
import { seatLink, spectatorLink } from '../protocol/links.js';
import type { CreatedFrame, PreparedFrame } from '../protocol/server.js';
import { nodeHashes, randomFor, seal } from './chain.js';
import { AppError, refusedByRules } from './errors.js';
import { foldWithClock, initialClockOf, snapshotFormat } from './load-game.js';
import {
  GameExists,
  VersionConflict,
  type GameRecord,
  type Ports,
  type PreparedTable,
  type SeatRecord,
} from './ports.js';
import { createToken, hashToken, hostToken, tokenMatches } from './tokens.js';
import { CURRENT_DICE_SCHEME, diceStart } from '../../engine/audit/dice-state.js';
import { statusOf } from './views.js';
import { botPauseOf, mayWake, requestWakes, wakeTime } from './wakes.js';

/** How long a prepared table waits for its `create`: the form sends both at once, so an hour covers any retry. */
export const PREPARED_SECONDS = 3600;

/**
 * The first step of making a table: draws its id and secret seed, keeps them (PreparedTable)
 * and answers with the commitment to the seed. The creating client chooses its nonce only
 * after this answer, so the server cannot pick the seed to suit the deal the nonce makes. A
 * prepared table never created harms nothing: it is no game, and the TTL removes it.
 */
export async function prepareGame(ports: Ports, msg: PrepareMessage): Promise<PreparedFrame> {
  if (!(await loadRuleSet(msg.rules))) throw new AppError('UNKNOWN_RULES', `There is no rule set '${msg.rules}'.`);
  const now = ports.clock.now();
  const seedBytes = ports.seeds.seed();
  const table: PreparedTable = {
    gameId: ports.ids.id(),
    rules: msg.rules,
    seed: toHex(seedBytes),
    commitment: commitmentOf(seedBytes, nodeHashes),
    preparedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + PREPARED_SECONDS,
  };
  // The id was drawn just now: if it is taken, the taker is this very prepare, retried by the adapter.
  await ports.games.prepare(table).catch(ownWriteIs(GameExists));
  return {
    type: 'prepared',
    requestId: msg.requestId,
    gameId: table.gameId,
    rules: table.rules,
    commitment: table.commitment,
    expiresAt: new Date(table.expiresAt * 1000).toISOString(),
  };
}

/**
 * Deals a prepared game and opens it: the start goes into the log as version 1 (its dice from
 * the prepared seed and the creator's nonce), then the games item replaces the prepared one. A
 * crash between the two leaves only an unreachable log, which the retried create finds and
 * keeps. A create of a game made already is answered again if it is the same create (same
 * nonce, and the secret its links came from), else refused.
 */
export async function createGame(ports: Ports, msg: CreateMessage): Promise<CreatedFrame> {
  const game = await loadRuleSet(msg.rules);
  if (!game) throw new AppError('UNKNOWN_RULES', `There is no rule set '${msg.rules}'.`);
  const { min, max } = game.seats;
  if (msg.seats.length < min || msg.seats.length > max) {
    throw new AppError('INVALID_OPTIONS', `${game.title} is for ${min} to ${max} players, not ${msg.seats.length}.`);
  }
  checkBotSeats(game, msg.seats);
  // The clock is the platform's, not the rule set's: taken out before the rules read their options.
  const { clock: clockInput, rest } = splitClock(msg.options);
  const clock = clockInput === undefined ? null : checkClock(ports, clockInput);
  const options = checkOptions(game, rest);
  const gameId = msg.gameId;
  if (gameId === undefined) {
    throw new AppError(
      'NOT_PREPARED',
      'A table is prepared before it is created: send { action: "prepare", rules } first, then create with the gameId it answers (the server commits to the dice before it sees your nonce).',
    );
  }
  const prepared = await ports.games.prepared(gameId);
  if (!prepared) return createdAgain(ports, msg, gameId);
  if (prepared.rules !== game.id)
    throw new AppError(
      'NOT_PREPARED',
      `Table ${gameId} was prepared for '${prepared.rules}', not '${game.id}': prepare one for '${game.id}'.`,
    );
  const now = ports.clock.now();
  if (now.getTime() >= prepared.expiresAt * 1000)
    throw new AppError(
      'PREPARE_EXPIRED',
      `Table ${gameId} was prepared at ${prepared.preparedAt} and has expired unused: prepare another.`,
    );

  // A bot seat has no token: nobody holds it, and nobody can join it.
  const tokens = msg.seats.map((s, seat) =>
    s.open || s.bot ? null : msg.secret === undefined ? ports.ids.id() : createToken(gameId, seat, msg.secret),
  );
  const seats: SeatRecord[] = msg.seats.map((s, i) => ({
    name: s.name,
    open: s.open,
    tokenHash: tokens[i] === null ? null : hashToken(tokens[i]),
    ...(s.bot && { bot: true }),
  }));
  const dealt = await dealTable(ports, {
    game,
    gameId,
    seats,
    options,
    clock,
    nonce: msg.nonce,
    seed: prepared.seed,
    commitment: prepared.commitment,
    // The creator's moderation of the chat; a create without a secret could not be answered again, so it gets no host.
    ...(msg.secret !== undefined && { hostTokenHash: hashToken(hostToken(gameId, msg.secret)) }),
  });
  if (dealt === 'exists') {
    // Most likely this very create's write landed while its answer was lost and the adapter
    // retried it: then the stored seats are these tokens' (else createdAgain decides).
    const stored = await ports.games.get(gameId);
    const ours = stored?.seats.every((s, seat) =>
      tokens[seat] === null
        ? s.tokenHash === null || s.open
        : s.tokenHash !== null && tokenMatches(tokens[seat], s.tokenHash),
    );
    if (!ours) return createdAgain(ports, msg, gameId);
  }
  return createdFrame(msg, gameId, game.id, tokens, prepared.commitment);
}

/** What a table is dealt from: its seats as stored, its checked options and clock, and the seed and nonce of its deal. */
export interface TableDeal {
  game: AnyGame;
  gameId: string;
  seats: SeatRecord[];
  options: unknown;
  clock: ClockOptions | null;
  /** The start record's command id: the deal depends on it (docs/audit.md). */
  nonce: string;
  seed: string;
  commitment: string;
  hostTokenHash?: string;
}

/**
 * Deals a table and opens it: the start goes into the log as version 1 (its dice from the
 * seed and the nonce), then the games item is written. A crash between the two leaves only an
 * unreachable log, which a retry with the same nonce finds and keeps. 'exists' when a game has
 * that id already (the caller tells whether it is this very deal, retried).
 */
export async function dealTable(ports: Ports, deal: TableDeal): Promise<'dealt' | 'exists'> {
  const { game, gameId, seats, options, clock } = deal;
  const at = ports.clock.now().toISOString();
  const secret = { gameId, seed: deal.seed };
  const command = { type: 'start' as const, seats: seats.length, options, ...(clock && { clock }) };
  const dice = diceStart(deal.nonce, seats.length);
  const random = randomFor(secret, { dice, head: null, version: 1, commandId: deal.nonce });
  const decision = game.decide(game.initialState(), command, { actor: 'system', now: at, random });
  if (!decision.ok) throw refusedByRules(decision);
  let start = seal(secret, null, {
    version: 1,
    commandId: deal.nonce,
    actor: 'system',
    at,
    eventVersion: game.eventVersion,
    command,
    draws: random.draws,
    events: decision.events,
    commitment: deal.commitment,
    diceScheme: CURRENT_DICE_SCHEME,
  });
  try {
    // A table that may wake has its start handed to the events stream's notifier, which asks
    // again for the wakes the start left (append-record.ts notifiedOn); nobody listens yet.
    await ports.events.append(gameId, start, { notify: mayWake({ record: { clock, seats }, game }) });
  } catch (err) {
    if (!(err instanceof VersionConflict)) throw err;
    // An earlier attempt of this deal wrote the start and then failed: go on from its start,
    // which is this one but for the time (nothing else of the deal can differ).
    const earlier = await ports.events.read(gameId, 1);
    if (earlier?.commandId !== deal.nonce)
      throw new AppError('ALREADY_CREATED', `Table ${gameId} was dealt by another create.`);
    start = earlier;
  }
  // The state and the clocks after the start, folded as every later load folds them.
  const folded = foldWithClock(
    game,
    { state: game.initialState(), clock: initialClockOf({ seats, clock }), dice: null },
    [start],
  );
  const record: GameRecord = {
    gameId,
    rules: game.id,
    options,
    seats,
    status: statusOf(game, folded.state),
    toAct: game.toAct(folded.state),
    createdAt: start.at,
    updatedAt: start.at,
    version: 1,
    snapshot: {
      version: 1,
      format: snapshotFormat(game),
      state: folded.state,
      ...(folded.clock && { clock: folded.clock }),
      ...(folded.dice && { dice: folded.dice }),
      ...(folded.orders && { orders: folded.orders }),
    },
    commitment: deal.commitment,
    seed: deal.seed,
    head: start.hash,
    clock,
    nextDeadline: null,
    diceScheme: CURRENT_DICE_SCHEME,
    ...(deal.hostTokenHash !== undefined && { hostTokenHash: deal.hostTokenHash }),
  };
  const after = { record, game, state: folded.state, clock: folded.clock, dice: folded.dice, head: start, version: 1 };
  record.nextDeadline = wakeTime(after, botPauseOf(ports));
  try {
    await ports.games.create(record);
  } catch (err) {
    if (!(err instanceof GameExists)) throw err;
    return 'exists';
  }
  // A bot that acts first, or a clock that runs from the start, needs waking.
  await requestWakes(ports, null, after);
  return 'dealt';
}

/**
 * A create naming a game that is no longer prepared: a retry of the create that made it (its
 * answer was lost) gets the same answer, links and all, when it carries the same nonce and the
 * secret the links were derived from; anything else is refused.
 */
async function createdAgain(ports: Ports, msg: CreateMessage, gameId: string): Promise<CreatedFrame> {
  const record = await ports.games.get(gameId);
  if (!record)
    throw new AppError(
      'NOT_PREPARED',
      `No table was prepared under the id ${gameId}, or it expired and was removed: send { action: "prepare", rules } for a new one.`,
    );
  const start = await ports.events.read(gameId, 1);
  if (start?.commandId !== msg.nonce || record.rules !== msg.rules || record.seats.length !== msg.seats.length) {
    throw new AppError(
      'ALREADY_CREATED',
      `Table ${gameId} has been created already, by another create; prepare a new one.`,
    );
  }
  if (msg.secret === undefined) {
    throw new AppError(
      'ALREADY_CREATED',
      `Table ${gameId} has been created by this create already; without the create's secret its seat links cannot be given again.`,
    );
  }
  const secret = msg.secret;
  const tokens = msg.seats.map((s, seat) => (s.open || s.bot ? null : createToken(gameId, seat, secret)));
  const mismatch = tokens.findIndex((t, seat) => {
    if (t === null) return false;
    const stored = record.seats[seat]?.tokenHash;
    return stored === null || !tokenMatches(t, stored);
  });
  if (mismatch >= 0)
    throw new AppError(
      'ALREADY_CREATED',
      `Table ${gameId} has been created already, with other seats or another secret.`,
    );
  return createdFrame(msg, gameId, record.rules, tokens, record.commitment ?? '');
}

function createdFrame(
  msg: CreateMessage,
  gameId: string,
  rules: string,
  tokens: (string | null)[],
  commitment: string,
): CreatedFrame {
  return {
    type: 'created',
    requestId: msg.requestId,
    gameId,
    rules,
    seats: msg.seats.map((s, seat) => {
      const token = tokens[seat];
      return {
        seat,
        name: s.name,
        open: s.open,
        bot: s.bot,
        token,
        link: token === null ? null : seatLink(gameId, seat, token),
      };
    }),
    spectatorLink: spectatorLink(gameId),
    commitment,
    ...(msg.secret !== undefined && { hostToken: hostToken(gameId, msg.secret) }),
  };
}

/**
 * Bot seats need the rule set's bot, and someone must play: a table of bots alone would run
 * by itself for nobody (and cost a Lambda run per move).
 */
function checkBotSeats(game: AnyGame, seats: CreateMessage['seats']): void {
  if (!seats.some((s) => s.bot)) return;
  if (!game.bot)
    throw new AppError(
      'INVALID_OPTIONS',
      `${game.title} ('${game.id}') has no bot yet, so no seat can be played by one.`,
    );
  if (seats.every((s) => s.bot))
    throw new AppError('INVALID_OPTIONS', 'At least one seat must be played by a person; every seat here is a bot.');
}

/** Swallows the given conflict (the write was this create's own), rethrows anything else. */
function ownWriteIs(conflict: new (...args: never[]) => Error) {
  return (err: unknown): void => {
    if (!(err instanceof conflict)) throw err;
  };
}

/** `options.clock` apart from the rule set's options; options without other fields count as none given. */
function splitClock(options: unknown): { clock: unknown; rest: unknown } {
  if (typeof options !== 'object' || options === null || Array.isArray(options) || !('clock' in options))
    return { clock: undefined, rest: options };
  const { clock, ...rest } = options as Record<string, unknown>;
  return { clock, rest: Object.keys(rest).length === 0 ? undefined : rest };
}

/** The rule set's options (its defaults when none are given), checked against its schema. */
function checkOptions(game: AnyGame, given: unknown): unknown {
  if (given === undefined) return game.defaultOptions;
  const parsed = game.optionsSchema.safeParse(given);
  if (!parsed.success)
    throw new AppError('INVALID_OPTIONS', `Bad table options: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  return parsed.data;
}

/**
 * The table's clock, checked: its schema (engine/core/clock), then this server's floor for the
 * per-move allowance (an hour in production; the local stack and tests allow seconds).
 */
function checkClock(ports: Ports, input: unknown): ClockOptions {
  const parsed = clockOptionsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues.at(0);
    const where = issue?.path.length ? `clock.${issue.path.join('.')}: ` : 'clock: ';
    throw new AppError('INVALID_OPTIONS', `Bad clock: ${where}${issue?.message ?? 'malformed'}.`);
  }
  const floor = ports.limits?.minMoveSeconds ?? PRODUCTION_MIN_MOVE_SECONDS;
  if (parsed.data.moveSeconds < floor) {
    throw new AppError(
      'INVALID_OPTIONS',
      `Bad clock: clock.moveSeconds: a move's allowance here is at least ${floor} seconds, not ${parsed.data.moveSeconds}.`,
    );
  }
  return parsed.data;
}

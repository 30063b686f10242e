import { commitmentOf } from '../../engine/audit/chain.js';
import { toHex } from '../../engine/audit/sha256.js';
import { getGame } from '../../engine/index.js';
import type { CreateMessage } from '../protocol/client.js';
import { seatLink, spectatorLink } from '../protocol/links.js';
import type { CreatedFrame } from '../protocol/server.js';
import { nodeHashes, randomFor, seal } from './chain.js';
import { AppError } from './errors.js';
import { snapshotFormat } from './load-game.js';
import { GameExists, VersionConflict, type Ports, type SeatRecord } from './ports.js';
import { hashToken } from './tokens.js';
import { statusOf } from './views.js';

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
  const parsed = msg.options === undefined ? { success: true as const, data: game.defaultOptions } : game.optionsSchema.safeParse(msg.options);
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
  const command = { type: 'start' as const, seats: msg.seats.length, options: parsed.data };
  // The creating client's nonce plays the command id's part for the start's draws (the deal).
  const random = randomFor(secret, null, 1, msg.nonce);
  const decision = game.decide(game.initialState(), command, { actor: 'system', now, random });
  if (!decision.ok) throw new AppError(decision.code, decision.message);
  let state = game.initialState();
  for (const e of decision.events) state = game.evolve(state, e);

  const tokens = msg.seats.map((s) => (s.open ? null : ports.ids.id()));
  const seats: SeatRecord[] = msg.seats.map((s, i) => ({
    name: s.name,
    open: s.open,
    tokenHash: tokens[i] === null ? null : hashToken(tokens[i]),
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
  await ports.games.create({
    gameId,
    rules: game.id,
    options: parsed.data,
    seats,
    status: statusOf(game, state),
    toAct: game.toAct(state),
    createdAt: now,
    updatedAt: now,
    version: 1,
    snapshot: { version: 1, format: snapshotFormat(game), state },
    commitment,
    seed,
    head: start.hash,
  }).catch(ownWriteIs(GameExists));

  return {
    type: 'created',
    requestId: msg.requestId,
    gameId,
    rules: game.id,
    seats: msg.seats.map((s, seat) => {
      const token = tokens[seat];
      return { seat, name: s.name, open: s.open, token, link: token === null ? null : seatLink(gameId, seat, token) };
    }),
    spectatorLink: spectatorLink(gameId),
    commitment,
  };
}

/** Swallows the given conflict (the write was this create's own), rethrows anything else. */
function ownWriteIs(conflict: new (...args: never[]) => Error) {
  return (err: unknown): void => {
    if (!(err instanceof conflict)) throw err;
  };
}

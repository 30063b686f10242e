import { commitmentOf } from '../../../engine/audit/chain.js';
import { toHex } from '../../../engine/audit/sha256.js';
import { catalogEntry } from '../../../engine/catalog.js';
import type { RematchAnswerMessage, RematchFillMessage, RematchMessage } from '../../protocol/client.js';
import { seatLink } from '../../protocol/links.js';
import type { RematchFrame } from '../../protocol/server.js';
import { fanOut } from '../broadcast.js';
import { nodeHashes } from '../chain.js';
import { AppError } from '../errors.js';
import { readGame } from '../load-game.js';
import type { GameRecord, Ports, StoredRematch, StoredRematchSeat } from '../ports.js';
import { reportProblem } from '../problems.js';
import { hashToken, hostToken, rematchToken, tokenMatches } from '../tokens.js';
import { authenticateSeat, type SeatViewer } from '../viewer.js';
import { closed, newSeatOf, rematchFrameOf } from './frames.js';
import { dealRematch } from './deal.js';
import { rematchStoreOf } from './store.js';

/** How often a change is tried again when another answer was written between its read and its write. */
const WRITE_TRIES = 8;

/**
 * `rematch`: a seat of a finished game offers the same table again: the rule set, its options
 * and the clock as they were, every player one seat on (the finished game's seat s plays seat
 * s + 1, the last seat the first). Bots keep playing, and accept at once; a seat never claimed
 * stays open. The offer is one item per finished game, written only if none is there: pressed
 * twice, or by two seats at once, it answers the one offer there is.
 */
export async function offerRematch(ports: Ports, msg: RematchMessage, connectionId: string): Promise<RematchFrame[]> {
  const store = rematchStoreOf(ports);
  const record = await readGame(ports, msg.gameId);
  const who = authenticateSeat(record, msg.seat, msg.token);
  const existing = await store.get(msg.gameId);
  if (existing) return [await answerFor(ports, existing, who, msg)];
  if (record.status !== 'over')
    throw new AppError('NOT_OVER', `Game ${msg.gameId} is still being played; a rematch is offered once it is over.`);
  const offer = offerOf(ports, record, who, msg.token);
  if (!(await store.put(offer))) {
    // Another seat's offer landed first: that is the rematch.
    const first = await store.get(msg.gameId);
    if (!first) throw new Error(`the rematch of ${msg.gameId} was neither written nor found`);
    return [await answerFor(ports, first, who, msg)];
  }
  await announce(ports, offer, connectionId);
  return [await answerFor(ports, offer, who, msg)];
}

/**
 * `rematch-answer`: a seat accepts (with its nonce) or declines. It may change its mind until
 * the table is dealt or the offerer filled its seat (REMATCH_CLOSED); an acceptance asked again
 * is answered again, token and all. The last acceptance needed deals the new table.
 */
export async function answerRematch(
  ports: Ports,
  msg: RematchAnswerMessage,
  connectionId: string,
): Promise<RematchFrame[]> {
  const record = await readGame(ports, msg.gameId);
  const who = authenticateSeat(record, msg.seat, msg.token);
  const changed = await change(ports, msg.gameId, connectionId, (rematch) => {
    const seat = newSeatOf(rematch, who.seat);
    const entry = rematch.seats[seat];
    const token = rematchToken(rematch.newGameId, seat, msg.token);
    const again = msg.accept
      ? entry.answer === 'accepted' && entry.tokenHash !== undefined && tokenMatches(token, entry.tokenHash)
      : entry.answer === 'declined';
    if (again) return null;
    if (closed(rematch) || entry.answer === 'bot' || entry.answer === 'open')
      throw new AppError(
        'REMATCH_CLOSED',
        rematch.status === 'started' || closed(rematch)
          ? `The rematch of ${msg.gameId} has been dealt as game ${rematch.newGameId}; its answers can no longer change.`
          : `The offerer filled this seat (${entry.answer}); its answer can no longer change.`,
      );
    const answered: StoredRematchSeat = msg.accept
      ? { from: entry.from, name: entry.name, answer: 'accepted', tokenHash: hashToken(token), nonce: msg.nonce }
      : { from: entry.from, name: entry.name, answer: 'declined' };
    return withSeat(rematch, seat, answered);
  });
  return [await answerFor(ports, changed, who, msg)];
}

/**
 * `rematch-fill`: the offerer fills a seat whose player declined, with the rule set's bot or
 * as an open seat anyone with the new table's link may take.
 */
export async function fillRematch(
  ports: Ports,
  msg: RematchFillMessage,
  connectionId: string,
): Promise<RematchFrame[]> {
  const record = await readGame(ports, msg.gameId);
  const who = authenticateSeat(record, msg.seat, msg.token);
  const changed = await change(ports, msg.gameId, connectionId, (rematch) => {
    if (rematch.by !== who.seat)
      throw new AppError(
        'NOT_REMATCH_OFFERER',
        `Only seat ${rematch.by + 1}, which offered the rematch, fills a seat; ask its player.`,
      );
    const entry = rematch.seats.at(msg.target);
    if (entry === undefined || msg.target >= rematch.seats.length)
      throw new AppError(
        'NOT_A_SEAT',
        `The new table has seats 1 to ${rematch.seats.length}; there is no seat ${msg.target + 1}.`,
      );
    if (entry.answer === msg.fill) return null;
    if (closed(rematch))
      throw new AppError('REMATCH_CLOSED', `The rematch has been dealt as game ${rematch.newGameId}.`);
    if (entry.answer !== 'declined')
      throw new AppError(
        'NOT_DECLINED',
        `Seat ${msg.target + 1} of the new table is ${entry.answer}, not declined: only a declined seat is filled.`,
      );
    // The catalog says whether the rule set has a bot without loading its code (a test holds it equal to the registry).
    if (msg.fill === 'bot' && !catalogEntry(rematch.rules)?.bot)
      throw new AppError(
        'INVALID_OPTIONS',
        `The rule set '${rematch.rules}' has no bot: fill the seat as an open one.`,
      );
    const name = msg.name ?? (msg.fill === 'bot' ? `Bot ${msg.target + 1}` : `Seat ${msg.target + 1}`);
    return withSeat(rematch, msg.target, { from: entry.from, name, answer: msg.fill });
  });
  return [await answerFor(ports, changed, who, msg)];
}

/**
 * The rematch of a finished game for its subscription (a page coming back sees the offer);
 * null when none was offered. A rematch left ready but not dealt (a failure after the last
 * acceptance was written) is dealt now.
 */
export async function rematchOnReturn(ports: Ports, gameId: string, requestId?: string): Promise<RematchFrame | null> {
  const rematch = await rematchStoreOf(ports).get(gameId);
  if (!rematch) return null;
  return rematchFrameOf(await dealRematch(ports, rematch), requestId);
}

/** The offer a seat makes: a new table's id and seed, the seats one on, bots and never-claimed seats settled. */
function offerOf(ports: Ports, record: GameRecord, who: SeatViewer, token: string): StoredRematch {
  const seedBytes = ports.seeds.seed();
  const newGameId = ports.ids.id();
  const n = record.seats.length;
  const seats = record.seats.map((_, seat): StoredRematchSeat => {
    const from = (seat + n - 1) % n;
    const old = record.seats[from];
    return { from, name: old.name, answer: old.bot ? 'bot' : old.open || old.tokenHash === null ? 'open' : 'waiting' };
  });
  return {
    gameId: record.gameId,
    newGameId,
    rules: record.rules,
    options: record.options,
    clock: record.clock,
    by: who.seat,
    seed: toHex(seedBytes),
    commitment: commitmentOf(seedBytes, nodeHashes),
    seats,
    // The offerer moderates the new table's chat, as a table's creator does.
    hostTokenHash: hashToken(hostToken(newGameId, token)),
    status: 'waiting',
    at: ports.clock.now().toISOString(),
    version: 1,
  };
}

function withSeat(rematch: StoredRematch, seat: number, entry: StoredRematchSeat): StoredRematch {
  return {
    ...rematch,
    seats: rematch.seats.map((s, i) => (i === seat ? entry : s)),
    version: rematch.version + 1,
  };
}

/**
 * Reads the rematch, asks `next` for its change (null: nothing to change) and writes it on the
 * condition that nobody wrote in between, else reads again: answers given at once all land.
 * Then deals the table if that change made it ready, and tells the watchers.
 */
async function change(
  ports: Ports,
  gameId: string,
  connectionId: string,
  next: (rematch: StoredRematch) => StoredRematch | null,
): Promise<StoredRematch> {
  const store = rematchStoreOf(ports);
  for (let i = 0; i < WRITE_TRIES; i++) {
    const rematch = await store.get(gameId);
    if (!rematch)
      throw new AppError('NO_REMATCH', `Nobody has offered a rematch of game ${gameId}; send "rematch" to offer one.`);
    const changed = next(rematch);
    if (changed === null) return dealRematch(ports, rematch);
    if (await store.put(changed)) {
      const dealt = await dealRematch(ports, changed);
      await announce(ports, dealt, connectionId);
      return dealt;
    }
  }
  throw new AppError(
    'BUSY',
    `The rematch of game ${gameId} kept changing under this answer; nothing was changed, send it again.`,
  );
}

/**
 * Every watcher of the finished game sees the rematch as it stands (but the asking connection,
 * whose answer says more), and the seats away hear of it by push.
 */
async function announce(ports: Ports, rematch: StoredRematch, connectionId: string): Promise<void> {
  const asker = { connectionId, adjust: () => [] };
  await fanOut(ports, rematch.gameId, () => [rematchFrameOf(rematch)], asker).catch((err: unknown) => {
    reportProblem(ports, { kind: 'rematch-not-broadcast', gameId: rematch.gameId, error: err });
  });
  try {
    ports.notifier?.rematchChanged?.(rematch);
  } catch (err) {
    reportProblem(ports, { kind: 'notify-failed', gameId: rematch.gameId, error: err });
  }
}

/**
 * The answer to the asking seat alone: the rematch, and once the seat has accepted, its seat,
 * token and link in the new table (the token is worked out again from the seat's own token:
 * it is stored only as a hash); to the offerer, the new table's host token.
 */
async function answerFor(
  ports: Ports,
  rematch: StoredRematch,
  who: SeatViewer,
  msg: { requestId?: string; token: string },
): Promise<RematchFrame> {
  const dealt = await dealRematch(ports, rematch);
  const frame = rematchFrameOf(dealt, msg.requestId);
  const seat = newSeatOf(dealt, who.seat);
  const entry = dealt.seats.at(seat);
  const own = entry?.answer === 'accepted' ? rematchToken(dealt.newGameId, seat, msg.token) : null;
  return {
    ...frame,
    newSeat: seat,
    ...(own !== null &&
      entry?.tokenHash !== undefined &&
      tokenMatches(own, entry.tokenHash) && { token: own, link: seatLink(dealt.newGameId, seat, own) }),
    ...(dealt.by === who.seat && { hostToken: hostToken(dealt.newGameId, msg.token) }),
  };
}

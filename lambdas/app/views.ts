import { clocksAt, formatInstant } from '../../engine/core/clock/index.js';
import type { Entry, UpdateFrame } from '../protocol/server.js';
import type { LoadedGame } from './load-game.js';
import { seatKeyOf } from './seat-keys.js';
import type { OrdersState } from '../../engine/core/orders-log.js';
import type { AnyGame, Outcome, Seat, Viewer } from '../../engine/core/types.js';
import type { LegalTemplate } from '../../engine/core/legal.js';
import { audienceOf, type AuthenticatedViewer } from './viewer.js';

export function statusOf(game: LoadedGame['game'], state: unknown): 'playing' | 'over' {
  return game.isTerminal(state) ? 'over' : 'playing';
}

/**
 * The game at its current version as an authenticated seat or a spectator sees it. A clocked
 * game's update carries every seat's clock as it stands at `nowMs`, the server's clock reading
 * (clocks are public: every seat sees how long every other has).
 */
export function updateFor(
  g: Pick<LoadedGame, 'record' | 'game' | 'state' | 'version' | 'clock' | 'dice'> &
    Partial<Pick<LoadedGame, 'orders' | 'head'>>,
  who: AuthenticatedViewer,
  entries: Entry[],
  nowMs: number,
  requestId?: string,
): UpdateFrame {
  if (who.gameId !== g.record.gameId)
    throw new Error(`a viewer of game ${who.gameId} asked for game ${g.record.gameId}`);
  const { viewer } = audienceOf(g.game, g.state, who);
  return {
    type: 'update',
    requestId,
    gameId: g.record.gameId,
    version: g.version,
    status: statusOf(g.game, g.state),
    viewer,
    toAct: toActOf(g.game, g.state),
    view: viewOf(g.game, g.state, viewer, { gameId: g.record.gameId, version: g.version, head: g.head?.hash ?? null }),
    legalCommands: who.kind === 'seat' ? legalOf(g.game, g.state, who.seat) : [],
    outcome: outcomeOf(g.game, g.state),
    entries,
    ...(g.clock && {
      clocks: clocksAt(g.clock, nowMs),
      clocksAt: formatInstant(Math.max(nowMs, g.clock.at ?? -Infinity)),
    }),
    ...(g.dice && who.kind === 'seat' && { seatKey: seatKeyOf(g.dice, who.seat) }),
    ...(g.orders &&
      who.kind === 'seat' &&
      viewer !== 'all' && { orders: ordersOf(g.game, g.orders, g.state, who.seat) }),
  };
}

/**
 * Views and legal lists by state and viewer (and who is to act and the outcome, by state): a state
 * is a value (evolve makes a new one), so what the rules show a viewer of it is computed once and
 * reused for every connection and frame that shows the same (every spectator, everyone once the
 * game is over, the sender's own update, a subscription right after a broadcast). Keyed weakly by
 * the state, so a state dropped is dropped; within a state by the viewer itself, not by a text
 * made of it, as every look-up made one.
 */
interface Shown {
  views: Map<Viewer, unknown>;
  legal: Map<Seat, LegalTemplate[]>;
  toAct?: Seat[];
  outcome?: { value: Outcome | null };
}

const shown = new WeakMap<object, Shown>();

function shownOf(state: unknown): Shown | null {
  if (typeof state !== 'object' || state === null) return null;
  let memo = shown.get(state);
  if (!memo) shown.set(state, (memo = { views: new Map(), legal: new Map() }));
  return memo;
}

/**
 * The views this process showed lately, by game, version, the hash of the record at that version
 * and viewer: the log up to a record whose hash is known never changes, and the next command's
 * broadcast patches each view against the one the last broadcast showed, which a warm handler
 * then has without computing it again from the state it loaded afresh. The hash keeps two games
 * that share an id (a test's, a table deleted and made again) apart; a game without hashes is
 * not kept. Two versions a game, the newest (the broadcast's) and the one before (the views its
 * patches are made against), for as many games as were broadcast lately: the oldest go first.
 * Looked up by the game id, then by number and hash, not by a text made of them all: hashing that
 * new text on every look-up cost more than the rest of keeping views.
 */
const RECENT_GAMES = 64;
const VERSIONS_KEPT = 2;

interface KeptViews {
  version: number;
  head: string;
  views: Map<Viewer, unknown>;
}

const recentViews = new Map<string, KeptViews[]>();

/** The views kept for the game at this version and head, made (and the game made the newest) when `add`. */
function keptAt(gameId: string, version: number, head: string, add: boolean): Map<Viewer, unknown> | null {
  const versions = recentViews.get(gameId);
  const found = versions?.find((k) => k.version === version && k.head === head);
  if (found || !add) return found?.views ?? null;
  const kept: KeptViews = { version, head, views: new Map() };
  const list = versions ?? [];
  list.push(kept);
  // The oldest version goes, not the first kept: a broadcast that missed the version before keeps
  // it after the newer one it showed, and the next broadcast patches against that newer one.
  if (list.length > VERSIONS_KEPT) list.splice(list.indexOf(list.reduce((a, b) => (b.version < a.version ? b : a))), 1);
  recentViews.delete(gameId);
  recentViews.set(gameId, list);
  const oldest = recentViews.keys().next();
  if (recentViews.size > RECENT_GAMES && !oldest.done) recentViews.delete(oldest.value);
  return kept.views;
}

/** Where a state stands in its game's log: the key of the views kept across loads. */
export interface StateAt {
  gameId: string;
  version: number;
  /** The hash of the record at `version` (null for games created before hashes). */
  head: string | null;
}

/** The rule set's view of `state` for `viewer`, computed once per state (or game and version) and viewer. */
export function viewOf(game: AnyGame, state: unknown, viewer: Viewer, at?: StateAt): unknown {
  const memo = shownOf(state);
  if (memo?.views.has(viewer)) return memo.views.get(viewer);
  const kept = at?.head ? keptAt(at.gameId, at.version, at.head, false) : null;
  let view: unknown;
  if (kept?.has(viewer)) view = kept.get(viewer);
  else {
    view = game.view(state, viewer);
    if (at?.head) (kept ?? keptAt(at.gameId, at.version, at.head, true))?.set(viewer, view);
  }
  memo?.views.set(viewer, view);
  return view;
}

/** A seat's legal templates in `state`, computed once per state and seat. */
export function legalOf(game: AnyGame, state: unknown, seat: Seat): LegalTemplate[] {
  const memo = shownOf(state);
  let legal = memo?.legal.get(seat);
  if (!legal) {
    legal = game.legalCommands(state, seat);
    memo?.legal.set(seat, legal);
  }
  return legal;
}

/** Who is to act in `state`, worked out once per state. */
function toActOf(game: AnyGame, state: unknown): Seat[] {
  const memo = shownOf(state);
  if (!memo) return game.toAct(state);
  return (memo.toAct ??= game.toAct(state));
}

/** The outcome of `state` (null while it runs), worked out once per state. */
function outcomeOf(game: AnyGame, state: unknown): Outcome | null {
  const memo = shownOf(state);
  if (!memo) return game.outcome(state);
  return (memo.outcome ??= { value: game.outcome(state) }).value;
}

/** A seat's own orders for its update: each with whether it still stands here, and why not. */
function ordersOf(game: AnyGame, orders: OrdersState, state: unknown, seat: Seat): NonNullable<UpdateFrame['orders']> {
  const mine = orders.seats[seat] ?? { orders: [], forced: false, ended: [] };
  const rules = game.orders;
  return {
    standing: mine.orders.map((order) => {
      const st = rules
        ? rules.status(order, state, seat)
        : { armed: false as const, spent: false, reason: 'This game has no orders.' };
      return st.armed ? { order: { ...order }, armed: true } : { order: { ...order }, armed: false, reason: st.reason };
    }),
    forced: mine.forced,
    ended: mine.ended.map((e) => ({ order: { ...e.order }, spent: e.spent, reason: e.reason, version: e.version })),
  };
}

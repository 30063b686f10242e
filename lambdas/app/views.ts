import { clocksAt, formatInstant } from '../../engine/core/clock/index.js';
import type { Entry, UpdateFrame } from '../protocol/server.js';
import type { LoadedGame } from './load-game.js';
import { seatKeyOf } from './seat-keys.js';
import type { OrdersState } from '../../engine/core/orders-log.js';
import type { AnyGame, Seat, Viewer } from '../../engine/core/types.js';
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
    toAct: memoByState(g.state, 'toAct', () => g.game.toAct(g.state)),
    view: viewOf(g.game, g.state, viewer, { gameId: g.record.gameId, version: g.version, head: g.head?.hash ?? null }),
    legalCommands: who.kind === 'seat' ? legalOf(g.game, g.state, who.seat) : [],
    outcome: memoByState(g.state, 'outcome', () => g.game.outcome(g.state)),
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
 * reused for every connection and frame that shows the same (every spectator, everyone once the game is over, the sender's own update, a
 * subscription right after a broadcast). Keyed weakly by the state, so a state dropped is dropped.
 */
const shown = new WeakMap<object, Map<string, unknown>>();

function memoByState<T>(state: unknown, key: string, compute: () => T): T {
  if (typeof state !== 'object' || state === null) return compute();
  let byKey = shown.get(state);
  if (!byKey) shown.set(state, (byKey = new Map<string, unknown>()));
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = compute();
  byKey.set(key, value);
  return value;
}

/**
 * The views this process showed lately, by game, version, the hash of the record at that version
 * and viewer: the log up to a record whose hash is known never changes, and the next command's
 * broadcast patches each view against the one the last broadcast showed, which a warm handler
 * then has without computing it again from the state it loaded afresh. The hash keeps two games
 * that share an id (a test's, a table deleted and made again) apart; a game without hashes is
 * not kept. Bounded: the oldest go first.
 */
const RECENT_VIEWS = 512;
const recentViews = new Map<string, unknown>();

/** Where a state stands in its game's log: the key of the views kept across loads. */
export interface StateAt {
  gameId: string;
  version: number;
  /** The hash of the record at `version` (null for games created before hashes). */
  head: string | null;
}

/** The rule set's view of `state` for `viewer`, computed once per state (or game and version) and viewer. */
export function viewOf(game: AnyGame, state: unknown, viewer: Viewer, at?: StateAt): unknown {
  return memoByState(state, `view:${String(viewer)}`, (): unknown => {
    if (!at?.head) return game.view(state, viewer);
    const key = `${at.gameId}@${at.version}#${at.head}:${String(viewer)}`;
    if (recentViews.has(key)) return recentViews.get(key);
    const view: unknown = game.view(state, viewer);
    recentViews.set(key, view);
    const oldest = recentViews.keys().next();
    if (recentViews.size > RECENT_VIEWS && !oldest.done) recentViews.delete(oldest.value);
    return view;
  });
}

/** A seat's legal templates in `state`, computed once per state and seat. */
export function legalOf(game: AnyGame, state: unknown, seat: Seat): LegalTemplate[] {
  return memoByState(state, `legal:${seat}`, (): LegalTemplate[] => game.legalCommands(state, seat));
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

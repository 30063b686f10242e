import { botMove } from '../../engine/core/bot.js';
import { autoMoveOf } from '../../engine/core/orders-log.js';
import type { Seat } from '../../engine/core/types.js';
import { recordProgress } from './append-record.js';
import { randomFor } from './chain.js';
import { evolveDice } from '../../engine/audit/dice-state.js';
import { watchersAhead, type WatchersAhead } from './broadcast.js';
import { handle, type Decided, type RetryPolicy } from './handle.js';
import { loadGame, type LoadedGame } from './load-game.js';
import { decideMove } from './move.js';
import type { Ports } from './ports.js';
import { reportProblem } from './problems.js';
import { botPauseOf, dueWakes, requestWakes, wakeTime, type Wake } from './wakes.js';

/**
 * Timeouts and bots: the system moving by itself. The expire handler (a scheduled wake, or the
 * local stack's timer) calls `expireDue` for one game; the sweep calls `sweepDue` for every
 * game the index says is due, catching any wake that was never scheduled.
 */

/** Moves one invocation makes at most before it hands the rest to a fresh wake. */
export const MAX_MOVES_PER_RUN = 100;

/**
 * Decisions one invocation makes at most (moves, appends lost to another writer, seats the bot
 * had nothing for) before it hands the rest to a fresh wake.
 */
const MAX_DECISIONS_PER_RUN = 2 * MAX_MOVES_PER_RUN;

/**
 * A lost append is no reason to stop: another writer moved the game (a player, another
 * expirer), and what is due is decided again from there. The run's budget bounds the whole:
 * one attempt more than its decisions, so that the run, not the policy, says when to stop.
 */
const SYSTEM_MOVE_RETRY: RetryPolicy = { attempts: MAX_DECISIONS_PER_RUN + 1 };

export interface Expired {
  moves: number;
  timeouts: number;
  botMoves: number;
  /** Moves by a seat's standing orders, and forced moves. */
  autoMoves?: number;
}

/**
 * Makes every move that is due in the game now: for each seat whose time has run out (reason
 * 'timeout') and each bot-played seat whose pause is over (reason 'bot'), lowest seat first,
 * the rule set's bot chooses a command from the seat's own view, and the command handler
 * (handle.ts) applies it as the system on the seat's behalf, with the command id
 * `sys-<version>-<seat>`. The bot's random source is derived from the game's secret seed, the
 * version and the seat, so two expirers racing choose the same command for the same version
 * and the conditional append lets exactly one of them (or a player's move sent in the same
 * moment) write it; the loser reads the game again and goes on from there. Does nothing when
 * nothing is due (the game moved on, or ended). Past MAX_MOVES_PER_RUN it asks the scheduler
 * to wake it again now.
 */
export async function expireDue(ports: Ports, gameId: string): Promise<Expired> {
  const out: Expired = { moves: 0, timeouts: 0, botMoves: 0 };
  const pauseMs = botPauseOf(ports);
  // Seats the bot has nothing for at a version (`<version>/<seat>`: a rule set's bug, reported once per version).
  const stuck = new Set<string>();
  let decisions = 0;
  /**
   * The system's next move on the game as it stands: the first seat due (lowest seat first) the
   * bot has a command for, decided as the system on that seat's behalf. No move when none is
   * due (null), or when the run's budget is spent: then the wake due, to hand on.
   */
  const decideDue = (game: LoadedGame): Decided<Wake | null> => {
    const nowMs = ports.clock.now().getTime();
    for (const wake of dueWakes(game, pauseMs, nowMs)) {
      const key = `${game.version}/${wake.seat}`;
      if (stuck.has(key)) continue;
      if (out.moves >= MAX_MOVES_PER_RUN || decisions >= MAX_DECISIONS_PER_RUN) return { kind: 'answer', answer: wake };
      decisions++;
      // A standing order or a forced move is decided from the seat's orders (the verifier decides it
      // again so); a timeout or a holding bot asks the rule set's bot: to win for a seat created as a
      // bot, safe for an absent player's seat (timed out, or held after several timeouts), which
      // spends nothing the rules do not force.
      const mode = game.record.seats[wake.seat]?.bot === true ? 'win' : 'safe';
      const command =
        wake.reason === 'order' || wake.reason === 'forced'
          ? ((game.orders && autoMoveOf(game.game, game.orders, game.state, wake.seat)?.command) ?? null)
          : botMove(game.game, game.state, wake.seat, botRandom(game, wake.seat), mode);
      if (!command) {
        reportProblem(ports, {
          kind: 'bot-has-no-move',
          gameId,
          version: game.version,
          seat: wake.seat,
          detail: `${game.game.id}, ${wake.reason}`,
        });
        stuck.add(key);
        continue;
      }
      const acting = { actor: 'system' as const, onBehalfOf: wake.seat, reason: wake.reason };
      return {
        kind: 'append',
        record: decideMove(
          game,
          acting,
          command,
          systemCommandId(game.version, wake.seat),
          ports.clock.now().toISOString(),
        ),
      };
    }
    return { kind: 'answer', answer: null };
  };

  // The game's connections are read beside the load, as a seat's command reads them, so a move's
  // posts follow its append at once: three round trips in a row before the last watcher has it,
  // not four. A wake nearly always finds a move due, so the read is rarely spent for nothing.
  let watchers: WatchersAhead | undefined = watchersAhead(ports, gameId);
  let loaded = await loadGame(ports, gameId);
  for (;;) {
    const handled = await handle(ports, loaded, decideDue, { retry: SYSTEM_MOVE_RETRY, watchers });
    if (handled.kind === 'applied') {
      loaded = handled.after;
      // The next move (a bot seat after this one, say) reads them again beside its own append, only
      // if one is due: the first read's connections may have closed or subscribed since.
      watchers =
        dueWakes(loaded, pauseMs, ports.clock.now().getTime()).length > 0 ? watchersAhead(ports, gameId) : undefined;
      out.moves++;
      if (handled.stored.reason === 'timeout') out.timeouts++;
      else if (handled.stored.reason === 'bot') out.botMoves++;
      else out.autoMoves = (out.autoMoves ?? 0) + 1;
      continue;
    }
    loaded = handled.game;
    // The run's budget is spent while a seat is due: a fresh wake goes on from here.
    const due = handled.kind === 'answered' ? handled.answer : null;
    if (due)
      await ports.scheduler.wake({
        gameId,
        version: loaded.version,
        seat: due.seat,
        at: ports.clock.now().toISOString(),
      });
    break;
  }
  if (out.moves === 0) await repairWake(ports, loaded);
  // Every wake still pending is asked for again, named by this version: a wake lost before (a
  // failed request, the local timers gone with a restarted process, which re-arms only each
  // game's earliest from the index) is back from here on. A wake another version asked for
  // already may get a second schedule, which finds nothing due: rare (only seats due apart from
  // the one just moved) and cheap. Only future ones: one already due that nobody can move for
  // would only wake us again at once.
  await requestWakes(ports, null, loaded, { laterThan: ports.clock.now().getTime() });
  return out;
}

/** The command id of the system's move for `seat` on the game at `version`: the same in every racing expirer. */
export function systemCommandId(version: number, seat: Seat): string {
  return `sys-${version}-${seat}`;
}

/**
 * The bot's dice for `seat` at the loaded version: committed to the game's secret seed (so
 * nobody at the table can foresee the bot) and fixed by what the log holds already (in dice
 * scheme 2 the move number and the seats' links; the server has nothing to vary), so racing
 * expirers agree. Its draws are not recorded: the command the bot chose is, and a replay reads
 * that instead of asking the bot again.
 */
function botRandom(loaded: LoadedGame, seat: Seat) {
  const version = loaded.version + 1;
  const dice = loaded.dice && evolveDice(loaded.dice, { version, actor: 'system', command: { type: 'bot' } });
  return randomFor(
    loaded.record,
    { dice, head: loaded.head, version, commandId: systemCommandId(loaded.version, seat) },
    'bot',
  );
}

/**
 * Nothing was due, yet something woke us: perhaps the games item lags behind the log (its
 * best-effort write failed) and keeps a wake that has passed. Writing the summary again puts
 * the right one in the index, so the sweep stops finding the game.
 */
async function repairWake(ports: Ports, loaded: LoadedGame): Promise<void> {
  if (loaded.record.version >= loaded.version) return;
  if (loaded.record.nextDeadline === wakeTime(loaded, botPauseOf(ports))) return;
  await recordProgress(ports, loaded);
}

/**
 * The sweep: every game whose wake time has passed according to the index gets `expireDue`.
 * One game's failure is logged and the rest go on. `games` counts the games found due: each
 * is a wake the scheduler missed (or one about to fire), which the handler reports as a metric.
 */
export async function sweepDue(ports: Ports): Promise<Swept> {
  const pending = await ports.games.pendingBefore(ports.clock.now().toISOString());
  const out: Swept = { games: pending.length, moves: 0, timeouts: 0, botMoves: 0 };
  for (const { gameId } of pending) {
    try {
      const done = await expireDue(ports, gameId);
      out.moves += done.moves;
      out.timeouts += done.timeouts;
      out.botMoves += done.botMoves;
    } catch (err) {
      reportProblem(ports, { kind: 'game-not-expired', gameId, error: err });
    }
  }
  return out;
}

/** What a sweep did: the games the index named as due, and the moves made for them (counted like an expiry's). */
export interface Swept extends Expired {
  games: number;
}

import {
  checkBack,
  checkRequestBudget,
  checkSettings,
  checkVacation,
  clockRequestSchema,
  type ClockRequest,
} from '../../engine/core/clock/index.js';
import type { Seat } from '../../engine/core/types.js';
import type { CommandMessage } from '../protocol/client.js';
import type { ServerFrame } from '../protocol/server.js';
import { seal } from './chain.js';
import { AppError } from './errors.js';
import type { WatchersAhead } from './broadcast.js';
import type { RetryPolicy } from './handle.js';
import type { LoadedGame } from './load-game.js';
import { checkedLink } from './move.js';
import type { Ports, StoredCommand } from './ports.js';
import { handleSeatCommand } from './seat-command.js';
import type { SeatViewer } from './viewer.js';

/**
 * A seat's clock request from its seat link, already authenticated: its time zone and quiet
 * hours, a vacation, or "I'm back". Checked against the clock (engine/core/clock checks.ts:
 * each refusal has its code and changes nothing), then logged as a record of its own at the
 * next version: the seat as actor, the request as command, no events, no draws, sealed into
 * the chain like any record. It is applied at the current version whatever version the sender
 * saw (it must not be ahead of the log): the request is about the seat's clock, not the board.
 * A retry is found among all the records after the version it expected, so it is never written
 * twice.
 */
export async function runClockRequest(
  ports: Ports,
  loaded: LoadedGame,
  actor: SeatViewer,
  msg: CommandMessage,
  connectionId?: string,
  watchers?: WatchersAhead,
): Promise<ServerFrame[]> {
  const parsed = clockRequestSchema.safeParse(msg.command);
  if (!parsed.success) {
    const issue = parsed.error.issues.at(0);
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AppError(
      'INVALID_COMMAND',
      `Not a valid ${msg.command.type} request: ${where}${issue?.message ?? 'malformed'}.`,
      { commandId: msg.commandId },
    );
  }
  const request = parsed.data;
  return handleSeatCommand(ports, loaded, actor, msg, connectionId, {
    passing: 'any records',
    retry: CLOCK_RETRY,
    record: (game) => requestRecord(game, actor.seat, request, ports.clock.now(), msg),
    watchers,
  });
}

/**
 * Appends a clock request tries before it is answered STALE: once more after losing to another
 * record, not MAX_ATTEMPTS times. A request is no move anyone waits for, and each lost attempt
 * costs a consistent load: under a flood of requests, retries would multiply the work.
 */
export const CLOCK_ATTEMPTS = 2;
const CLOCK_RETRY: RetryPolicy = { attempts: CLOCK_ATTEMPTS };

/** The request's record at the next version, once the clock allows it. */
function requestRecord(
  game: LoadedGame,
  seat: Seat,
  request: ClockRequest,
  at: Date,
  msg: CommandMessage,
): StoredCommand {
  checkRequest(game, seat, request, at.getTime(), msg.commandId);
  // A request reveals the seat's next link like a move (so nobody else can make it), but rolls nothing.
  const chain = checkedLink(game, seat, msg, msg.commandId);
  return seal(game.record, game.head, {
    version: game.version + 1,
    commandId: msg.commandId,
    actor: seat,
    at: at.toISOString(),
    eventVersion: game.game.eventVersion,
    command: request,
    draws: [],
    events: [],
    ...chain,
  });
}

/** The clock's own checks, as AppErrors; on a table without a clock only "I'm back" has an answer of its own. */
function checkRequest(g: LoadedGame, seat: Seat, request: ClockRequest, nowMs: number, commandId: string): void {
  const refuse = (code: AppError['code'], message: string): never => {
    throw new AppError(code, message, { commandId });
  };
  if (g.game.isTerminal(g.state)) refuse('GAME_OVER', 'The game is over: its clocks have stopped.');
  if (!g.clock) {
    // Only a timeout makes a bot hold a seat, and only a clock times out.
    if (request.type === 'back')
      refuse('NOT_AWAY', 'No bot holds this seat and it is not on vacation: this table has no clock.');
    return refuse(
      'NO_CLOCK',
      `This table has no clock, so it has no ${request.type === 'vacation' ? 'vacation days' : 'quiet hours'}.`,
    );
  }
  const check =
    request.type === 'clock-settings'
      ? checkSettings(g.clock, seat, { timeZone: request.timeZone, quietHours: request.quietHours })
      : request.type === 'vacation'
        ? checkVacation(g.clock, seat, request.days, nowMs)
        : checkBack(g.clock, seat, nowMs);
  if (!check.ok) refuse(check.code, check.message);
  const budget = checkRequestBudget(g.clock, seat);
  if (!budget.ok) refuse(budget.code, budget.message);
}

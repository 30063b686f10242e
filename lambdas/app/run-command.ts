import { isClockRequestType } from '../../engine/core/clock/index.js';
import type { CommandMessage } from '../protocol/client.js';
import type { ServerFrame } from '../protocol/server.js';
import { runClockRequest } from './clock-request.js';
import { isOrdersType } from '../../engine/core/orders-log.js';
import { runOrdersRequest } from './orders-request.js';
import type { RetryPolicy } from './handle.js';
import { decideMove } from './move.js';
import type { Ports } from './ports.js';
import { handleSeatCommand, loadAsSeat } from './seat-command.js';

/**
 * A player's command: the seat proven by its token, then the command handler (handle.ts), as
 * for every record of the log. Returns the frames for the sender. A clock request (quiet
 * hours, vacation, "I'm back") is recognised before the rule set's schema and logged as a
 * record of its own (clock-request.ts).
 *
 * Standing orders are recognised the same way and logged likewise (orders-request.ts).
 *
 * Clock records (and orders records) never make a move stale: they leave the game's state as it was, so a command
 * whose expected version is behind only by clock records is decided at the current version as
 * if it had been sent there; losing the append to one is the same (look again, go on). Nor do
 * other seats' answers to a question all answer at once (the rule set's `simultaneous` types: two
 * sealed bids sent together both count); any other record made the board the seat saw a stale one.
 */
export async function runCommand(ports: Ports, msg: CommandMessage, connectionId?: string): Promise<ServerFrame[]> {
  const { loaded, actor, watchers } = await loadAsSeat(ports, msg);
  if (isClockRequestType(msg.command)) return runClockRequest(ports, loaded, actor, msg, connectionId, watchers);
  if (isOrdersType(msg.command)) return runOrdersRequest(ports, loaded, actor, msg, connectionId, watchers);
  return handleSeatCommand(ports, loaded, actor, msg, connectionId, {
    passing: 'clock records',
    retry: SEAT_MOVE_RETRY,
    record: (game) =>
      decideMove(game, { actor: actor.seat }, msg.command, msg.commandId, ports.clock.now().toISOString(), msg),
    watchers,
  });
}

/**
 * Appends lost to other writers this many times in a row (each a record someone else got in
 * first) before the sender is told to look again: only clock records and other seats'
 * simultaneous answers let a move go on.
 */
export const MAX_ATTEMPTS = 5;
const SEAT_MOVE_RETRY: RetryPolicy = { attempts: MAX_ATTEMPTS };

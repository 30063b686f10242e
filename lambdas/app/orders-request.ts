import { parseOrdersCommand, type OrdersCommand } from '../../engine/core/orders-log.js';
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
 * A seat's standing orders from its seat link, already authenticated (engine/core/orders-log.ts):
 * the whole list it wants standing, and whether the server may play its forced moves. Checked
 * against the rule set's order schema, then logged as a record of its own at the next version,
 * like a clock request (clock-request.ts): the seat as actor, the orders as command, no events,
 * no draws, sealed into the chain. The rules never see it, so it is applied at the current
 * version whatever version the sender saw. While the game runs its command is the seat's secret:
 * the history shows nobody else what it holds (entries.ts), and the audit export holds no
 * command of any record until the end, when every order is revealed with the rest.
 */
export async function runOrdersRequest(
  ports: Ports,
  loaded: LoadedGame,
  actor: SeatViewer,
  msg: CommandMessage,
  connectionId?: string,
  watchers?: WatchersAhead,
): Promise<ServerFrame[]> {
  const parsed = parseOrdersCommand(loaded.game, msg.command);
  if (!parsed.ok) throw new AppError('INVALID_COMMAND', parsed.message, { commandId: msg.commandId });
  const command = parsed.command;
  return handleSeatCommand(ports, loaded, actor, msg, connectionId, {
    passing: 'any records',
    retry: ORDERS_RETRY,
    record: (game) => ordersRecord(game, actor.seat, command, ports.clock.now(), msg),
    watchers,
  });
}

/** Like a clock request, orders are no move anyone waits for: one more try after losing to another record. */
const ORDERS_RETRY: RetryPolicy = { attempts: 2 };

function ordersRecord(
  game: LoadedGame,
  seat: Seat,
  command: OrdersCommand,
  at: Date,
  msg: CommandMessage,
): StoredCommand {
  if (game.game.isTerminal(game.state))
    throw new AppError('GAME_OVER', 'The game is over: no order can play any more.', { commandId: msg.commandId });
  // Orders reveal the seat's next link like a move (so nobody else can set them), but roll nothing.
  const chain = checkedLink(game, seat, msg, msg.commandId);
  return seal(game.record, game.head, {
    version: game.version + 1,
    commandId: msg.commandId,
    actor: seat,
    at: at.toISOString(),
    eventVersion: game.game.eventVersion,
    command,
    draws: [],
    events: [],
    ...chain,
  });
}

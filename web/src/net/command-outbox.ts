import type { CommandMessage } from '../../../lambdas/protocol/client.js';
import type { ErrorFrame } from '../../../lambdas/protocol/server.js';
import { matchesLegal } from '../../../engine/core/legal-templates.js';
import type { ClockRequest } from '../../../engine/core/clock/protocol.js';
import type { ORDERS_TYPE } from '../../../engine/core/orders-log.js';
import { msg } from '../i18n/i18n.js';
import { messageOf } from '../ui/form-fields.js';
import type { GameLog } from './game-log.js';
import { RETRY_CODES } from './server-frame.js';
import { diceKeysNow, loadDiceKeys, relinked } from './page-dice-keys.js';
import type { DiceKeys } from '../../../lambdas/protocol/dice-keys.js';
import { randomId } from './random-id.js';

const COMMAND_RETRIES = 3;
/**
 * Refusals of a command's dice chain link (nothing was written): the seat's key is not where this
 * device took it to be (another device keyed the seat, this device lost its chain, or the command
 * left before the server had said where the key stands). The refusal says, and the same command
 * goes again with the link that follows from there.
 */
const LINK_CODES: ReadonlySet<string> = new Set(['NO_KEY', 'BAD_LINK']);
/** Twice: once to learn where the seat's key stands, once more should another device have moved it meanwhile. */
const LINK_RETRIES = 2;

/** What a seat's one command on its way is: a move of the game, a clock request, or its standing orders. */
export type CommandKind = 'move' | 'clock' | 'orders';

/** The seat a table socket plays: a spectator's socket sends no command. */
export interface Player {
  gameId: string;
  seat?: number;
  token?: string;
}

/**
 * The one command of a seat on its way (a move of the game or a clock request): checked before it
 * leaves, sent at the version on screen with the seat's next dice chain link, sent again identical
 * after a reconnect or a passing refusal (the server applies it at most once), relinked after a
 * refusal of its link, and otherwise settled by the server's acceptance or refusal.
 */
export class CommandOutbox {
  /** The command on its way and not yet answered (sent, or waiting for the page's dice chains: `keyed`). */
  pending: CommandMessage | null = null;
  /** Whether the pending command carries its dice chain link, and so has gone: one that waits for the chains' code has not. */
  private keyed = false;
  /** The server's refusal of the last command (or the page's own, of one never sent), shown to the player. */
  rejection: ErrorFrame | null = null;
  /** Whether the command pending or refused last was a move of the game, a clock request or the seat's standing orders. */
  kind: CommandKind = 'move';
  private retries = 0;
  private linkRetries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly player: Player,
    private readonly log: GameLog,
    private readonly transmit: (message: CommandMessage) => void,
    /** Called when the outbox changes on its own: a command whose chains' code could not be fetched is refused. */
    private readonly changed: () => void,
  ) {}

  /** Whether this seat may send a command now: a seat, a board, and nothing else on its way. */
  private get ready(): boolean {
    return (
      !this.pending && this.log.latest !== null && this.player.seat !== undefined && this.player.token !== undefined
    );
  }

  /** A move, if the legal templates of the version on screen allow it: a choice the server would refuse anyway never leaves the page. */
  move(command: { type: string }): void {
    if (!this.ready) return;
    if (!matchesLegal(this.log.legalCommands, command)) {
      this.kind = 'move';
      this.rejection = {
        type: 'error',
        code: 'ILLEGAL_MOVE',
        message: msg({
          id: 'app.net.notAChoice',
          defaultMessage: 'it is not among your choices now, so it was not sent.',
        }),
      };
      return;
    }
    this.dispatch(command, 'move');
  }

  /**
   * A clock request (time zone and quiet hours, vacation, "I'm back"): no move of the rule set, so it
   * is never among the legal templates, and the server takes it at whatever version it arrives.
   */
  async clockRequest(request: ClockRequest): Promise<void> {
    // The protocol's schema brings zod, which nothing else a seat's page loads at first needs:
    // fetched with the first clock request (the clock panel has it by then). Whether the seat may
    // send is asked once it is here: a command may have gone meanwhile.
    let schema: typeof import('../../../engine/core/clock/protocol.js').clockRequestSchema;
    try {
      schema = (await import('../../../engine/core/clock/protocol.js')).clockRequestSchema;
    } catch (e) {
      this.refuseClockRequest('UNKNOWN', messageOf(e));
      return;
    }
    if (!this.ready) return;
    const parsed = schema.safeParse(request);
    if (!parsed.success) {
      this.refuseClockRequest('INVALID_COMMAND', parsed.error.issues[0]?.message ?? 'malformed request');
      return;
    }
    this.dispatch(parsed.data, 'clock');
  }

  /** The page's own refusal of a clock request it did not send, with why. */
  private refuseClockRequest(code: string, reason: string): void {
    this.kind = 'clock';
    this.rejection = {
      type: 'error',
      code,
      message: msg({ id: 'app.net.invalidRequest', defaultMessage: '{reason}, so it was not sent.' }, { reason }),
    };
  }

  /**
   * The seat's standing orders, the whole list it wants standing and its forced-move switch
   * (engine/core/orders-log.ts): like a clock request, no move of the rule set, taken by the
   * server at whatever version it arrives, and checked there against the rule set's orders.
   */
  orders(command: { type: typeof ORDERS_TYPE; orders: { kind: string }[]; forced: boolean }): void {
    if (!this.ready) return;
    this.dispatch(command, 'orders');
  }

  /**
   * Sends a command with the seat's next dice chain link. The first command may come before the
   * chains' code (page-dice-keys.ts): it is pending meanwhile, so no other command can pass it, and
   * goes once the code is here, unless it was settled meanwhile; if the code cannot be fetched it
   * is refused here, saying why, and nothing was sent.
   */
  private dispatch(command: { type: string }, kind: CommandKind): void {
    const { gameId, seat, token } = this.player;
    const latest = this.log.latest;
    if (!latest || seat === undefined || token === undefined) return;
    this.kind = kind;
    const commandId = randomId();
    const message: CommandMessage = {
      action: 'command',
      requestId: commandId,
      gameId,
      seat,
      token,
      expectedVersion: latest.version,
      commandId,
      command,
    };
    this.pending = message;
    this.keyed = false;
    this.rejection = null;
    this.retries = 0;
    this.linkRetries = 0;
    const keys = diceKeysNow();
    if (keys) {
      this.sendKeyed(keys, message);
      return;
    }
    loadDiceKeys().then(
      (loaded) => {
        if (this.pending === message) this.sendKeyed(loaded, message);
      },
      (e: unknown) => {
        if (this.pending !== message) return;
        this.pending = null;
        this.rejection = { type: 'error', code: 'UNKNOWN', message: messageOf(e) };
        this.changed();
      },
    );
  }

  /**
   * The command with the seat's next dice chain link, fixed now: every resend of it carries the
   * same, and so does a new command after a refusal (nothing was revealed), so no refusal re-rolls.
   */
  private sendKeyed(keys: DiceKeys, message: CommandMessage): void {
    this.pending = { ...message, ...keys.offer(message.gameId, message.seat, message.commandId) };
    this.keyed = true;
    this.transmit(this.pending);
  }

  /** The server took the command with this id (an `accepted` frame, or the update it caused). */
  accepted(commandId: string): void {
    if (this.pending?.commandId === commandId) this.pending = null;
  }

  /** A new connection is live: a command sent before the old one dropped goes again, identical: applied at most once. */
  resend(): void {
    if (this.pending && this.keyed) this.transmit(this.pending);
  }

  /**
   * A refusal of the pending command, which it names (or only its requestId when it was refused
   * unread, RATE_LIMITED): a passing one is retried with backoff, one of the dice link relinked,
   * any other shown. True when the frame was about the pending command.
   */
  refused(frame: ErrorFrame): boolean {
    if (!this.pending || (frame.commandId ?? frame.requestId) !== this.pending.commandId) return false;
    if (RETRY_CODES.has(frame.code) && this.retries < COMMAND_RETRIES) {
      const again = this.pending;
      this.retries++;
      this.retryTimer = setTimeout(
        () => this.pending === again && this.transmit(again),
        1000 * 2 ** (this.retries - 1),
      );
      return true;
    }
    // A refused command went, so it carried a link from the page's chains: they are here.
    const keys = diceKeysNow();
    if (LINK_CODES.has(frame.code) && frame.seatKey !== undefined && keys && this.linkRetries < LINK_RETRIES) {
      this.linkRetries++;
      this.pending = relinked(keys, this.pending, frame.seatKey);
      this.transmit(this.pending);
      return true;
    }
    this.pending = null;
    this.rejection = frame;
    return true;
  }

  dismiss(): void {
    this.rejection = null;
  }

  stop(): void {
    clearTimeout(this.retryTimer);
  }
}

import { expandLegal } from '../../../engine/core/legal.js';
import { parseLink } from '../../../lambdas/protocol/links.js';
import type { ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { asAcceptance, asSubscribed } from '../../backend/support/setup.js';
import { TestDevice } from '../../backend/support/test-device.js';
import { WsClient } from '../../backend/support/ws-client.js';

/** How long one answer over a seat's socket may take (the machine runs at load 8+ at times). */
const ANSWER_TIMEOUT_MS = 60_000;

const isUpdate = (f: ServerFrame): f is UpdateFrame => f.type === 'update';

/**
 * Every seat of a table, each subscribed once on a socket of its own, all on one device (one set
 * of dice chains, as raw-player.ts's moves come from one device): the other players' phones,
 * playing while the page under test watches. A socket per move (raw-player.ts) opens, subscribes
 * and closes again for every seat it tries, each a connect, a subscription and a disconnect for the
 * stack to handle; these stay open, and each move goes to the seat the server's latest update asks:
 * about a quarter less of the stack's CPU per move over a whole Manila game, measured beside it.
 */
export class SeatSockets {
  private constructor(
    private readonly gameId: string,
    private readonly seats: { seat: number; token: string; client: WsClient }[],
  ) {}

  /** Subscribes every seat link (in seat order) from version 0. */
  static async open(wsUrl: string, links: string[]): Promise<SeatSockets> {
    const device = new TestDevice();
    const seats: { seat: number; token: string; client: WsClient }[] = [];
    let gameId = '';
    try {
      for (const link of links) {
        const target = parseLink(link);
        if (target?.seat === undefined || target.token === undefined) throw new Error(`not a seat link: ${link}`);
        gameId = target.gameId;
        // Unchecked against the frame schema: the stack's own tests check it, and here the checking
        // would cost this process (which runs the stack too) CPU on every update of every seat.
        const client = await WsClient.connect(wsUrl, { device, validate: false });
        seats.push({ seat: target.seat, token: target.token, client });
        const answer = await client.request(
          { action: 'subscribe', gameId, seat: target.seat, token: target.token, lastVersion: 0 },
          (f) => asSubscribed(f) !== null || f.type === 'error',
          ANSWER_TIMEOUT_MS,
        );
        if (answer.type === 'error')
          throw new Error(`seat ${target.seat} could not subscribe: ${answer.code}: ${answer.message}`);
        await client.waitFor(isUpdate, 0, ANSWER_TIMEOUT_MS);
      }
    } catch (err) {
      await Promise.all(seats.map((s) => s.client.close()));
      throw err;
    }
    return new SeatSockets(gameId, seats);
  }

  /** The newest version every seat's socket has been told of. */
  get version(): number {
    return Math.min(...this.seats.map((s) => s.client.model.version));
  }

  /**
   * Makes one move, as raw-player.ts's `moveOverSocket` tried seat after seat: the first seat (in
   * link order) whose legal templates, mortgages and redeems left out, offer a move plays what
   * `choose` picks from them all (the first by default). Resolves with the version the move made,
   * once every seat's socket has it, or null when no seat has a move left to make.
   */
  async move(choose: (commands: Record<string, unknown>[]) => unknown = (c) => c[0]): Promise<number | null> {
    for (const { seat, token, client } of this.seats) {
      const update = client.model.update!;
      const main = update.legalCommands.filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');
      if (main.length === 0) continue;
      const command = choose(expandLegal(main));
      if (!command) throw new Error(`seat ${seat} has legal templates but no move was chosen`);
      const commandId = `seat-sockets-${seat}-${update.version}`;
      const answer = await client.paced(
        { action: 'command', gameId: this.gameId, seat, token, expectedVersion: update.version, commandId, command },
        (f) =>
          asAcceptance(f)?.commandId === commandId || (f.type === 'error' && (f.commandId ?? commandId) === commandId),
        ANSWER_TIMEOUT_MS,
      );
      // Forced moves are on unless a seat switched them off (engine/core/orders-log.ts): the server
      // may have played this seat's only choice first. Then that move is the one made.
      if (answer.type === 'error' && answer.code === 'STALE' && answer.currentVersion !== undefined) {
        const made = answer.currentVersion;
        for (const s of this.seats)
          await s.client.waitFor((f) => isUpdate(f) && f.version >= made, 0, ANSWER_TIMEOUT_MS);
        const first = client.model.entries.get(update.version + 1);
        if (first?.actor !== 'system' || (first.reason !== 'forced' && first.reason !== 'order'))
          throw new Error(`seat ${seat}: ${answer.message}, and not by a move the server made for a seat`);
        return made;
      }
      if (answer.type === 'error') throw new Error(`seat ${seat}: ${answer.code}: ${answer.message}`);
      const made = asAcceptance(answer)!.version;
      for (const s of this.seats) await s.client.waitFor((f) => isUpdate(f) && f.version >= made, 0, ANSWER_TIMEOUT_MS);
      return made;
    }
    return null;
  }

  async close(): Promise<void> {
    await Promise.all(this.seats.map((s) => s.client.close()));
  }
}

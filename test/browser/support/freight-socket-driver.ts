import type { Seat } from '../../../engine/core/types.js';
import type { FreightCommand, FreightEvent } from '../../../engine/games/who-rules-the-sea/types.js';
import { FreightDriver, kindOf, type DecisionKind, type DriverHooks, type FreightSeat } from './freight-driver.js';
import type { FreightSteering } from './freight-steer.js';
import { moveOverSocket } from './raw-player.js';

/** What decides, move by move, whether the UI makes it: the seat, the command, and its kind of decision. */
export type ThroughUi = (seat: Seat, c: FreightCommand, kind: DecisionKind) => boolean;

/** Around the two ways of making a move: what the test does to its pages. */
export interface WayHooks {
  /** Before a move made through the UI (its seat's page must be open). */
  beforeUi?(seat: Seat): Promise<void>;
  /** Before a move made over the socket. */
  beforeSocket?(): Promise<void>;
  /** After a move made over the socket, once every watch has seen it. */
  afterSocket?(version: number): Promise<void>;
}

/**
 * A FreightDriver that makes through the UI only the moves `throughUi` asks for, and every other
 * one over a WebSocket as a second device of the seat (support/raw-player.ts): the same steering
 * chooses it, every watch is brought to the version it made, and the `after` hook sees its events,
 * so a card drawn or a ship lost in the moves played so is still noticed. A browser test whose
 * subject is a few moments of a long game plays those moments in the UI and the dull moves between
 * them here: a move through the UI took some 2.5 s beside other work, its round trip over the
 * socket about a tenth of that.
 */
export class SocketFreightDriver extends FreightDriver {
  /** The moves made over the socket, and by type. */
  socketCommands = 0;
  readonly socketByType = new Map<string, number>();

  constructor(
    seats: FreightSeat[],
    steering: FreightSteering,
    hooks: DriverHooks,
    private readonly socket: { wsUrl: string; links: string[] },
    private readonly throughUi: ThroughUi,
    private readonly ways: WayHooks = {},
  ) {
    super(seats, steering, hooks);
  }

  /** Makes the command through the UI whatever `throughUi` says (a moment the test plays there itself). */
  async playInUi(seat: Seat, c: FreightCommand): Promise<FreightEvent[]> {
    await this.ways.beforeUi?.(seat);
    return super.play(seat, c);
  }

  override async play(seat: Seat, c: FreightCommand): Promise<FreightEvent[]> {
    const { watch } = this.seats[seat];
    if (this.throughUi(seat, c, kindOf(c, watch.view))) return this.playInUi(seat, c);
    await this.ways.beforeSocket?.();
    const version = watch.version;
    // The steering chose from this seat's own legal templates at this version; the socket's
    // subscription catches up from here and sends it as it is.
    const made = await moveOverSocket(this.socket.wsUrl, this.socket.links[seat], () => c, version);
    // A move may end the game in a record of its own after the command's: `made` is the newest version.
    if (made <= version)
      throw new Error(
        `${this.seats[seat].name}'s ${JSON.stringify(c)} over the socket made version ${made}, not one past ${version}`,
      );
    this.socketCommands++;
    this.socketByType.set(c.type, (this.socketByType.get(c.type) ?? 0) + 1);
    await Promise.all(this.seats.map((s) => s.watch.until(made)));
    await this.ways.afterSocket?.(made);
    const events = watch.since(version);
    await this.hooks.after?.(seat, c, events, null);
    return events;
  }
}

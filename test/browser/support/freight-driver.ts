import type { Locator, Page } from 'playwright-core';
import type { Seat } from '../../../engine/core/types.js';
import type { FreightCommand, FreightEvent } from '../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../engine/games/who-rules-the-sea/view.js';
import { sailWarning } from '../../../web/src/games/freight/sail-warning.js';
import { sendInUi } from './freight-controls.js';
import type { FreightSteering } from './freight-steer.js';
import type { SeatWatch } from './freight-watch.js';
import { waitForVersion } from './table.js';

export interface FreightSeat {
  name: string;
  page: Page;
  watch: SeatWatch;
}

/** The kinds of decision the action bar offers; 'table' for what the table's panels offer at any time (propose the end, resign). */
export type DecisionKind =
  | 'opening purchase'
  | 'port phase'
  | 'sail'
  | 'roll'
  | 'extra roll'
  | 'after a loss'
  | 'auction bid'
  | 'end vote'
  | 'table';

/** The commands the game screen asks about first while "Confirm my moves" is on (freight-confirmation.ts). */
export const ASKED = new Set([
  'buyShips',
  'buyShip',
  'buyNote',
  'insureShip',
  'insureNote',
  'pawnNote',
  'redeemNote',
  'pawnShip',
  'sellShip',
  'auctionShip',
  'redeemShip',
  'bid',
  'resign',
]);

export function kindOf(c: FreightCommand, view: FreightView): DecisionKind {
  const stage = view.phase.kind === 'turn' ? view.phase.active?.stage : undefined;
  switch (c.type) {
    case 'buyShips':
      return 'opening purchase';
    case 'bid':
    case 'passBid':
      return 'auction bid';
    case 'agreeEnd':
    case 'declineEnd':
      return 'end vote';
    case 'proposeEnd':
    case 'resign':
      return 'table';
    case 'sail':
      return 'sail';
    case 'stop':
      return 'extra roll';
    case 'roll':
      return stage === 'extra' ? 'extra roll' : 'roll';
    case 'declineShips':
      return 'after a loss';
    case 'buyShip':
      return stage === 'after-loss' ? 'after a loss' : 'port phase';
    default:
      return 'port phase';
  }
}

export interface DriverHooks {
  /** Before the control is pressed (in-view checks, axe, pictures). */
  before?(seat: Seat, kind: DecisionKind, c: FreightCommand, control: Locator): Promise<void>;
  /** After every seat has seen the move; `events` as the mover saw them. */
  after?(seat: Seat, c: FreightCommand, events: FreightEvent[], asked: string | null): Promise<void>;
  /** An auction is open: the test bids for the bidders itself. */
  auction?(): Promise<void>;
}

/**
 * Plays a freight game on the seats' pages: the seat to act (read from its own watch) gets the
 * steering's choice, made in the UI, and every watch is brought to the version it made. Counts
 * the commands and how long they took.
 */
export class FreightDriver {
  commands = 0;
  readonly confirming: boolean[];
  readonly byType = new Map<string, number>();

  constructor(
    readonly seats: FreightSeat[],
    readonly steering: FreightSteering,
    readonly hooks: DriverHooks = {},
  ) {
    this.confirming = seats.map(() => true);
  }

  /** The newest version any watch has, once every watch has it. */
  async sync(): Promise<number> {
    const newest = Math.max(...this.seats.map((s) => s.watch.version));
    await Promise.all(this.seats.map((s) => s.watch.until(newest)));
    return newest;
  }

  get view(): FreightView {
    return this.seats[0].watch.view;
  }

  /** One move; false once the game is over. */
  async step(): Promise<boolean> {
    await this.sync();
    const view = this.view;
    if (view.status === 'over') return false;
    if (view.auction && this.hooks.auction) {
      await this.hooks.auction();
      return true;
    }
    const seat = view.toAct[0];
    if (seat === undefined) throw new Error(`nobody to act at version ${this.seats[0].watch.version}`);
    const w = this.seats[seat].watch;
    await this.play(seat, this.steering.choose(w.view, w.legal, seat));
    return true;
  }

  /** Plays until the game ends or `stop` says so, at most `limit` moves. */
  async run(limit: number, stop: () => boolean = () => false): Promise<void> {
    for (let i = 0; i < limit; i++) {
      if (stop() || !(await this.step())) return;
    }
    throw new Error(`the game went on past ${limit} moves`);
  }

  /** Makes the command on the seat's page and waits until every seat has seen it. */
  async play(seat: Seat, c: FreightCommand): Promise<FreightEvent[]> {
    const { page, watch } = this.seats[seat];
    const version = watch.version;
    await waitForVersion(page, version);
    const kind = kindOf(c, watch.view);
    // A Sail that leaves loadable notes behind is questioned too (sail-warning.ts), as the seat's own templates say.
    const warned = sailWarning(c, watch.view, watch.legal) !== null;
    const sent = await sendInUi(page, c, (control) => this.hooks.before?.(seat, kind, c, control) ?? Promise.resolve());
    if (sent.outcome === 'refused')
      throw new Error(`${this.seats[seat].name}'s ${JSON.stringify(c)} was refused at version ${version}`);
    this.count(c);
    const expected = this.confirming[seat] && (ASKED.has(c.type) || warned);
    if (expected !== (sent.question !== null)) {
      throw new Error(
        `${c.type} by ${this.seats[seat].name} ${sent.question ? `asked "${sent.question}"` : 'asked nothing'} with "Confirm my moves" ${this.confirming[seat] ? 'on' : 'off'}`,
      );
    }
    await Promise.all(this.seats.map((s) => s.watch.until(version + 1)));
    const events = watch.since(version);
    await this.hooks.after?.(seat, c, events, sent.question);
    return events;
  }

  count(c: FreightCommand): void {
    this.commands++;
    this.byType.set(c.type, (this.byType.get(c.type) ?? 0) + 1);
  }

  /** Sets the seat's "Confirm my moves" on its page. */
  async setConfirming(seat: Seat, on: boolean): Promise<void> {
    if (this.confirming[seat] === on) return;
    await this.seats[seat].page.getByLabel('Confirm my moves').setChecked(on);
    this.confirming[seat] = on;
  }
}

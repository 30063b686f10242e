import type { TemplateResult } from 'lit';
import { templatesOf, valuesOf, type LegalTemplate } from '../../../engine/core/legal-templates.js';
import type { SeatClockView } from '../../../engine/core/clock/clocks.js';
import type { GameEntry, GameEvent } from './game-entry.js';
import type { RoundSummary } from './round-summary.js';
import type { CatalogPart } from '../i18n/catalog-parts.js';

export type { GameEntry, GameEvent, LegalTemplate };

/** A rule set's questions before a move, with their words (web/src/games/<name>/<name>-confirmation.ts). */
export interface ConfirmationReader<View, Cmd extends Command> {
  ask(command: Cmd, view: View, names: readonly string[], legal: readonly LegalTemplate[]): Confirmation | null;
}

/** A rule set's reader of round summaries (web/src/games/<name>/round-summary.ts). */
export interface RoundSummaryReader<Event extends GameEvent> {
  /** Every settled round's summary read from the log, oldest first (web/src/games/round-summary.ts). */
  read(entries: readonly GameEntry<Event>[], names?: readonly string[]): RoundSummary[];
}

export interface Command {
  type: string;
  [field: string]: unknown;
}

/** What a game's table is drawn from: the server's view and legal commands, nothing computed here. */
export interface TableProps<View = unknown, Event extends GameEvent = GameEvent> {
  view: View;
  /**
   * The viewer's legal command templates now (engine/core/legal.ts): each kind once, with ranges
   * and choices to build inputs from; empty for spectators, in replay, and while a command is on its way.
   */
  legal: readonly LegalTemplate[];
  /** The viewer's seat, or null for a spectator. */
  seat: number | null;
  names: readonly string[];
  /** The log up to the shown version (for the latest dice and the like). */
  entries: readonly GameEntry<Event>[];
  /**
   * The board spot the viewer has chosen and not yet confirmed (a composed `spot-select` event from the
   * board or the action bar sets it; the game screen keeps it, so the board and the action bar agree).
   */
  selected?: string | null;
  /** The table's clocks as of the latest update, for a deadline a panel names (a sealed bid's); undefined at a table without a clock, in replay and offline. */
  clocks?: readonly SeatClockView[];
  /**
   * Whether the board has been painted: what a table shows beside its board and the seat's actions
   * (news of the last moves, say) may be fetched from then on, so that a seat link's first load is
   * what its board and actions need.
   */
  painted?: boolean;
}

/** A command that spends or raises money, put as a question before it is sent. */
export interface Confirmation {
  /** "Mortgage one jade share for +12 pesos? You pay 15 to redeem it." */
  question: string;
  /** The confirm button's text: the verb of the move ("Mortgage"). */
  confirm: string;
}

export interface DieShown {
  label: string;
  value: number;
  fill: string;
  pip: string;
}

/**
 * What the web client knows about one rule set beyond the engine contract: how to
 * draw its table, and how to read its events for the history. A table fires
 * `game-command` (detail: the command) when the viewer picks a legal command.
 * Each rule set's client is written over its engine types (its View, Command and
 * Event, exported by engine/games/<id>/index.ts), so no method casts what it is given.
 */
export interface GameClient<View = unknown, Cmd extends Command = Command, Event extends GameEvent = GameEvent> {
  id: string;
  /** The board and the players, without the controls of the decision at hand. */
  renderTable(props: TableProps<View, Event>): TemplateResult;
  /**
   * The controls of the decision the viewer must make now (drawn by the game screen in the action bar
   * under the turn banner, always in view), or null when the legal commands hold no such decision.
   */
  renderActions(props: TableProps<View, Event>): TemplateResult | null;
  /**
   * Fetches the panels renderTable and renderActions draw for these props that come by decision
   * (web/src/games/panels-by-decision.ts): null when they are here. The game screen waits for them
   * before it first draws the board, so a seat's first sight holds its actions; later a new
   * decision's panel draws as soon as it arrives.
   */
  prepare?(props: TableProps<View, Event>): Promise<void> | null;
  /**
   * Fetches, once the board is painted and the page is idle, the panels of the decisions to come: a
   * phase change then draws its controls without a fetch, and the service worker keeps them for a
   * device that goes offline. A seat link's first load stays its board and the decision at hand.
   */
  ahead?(): Promise<void>;
  /**
   * How to ask before sending a command that spends or raises money, or that leaves something
   * behind the player may not mean to (the legal templates say what was still possible), fetched
   * the first time a move is sent with "Confirm my moves" on; its answer null sends it at once.
   */
  confirmations(): Promise<ConfirmationReader<View, Cmd>>;
  /** What the seat(s) to act must decide now, in a few words ("bid for harbour master"). */
  task(view: View): string;
  /** The dice an event rolled, to show them as dice in the history (`names`: the table's, for a die a seat rolled). */
  dice(event: Event, names?: readonly string[]): DieShown[] | null;
  /** The round an event opens, to group the history by round. */
  roundOf(event: Event): number | null;
  /**
   * Its reader of round summaries, fetched the first time the screen has a settled round to sum up
   * (a new table has none, and its first visit carries no reader).
   */
  roundSummaries?(): Promise<RoundSummaryReader<Event>>;
  /**
   * The rule set's standing orders on the seat's screen (web/src/game-screen/standing-orders.ts),
   * fetched with their words once the board is painted (the seat's first sight needs the board and
   * its actions, not the forms); none without.
   */
  orders?: () => Promise<OrderForms<View>>;
  /** The parts of the catalog its history's lines are in (its events', not its task's), fetched once the board is painted. */
  lines: readonly CatalogPart[];
}

/** A standing order as the protocol carries it (engine/core/orders.ts Order): a kind and its own fields. */
export interface StandingOrder {
  kind: string;
  [field: string]: unknown;
}

/**
 * A rule set's standing orders as its seat sets them (engine/games/<id>/orders.ts): the forms that
 * add them, each firing `order-add` (orderAddEvent), and how each reads in words. The game screen
 * keeps the list, sends it whole, and shows which stand, which ended and why.
 */
export interface OrderForms<View = unknown> {
  /** The forms that add orders for this seat in this view (a proxy bid, an auto-roll), or null when none can be set now. */
  render(view: View, seat: number, standing: readonly StandingOrder[]): TemplateResult | null;
  /** An order in a few words: "Bid up to 12 in round 3's harbour-master auction, the least raise each time". */
  describe(order: StandingOrder): string;
  /** What an order is for: a new order with the same key takes the place of the one standing ("proxy-bid/3"). */
  key(order: StandingOrder): string;
  /** The engine's English reason why an order ended, in the page's language, when this rule set words it; else null. */
  reason?(order: StandingOrder, reason: string): string | null;
}

/** Fired by a rule set's order form: the game screen adds the order to the seat's standing orders. */
export function orderAddEvent(order: StandingOrder): CustomEvent<StandingOrder> {
  return new CustomEvent('order-add', { detail: order, bubbles: true, composed: true });
}

/**
 * A rule set's client as the game screen holds it, whichever rule set it is. The server names the
 * rule set of a table and sends that rule set's views and events (lambdas/protocol/server.ts), and
 * the table's own panels make its commands, so the registry (registry.ts) is the one place where
 * what arrives is taken to be of the rule set it names: the methods' parameters widen there.
 */
export type AnyGameClient = GameClient;

/**
 * Fired when the viewer chooses a spot or a route on the board or in the action bar, not yet a
 * move: the game screen keeps the choice (TableProps.selected), so the two show the same one.
 */
export function spotSelectEvent(spot: string | null): CustomEvent<{ spot: string | null }> {
  return new CustomEvent('spot-select', { detail: { spot }, bubbles: true, composed: true });
}

/** Fired by every action control: the game screen sends it to the server. */
export function commandEvent<Cmd extends Command>(command: Cmd): CustomEvent<Cmd> {
  return new CustomEvent('game-command', { detail: command, bubbles: true, composed: true });
}

/** Every value one field takes in the legal templates of one command type, in the order offered. */
export function choicesOf<T>(legal: readonly LegalTemplate[], type: string, field: string): T[] {
  return templatesOf(legal, type).flatMap((t) => valuesOf<T>(t[field]));
}

/** The first template of one command type, if the viewer may send such a command. */
export function templateOf(legal: readonly LegalTemplate[], type: string): LegalTemplate | undefined {
  return templatesOf(legal, type)[0];
}

/**
 * Whether the legal commands changed from `before` (a panel's old value; undefined on its first
 * render). Every update frame brings a new list, also when another seat's move left this seat's
 * choices as they were: a panel that took a new list for a new decision reset what its player
 * was typing (a sealed bid typed while the other bid landed went in as the minimum).
 */
export function legalChanged(before: readonly LegalTemplate[] | undefined, now: readonly LegalTemplate[]): boolean {
  return before === undefined || JSON.stringify(before) !== JSON.stringify(now);
}

declare global {
  interface HTMLElementEventMap {
    'game-command': CustomEvent<Command>;
    'spot-select': CustomEvent<{ spot: string | null }>;
    'order-add': CustomEvent<StandingOrder>;
  }
}

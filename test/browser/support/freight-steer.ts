import { expandLegal, matchesLegal, templatesOf, valuesOf, type LegalTemplate } from '../../../engine/core/legal.js';
import { seededRandom } from '../../../engine/core/random.js';
import type { Seat } from '../../../engine/core/types.js';
import { freightBot } from '../../../engine/games/who-rules-the-sea/bot.js';
import { NOTES, SHIPS } from '../../../engine/games/who-rules-the-sea/data.js';
import type { FreightCommand } from '../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../engine/games/who-rules-the-sea/view.js';

const ship = (id: string) => SHIPS.find((s) => s.id === id)!;
const note = (id: string) => NOTES.find((n) => n.id === id)!;
const first = (legal: readonly LegalTemplate[], type: string) => templatesOf(legal, type)[0];

/**
 * The test's choices for a freight game: the engine's own bot, overridden where the test needs a
 * moment to happen. The dice are the server's (its seed is secret), so the game is steered by the
 * choices alone:
 * - the seller (seat 0) buys two ships in the opening and keeps the cheaper one empty and
 *   uninsured, then auctions it at its first chance (the two other seats bid: see the test);
 * - the seller pawns a note as soon as it can redeem it at once, and redeems it at once;
 * - every seat insures its ship and its goods whenever it may.
 */
export class FreightSteering {
  /** The seller's spare ship, bought to be auctioned. */
  spare: string | null = null;
  auctioned = false;
  pawned: string | null = null;
  redeemed = false;
  private readonly random = seededRandom(16);

  constructor(
    readonly seller: Seat = 0,
    private readonly auctionSpare = true,
  ) {}

  choose(view: FreightView, legal: readonly LegalTemplate[], seat: Seat): FreightCommand {
    const wanted = this.steer(view, legal, seat) ?? freightBot.choose(view, legal, seat, this.random);
    if (!matchesLegal(legal, wanted))
      throw new Error(`steering chose a command the templates do not allow: ${JSON.stringify(wanted)}`);
    return wanted;
  }

  private steer(view: FreightView, legal: readonly LegalTemplate[], seat: Seat): FreightCommand | null {
    const cash = view.players[seat].cash;
    const buyShips = first(legal, 'buyShips');
    if (buyShips && seat === this.seller && this.auctionSpare) {
      // Two ships: the cheapest left as the spare, with the largest that leaves £1,700 for goods.
      const pairs = valuesOf<string[]>(buyShips.ships).filter((p) => p.length === 2);
      const cheapest = Math.min(...pairs.flat().map((s) => ship(s).price));
      const pair = pairs
        .filter(
          (p) => p.some((s) => ship(s).price === cheapest) && p.reduce((n, s) => n + ship(s).price, 0) <= cash - 1700,
        )
        .sort((a, b) => Math.max(...b.map((s) => ship(s).capacity)) - Math.max(...a.map((s) => ship(s).capacity)))[0];
      if (pair) {
        this.spare = pair.find((s) => ship(s).price === cheapest)!;
        return { type: 'buyShips', ships: pair };
      }
    }
    const spareKept = seat === this.seller && this.spare !== null && !this.auctioned;
    if (spareKept) {
      // From the loaded ship's port phase when it may: the spare's own would end with the sale.
      const auction = expandLegal(templatesOf(legal, 'auctionShip'))
        .filter((c) => c.target === this.spare)
        .sort((a, b) => Number(a.ship === this.spare) - Number(b.ship === this.spare))[0];
      if (auction) {
        this.auctioned = true;
        return auction as FreightCommand;
      }
      // The spare's own port phase in the opening: nothing loaded, nothing insured.
      const done = expandLegal(templatesOf(legal, 'endPortPhase')).find((c) => c.ship === this.spare);
      const active = view.phase.kind === 'turn' ? view.phase.active : null;
      if (
        done &&
        (active?.ship === this.spare || (!active && view.phase.kind === 'turn' && view.phase.todo[0] === this.spare))
      )
        return done as FreightCommand;
    }
    const skip = (c: Record<string, unknown>) => spareKept && c.ship === this.spare;
    if (seat === this.seller && this.auctioned) {
      if (this.pawned && !this.redeemed) {
        const redeem = expandLegal(templatesOf(legal, 'redeemNote')).find((c) => c.note === this.pawned);
        if (redeem) {
          this.redeemed = true;
          return redeem as FreightCommand;
        }
      }
      if (!this.pawned) {
        // Only a note it can buy back at once, in the same port phase.
        const pawn = expandLegal(templatesOf(legal, 'pawnNote')).find(
          (c) => note(c.note as string).redemptionValue - note(c.note as string).pawnValue + 100 <= cash,
        );
        if (pawn) {
          this.pawned = pawn.note as string;
          return pawn as FreightCommand;
        }
      }
    }
    const insureShip = expandLegal(templatesOf(legal, 'insureShip')).find((c) => !skip(c));
    if (insureShip) return insureShip as FreightCommand;
    const insureNote = expandLegal(templatesOf(legal, 'insureNote')).find((c) => !skip(c));
    if (insureNote) return insureNote as FreightCommand;
    if (spareKept) {
      const bot = freightBot.choose(view, legal, seat, this.random) as FreightCommand & { ship?: string };
      if (bot.type === 'buyNote' && bot.ship === this.spare) {
        const other = expandLegal(templatesOf(legal, 'buyNote')).find((c) => c.ship !== this.spare);
        const done = expandLegal(templatesOf(legal, 'endPortPhase')).find((c) => c.ship === this.spare);
        return (other ?? done ?? null) as FreightCommand | null;
      }
    }
    return null;
  }
}

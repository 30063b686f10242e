import { css, html, nothing } from 'lit';
import type { SeatClockView } from '../../../../engine/core/clock/clocks.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { browserTimeZone } from '../../ui/time-zones.js';
import { msg } from '../../i18n/i18n.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { dateLocale } from '../../ui/local-time.js';
import { readerTime, remainingWords } from '../../game-screen/time-words.js';
import { codeText, pounds, shipData, shipName, tons } from './freight-words.js';
import '../../ui/tokens.js';

/** A closed auction's outcome in a sentence: who buys the ship for how much, or that every bidder passed. */
export function auctionOutcome(names: readonly string[], e: { seller: number; winner: number | null; price: number }) {
  const seller = seatName(names, e.seller);
  return e.winner === null
    ? msg(
        { id: 'freight.auction.allPassed', defaultMessage: 'Every bidder passed: {seller} keeps the ship.' },
        { seller },
      )
    : msg(
        {
          id: 'freight.auction.won',
          defaultMessage: '{winner} buys it for {price}, paid to {seller}; it joins their fleet empty and uninsured.',
        },
        { winner: seatName(names, e.winner), price: pounds(e.price), seller },
      );
}

/** The certificate of the ship on offer, as the docks print it (R36: all public). */
export function certificate(ship: string) {
  const d = shipData(ship);
  return msg(
    {
      id: 'freight.auction.certificate',
      defaultMessage: '{capacity}; new price {price}; insurance {fee} for {value}; pawn {pawn}, redeem {redeem}',
    },
    {
      capacity: tons(d.capacity),
      price: pounds(d.price),
      fee: pounds(d.insuranceFee),
      value: pounds(d.insuranceValue),
      pawn: pounds(d.pawnValue),
      redeem: pounds(d.redemptionValue),
    },
  );
}

export function offerTitle(view: FreightView, names: readonly string[]): string {
  const a = view.auction;
  if (!a) throw new Error('the auction panel is drawn with no auction open');
  return msg(
    { id: 'freight.auction.offer', defaultMessage: 'Auction: {ship} ({id}), offered by {seller}' },
    { ship: shipName(a.ship), id: codeText(a.ship), seller: seatName(names, a.seller) },
  );
}

/** A bidder's deadline from the table's clock, when it has one and the bidder's clock runs. */
function deadline(clock: SeatClockView | undefined) {
  if (!clock || !clock.toAct || clock.bot) return '';
  const left = remainingWords(clock.remainingMs);
  return clock.deadline
    ? msg(
        { id: 'freight.auction.deadline', defaultMessage: '{left} left, until {time}' },
        {
          left,
          time: readerTime(clock.deadline, { timeZone: browserTimeZone(), locale: dateLocale(), nowMs: Date.now() }),
        },
      )
    : msg({ id: 'freight.auction.left', defaultMessage: '{left} left' }, { left });
}

/**
 * Who has bid so far, never how much (the view hides the others' amounts, R29); the viewer's own
 * sealed bid once it is in; and each waiting bidder's time left when the table has a clock.
 */
export function bidderList(
  view: FreightView,
  names: readonly string[],
  seat: number | null,
  clocks: readonly SeatClockView[] | undefined,
) {
  const a = view.auction;
  if (!a) throw new Error('the auction panel is drawn with no auction open');
  return html`<ul class="bidders" aria-label=${msg({ id: 'freight.auction.bidders', defaultMessage: 'Bidders' })}>
    ${a.bidders.map((b) => {
      const own = a.bids[b];
      const name =
        b === seat
          ? msg({ id: 'freight.auction.you', defaultMessage: '{name} (you)' }, { name: seatName(names, b) })
          : seatName(names, b);
      // A bidder who resigned or went bankrupt while bids were open counts as passing (R45): not waited for.
      const gone = !a.in[b] && view.players[b].left !== null;
      const time = a.in[b] || gone ? '' : deadline(clocks?.find((c) => c.seat === b));
      const state = gone
        ? msg({ id: 'freight.auction.gone', defaultMessage: 'left the game (counts as a pass)' })
        : a.in[b]
          ? b === seat && own !== null
            ? own === 0
              ? msg({ id: 'freight.auction.youPassed', defaultMessage: 'you passed' })
              : msg(
                  { id: 'freight.auction.yourBid', defaultMessage: 'your sealed bid: {amount}' },
                  { amount: pounds(own) },
                )
            : msg({ id: 'freight.auction.in', defaultMessage: 'bid in (sealed)' })
          : msg({ id: 'freight.auction.waiting', defaultMessage: 'still to bid' });
      return html`<li data-bidder=${b} data-in=${a.in[b] || gone ? 'yes' : 'no'}><span class="dot" style="background:${seatColour(b)}" aria-hidden="true"></span>
        <span class="who">${name}</span> <span class="state">${state}</span>${time ? html` <span class="time" data-deadline>${time}</span>` : nothing}</li>`;
    })}
  </ul>`;
}

export const bidderStyles = css`
  ul.bidders { list-style: none; margin: var(--tw-space-6) 0 0; padding: 0; display: grid; gap: var(--tw-space-3); font-size: var(--tw-text-90); }
  ul.bidders .dot { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; vertical-align: middle; }
  ul.bidders .who { font-weight: 600; }
  ul.bidders li[data-in='yes'] .state { color: var(--tw-green-24); }
  ul.bidders li[data-in='no'] .state { color: var(--tw-rust-30); }
  ul.bidders .time { color: var(--tw-ink-slate); font-variant-numeric: tabular-nums; }
`;

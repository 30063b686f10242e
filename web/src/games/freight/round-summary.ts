import type { FreightEvent } from '../../../../engine/games/who-rules-the-sea/types.js';
import type { GameEntry } from '../game-entry.js';
import { msg, upperFirst } from '../../i18n/i18n.js';
import { Ledger, eventsOf, type RoundSummary } from '../round-summary.js';
import { seatName } from '../../ui/seat-colours.js';
import { portName, pounds, shipName, sourceName } from './freight-words.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

const sum = (xs: readonly { amount?: number; sale?: number }[]) =>
  xs.reduce((n, x) => n + (x.amount ?? x.sale ?? 0), 0);

/**
 * Every finished round of Who Rules the Sea?, oldest first, read from the log's events alone: each
 * seat's money over the round by reason (deliveries, claims, the £200 supplements, goods and ships
 * bought, insurance, pawns and redemptions, auctions, cards and squares), and what befell the ships
 * (arrivals with their deliveries, losses of ships and cargo). A round ends when the next one's first
 * turn starts or the game ends; a seat's money here is cash minus debt, as the bank counts it (R24).
 * An auction's line names its seller and buyer (`names`, the table's) and leads the summary, for the
 * seller who was not looking when it closed.
 */
export function freightRoundSummaries(
  entries: readonly GameEntry<FreightEvent>[],
  names: readonly string[] = [],
): RoundSummary[] {
  const done: RoundSummary[] = [];
  let seats = 0;
  let open: { round: number; ledger: Ledger; ships: string[]; news: string[] } | null = null;

  for (const { event: e, entry } of eventsOf(entries)) {
    if (e.type === 'GameStarted') seats = e.seats;
    const opens = e.type === 'TurnStarted' && !e.opening && e.round !== open?.round;
    if ((opens || e.type === 'GameEnded') && open) {
      done.push({
        round: open.round,
        version: entry.version,
        at: entry.at,
        seats: open.ledger.seats(),
        ships: open.ships,
        news: open.news,
        last: e.type === 'GameEnded',
      });
      open = null;
    }
    if (e.type === 'TurnStarted' && opens) open = { round: e.round, ledger: new Ledger(seats), ships: [], news: [] };
    if (!open) continue;
    const money = open.ledger;
    const both = (payments: Parameters<Ledger['pay']>[0], words: string) => money.pay(payments, words, words);
    switch (e.type) {
      case 'ShipBought':
        both(e.payments, msg({ id: 'freight.summary.shipsBought', defaultMessage: 'ships bought' }));
        break;
      case 'NoteBought':
        both(e.payments, msg({ id: 'freight.summary.goodsBought', defaultMessage: 'goods bought' }));
        break;
      case 'ShipInsured':
      case 'NoteInsured':
        both(e.payments, msg({ id: 'freight.summary.insurance', defaultMessage: 'insurance' }));
        break;
      case 'NotePawned':
        both(e.payments, msg({ id: 'freight.summary.goodsPawned', defaultMessage: 'goods pawned' }));
        break;
      case 'NoteRedeemed':
        both(e.payments, msg({ id: 'freight.summary.goodsRedeemed', defaultMessage: 'goods redeemed' }));
        break;
      case 'ShipPawned':
        both(e.payments, msg({ id: 'freight.summary.shipPawned', defaultMessage: 'ship pawned' }));
        break;
      case 'ShipRedeemed':
        both(e.payments, msg({ id: 'freight.summary.shipRedeemed', defaultMessage: 'ship redeemed' }));
        break;
      case 'ShipSold':
        both(e.payments, msg({ id: 'freight.summary.shipSold', defaultMessage: 'ship sold to the bank' }));
        break;
      case 'AuctionClosed':
        money.pay(
          e.payments,
          msg({ id: 'freight.summary.auctionBought', defaultMessage: 'ship bought at auction' }),
          msg({ id: 'freight.summary.auctionSold', defaultMessage: 'ship sold at auction' }),
        );
        // Its result leads the summary (news): the seller made no bid and may not have seen it close.
        open.news.push(
          upperFirst(
            e.winner === null
              ? msg(
                  {
                    id: 'freight.summary.auctionKept',
                    defaultMessage: '{ship}: offered at auction by {seller}; every bidder passed',
                  },
                  { ship: shipName(e.ship), seller: seatName(names, e.seller) },
                )
              : msg(
                  {
                    id: 'freight.summary.auctionedTo',
                    defaultMessage: '{ship}: sold at auction by {seller} to {winner} for {price}',
                  },
                  {
                    ship: shipName(e.ship),
                    seller: seatName(names, e.seller),
                    winner: seatName(names, e.winner),
                    price: pounds(e.price),
                  },
                ),
          ),
        );
        break;
      case 'MoneyMoved':
        both(e.payments, sourceName(e.source));
        break;
      case 'ShipArrived':
        money.add(e.seat, msg({ id: 'freight.summary.deliveries', defaultMessage: 'deliveries' }), sum(e.deliveries));
        money.add(e.seat, msg({ id: 'freight.summary.claims', defaultMessage: 'insurance claims' }), sum(e.claims));
        money.add(
          e.seat,
          msg({ id: 'freight.summary.supplements', defaultMessage: 'arrival supplements' }),
          e.supplement,
        );
        open.ships.push(
          upperFirst(
            msg(
              {
                id: 'freight.summary.arrived',
                defaultMessage: '{ship}: arrived in {port}{n, plural, =0 {} one {, # delivery} other {, # deliveries}}',
              },
              { ship: shipName(e.ship), port: portName(e.port), n: e.deliveries.length },
            ),
          ),
        );
        break;
      case 'ShipLost':
        money.add(e.seat, msg({ id: 'freight.summary.shipInsurance', defaultMessage: 'ship insurance' }), e.insurance);
        money.add(e.seat, msg({ id: 'freight.summary.claims', defaultMessage: 'insurance claims' }), sum(e.claims));
        money.add(
          e.seat,
          msg({ id: 'freight.summary.supplements', defaultMessage: 'arrival supplements' }),
          e.supplement,
        );
        open.ships.push(
          upperFirst(
            msg(
              {
                id: 'freight.summary.lost',
                defaultMessage: '{ship}: lost ({cause}){insured, select, yes {, insured} other {, uninsured}}',
              },
              { ship: shipName(e.ship), cause: sourceName(e.source), insured: e.insurance > 0 ? 'yes' : 'no' },
            ),
          ),
        );
        break;
      case 'CargoLost':
        if (e.notes.length) {
          open.ships.push(
            upperFirst(
              msg(
                {
                  id: 'freight.summary.cargoLost',
                  defaultMessage:
                    '{ship}: {n, plural, one {# consignment} other {# consignments}} lost ({cause}), {claims, plural, =0 {none insured} one {# insured} other {# insured}}',
                },
                { ship: shipName(e.ship), n: e.notes.length, cause: sourceName(e.source), claims: e.claims.length },
              ),
            ),
          );
        }
        break;
      default:
        break;
    }
  }
  return done;
}

import { PRICE_TRACK, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaEvent, ShipMove } from '../../../../engine/games/manila/types.js';
import type { GameEntry } from '../game-entry.js';
import { Ledger, eventsOf, type RoundSummary } from '../round-summary.js';
import { msg, upperFirst } from '../../i18n/i18n.js';
import { goodName } from './goods-style.js';

/** Where a ship of the round ended, as the events told it. */
interface ShipFate {
  good: Good;
  plundered: boolean;
  berth: { place: 'harbour' | 'shipyard'; slot: string } | null;
}

/** A Manila round under way while the log is read. */
interface Open {
  round: number;
  ledger: Ledger;
  ships: ShipFate[];
  prices: string[];
}

/**
 * Every settled Manila round, oldest first: each seat's money with its reasons (the auction,
 * shares, accomplices, mortgages, cargo, harbours, repairs, insurance, the pirates' loot), where
 * each ship ended, and the prices that rose. A round is settled once the next one starts or the
 * game ends; the round in play has no summary yet.
 */
export function manilaRoundSummaries(entries: readonly GameEntry<ManilaEvent>[]): RoundSummary[] {
  const done: RoundSummary[] = [];
  let seats = 0;
  let open: Open | null = null;

  for (const { event: e, entry } of eventsOf(entries)) {
    if (e.type === 'GameStarted') seats = e.seats;
    if ((e.type === 'RoundStarted' || e.type === 'GameEnded') && open) {
      done.push({
        round: open.round,
        version: entry.version,
        at: entry.at,
        seats: open.ledger.seats(),
        last: e.type === 'GameEnded',
        ships: open.ships.map(shipLine),
        prices: open.prices,
      });
      open = null;
    }
    if (e.type === 'RoundStarted') open = { round: e.round, ledger: new Ledger(seats), ships: [], prices: [] };
    if (!open) continue;
    const money = open.ledger;
    const ships = open.ships;
    const ship = (good: Good) => ships.find((s) => s.good === good);
    const moved = (moves: readonly ShipMove[]) => {
      for (const m of moves) {
        const s = ship(m.good);
        if (s && m.docked) s.berth = { place: 'harbour', slot: m.docked };
      }
    };
    switch (e.type) {
      case 'HarbourMasterChosen': {
        const words = msg({ id: 'manila.summary.harbourMaster', defaultMessage: 'harbour master' });
        money.pay(e.payments, words, words);
        break;
      }
      case 'ShareBought':
        money.pay(
          e.payments,
          upperFirst(
            msg(
              { id: 'manila.summary.shareBought', defaultMessage: '{good} share bought' },
              { good: goodName(e.good) },
            ),
          ),
          msg({ id: 'manila.summary.shareSold', defaultMessage: 'share sold' }),
        );
        break;
      case 'ShareMortgaged': {
        const words = msg({ id: 'manila.summary.mortgage', defaultMessage: 'mortgage' });
        money.pay(
          e.payments,
          words,
          e.forced ? msg({ id: 'manila.summary.mortgageForced', defaultMessage: 'mortgage (forced)' }) : words,
        );
        break;
      }
      case 'ShareRedeemed': {
        const words = msg({ id: 'manila.summary.redeemed', defaultMessage: 'share redeemed' });
        money.pay(e.payments, words, words);
        break;
      }
      case 'AccomplicePlaced': {
        const words = msg({ id: 'manila.summary.placed', defaultMessage: 'accomplices placed' });
        money.pay(
          e.payments,
          words,
          e.spot === 'insurance' ? msg({ id: 'manila.summary.insurance', defaultMessage: 'insurance' }) : words,
        );
        break;
      }
      case 'ShipsLaunched':
        ships.push(...e.ships.map(({ good }) => ({ good, plundered: false, berth: null })));
        break;
      case 'DiceRolled':
        moved(e.moves);
        break;
      case 'PilotMoved':
        moved(e.moves);
        break;
      case 'ShipPlundered': {
        const s = ship(e.good);
        if (s) s.plundered = true;
        break;
      }
      case 'ShipBerthed': {
        const s = ship(e.good);
        if (s) s.berth = { place: e.berth.place, slot: e.berth.slot };
        break;
      }
      case 'ProfitPaid': {
        const good = e.good ? goodName(e.good) : '';
        switch (e.reason) {
          case 'plunder':
            money.pay(
              e.payments,
              msg({ id: 'manila.summary.plunder', defaultMessage: 'plunder' }),
              msg({ id: 'manila.summary.plunderOf', defaultMessage: 'plunder of the {good} ship' }, { good }),
            );
            break;
          case 'cargo':
            money.pay(
              e.payments,
              msg({ id: 'manila.summary.cargo', defaultMessage: 'cargo' }),
              upperFirst(msg({ id: 'manila.summary.cargoOf', defaultMessage: '{good} cargo' }, { good })),
            );
            break;
          case 'harbour':
            money.pay(
              e.payments,
              msg({ id: 'manila.summary.harbour', defaultMessage: 'harbour' }),
              msg({ id: 'manila.summary.harbourSlot', defaultMessage: 'harbour {slot}' }, { slot: String(e.slot) }),
            );
            break;
          // The insurer pays for the repairs out of his own cash; the bank covers what he cannot.
          case 'repairs':
            money.pay(
              e.payments,
              msg({ id: 'manila.summary.repairs', defaultMessage: 'insurance: repairs paid' }),
              msg({ id: 'manila.summary.shipyardSlot', defaultMessage: 'shipyard {slot}' }, { slot: String(e.slot) }),
            );
            break;
        }
        break;
      }
      case 'PricesRaised':
        open.prices = e.goods.map((g) =>
          upperFirst(
            msg(
              { id: 'manila.summary.rises', defaultMessage: '{good} rises to {price, number}' },
              { good: goodName(g), price: PRICE_TRACK[e.prices[g]] },
            ),
          ),
        );
        break;
      default:
        break;
    }
  }
  return done;
}

/** "Silk: docked at harbour A", "Jade: plundered by the pirates, then to shipyard B". */
function shipLine(s: ShipFate): string {
  const values = { good: goodName(s.good), place: s.berth?.place ?? 'none', slot: s.berth?.slot ?? '' };
  return upperFirst(
    s.plundered
      ? msg(
          {
            id: 'manila.summary.shipPlundered',
            defaultMessage:
              '{good}: plundered by the pirates, then {place, select, harbour {sent to harbour {slot}} shipyard {to shipyard {slot}} other {found no free berth}}',
          },
          values,
        )
      : msg(
          {
            id: 'manila.summary.ship',
            defaultMessage:
              '{good}: {place, select, harbour {docked at harbour {slot}} shipyard {to shipyard {slot}} other {found no free berth}}',
          },
          values,
        ),
  );
}

import { PRICE_TRACK, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaEvent, ShipMove } from '../../../../engine/games/manila/types.js';
import type { Entry } from '../../../../lambdas/protocol/server.js';
import { Ledger, eventsOf, type RoundSummary } from '../round-summary.js';
import { goodLabel } from './goods-style.js';

/** Where a ship of the round ended, as the events told it. */
interface ShipFate {
  good: Good;
  plundered: boolean;
  berth: string | null;
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
export function manilaRoundSummaries(entries: readonly Entry[]): RoundSummary[] {
  const done: RoundSummary[] = [];
  let seats = 0;
  let open: Open | null = null;

  for (const { event: e, entry } of eventsOf<ManilaEvent>(entries)) {
    if (e.type === 'GameStarted') seats = e.seats;
    if ((e.type === 'RoundStarted' || e.type === 'GameEnded') && open) {
      done.push({
        round: open.round, version: entry.version, at: entry.at, seats: open.ledger.seats(), last: e.type === 'GameEnded',
        ships: open.ships.map(shipLine), prices: open.prices,
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
        if (s && m.docked) s.berth = `docked at harbour ${m.docked}`;
      }
    };
    switch (e.type) {
      case 'HarbourMasterChosen': money.pay(e.payments, 'harbour master', 'harbour master'); break;
      case 'ShareBought': money.pay(e.payments, `${goodLabel(e.good)} share bought`, 'share sold'); break;
      case 'ShareMortgaged': money.pay(e.payments, 'mortgage', e.forced ? 'mortgage (forced)' : 'mortgage'); break;
      case 'ShareRedeemed': money.pay(e.payments, 'share redeemed', 'share redeemed'); break;
      case 'AccomplicePlaced':
        money.pay(e.payments, 'accomplices placed', e.spot === 'insurance' ? 'insurance' : 'accomplices placed');
        break;
      case 'ShipsLaunched':
        ships.push(...e.ships.map(({ good }) => ({ good, plundered: false, berth: null })));
        break;
      case 'DiceRolled': moved(e.moves); break;
      case 'PilotMoved': moved(e.moves); break;
      case 'ShipPlundered': {
        const s = ship(e.good);
        if (s) s.plundered = true;
        break;
      }
      case 'ShipBerthed': {
        const s = ship(e.good);
        if (s) s.berth = e.berth.place === 'harbour' ? `docked at harbour ${e.berth.slot}` : `to shipyard ${e.berth.slot}`;
        break;
      }
      case 'ProfitPaid': {
        const good = e.good ? goodLabel(e.good) : '';
        switch (e.reason) {
          case 'plunder': money.pay(e.payments, 'plunder', `plunder of the ${good} ship`); break;
          case 'cargo': money.pay(e.payments, 'cargo', `${good} cargo`); break;
          case 'harbour': money.pay(e.payments, 'harbour', `harbour ${e.slot}`); break;
          // The insurer pays for the repairs out of his own cash; the bank covers what he cannot.
          case 'repairs': money.pay(e.payments, 'insurance: repairs paid', `shipyard ${e.slot}`); break;
        }
        break;
      }
      case 'PricesRaised':
        open.prices = e.goods.map((g) => `${goodLabel(g)} rises to ${PRICE_TRACK[e.prices[g]]}`);
        break;
      default: break;
    }
  }
  return done;
}

function shipLine(s: ShipFate): string {
  const end = s.berth ?? 'found no free berth';
  return `${goodLabel(s.good)}: ${s.plundered ? `plundered by the pirates, then ${end.replace(/^docked at/, 'sent to')}` : end}`;
}

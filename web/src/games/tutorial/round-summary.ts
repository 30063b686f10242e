import { CARGOES, SHIPS, type Cargo, type Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import type { BetResult, Fate, TutorialEvent } from '../../../../engine/games/manila-tutorial/types.js';
import type { GameEntry } from '../game-entry.js';
import { list, msg, upperFirst } from '../../i18n/i18n.js';
import { Ledger, eventsOf, type RoundSummary } from '../round-summary.js';
import { cargoName, shipName } from './ship-style.js';

/** A tutorial round under way while the log is read. */
interface Open {
  round: number;
  ledger: Ledger;
  cargo: Record<Ship, Cargo> | null;
  prices: Record<Cargo, number> | null;
  fates: Partial<Record<Ship, Fate>>;
}

function fateWords(fate: Fate): string {
  return msg(
    {
      id: 'tutorial.summary.fate',
      defaultMessage:
        '{fate, select, arrived {reached Manila} sunk {sank past Manila} collided {collided and sank} other {still at sea}}',
    },
    { fate },
  );
}

function betWords(result: BetResult): string {
  return msg(
    {
      id: 'tutorial.summary.bet',
      defaultMessage: '{result, select, won {bet won} lost {bet lost} other {bet refunded}}',
    },
    { result },
  );
}

/**
 * Every finished round of the tutorial race, oldest first: each seat's money with its reasons
 * (shares bought, stakes, bets won or refunded, cargo paid), how each ship's race ended, and the
 * round's cargo prices. A round is finished once the next one starts or the game ends.
 */
export function tutorialRoundSummaries(entries: readonly GameEntry<TutorialEvent>[]): RoundSummary[] {
  const done: RoundSummary[] = [];
  let seats = 0;
  let open: Open | null = null;

  for (const { event: e, entry } of eventsOf(entries)) {
    if (e.type === 'GameStarted') seats = e.seats;
    if ((e.type === 'RoundStarted' || e.type === 'GameEnded') && open) {
      done.push(summaryOf(open, entry, e.type === 'GameEnded'));
      open = null;
    }
    if (e.type === 'RoundStarted')
      open = { round: e.round, ledger: new Ledger(seats), cargo: null, prices: null, fates: {} };
    if (!open) continue;
    const money = open.ledger;
    switch (e.type) {
      case 'CargoLoaded':
        open.cargo = e.cargo;
        break;
      case 'PricesRolled':
        open.prices = e.prices;
        break;
      case 'SharesBought':
        money.pay(
          e.payments,
          msg({ id: 'tutorial.summary.sharesBought', defaultMessage: 'shares bought' }),
          msg({ id: 'tutorial.summary.sharesSold', defaultMessage: 'shares sold' }),
        );
        break;
      case 'BetPlaced': {
        const staked = msg({ id: 'tutorial.summary.betStaked', defaultMessage: 'bet staked' });
        money.pay(e.payments, staked, staked);
        break;
      }
      case 'BetsSettled':
        // One bet per seat and round: its result names what the bank paid back.
        for (const p of e.payments) {
          if (p.to === 'bank') continue;
          const bet = e.bets.find((b) => b.seat === p.to);
          money.add(
            p.to,
            bet ? betWords(bet.result) : msg({ id: 'tutorial.summary.betsSettled', defaultMessage: 'bets settled' }),
            p.amount,
          );
        }
        break;
      case 'ShipsMoved':
        for (const m of e.moves) open.fates[m.ship] = m.fate;
        break;
      case 'CargoPaid':
        money.pay(
          e.payments,
          msg({ id: 'tutorial.summary.cargo', defaultMessage: 'cargo' }),
          msg(
            { id: 'tutorial.summary.cargoOn', defaultMessage: '{cargo} on the {ship} ship' },
            { cargo: cargoName(e.cargo), ship: shipName(e.ship) },
          ),
        );
        break;
      default:
        break;
    }
  }
  return done;
}

function summaryOf(open: Open, entry: GameEntry<TutorialEvent>, last: boolean): RoundSummary {
  const ship = (s: Ship, fated: Fate) => {
    const fate = fateWords(fated);
    const label = upperFirst(
      open.cargo
        ? msg(
            { id: 'tutorial.summary.shipCargo', defaultMessage: '{ship} ship ({cargo}): {fate}' },
            { ship: shipName(s), cargo: cargoName(open.cargo[s]), fate },
          )
        : msg({ id: 'tutorial.summary.ship', defaultMessage: '{ship} ship: {fate}' }, { ship: shipName(s), fate }),
    );
    return label;
  };
  const prices = open.prices;
  return {
    round: open.round,
    version: entry.version,
    at: entry.at,
    seats: open.ledger.seats(),
    last,
    ships: SHIPS.flatMap((s) => {
      const fate = open.fates[s];
      return fate ? [ship(s, fate)] : [];
    }),
    prices: prices
      ? [
          msg(
            { id: 'tutorial.summary.prices', defaultMessage: 'Cargo prices this round: {prices}' },
            {
              prices: list(
                CARGOES.map((c) =>
                  msg(
                    { id: 'tutorial.summary.price', defaultMessage: '{cargo} {price, number}' },
                    { cargo: cargoName(c), price: prices[c] },
                  ),
                ),
                'unit',
              ),
            },
          ),
        ]
      : [],
  };
}

import { CARGOES, SHIPS, type Cargo, type Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import type { BetResult, Fate, TutorialEvent } from '../../../../engine/games/manila-tutorial/types.js';
import type { Entry } from '../../../../lambdas/protocol/server.js';
import { Ledger, eventsOf, type RoundSummary } from '../round-summary.js';

/** A tutorial round under way while the log is read. */
interface Open {
  round: number;
  ledger: Ledger;
  cargo: Record<Ship, Cargo> | null;
  prices: Record<Cargo, number> | null;
  fates: Partial<Record<Ship, Fate>>;
}

const FATE_WORDS: Record<Fate, string> = {
  'at-sea': 'still at sea',
  arrived: 'reached Manila',
  sunk: 'sank past Manila',
  collided: 'collided and sank',
};

const BET_WORDS: Record<BetResult, string> = { won: 'bet won', lost: 'bet lost', cancelled: 'bet refunded' };

/**
 * Every finished round of the tutorial race, oldest first: each seat's money with its reasons
 * (shares bought, stakes, bets won or refunded, cargo paid), how each ship's race ended, and the
 * round's cargo prices. A round is finished once the next one starts or the game ends.
 */
export function tutorialRoundSummaries(entries: readonly Entry[]): RoundSummary[] {
  const done: RoundSummary[] = [];
  let seats = 0;
  let open: Open | null = null;

  for (const { event: e, entry } of eventsOf<TutorialEvent>(entries)) {
    if (e.type === 'GameStarted') seats = e.seats;
    if ((e.type === 'RoundStarted' || e.type === 'GameEnded') && open) {
      done.push(summaryOf(open, entry, e.type === 'GameEnded'));
      open = null;
    }
    if (e.type === 'RoundStarted') open = { round: e.round, ledger: new Ledger(seats), cargo: null, prices: null, fates: {} };
    if (!open) continue;
    const money = open.ledger;
    switch (e.type) {
      case 'CargoLoaded': open.cargo = e.cargo; break;
      case 'PricesRolled': open.prices = e.prices; break;
      case 'SharesBought': money.pay(e.payments, 'shares bought', 'shares sold'); break;
      case 'BetPlaced': money.pay(e.payments, 'bet staked', 'bet staked'); break;
      case 'BetsSettled':
        // One bet per seat and round: its result names what the bank paid back.
        for (const p of e.payments) {
          if (p.to === 'bank') continue;
          const bet = e.bets.find((b) => b.seat === p.to);
          money.add(p.to, bet ? BET_WORDS[bet.result] : 'bets settled', p.amount);
        }
        break;
      case 'ShipsMoved':
        for (const m of e.moves) open.fates[m.ship] = m.fate;
        break;
      case 'CargoPaid': money.pay(e.payments, 'cargo', `${e.cargo} on the ${e.ship} ship`); break;
      default: break;
    }
  }
  return done;
}

function summaryOf(open: Open, entry: Entry, last: boolean): RoundSummary {
  const cargo = (ship: Ship) => (open.cargo ? ` (${open.cargo[ship]})` : '');
  return {
    round: open.round, version: entry.version, at: entry.at, seats: open.ledger.seats(), last,
    ships: SHIPS.filter((s) => open.fates[s]).map((s) => `${s[0].toUpperCase()}${s.slice(1)} ship${cargo(s)}: ${FATE_WORDS[open.fates[s]!]}`),
    prices: open.prices ? [`Cargo prices this round: ${CARGOES.map((c) => `${c} ${open.prices![c]}`).join(', ')}`] : [],
  };
}

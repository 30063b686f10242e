import type { Seat, Viewer } from '../../core/types.js';
import { BET_ODDS, CARGOES, ROUNDS, SHIPS } from './constants.js';
import type { ShipCounts, ShipMove, TutorialEvent } from './types.js';
import { isolate } from '../../core/text.js';

/** One plain-English line for the history. */
export function describe(e: TutorialEvent, viewer: Viewer, names?: readonly string[]): string {
  const who = (seat: Seat) => (seat === viewer ? 'You' : names?.[seat] !== undefined ? isolate(names[seat]) : `Seat ${seat + 1}`);
  const whose = (seat: Seat) => (seat === viewer ? 'your' : `${who(seat)}'s`);
  /** The verb as it agrees with who: "You pass", "Seat 2 passes". */
  const does = (seat: Seat, you: string, other: string) => `${who(seat)} ${seat === viewer ? you : other}`;
  /** The same, mid-sentence: "…; you buy and bet first". */
  const doesLater = (seat: Seat, you: string, other: string) => (seat === viewer ? `you ${you}` : does(seat, you, other));
  const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const holdings = (counts: ShipCounts) => list(SHIPS.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`));

  switch (e.type) {
    case 'GameStarted':
      return `A ${e.seats}-player Manila tutorial race begins; each player has 30 pesos`;
    case 'RoundStarted':
      return `Round ${e.round} of ${ROUNDS}: the ships wait in the harbour; ${doesLater(e.firstPlayer, 'buy and bet', 'buys and bets')} first`;
    case 'CargoLoaded':
      return `Cargo die ${e.die}: ${list(SHIPS.map((s) => `the ${s} ship carries ${e.cargo[s]}`))}`;
    case 'PricesRolled':
      return `Prices: ${list(CARGOES.map((c) => {
        const rerolled = e.rolls[c].length > 1 ? ` (rolled ${e.rolls[c].join(', ')}; a 1 is rolled again)` : '';
        return `${c} ${e.prices[c]}${rerolled}`;
      }))}`;
    case 'SharesBought': {
      const n = SHIPS.reduce((k, s) => k + e.shares[s], 0);
      const cost = e.payments.reduce((k, p) => k + p.amount, 0);
      return `${who(e.seat)} bought ${holdings(e.shares)} share${n === 1 ? '' : 's'} for ${cost} pesos`;
    }
    case 'SharesPassed':
      return e.forced ? `${does(e.seat, 'cannot buy a share and pass', 'cannot buy a share and passes')}` : `${does(e.seat, 'buy', 'buys')} no shares this round`;
    case 'BetPlaced':
      return `${does(e.seat, 'bet', 'bets')} ${plural(e.stake, 'peso')} that the ${e.ship} ship advances ${e.number} in the first two movements`;
    case 'BetPassed':
      return e.forced ? `${does(e.seat, 'have', 'has')} no pesos to bet` : `${does(e.seat, 'place', 'places')} no bet this round`;
    case 'ShipsMoved': {
      const moved = e.moves.map((m) => `the ${m.ship} ship rolls ${m.die}, ${m.from} → ${m.to}${fateText(m)}`);
      const crashes = collisions(e.moves).map(({ space, ships }) => `the ${list(ships)} ships collide on space ${space} and sink`);
      return `Movement ${e.movement}: ${[...moved, ...crashes].join('; ')}`;
    }
    case 'BetsSettled':
      return `Bets settled: ${e.bets.map((b) => {
        if (b.result === 'cancelled') return `${whose(b.seat)} ${b.stake} on ${b.ship} is refunded (the ship collided)`;
        if (b.result === 'won') return `${doesLater(b.seat, 'win', 'wins')} ${b.stake * (1 + BET_ODDS)} for a stake of ${b.stake} (${b.ship} advanced ${b.advanced})`;
        return `${doesLater(b.seat, 'lose', 'loses')} ${b.stake} (${b.ship} advanced ${b.advanced}, not ${b.number})`;
      }).join('; ')}`;
    case 'CargoPaid': {
      const paid = e.payments.map((p) => `${typeof p.to === 'number' ? who(p.to) : 'the bank'} ${p.amount}`);
      const head = `The ${e.ship} ship's ${e.cargo} (price ${e.price}) arrived`;
      return paid.length ? `${head}: the bank pays ${list(paid)}` : `${head}, but nobody holds a share of it`;
    }
    case 'SharesReturned': {
      const back = e.shares.flatMap((n, seat) => (n > 0 ? [`${whose(seat)} ${n}`] : []));
      const head = `The ${e.ship} ship ${e.fate === 'sunk' ? 'sank' : 'collided'}`;
      const total = e.shares.reduce((a, b) => a + b, 0);
      const goes = total === 1 ? 'share goes' : 'shares go';
      return back.length ? `${head}: ${list(back)} ${e.ship} ${goes} back to the bank, worthless` : `${head}; nobody held a share of it`;
    }
    case 'GameEnded': {
      const best = [...e.standings].sort((a, b) => b.cash - a.cash || b.sharesBought - a.sharesBought);
      return `Game over after ${ROUNDS} rounds. ${list(best.map((w) => `${who(w.seat)} ${w.cash} pesos (${plural(w.sharesBought, 'share')} bought)`))}`;
    }
  }
}

function fateText(m: ShipMove): string {
  if (m.fate === 'arrived') return ' and reaches Manila';
  if (m.fate === 'sunk') return ' and sinks past Manila';
  return '';
}

function collisions(moves: readonly ShipMove[]): { space: number; ships: string[] }[] {
  const bySpace = new Map<number, string[]>();
  for (const m of moves) if (m.fate === 'collided') bySpace.set(m.to, [...(bySpace.get(m.to) ?? []), m.ship]);
  return [...bySpace].map(([space, ships]) => ({ space, ships }));
}

import type { Seat } from '../../core/types.js';
import { applyPayments } from '../../core/payments.js';
import { SHARES_PER_SHIP, STARTING_CASH } from './constants.js';
import { nextInRound, shipsInHarbour, totalShares, zeroCounts } from './rules.js';
import type { ShipCounts, TutorialEvent, TutorialState } from './types.js';

export function initialState(): TutorialState {
  return {
    status: 'new',
    seats: 0,
    round: 0,
    firstPlayer: 0,
    phase: { kind: 'setup' },
    players: [],
    bank: zeroCounts(),
    cargo: null,
    prices: null,
    ships: shipsInHarbour(),
    movements: 0,
    bets: [],
  };
}

function add(a: ShipCounts, b: ShipCounts, sign: 1 | -1): ShipCounts {
  return { red: a.red + sign * b.red, green: a.green + sign * b.green, blue: a.blue + sign * b.blue };
}

/** The next share turn, or the first betting turn once every seat has had one. */
function afterShareTurn(s: TutorialState, seat: Seat): TutorialState['phase'] {
  const next = nextInRound(s, seat);
  return next === null ? { kind: 'bets', turn: s.firstPlayer } : { kind: 'shares', turn: next };
}

/** The next betting turn, or the voyage once every seat has had one. */
function afterBetTurn(s: TutorialState, seat: Seat): TutorialState['phase'] {
  const next = nextInRound(s, seat);
  return next === null ? { kind: 'voyage' } : { kind: 'bets', turn: next };
}

/** Pure and total: folding a log never rolls dice or consults a clock. */
export function evolve(state: TutorialState, event: TutorialEvent): TutorialState {
  switch (event.type) {
    case 'GameStarted':
      return {
        ...initialState(),
        status: 'playing',
        seats: event.seats,
        players: Array.from({ length: event.seats }, () => ({
          cash: STARTING_CASH,
          shares: zeroCounts(),
          sharesBought: 0,
        })),
        bank: { red: SHARES_PER_SHIP, green: SHARES_PER_SHIP, blue: SHARES_PER_SHIP },
      };
    case 'RoundStarted':
      return {
        ...state,
        round: event.round,
        firstPlayer: event.firstPlayer,
        phase: { kind: 'loading' },
        cargo: null,
        prices: null,
        ships: shipsInHarbour(),
        movements: 0,
        bets: [],
      };
    case 'CargoLoaded':
      return { ...state, cargo: { ...event.cargo } };
    case 'PricesRolled':
      return { ...state, prices: { ...event.prices }, phase: { kind: 'shares', turn: state.firstPlayer } };
    case 'SharesBought': {
      const players = state.players.slice();
      const p = players[event.seat];
      players[event.seat] = {
        ...p,
        shares: add(p.shares, event.shares, 1),
        sharesBought: p.sharesBought + totalShares(event.shares),
      };
      return {
        ...state,
        players: applyPayments(players, event.payments),
        bank: add(state.bank, event.shares, -1),
        phase: afterShareTurn(state, event.seat),
      };
    }
    case 'SharesPassed':
      return { ...state, phase: afterShareTurn(state, event.seat) };
    case 'BetPlaced':
      return {
        ...state,
        players: applyPayments(state.players, event.payments),
        bets: [
          ...state.bets,
          { seat: event.seat, ship: event.ship, number: event.number, stake: event.stake, result: null },
        ],
        phase: afterBetTurn(state, event.seat),
      };
    case 'BetPassed':
      return { ...state, phase: afterBetTurn(state, event.seat) };
    case 'ShipsMoved': {
      const ships = { ...state.ships };
      for (const m of event.moves) ships[m.ship] = { position: m.to, fate: m.fate };
      return { ...state, ships, movements: event.movement };
    }
    case 'BetsSettled': {
      const bets = state.bets.map((b) => {
        const settled = b.result === null ? event.bets.find((x) => x.seat === b.seat) : undefined;
        return settled ? { ...b, result: settled.result } : b;
      });
      return { ...state, bets, players: applyPayments(state.players, event.payments) };
    }
    case 'CargoPaid':
      return { ...state, players: applyPayments(state.players, event.payments) };
    case 'SharesReturned': {
      const returned = event.shares.reduce((n, k) => n + k, 0);
      return {
        ...state,
        players: state.players.map((p, seat) => ({
          ...p,
          shares: { ...p.shares, [event.ship]: p.shares[event.ship] - (event.shares[seat] ?? 0) },
        })),
        bank: { ...state.bank, [event.ship]: state.bank[event.ship] + returned },
      };
    }
    case 'GameEnded':
      return { ...state, status: 'over', phase: { kind: 'over' } };
  }
}

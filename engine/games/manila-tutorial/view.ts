import type { Seat, Viewer } from '../../core/types.js';
import { MANILA_SPACE, ROUNDS, SHIPS, type Cargo, type Ship } from './constants.js';
import { toAct } from './legal.js';
import type { Bet, Fate, Phase, ShipCounts, TutorialState } from './types.js';

export interface TutorialShipView {
  ship: Ship;
  cargo: Cargo | null;
  /** The price one share earns if this ship arrives this round. */
  price: number | null;
  position: number;
  fate: Fate;
}

export interface TutorialPlayerView {
  seat: Seat;
  cash: number;
  shares: ShipCounts;
  sharesBought: number;
}

export interface TutorialView {
  game: 'manila-tutorial';
  status: TutorialState['status'];
  viewer: Viewer;
  seats: number;
  round: number;
  rounds: number;
  manila: number;
  firstPlayer: Seat;
  phase: Phase;
  toAct: Seat[];
  movements: number;
  ships: TutorialShipView[];
  bank: ShipCounts;
  bets: Bet[];
  players: TutorialPlayerView[];
}

/**
 * Everything in this game lies open on the table (notes, shares, bets, dice), so every viewer
 * sees the same picture; only `viewer` differs. Every field is copied by name, never passed
 * on from the state, so a field added to the state is not sent until it is listed here.
 */
export function view(s: TutorialState, viewer: Viewer): TutorialView {
  return {
    game: 'manila-tutorial',
    status: s.status,
    viewer,
    seats: s.seats,
    round: s.round,
    rounds: ROUNDS,
    manila: MANILA_SPACE,
    firstPlayer: s.firstPlayer,
    phase: phaseView(s.phase),
    toAct: toAct(s),
    movements: s.movements,
    ships: SHIPS.map((ship) => {
      const cargo = s.cargo ? s.cargo[ship] : null;
      return {
        ship,
        cargo,
        price: cargo && s.prices ? s.prices[cargo] : null,
        position: s.ships[ship].position,
        fate: s.ships[ship].fate,
      };
    }),
    bank: counts(s.bank),
    bets: s.bets.map((b) => ({ seat: b.seat, ship: b.ship, number: b.number, stake: b.stake, result: b.result })),
    players: s.players.map((p, seat) => ({
      seat,
      cash: p.cash,
      shares: counts(p.shares),
      sharesBought: p.sharesBought,
    })),
  };
}

function counts(c: ShipCounts): ShipCounts {
  return { red: c.red, green: c.green, blue: c.blue };
}

function phaseView(ph: Phase): Phase {
  switch (ph.kind) {
    case 'setup':
    case 'loading':
    case 'voyage':
    case 'over':
      return { kind: ph.kind };
    case 'shares':
    case 'bets':
      return { kind: ph.kind, turn: ph.turn };
  }
}

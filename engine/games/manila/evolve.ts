import type { Payment, Seat } from '../../core/types.js';
import { applyPayments } from '../../core/payments.js';
import { SHARES_DEALT_PER_PLAYER, SHIP_SEAT_COSTS, STARTING_CASH, type Good } from './constants.js';
import { emptyBoard, nextBidder, nextPlacer, zeroCounts } from './board.js';
import { parseSpot } from './spots.js';
import type { BoardState, ManilaEvent, ManilaState, PlayerState, ShipMove, ShipState } from './types.js';

export function initialState(): ManilaState {
  return {
    status: 'new',
    seats: 0,
    options: { strongerPirates: false },
    players: [],
    bank: zeroCounts(),
    prices: zeroCounts(),
    round: 0,
    harbourMaster: null,
    phase: { kind: 'setup' },
    board: emptyBoard(),
    placed: [],
    stopped: [],
  };
}

function updatePlayer(
  state: ManilaState,
  seat: Seat,
  f: (p: PlayerState) => PlayerState,
  payments: readonly Payment[],
): PlayerState[] {
  const players = state.players.slice();
  players[seat] = f(players[seat]);
  return applyPayments(players, payments);
}

function bump(counts: Record<Good, number>, good: Good, by: number): Record<Good, number> {
  return { ...counts, [good]: counts[good] + by };
}

/** A redacted event names no good; the fold then only counts the card. */
function mortgageBy(p: PlayerState, good: Good | null, by: number): PlayerState {
  if (good === null) return { ...p, unseen: { ...p.unseen, mortgaged: p.unseen.mortgaged + by } };
  return { ...p, mortgaged: bump(p.mortgaged, good, by) };
}

function updateShip(board: BoardState, good: Good, f: (s: ShipState) => ShipState): BoardState {
  return { ...board, ships: board.ships.map((s) => (s.good === good ? f(s) : s)) };
}

function applyMoves(board: BoardState, moves: readonly ShipMove[]): BoardState {
  let b = board;
  for (const m of moves) {
    b = updateShip(b, m.good, (s) => ({
      ...s,
      position: m.to,
      berth: m.docked ? { place: 'harbour', slot: m.docked } : s.berth,
    }));
  }
  return b;
}

/** Pure and total: folding a log never rolls dice or consults a clock. */
export function evolve(state: ManilaState, event: ManilaEvent): ManilaState {
  switch (event.type) {
    case 'GameStarted': {
      const players: PlayerState[] = [];
      for (let s = 0; s < event.seats; s++) {
        const shares = zeroCounts();
        const hand = event.deal[s];
        for (const g of hand ?? []) shares[g]++;
        const unseen = { shares: hand ? 0 : SHARES_DEALT_PER_PLAYER, mortgaged: 0 };
        players.push({ cash: STARTING_CASH, shares, mortgaged: zeroCounts(), bought: zeroCounts(), unseen });
      }
      return {
        ...state,
        status: 'playing',
        seats: event.seats,
        options: event.options,
        players,
        bank: { ...event.bank },
        placed: players.map(() => 0),
        stopped: players.map(() => false),
      };
    }
    case 'RoundStarted':
      return {
        ...state,
        round: event.round,
        board: emptyBoard(),
        placed: state.placed.map(() => 0),
        stopped: state.stopped.map(() => false),
        phase: { kind: 'auction', opener: event.opener, turn: event.opener, highBid: 0, highBidder: null, passed: [] },
      };
    case 'BidPlaced': {
      if (state.phase.kind !== 'auction') return state;
      const ph = { ...state.phase, highBid: event.amount, highBidder: event.seat };
      const turn = nextBidder(state.seats, event.seat, ph.passed, event.seat);
      return { ...state, phase: { ...ph, turn: turn ?? event.seat } };
    }
    case 'BidPassed': {
      if (state.phase.kind !== 'auction') return state;
      const passed = [...state.phase.passed, event.seat];
      const turn = nextBidder(state.seats, event.seat, passed, state.phase.highBidder);
      return { ...state, phase: { ...state.phase, passed, turn: turn ?? event.seat } };
    }
    case 'HarbourMasterChosen':
      return {
        ...state,
        harbourMaster: event.seat,
        players: applyPayments(state.players, event.payments),
        phase: { kind: 'buy-share' },
      };
    case 'ShareMortgaged':
      return {
        ...state,
        players: updatePlayer(state, event.seat, (p) => mortgageBy(p, event.good, 1), event.payments),
      };
    case 'ShareRedeemed':
      return {
        ...state,
        players: updatePlayer(state, event.seat, (p) => mortgageBy(p, event.good, -1), event.payments),
      };
    case 'ShareBought':
      return {
        ...state,
        bank: bump(state.bank, event.good, -1),
        players: updatePlayer(
          state,
          event.seat,
          (p) => ({ ...p, shares: bump(p.shares, event.good, 1), bought: bump(p.bought, event.good, 1) }),
          event.payments,
        ),
        phase: { kind: 'launch' },
      };
    case 'ShareDeclined':
      return { ...state, phase: { kind: 'launch' } };
    case 'ShipsLaunched':
      return {
        ...state,
        board: {
          ...state.board,
          ships: event.ships.map(({ good, start }) => ({
            good,
            position: start,
            crew: SHIP_SEAT_COSTS[good].map(() => null),
            berth: null,
            plundered: false,
          })),
        },
        phase: { kind: 'between', after: 'launch' },
      };
    case 'PlacementRoundStarted': {
      return {
        ...state,
        phase: { kind: 'placement', placementRound: event.placementRound, turn: nextPlacer(state, null) },
      };
    }
    case 'AccomplicePlaced': {
      const next = {
        ...state,
        board: placeOnBoard(state.board, event.seat, event.spot, event.index),
        players: applyPayments(state.players, event.payments),
        placed: state.placed.map((n, s) => (s === event.seat ? n + 1 : n)),
      };
      return afterPlacementTurn(next, event.seat);
    }
    case 'PlacingStopped':
      return afterPlacementTurn({ ...state, stopped: state.stopped.map((v, s) => v || s === event.seat) }, event.seat);
    case 'DiceRolled':
      return {
        ...state,
        board: { ...applyMoves(state.board, event.moves), rollsDone: event.roll },
        phase: { kind: 'between', after: event.roll === 1 ? 'roll-1' : event.roll === 2 ? 'roll-2' : 'roll-3' },
      };
    case 'PirateTurn':
      return {
        ...state,
        phase: {
          kind: 'boarding',
          order: event.order,
          pirateSpot: event.pirateSpot,
          seat: event.seat,
          ships: event.ships,
        },
      };
    case 'PirateBoarded': {
      if (state.phase.kind !== 'boarding') return state;
      const { pirateSpot: spot, order } = state.phase;
      const b = updateShip(state.board, event.good, (s) => ({
        ...s,
        crew: s.crew.map((c, i) => (i === event.index ? event.seat : c)),
      }));
      // The captain's departure promotes the second pirate to the front spot.
      const pirates: [Seat | null, Seat | null] = spot === 0 ? [b.pirates[1], null] : [b.pirates[0], null];
      return {
        ...state,
        board: { ...b, pirates, boarded: [...b.boarded, { good: event.good, index: event.index }] },
        phase: { kind: 'between', after: order === 'captain' ? 'captain-boarded' : 'boarding' },
      };
    }
    case 'PirateStayed':
      if (state.phase.kind !== 'boarding') return state;
      return {
        ...state,
        phase: { kind: 'between', after: state.phase.order === 'captain' ? 'captain-stayed' : 'boarding' },
      };
    case 'PilotTurn':
      return { ...state, phase: { kind: 'pilot', pilot: event.pilot, seat: event.seat } };
    case 'PilotMoved':
      return {
        ...state,
        board: applyMoves(state.board, event.moves),
        phase: { kind: 'between', after: event.pilot === 'small' ? 'pilot-small' : 'pilot-large' },
      };
    case 'PilotDeclined':
      return { ...state, phase: { kind: 'between', after: event.pilot === 'small' ? 'pilot-small' : 'pilot-large' } };
    case 'ShipPlundered':
      return {
        ...state,
        board: updateShip(state.board, event.good, (s) => ({ ...s, plundered: true, crew: s.crew.map(() => null) })),
      };
    case 'PlunderTurn':
      return { ...state, phase: { kind: 'plunder', seat: event.seat, ships: event.ships } };
    case 'ShipBerthed': {
      const board = updateShip(state.board, event.good, (s) => ({ ...s, berth: event.berth }));
      if (state.phase.kind === 'plunder') {
        const ships = state.phase.ships.filter((g) => g !== event.good);
        return {
          ...state,
          board,
          phase: ships.length ? { ...state.phase, ships } : { kind: 'between', after: 'plunder' },
        };
      }
      return { ...state, board };
    }
    case 'ProfitPaid':
      return { ...state, players: applyPayments(state.players, event.payments) };
    case 'PricesRaised':
      return { ...state, prices: event.prices };
    case 'GameEnded':
      return { ...state, status: 'over', phase: { kind: 'over' } };
  }
}

function afterPlacementTurn(state: ManilaState, seat: Seat): ManilaState {
  if (state.phase.kind !== 'placement') return state;
  return { ...state, phase: { ...state.phase, turn: nextPlacer(state, seat) } };
}

function placeOnBoard(
  board: BoardState,
  seat: Seat,
  spotId: Parameters<typeof parseSpot>[0],
  index: number,
): BoardState {
  const spot = parseSpot(spotId);
  switch (spot.kind) {
    case 'ship':
      return updateShip(board, spot.good, (s) => ({ ...s, crew: s.crew.map((c, i) => (i === index ? seat : c)) }));
    case 'harbour':
      return { ...board, harbour: { ...board.harbour, [spot.slot]: seat } };
    case 'shipyard':
      return { ...board, shipyard: { ...board.shipyard, [spot.slot]: seat } };
    case 'pirate': {
      const pirates: [Seat | null, Seat | null] = [...board.pirates];
      pirates[index] = seat;
      return { ...board, pirates };
    }
    case 'pilot':
      return { ...board, pilots: { ...board.pilots, [spot.pilot]: seat } };
    case 'insurance':
      return { ...board, insurance: seat };
  }
}

import type { Seat, Viewer } from '../../core/types.js';
import { GOODS, PRICE_TRACK, accomplicesPerPlayer, type Slot } from './constants.js';
import { pawnsLeft } from './board.js';
import { toAct } from './legal.js';
import type { BoardState, GoodCounts, ManilaOptions, ManilaState, Phase } from './types.js';

export interface ManilaPlayerView {
  seat: Seat;
  cash: number;
  accomplices: number;
  accomplicesLeft: number;
  stoppedPlacing: boolean;
  /** How many share cards the player holds, face up or mortgaged (the table can count cards). */
  shareCount: number;
  mortgagedCount: number;
  /** Shares the table watched the player buy. */
  bought: GoodCounts;
  /** The player's own shares in full; other seats' only after the game ends. */
  shares: GoodCounts | null;
  mortgaged: GoodCounts | null;
}

export interface ManilaView {
  game: 'manila';
  status: ManilaState['status'];
  viewer: Viewer;
  seats: number;
  options: ManilaOptions;
  round: number;
  harbourMaster: Seat | null;
  phase: Phase;
  toAct: Seat[];
  prices: { step: number; value: number }[];
  priceOf: Record<string, { step: number; value: number }>;
  bank: GoodCounts;
  board: BoardState;
  players: ManilaPlayerView[];
}

/**
 * What a seat (or a spectator, or an auditor after the end) may see: everything on the table,
 * no one else's hand. Every field is copied by name, never spread from the state, so a field
 * added to the state is not sent until it is listed here (and, if secret, in secrets.ts).
 */
export function view(s: ManilaState, viewer: Viewer): ManilaView {
  const revealAll = viewer === 'all' || s.status === 'over';
  const table = tableOf(s);
  return {
    game: 'manila',
    status: s.status,
    viewer,
    seats: s.seats,
    options: table.options,
    round: s.round,
    harbourMaster: s.harbourMaster,
    phase: table.phase,
    toAct: table.toAct,
    prices: table.prices,
    priceOf: table.priceOf,
    bank: table.bank,
    board: table.board,
    players: s.players.map((_, seat) => (revealAll || viewer === seat ? table.own[seat] : table.others[seat])),
  };
}

/** The parts of a state's view every viewer is shown alike, and each player as its owner and as the others see it. */
interface Table extends Pick<ManilaView, 'options' | 'phase' | 'toAct' | 'prices' | 'priceOf' | 'bank' | 'board'> {
  own: ManilaPlayerView[];
  others: ManilaPlayerView[];
}

/**
 * Made once per state (a state is a value: evolve makes a new one), so the views of one state
 * share these objects: a broadcast shows a state to every seat and to the spectators, and
 * whoever compares or serializes those views (the server's view patches) meets one object where
 * there were one per viewer. Views are values too: nobody changes one once it is made.
 */
const tables = new WeakMap<ManilaState, Table>();

function tableOf(s: ManilaState): Table {
  const known = tables.get(s);
  if (known) return known;
  const priceOf: Record<string, { step: number; value: number }> = {};
  for (const g of GOODS) priceOf[g] = { step: s.prices[g], value: PRICE_TRACK[s.prices[g]] };
  const total = (c: GoodCounts) => GOODS.reduce((n, g) => n + c[g], 0);
  const player = (seat: Seat, own: boolean): ManilaPlayerView => {
    const p = s.players[seat];
    return {
      seat,
      cash: p.cash,
      accomplices: accomplicesPerPlayer(s.seats),
      accomplicesLeft: pawnsLeft(s, seat),
      stoppedPlacing: s.stopped[seat],
      shareCount: total(p.shares) + p.unseen.shares,
      mortgagedCount: total(p.mortgaged) + p.unseen.mortgaged,
      bought: counts(p.bought),
      shares: own ? counts(p.shares) : null,
      mortgaged: own ? counts(p.mortgaged) : null,
    };
  };
  const table: Table = {
    options: { strongerPirates: s.options.strongerPirates },
    phase: phaseView(s.phase),
    toAct: toAct(s),
    prices: GOODS.map((g) => priceOf[g]),
    priceOf,
    bank: counts(s.bank),
    board: boardView(s.board),
    own: s.players.map((_, seat) => player(seat, true)),
    others: s.players.map((_, seat) => player(seat, false)),
  };
  tables.set(s, table);
  return table;
}

function counts(c: GoodCounts): GoodCounts {
  return { jade: c.jade, silk: c.silk, ginseng: c.ginseng, nutmeg: c.nutmeg };
}

function bySlot<T>(r: Record<Slot, T>): Record<Slot, T> {
  return { A: r.A, B: r.B, C: r.C };
}

function phaseView(ph: Phase): Phase {
  switch (ph.kind) {
    case 'setup':
    case 'buy-share':
    case 'launch':
    case 'over':
      return { kind: ph.kind };
    case 'auction':
      return {
        kind: ph.kind,
        opener: ph.opener,
        turn: ph.turn,
        highBid: ph.highBid,
        highBidder: ph.highBidder,
        passed: [...ph.passed],
      };
    case 'placement':
      return { kind: ph.kind, placementRound: ph.placementRound, turn: ph.turn };
    case 'boarding':
      return { kind: ph.kind, order: ph.order, pirateSpot: ph.pirateSpot, seat: ph.seat, ships: [...ph.ships] };
    case 'pilot':
      return { kind: ph.kind, pilot: ph.pilot, seat: ph.seat };
    case 'plunder':
      return { kind: ph.kind, seat: ph.seat, ships: [...ph.ships] };
    case 'between':
      return { kind: ph.kind, after: ph.after };
  }
}

function boardView(b: BoardState): BoardState {
  return {
    ships: b.ships.map((ship) => ({
      good: ship.good,
      position: ship.position,
      crew: [...ship.crew],
      berth: ship.berth && { place: ship.berth.place, slot: ship.berth.slot },
      plundered: ship.plundered,
    })),
    harbour: bySlot(b.harbour),
    shipyard: bySlot(b.shipyard),
    pirates: [b.pirates[0], b.pirates[1]],
    pilots: { small: b.pilots.small, large: b.pilots.large },
    insurance: b.insurance,
    rollsDone: b.rollsDone,
    boarded: b.boarded.map((x) => ({ good: x.good, index: x.index })),
  };
}

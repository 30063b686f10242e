import type { Seat, Viewer } from '../../core/types.js';
import { GOODS, PRICE_TRACK, accomplicesPerPlayer } from './constants.js';
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

/** What a seat (or a spectator, or an auditor after the end) may see: everything on the table, no one else's hand. */
export function view(s: ManilaState, viewer: Viewer): ManilaView {
  const revealAll = viewer === 'all' || s.status === 'over';
  const priceOf: Record<string, { step: number; value: number }> = {};
  for (const g of GOODS) priceOf[g] = { step: s.prices[g], value: PRICE_TRACK[s.prices[g]] };
  return {
    game: 'manila',
    status: s.status,
    viewer,
    seats: s.seats,
    options: s.options,
    round: s.round,
    harbourMaster: s.harbourMaster,
    phase: s.phase,
    toAct: toAct(s),
    prices: GOODS.map((g) => priceOf[g]),
    priceOf,
    bank: s.bank,
    board: s.board,
    players: s.players.map((p, seat) => {
      const own = revealAll || viewer === seat;
      const count = (c: GoodCounts) => GOODS.reduce((n, g) => n + c[g], 0);
      return {
        seat,
        cash: p.cash,
        accomplices: accomplicesPerPlayer(s.seats),
        accomplicesLeft: pawnsLeft(s, seat),
        stoppedPlacing: s.stopped[seat],
        shareCount: count(p.shares) + p.unseen.shares,
        mortgagedCount: count(p.mortgaged) + p.unseen.mortgaged,
        bought: p.bought,
        shares: own ? p.shares : null,
        mortgaged: own ? p.mortgaged : null,
      };
    }),
  };
}

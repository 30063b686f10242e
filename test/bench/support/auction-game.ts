import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

/**
 * The anchor game of durable-anchor.bench.ts, written with boardgame.io's own API: a small
 * bidding game for three, played in open-outcry rounds. Each round a lot worth one die is
 * offered; in turn, each bidder still in bids higher (within their coins) or passes for the
 * round; when at most one bidder is left and someone has bid, the leader pays and scores the
 * lot. After ROUNDS lots the highest score wins.
 *
 * It is small on purpose: the comparison measures what a framework spends on a move
 * (transport, authorization, storage, sending the new state to every seat), not how much a
 * rule set computes, and Manila's bidding for the harbour master is this kind of move.
 */
export interface AuctionState {
  coins: number[];
  score: number[];
  /** The value of the lot on offer this round (a die, drawn by boardgame.io's random plugin on the server). */
  lot: number;
  round: number;
  high: number;
  leader: number | null;
  passed: boolean[];
}

export const AUCTION_ROUNDS = 12;
const START_COINS = 30;

const bidders = (G: AuctionState) => G.passed.filter((p) => !p).length;

/** Ends the round when the auction is decided: the leader pays and scores; a new lot is drawn. */
function settleIfDecided(G: AuctionState, d6: () => number): void {
  const left = bidders(G);
  if (left > 1 || (left === 1 && G.leader === null)) return;
  if (G.leader !== null) {
    G.coins[G.leader] -= G.high;
    G.score[G.leader] += G.lot;
  }
  G.round += 1;
  G.lot = d6();
  G.high = 0;
  G.leader = null;
  G.passed = G.passed.map(() => false);
}

export const auctionGame: Game<AuctionState> = {
  name: 'auction',
  minPlayers: 3,
  maxPlayers: 3,
  setup: ({ ctx, random }) => ({
    coins: Array.from({ length: ctx.numPlayers }, () => START_COINS),
    score: Array.from({ length: ctx.numPlayers }, () => 0),
    lot: random.D6(),
    round: 1,
    high: 0,
    leader: null,
    passed: Array.from({ length: ctx.numPlayers }, () => false),
  }),
  turn: {
    minMoves: 1,
    maxMoves: 1,
    // The next seat still bidding this round (after a round ends every seat is back in).
    order: {
      first: () => 0,
      next: ({ G, ctx }) => {
        for (let step = 1; step <= ctx.numPlayers; step++) {
          const pos = (ctx.playOrderPos + step) % ctx.numPlayers;
          if (!G.passed[Number(ctx.playOrder[pos])]) return pos;
        }
        return (ctx.playOrderPos + 1) % ctx.numPlayers;
      },
    },
  },
  // client: false: a seat's client waits for the server's state instead of applying its own
  // move first, so a move's round trip is the server's for every seat, as on the local stack.
  moves: {
    bid: {
      client: false,
      move: ({ G, playerID, random }, amount: number) => {
        const seat = Number(playerID);
        if (!Number.isInteger(amount) || amount <= G.high || amount > G.coins[seat]) return INVALID_MOVE;
        G.high = amount;
        G.leader = seat;
        settleIfDecided(G, () => random.D6());
      },
    },
    pass: {
      client: false,
      move: ({ G, playerID, random }) => {
        G.passed[Number(playerID)] = true;
        settleIfDecided(G, () => random.D6());
      },
    },
  },
  endIf: ({ G }) => (G.round > AUCTION_ROUNDS ? { scores: G.score } : undefined),
};

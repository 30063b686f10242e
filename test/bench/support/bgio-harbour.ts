// The anchor's side of the broadcast benchmark: a small Manila-like game written with
// boardgame.io's API, so that its Master does per command what ours does (a reducer over a
// state with public board and secret hands, then one filtered state per player and one for a
// spectator). Chosen over its tic-tac-toe example because a 9-cell board is far smaller than a
// Manila board: a round is an auction for the harbour master (bid or pass, once round the
// table), three laps of placing a worker on a ship's or the harbour's spots (paying for it),
// and three rolls of three dice moving the ships; ships that reach 13 pay their workers and
// raise their good's share price. Each player holds two secret share cards, which the
// player view strips from everyone else's state, as Manila's view hides dealt shares.
import type { Game, PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

export const GOODS = ['jade', 'silk', 'ginseng', 'nutmeg'] as const;
type Good = (typeof GOODS)[number];
const SHIP_SPOTS = [2, 3, 4];
const HARBOUR_SPOTS = [4, 3, 2];
const SHIP_GOAL = 13;
const ROUNDS = 8;

interface Ship {
  good: Good;
  position: number;
  spots: (PlayerID | null)[];
}

interface PlayerState {
  cash: number;
  workers: number;
  hand: Good[];
  shares: Record<Good, number>;
}

export interface HarbourState {
  stage: 'auction' | 'placement' | 'roll';
  round: number;
  bids: Record<PlayerID, number | 'pass'>;
  harbourMaster: PlayerID | null;
  placed: number;
  rolls: number;
  lastDice: number[];
  ships: Ship[];
  harbour: (PlayerID | null)[];
  prices: Record<Good, number>;
  players: Record<PlayerID, PlayerState>;
}

function freshShips(): Ship[] {
  return GOODS.slice(0, 3).map((good) => ({ good, position: 0, spots: SHIP_SPOTS.map(() => null) }));
}

/** Where a worker may stand: `ship` 0-2, or 3 for the harbour; `spot` its index there. */
export function freeSpots(G: HarbourState): { ship: number; spot: number }[] {
  const out: { ship: number; spot: number }[] = [];
  G.ships.forEach((s, ship) => s.spots.forEach((p, spot) => p === null && out.push({ ship, spot })));
  G.harbour.forEach((p, spot) => p === null && out.push({ ship: 3, spot }));
  return out;
}

function settle(G: HarbourState): void {
  for (const s of G.ships) {
    if (s.position < SHIP_GOAL) continue;
    G.prices[s.good] = Math.min(30, G.prices[s.good] + 5);
    s.spots.forEach((p, i) => {
      if (p !== null) G.players[p].cash += SHIP_SPOTS[i] * 2;
    });
  }
  G.harbour.forEach((p, i) => {
    if (p !== null) G.players[p].cash += HARBOUR_SPOTS[i] + G.ships.filter((s) => s.position < SHIP_GOAL).length;
  });
  G.round += 1;
  G.stage = 'auction';
  G.bids = {};
  G.harbourMaster = null;
  G.placed = 0;
  G.rolls = 0;
  G.ships = freshShips();
  G.harbour = HARBOUR_SPOTS.map(() => null);
  for (const p of Object.values(G.players)) p.workers = 3;
}

export const harbour: Game<HarbourState> = {
  name: 'harbour',
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle(GOODS.flatMap((g) => [g, g, g, g, g]));
    const players: Record<PlayerID, PlayerState> = {};
    for (const id of ctx.playOrder) {
      const hand = [deck.pop() as Good, deck.pop() as Good];
      players[id] = {
        cash: 30,
        workers: 3,
        hand,
        shares: Object.fromEntries(GOODS.map((g) => [g, hand.filter((h) => h === g).length])) as Record<Good, number>,
      };
    }
    return {
      stage: 'auction',
      round: 1,
      bids: {},
      harbourMaster: null,
      placed: 0,
      rolls: 0,
      lastDice: [],
      ships: freshShips(),
      harbour: HARBOUR_SPOTS.map(() => null),
      prices: { jade: 0, silk: 0, ginseng: 0, nutmeg: 0 },
      players,
    };
  },
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    bid: ({ G, ctx, playerID }, amount: number) => {
      const best = Math.max(0, ...Object.values(G.bids).map((b) => (b === 'pass' ? 0 : b)));
      if (G.stage !== 'auction' || !Number.isInteger(amount) || amount <= best || amount > G.players[playerID].cash)
        return INVALID_MOVE;
      G.bids[playerID] = amount;
      closeAuction(G, ctx.numPlayers);
    },
    pass: ({ G, ctx, playerID }) => {
      if (G.stage !== 'auction') return INVALID_MOVE;
      G.bids[playerID] = 'pass';
      closeAuction(G, ctx.numPlayers);
    },
    place: ({ G, ctx, playerID }, ship: number, spot: number) => {
      if (G.stage !== 'placement') return INVALID_MOVE;
      const spots = ship === 3 ? G.harbour : G.ships[ship]?.spots;
      const cost = ship === 3 ? HARBOUR_SPOTS[spot] : SHIP_SPOTS[spot];
      const p = G.players[playerID];
      if (spots?.[spot] !== null || cost === undefined || p.cash < cost || p.workers === 0) return INVALID_MOVE;
      spots[spot] = playerID;
      p.cash -= cost;
      p.workers -= 1;
      G.placed += 1;
      if (G.placed === 3 * ctx.numPlayers || freeSpots(G).length === 0) G.stage = 'roll';
    },
    skip: ({ G, ctx }) => {
      if (G.stage !== 'placement') return INVALID_MOVE;
      G.placed += 1;
      if (G.placed === 3 * ctx.numPlayers) G.stage = 'roll';
    },
    roll: ({ G, random }) => {
      if (G.stage !== 'roll') return INVALID_MOVE;
      G.lastDice = random.D6(3);
      G.ships.forEach((s, i) => (s.position = Math.min(SHIP_GOAL, s.position + G.lastDice[i])));
      G.rolls += 1;
      if (G.rolls === 3) settle(G);
    },
  },
  endIf: ({ G }) => (G.round > ROUNDS ? { prices: G.prices } : undefined),
  playerView: ({ G, playerID }) => ({
    ...G,
    players: Object.fromEntries(
      Object.entries(G.players).map(([id, p]) => [id, id === playerID ? p : { ...p, hand: p.hand.length }]),
    ),
  }),
};

function closeAuction(G: HarbourState, players: number): void {
  if (Object.keys(G.bids).length < players) return;
  let master: PlayerID = '0';
  let best = 0;
  for (const [id, b] of Object.entries(G.bids))
    if (b !== 'pass' && b > best) {
      best = b;
      master = id;
    }
  G.harbourMaster = master;
  G.players[master].cash -= best;
  G.stage = 'placement';
}

/** The move a player makes in `G`: a fixed, cheap policy, so the benchmark times the Master and nothing else. */
export function harbourMove(G: HarbourState, playerID: PlayerID, turn: number): { type: string; args: unknown[] } {
  const p = G.players[playerID];
  if (G.stage === 'auction') {
    const best = Math.max(0, ...Object.values(G.bids).map((b) => (b === 'pass' ? 0 : b)));
    return turn % 3 !== 0 && p.cash > best + 1 ? { type: 'bid', args: [best + 1] } : { type: 'pass', args: [] };
  }
  if (G.stage === 'placement') {
    const affordable = freeSpots(G).filter(
      ({ ship, spot }) => (ship === 3 ? HARBOUR_SPOTS[spot] : SHIP_SPOTS[spot]) <= p.cash && p.workers > 0,
    );
    if (affordable.length === 0) return { type: 'skip', args: [] };
    const { ship, spot } = affordable[turn % affordable.length];
    return { type: 'place', args: [ship, spot] };
  }
  return { type: 'roll', args: [] };
}

import { GOODS, LANE_END, type Good } from './constants.js';
import { atSea, nextFreeBerth, shipOf } from './board.js';
import type { BoardState, ShipMove } from './types.js';

export type PilotKind = 'small' | 'large';
export type PilotMoveOrder = { good: Good; delta: number }[];

/**
 * Checks a pilot's moves and works out where the ships end up. The small pilot moves
 * one ship one space; the large pilot one ship up to two spaces or two ships one space
 * each, forward or back. Ships in Manila are out of reach; a ship moved past 13 docks
 * at once. Returns the resulting moves or a reason.
 */
export function resolvePilot(board: BoardState, pilot: PilotKind, order: PilotMoveOrder): ShipMove[] | string {
  if (order.length === 0) return 'a pilot move needs at least one ship; pass to decline';
  const goods = order.map((m) => m.good);
  if (new Set(goods).size !== goods.length) return 'each ship can be named once';
  const steps = order.reduce((n, m) => n + Math.abs(m.delta), 0);
  if (order.some((m) => m.delta === 0 || !Number.isInteger(m.delta)))
    return 'each move must be a whole, non-zero number of spaces';
  if (pilot === 'small' && (order.length !== 1 || steps !== 1)) return 'the small pilot moves one ship one space';
  if (pilot === 'large') {
    if (steps > 2) return 'the large pilot moves at most two spaces in all';
    if (order.length === 2 && steps !== 2) return 'the large pilot moves two ships one space each';
    if (order.length > 2) return 'the large pilot moves at most two ships';
  }
  const moves: ShipMove[] = [];
  let b = board;
  for (const { good, delta } of order) {
    const ship = shipOf(b, good);
    if (!ship) return `no ${good} ship is at sea this round`;
    if (!atSea(ship)) return `the ${good} ship is already in Manila`;
    const to = ship.position + delta;
    if (to < 0) return `the ${good} ship cannot move behind space 0`;
    const move: ShipMove = { good, from: ship.position, to: Math.min(to, LANE_END + 1) };
    if (to > LANE_END) {
      const slot = nextFreeBerth(b, 'harbour');
      if (slot) move.docked = slot;
    }
    moves.push(move);
    b = {
      ...b,
      ships: b.ships.map((s) =>
        s.good === good
          ? { ...s, position: move.to, berth: move.docked ? { place: 'harbour', slot: move.docked } : s.berth }
          : s,
      ),
    };
  }
  return moves;
}

/** Every distinct move a pilot could make now, for legal commands. */
export function pilotOptions(board: BoardState, pilot: PilotKind): PilotMoveOrder[] {
  const goods = GOODS.filter((g) => {
    const s = shipOf(board, g);
    return s !== undefined && atSea(s);
  });
  const candidates: PilotMoveOrder[] = [];
  const singles = pilot === 'small' ? [-1, 1] : [-2, -1, 1, 2];
  for (const good of goods) for (const delta of singles) candidates.push([{ good, delta }]);
  if (pilot === 'large') {
    for (let i = 0; i < goods.length; i++)
      for (let j = i + 1; j < goods.length; j++)
        for (const d1 of [-1, 1])
          for (const d2 of [-1, 1])
            candidates.push([
              { good: goods[i], delta: d1 },
              { good: goods[j], delta: d2 },
            ]);
  }
  return candidates.filter((c) => typeof resolvePilot(board, pilot, c) !== 'string');
}

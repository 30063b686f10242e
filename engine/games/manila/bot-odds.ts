import type { Seat } from '../../core/types.js';
import {
  GOODS,
  HARBOUR_PAYS,
  LANE_END,
  PRICE_TRACK,
  SHIPYARD_PAYS,
  SHIP_PROFIT,
  SHIPS_PER_ROUND,
  SLOTS,
  TOP_PRICE_STEP,
  type Good,
} from './constants.js';
import type { BoardState, ShipState } from './types.js';
import type { ManilaView } from './view.js';

// The bot's arithmetic: how likely each ship is to reach Manila, and what a seat expects to
// earn from a board, counted over every way the round's voyages can end. It reads only what
// the seat's view shows.

/** How a ship's round ends: in Manila, on exactly 13 after the last roll (prey for pirates), or short. */
export interface Fates {
  arrive: number;
  thirteen: number;
  fail: number;
}

/** sums[k][s]: the chance that k dice add up to s. */
const sums: number[][] = [[1]];
for (let k = 1; k <= SHIPS_PER_ROUND; k++) {
  const prev = sums[k - 1];
  const next = new Array<number>(prev.length + 6).fill(0);
  prev.forEach((p, s) => {
    for (let d = 1; d <= 6; d++) next[s + d] += p / 6;
  });
  sums.push(next);
}

/**
 * A ship at `position` with `rolls` dice still to come. Dice only move ships forward, so a
 * ship that ends exactly on 13 got there on the last roll, and one that passed 13 docked.
 */
export function fatesAt(position: number, rolls: number): Fates {
  return tabledFates(position, rolls) ?? computeFates(position, rolls);
}

/** The fates from the table, or undefined for a position or a count of rolls beyond it. */
function tabledFates(position: number, rolls: number): Fates | undefined {
  return fatesTable[rolls]?.[position];
}

function computeFates(position: number, rolls: number): Fates {
  const dist = sums[rolls];
  let arrive = 0;
  let thirteen = 0;
  dist.forEach((p, s) => {
    if (position + s > LANE_END) arrive += p;
    else if (position + s === LANE_END && rolls > 0) thirteen += p;
  });
  return { arrive, thirteen, fail: Math.max(0, 1 - arrive - thirteen) };
}

/** fatesTable[rolls][position], for every position a ship can stand on at sea. */
const fatesTable: Fates[][] = sums.map((_, rolls) =>
  Array.from({ length: LANE_END + 1 }, (_, position) => computeFates(position, rolls)),
);

export function fatesOf(ship: ShipState, rolls: number): Fates {
  if (ship.berth)
    return ship.berth.place === 'harbour' && !ship.plundered
      ? { arrive: 1, thirteen: 0, fail: 0 }
      : { arrive: 0, thirteen: 0, fail: 1 };
  if (ship.plundered) return { arrive: 0, thirteen: 1, fail: 0 };
  return fatesAt(ship.position, rolls);
}

/** What the bot knows about its seat and the table, besides the board it is weighing. */
export interface Outlook {
  me: Seat;
  /** Dice still to roll this round (3 minus the rolls done). */
  rolls: number;
  /**
   * Expected accomplices still to join a ship, per free seat: others will fill some of a
   * ship's free seats before the voyage, thinning each share of its profit. 0 once placing is over.
   */
  fill: number;
  /** What one arrival of each good is worth to this seat, from its shares against the others'. */
  arrivalWorth: Record<Good, number>;
}

export function outlookOf(view: ManilaView, me: Seat, fill: number): Outlook {
  const mine = view.players[me].shares;
  const others = view.seats - 1;
  const arrivalWorth = {} as Record<Good, number>;
  for (const g of GOODS) {
    const step = view.priceOf[g].step;
    const rise = PRICE_TRACK[Math.min(TOP_PRICE_STEP, step + 1)] - PRICE_TRACK[step];
    const own = mine ? mine[g] : 0;
    // Five shares of each good exist; what neither the bank nor this seat holds, the others do.
    const theirs = Math.max(0, 5 - view.bank[g] - own) / others;
    arrivalWorth[g] = rise * (own - theirs);
  }
  return { me, rolls: SHIPS_PER_ROUND - view.board.rollsDone, fill, arrivalWorth };
}

/**
 * What the seat expects this board to pay it by the end of the round: crew shares, plunder,
 * harbour and shipyard payoffs, repairs owed as insurer, and the rise of its shares' goods.
 * Ships' dice are independent, so the 27 combinations of the three ships' fates are weighed
 * by the product of their chances. A ship on 13 after the last roll falls to pirates if any
 * stand on the pirate ship (and is counted in the shipyard, the captain's usual choice when
 * he holds none of it); without pirates it docks. Written as plain loops: a launch weighs
 * some 1,500 boards, and the bot must answer within a millisecond or so.
 */
export function expectedGain(board: BoardState, o: Outlook): number {
  const ships = board.ships;
  const n = ships.length;
  let pirates = 0;
  let myPirates = 0;
  for (const p of board.pirates) {
    if (p !== null) pirates++;
    if (p === o.me) myPirates++;
  }
  // Per ship and fate (arrive, thirteen, fail): its chance and what it pays the seat by itself.
  const chance: number[] = [];
  const worth: number[] = [];
  for (const ship of ships) {
    const f = fatesOf(ship, o.rolls);
    let mine = 0;
    let taken = 0;
    for (const c of ship.crew) {
      if (c !== null) taken++;
      if (c === o.me) mine++;
    }
    const profit = SHIP_PROFIT[ship.good];
    const arrived =
      (mine === 0 ? 0 : (profit * mine) / (taken + o.fill * (ship.crew.length - taken))) + o.arrivalWorth[ship.good];
    chance.push(f.arrive, f.thirteen, f.fail);
    worth.push(arrived, pirates > 0 ? (profit * myPirates) / pirates : arrived, 0);
  }
  // What the berths pay the seat, by how many ships dock and how many are wrecked.
  const harbourPays = [0, 0, 0, 0];
  const shipyardPays = [0, 0, 0, 0];
  SLOTS.forEach((slot, i) => {
    const h = board.harbour[slot] === o.me ? HARBOUR_PAYS[slot] : 0;
    let y = board.shipyard[slot] === o.me ? SHIPYARD_PAYS[slot] : 0;
    if (board.insurance === o.me) y -= SHIPYARD_PAYS[slot];
    for (let k = i + 1; k <= SHIPS_PER_ROUND; k++) {
      harbourPays[k] += h;
      shipyardPays[k] += y;
    }
  });
  let total = 0;
  const combos = 3 ** n;
  for (let combo = 0; combo < combos; combo++) {
    let p = 1;
    let gain = 0;
    let docked = 0;
    let rest = combo;
    for (let i = 0; i < n; i++) {
      const f = rest % 3;
      rest = (rest - f) / 3;
      p *= chance[3 * i + f];
      if (p === 0) break;
      gain += worth[3 * i + f];
      if (f === 0 || (f === 1 && pirates === 0)) docked++;
    }
    if (p === 0) continue;
    total += p * (gain + harbourPays[docked] + shipyardPays[n - docked]);
  }
  return total;
}

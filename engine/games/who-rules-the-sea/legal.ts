import { oneOf, range, type Template } from '../../core/legal.js';
import type { Seat } from '../../core/types.js';
import { NOTES, SHIPS } from './data.js';
import { LONDON, NOTE_IDS, SHIP_IDS, noteIdx, shipData } from './constants.js';
import {
  NOTES_FROM, activeShipCount, cargo, disposableShips, docks, eligibleBidders, freeCapacity, inDebt, inGame, pawnableNotes,
  pawnedNotesAt, pawnedShips, portOf, routeIdsFrom, ship,
} from './rules.js';
import type { FreightCommand, FreightState } from './types.js';

type Legal = Template<FreightCommand>;

/**
 * What this seat may send now, each kind of command once per ship with its choices
 * (engine/core/legal.ts): a bid is one range of tens of pounds, a purchase one choice of notes.
 * The same list serves bots, the client and tests.
 */
export function legalCommands(s: FreightState, seat: Seat): Legal[] {
  if (s.status !== 'playing' || !Number.isInteger(seat) || seat < 0 || seat >= s.seats || !inGame(s, seat)) return [];
  const out: Legal[] = [];
  const ph = s.phase;
  const a = s.auction;
  if (a) {
    if (a.bidders.includes(seat) && !a.in[seat]) {
      out.push({ type: 'passBid' });
      const most = Math.floor(s.players[seat].cash / 10);
      if (most >= 1) out.push({ type: 'bid', tens: range(1, most) });
    }
  } else if (ph.kind === 'opening-ships' && ph.seat === seat) {
    out.push({ type: 'buyShips', ships: oneOf(openingPurchases(s, seat)) });
  } else if (ph.kind === 'turn' && ph.seat === seat) {
    out.push(...turnCommands(s, seat));
  }
  out.push({ type: 'resign' });
  if (!s.endVote) out.push({ type: 'proposeEnd' });
  else {
    if (!s.endVote.agreed.includes(seat)) out.push({ type: 'agreeEnd' });
    out.push({ type: 'declineEnd' });
  }
  return out;
}

/** R6: every set of one or two ships on the docks the starting capital covers, in ship order. */
function openingPurchases(s: FreightState, seat: Seat): string[][] {
  const cash = s.players[seat].cash;
  const free = docks(s);
  const out: string[][] = [];
  free.forEach((x, i) => {
    if (shipData(x).price <= cash) out.push([x]);
    for (const y of free.slice(i + 1)) if (shipData(x).price + shipData(y).price <= cash) out.push([x, y]);
  });
  return out;
}

function turnCommands(s: FreightState, seat: Seat): Legal[] {
  const ph = s.phase;
  if (ph.kind !== 'turn') return [];
  const out: Legal[] = [];
  const a = ph.active;
  const redeemable = !ph.opening && (!a || a.stage === 'port' || a.stage === 'after-loss');
  if (a) {
    if (a.stage === 'port') out.push(...portCommands(s, seat, a.ship, a.mustSail, ph.opening));
    else if (a.stage === 'extra') out.push({ type: 'roll', ship: a.ship }, { type: 'stop', ship: a.ship });
    else if (a.stage === 'after-loss') {
      const targets = inDebt(s, seat) ? [] : docks(s).filter((x) => shipData(x).price <= s.players[seat].cash);
      if (targets.length) out.push({ type: 'buyShip', ship: a.ship, target: oneOf(targets) });
      if (activeShipCount(s, seat) > 0) out.push({ type: 'declineShips', ship: a.ship });
    }
  } else {
    for (const id of SHIP_IDS.filter((x) => ph.todo.includes(x))) {
      if (ship(s, id).loc.at === 'sea') out.push({ type: 'roll', ship: id });
      else out.push(...portCommands(s, seat, id, !ph.opening, ph.opening));
    }
  }
  if (redeemable && !inDebt(s, seat)) {
    const cash = s.players[seat].cash;
    const ships = pawnedShips(s, seat).filter((x) => shipData(x).redemptionValue <= cash);
    if (ships.length) out.push({ type: 'redeemShip', target: oneOf(ships) });
  }
  return out;
}

/** The port actions of ship X's port phase (R18), or, in the opening, of its loading (R7). */
function portCommands(s: FreightState, seat: Seat, x: string, mustSail: boolean, opening: boolean): Legal[] {
  const out: Legal[] = [];
  const port = portOf(s, x)!;
  const debt = inDebt(s, seat);
  const cash = s.players[seat].cash;
  if (!debt) {
    const room = freeCapacity(s, x);
    const buyable: string[] = [];
    for (const i of NOTES_FROM.get(port) ?? []) {
      if (s.notes[i].loc.at === 'pile' && NOTES[i].weight <= room && NOTES[i].purchase <= cash) buyable.push(NOTE_IDS[i]);
    }
    if (buyable.length) out.push({ type: 'buyNote', ship: x, note: oneOf(buyable) });
    if (!ship(s, x).insured && shipData(x).insuranceFee <= cash) out.push({ type: 'insureShip', ship: x });
    const insurable = cargo(s, x).filter((n) => !s.notes[noteIdx(n)].insured && NOTES[noteIdx(n)].insuranceFee <= cash);
    if (insurable.length) out.push({ type: 'insureNote', ship: x, note: oneOf(insurable) });
    if (!opening) {
      const back = pawnedNotesAt(s, seat, port).filter((n) => NOTES[noteIdx(n)].weight <= room && NOTES[noteIdx(n)].redemptionValue <= cash);
      if (back.length) out.push({ type: 'redeemNote', ship: x, note: oneOf(back) });
      if (port === LONDON && s.round >= 2) {
        const forSale = SHIPS.filter((d, i) => s.ships[i].owner === null && d.price <= cash).map((d) => d.id);
        if (forSale.length) out.push({ type: 'buyShip', ship: x, target: oneOf(forSale) });
      }
    }
  }
  if (!opening) {
    const notes = pawnableNotes(s, seat, port);
    if (notes.length) out.push({ type: 'pawnNote', ship: x, note: oneOf(notes) });
    const ships = disposableShips(s, seat, port);
    if (ships.length) {
      out.push({ type: 'pawnShip', ship: x, target: oneOf(ships) }, { type: 'sellShip', ship: x, target: oneOf(ships) });
      if (eligibleBidders(s, seat).length) out.push({ type: 'auctionShip', ship: x, target: oneOf(ships) });
    }
  }
  if (!debt) {
    if (mustSail) out.push({ type: 'sail', ship: x, route: oneOf(routeIdsFrom(port)) });
    else out.push({ type: 'endPortPhase', ship: x });
  }
  return out;
}

/** Who must act before the game can go on: the player whose turn it is, or every bidder still to bid. End votes never block (R33). */
export function toAct(s: FreightState): Seat[] {
  if (s.status !== 'playing') return [];
  if (s.auction) {
    const a = s.auction;
    return a.bidders.filter((b) => inGame(s, b) && !a.in[b]);
  }
  const ph = s.phase;
  return ph.kind === 'opening-ships' || ph.kind === 'turn' ? [ph.seat] : [];
}

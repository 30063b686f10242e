import { oneOf, range, type Template } from '../../core/legal.js';
import type { Seat } from '../../core/types.js';
import { legalOf } from '../../core/decider.js';
import { rules } from './decide.js';
import { NOTES, SHIPS } from './data.js';
import { LONDON, NOTE_IDS, SHIP_IDS, noteIdx, shipData } from './constants.js';
import {
  NOTES_FROM,
  activeShipCount,
  disposableShips,
  docks,
  freeCapacity,
  hasEligibleBidder,
  hold,
  inDebt,
  inGame,
  pawnableNotes,
  pawnedNotesAt,
  portOf,
  routeIdsFrom,
  ship,
} from './rules.js';
import type { FreightCommand, FreightState } from './types.js';

type Legal = Template<FreightCommand>;

/**
 * What this seat may send now, each kind of command once per ship with its choices
 * (engine/core/legal.ts): a bid is one range of tens of pounds, a purchase one choice of notes.
 * The same list serves bots, the client and tests; core keeps it to the table's phases and to
 * seats at a game under way.
 */
export const legalCommands = legalOf(rules, listLegal);

function listLegal(s: FreightState, seat: Seat): Legal[] {
  if (!inGame(s, seat)) return [];
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
    for (const t of turnCommands(s, seat)) out.push(t);
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

// turnCommands and portCommands run for every command a bot weighs, so they walk the state's
// arrays directly into the list they return rather than building and filtering copies; what
// they list, and in what order, is the rules' (R7, R8, R18, R24-R29).

function turnCommands(s: FreightState, seat: Seat): Legal[] {
  const ph = s.phase;
  if (ph.kind !== 'turn') return [];
  const out: Legal[] = [];
  const a = ph.active;
  const cash = s.players[seat].cash;
  const debt = inDebt(s, seat);
  const redeemable = !ph.opening && (!a || a.stage === 'port' || a.stage === 'after-loss');
  if (a) {
    if (a.stage === 'port') portCommands(out, s, seat, a.ship, a.mustSail, ph.opening);
    else if (a.stage === 'extra') out.push({ type: 'roll', ship: a.ship }, { type: 'stop', ship: a.ship });
    else if (a.stage === 'after-loss') {
      const targets: string[] = [];
      if (!debt)
        for (let i = 0; i < SHIPS.length; i++)
          if (s.ships[i].owner === null && SHIPS[i].price <= cash) targets.push(SHIPS[i].id);
      if (targets.length) out.push({ type: 'buyShip', ship: a.ship, target: oneOf(targets) });
      if (activeShipCount(s, seat) > 0) out.push({ type: 'declineShips', ship: a.ship });
    }
  } else {
    // In ship order, whatever the order of the turn's list.
    for (let i = 0; i < SHIP_IDS.length; i++) {
      const id = SHIP_IDS[i];
      if (!ph.todo.includes(id)) continue;
      if (s.ships[i].loc.at === 'sea') out.push({ type: 'roll', ship: id });
      else portCommands(out, s, seat, id, !ph.opening, ph.opening);
    }
  }
  if (redeemable && !debt) {
    const ships: string[] = [];
    for (let i = 0; i < SHIPS.length; i++) {
      const x = s.ships[i];
      if (x.owner === seat && x.loc.at === 'port' && x.loc.pawned && SHIPS[i].redemptionValue <= cash)
        ships.push(SHIPS[i].id);
    }
    if (ships.length) out.push({ type: 'redeemShip', target: oneOf(ships) });
  }
  return out;
}

/** The port actions of ship X's port phase (R18), or, in the opening, of its loading (R7), added to `out`. */
function portCommands(out: Legal[], s: FreightState, seat: Seat, x: string, mustSail: boolean, opening: boolean): void {
  const port = portOf(s, x);
  // Not reached: a ship whose port phase runs or is due lies active in port (disposing of it ends or drops its ship-turn, R51).
  if (port === null) return;
  const debt = inDebt(s, seat);
  const cash = s.players[seat].cash;
  if (!debt) {
    const room = freeCapacity(s, x);
    const buyable: string[] = [];
    for (const i of NOTES_FROM.get(port) ?? []) {
      if (s.notes[i].loc.at === 'pile' && NOTES[i].weight <= room && NOTES[i].purchase <= cash)
        buyable.push(NOTE_IDS[i]);
    }
    if (buyable.length) out.push({ type: 'buyNote', ship: x, note: oneOf(buyable) });
    if (!ship(s, x).insured && shipData(x).insuranceFee <= cash) out.push({ type: 'insureShip', ship: x });
    const insurable: string[] = [];
    for (const n of hold(s, x)) {
      const i = noteIdx(n);
      if (!s.notes[i].insured && NOTES[i].insuranceFee <= cash) insurable.push(n);
    }
    if (insurable.length) out.push({ type: 'insureNote', ship: x, note: oneOf(insurable) });
    if (!opening) {
      const back: string[] = [];
      for (const n of pawnedNotesAt(s, seat, port)) {
        const d = NOTES[noteIdx(n)];
        if (d.weight <= room && d.redemptionValue <= cash) back.push(n);
      }
      if (back.length) out.push({ type: 'redeemNote', ship: x, note: oneOf(back) });
      if (port === LONDON && s.round >= 2) {
        const forSale: string[] = [];
        for (let i = 0; i < SHIPS.length; i++)
          if (s.ships[i].owner === null && SHIPS[i].price <= cash) forSale.push(SHIPS[i].id);
        if (forSale.length) out.push({ type: 'buyShip', ship: x, target: oneOf(forSale) });
      }
    }
  }
  if (!opening) {
    const notes = pawnableNotes(s, seat, port);
    if (notes.length) out.push({ type: 'pawnNote', ship: x, note: oneOf(notes) });
    const ships = disposableShips(s, seat, port);
    if (ships.length) {
      out.push(
        { type: 'pawnShip', ship: x, target: oneOf(ships) },
        { type: 'sellShip', ship: x, target: oneOf(ships) },
      );
      if (hasEligibleBidder(s, seat)) out.push({ type: 'auctionShip', ship: x, target: oneOf(ships) });
    }
  }
  if (!debt) {
    if (mustSail) out.push({ type: 'sail', ship: x, route: oneOf(routeIdsFrom(port)) });
    else out.push({ type: 'endPortPhase', ship: x });
  }
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

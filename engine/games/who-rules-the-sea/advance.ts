import type { Ctx, Seat } from '../../core/types.js';
import { ROUNDS_AFTER_EXHAUSTION, SHIPS } from './data.js';
import { NOTE_IDS, SHORT_ROUNDS_AFTER_EXHAUSTION, shipData } from './constants.js';
import { activeShips, atSea, cargo, docks, inDebt, inGame, pawnedShips, portOf, remedyAt, ship } from './rules.js';
import { end, endIfDone } from './end.js';
import type { Auction, FreightState } from './types.js';
import type { Tape } from './tape.js';

/**
 * Runs the game on from a command to the next decision a player must take (sequence of play):
 * closes an auction once every bid is in, begins the port phase of a ship just bought,
 * ends turns and rounds, skips ships that miss turns, declares bankruptcy when a player in
 * debt has no remedy left (R46), and ends the game when a rule says so.
 */
export function advance(tape: Tape, _ctx: Ctx): void {
  for (;;) {
    if (endIfDone(tape)) return;
    const s = tape.state;
    if (s.auction) {
      const a = s.auction;
      for (const b of a.bidders) if (inGame(s, b) && !a.in[b]) return;
      closeAuction(tape, a);
      continue;
    }
    const ph = s.phase;
    if (ph.kind === 'opening-ships') {
      if (inGame(s, ph.seat)) return;
      nextOpeningShips(tape, ph.seat);
      continue;
    }
    if (ph.kind !== 'turn') return;
    const seat = ph.seat;
    if (!inGame(s, seat)) {
      nextTurn(tape);
      continue;
    }
    const a = ph.active;
    if (a) {
      if (a.stage === 'port' && inDebt(s, seat) && !remedyWhere(s, seat, a.ship)) bankrupt(tape, seat);
      else if (a.stage === 'after-loss' && stranded(s, seat)) bankrupt(tape, seat);
      else return;
      continue;
    }
    if (ph.fresh.length > 0) {
      tape.emit({ type: 'ShipTurnBegan', seat, ship: ph.fresh[0], mustSail: false });
      continue;
    }
    if (ph.todo.length === 0) {
      nextTurn(tape);
      continue;
    }
    // In debt, a ship in port may only raise money (R25); with nothing left to raise and no ship at sea, the player is bankrupt.
    if (inDebt(s, seat) && ph.todo.every((id) => !atSea(s, id) && !remedyWhere(s, seat, id))) {
      bankrupt(tape, seat);
      continue;
    }
    return;
  }
}

/** Whether a seat in debt can raise money where its ship lies (R25): never at sea or laid up pawned. */
function remedyWhere(s: FreightState, seat: Seat, id: string): boolean {
  const port = portOf(s, id);
  return port !== null && remedyAt(s, seat, port);
}

/** The first seat in turn order still in the game (the end checks leave at least two, a command's seat one). */
function firstInGame(s: FreightState): Seat {
  const seat = s.order.find((x) => inGame(s, x));
  if (seat === undefined) throw new Error('no seat is left in the game');
  return seat;
}

/** R23: no active ship left, and neither a ship on the docks nor a pawned ship within reach (debt forbids both, R24). */
function stranded(s: FreightState, seat: Seat): boolean {
  if (activeShips(s, seat).length > 0) return false;
  if (inDebt(s, seat)) return true;
  const cash = s.players[seat].cash;
  const canBuy = docks(s).some((id) => shipData(id).price <= cash);
  const canRedeem = pawnedShips(s, seat).some((id) => shipData(id).redemptionValue <= cash);
  return !canBuy && !canRedeem;
}

export function bankrupt(tape: Tape, seat: Seat): void {
  leave(tape, seat, 'bankrupt');
}

/** R31: ships (pawned ones too) to the docks, notes aboard and pawned retired, cash and debt cancelled. */
export function leave(tape: Tape, seat: Seat, reason: 'bankrupt' | 'resigned'): void {
  const s = tape.state;
  const ships = s.ships.flatMap((x, i) => (x.owner === seat ? [SHIPS[i].id] : []));
  const notes = [
    ...ships.flatMap((id) => cargo(s, id)),
    ...NOTE_IDS.filter((_, i) => {
      const loc = s.notes[i].loc;
      return loc.at === 'pawned' && loc.seat === seat;
    }),
  ];
  const p = s.players[seat];
  tape.emit({ type: 'PlayerLeft', seat, reason, cash: p.cash, debt: p.debt, ships, notes });
}

/** Sealed bids revealed (R29): the highest wins, a tie goes to the first bidder after the seller. */
function closeAuction(tape: Tape, a: Auction): void {
  const s = tape.state;
  const bids = a.bidders.map((seat) => ({ seat, amount: inGame(s, seat) ? (a.bids[seat] ?? 0) : 0 }));
  let best: { seat: Seat; amount: number } | null = null;
  for (const b of bids) if (b.amount > 0 && (!best || b.amount > best.amount)) best = b;
  tape.emit({
    type: 'AuctionClosed',
    ship: a.ship,
    seller: a.seller,
    bids,
    winner: best?.seat ?? null,
    price: best?.amount ?? 0,
    payments: best ? [{ from: best.seat, to: a.seller, amount: best.amount }] : [],
  });
}

export function nextOpeningShips(tape: Tape, after: Seat): void {
  const s = tape.state;
  const next = s.order.slice(s.order.indexOf(after) + 1).find((seat) => inGame(s, seat));
  if (next !== undefined) tape.emit({ type: 'OpeningShipsTurn', seat: next });
  else startOpeningCargo(tape, null);
}

/** R7: the opening cargo goes in reverse turn order. */
function startOpeningCargo(tape: Tape, after: Seat | null): void {
  const s = tape.state;
  const reverse = [...s.order].reverse();
  const from = after === null ? 0 : reverse.indexOf(after) + 1;
  const next = reverse.slice(from).find((seat) => inGame(s, seat));
  if (next !== undefined)
    tape.emit({ type: 'TurnStarted', seat: next, round: 0, opening: true, ships: activeShips(s, next) });
  else startTurn(tape, firstInGame(s), 1);
}

function nextTurn(tape: Tape): void {
  const s = tape.state;
  const ph = s.phase;
  if (ph.kind !== 'turn') return;
  if (ph.opening) {
    startOpeningCargo(tape, ph.seat);
    return;
  }
  for (let k = s.order.indexOf(ph.seat) + 1; k < s.order.length; k++) {
    if (inGame(s, s.order[k])) {
      startTurn(tape, s.order[k], s.round);
      return;
    }
  }
  // The round is over (R40): the safety net (R34) is checked at its end.
  const net = s.options.voyage === 'short' ? SHORT_ROUNDS_AFTER_EXHAUSTION : ROUNDS_AFTER_EXHAUSTION;
  if (s.exhaustedRound !== null && s.round >= s.exhaustedRound + net) {
    end(tape, 'safety-net');
    return;
  }
  startTurn(tape, firstInGame(s), s.round + 1);
}

/** A turn: every active ship is to take a ship-turn; ships that must miss one are skipped at once (R39, R54). */
function startTurn(tape: Tape, seat: Seat, round: number): void {
  const ships = activeShips(tape.state, seat);
  tape.emit({ type: 'TurnStarted', seat, round, opening: false, ships });
  let skipped = 0;
  for (const id of ships) {
    const x = ship(tape.state, id);
    if (x.missTurns > 0) {
      tape.emit({ type: 'ShipTurnSkipped', seat, ship: id, missTurnsLeft: x.missTurns - 1 });
      skipped++;
    }
  }
  if (skipped === ships.length) tape.emit({ type: 'TurnSkipped', seat });
}

import type { Ctx, Payment } from '../../core/types.js';
import {
  BET_MOVEMENTS,
  BET_ODDS,
  CARGOES,
  CARGO_DIE,
  DIE_SIDES,
  MANILA_SPACE,
  MIN_PRICE,
  ROUNDS,
  SHIPS,
  type Cargo,
  type Ship,
} from './constants.js';
import { canBet, canBuyShares, firstPlayerOf, shipsAtSea } from './rules.js';
import type { Tape } from './tape.js';
import type { BetSettlement, ShipMove } from './types.js';

/**
 * Runs the game forward from a finished decision to the next one that needs a player:
 * passes for seats that cannot act, every movement of the voyage, the bets, the cargo
 * payouts and the next round's loading. Every die is rolled here, through ctx.random.
 */
export function advance(tape: Tape, ctx: Ctx): void {
  for (;;) {
    const s = tape.state;
    const ph = s.phase;
    switch (ph.kind) {
      case 'shares':
        if (canBuyShares(s, ph.turn)) return;
        // A seat with no purchase open to it is not kept waiting for a days-long turn.
        tape.emit({ type: 'SharesPassed', seat: ph.turn, forced: true });
        break;
      case 'bets':
        if (canBet(s, ph.turn)) return;
        tape.emit({ type: 'BetPassed', seat: ph.turn, forced: true });
        break;
      case 'voyage':
        sail(tape, ctx);
        break;
      default:
        return;
    }
  }
}

/** T3, T4, T5, T7, reading 2: ships in the harbour, one cargo roll, then one price per cargo with 1s rolled again. */
export function startRound(tape: Tape, ctx: Ctx, round: number): void {
  tape.emit({ type: 'RoundStarted', round, firstPlayer: firstPlayerOf(round, tape.state.seats) });
  const die = ctx.random.int(1, DIE_SIDES);
  tape.emit({ type: 'CargoLoaded', die, cargo: { ...CARGO_DIE[die - 1] } });
  const rolls = {} as Record<Cargo, number[]>;
  const prices = {} as Record<Cargo, number>;
  for (const cargo of CARGOES) {
    const seen: number[] = [];
    let roll: number;
    do {
      roll = ctx.random.int(1, DIE_SIDES);
      seen.push(roll);
    } while (roll < MIN_PRICE);
    rolls[cargo] = seen;
    prices[cargo] = roll;
  }
  tape.emit({ type: 'PricesRolled', rolls, prices });
}

/** One step of the voyage: settle the bets once they are decided, else move, else close the round. */
function sail(tape: Tape, ctx: Ctx): void {
  const s = tape.state;
  const atSea = shipsAtSea(s);
  const openBets = s.bets.some((b) => b.result === null);
  if (openBets && (s.movements >= BET_MOVEMENTS || atSea.length === 0)) settleBets(tape);
  else if (atSea.length > 0) move(tape, ctx, atSea);
  else endRound(tape, ctx);
}

/** T10, T11, reading 5: one die per ship at sea, all move together, then arrivals, sinkings and collisions. */
function move(tape: Tape, ctx: Ctx, atSea: Ship[]): void {
  const moves: ShipMove[] = atSea.map((ship) => {
    const die = ctx.random.int(1, DIE_SIDES);
    const from = tape.state.ships[ship].position;
    const to = from + die;
    return { ship, die, from, to, fate: to === MANILA_SPACE ? 'arrived' : to > MANILA_SPACE ? 'sunk' : 'at-sea' };
  });
  // Only ships still at sea collide, so two ships arriving together on 13 both arrive.
  const stillAtSea = moves.filter((m) => m.fate === 'at-sea');
  for (const m of stillAtSea) {
    if (stillAtSea.some((o) => o !== m && o.to === m.to)) m.fate = 'collided';
  }
  tape.emit({ type: 'ShipsMoved', movement: tape.state.movements + 1, moves });
}

/**
 * Reading 4: a bet wins 1:1 when its ship advanced exactly its number in the first two
 * movements, is refunded when the ship collided, and is lost otherwise. From space 0 no ship
 * can reach 13 in two movements, so a ship's space is how far it advanced. The voyage ends
 * before a second movement only when all three ships collide in the first, refunding every bet.
 */
function settleBets(tape: Tape): void {
  const s = tape.state;
  const bets: BetSettlement[] = [];
  const payments: Payment[] = [];
  for (const b of s.bets) {
    if (b.result !== null) continue;
    const ship = s.ships[b.ship];
    const collided = ship.fate === 'collided';
    const result = collided ? 'cancelled' : ship.position === b.number ? 'won' : 'lost';
    bets.push({
      seat: b.seat,
      ship: b.ship,
      number: b.number,
      stake: b.stake,
      advanced: collided ? null : ship.position,
      result,
    });
    if (result === 'won') payments.push({ from: 'bank', to: b.seat, amount: b.stake * (1 + BET_ODDS) });
    if (result === 'cancelled') payments.push({ from: 'bank', to: b.seat, amount: b.stake });
  }
  tape.emit({ type: 'BetsSettled', bets, payments });
}

/** T12, T17, T18, reading 6: arrived ships pay per share; lost ships' shares go back to the bank. Then T13, T14. */
function endRound(tape: Tape, ctx: Ctx): void {
  for (const ship of SHIPS) {
    const s = tape.state;
    const fate = s.ships[ship].fate;
    const shares = s.players.map((p) => p.shares[ship]);
    if (fate === 'arrived') {
      // A voyage always follows a round's loading, so the cargo and its price are known here.
      if (s.cargo === null || s.prices === null) throw new Error(`${ship} arrived before any cargo was loaded`);
      const cargo = s.cargo[ship];
      const price = s.prices[cargo];
      const payments: Payment[] = [];
      shares.forEach((n, seat) => {
        if (n > 0) payments.push({ from: 'bank', to: seat, amount: n * price });
      });
      tape.emit({ type: 'CargoPaid', ship, cargo, price, shares, payments });
    } else if (fate === 'sunk' || fate === 'collided') {
      tape.emit({ type: 'SharesReturned', ship, fate, shares });
    }
  }
  const s = tape.state;
  if (s.round >= ROUNDS) {
    tape.emit({
      type: 'GameEnded',
      standings: s.players.map((p, seat) => ({ seat, cash: p.cash, sharesBought: p.sharesBought })),
    });
  } else {
    startRound(tape, ctx, s.round + 1);
  }
}

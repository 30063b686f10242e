import type { Ctx, Payment, Seat } from '../../core/types.js';
import { MAX_EXTRA_ROLLS, NOTES, SQUARE_TYPES, SUPPLEMENT } from './data.js';
import type { Effect, PortId } from './data-types.js';
import { LONDON, noteIdx, otherEnd, route, shipData } from './constants.js';
import { card } from './cards.js';
import { activeShips, cargo, seatsInGame, ship, shipsOwned } from './rules.js';
import { fromBank, toBank } from './money.js';
import { endIfDone } from './end.js';
import type { MoveCause } from './types.js';
import type { Tape } from './tape.js';

// A ship at sea: the movement roll, the square it lands on, chance cards and every effect
// (components 4.1), arrival (R17) and loss (R22). Every die goes through ctx.random and
// into an event.

const over = (tape: Tape) => tape.state.status === 'over';

function owner(tape: Tape, id: string): Seat {
  const o = ship(tape.state, id).owner;
  if (o === null) throw new Error(`ship ${id} has no owner`);
  return o;
}

function seaLoc(tape: Tape, id: string) {
  const loc = ship(tape.state, id).loc;
  return loc.at === 'sea' ? loc : null;
}

/** Where a ship that must be at sea is: a roll and its square's effects move only a ship at sea. */
function voyageOf(tape: Tape, id: string) {
  const loc = seaLoc(tape, id);
  if (loc === null) throw new Error(`ship ${id} is not at sea`);
  return loc;
}

/**
 * One movement roll (R12-R14): the first of a ship-turn, or an extra one after a six. Ends
 * with the ship-turn over, in a port phase (arrived), after a loss, or offering an extra roll.
 */
export function movementRoll(tape: Tape, ctx: Ctx, id: string, cause: 'roll' | 'extra'): void {
  const die = ctx.random.int(1, 6);
  const arrived = move(tape, id, die, cause, die);
  if (over(tape)) return;
  let ends = arrived;
  if (!arrived) {
    const loc = voyageOf(tape, id);
    const code = route(loc.route).squares[loc.pos - 1];
    const effect = SQUARE_TYPES[code].effect;
    if (effect) ends = apply(tape, ctx, id, effect, code);
  }
  if (over(tape)) return;
  const ph = tape.state.phase;
  if (ph.kind !== 'turn' || ph.active?.ship !== id || ph.active.stage !== 'moving') return;
  const extraLeft = MAX_EXTRA_ROLLS - ph.active.extraRolls;
  if (die === 6 && !ends && seaLoc(tape, id) && extraLeft > 0)
    tape.emit({ type: 'ExtraRollOffered', ship: id, extraRollsLeft: extraLeft });
  else tape.emit({ type: 'ShipTurnEnded', seat: owner(tape, id), ship: id });
}

/** Moves a ship n squares toward its destination; reaching or passing its port is an arrival (R12). Returns whether it arrived. */
function move(tape: Tape, id: string, n: number, cause: MoveCause, die: number | null): boolean {
  const loc = voyageOf(tape, id);
  const r = route(loc.route);
  const last = r.squares.length;
  const target = loc.dest === r.b ? loc.pos + n : loc.pos - n;
  const arrives = target >= last + 1 || target <= 0;
  const to = Math.max(0, Math.min(last + 1, target));
  // Only the square a roll ends on takes effect (R13); a square reached by an effect does nothing.
  const square = arrives || cause === 'advance' || cause === 'back' ? null : r.squares[to - 1];
  tape.emit({ type: 'ShipMoved', ship: id, cause, die, from: loc.pos, to, square });
  if (arrives) arrive(tape, id, loc.dest);
  return arrives;
}

/** R53: back n squares, never onto or past the port behind. */
function back(tape: Tape, id: string, n: number): void {
  const loc = voyageOf(tape, id);
  const r = route(loc.route);
  const to = loc.dest === r.b ? Math.max(1, loc.pos - n) : Math.min(r.squares.length, loc.pos + n);
  tape.emit({ type: 'ShipMoved', ship: id, cause: 'back', die: null, from: loc.pos, to, square: null });
}

/** The arrival procedure (R17 a-d) in one event; the port phase follows as the ship-turn's next stage. */
export function arrive(tape: Tape, id: string, port: PortId): void {
  const s = tape.state;
  const seat = owner(tape, id);
  const deliveries = cargo(s, id)
    .filter((n) => NOTES[noteIdx(n)].to === port)
    .map((note) => ({ note, sale: NOTES[noteIdx(note)].sale }));
  const claims = ship(s, id).claims.map((c) => ({ note: c.note, amount: c.amount }));
  const payments = fromBank(seat, ...deliveries.map((d) => d.sale), ...claims.map((c) => c.amount), SUPPLEMENT);
  tape.emit({ type: 'ShipArrived', seat, ship: id, port, deliveries, claims, supplement: SUPPLEMENT, payments });
  endIfDone(tape);
}

/** A ship destroyed (R22): goods lost, insurance and claims paid with £200, the ship back to the docks. */
function sink(tape: Tape, id: string, source: string): void {
  const s = tape.state;
  const seat = owner(tape, id);
  const x = ship(s, id);
  const notes = cargo(s, id);
  const insurance = x.insured ? shipData(id).insuranceValue : 0;
  const claims = [
    ...x.claims.map((c) => ({ note: c.note, amount: c.amount })),
    ...notes
      .filter((n) => s.notes[noteIdx(n)].insured)
      .map((note) => ({ note, amount: NOTES[noteIdx(note)].purchase })),
  ];
  const payments = fromBank(seat, insurance, ...claims.map((c) => c.amount), SUPPLEMENT);
  const mustBuy = activeShips(s, seat).every((other) => other === id);
  tape.emit({
    type: 'ShipLost',
    seat,
    ship: id,
    source,
    notes,
    insurance,
    claims,
    supplement: SUPPLEMENT,
    payments,
    mustBuy,
  });
  endIfDone(tape);
}

function pickCargo(tape: Tape, id: string, which: 'all' | 'mostValuable' | 'heaviest' | 'lightest'): string[] {
  const aboard = cargo(tape.state, id);
  if (which === 'all' || aboard.length === 0) return aboard;
  const key = (n: string) => {
    const d = NOTES[noteIdx(n)];
    return which === 'mostValuable' ? d.purchase : which === 'heaviest' ? d.weight : -d.weight;
  };
  // Ties go to the lower note id, i.e. the earlier in the table (R21, R47): cargo() lists in that order.
  let best = aboard[0];
  for (const n of aboard) if (key(n) > key(best)) best = n;
  return [best];
}

function pay(tape: Tape, id: string, source: string, amount: number): void {
  const seat = owner(tape, id);
  tape.emit({ type: 'MoneyMoved', seat, ship: id, source, payments: toBank(seat, amount) });
}

function collect(tape: Tape, id: string, source: string, amount: number): void {
  const seat = owner(tape, id);
  tape.emit({ type: 'MoneyMoved', seat, ship: id, source, payments: fromBank(seat, amount) });
}

/**
 * Applies one effect to the ship whose landing triggered it; returns whether it ends the
 * move (R14: arrival, loss, sent to a port, moved, turned back, missing turns).
 */
function apply(tape: Tape, ctx: Ctx, id: string, e: Effect, source: string): boolean {
  switch (e.type) {
    case 'drawChance': {
      const s = tape.state;
      if (!s.pile) throw new Error('the chance pile is unknown to this fold');
      const drawn = s.pile[s.drawn % s.pile.length];
      tape.emit({ type: 'CardDrawn', ship: id, card: drawn });
      return apply(tape, ctx, id, card(drawn).effect, drawn);
    }
    case 'sink':
      sink(tape, id, source);
      return true;
    case 'loseCargo': {
      const notes = pickCargo(tape, id, e.which);
      if (notes.length === 0) return false;
      const s = tape.state;
      const claims = notes
        .filter((n) => s.notes[noteIdx(n)].insured)
        .map((note) => ({ note, amount: NOTES[noteIdx(note)].purchase }));
      tape.emit({ type: 'CargoLost', seat: owner(tape, id), ship: id, source, notes, claims });
      endIfDone(tape);
      return false;
    }
    case 'pay':
      pay(tape, id, source, e.amount);
      return false;
    case 'payPerShip':
      pay(tape, id, source, e.amount * shipsOwned(tape.state, owner(tape, id)));
      return false;
    case 'payPerCapacity':
      pay(tape, id, source, (e.per100t * shipData(id).capacity) / 100);
      return false;
    case 'collect':
      collect(tape, id, source, e.amount);
      return false;
    case 'collectFromEach': {
      // Through the bank (R24): the receiver is paid in full; a payer short of cash owes the bank.
      const seat = owner(tape, id);
      const others = seatsInGame(tape.state).filter((x) => x !== seat);
      const payments: Payment[] = [
        ...others.flatMap((o) => toBank(o, e.amount)),
        ...fromBank(seat, ...others.map(() => e.amount)),
      ];
      tape.emit({ type: 'MoneyMoved', seat, ship: id, source, payments });
      return false;
    }
    case 'collectPerConsignment':
      collect(tape, id, source, e.amount * cargo(tape.state, id).length);
      return false;
    case 'collectIfInsured':
      collect(tape, id, source, ship(tape.state, id).insured ? e.amount : 0);
      return false;
    case 'advance':
      move(tape, id, e.n, 'advance', null);
      return true;
    case 'back':
      back(tape, id, e.n);
      return true;
    case 'turnBack': {
      const loc = voyageOf(tape, id);
      tape.emit({ type: 'ShipTurnedBack', ship: id, dest: otherEnd(route(loc.route), loc.dest) });
      return true;
    }
    case 'missTurns':
      tape.emit({ type: 'TurnsMissed', ship: id, n: e.n });
      return true;
    case 'rollAndAdvance': {
      const die = ctx.random.int(1, 6);
      tape.emit({ type: 'EffectRolled', ship: id, source, die });
      move(tape, id, die, 'advance', die);
      return true;
    }
    case 'toDestination':
      arrive(tape, id, voyageOf(tape, id).dest);
      return true;
    case 'toPortBehind':
      arrive(tape, id, voyageOf(tape, id).from);
      return true;
    case 'toNearestPort': {
      const loc = voyageOf(tape, id);
      const r = route(loc.route);
      const toB = r.squares.length + 1 - loc.pos;
      const toA = loc.pos;
      const [near, far] = loc.dest === r.b ? [toB, toA] : [toA, toB];
      arrive(tape, id, near <= far ? loc.dest : otherEnd(r, loc.dest));
      return true;
    }
    case 'toLondon':
      arrive(tape, id, LONDON);
      return true;
    case 'dieCheck': {
      const die = ctx.random.int(1, 6);
      tape.emit({ type: 'EffectRolled', ship: id, source, die });
      const next = e.fail.includes(die) ? e.onFail : e.onPass;
      return next ? apply(tape, ctx, id, next, source) : false;
    }
    case 'seq': {
      let ends = false;
      for (const part of e.effects) {
        if (over(tape) || !seaLoc(tape, id)) break;
        ends = apply(tape, ctx, id, part, source) || ends;
      }
      return ends;
    }
  }
}

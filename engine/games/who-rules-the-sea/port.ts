import type { CoreRejectionCode, Ctx, Rejection, Seat } from '../../core/types.js';
import { reject } from '../../core/rejection.js';
import type { PortId } from './data-types.js';
import { LONDON, nameOfPort, noteData, noteIdx, route, routesFrom, shipData } from './constants.js';
import {
  activeShips,
  cargo,
  eligibleBidders,
  freeCapacity,
  pawnedShips,
  pilesEmpty,
  portOf,
  ship,
  shipsIn,
} from './rules.js';
import { fromBank, toBank } from './money.js';
import { movementRoll } from './voyage.js';
import type { FreightRejectionCode, FreightState } from './types.js';
import type { Tape } from './tape.js';

type Result = Rejection<FreightRejectionCode | CoreRejectionCode> | undefined;

/** The port phase a command acts in: ship X in port P, begun by this command or already under way (R9, R18). */
export interface PortPhase {
  seat: Seat;
  ship: string;
  port: PortId;
  begin: boolean;
  opening: boolean;
  mustSail: boolean;
}

type TurnPhase = Extract<FreightState['phase'], { kind: 'turn' }>;

/**
 * What every ship-turn action checks first: it is the seat's turn, the ship is its own, and no
 * other ship's turn is under way (R9). The turn phase, or the refusal.
 */
function ownShipTurn(s: FreightState, seat: Seat, id: string): TurnPhase | Rejection<FreightRejectionCode> {
  const ph = s.phase;
  if (ph.kind !== 'turn' || ph.seat !== seat) return reject('NOT_YOUR_TURN', 'It is not your turn.');
  if (ship(s, id).owner !== seat) return reject('NOT_YOURS', `Ship ${id} is not yours.`);
  if (ph.active && ph.active.ship !== id)
    return reject('ILLEGAL_MOVE', `The ship-turn of ${ph.active.ship} is under way; finish it first (R9).`);
  return ph;
}

/** Where a port action may happen: the named ship is the seat's, in port, its ship-turn due or its port phase running. */
export function portPhase(tape: Tape, seat: Seat, id: string): PortPhase | Rejection<FreightRejectionCode> {
  const s = tape.state;
  const ph = ownShipTurn(s, seat, id);
  if (!('kind' in ph)) return ph;
  if (ph.active) {
    if (ph.active.stage !== 'port') return reject('ILLEGAL_MOVE', `${id} is not in a port phase now.`);
    const port = portOf(s, id);
    // Not reached: disposing of the ship whose port phase runs ends its ship-turn (R51), so it lies active in port.
    if (port === null) return reject('ILLEGAL_MOVE', `${id} is not in a port phase now.`);
    return { seat, ship: id, port, begin: false, opening: ph.opening, mustSail: ph.active.mustSail };
  }
  if (!ph.todo.includes(id)) return reject('ILLEGAL_MOVE', `${id} has no ship-turn left this turn.`);
  const port = portOf(s, id);
  if (port === null) return reject('ILLEGAL_MOVE', `${id} is at sea: its ship-turn is a roll.`);
  return { seat, ship: id, port, begin: true, opening: ph.opening, mustSail: !ph.opening };
}

function begin(tape: Tape, p: PortPhase): void {
  if (p.begin) tape.emit({ type: 'ShipTurnBegan', seat: p.seat, ship: p.ship, mustSail: p.mustSail });
}

function noDebt(tape: Tape, seat: Seat, doing: string): Rejection<'IN_DEBT'> | null {
  const debt = tape.state.players[seat].debt;
  return debt > 0 ? reject('IN_DEBT', `You owe the bank £${debt}: you cannot ${doing} until it is paid (R24).`) : null;
}

function afford(tape: Tape, seat: Seat, amount: number, what: string): Rejection<'INSUFFICIENT_FUNDS'> | null {
  const cash = tape.state.players[seat].cash;
  return cash < amount ? reject('INSUFFICIENT_FUNDS', `${what} costs £${amount}; you have £${cash}.`) : null;
}

const refused = (x: unknown): x is Rejection<FreightRejectionCode> =>
  typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;

export function buyNote(tape: Tape, seat: Seat, id: string, note: string): Result {
  const p = portPhase(tape, seat, id);
  if (refused(p)) return p;
  const d = noteData(note);
  const s = tape.state;
  const why =
    noDebt(tape, seat, 'buy goods') ??
    (s.notes[noteIdx(note)].loc.at !== 'pile' || d.from !== p.port
      ? reject('ILLEGAL_MOVE', `Note ${note} is not for sale in ${nameOfPort(p.port)} (F15).`)
      : null) ??
    (d.weight > freeCapacity(s, id)
      ? reject('OVER_CAPACITY', `${note} weighs ${d.weight} t; ${id} has ${freeCapacity(s, id)} t free (F17).`)
      : null) ??
    afford(tape, seat, d.purchase, `Note ${note}`);
  if (why) return why;
  begin(tape, p);
  tape.emit({ type: 'NoteBought', seat, ship: id, note, payments: toBank(seat, d.purchase) });
  if (pilesEmpty(tape.state)) tape.emit({ type: 'NotesExhausted', round: tape.state.round });
}

export function insureShip(tape: Tape, seat: Seat, id: string): Result {
  const p = portPhase(tape, seat, id);
  if (refused(p)) return p;
  const fee = shipData(id).insuranceFee;
  const why =
    noDebt(tape, seat, 'insure') ??
    (ship(tape.state, id).insured ? reject('ILLEGAL_MOVE', `${id} is insured already (F20).`) : null) ??
    afford(tape, seat, fee, `Insuring ${id}`);
  if (why) return why;
  begin(tape, p);
  tape.emit({ type: 'ShipInsured', seat, ship: id, payments: toBank(seat, fee) });
}

export function insureNote(tape: Tape, seat: Seat, id: string, note: string): Result {
  const p = portPhase(tape, seat, id);
  if (refused(p)) return p;
  const n = tape.state.notes[noteIdx(note)];
  const fee = noteData(note).insuranceFee;
  const why =
    noDebt(tape, seat, 'insure') ??
    (n.loc.at !== 'aboard' || n.loc.ship !== id
      ? reject('ILLEGAL_MOVE', `${note} is not aboard ${id} (F25).`)
      : null) ??
    (n.insured ? reject('ILLEGAL_MOVE', `${note} is insured already.`) : null) ??
    afford(tape, seat, fee, `Insuring ${note}`);
  if (why) return why;
  begin(tape, p);
  tape.emit({ type: 'NoteInsured', seat, ship: id, note, payments: toBank(seat, fee) });
}

export function pawnNote(tape: Tape, seat: Seat, id: string, note: string): Result {
  const p = portPhase(tape, seat, id);
  if (refused(p)) return p;
  const s = tape.state;
  const loc = s.notes[noteIdx(note)].loc;
  const carrier = loc.at === 'aboard' ? loc.ship : null;
  if (carrier === null || !shipsIn(s, seat, p.port).includes(carrier)) {
    return reject('ILLEGAL_MOVE', `${note} is not aboard one of your ships in ${nameOfPort(p.port)} (R26).`);
  }
  if (noteData(note).to === p.port)
    return reject(
      'ILLEGAL_MOVE',
      `${note} is bound for ${nameOfPort(p.port)}: goods are pawned only on the way (F36).`,
    );
  begin(tape, p);
  tape.emit({
    type: 'NotePawned',
    seat,
    ship: carrier,
    note,
    port: p.port,
    payments: fromBank(seat, noteData(note).pawnValue),
  });
}

export function redeemNote(tape: Tape, seat: Seat, id: string, note: string): Result {
  const p = portPhase(tape, seat, id);
  if (refused(p)) return p;
  const s = tape.state;
  const loc = s.notes[noteIdx(note)].loc;
  const d = noteData(note);
  const why =
    noDebt(tape, seat, 'redeem') ??
    (loc.at !== 'pawned' || loc.seat !== seat || loc.port !== p.port
      ? reject('ILLEGAL_MOVE', `You have not pawned ${note} in ${nameOfPort(p.port)} (R26).`)
      : null) ??
    (d.weight > freeCapacity(s, id)
      ? reject('OVER_CAPACITY', `${note} weighs ${d.weight} t; ${id} has ${freeCapacity(s, id)} t free.`)
      : null) ??
    afford(tape, seat, d.redemptionValue, `Redeeming ${note}`);
  if (why) return why;
  begin(tape, p);
  tape.emit({ type: 'NoteRedeemed', seat, ship: id, note, payments: toBank(seat, d.redemptionValue) });
}

/**
 * The port phase of ship `id` in which `target` may be pawned, sold or auctioned: the seat's,
 * in this port, empty, another active ship kept (R27-R29).
 */
function disposalPhase(
  tape: Tape,
  seat: Seat,
  id: string,
  target: string,
): PortPhase | Rejection<FreightRejectionCode> {
  const p = portPhase(tape, seat, id);
  if (refused(p)) return p;
  const s = tape.state;
  if (ship(s, target).owner !== seat) return reject('NOT_YOURS', `Ship ${target} is not yours.`);
  if (!shipsIn(s, seat, p.port).includes(target))
    return reject('ILLEGAL_MOVE', `${target} is not lying in ${nameOfPort(p.port)}.`);
  if (cargo(s, target).length > 0)
    return reject('ILLEGAL_MOVE', `${target} carries goods; only an empty ship can be pawned, sold or auctioned.`);
  if (activeShips(s, seat).length < 2)
    return reject('ILLEGAL_MOVE', 'You must keep at least one other active ship (F37).');
  return p;
}

/** R51: disposing of the ship whose port phase runs ends its ship-turn at once. */
function endIfOwn(tape: Tape, p: PortPhase, target: string): void {
  if (target === p.ship) tape.emit({ type: 'ShipTurnEnded', seat: p.seat, ship: p.ship });
}

export function pawnShip(tape: Tape, seat: Seat, id: string, target: string): Result {
  const p = disposalPhase(tape, seat, id, target);
  if (refused(p)) return p;
  begin(tape, p);
  tape.emit({
    type: 'ShipPawned',
    seat,
    ship: target,
    port: p.port,
    payments: fromBank(seat, shipData(target).pawnValue),
  });
  endIfOwn(tape, p, target);
}

export function sellShip(tape: Tape, seat: Seat, id: string, target: string): Result {
  const p = disposalPhase(tape, seat, id, target);
  if (refused(p)) return p;
  begin(tape, p);
  tape.emit({ type: 'ShipSold', seat, ship: target, payments: fromBank(seat, shipData(target).redemptionValue) });
  endIfOwn(tape, p, target);
}

export function auctionShip(tape: Tape, seat: Seat, id: string, target: string): Result {
  const p = disposalPhase(tape, seat, id, target);
  if (refused(p)) return p;
  const bidders = eligibleBidders(tape.state, seat);
  if (bidders.length === 0)
    return reject('ILLEGAL_MOVE', 'Nobody could bid: every other player has left or is in debt (R45).');
  begin(tape, p);
  tape.emit({ type: 'AuctionOpened', seller: seat, ship: target, bidders });
  endIfOwn(tape, p, target);
}

/** R8: ships from the docks in London from round 2 on, or right after a loss (then `id` is the lost ship). */
export function buyShip(tape: Tape, seat: Seat, id: string, target: string): Result {
  const s = tape.state;
  const ph = s.phase;
  const afterLoss =
    ph.kind === 'turn' && ph.seat === seat && ph.active?.ship === id && ph.active.stage === 'after-loss';
  let p: PortPhase | null = null;
  if (!afterLoss) {
    const pp = portPhase(tape, seat, id);
    if (refused(pp)) return pp;
    if (pp.port !== LONDON) return reject('ILLEGAL_MOVE', 'Ships are bought only in London (F11).');
    if (s.round < 2) return reject('ILLEGAL_MOVE', 'Ships are bought in London from round 2 on (R8).');
    p = pp;
  }
  const price = shipData(target).price;
  const why =
    noDebt(tape, seat, 'buy a ship') ??
    (ship(s, target).owner !== null ? reject('ILLEGAL_MOVE', `${target} is not on the docks.`) : null) ??
    afford(tape, seat, price, target);
  if (why) return why;
  if (p) begin(tape, p);
  tape.emit({ type: 'ShipBought', seat, ship: target, opening: false, payments: toBank(seat, price) });
}

export function redeemShip(tape: Tape, seat: Seat, target: string): Result {
  const s = tape.state;
  const ph = s.phase;
  if (ph.kind !== 'turn' || ph.seat !== seat)
    return reject('NOT_YOUR_TURN', 'Pawned ships are redeemed during your own turn (R27).');
  if (ph.active && ph.active.stage !== 'port' && ph.active.stage !== 'after-loss') {
    return reject('ILLEGAL_MOVE', 'Redeem a ship between ship-turns or in a port phase, not while a ship is moving.');
  }
  if (!pawnedShips(s, seat).includes(target)) return reject('ILLEGAL_MOVE', `${target} is not a pawned ship of yours.`);
  const cost = shipData(target).redemptionValue;
  const why = noDebt(tape, seat, 'redeem') ?? afford(tape, seat, cost, `Redeeming ${target}`);
  if (why) return why;
  tape.emit({ type: 'ShipRedeemed', seat, ship: target, payments: toBank(seat, cost) });
}

export function endPortPhase(tape: Tape, seat: Seat, id: string): Result {
  const p = portPhase(tape, seat, id);
  if (refused(p)) return p;
  if (p.mustSail) return reject('ILLEGAL_MOVE', `${id} began its ship-turn in port: it must sail (R10).`);
  const why = noDebt(tape, seat, 'end the port phase');
  if (why) return why;
  begin(tape, p);
  tape.emit({ type: 'ShipTurnEnded', seat, ship: id });
}

export function sail(tape: Tape, seat: Seat, id: string, routeId: string, ctx: Ctx): Result {
  const p = portPhase(tape, seat, id);
  if (refused(p)) return p;
  if (!p.mustSail)
    return reject('ILLEGAL_MOVE', `${id} sails on its next ship-turn; end this port phase with done (R17).`);
  const why = noDebt(tape, seat, 'sail');
  if (why) return why;
  if (!routesFrom(p.port).some((r) => r.id === routeId))
    return reject('ILLEGAL_MOVE', `Route ${routeId} does not leave ${nameOfPort(p.port)}.`);
  const r = route(routeId);
  begin(tape, p);
  tape.emit({ type: 'Sailed', seat, ship: id, route: routeId, from: p.port, to: r.a === p.port ? r.b : r.a });
  movementRoll(tape, ctx, id, 'roll');
}

export function roll(tape: Tape, seat: Seat, id: string, ctx: Ctx): Result {
  const s = tape.state;
  const ph = ownShipTurn(s, seat, id);
  if (!('kind' in ph)) return ph;
  if (ph.active) {
    if (ph.active.stage !== 'extra') return reject('ILLEGAL_MOVE', `${id} has no roll to make now.`);
    movementRoll(tape, ctx, id, 'extra');
    return;
  }
  if (!ph.todo.includes(id)) return reject('ILLEGAL_MOVE', `${id} has no ship-turn left this turn.`);
  if (ship(s, id).loc.at !== 'sea') return reject('ILLEGAL_MOVE', `${id} is in port: choose a route and sail.`);
  tape.emit({ type: 'ShipTurnBegan', seat, ship: id, mustSail: false });
  movementRoll(tape, ctx, id, 'roll');
}

export function stop(tape: Tape, seat: Seat, id: string): Result {
  const ph = tape.state.phase;
  if (ph.kind !== 'turn' || ph.seat !== seat) return reject('NOT_YOUR_TURN', 'It is not your turn.');
  if (ph.active?.ship !== id || ph.active.stage !== 'extra')
    return reject('ILLEGAL_MOVE', `${id} has no extra roll to decline.`);
  tape.emit({ type: 'ExtraRollDeclined', ship: id });
  tape.emit({ type: 'ShipTurnEnded', seat, ship: id });
}

export function declineShips(tape: Tape, seat: Seat, id: string): Result {
  const s = tape.state;
  const ph = s.phase;
  if (ph.kind !== 'turn' || ph.seat !== seat) return reject('NOT_YOUR_TURN', 'It is not your turn.');
  if (ph.active?.ship !== id || ph.active.stage !== 'after-loss')
    return reject('ILLEGAL_MOVE', `${id} was not just lost.`);
  if (activeShips(s, seat).length === 0)
    return reject('ILLEGAL_MOVE', 'With no active ship left you must buy one (R23).');
  tape.emit({ type: 'ShipsDeclined', seat, ship: id });
  tape.emit({ type: 'ShipTurnEnded', seat, ship: id });
}

import type { CoreRejectionCode, Ctx, Rejection, Seat, StartCommand } from '../../core/types.js';
import { checkStart, makeDecide, type Phases } from '../../core/decider.js';
import { reject } from '../../core/rejection.js';
import { shuffle } from '../../core/random.js';
import { MAX_SHIPS_AT_START, NOTES } from './data.js';
import { CARD_IDS, MAX_SEATS, MIN_SEATS, NOTE_IDS, PORT_IDS, SHIP_IDS, SHORT_NOTES_PER_PORT, TITLE, shipData } from './constants.js';
import { inGame, ship } from './rules.js';
import { advance, leave, nextOpeningShips } from './advance.js';
import { commandSchema, optionsSchema, wellFormed } from './schema.js';
import { evolve } from './evolve.js';
import * as port from './port.js';
import { toBank } from './money.js';
import type { FreightCommand, FreightEvent, FreightOptions, FreightRejectionCode, FreightState } from './types.js';
import type { Tape } from './tape.js';

type Result = Rejection<FreightRejectionCode | CoreRejectionCode> | void;

export type PhaseKind = 'setup' | 'opening-ships' | 'opening-cargo' | 'turn' | 'auction' | 'over';

function phaseOf(s: FreightState): PhaseKind {
  if (s.auction) return 'auction';
  const ph = s.phase;
  if (ph.kind === 'turn') return ph.opening ? 'opening-cargo' : 'turn';
  return ph.kind;
}

const inTurn = { in: ['turn'] as PhaseKind[] };

/** Resigning and the end vote are open at any time (R32, R33); an auction pauses everything else (R29). */
export const phases: Phases<FreightState, FreightCommand, PhaseKind> = {
  of: phaseOf,
  describe: phaseName,
  commands: {
    buyShips: { in: ['opening-ships'], doing: 'buy your opening ships' },
    buyNote: { in: ['opening-cargo', 'turn'], doing: 'buy goods' },
    insureShip: { in: ['opening-cargo', 'turn'], doing: 'insure a ship' },
    insureNote: { in: ['opening-cargo', 'turn'], doing: 'insure goods' },
    endPortPhase: { in: ['opening-cargo', 'turn'], doing: 'end a port phase' },
    pawnNote: { ...inTurn, doing: 'pawn goods' },
    redeemNote: { ...inTurn, doing: 'redeem goods' },
    pawnShip: { ...inTurn, doing: 'pawn a ship' },
    sellShip: { ...inTurn, doing: 'sell a ship' },
    auctionShip: { ...inTurn, doing: 'auction a ship' },
    buyShip: { ...inTurn, doing: 'buy a ship' },
    redeemShip: { ...inTurn, doing: 'redeem a ship' },
    sail: { ...inTurn, doing: 'sail' },
    roll: { ...inTurn, doing: 'roll' },
    stop: { ...inTurn, doing: 'decline an extra roll' },
    declineShips: { ...inTurn, doing: 'decline to buy ships' },
    bid: { in: ['auction'], doing: 'bid' },
    passBid: { in: ['auction'], doing: 'pass in an auction' },
    resign: 'any time',
    proposeEnd: 'any time',
    agreeEnd: 'any time',
    declineEnd: 'any time',
  },
};

function phaseName(s: FreightState): string {
  switch (phaseOf(s)) {
    case 'opening-ships': return 'the players are buying their opening ships';
    case 'opening-cargo': return 'the players are loading their opening cargo in London';
    case 'turn': return 'ships are taking their ship-turns';
    case 'auction': return 'a ship is being auctioned';
    default: return 'nobody is asked to act';
  }
}

export const decide = makeDecide<FreightState, FreightCommand, FreightEvent, FreightOptions, FreightRejectionCode, PhaseKind>({
  what: 'a Who Rules the Sea? command',
  schema: commandSchema,
  wellFormed,
  evolve,
  status: (s) => s.status,
  seats: (s) => s.seats,
  phases,
  start,
  play,
  advance,
});

function start(tape: Tape, command: StartCommand<FreightOptions>, ctx: Ctx): Result {
  const checked = checkStart(tape.state.status === 'new', command, ctx, { title: TITLE, min: MIN_SEATS, max: MAX_SEATS, options: optionsSchema });
  if (!checked.ok) return checked;
  // R15, R41: one uniform shuffle, recorded (hidden) in the start event; the first card is the top.
  const pile = shuffle(CARD_IDS, ctx.random);
  const retired = checked.options.voyage === 'short' ? shortVoyageLeftOut(ctx) : [];
  tape.emit({ type: 'GameStarted', seats: command.seats, options: checked.options, pile, retired });
  startRoll(tape, ctx, command.seats);
}

/** The short voyage's draw: SHORT_NOTES_PER_PORT of each port's notes stay in its pile; the rest are left out, publicly. */
function shortVoyageLeftOut(ctx: Ctx): string[] {
  return PORT_IDS.flatMap((p) => shuffle(NOTE_IDS.filter((_, i) => NOTES[i].from === p), ctx.random).slice(SHORT_NOTES_PER_PORT))
    .sort((a, b) => NOTE_IDS.indexOf(a) - NOTE_IDS.indexOf(b));
}

/** R2: one die per seat; the seats tied for highest roll again until one is highest. */
function startRoll(tape: Tape, ctx: Ctx, seats: number): void {
  const rolls: { seat: Seat; die: number }[][] = [];
  let rolling = Array.from({ length: seats }, (_, s) => s);
  while (rolling.length > 1) {
    const round = rolling.map((seat) => ({ seat, die: ctx.random.int(1, 6) }));
    rolls.push(round);
    const top = Math.max(...round.map((r) => r.die));
    rolling = round.filter((r) => r.die === top).map((r) => r.seat);
  }
  const first = rolling[0];
  const order = Array.from({ length: seats }, (_, k) => (first + k) % seats);
  tape.emit({ type: 'StartRolled', rolls, start: first, order });
  tape.emit({ type: 'OpeningShipsTurn', seat: first });
}

function play(tape: Tape, c: FreightCommand, seat: Seat, ctx: Ctx): Result {
  if (!inGame(tape.state, seat)) return reject('NOT_IN_GAME', 'You have left this game.');
  switch (c.type) {
    case 'buyShips': return buyShips(tape, seat, c.ships);
    case 'buyNote': return port.buyNote(tape, seat, c.ship, c.note);
    case 'insureShip': return port.insureShip(tape, seat, c.ship);
    case 'insureNote': return port.insureNote(tape, seat, c.ship, c.note);
    case 'pawnNote': return port.pawnNote(tape, seat, c.ship, c.note);
    case 'redeemNote': return port.redeemNote(tape, seat, c.ship, c.note);
    case 'pawnShip': return port.pawnShip(tape, seat, c.ship, c.target);
    case 'sellShip': return port.sellShip(tape, seat, c.ship, c.target);
    case 'auctionShip': return port.auctionShip(tape, seat, c.ship, c.target);
    case 'buyShip': return port.buyShip(tape, seat, c.ship, c.target);
    case 'redeemShip': return port.redeemShip(tape, seat, c.target);
    case 'endPortPhase': return port.endPortPhase(tape, seat, c.ship);
    case 'sail': return port.sail(tape, seat, c.ship, c.route, ctx);
    case 'roll': return port.roll(tape, seat, c.ship, ctx);
    case 'stop': return port.stop(tape, seat, c.ship);
    case 'declineShips': return port.declineShips(tape, seat, c.ship);
    case 'bid': return bid(tape, seat, c.tens * 10);
    case 'passBid': return bid(tape, seat, 0);
    case 'resign': return leave(tape, seat, 'resigned');
    case 'proposeEnd': return proposeEnd(tape, seat);
    case 'agreeEnd': return agreeEnd(tape, seat);
    case 'declineEnd': return declineEnd(tape, seat);
  }
}

/** R6: one or two ships from the docks in one action, within the starting capital. */
function buyShips(tape: Tape, seat: Seat, ships: string[]): Result {
  const s = tape.state;
  const ph = s.phase;
  if (ph.kind !== 'opening-ships' || ph.seat !== seat) return reject('NOT_YOUR_TURN', 'It is not your turn to buy ships.');
  if (ships.length > MAX_SHIPS_AT_START) return reject('ILLEGAL_MOVE', 'Buy one or two ships (F10).');
  if (new Set(ships).size !== ships.length) return reject('ILLEGAL_MOVE', 'Name each ship once.');
  const taken = ships.find((id) => ship(s, id).owner !== null);
  if (taken) return reject('ILLEGAL_MOVE', `${taken} is not on the docks.`);
  const total = ships.reduce((n, id) => n + shipData(id).price, 0);
  const cash = s.players[seat].cash;
  if (total > cash) return reject('INSUFFICIENT_FUNDS', `These ships cost £${total}; you have £${cash}.`);
  for (const id of SHIP_IDS.filter((x) => ships.includes(x))) {
    tape.emit({ type: 'ShipBought', seat, ship: id, opening: true, payments: toBank(seat, shipData(id).price) });
  }
  nextOpeningShips(tape, seat);
}

/** R29: one sealed bid (0 = a pass) from each eligible player, at most their cash. */
function bid(tape: Tape, seat: Seat, amount: number): Result {
  const a = tape.state.auction!;
  if (!a.bidders.includes(seat)) return reject('NOT_YOUR_TURN', 'You are not among the bidders of this auction.');
  if (a.in[seat]) return reject('ILLEGAL_MOVE', 'Your bid is in already: one bid each.');
  const cash = tape.state.players[seat].cash;
  if (amount > cash) return reject('INSUFFICIENT_FUNDS', `You bid £${amount} but have £${cash}.`);
  tape.emit({ type: 'BidSealed', seat, amount });
}

function proposeEnd(tape: Tape, seat: Seat): Result {
  if (tape.state.endVote) return reject('PROPOSAL_OPEN', 'A proposal to end the game is open already: agree or decline it (R50).');
  tape.emit({ type: 'EndProposed', seat });
}

function agreeEnd(tape: Tape, seat: Seat): Result {
  const v = tape.state.endVote;
  if (!v) return reject('NO_PROPOSAL', 'Nobody has proposed to end the game.');
  if (v.agreed.includes(seat)) return reject('ILLEGAL_MOVE', 'You have agreed already.');
  tape.emit({ type: 'EndAgreed', seat });
}

function declineEnd(tape: Tape, seat: Seat): Result {
  if (!tape.state.endVote) return reject('NO_PROPOSAL', 'Nobody has proposed to end the game.');
  tape.emit({ type: 'EndDeclined', seat });
}

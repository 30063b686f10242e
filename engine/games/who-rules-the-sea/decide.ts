import type { CoreRejectionCode, Ctx, Rejection, Seat, StartCommand } from '../../core/types.js';
import { checkStart, makeDecide, wrongPhase, type Rules } from '../../core/decider.js';
import { commandTable, intField, listField, oneOfField } from '../../core/commands.js';
import { reject } from '../../core/rejection.js';
import { shuffle } from '../../core/random.js';
import { MAX_SHIPS_AT_START, NOTES } from './data.js';
import {
  MAX_SEATS,
  MIN_SEATS,
  NOTE_IDS,
  PORT_IDS,
  ROUTE_IDS,
  SHIP_IDS,
  SHORT_NOTES_PER_PORT,
  TITLE,
  shipData,
} from './constants.js';
import { CARD_IDS } from './cards.js';
import { inGame, ship } from './rules.js';
import { advance, leave, nextOpeningShips } from './advance.js';
import { optionsSchema } from './schema.js';
import { evolve } from './evolve.js';
import * as port from './port.js';
import { toBank } from './money.js';
import type { FreightCommand, FreightEvent, FreightOptions, FreightRejectionCode, FreightState } from './types.js';
import type { Tape } from './tape.js';

type Result = Rejection<FreightRejectionCode | CoreRejectionCode> | undefined;

export type PhaseKind = 'setup' | 'opening-ships' | 'opening-cargo' | 'turn' | 'auction' | 'over';

function phaseOf(s: FreightState): PhaseKind {
  if (s.auction) return 'auction';
  const ph = s.phase;
  if (ph.kind === 'turn') return ph.opening ? 'opening-cargo' : 'turn';
  return ph.kind;
}

const cargoOrTurn: PhaseKind[] = ['opening-cargo', 'turn'];
const inTurn = (doing: string) => ({ in: ['turn'] satisfies PhaseKind[], doing });
const shipField = oneOfField(SHIP_IDS);
const noteField = oneOfField(NOTE_IDS);

/**
 * The game's commands: each one's fields, when it may be played, whether the seats answer it
 * at once, and its handler. Port actions (R18) name `ship`, the ship whose port phase it is
 * (begun by the first of them). Resigning and the end vote are open at any time (R32, R33);
 * an auction pauses everything else (R29).
 */
export const commands = commandTable<FreightState, FreightEvent, PhaseKind, FreightRejectionCode>()({
  /** Opening (R6): one or two ships at once. */
  buyShips: {
    fields: { ships: listField(shipField, 1, 2) },
    when: { in: ['opening-ships'], doing: 'buy your opening ships' },
    play: (t, c, seat) => buyShips(t, seat, c.ships),
  },
  buyNote: {
    fields: { ship: shipField, note: noteField },
    when: { in: cargoOrTurn, doing: 'buy goods' },
    play: (t, c, seat) => port.buyNote(t, seat, c.ship, c.note),
  },
  insureShip: {
    fields: { ship: shipField },
    when: { in: cargoOrTurn, doing: 'insure a ship' },
    play: (t, c, seat) => port.insureShip(t, seat, c.ship),
  },
  insureNote: {
    fields: { ship: shipField, note: noteField },
    when: { in: cargoOrTurn, doing: 'insure goods' },
    play: (t, c, seat) => port.insureNote(t, seat, c.ship, c.note),
  },
  pawnNote: {
    fields: { ship: shipField, note: noteField },
    when: inTurn('pawn goods'),
    play: (t, c, seat) => port.pawnNote(t, seat, c.ship, c.note),
  },
  redeemNote: {
    fields: { ship: shipField, note: noteField },
    when: inTurn('redeem goods'),
    play: (t, c, seat) => port.redeemNote(t, seat, c.ship, c.note),
  },
  pawnShip: {
    fields: { ship: shipField, target: shipField },
    when: inTurn('pawn a ship'),
    play: (t, c, seat) => port.pawnShip(t, seat, c.ship, c.target),
  },
  sellShip: {
    fields: { ship: shipField, target: shipField },
    when: inTurn('sell a ship'),
    play: (t, c, seat) => port.sellShip(t, seat, c.ship, c.target),
  },
  auctionShip: {
    fields: { ship: shipField, target: shipField },
    when: inTurn('auction a ship'),
    play: (t, c, seat) => port.auctionShip(t, seat, c.ship, c.target),
  },
  /** In London from round 2 (R8), or after a loss (`ship` is then the lost ship). */
  buyShip: {
    fields: { ship: shipField, target: shipField },
    when: inTurn('buy a ship'),
    play: (t, c, seat) => port.buyShip(t, seat, c.ship, c.target),
  },
  /** Between ship-turns or in a port phase of one's own turn (R27). */
  redeemShip: {
    fields: { target: shipField },
    when: inTurn('redeem a ship'),
    play: (t, c, seat) => port.redeemShip(t, seat, c.target),
  },
  /** "Done" for a port phase that need not end by sailing (R7, R8, R17e). */
  endPortPhase: {
    fields: { ship: shipField },
    when: { in: cargoOrTurn, doing: 'end a port phase' },
    play: (t, c, seat) => port.endPortPhase(t, seat, c.ship),
  },
  /** Choose a route and roll (R42). */
  sail: {
    fields: { ship: shipField, route: oneOfField(ROUTE_IDS) },
    when: inTurn('sail'),
    play: (t, c, seat, ctx) => port.sail(t, seat, c.ship, c.route, ctx),
  },
  /** The ship-turn of a ship at sea, or an extra roll after a six. */
  roll: {
    fields: { ship: shipField },
    when: inTurn('roll'),
    play: (t, c, seat, ctx) => port.roll(t, seat, c.ship, ctx),
  },
  /** Decline the extra roll (R14). */
  stop: {
    fields: { ship: shipField },
    when: inTurn('decline an extra roll'),
    play: (t, c, seat) => port.stop(t, seat, c.ship),
  },
  /** Buy no (more) ships after a loss (R43). */
  declineShips: {
    fields: { ship: shipField },
    when: inTurn('decline to buy ships'),
    play: (t, c, seat) => port.declineShips(t, seat, c.ship),
  },
  /** A sealed bid of tens × £10 (R29: a multiple of £10, at least £10); every other bidder answers at once. */
  bid: {
    fields: { tens: intField(1, 1_000_000) },
    when: { in: ['auction'], doing: 'bid' },
    simultaneous: true,
    play: (t, c, seat) => bid(t, seat, c.tens * 10),
  },
  passBid: {
    fields: {},
    when: { in: ['auction'], doing: 'pass in an auction' },
    simultaneous: true,
    play: (t, _c, seat) => bid(t, seat, 0),
  },
  resign: {
    fields: {},
    when: 'any time',
    play: (t, _c, seat) => {
      leave(t, seat, 'resigned');
      return undefined;
    },
  },
  proposeEnd: { fields: {}, when: 'any time', play: (t, _c, seat) => proposeEnd(t, seat) },
  /** The end vote (R33): every other player answers at once. */
  agreeEnd: { fields: {}, when: 'any time', simultaneous: true, play: (t, _c, seat) => agreeEnd(t, seat) },
  /** Declining cancels the proposal; the proposer's decline withdraws it (R33, R50). */
  declineEnd: { fields: {}, when: 'any time', simultaneous: true, play: (t, _c, seat) => declineEnd(t, seat) },
});

function phaseName(s: FreightState): string {
  switch (phaseOf(s)) {
    case 'opening-ships':
      return 'the players are buying their opening ships';
    case 'opening-cargo':
      return 'the players are loading their opening cargo in London';
    case 'turn':
      return 'ships are taking their ship-turns';
    case 'auction':
      return 'a ship is being auctioned';
    default:
      return 'nobody is asked to act';
  }
}

export const rules: Rules<FreightState, FreightCommand, FreightEvent, FreightRejectionCode, PhaseKind> = {
  what: 'a Who Rules the Sea? command',
  commands,
  phases: { of: phaseOf, describe: phaseName },
  status: (s) => s.status,
  seats: (s) => s.seats,
};

export const decide = makeDecide<
  FreightState,
  FreightCommand,
  FreightEvent,
  FreightOptions,
  FreightRejectionCode,
  PhaseKind
>({
  ...rules,
  evolve,
  // A seat that has left the game plays no command (R31, R32), whatever its type.
  refuseSeat: (s, seat) => (inGame(s, seat) ? undefined : reject('NOT_IN_GAME', 'You have left this game.')),
  start,
  advance,
});

function start(tape: Tape, command: StartCommand<FreightOptions>, ctx: Ctx): Result {
  const checked = checkStart(tape.state.status === 'new', command, ctx, {
    title: TITLE,
    min: MIN_SEATS,
    max: MAX_SEATS,
    options: optionsSchema,
  });
  if (!checked.ok) return checked;
  // R15, R41: one uniform shuffle, recorded (hidden) in the start event; the first card is the top.
  const pile = shuffle(CARD_IDS, ctx.random);
  const retired = checked.options.voyage === 'short' ? shortVoyageLeftOut(ctx) : [];
  tape.emit({ type: 'GameStarted', seats: command.seats, options: checked.options, pile, retired });
  startRoll(tape, ctx, command.seats);
}

/** The short voyage's draw: SHORT_NOTES_PER_PORT of each port's notes stay in its pile; the rest are left out, publicly. */
function shortVoyageLeftOut(ctx: Ctx): string[] {
  return PORT_IDS.flatMap((p) =>
    shuffle(
      NOTE_IDS.filter((_, i) => NOTES[i].from === p),
      ctx.random,
    ).slice(SHORT_NOTES_PER_PORT),
  ).sort((a, b) => NOTE_IDS.indexOf(a) - NOTE_IDS.indexOf(b));
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

/** R6: one or two ships from the docks in one action, within the starting capital. */
function buyShips(tape: Tape, seat: Seat, ships: string[]): Result {
  const s = tape.state;
  const ph = s.phase;
  if (ph.kind !== 'opening-ships' || ph.seat !== seat)
    return reject('NOT_YOUR_TURN', 'It is not your turn to buy ships.');
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
  const a = tape.state.auction;
  // Core has checked the phase (an auction is open); this narrows the type.
  if (!a) return wrongPhase(rules, tape.state, amount === 0 ? 'passBid' : 'bid');
  if (!a.bidders.includes(seat)) return reject('NOT_YOUR_TURN', 'You are not among the bidders of this auction.');
  if (a.in[seat]) return reject('ILLEGAL_MOVE', 'Your bid is in already: one bid each.');
  const cash = tape.state.players[seat].cash;
  if (amount > cash) return reject('INSUFFICIENT_FUNDS', `You bid £${amount} but have £${cash}.`);
  tape.emit({ type: 'BidSealed', seat, amount });
}

function proposeEnd(tape: Tape, seat: Seat): Result {
  if (tape.state.endVote)
    return reject('PROPOSAL_OPEN', 'A proposal to end the game is open already: agree or decline it (R50).');
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

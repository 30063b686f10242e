import type { CoreRejectionCode, Ctx, Rejection, Seat, StartCommand } from '../../core/types.js';
import * as z from 'zod/mini';
import { checkStart, makeDecide, wrongPhase as refuseWrongPhase, type Rules } from '../../core/decider.js';
import { commandTable, intField, oneOfField } from '../../core/commands.js';
import { int } from '../../core/schema.js';
import { SPOT_IDS } from './spots.js';
import { reject } from '../../core/rejection.js';
import { shuffle } from '../../core/random.js';
import {
  DEALT_DECK_PER_GOOD,
  GOODS,
  INSURANCE_PAYS_AT_ONCE,
  MAX_START,
  MAX_SEATS,
  MIN_SEATS,
  MORTGAGE_LOAN,
  REDEEM_COST,
  SHARES_DEALT_PER_PLAYER,
  SHARES_PER_GOOD,
  SHIPS_PER_ROUND,
  START_SUM,
  sharePrice,
  type Good,
} from './constants.js';
import {
  isStowaway,
  nextBidder,
  nextFreeBerth,
  pawnsLeft,
  purchasingPower,
  spotOffer,
  standingBid,
  zeroCounts,
} from './board.js';
import { advance } from './advance.js';
import { raiseCash } from './money.js';
import { boardingOptions } from './pirates.js';
import { resolvePilot } from './pilots.js';
import { optionsSchema } from './schema.js';
import { evolve } from './evolve.js';
import type { Tape } from './tape.js';
import type { ManilaCommand, ManilaEvent, ManilaOptions, ManilaRejectionCode, ManilaState, Phase } from './types.js';

type Result = Rejection<ManilaRejectionCode | CoreRejectionCode> | undefined;

const good = oneOfField(GOODS);
const smallInt = int().check(z.minimum(-1000), z.maximum(1000));

/**
 * Manila's commands: each one's fields, when it may be played, and its handler. Reading 7:
 * mortgaging and redeeming are open to any seat at any time before the end.
 */
export const commands = commandTable<ManilaState, ManilaEvent, Phase['kind'], ManilaRejectionCode>()({
  bid: {
    fields: { amount: intField(1, 100_000) },
    when: { in: ['auction'], doing: 'bid' },
    play: (tape, c, seat) => bid(tape, seat, c.amount),
  },
  /** Declines whatever is asked: bidding, buying a share, placing (for the rest of the round), boarding, piloting. */
  pass: {
    fields: {},
    when: { in: ['auction', 'buy-share', 'placement', 'boarding', 'pilot'], doing: 'pass' },
    play: (tape, _c, seat) => pass(tape, seat),
  },
  'buy-share': {
    fields: { good },
    when: { in: ['buy-share'], doing: 'buy a share' },
    play: (tape, c, seat) => buyShare(tape, seat, c.good),
  },
  launch: {
    fields: { ships: z.array(z.strictObject({ good, start: int() })).check(z.maxLength(4)) },
    when: { in: ['launch'], doing: 'load the ships' },
    play: (tape, c, seat) => launch(tape, seat, c.ships),
  },
  place: {
    fields: { spot: oneOfField(SPOT_IDS) },
    when: { in: ['placement'], doing: 'place an accomplice' },
    play: (tape, c, seat) => place(tape, seat, c.spot),
  },
  pilot: {
    fields: { moves: z.array(z.strictObject({ good, delta: smallInt })).check(z.maxLength(3)) },
    when: { in: ['pilot'], doing: 'pilot a ship' },
    play: (tape, c, seat) => pilot(tape, seat, c.moves),
  },
  board: {
    fields: { good, replace: z.optional(intField(0, 3)) },
    when: { in: ['boarding'], doing: 'board a ship' },
    play: (tape, c, seat) => board(tape, seat, c.good, c.replace),
  },
  'send-plundered': {
    fields: { good, to: oneOfField(['harbour', 'shipyard']) },
    when: { in: ['plunder'], doing: 'send a plundered ship' },
    play: (tape, c, seat) => sendPlundered(tape, seat, c.good, c.to),
  },
  mortgage: { fields: { good }, when: 'any time', play: (tape, c, seat) => mortgage(tape, seat, c.good) },
  redeem: { fields: { good }, when: 'any time', play: (tape, c, seat) => redeem(tape, seat, c.good) },
});

export const rules: Rules<ManilaState, ManilaCommand, ManilaEvent, ManilaRejectionCode, Phase['kind']> = {
  what: 'a Manila command',
  commands,
  phases: { of: (s) => s.phase.kind, describe: phaseName },
  status: (s) => s.status,
  seats: (s) => s.seats,
};

export const decide = makeDecide<
  ManilaState,
  ManilaCommand,
  ManilaEvent,
  ManilaOptions,
  ManilaRejectionCode,
  Phase['kind']
>({
  ...rules,
  evolve,
  start,
  advance,
});

function start(tape: Tape, command: StartCommand<ManilaOptions>, ctx: Ctx): Result {
  const checked = checkStart(tape.state.status === 'new', command, ctx, {
    title: 'Manila',
    min: MIN_SEATS,
    max: MAX_SEATS,
    options: optionsSchema,
  });
  if (!checked.ok) return checked;

  const deck = shuffle(
    GOODS.flatMap((g) => Array<Good>(DEALT_DECK_PER_GOOD).fill(g)),
    ctx.random,
  );
  const deal = Array.from({ length: command.seats }, (_, s) =>
    deck.slice(s * SHARES_DEALT_PER_PLAYER, (s + 1) * SHARES_DEALT_PER_PLAYER),
  );
  const bank = zeroCounts();
  for (const g of GOODS) bank[g] = SHARES_PER_GOOD - deal.flat().filter((d) => d === g).length;
  tape.emit({ type: 'GameStarted', seats: command.seats, options: checked.options, deal, bank });
  // Reading 3: seat 0 plays the oldest player and opens the first auction.
  tape.emit({ type: 'RoundStarted', round: 1, opener: 0 });
}

function mortgage(tape: Tape, seat: Seat, good: Good): Result {
  const p = tape.state.players[seat];
  if (p.shares[good] - p.mortgaged[good] <= 0) return reject('NO_SHARE', `You have no unmortgaged ${good} share.`);
  tape.emit({
    type: 'ShareMortgaged',
    seat,
    good,
    forced: false,
    payments: [{ from: 'bank', to: seat, amount: MORTGAGE_LOAN }],
  });
}

function redeem(tape: Tape, seat: Seat, good: Good): Result {
  const p = tape.state.players[seat];
  if (p.mortgaged[good] <= 0) return reject('NO_SHARE', `You have no mortgaged ${good} share.`);
  if (p.cash < REDEEM_COST)
    return reject('INSUFFICIENT_FUNDS', `Redeeming costs ${REDEEM_COST} pesos; you have ${p.cash}.`);
  const owed = standingBid(tape.state, seat);
  if (purchasingPower(p) - REDEEM_COST + MORTGAGE_LOAN < owed) {
    return reject('INSUFFICIENT_FUNDS', `You could no longer pay your standing bid of ${owed} pesos after redeeming.`);
  }
  tape.emit({ type: 'ShareRedeemed', seat, good, payments: [{ from: seat, to: 'bank', amount: REDEEM_COST }] });
}

function notYourTurn(what: string): Rejection<'NOT_YOUR_TURN'> {
  return reject('NOT_YOUR_TURN', `It is not your turn to ${what}.`);
}

/** Core has checked the phase before `play`; handlers repeat it only to narrow the phase's type. */
function wrongPhase(tape: Tape, type: ManilaCommand['type']): Rejection<'WRONG_PHASE'> {
  return refuseWrongPhase(rules, tape.state, type);
}

function phaseName(s: ManilaState): string {
  switch (s.phase.kind) {
    case 'auction':
      return 'the harbour master auction is on';
    case 'buy-share':
      return 'the harbour master may buy a share';
    case 'launch':
      return 'the harbour master is loading the ships';
    case 'placement':
      return 'accomplices are being placed';
    case 'boarding':
      return 'the pirates are deciding whether to board';
    case 'pilot':
      return 'the pilots are steering';
    case 'plunder':
      return 'the pirate captain is sending plundered ships';
    default:
      return 'nobody is asked to act';
  }
}

function bid(tape: Tape, seat: Seat, amount: number): Result {
  const ph = tape.state.phase;
  if (ph.kind !== 'auction') return wrongPhase(tape, 'bid');
  if (ph.turn !== seat) return notYourTurn('bid');
  if (amount <= ph.highBid) return reject('BID_TOO_LOW', `Bid more than the current ${ph.highBid} pesos.`);
  const power = purchasingPower(tape.state.players[seat]);
  if (amount > power)
    return reject('INSUFFICIENT_FUNDS', `You can raise at most ${power} pesos, cash and mortgages together.`);
  tape.emit({ type: 'BidPlaced', seat, amount });
  if (nextBidder(tape.state.seats, seat, ph.passed, seat) === null) closeAuction(tape);
}

function pass(tape: Tape, seat: Seat): Result {
  const ph = tape.state.phase;
  switch (ph.kind) {
    case 'auction': {
      if (ph.turn !== seat) return notYourTurn('bid or pass');
      tape.emit({ type: 'BidPassed', seat });
      const after = tape.state.phase;
      if (after.kind === 'auction' && nextBidder(tape.state.seats, seat, after.passed, after.highBidder) === null) {
        closeAuction(tape);
      }
      return;
    }
    case 'buy-share':
      if (tape.state.harbourMaster !== seat) return notYourTurn('decide on a share');
      tape.emit({ type: 'ShareDeclined', seat });
      return;
    case 'placement':
      if (ph.turn !== seat) return notYourTurn('place');
      tape.emit({ type: 'PlacingStopped', seat });
      return;
    case 'boarding':
      if (ph.seat !== seat) return notYourTurn('board');
      tape.emit({ type: 'PirateStayed', seat });
      return;
    case 'pilot':
      if (ph.seat !== seat) return notYourTurn('pilot');
      tape.emit({ type: 'PilotDeclined', seat, pilot: ph.pilot });
      return;
    default:
      return wrongPhase(tape, 'pass');
  }
}

/** The last bidder standing pays (mortgaging if he must); with no bids the opener leads for free (reading 2). */
function closeAuction(tape: Tape): void {
  const ph = tape.state.phase;
  if (ph.kind !== 'auction') return;
  if (ph.highBidder === null) {
    tape.emit({ type: 'HarbourMasterChosen', seat: ph.opener, price: 0, payments: [] });
    return;
  }
  const seat = ph.highBidder;
  raiseCash(tape, seat, ph.highBid);
  tape.emit({
    type: 'HarbourMasterChosen',
    seat,
    price: ph.highBid,
    payments: [{ from: seat, to: 'bank', amount: ph.highBid }],
  });
}

function buyShare(tape: Tape, seat: Seat, good: Good): Result {
  const s = tape.state;
  if (s.harbourMaster !== seat) return reject('NOT_YOUR_TURN', 'Only the harbour master may buy a share.');
  if (s.bank[good] <= 0) return reject('NO_SHARE', `The bank has no ${good} share left.`);
  const price = sharePrice(s.prices[good]);
  if (s.players[seat].cash < price) {
    return reject(
      'INSUFFICIENT_FUNDS',
      `A ${good} share costs ${price} pesos; you have ${s.players[seat].cash} (mortgage a share first).`,
    );
  }
  tape.emit({ type: 'ShareBought', seat, good, price, payments: [{ from: seat, to: 'bank', amount: price }] });
}

function launch(tape: Tape, seat: Seat, ships: { good: Good; start: number }[]): Result {
  const s = tape.state;
  if (s.harbourMaster !== seat) return reject('NOT_YOUR_TURN', 'Only the harbour master loads the ships.');
  if (ships.length !== SHIPS_PER_ROUND) return reject('ILLEGAL_MOVE', `Load exactly ${SHIPS_PER_ROUND} ships.`);
  if (new Set(ships.map((x) => x.good)).size !== SHIPS_PER_ROUND)
    return reject('ILLEGAL_MOVE', 'Each ship carries a different good.');
  if (ships.some((x) => x.start < 0 || x.start > MAX_START))
    return reject('ILLEGAL_MOVE', `Starting positions run from 0 to ${MAX_START}.`);
  const sum = ships.reduce((n, x) => n + x.start, 0);
  if (sum !== START_SUM) return reject('ILLEGAL_MOVE', `Starting positions must add up to ${START_SUM}, not ${sum}.`);
  tape.emit({ type: 'ShipsLaunched', seat, ships: ships.map((x) => ({ good: x.good, start: x.start })) });
}

function place(tape: Tape, seat: Seat, spot: Parameters<typeof spotOffer>[1]): Result {
  const s = tape.state;
  const ph = s.phase;
  if (ph.kind !== 'placement') return wrongPhase(tape, 'place');
  if (ph.turn !== seat) return notYourTurn('place');
  if (pawnsLeft(s, seat) <= 0) return reject('NO_PAWNS_LEFT', 'You have no accomplices left this round.');
  const offer = spotOffer(s, spot);
  if (!offer) return reject('SPOT_TAKEN', `There is no free place at ${spot}.`);
  const cash = s.players[seat].cash;
  const stowaway = isStowaway(s, seat);
  if (spot === 'insurance') {
    if (stowaway) return reject('ILLEGAL_MOVE', 'A stowaway may not take the insurance.');
    tape.emit({
      type: 'AccomplicePlaced',
      seat,
      spot,
      index: 0,
      cost: 0,
      stowaway: false,
      payments: [{ from: 'bank', to: seat, amount: INSURANCE_PAYS_AT_ONCE }],
    });
    return;
  }
  if (cash >= offer.cost) {
    const payments = offer.cost > 0 ? [{ from: seat, to: 'bank' as const, amount: offer.cost }] : [];
    tape.emit({
      type: 'AccomplicePlaced',
      seat,
      spot,
      index: offer.index,
      cost: offer.cost,
      stowaway: false,
      payments,
    });
    return;
  }
  if (!stowaway) {
    return reject(
      'INSUFFICIENT_FUNDS',
      `That place costs ${offer.cost} pesos and you have ${cash}; mortgage a share or choose a cheaper place.`,
    );
  }
  // A stowaway rides for all the cash he has (reading 6).
  const payments = cash > 0 ? [{ from: seat, to: 'bank' as const, amount: cash }] : [];
  tape.emit({ type: 'AccomplicePlaced', seat, spot, index: offer.index, cost: cash, stowaway: true, payments });
}

function pilot(tape: Tape, seat: Seat, moves: { good: Good; delta: number }[]): Result {
  const ph = tape.state.phase;
  if (ph.kind !== 'pilot') return wrongPhase(tape, 'pilot');
  if (ph.seat !== seat) return notYourTurn('pilot');
  const resolved = resolvePilot(tape.state.board, ph.pilot, moves);
  if (typeof resolved === 'string') return reject('ILLEGAL_MOVE', `Not a ${ph.pilot} pilot move: ${resolved}.`);
  tape.emit({ type: 'PilotMoved', seat, pilot: ph.pilot, moves: resolved });
}

function board(tape: Tape, seat: Seat, good: Good, replace: number | undefined): Result {
  const ph = tape.state.phase;
  if (ph.kind !== 'boarding') return wrongPhase(tape, 'board');
  if (ph.seat !== seat) return notYourTurn('board');
  const options = boardingOptions(tape.state).filter((o) => o.good === good);
  if (options.length === 0) return reject('ILLEGAL_MOVE', `The pirates cannot board the ${good} ship.`);
  const choice =
    replace === undefined
      ? options.find((o) => o.replaced === null)
      : options.find((o) => o.index === replace && o.replaced !== null);
  if (!choice) {
    return reject(
      'ILLEGAL_MOVE',
      replace === undefined
        ? `The ${good} ship has no free seat; name the crew seat to take.`
        : `You may not take seat ${replace} of the ${good} ship.`,
    );
  }
  tape.emit({ type: 'PirateBoarded', seat, good, index: choice.index, replaced: choice.replaced });
}

function sendPlundered(tape: Tape, seat: Seat, good: Good, to: 'harbour' | 'shipyard'): Result {
  const ph = tape.state.phase;
  if (ph.kind !== 'plunder') return wrongPhase(tape, 'send-plundered');
  if (ph.seat !== seat) return reject('NOT_YOUR_TURN', 'Only the pirate captain decides where plundered ships go.');
  if (!ph.ships.includes(good)) return reject('ILLEGAL_MOVE', `The ${good} ship is not waiting for your decision.`);
  const slot = nextFreeBerth(tape.state.board, to);
  if (!slot) return reject('ILLEGAL_MOVE', `The ${to} is full.`);
  tape.emit({ type: 'ShipBerthed', good, berth: { place: to, slot }, chosenBy: seat });
}

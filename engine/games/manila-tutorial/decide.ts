import type { CoreRejectionCode, Ctx, Rejection, Seat, StartCommand } from '../../core/types.js';
import * as z from 'zod/mini';
import { checkStart, makeDecide, wrongPhase, type Rules } from '../../core/decider.js';
import { commandTable, oneOfField } from '../../core/commands.js';
import { int } from '../../core/schema.js';
import { reject } from '../../core/rejection.js';
import {
  MAX_BET_NUMBER,
  MAX_SEATS,
  MAX_SHARES_PER_SHIP_PER_ROUND,
  MIN_BET_NUMBER,
  MIN_SEATS,
  MIN_STAKE,
  SHARE_PRICE,
  SHIPS,
  type Ship,
} from './constants.js';
import { advance, startRound } from './advance.js';
import { totalShares } from './rules.js';
import { optionsSchema } from './schema.js';
import { evolve } from './evolve.js';
import type { Tape } from './tape.js';
import type {
  Phase,
  ShipCounts,
  TutorialCommand,
  TutorialEvent,
  TutorialOptions,
  TutorialRejectionCode,
  TutorialState,
} from './types.js';

type Result = Rejection<TutorialRejectionCode | CoreRejectionCode> | undefined;

const ship = oneOfField(SHIPS);
// Shapes only: rule limits (3 per ship, numbers 2-12, stakes within cash) are the handlers' to explain.
const count = z._default(int().check(z.minimum(0), z.maximum(1000)), 0);

/** The tutorial's commands: each one's fields, when it may be played, and its handler. */
export const commands = commandTable<TutorialState, TutorialEvent, Phase['kind'], TutorialRejectionCode>()({
  /** One share turn: any shares at once, 0-3 of each ship (a ship left out means 0). */
  'buy-shares': {
    fields: { shares: z.strictObject({ red: count, green: count, blue: count }) },
    when: { in: ['shares'], doing: 'buy shares' },
    play: (tape, c, seat) => buyShares(tape, seat, c.shares),
  },
  bet: {
    fields: { ship, number: int(), stake: int() },
    when: { in: ['bets'], doing: 'bet' },
    play: (tape, c, seat) => bet(tape, seat, c.ship, c.number, c.stake),
  },
  /** Buy no shares, or place no bet, this round. */
  pass: {
    fields: {},
    when: { in: ['shares', 'bets'], doing: 'pass' },
    play: (tape, _c, seat) => pass(tape, seat),
  },
});

export const rules: Rules<TutorialState, TutorialCommand, TutorialEvent, TutorialRejectionCode, Phase['kind']> = {
  what: 'a Manila tutorial command',
  commands,
  phases: { of: (s) => s.phase.kind, describe: phaseName },
  status: (s) => s.status,
  seats: (s) => s.seats,
};

export const decide = makeDecide<
  TutorialState,
  TutorialCommand,
  TutorialEvent,
  TutorialOptions,
  TutorialRejectionCode,
  Phase['kind']
>({
  ...rules,
  evolve,
  start,
  advance,
});

function start(tape: Tape, command: StartCommand<TutorialOptions>, ctx: Ctx): Result {
  const checked = checkStart(tape.state.status === 'new', command, ctx, {
    title: 'The Manila tutorial race',
    min: MIN_SEATS,
    max: MAX_SEATS,
    options: optionsSchema,
  });
  if (!checked.ok) return checked;
  tape.emit({ type: 'GameStarted', seats: command.seats, options: checked.options });
  startRound(tape, ctx, 1);
}

function phaseName(s: TutorialState): string {
  switch (s.phase.kind) {
    case 'shares':
      return 'players are buying shares';
    case 'bets':
      return 'players are placing bets';
    case 'voyage':
      return 'the ships are sailing';
    case 'loading':
      return 'the cargo is being loaded';
    default:
      return 'nobody is asked to act';
  }
}

/** T8, T15, reading 3: one share turn per round, any shares at once, at most 3 per ship, 10 pesos each. */
function buyShares(tape: Tape, seat: Seat, shares: ShipCounts): Result {
  const s = tape.state;
  if (s.phase.kind !== 'shares') return wrongPhase(rules, s, 'buy-shares');
  if (s.phase.turn !== seat) return reject('NOT_YOUR_TURN', 'It is not your turn to buy shares.');
  const count = totalShares(shares);
  if (count === 0) return reject('ILLEGAL_MOVE', 'Buy at least one share, or pass.');
  const over = SHIPS.find((ship) => shares[ship] > MAX_SHARES_PER_SHIP_PER_ROUND);
  if (over) {
    return reject(
      'ILLEGAL_MOVE',
      `You may buy at most ${MAX_SHARES_PER_SHIP_PER_ROUND} shares of each ship per round, not ${shares[over]} of the ${over} ship.`,
    );
  }
  const short = SHIPS.find((ship) => shares[ship] > s.bank[ship]);
  if (short)
    return reject(
      'NO_SHARE',
      `The bank has only ${s.bank[short]} ${short} share${s.bank[short] === 1 ? '' : 's'} left.`,
    );
  const cost = count * SHARE_PRICE;
  const cash = s.players[seat].cash;
  if (cost > cash)
    return reject(
      'INSUFFICIENT_FUNDS',
      `${count} share${count === 1 ? '' : 's'} cost ${cost} pesos; you have ${cash}.`,
    );
  tape.emit({
    type: 'SharesBought',
    seat,
    shares: { ...shares },
    payments: [{ from: seat, to: 'bank', amount: cost }],
  });
}

/** T9, T16, reading 4: one bet per round, a ship and a number 2-12, staked from the player's cash. */
function bet(tape: Tape, seat: Seat, ship: Ship, number: number, stake: number): Result {
  const s = tape.state;
  if (s.phase.kind !== 'bets') return wrongPhase(rules, s, 'bet');
  if (s.phase.turn !== seat) return reject('NOT_YOUR_TURN', 'It is not your turn to bet.');
  if (number < MIN_BET_NUMBER || number > MAX_BET_NUMBER) {
    return reject('ILLEGAL_MOVE', `Bet on a number from ${MIN_BET_NUMBER} to ${MAX_BET_NUMBER}, not ${number}.`);
  }
  if (stake < MIN_STAKE) return reject('ILLEGAL_MOVE', `Stake at least ${MIN_STAKE} peso, not ${stake}.`);
  const cash = s.players[seat].cash;
  if (stake > cash) return reject('INSUFFICIENT_FUNDS', `You cannot stake ${stake} pesos; you have ${cash}.`);
  tape.emit({ type: 'BetPlaced', seat, ship, number, stake, payments: [{ from: seat, to: 'bank', amount: stake }] });
}

function pass(tape: Tape, seat: Seat): Result {
  const s = tape.state;
  const ph = s.phase;
  if (ph.kind === 'shares') {
    if (ph.turn !== seat) return reject('NOT_YOUR_TURN', 'It is not your turn to buy shares.');
    tape.emit({ type: 'SharesPassed', seat, forced: false });
    return;
  }
  if (ph.kind === 'bets') {
    if (ph.turn !== seat) return reject('NOT_YOUR_TURN', 'It is not your turn to bet.');
    tape.emit({ type: 'BetPassed', seat, forced: false });
    return;
  }
  return wrongPhase(rules, s, 'pass');
}

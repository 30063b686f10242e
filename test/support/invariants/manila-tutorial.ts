import {
  BET_ODDS,
  MANILA_SPACE,
  MAX_SHARES_PER_SHIP_PER_ROUND,
  MIN_STAKE,
  ROUNDS,
  SHARE_PRICE,
  SHARES_PER_SHIP,
  SHIPS,
  STARTING_CASH,
} from '../../../engine/games/manila-tutorial/constants.js';
import { evolve } from '../../../engine/games/manila-tutorial/evolve.js';
import type { TutorialEvent, TutorialState } from '../../../engine/games/manila-tutorial/types.js';
import type { Payment } from '../../../engine/core/types.js';
import type { InvariantChecker } from './types.js';

function paymentProblems(event: TutorialEvent, payments: readonly Payment[], seats: number): string[] {
  const out: string[] = [];
  const party = (p: Payment['from']) => p === 'bank' || (Number.isInteger(p) && p >= 0 && p < seats);
  for (const p of payments) {
    if (!Number.isInteger(p.amount) || p.amount <= 0)
      out.push(`${event.type}: payment of ${p.amount} is not a positive whole number`);
    if (p.from === p.to) out.push(`${event.type}: payment from ${p.from} to itself`);
    if (!party(p.from) || !party(p.to))
      out.push(`${event.type}: payment between ${p.from} and ${p.to}, not seats of this table`);
  }
  return out;
}

const total = (payments: readonly Payment[]) => payments.reduce((n, p) => n + p.amount, 0);

/** Each kind of payment at the rate the rules set: 10 a share, the stake, 1:1 on a win, the cargo price per share. */
function pricedRight(event: TutorialEvent): string[] {
  const out: string[] = [];
  switch (event.type) {
    case 'SharesBought': {
      const n = SHIPS.reduce((k, ship) => k + event.shares[ship], 0);
      for (const ship of SHIPS) {
        if (event.shares[ship] > MAX_SHARES_PER_SHIP_PER_ROUND)
          out.push(`SharesBought: ${event.shares[ship]} ${ship} shares in one round`);
      }
      if (
        total(event.payments) !== n * SHARE_PRICE ||
        event.payments.some((p) => p.from !== event.seat || p.to !== 'bank')
      ) {
        out.push(`SharesBought: ${n} shares paid with ${JSON.stringify(event.payments)}`);
      }
      break;
    }
    case 'BetPlaced':
      if (
        total(event.payments) !== event.stake ||
        event.payments.some((p) => p.from !== event.seat || p.to !== 'bank')
      ) {
        out.push(`BetPlaced: a stake of ${event.stake} paid with ${JSON.stringify(event.payments)}`);
      }
      break;
    case 'BetsSettled': {
      const owed = event.bets.reduce(
        (n, b) => n + (b.result === 'won' ? b.stake * (1 + BET_ODDS) : b.result === 'cancelled' ? b.stake : 0),
        0,
      );
      if (total(event.payments) !== owed || event.payments.some((p) => p.from !== 'bank'))
        out.push(`BetsSettled: owed ${owed}, paid ${total(event.payments)}`);
      break;
    }
    case 'CargoPaid':
      event.shares.forEach((n, seat) => {
        const paid = total(event.payments.filter((p) => p.to === seat && p.from === 'bank'));
        if (paid !== n * event.price)
          out.push(`CargoPaid: seat ${seat} holds ${n} ${event.ship} shares at ${event.price} but is paid ${paid}`);
      });
      if (total(event.payments) !== event.shares.reduce((a, n) => a + n * event.price, 0))
        out.push('CargoPaid: payments to no shareholder');
      break;
  }
  return out;
}

/**
 * The tutorial race's conservation laws, checked after every event: cash moves only by the
 * payments an event names, each at the rate the rules set; 10 shares of each ship exist, in the bank or in hands; cash and
 * holdings never go negative; the race board and the round count stay within the rules.
 */
export function manilaTutorialInvariants(): InvariantChecker {
  return (beforeRaw, eventRaw, afterRaw) => {
    const before = beforeRaw as TutorialState;
    const after = afterRaw as TutorialState;
    const event = eventRaw as TutorialEvent;
    const out: string[] = [];
    if (after.status === 'new') return [`${event.type} left the game unstarted`];

    const payments: Payment[] = 'payments' in event ? event.payments : [];
    out.push(...paymentProblems(event, payments, after.seats));
    after.players.forEach((p, seat) => {
      if (event.type === 'GameStarted') {
        if (p.cash !== STARTING_CASH)
          out.push(`GameStarted: seat ${seat} starts with ${p.cash} pesos, not ${STARTING_CASH}`);
      } else {
        const net = payments.reduce((n, x) => n + (x.to === seat ? x.amount : 0) - (x.from === seat ? x.amount : 0), 0);
        const change = p.cash - before.players[seat].cash;
        if (change !== net) out.push(`${event.type}: seat ${seat} cash changed by ${change} but payments net ${net}`);
        const bought = p.sharesBought - before.players[seat].sharesBought;
        const named =
          event.type === 'SharesBought' && event.seat === seat ? SHIPS.reduce((n, s) => n + event.shares[s], 0) : 0;
        if (bought !== named)
          out.push(`${event.type}: seat ${seat} shares-bought count changed by ${bought}, expected ${named}`);
      }
      if (p.cash < 0) out.push(`${event.type}: seat ${seat} has negative cash ${p.cash}`);
      for (const ship of SHIPS)
        if (p.shares[ship] < 0) out.push(`${event.type}: seat ${seat} holds ${p.shares[ship]} ${ship} shares`);
    });
    for (const ship of SHIPS) {
      const held = after.players.reduce((n, p) => n + p.shares[ship], 0);
      if (held + after.bank[ship] !== SHARES_PER_SHIP) {
        out.push(`${event.type}: ${held} ${ship} shares held + ${after.bank[ship]} in the bank != ${SHARES_PER_SHIP}`);
      }
      const { position, fate } = after.ships[ship];
      const where =
        fate === 'at-sea'
          ? position >= 0 && position < MANILA_SPACE
          : fate === 'arrived'
            ? position === MANILA_SPACE
            : fate === 'sunk'
              ? position > MANILA_SPACE
              : position > 0 && position < MANILA_SPACE;
      if (!where) out.push(`${event.type}: the ${ship} ship is ${fate} on space ${position}`);
    }
    out.push(...pricedRight(event));
    const bettors = after.bets.map((b) => b.seat);
    if (new Set(bettors).size !== bettors.length) out.push(`${event.type}: a seat has two bets this round`);
    for (const b of after.bets) if (b.stake < MIN_STAKE) out.push(`${event.type}: a bet of ${b.stake}`);
    if (after.round < 0 || after.round > ROUNDS) out.push(`${event.type}: round ${after.round}`);
    if (after.status === 'over' && after.round !== ROUNDS)
      out.push(`${event.type}: the game ended in round ${after.round}`);
    return out;
  };
}

/** The same laws over one decision's events, stepping from `before` with evolve; also checks they lead to `after`. */
export const invariants = (before: unknown, events: unknown[], after: unknown): string[] => {
  const check = manilaTutorialInvariants();
  const out: string[] = [];
  let s = before as TutorialState;
  for (const e of events) {
    const next = evolve(s, e as TutorialEvent);
    out.push(...check(s, e, next));
    s = next;
  }
  if (JSON.stringify(s) !== JSON.stringify(after)) out.push('the events do not lead to the state after the decision');
  return out;
};

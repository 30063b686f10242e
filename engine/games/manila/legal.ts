import { oneOf, precompiled, range, type Template } from '../../core/legal.js';
import type { Seat } from '../../core/types.js';
import { legalOf } from '../../core/decider.js';
import { rules } from './decide.js';
import { GOODS, MAX_START, MORTGAGE_LOAN, REDEEM_COST, START_SUM, sharePrice } from './constants.js';
import { freeSpots, isStowaway, pawnsLeft, purchasingPower, standingBid } from './board.js';
import { boardingOptions } from './pirates.js';
import { pilotOptions } from './pilots.js';
import type { ManilaCommand, ManilaState } from './types.js';

type Legal = Template<ManilaCommand>;

/**
 * What this seat may send now, each kind of command once with its choices (engine/core/legal.ts):
 * a bid is one range of amounts, a placement one choice of spots; the same list serves bots,
 * the UI and tests. Core keeps it to the table's phases and to seats at a game under way.
 */
export const legalCommands = legalOf(rules, listLegal);

function listLegal(s: ManilaState, seat: Seat): Legal[] {
  const out: Legal[] = [];
  const p = s.players[seat];
  const ph = s.phase;

  switch (ph.kind) {
    case 'auction':
      if (ph.turn === seat) {
        out.push({ type: 'pass' });
        if (ph.highBid + 1 <= purchasingPower(p))
          out.push({ type: 'bid', amount: range(ph.highBid + 1, purchasingPower(p)) });
      }
      break;
    case 'buy-share':
      if (s.harbourMaster === seat) {
        out.push({ type: 'pass' });
        const goods = GOODS.filter((good) => s.bank[good] > 0 && p.cash >= sharePrice(s.prices[good]));
        if (goods.length > 0) out.push({ type: 'buy-share', good: oneOf(goods) });
      }
      break;
    case 'launch':
      if (s.harbourMaster === seat) out.push(...LAUNCH_OPTIONS);
      break;
    case 'placement':
      if (ph.turn === seat && pawnsLeft(s, seat) > 0) {
        out.push({ type: 'pass' });
        const stowaway = isStowaway(s, seat);
        const spots = freeSpots(s)
          .filter(({ spot, cost }) => (spot === 'insurance' ? !stowaway : stowaway || p.cash >= cost))
          .map(({ spot }) => spot);
        if (spots.length > 0) out.push({ type: 'place', spot: oneOf(spots) });
      }
      break;
    case 'boarding':
      if (ph.seat === seat) {
        out.push({ type: 'pass' });
        const options = boardingOptions(s);
        // A free seat is named by its ship alone; a replacement also by the seat it takes.
        const free = options.filter((o) => o.replaced === null).map((o) => o.good);
        if (free.length > 0) out.push({ type: 'board', good: oneOf(free) });
        for (const o of options) if (o.replaced !== null) out.push({ type: 'board', good: o.good, replace: o.index });
      }
      break;
    case 'pilot':
      if (ph.seat === seat) {
        out.push({ type: 'pass' });
        const moves = pilotOptions(s.board, ph.pilot);
        if (moves.length > 0) out.push({ type: 'pilot', moves: oneOf(moves) });
      }
      break;
    case 'plunder':
      if (ph.seat === seat)
        out.push({ type: 'send-plundered', good: oneOf(ph.ships), to: oneOf(['harbour', 'shipyard'] as const) });
      break;
  }

  const mortgageable = GOODS.filter((good) => p.shares[good] - p.mortgaged[good] > 0);
  if (mortgageable.length > 0) out.push({ type: 'mortgage', good: oneOf(mortgageable) });
  const canRedeem = p.cash >= REDEEM_COST && purchasingPower(p) - REDEEM_COST + MORTGAGE_LOAN >= standingBid(s, seat);
  const redeemable = canRedeem ? GOODS.filter((good) => p.mortgaged[good] > 0) : [];
  if (redeemable.length > 0) out.push({ type: 'redeem', good: oneOf(redeemable) });
  return out;
}

/**
 * The 100 loadings, one template per good that stays home: the other three ships in goods
 * order, each starting on 0-5, the starts adding up to 9. The same in every game, so made and
 * counted once (precompiled) rather than for every list that offers them.
 */
const LAUNCH_OPTIONS: readonly Legal[] = GOODS.map((home) =>
  precompiled({
    type: 'launch' as const,
    ships: GOODS.filter((g) => g !== home).map((good) => ({ good, start: range(0, MAX_START) })),
    $sums: [{ of: [0, 1, 2].map((i) => `ships.${i}.start`), min: START_SUM, max: START_SUM }],
  }),
);

/** Who must act before the game can go on. */
export function toAct(s: ManilaState): Seat[] {
  const ph = s.phase;
  switch (ph.kind) {
    case 'auction':
      return [ph.turn];
    case 'buy-share':
    case 'launch':
      return s.harbourMaster === null ? [] : [s.harbourMaster];
    case 'placement':
      return ph.turn === null ? [] : [ph.turn];
    case 'boarding':
    case 'pilot':
    case 'plunder':
      return [ph.seat];
    default:
      return [];
  }
}

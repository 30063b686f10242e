import type { Seat } from '../../core/types.js';
import { GOODS, MAX_START, MORTGAGE_LOAN, REDEEM_COST, START_SUM, sharePrice } from './constants.js';
import { freeSpots, isStowaway, pawnsLeft, purchasingPower, standingBid } from './board.js';
import { boardingOptions } from './pirates.js';
import { pilotOptions } from './pilots.js';
import type { ManilaCommand, ManilaState } from './types.js';

/** Every command this seat may issue now; the same list serves bots, the UI and tests. */
export function legalCommands(s: ManilaState, seat: Seat): ManilaCommand[] {
  if (s.status !== 'playing' || seat < 0 || seat >= s.seats) return [];
  const out: ManilaCommand[] = [];
  const p = s.players[seat];
  const ph = s.phase;

  switch (ph.kind) {
    case 'auction':
      if (ph.turn === seat) {
        out.push({ type: 'pass' });
        for (let amount = ph.highBid + 1; amount <= purchasingPower(p); amount++) out.push({ type: 'bid', amount });
      }
      break;
    case 'buy-share':
      if (s.harbourMaster === seat) {
        out.push({ type: 'pass' });
        for (const good of GOODS) {
          if (s.bank[good] > 0 && p.cash >= sharePrice(s.prices[good])) out.push({ type: 'buy-share', good });
        }
      }
      break;
    case 'launch':
      if (s.harbourMaster === seat) out.push(...launchOptions());
      break;
    case 'placement':
      if (ph.turn === seat && pawnsLeft(s, seat) > 0) {
        out.push({ type: 'pass' });
        const stowaway = isStowaway(s, seat);
        for (const { spot, cost } of freeSpots(s)) {
          if (spot === 'insurance' ? !stowaway : stowaway || p.cash >= cost) out.push({ type: 'place', spot });
        }
      }
      break;
    case 'boarding':
      if (ph.seat === seat) {
        out.push({ type: 'pass' });
        for (const o of boardingOptions(s)) {
          out.push(o.replaced === null ? { type: 'board', good: o.good } : { type: 'board', good: o.good, replace: o.index });
        }
      }
      break;
    case 'pilot':
      if (ph.seat === seat) {
        out.push({ type: 'pass' });
        for (const moves of pilotOptions(s.board, ph.pilot)) out.push({ type: 'pilot', moves });
      }
      break;
    case 'plunder':
      if (ph.seat === seat) {
        for (const good of ph.ships) {
          out.push({ type: 'send-plundered', good, to: 'harbour' }, { type: 'send-plundered', good, to: 'shipyard' });
        }
      }
      break;
  }

  for (const good of GOODS) {
    if (p.shares[good] - p.mortgaged[good] > 0) out.push({ type: 'mortgage', good });
    const canRedeem = p.cash >= REDEEM_COST && purchasingPower(p) - REDEEM_COST + MORTGAGE_LOAN >= standingBid(s, seat);
    if (p.mortgaged[good] > 0 && canRedeem) out.push({ type: 'redeem', good });
  }
  return out;
}

let launchCache: ManilaCommand[] | null = null;

/** The 100 loadings: which good stays home, and starts 0-5 summing to 9, ships in goods order. */
function launchOptions(): ManilaCommand[] {
  if (launchCache) return launchCache;
  const out: ManilaCommand[] = [];
  for (const skipped of GOODS) {
    const goods = GOODS.filter((g) => g !== skipped);
    for (let a = 0; a <= MAX_START; a++) {
      for (let b = 0; b <= MAX_START; b++) {
        const c = START_SUM - a - b;
        if (c < 0 || c > MAX_START) continue;
        out.push({ type: 'launch', ships: [{ good: goods[0], start: a }, { good: goods[1], start: b }, { good: goods[2], start: c }] });
      }
    }
  }
  launchCache = out;
  return out;
}

/** Who must act before the game can go on. */
export function toAct(s: ManilaState): Seat[] {
  const ph = s.phase;
  switch (ph.kind) {
    case 'auction': return [ph.turn];
    case 'buy-share':
    case 'launch': return s.harbourMaster === null ? [] : [s.harbourMaster];
    case 'placement': return ph.turn === null ? [] : [ph.turn];
    case 'boarding':
    case 'pilot':
    case 'plunder': return [ph.seat];
    default: return [];
  }
}

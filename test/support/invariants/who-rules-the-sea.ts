import { NOTES, SHIPS, STARTING_CASH } from '../../../engine/games/who-rules-the-sea/data.js';
import type { FreightEvent, FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import type { Payment } from '../../../engine/core/types.js';
import { route } from '../../../engine/games/who-rules-the-sea/constants.js';
import type { InvariantChecker } from './types.js';

/**
 * The freight game's conservation laws (components 7.3), checked after every event:
 * the ledger closes (cash minus debt, with what leavers had cancelled, equals £5,000 a seat plus
 * what the bank paid minus what it took in); every note and ship is in one consistent place; no
 * hold is over capacity; cash is never negative and never sits beside a debt.
 */
export function freightInvariants(): InvariantChecker {
  let paid = 0;
  let taken = 0;
  let cancelled = 0;
  return (beforeRaw, eventRaw, afterRaw) => {
    const before = beforeRaw as FreightState;
    const after = afterRaw as FreightState;
    const e = eventRaw as FreightEvent;
    const out: string[] = [];
    if (after.status === 'new') return out;
    const payments: Payment[] = 'payments' in e ? e.payments : [];
    for (const p of payments) {
      if (p.amount <= 0 || p.amount % 10 !== 0)
        out.push(`${e.type}: payment of ${p.amount} is not a positive multiple of £10`);
      if (p.from === 'bank') paid += p.amount;
      if (p.to === 'bank') taken += p.amount;
    }
    if (e.type === 'PlayerLeft') cancelled += e.cash - e.debt;
    const net = after.players.reduce((n, p) => n + p.cash - p.debt, 0) + cancelled;
    const expected = STARTING_CASH * after.seats + paid - taken;
    if (net !== expected) out.push(`${e.type}: cash minus debt ${net} != ${expected} (ledger)`);
    after.players.forEach((p, seat) => {
      if (p.cash < 0 || p.debt < 0) out.push(`${e.type}: seat ${seat} has cash ${p.cash}, debt ${p.debt}`);
      if (p.cash > 0 && p.debt > 0) out.push(`${e.type}: seat ${seat} holds £${p.cash} while owing £${p.debt}`);
      if (p.left && (p.cash !== 0 || p.debt !== 0)) out.push(`${e.type}: seat ${seat} left but has money`);
    });
    after.ships.forEach((x, i) => {
      const id = SHIPS[i].id;
      if ((x.owner === null) !== (x.loc.at === 'docks')) out.push(`${e.type}: ${id} owner ${x.owner} at ${x.loc.at}`);
      if (x.owner !== null && after.players[x.owner].left)
        out.push(`${e.type}: ${id} belongs to seat ${x.owner}, who left`);
      // A ship at sea is on one of its route's squares; only Sailed (before its roll) and a move
      // into the port (before the arrival) leave it on a port's square for one event.
      const justSailed = (e.type === 'Sailed' || e.type === 'ShipMoved') && e.ship === id;
      if (x.loc.at === 'sea' && (x.loc.pos < 0 || x.loc.pos > route(x.loc.route).squares.length + 1))
        out.push(`${e.type}: ${id} off its route at ${x.loc.pos}`);
      if (x.loc.at === 'sea' && !justSailed && (x.loc.pos < 1 || x.loc.pos > route(x.loc.route).squares.length))
        out.push(`${e.type}: ${id} at sea on square ${x.loc.pos}`);
      if (x.missTurns < 0) out.push(`${e.type}: ${id} misses ${x.missTurns} turns`);
    });
    const loads = new Map<string, number>();
    after.notes.forEach((n, i) => {
      const d = NOTES[i];
      if (n.loc.at === 'aboard') {
        const shipId = n.loc.ship;
        const ship = after.ships.find((_, k) => SHIPS[k].id === shipId);
        const active = ship === undefined ? false : ship.owner !== null && !(ship.loc.at === 'port' && ship.loc.pawned);
        if (!active) out.push(`${e.type}: ${d.id} aboard ${n.loc.ship}, which is not an active ship`);
        loads.set(n.loc.ship, (loads.get(n.loc.ship) ?? 0) + d.weight);
      }
      if (n.loc.at === 'pawned' && after.players[n.loc.seat].left)
        out.push(`${e.type}: ${d.id} pawned by seat ${n.loc.seat}, who left`);
      const was = before.status === 'new' ? null : before.notes[i].loc.at;
      if ((was === 'delivered' || was === 'retired') && n.loc.at !== was)
        out.push(`${e.type}: ${d.id} came back from ${was}`);
      if (was !== null && was !== 'pile' && n.loc.at === 'pile') out.push(`${e.type}: ${d.id} went back to a pile`);
    });
    for (const [id, t] of loads) {
      const cap = SHIPS.find((x) => x.id === id)!.capacity;
      if (t > cap) out.push(`${e.type}: ${id} carries ${t} t of ${cap} t`);
    }
    if (before.status !== 'new' && after.round < before.round) out.push(`${e.type}: round went back`);
    return out;
  };
}

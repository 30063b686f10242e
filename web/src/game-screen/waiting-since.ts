import type { SeatClockView } from '../../../engine/core/clock/clocks.js';
import type { Entry } from '../../../lambdas/protocol/server.js';
import { isClockEvent } from './clock-history.js';

/**
 * Since when the seats to act have been asked to (ISO), for the turn banner's "since 14:05".
 * A table with a clock knows it exactly: the clock of a seat in its turn carries `since`. Without
 * one, it is read from the log: the time of the latest move made by someone other than the
 * seats to act. Their own moves in between (a harbour master buying a share, then launching;
 * a mortgage) and clock requests leave the wait running. Null before the first entry.
 */
export function waitingSince(
  toAct: readonly number[],
  clocks: readonly SeatClockView[] | undefined,
  entries: readonly Entry[],
): string | null {
  const fromClocks = (clocks ?? []).flatMap((c) => (toAct.includes(c.seat) && c.since ? [c.since] : []));
  if (fromClocks.length > 0) return fromClocks.reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a));
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.events.length > 0 && e.events.every(({ event }) => isClockEvent(event))) continue;
    const mover = e.actor === 'system' ? e.onBehalfOf : e.actor;
    if (i > 0 && mover !== undefined && toAct.includes(mover)) continue;
    return e.at;
  }
  return null;
}

import { clockRequestSchema, type ClockFact, type ClockRequest } from '../../engine/core/clock/index.js';
import type { Seat } from '../../engine/core/types.js';
import type { StoredCommand } from './ports.js';

/**
 * A seat's clock request (time zone and quiet hours, vacation, "I'm back") is logged as a
 * record of its own: the seat as actor, the request as its command, no events and no draws.
 * The game fold skips it (it has no events); the clock fold reads it as the request's fact,
 * which does not end the seat's turn.
 */

/** The clock request types, which the server recognises before any rule set's schema. */
export const CLOCK_REQUEST_TYPES: readonly string[] = ['clock-settings', 'vacation', 'back'];

export function isClockRequestType(command: unknown): boolean {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === 'string' && CLOCK_REQUEST_TYPES.includes(type);
}

/** The request a clock record holds, or null for any other record. */
export function clockRequestOf(record: Pick<StoredCommand, 'actor' | 'command' | 'events'>): ClockRequest | null {
  if (record.actor === 'system' || record.events.length > 0 || !isClockRequestType(record.command)) return null;
  const parsed = clockRequestSchema.safeParse(record.command);
  return parsed.success ? parsed.data : null;
}

export function isClockRecord(record: Pick<StoredCommand, 'actor' | 'command' | 'events'>): boolean {
  return clockRequestOf(record) !== null;
}

/** The clock fact of a seat's request, at the time it was logged. */
export function clockFactOfRequest(request: ClockRequest, seat: Seat, at: string): ClockFact {
  switch (request.type) {
    case 'clock-settings':
      return { type: 'settings', at, seat, timeZone: request.timeZone, quietHours: request.quietHours };
    case 'vacation':
      return { type: 'vacation', at, seat, days: request.days };
    case 'back':
      return { type: 'back', at, seat };
  }
}

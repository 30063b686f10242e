import { isOrdersType } from '../../engine/core/orders-log.js';
import type { StoredCommand } from './ports.js';

// A seat's standing orders are logged as a record of their own (orders-request.ts): the seat as
// actor, the orders as its command, no events and no draws. The game fold skips it; the orders
// fold reads it (engine/core/orders-log.ts); the clock does not count it as a move.

/** Whether a stored record is a seat's standing orders. */
export function isOrdersRecord(record: Pick<StoredCommand, 'actor' | 'command' | 'events'>): boolean {
  return record.actor !== 'system' && record.events.length === 0 && isOrdersType(record.command);
}

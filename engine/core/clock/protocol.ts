import * as z from 'zod/mini';
import { int } from '../schema.js';
import { MAX_VACATION_DAYS, quietHoursSchema, seatSettingsSchema, timeZoneSchema } from './options.js';
import { isInstant } from './time.js';

/**
 * The clock's words on the wire: what a seat may ask from its seat link, the facts the log
 * keeps, and each seat's clock as an `update` carries it. Limits live in options.ts; these
 * only give them a shape.
 */

const seat = int().check(z.minimum(0), z.maximum(31));
const instant = z
  .string()
  .check(z.refine(isInstant, 'a time is an ISO-8601 instant with a zone, e.g. 2026-11-30T21:40:00.000Z'));

/** What a seat's link holder may send about its clock; the server adds the seat and the time. */
export const clockRequestSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('clock-settings'),
    timeZone: timeZoneSchema,
    quietHours: z.nullable(quietHoursSchema),
  }),
  z.strictObject({ type: z.literal('vacation'), days: int().check(z.minimum(1), z.maximum(MAX_VACATION_DAYS)) }),
  z.strictObject({ type: z.literal('back') }),
]);
export type ClockRequest = z.infer<typeof clockRequestSchema>;

/** The clock request types: no rule set's command uses them, so a command of one of these types is a clock request. */
export const CLOCK_REQUEST_TYPES: readonly string[] = ['clock-settings', 'vacation', 'back'];

/** Whether a command is meant as a clock request (by its type alone; the schema says whether it is a valid one). */
export function isClockRequestType(command: unknown): boolean {
  const type = typeof command === 'object' && command !== null ? (command as { type?: unknown }).type : undefined;
  return typeof type === 'string' && CLOCK_REQUEST_TYPES.includes(type);
}

/** A stored clock fact (see ClockFact in state.ts), for reading it back from the log. */
export const clockFactSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('record'),
    at: instant,
    by: z.nullable(seat),
    reason: z.optional(z.enum(['timeout', 'bot'])),
    toAct: z.array(seat).check(z.maxLength(32)),
  }),
  z.strictObject({
    type: z.literal('settings'),
    at: instant,
    seat,
    timeZone: timeZoneSchema,
    quietHours: z.nullable(quietHoursSchema),
  }),
  z.strictObject({
    type: z.literal('vacation'),
    at: instant,
    seat,
    days: int().check(z.minimum(1), z.maximum(MAX_VACATION_DAYS)),
  }),
  z.strictObject({ type: z.literal('back'), at: instant, seat }),
]);

/** One seat's clock in an `update` (SeatClockView in clocks.ts). */
export const seatClockViewSchema = z.strictObject({
  seat,
  toAct: z.boolean(),
  since: z.nullable(instant),
  remainingMs: int().check(z.minimum(0)),
  deadline: z.nullable(instant),
  running: z.boolean(),
  asleep: z.boolean(),
  onVacationUntil: z.nullable(instant),
  bankMs: int().check(z.minimum(0)),
  vacationDaysLeft: int().check(z.minimum(0)),
  timeouts: int().check(z.minimum(0)),
  botHolds: z.boolean(),
  bot: z.boolean(),
  settings: z.nullable(seatSettingsSchema),
});

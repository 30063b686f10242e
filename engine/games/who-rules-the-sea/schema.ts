import * as z from 'zod/mini';
import { int } from '../../core/schema.js';
import { clockOptionsSchema } from '../../core/clock/options.js';
import type { StartCommand } from '../../core/types.js';
import { NOTE_IDS, ROUTE_IDS, SHIP_IDS, isNoteId, isShipId } from './constants.js';
import type { FreightCommand, FreightOptions } from './types.js';

const ship = z.enum(SHIP_IDS as [string, ...string[]]);
const note = z.enum(NOTE_IDS as [string, ...string[]]);
const routeId = z.enum(ROUTE_IDS as [string, ...string[]]);

export const optionsSchema: z.ZodMiniType<FreightOptions> = z.strictObject({
  voyage: z._default(z.enum(['standard', 'short']), 'standard'),
}) as unknown as z.ZodMiniType<FreightOptions>;

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), seats: int(), options: z.unknown(), clock: z.optional(clockOptionsSchema) }),
  z.strictObject({ type: z.literal('buyShips'), ships: z.array(ship).check(z.minLength(1), z.maxLength(2)) }),
  z.strictObject({ type: z.literal('buyNote'), ship, note }),
  z.strictObject({ type: z.literal('insureShip'), ship }),
  z.strictObject({ type: z.literal('insureNote'), ship, note }),
  z.strictObject({ type: z.literal('pawnNote'), ship, note }),
  z.strictObject({ type: z.literal('redeemNote'), ship, note }),
  z.strictObject({ type: z.literal('pawnShip'), ship, target: ship }),
  z.strictObject({ type: z.literal('sellShip'), ship, target: ship }),
  z.strictObject({ type: z.literal('auctionShip'), ship, target: ship }),
  z.strictObject({ type: z.literal('buyShip'), ship, target: ship }),
  z.strictObject({ type: z.literal('redeemShip'), target: ship }),
  z.strictObject({ type: z.literal('endPortPhase'), ship }),
  z.strictObject({ type: z.literal('sail'), ship, route: routeId }),
  z.strictObject({ type: z.literal('roll'), ship }),
  z.strictObject({ type: z.literal('stop'), ship }),
  z.strictObject({ type: z.literal('declineShips'), ship }),
  z.strictObject({ type: z.literal('bid'), tens: int().check(z.minimum(1), z.maximum(1_000_000)) }),
  z.strictObject({ type: z.literal('passBid') }),
  z.strictObject({ type: z.literal('resign') }),
  z.strictObject({ type: z.literal('proposeEnd') }),
  z.strictObject({ type: z.literal('agreeEnd') }),
  z.strictObject({ type: z.literal('declineEnd') }),
]) as unknown as z.ZodMiniType<FreightCommand | StartCommand<FreightOptions>>;

const isRouteId = (v: unknown) => typeof v === 'string' && ROUTE_IDS.includes(v);
const isShip = (v: unknown) => typeof v === 'string' && isShipId(v);
const isNote = (v: unknown) => typeof v === 'string' && isNoteId(v);
const isTens = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 1_000_000;
const isShipPair = (v: unknown) => Array.isArray(v) && v.length >= 1 && v.length <= 2 && v.every(isShip);

/** Per player command type, its fields besides `type` and the test of each: the schema above, written out. */
const FIELDS: Record<string, [string, (v: unknown) => boolean][]> = {
  buyShips: [['ships', isShipPair]],
  buyNote: [['ship', isShip], ['note', isNote]],
  insureShip: [['ship', isShip]],
  insureNote: [['ship', isShip], ['note', isNote]],
  pawnNote: [['ship', isShip], ['note', isNote]],
  redeemNote: [['ship', isShip], ['note', isNote]],
  pawnShip: [['ship', isShip], ['target', isShip]],
  sellShip: [['ship', isShip], ['target', isShip]],
  auctionShip: [['ship', isShip], ['target', isShip]],
  buyShip: [['ship', isShip], ['target', isShip]],
  redeemShip: [['target', isShip]],
  endPortPhase: [['ship', isShip]],
  sail: [['ship', isShip], ['route', isRouteId]],
  roll: [['ship', isShip]],
  stop: [['ship', isShip]],
  declineShips: [['ship', isShip]],
  bid: [['tens', isTens]],
  passBid: [],
  resign: [],
  proposeEnd: [],
  agreeEnd: [],
  declineEnd: [],
};

/**
 * The quick test decide makes before the schema (engine/core/decider.ts): a plain object with
 * exactly the fields of one player command, each valid. Anything else, the start command
 * included, goes to the schema and its messages.
 */
export function wellFormed(input: unknown): input is FreightCommand {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return false;
  const c = input as Record<string, unknown>;
  const fields = typeof c.type === 'string' && Object.hasOwn(FIELDS, c.type) ? FIELDS[c.type] : undefined;
  if (!fields || !Object.hasOwn(c, 'type')) return false;
  // With the plain prototype, for-in sees the own keys (and any enumerable key planted on
  // Object.prototype, which only makes the count fail): exactly `type` and the fields.
  let n = 0;
  for (const _ in c) n++;
  if (n !== fields.length + 1) return false;
  for (const [key, ok] of fields) if (!Object.hasOwn(c, key) || !ok(c[key])) return false;
  return true;
}

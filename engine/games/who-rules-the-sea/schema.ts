import * as z from 'zod/mini';
import { int } from '../../core/schema.js';
import type { StartCommand } from '../../core/types.js';
import { NOTE_IDS, ROUTE_IDS, SHIP_IDS } from './constants.js';
import type { FreightCommand, FreightOptions } from './types.js';

const ship = z.enum(SHIP_IDS as [string, ...string[]]);
const note = z.enum(NOTE_IDS as [string, ...string[]]);
const routeId = z.enum(ROUTE_IDS as [string, ...string[]]);

export const optionsSchema: z.ZodMiniType<FreightOptions> = z.strictObject({
  voyage: z._default(z.enum(['standard', 'short']), 'standard'),
}) as unknown as z.ZodMiniType<FreightOptions>;

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), seats: int(), options: z.unknown() }),
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

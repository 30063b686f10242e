import * as z from 'zod';
import { GOODS } from './constants.js';
import { SPOT_IDS } from './spots.js';
import type { ManilaCommand, ManilaOptions } from './types.js';
import type { StartCommand } from '../../core/types.js';

const good = z.enum(GOODS);
const smallInt = z.number().int().min(-1000).max(1000);

export const optionsSchema: z.ZodType<ManilaOptions> = z.strictObject({
  strongerPirates: z.boolean().default(false),
}) as unknown as z.ZodType<ManilaOptions>;

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), seats: z.number().int(), options: z.unknown() }),
  z.strictObject({ type: z.literal('bid'), amount: z.number().int().min(1).max(100_000) }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('buy-share'), good }),
  z.strictObject({
    type: z.literal('launch'),
    ships: z.array(z.strictObject({ good, start: z.number().int() })).max(4),
  }),
  z.strictObject({ type: z.literal('place'), spot: z.enum(SPOT_IDS as [string, ...string[]]) }),
  z.strictObject({ type: z.literal('pilot'), moves: z.array(z.strictObject({ good, delta: smallInt })).max(3) }),
  z.strictObject({ type: z.literal('board'), good, replace: z.number().int().min(0).max(3).optional() }),
  z.strictObject({ type: z.literal('send-plundered'), good, to: z.enum(['harbour', 'shipyard']) }),
  z.strictObject({ type: z.literal('mortgage'), good }),
  z.strictObject({ type: z.literal('redeem'), good }),
]) as unknown as z.ZodType<ManilaCommand | StartCommand<ManilaOptions>>;

import * as z from 'zod/mini';
import { int } from '../../core/schema.js';
import { clockOptionsSchema } from '../../core/clock/options.js';
import { GOODS } from './constants.js';
import { SPOT_IDS } from './spots.js';
import type { ManilaCommand, ManilaOptions } from './types.js';
import type { StartCommand } from '../../core/types.js';

const good = z.enum(GOODS);
const smallInt = int().check(z.minimum(-1000), z.maximum(1000));

export const optionsSchema: z.ZodMiniType<ManilaOptions> = z.strictObject({
  strongerPirates: z._default(z.boolean(), false),
}) as unknown as z.ZodMiniType<ManilaOptions>;

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), seats: int(), options: z.unknown(), clock: z.optional(clockOptionsSchema) }),
  z.strictObject({ type: z.literal('bid'), amount: int().check(z.minimum(1), z.maximum(100_000)) }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('buy-share'), good }),
  z.strictObject({
    type: z.literal('launch'),
    ships: z.array(z.strictObject({ good, start: int() })).check(z.maxLength(4)),
  }),
  z.strictObject({ type: z.literal('place'), spot: z.enum(SPOT_IDS as [string, ...string[]]) }),
  z.strictObject({ type: z.literal('pilot'), moves: z.array(z.strictObject({ good, delta: smallInt })).check(z.maxLength(3)) }),
  z.strictObject({ type: z.literal('board'), good, replace: z.optional(int().check(z.minimum(0), z.maximum(3))) }),
  z.strictObject({ type: z.literal('send-plundered'), good, to: z.enum(['harbour', 'shipyard']) }),
  z.strictObject({ type: z.literal('mortgage'), good }),
  z.strictObject({ type: z.literal('redeem'), good }),
]) as unknown as z.ZodMiniType<ManilaCommand | StartCommand<ManilaOptions>>;

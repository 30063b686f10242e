import * as z from 'zod/mini';
import { int } from '../../core/schema.js';
import { clockOptionsSchema } from '../../core/clock/options.js';
import { SHIPS } from './constants.js';
import type { TutorialCommand, TutorialOptions } from './types.js';
import type { StartCommand } from '../../core/types.js';

const ship = z.enum(SHIPS);
// Shapes only: rule limits (3 per ship, numbers 2-12, stakes within cash) are decide's to explain.
const count = z._default(int().check(z.minimum(0), z.maximum(1000)), 0);

export const optionsSchema: z.ZodMiniType<TutorialOptions> = z.strictObject({}) as unknown as z.ZodMiniType<TutorialOptions>;

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), seats: int(), options: z.unknown(), clock: z.optional(clockOptionsSchema) }),
  z.strictObject({ type: z.literal('buy-shares'), shares: z.strictObject({ red: count, green: count, blue: count }) }),
  z.strictObject({ type: z.literal('bet'), ship, number: int(), stake: int() }),
  z.strictObject({ type: z.literal('pass') }),
]) as unknown as z.ZodMiniType<TutorialCommand | StartCommand<TutorialOptions>>;

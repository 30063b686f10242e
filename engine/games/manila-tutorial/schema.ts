import * as z from 'zod';
import { SHIPS } from './constants.js';
import type { TutorialCommand, TutorialOptions } from './types.js';
import type { StartCommand } from '../../core/types.js';

const ship = z.enum(SHIPS);
// Shapes only: rule limits (3 per ship, numbers 2-12, stakes within cash) are decide's to explain.
const count = z.number().int().min(0).max(1000).default(0);

export const optionsSchema: z.ZodType<TutorialOptions> = z.strictObject({}) as unknown as z.ZodType<TutorialOptions>;

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), seats: z.number().int(), options: z.unknown() }),
  z.strictObject({ type: z.literal('buy-shares'), shares: z.strictObject({ red: count, green: count, blue: count }) }),
  z.strictObject({ type: z.literal('bet'), ship, number: z.number().int(), stake: z.number().int() }),
  z.strictObject({ type: z.literal('pass') }),
]) as unknown as z.ZodType<TutorialCommand | StartCommand<TutorialOptions>>;

import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { SHIPS } from './constants.js';
import type { TutorialCommand, TutorialOptions } from './types.js';
import type { StartCommand } from '../../core/types.js';

// zod/mini keeps the handler bundles small; it has no messages of its own, so rejections name the problem in English.
z.config(en());

const ship = z.enum(SHIPS);
const int = () => z.number().check(z.int());
// Shapes only: rule limits (3 per ship, numbers 2-12, stakes within cash) are decide's to explain.
const count = z._default(int().check(z.minimum(0), z.maximum(1000)), 0);

export const optionsSchema: z.ZodMiniType<TutorialOptions> = z.strictObject({}) as unknown as z.ZodMiniType<TutorialOptions>;

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), seats: int(), options: z.unknown() }),
  z.strictObject({ type: z.literal('buy-shares'), shares: z.strictObject({ red: count, green: count, blue: count }) }),
  z.strictObject({ type: z.literal('bet'), ship, number: int(), stake: int() }),
  z.strictObject({ type: z.literal('pass') }),
]) as unknown as z.ZodMiniType<TutorialCommand | StartCommand<TutorialOptions>>;

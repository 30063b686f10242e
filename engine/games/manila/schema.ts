import * as z from 'zod/mini';
import type { ManilaOptions } from './types.js';

/** Manila's table options; the start command's are checked against this. */
export const optionsSchema: z.ZodMiniType<ManilaOptions> = z.strictObject({
  strongerPirates: z._default(z.boolean(), false),
});

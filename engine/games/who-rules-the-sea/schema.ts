import * as z from 'zod/mini';
import type { FreightOptions } from './types.js';

/** The table options; the start command's are checked against this. */
export const optionsSchema: z.ZodMiniType<FreightOptions> = z.strictObject({
  voyage: z._default(z.enum(['standard', 'short']), 'standard'),
});

import * as z from 'zod/mini';
import type { TutorialOptions } from './types.js';

/** The tutorial has no table options; the start command's are checked against this. */
export const optionsSchema: z.ZodMiniType<TutorialOptions> = z.strictObject({});

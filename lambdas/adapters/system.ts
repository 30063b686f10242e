import { randomBytes } from 'node:crypto';
import type { Clock, IdGenerator } from '../app/ports.js';

export const systemClock: Clock = { now: () => new Date() };

/** 128 bits from the operating system's CSPRNG: game ids and seat tokens cannot be guessed. */
export const randomIds: IdGenerator = { id: () => randomBytes(16).toString('base64url') };

import type { Rejection, RejectionCode } from './types.js';

export function reject(code: RejectionCode, message: string): Rejection {
  return { ok: false, code, message };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).ok === false;
}

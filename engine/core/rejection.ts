import type { Rejection } from './types.js';

/** The code's literal type is kept, so a game's `play` can only refuse with a code of its union. */
export function reject<Code extends string>(code: Code, message: string): Rejection<Code> {
  return { ok: false, code, message };
}

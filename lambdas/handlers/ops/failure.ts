import { errorFrame, isUnexpected } from '../../app/errors.js';
import type { ErrorFrame } from '../../protocol/server.js';
import { observer } from './observer.js';

/**
 * The answer to a failure a handler caught: its error frame (a refusal's code, BUSY, or
 * INTERNAL). A failure nobody expected is also reported with its stack, since the handler's
 * own line gives only its outcome. `what` names the work that failed, for that report.
 */
export function failureFrame(err: unknown, what: string, gameId?: string): ErrorFrame {
  if (isUnexpected(err)) observer().problem({ kind: 'unexpected', gameId, detail: what, error: err });
  return errorFrame(err);
}

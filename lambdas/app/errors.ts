import type { ErrorCode } from '../protocol/codes.js';
import type { ErrorFrame, SeatKeyState } from '../protocol/server.js';

/** A refusal the client is told about: a stable code and a human message. Nothing was changed. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { currentVersion?: number; commandId?: string; seatKey?: SeatKeyState } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * The rules' refusal of a command, as the client is told it. The command path holds the rule set
 * erased (AnyGame), which loses the type of its codes; every registered rule set's codes are among
 * ErrorCode (RuleRejectionCode), as this parameter says.
 */
export function refusedByRules(
  rejection: { code: ErrorCode; message: string },
  details: AppError['details'] = {},
): AppError {
  return new AppError(rejection.code, rejection.message, details);
}

/**
 * The store kept throttling, or the network to it kept failing, through the bounded retries.
 * A write may or may not have landed; the identical message, sent again, is safe either way.
 */
export class StoreBusy extends Error {
  constructor(operation: string, cause: unknown) {
    super(`${operation} failed on every attempt (throttled or unreachable)`, { cause });
    this.name = 'StoreBusy';
  }
}

/**
 * Neither a refusal nor a busy store: a failure no code path expected (a bug, an outage nothing
 * names). Answered INTERNAL, and reported with its stack by whoever caught it (router.ts, the
 * handlers' failureFrame).
 */
export function isUnexpected(err: unknown): boolean {
  return !(err instanceof AppError) && !(err instanceof StoreBusy);
}

/** Every refusal becomes an error frame; anything unexpected is answered INTERNAL. */
export function errorFrame(err: unknown, requestId?: string): ErrorFrame {
  if (err instanceof AppError)
    return { type: 'error', requestId, code: err.code, message: err.message, ...err.details };
  if (err instanceof StoreBusy) {
    return {
      type: 'error',
      requestId,
      code: 'BUSY',
      message:
        'The game store is busy or unreachable. Send the same message again shortly: a command is applied at most once.',
    };
  }
  // The failure may have come after a command was stored: a retry of the same message is safe either way.
  return {
    type: 'error',
    requestId,
    code: 'INTERNAL',
    message: 'The server failed. Send the same message again: a command is applied at most once.',
  };
}

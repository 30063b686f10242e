import type { ErrorCode } from '../protocol/codes.js';

/** A refusal the client is told about: a stable code and a human message. Nothing was changed. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { currentVersion?: number; commandId?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The store kept throttling after its bounded retries; the client may retry the same message later. */
export class StoreBusy extends Error {
  constructor(operation: string, cause: unknown) {
    super(`${operation} was throttled on every attempt`, { cause });
    this.name = 'StoreBusy';
  }
}

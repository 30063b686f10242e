import type { Scheduler, WakeRequest } from '../app/ports.js';

/**
 * The scheduler the local stack registers for the handlers of its own process (its timer
 * adapter, infra/local/timer-scheduler.ts), as it registers transports for its endpoints
 * (local-transports.ts). On AWS nothing registers one and the handlers use EventBridge
 * Scheduler.
 */
let registered: Scheduler | null = null;

/** Registers `scheduler` for this process's handlers; returns its removal. */
export function registerLocalScheduler(scheduler: Scheduler): () => void {
  registered = scheduler;
  return () => {
    if (registered === scheduler) registered = null;
  };
}

export function localScheduler(): Scheduler | null {
  return registered;
}

/**
 * What the handlers use when no scheduler is configured at all: it refuses every wake, so the
 * caller logs it (lambdas/app/wakes.ts), and the sweep over the deadline index finds the game
 * within its interval. Never silent: a missing scheduler shows in the logs at once.
 */
export const unconfiguredScheduler: Scheduler = {
  wake(request: WakeRequest): Promise<void> {
    return Promise.reject(
      new Error(
        `no scheduler is configured for this process: game ${request.gameId} seat ${request.seat} waits for the sweep (due ${request.at})`,
      ),
    );
  },
};

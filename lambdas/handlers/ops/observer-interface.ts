import type { Problem } from '../../app/problems.js';
import type { ExpiredGame, HandledMessage, NotifyRun, ServedRequest, SweepRun } from './handled-message.js';

/**
 * Where the handlers report what they did: one call per handled message or request, game woken,
 * sweep, or notifying; and each problem that failed nothing asked (app/problems.ts), which the
 * application layer reports through `Ports.problems` (handlers/ports.ts wires it here).
 */
export interface Observer {
  handled(m: HandledMessage): void;
  served(r: ServedRequest): void;
  expired(e: ExpiredGame): void;
  swept(s: SweepRun): void;
  notified(n: NotifyRun): void;
  problem(p: Problem): void;
}

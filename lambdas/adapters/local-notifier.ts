import type { Notifier } from '../app/ports.js';

/**
 * The notifier the local stack registers for the handlers of its own process: dynalite has no
 * streams, so the stack calls the notifier after each append through this port (as it
 * registers its scheduler, local-scheduler.ts). On AWS nothing registers one: the events
 * table's stream feeds the notifier Lambda instead.
 */
let registered: Notifier | null = null;

/** Registers `notifier` for this process's handlers; returns its removal. */
export function registerLocalNotifier(notifier: Notifier): () => void {
  registered = notifier;
  return () => {
    if (registered === notifier) registered = null;
  };
}

export function localNotifier(): Notifier | null {
  return registered;
}

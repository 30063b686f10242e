import type { Ports, RematchStore } from '../ports.js';

/** The rematches' store (the chat table), or a failure that says it is not configured (answered INTERNAL and logged as unexpected). */
export function rematchStoreOf(ports: Ports): RematchStore {
  if (!ports.rematches) throw new Error('CHAT_TABLE is not set: rematches are not configured for this function');
  return ports.rematches;
}

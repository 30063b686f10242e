import type { ChatStore, Ports } from '../ports.js';

/** The chat table, or a failure that says it is not configured (answered INTERNAL and logged as unexpected). */
export function chatStoreOf(ports: Ports): ChatStore {
  if (!ports.chat) throw new Error('CHAT_TABLE is not set: table chat is not configured for this function');
  return ports.chat;
}

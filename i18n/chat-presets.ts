import { defineMessages, type MessageDescriptor } from '../engine/core/line.js';
import type { ChatPreset } from '../lambdas/protocol/chat.js';

/**
 * The chat's preset phrases as each reader reads them: a preset travels as its id
 * (lambdas/protocol/chat.ts) and is written here, in the page's language (or, in a push, the
 * language the device chose). Short, as said at a table; none names anyone.
 */
export const CHAT_PRESET_TEXTS = defineMessages({
  hello: { id: 'common.chatPreset.hello', defaultMessage: 'Hello!' },
  'good-luck': { id: 'common.chatPreset.good-luck', defaultMessage: 'Good luck!' },
  'have-fun': { id: 'common.chatPreset.have-fun', defaultMessage: 'Have fun!' },
  'your-turn': { id: 'common.chatPreset.your-turn', defaultMessage: 'Your turn.' },
  thinking: { id: 'common.chatPreset.thinking', defaultMessage: 'Let me think about this one.' },
  'take-your-time': { id: 'common.chatPreset.take-your-time', defaultMessage: 'Take your time.' },
  'sorry-slow-today': { id: 'common.chatPreset.sorry-slow-today', defaultMessage: 'Sorry, I am slow today.' },
  'back-soon': { id: 'common.chatPreset.back-soon', defaultMessage: 'Back soon.' },
  'back-tomorrow': { id: 'common.chatPreset.back-tomorrow', defaultMessage: 'Back tomorrow.' },
  'nice-move': { id: 'common.chatPreset.nice-move', defaultMessage: 'Nice move!' },
  'well-played': { id: 'common.chatPreset.well-played', defaultMessage: 'Well played!' },
  oops: { id: 'common.chatPreset.oops', defaultMessage: 'Oops!' },
  ouch: { id: 'common.chatPreset.ouch', defaultMessage: 'Ouch!' },
  sorry: { id: 'common.chatPreset.sorry', defaultMessage: 'Sorry!' },
  thanks: { id: 'common.chatPreset.thanks', defaultMessage: 'Thanks!' },
  'good-game': { id: 'common.chatPreset.good-game', defaultMessage: 'Good game!' },
  rematch: { id: 'common.chatPreset.rematch', defaultMessage: 'Another game?' },
  'good-night': { id: 'common.chatPreset.good-night', defaultMessage: 'Good night!' },
  'see-you': { id: 'common.chatPreset.see-you', defaultMessage: 'See you next game!' },
  bye: { id: 'common.chatPreset.bye', defaultMessage: 'Bye!' },
}) satisfies Record<ChatPreset, MessageDescriptor>;

/** The descriptor of a preset a frame named; undefined for an id this client does not know (a newer server's). */
export function presetText(id: string): MessageDescriptor | undefined {
  return Object.hasOwn(CHAT_PRESET_TEXTS, id) ? CHAT_PRESET_TEXTS[id as ChatPreset] : undefined;
}

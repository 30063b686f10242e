import { BIDI_CONTROLS, CONTROL_CHARACTERS, showsSomething } from './names.js';

/**
 * Table chat: what a message may say, and the preset phrases. A preset travels as its id and
 * each reader sees it in their own language (i18n/chat-presets.ts holds the texts); typed
 * text is shown as the sender wrote it, as plain text, never as markup.
 */

/** Longest typed message, in characters (code points, after NFC). */
export const MAX_CHAT_LENGTH = 500;

/** How many of the newest messages a subscription that asks for the chat gets. */
export const CHAT_HISTORY_LENGTH = 100;

/**
 * The preset phrases, by id: one tap on a phone, and readable across languages (Ann writes
 * "good-luck", Bảo reads "Chúc may mắn", Dara reads "موفق باشید").
 */
export const CHAT_PRESETS = [
  'hello',
  'good-luck',
  'have-fun',
  'your-turn',
  'thinking',
  'take-your-time',
  'sorry-slow-today',
  'back-soon',
  'back-tomorrow',
  'nice-move',
  'well-played',
  'oops',
  'ouch',
  'sorry',
  'thanks',
  'good-game',
  'rematch',
  'good-night',
  'see-you',
  'bye',
] as const;
export type ChatPreset = (typeof CHAT_PRESETS)[number];

export const isChatPreset = (s: unknown): s is ChatPreset =>
  typeof s === 'string' && (CHAT_PRESETS as readonly string[]).includes(s);

/** Something that reads as markup: a tag, a comment, a processing instruction or CDATA. */
const MARKUP = /<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>|<!--|<!\[|<\?/i;

/** Why a typed message is refused, with its error code; null when it may be posted. Expects the NFC-normalized, trimmed text. */
export function chatTextProblem(text: string): { code: 'CHAT_TEXT' | 'CHAT_TOO_LONG'; reason: string } | null {
  const length = codePoints(text);
  if (length === 0) return { code: 'CHAT_TEXT', reason: 'a message may not be blank' };
  if (length > MAX_CHAT_LENGTH)
    return {
      code: 'CHAT_TOO_LONG',
      reason: `a message has at most ${MAX_CHAT_LENGTH} characters; this one has ${length}`,
    };
  if (CONTROL_CHARACTERS.test(text))
    return { code: 'CHAT_TEXT', reason: 'a message may not contain control characters (line breaks, escapes)' };
  if (BIDI_CONTROLS.test(text))
    return { code: 'CHAT_TEXT', reason: 'a message may not contain text-direction control characters' };
  if (MARKUP.test(text)) return { code: 'CHAT_TEXT', reason: 'a message may not contain HTML or other markup' };
  if (!showsSomething(text)) return { code: 'CHAT_TEXT', reason: 'a message must contain a visible character' };
  return null;
}

/** A message id: the time it was posted (ms, 13 digits, so ids sort by time) and a random part. */
export const CHAT_ID_PATTERN = /^[0-9]{13}-[A-Za-z0-9_-]{22}$/;

/** How many characters (code points) a text has: what the 500 counts, whatever script or emoji. */
function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

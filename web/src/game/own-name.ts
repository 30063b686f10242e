import { isolate } from '../../../engine/core/text.js';

/**
 * Marks the viewer's own name in a line of the history: "Ann (you) bid 3 pesos", and turns
 * "Ann's" back into "your", as the rule sets write it for the seat itself. Once a game is over
 * the server describes every event for everyone (viewer 'all', all secrets revealed), so the
 * lines no longer say "You"; the seat still wants to find its own moves at a glance.
 * The rule sets write names bidi-isolated (engine/core/text.ts), which makes the match exact; a
 * name two seats share is left alone, since it cannot tell whose line it is.
 */
export function markOwnName(text: string, names: readonly string[], seat: number | null): string {
  if (seat === null) return text;
  const name = names[seat];
  if (!name?.trim() || names.filter((n) => n === name).length > 1) return text;
  const own = isolate(name);
  const possessive = text.split(`${own}'s`);
  const mended = possessive.map((part, i) => (i === possessive.length - 1 ? part : `${part}${i === 0 && part === '' ? 'Your' : 'your'}`)).join('');
  return mended.split(own).join(`${own} (you)`);
}

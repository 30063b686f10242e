/**
 * Wraps text a player typed (a seat name) in Unicode's first-strong isolate (U+2068 ... U+2069),
 * so a name in another script, say Persian, keeps its own direction without reordering the
 * sentence around it. Invisible when shown; screen readers skip it.
 */
export function isolate(userText: string): string {
  return `\u2068${userText}\u2069`;
}

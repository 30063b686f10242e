/** Plain text that can stand in a log line as it is: no space, quote, backslash, control, format or separator character. */
const PLAIN = /^[^\s"\\\p{C}\p{Z}]+$/u;
/** Characters shown as escapes inside a quoted value: controls (C0, DEL, C1), format characters (bidi controls, zero-width), surrogates, private and unassigned code points, and every separator but the space. */
const UNSAFE = /[\p{C}\p{Z}"\\]/gu;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '"': '\\"', '\\': '\\\\', ' ': ' ' };

/**
 * A value as it may appear in a line of a text log. Most values (ids, codes) are plain and
 * stay as they are; any other is quoted, with every character that could end the line, move
 * or recolour the terminal's cursor (ANSI escapes start with ESC), reorder what follows (bidi
 * controls) or hide itself written as an escape, and quotes and backslashes escaped, so that
 * no value a client chose can forge a line, or pass for another field of its own line.
 */
export function logText(value: string): string {
  if (PLAIN.test(value)) return value;
  const escaped = value.replace(UNSAFE, (c) => {
    if (c in NAMED) return NAMED[c];
    // A match is one code point, never empty.
    const cp = c.codePointAt(0) ?? 0;
    return cp <= 0xff ? `\\x${cp.toString(16).padStart(2, '0')}` : `\\u{${cp.toString(16)}}`;
  });
  return `"${escaped}"`;
}

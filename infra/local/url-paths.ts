/**
 * Percent-decoding that reports malformed input (`/%`, a cut-off UTF-8 sequence) as null
 * instead of throwing, so the servers answer 400 rather than 500 with a stack trace.
 */
export function decodeOrNull(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** The path of a request target without its query string, still encoded. */
export function rawPath(url: string | undefined): string {
  return (url ?? '/').split('?')[0];
}

/**
 * Where a switch over every event type of a game ends (redact, secrets): unreachable while
 * every type is listed, and a compile error as soon as a new type is not.
 */
export function unclassified(event: never, game: string): never {
  throw new Error(`${game} event ${(event as { type: string }).type} is not classified as secret or public`);
}

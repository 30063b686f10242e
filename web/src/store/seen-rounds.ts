/**
 * Which round summary a seat has dismissed, per game, on this device: the version of the entry
 * that settled that round. Unreadable or unwritable storage (private mode, storage full) reads
 * as nothing seen, and the summary simply shows again.
 */

function key(gameId: string, seat: number | null): string {
  return `tradewinds.round-seen.${gameId}.${seat === null ? 'spectator' : `seat-${seat}`}`;
}

/** The settling version of the latest summary dismissed, 0 if none. */
export function seenRound(gameId: string, seat: number | null): number {
  try {
    const n = Number(localStorage.getItem(key(gameId, seat)) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

export function markRoundSeen(gameId: string, seat: number | null, version: number): void {
  try {
    localStorage.setItem(key(gameId, seat), String(version));
  } catch {
    // Not remembered; see above.
  }
}

/**
 * Which first-time guides this device has dismissed (the freight game's "how a turn goes" card):
 * once per device, not per game, since the player who read it once knows it at every table.
 * Unreadable or unwritable storage (private mode, storage full) reads as not seen, and the guide
 * simply shows again.
 */

const key = (guide: string): string => `tradewinds.guide-seen.${guide}`;

export function guideSeen(guide: string): boolean {
  try {
    return localStorage.getItem(key(guide)) === '1';
  } catch {
    return false;
  }
}

export function markGuideSeen(guide: string): void {
  try {
    localStorage.setItem(key(guide), '1');
  } catch {
    // Not remembered; see above.
  }
}

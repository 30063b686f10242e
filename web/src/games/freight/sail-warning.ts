import type { FreightCommand } from '../../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import type { LegalTemplate } from '../game-client.js';
import { earnings, loadableNotes } from './cargo-facts.js';
import { notesAboard } from './ship-facts.js';

/** What sailing now would leave behind: the ship's hold is empty, or not, and the notes it could still load, best first. */
export interface SailWarning {
  ship: string;
  empty: boolean;
  left: string[];
}

/**
 * Whether a Sail should be questioned first: it leaves notes behind that the ship could still load
 * (its templates offer them, so they fit and the cash pays). A hold that is empty with nothing
 * loadable is not warned of: the player could do nothing about it.
 */
export function sailWarning(c: FreightCommand, view: FreightView, legal: readonly LegalTemplate[]): SailWarning | null {
  if (c.type !== 'sail') return null;
  const left = loadableNotes(legal, c.ship).sort((a, b) => earnings(b) - earnings(a) || a.localeCompare(b));
  if (!left.length) return null;
  return { ship: c.ship, empty: notesAboard(view, c.ship).length === 0, left };
}

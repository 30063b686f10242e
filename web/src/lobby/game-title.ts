import { gameTitleId } from '../../../engine/catalog.js';
import { hasMessage, msgById } from '../i18n/i18n.js';

/**
 * A kept game's title in the page's language. The device stores the title it was shown when it
 * kept the game (in whatever language that was); a rule set the catalog knows is named afresh.
 */
export function gameTitle(rules: string, stored: string): string {
  return hasMessage(gameTitleId(rules)) ? msgById(gameTitleId(rules)) : stored;
}

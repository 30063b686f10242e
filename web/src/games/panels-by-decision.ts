import { needCatalog } from '../i18n/i18n.js';
import type { CatalogPart } from '../i18n/catalog-parts.js';

/** A panel a rule set draws for one kind of decision: its words and its code (which defines its element). */
export interface DecisionPanel {
  words: readonly CatalogPart[];
  code: () => Promise<unknown>;
}

/** A rule set's panels by decision, each fetched when a decision first needs it (GameClient.prepare). */
export interface DecisionPanels<Tag extends string> {
  /** Null when the panel's words and code are here, else their fetch (begun now, or already on its way). */
  need(tag: Tag): Promise<void> | null;
  /**
   * Null when every one of these panels is here, else one fetch of those that are not: the same
   * promise on every call while the same panels are on their way, since the screen asks on every
   * draw and takes a new promise for a new fetch (another handler, another draw).
   */
  needAll(tags: readonly (Tag | null)[]): Promise<void> | null;
  /** Fetches every panel not yet here, one after another; a failure is left for that panel's next need. */
  ahead(): Promise<void>;
}

/**
 * A seat page fetches only the panel of the decision at hand (an auction's bid, not the placement's
 * spots), since a seat link's first load is its board and that one panel. The words come before the
 * code: the element draws the moment its code defines it, and drawn before its words it would fail
 * naming their ids. A failed fetch (offline before this device saw that decision) is tried again at
 * the next need: words that failed come then, but the browser keeps a failed import failed for the
 * page's life, which is why the game screen's Try again reloads the page. Once the board is painted
 * the game screen asks for the rest ahead (GameClient.ahead), so that a later decision's panel is
 * here when the decision comes, offline too.
 */
export function decisionPanels<Tag extends string>(panels: Readonly<Record<Tag, DecisionPanel>>): DecisionPanels<Tag> {
  const here = new Set<Tag>();
  const asked = new Map<Tag, Promise<void>>();
  const together = new Map<string, Promise<void>>();
  /** The panel's fetch, begun now or already on its way (its panel not here). */
  const fetchOf = (tag: Tag): Promise<void> =>
    oneAtATime(asked, tag, async () => {
      const { words, code } = panels[tag];
      await Promise.all(words.map(needCatalog));
      await code();
      here.add(tag);
    });
  return {
    need(tag) {
      return here.has(tag) ? null : fetchOf(tag);
    },
    needAll(tags) {
      const missing = [...new Set(tags.filter((t): t is Tag => t !== null && !here.has(t)))].sort();
      if (missing.length === 0) return null;
      if (missing.length === 1) return fetchOf(missing[0]);
      return oneAtATime(together, missing.join(' '), async () => {
        await Promise.all(missing.map(fetchOf));
      });
    },
    async ahead() {
      for (const tag of Object.keys(panels) as Tag[]) await this.need(tag)?.catch(() => undefined);
    },
  };
}

/**
 * The run of `start` under `key` while it is on its way, begun now if none is: one fetch however
 * often it is asked for. Forgotten once it settles, so a failure is tried again at the next ask.
 */
function oneAtATime<Key>(running: Map<Key, Promise<void>>, key: Key, start: () => Promise<void>): Promise<void> {
  let run = running.get(key);
  if (!run) {
    run = start().finally(() => running.delete(key));
    running.set(key, run);
  }
  return run;
}

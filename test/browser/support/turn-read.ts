import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** What a game page shows that a test playing rounds steers by, read in one step inside the page. */
export interface TurnView {
  /** `main[data-version]`'s version (0 before the game is on screen). */
  version: number;
  /** Whether the turn banner says it is this seat's turn (`turn-banner [data-turn="mine"]`). */
  mine: boolean;
  /** The given tags on the page, visible, in the order they were given. */
  visible: string[];
  /** The given tags on the page, seen or not (as a locator's count counts them). */
  present: string[];
  /** The rounds the history shows (`history-list details[data-round]`). */
  rounds: number[];
}

/**
 * Reads one page as the locators `main[data-version]`, `turn-banner [data-turn="mine"]`,
 * `history-list details[data-round]` and each panel's tag would (CSS through shadow roots), in one
 * round trip instead of one per question: a round played through the UI asks them at every move.
 */
export function readTurn(page: Page, tags: readonly string[]): Promise<TurnView> {
  return page.evaluate(
    (tags) => {
      /** Every element matching `selector` in the document and in every shadow root below it. */
      const all = (root: Document | ShadowRoot, selector: string, out: Element[] = []): Element[] => {
        out.push(...root.querySelectorAll(selector));
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) all(el.shadowRoot, selector, out);
        return out;
      };
      /** Whether `el` lies inside an element named `tag`, shadow hosts counted as parents. */
      const inside = (el: Element, tag: string): boolean => {
        for (
          let a: Element | null = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null;
          a;
          a = a.parentElement ?? (a.getRootNode() as ShadowRoot).host ?? null
        ) {
          if (a.localName === tag) return true;
        }
        return false;
      };
      /** Visible as Playwright means it: a non-empty box, not visibility:hidden. */
      const visible = (el: Element): boolean => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const main = all(document, 'main[data-version]')[0];
      return {
        version: Number(main?.getAttribute('data-version') ?? 0),
        mine: all(document, '[data-turn="mine"]').some((el) => inside(el, 'turn-banner')),
        visible: tags.filter((tag) => all(document, tag).some(visible)),
        present: tags.filter((tag) => all(document, tag).length > 0),
        rounds: all(document, 'details[data-round]')
          .filter((el) => inside(el, 'history-list'))
          .map((el) => Number(el.getAttribute('data-round'))),
      };
    },
    [...tags],
  );
}

/** How long the pages may take to agree on a version, and the acting page to show its panel. */
const SETTLE_TIMEOUT_MS = 60_000;
const POLL_MS = 50;

/**
 * Waits until every page shows the same version (the newest any of them shows), then returns
 * what each shows; the round loops' `sync` and reading of the pages, in one round trip per page
 * and try.
 */
export async function settled(pages: readonly Page[], tags: readonly string[]): Promise<TurnView[]> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const views = await Promise.all(pages.map((p) => readTurn(p, tags)));
    const versions = views.map((v) => v.version);
    if (versions[0] > 0 && versions.every((v) => v === versions[0])) return views;
    if (Date.now() > deadline)
      throw new Error(
        `the pages did not come to one version within ${SETTLE_TIMEOUT_MS / 1000} s: ${versions.join(', ')}`,
      );
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * The seat to act and the panel it is shown, once every page shows the same version: exactly one
 * page's banner must say it is its turn (as `whoseTurn` checks), and that page's first visible
 * tag of `panels` is awaited (as `phaseOnScreen` waits for it). Null when `over` says so of the
 * first page (its `present` covers `panels` and `watch`), before anyone's turn is asked.
 */
export async function nextTurn(
  pages: readonly Page[],
  panels: readonly string[],
  over: (first: TurnView) => boolean,
  watch: readonly string[] = [],
): Promise<{ seat: number; panel: string; version: number } | null> {
  const tags = [...panels, ...watch];
  const views = await settled(pages, tags);
  if (over(views[0])) return null;
  const turns = views.flatMap((v, i) => (v.mine ? [i] : []));
  expect(turns, 'exactly one player should be asked to act').toHaveLength(1);
  const seat = turns[0];
  let view = views[seat];
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const panel = panels.find((tag) => view.visible.includes(tag));
    if (panel) return { seat, panel, version: view.version };
    if (Date.now() > deadline)
      throw new Error(`no action panel on screen for seat ${seat} within ${SETTLE_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, POLL_MS));
    view = await readTurn(pages[seat], tags);
  }
}

/** For `nextTurn`: the round is over once the first page's history shows round `n`. */
export const roundShown =
  (n: number) =>
  (first: TurnView): boolean =>
    first.rounds.includes(n);

import type { Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };

/**
 * The action bar's controls (buttons, lists, fields) that are not wholly inside the viewport, each
 * as "text (x, y, w×h)"; none is the goal. Throws when the bar holds no control at all.
 */
export async function controlsOutOfView(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const controls = page.locator('[data-actions] button, [data-actions] select, [data-actions] input');
  const n = await controls.count();
  if (n === 0) throw new Error('the action bar holds no control');
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = controls.nth(i);
    const box = await c.boundingBox();
    const inside =
      box !== null &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width &&
      box.y + box.height <= viewport.height;
    if (!inside) {
      const text = ((await c.getAttribute('aria-label')) ?? (await c.textContent()) ?? '').trim().slice(0, 40);
      out.push(
        `${text} (${box ? `${Math.round(box.x)}, ${Math.round(box.y)}, ${Math.round(box.width)}×${Math.round(box.height)}` : 'not drawn'})`,
      );
    }
  }
  return out;
}

/** Scrolls the page to its very bottom, as a player reading the history would be. */
export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The element that has the focus, looking inside shadow roots: its tag, and its text or label. */
export async function focused(
  page: Page,
): Promise<{ tag: string; text: string; inActions: boolean; inRanking: boolean }> {
  return page.evaluate(() => {
    let el = document.activeElement;
    const chain: Element[] = [];
    while (el) {
      chain.push(el);
      el = el.shadowRoot?.activeElement ?? null;
    }
    const last = chain.at(-1)!;
    // Up from the focused element through every shadow root it sits in.
    const inside = (selector: string) => {
      let node: Node | null = last;
      while (node) {
        if (node instanceof Element && node.closest(selector)) return true;
        const root: Node = node.getRootNode();
        node = root instanceof ShadowRoot ? root.host : null;
      }
      return false;
    };
    return {
      tag: last.localName,
      text: (last.getAttribute('aria-label') ?? last.textContent ?? '').trim().slice(0, 60),
      inActions: inside('[data-actions]'),
      inRanking: inside('final-ranking'),
    };
  });
}

/** Whether the element's box lies wholly inside the viewport. */
export async function wholeInView(page: Page, selector: string): Promise<boolean> {
  const viewport = page.viewportSize()!;
  const box = await page.locator(selector).first().boundingBox();
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5
  );
}

import type { Locator, Page } from 'playwright-core';
import type { FreightCommand } from '../../../engine/games/who-rules-the-sea/types.js';
import { POLL_MS, versionOf, waitForVersion } from './table.js';

/**
 * The freight screen's control contract, as the browser test drives it: every button that sends
 * a command carries data-command and one data attribute per field (data-ship, data-note,
 * data-route, data-target); buyShips ticks input[data-ship-choice] boxes, bid types pounds into
 * input[data-field="bid"]. Nothing here reads the buttons' words, so any language plays alike.
 */
const FIELDS = ['ship', 'note', 'route', 'target'] as const;

export function commandSelector(c: FreightCommand): string {
  const fields = c as unknown as Record<string, unknown>;
  return `button[data-command="${c.type}"]${FIELDS.map((f) => {
    const v = fields[f];
    return typeof v === 'string' ? `[data-${f}="${v}"]` : '';
  }).join('')}`;
}

/** A matching button that is drawn: the action bar's first, else the table's. */
async function visibleMatch(page: Page, selector: string): Promise<Locator | null> {
  for (const where of [`[data-actions] ${selector}`, selector]) {
    const hit = page.locator(where).filter({ visible: true });
    if ((await hit.count()) > 0) return hit.first();
  }
  return null;
}

/**
 * The button that sends `c` on this page. A matching button hidden in a closed <details> is
 * opened to; one behind a ship chooser is reached by choosing the ship (a control naming it by
 * data-ship without a command, or a list offering it). None: the UI offers no control for a legal
 * command, which fails the test with what the page does offer.
 */
export async function controlFor(page: Page, c: FreightCommand): Promise<Locator> {
  const selector = commandSelector(c);
  // A decision's panel can come after its version does (its code is fetched by decision): on a
  // machine loaded by other work that took over 5 s. A control that is there ends the wait at once.
  const deadline = Date.now() + 30_000;
  for (let pass = 0; ; pass++) {
    const hit = await visibleMatch(page, selector);
    if (hit) return hit;
    // Looked for again on every pass, not once: a panel whose code comes late brings its chooser late.
    if (pass % 5 === 0) {
      // Opened in the page: a closed <details> around the control (its summary is the player's click).
      await page.evaluate((sel) => {
        const walk = (root: Document | ShadowRoot) => {
          for (const el of Array.from(root.querySelectorAll(sel)))
            for (let a: Element | null = el; a; a = a.parentElement ?? (a.getRootNode() as ShadowRoot).host ?? null)
              if (a instanceof HTMLDetailsElement) a.open = true;
          for (const el of Array.from(root.querySelectorAll('*'))) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
      }, selector);
      const ship = (c as { ship?: string }).ship;
      if (ship) {
        // The turn panel's chooser names the ship by data-pick; a bare data-ship button would do too.
        const chooser = page
          .locator(
            `[data-actions] button[data-pick="${ship}"], [data-actions] button[data-ship="${ship}"]:not([data-command])`,
          )
          .filter({ visible: true });
        if ((await chooser.count()) > 0) await chooser.first().click();
        else {
          const list = page.locator(`[data-actions] select:has(option[value="${ship}"])`).filter({ visible: true });
          if ((await list.count()) > 0) await list.first().selectOption(ship);
        }
      }
      const again = await visibleMatch(page, selector);
      if (again) return again;
    }
    if (Date.now() > deadline) break;
    await page.waitForTimeout(100);
  }
  const offered = await page
    .locator('[data-command]')
    .filter({ visible: true })
    .evaluateAll((all) =>
      all.map((b) =>
        [
          b.getAttribute('data-command'),
          ...['ship', 'note', 'route', 'target'].map((f) => b.getAttribute(`data-${f}`)).filter(Boolean),
        ].join(' '),
      ),
    );
  throw new Error(
    `UI bug: no visible control for the legal command ${JSON.stringify(c)} (looked for ${selector}); the page offers: ${offered.join(' | ') || 'nothing'}`,
  );
}

/** Whether the control lies wholly in the viewport and is what a tap at its middle reaches (nothing drawn over it), the page not scrolled. */
export async function inViewUnscrolled(page: Page, control: Locator): Promise<{ ok: boolean; detail: string }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inside =
      r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
    const x = (r.left + r.right) / 2;
    const y = (r.top + r.bottom) / 2;
    let hit: Element | null = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const reached = hit === el || (hit !== null && el.contains(hit));
    const box = `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)} in ${window.innerWidth}×${window.innerHeight}`;
    return {
      ok: inside && reached,
      detail: `${box}${reached ? '' : `, a tap reaches ${hit?.localName ?? 'nothing'}`}`,
    };
  });
}

export type Sent = 'moved' | 'asked' | 'refused';

/**
 * Makes the command on the page through its controls: ticks the ships or types the bid, presses
 * the button, answers the confirmation if the page asks (returns whether it did), and waits for
 * the version it made. A refusal (the server's "look at the board again", or the page's own) is
 * returned, not thrown, so the caller may choose anew.
 */
export async function sendInUi(
  page: Page,
  c: FreightCommand,
  before?: (control: Locator) => Promise<void>,
): Promise<{ outcome: Sent; question: string | null }> {
  const version = await versionOf(page);
  // Measured as the decision arrives, before a box ticked low in a list scrolls the bar.
  if (before) await before(await controlFor(page, c));
  if (c.type === 'buyShips') {
    const boxes = page.locator('input[data-ship-choice]');
    if ((await boxes.count()) === 0) throw new Error('UI bug: the opening offers no input[data-ship-choice] boxes');
    for (const box of await boxes.all()) {
      const id = await box.getAttribute('data-ship-choice');
      if (c.ships.includes(id!) !== (await box.isChecked())) await box.setChecked(c.ships.includes(id!));
    }
  }
  if (c.type === 'bid') {
    const field = page.locator('[data-actions] input[data-field="bid"]').filter({ visible: true });
    if ((await field.count()) === 0) throw new Error('UI bug: the auction offers no input[data-field="bid"]');
    await field.first().fill(String(c.tens * 10));
  }
  const control = await controlFor(page, c);
  await control.click();
  const outcome = await nextOutcome(page, version + 1, true);
  if (outcome === 'refused') return { outcome, question: null };
  let question: string | null = null;
  if (outcome === 'asked') {
    const dialog = page.locator('confirm-move dialog[open]');
    question = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await dialog.locator('button[data-confirm]').click();
    if ((await nextOutcome(page, version + 1, false)) === 'refused') return { outcome: 'refused', question };
  }
  await waitForVersion(page, version + 1);
  return { outcome: question === null ? 'moved' : 'asked', question };
}

/**
 * What the page shows first after a move was pressed: the new version ('moved'), a question before
 * sending ('asked', while `asking`: nothing was sent, whatever another seat's move did to the
 * version meanwhile), or a refusal. One wait in the page, so none is left pending for its timeout.
 */
async function nextOutcome(page: Page, version: number, asking: boolean): Promise<Sent> {
  const first = await page.waitForFunction(
    ({ v, asking }) => {
      const find = (root: Document | ShadowRoot, selector: string): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const el of root.querySelectorAll('*')) {
          const inner = el.shadowRoot && find(el.shadowRoot, selector);
          if (inner) return inner;
        }
        return null;
      };
      if (asking && (find(document, 'confirm-move dialog[open]') ?? find(document, 'dialog[open]'))) return 'asked';
      if (Number(find(document, 'main[data-version]')?.getAttribute('data-version') ?? 0) >= v) return 'moved';
      return find(document, '.alert[role="alert"]') ? 'refused' : false;
    },
    { v: version, asking },
    { timeout: 30_000, polling: POLL_MS },
  );
  return (await first.jsonValue()) as Sent;
}

/** The page's refusal, if one is on screen, dismissed; its words returned. */
export async function dismissRefusal(page: Page): Promise<string | null> {
  const alert = page.locator('.alert[role="alert"]');
  if ((await alert.count()) === 0) return null;
  const text = ((await alert.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  await alert.first().locator('button').click();
  return text;
}

/** Everything the page says, shadow roots included: its texts, field values, labels and titles. */
export function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (el.localName === 'style' || el.localName === 'script') continue;
        for (const n of Array.from(el.childNodes))
          if (n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) out.push(n.textContent.trim());
        for (const a of ['aria-label', 'title', 'value']) if (el.getAttribute(a)) out.push(el.getAttribute(a)!);
        if (el instanceof HTMLInputElement && el.value) out.push(el.value);
      }
    };
    walk(document);
    return out.join(' \u2502 ');
  });
}

/** The element's text, its shadow roots' included (a component's host has none of its own). */
export function deepText(where: Locator): Promise<string> {
  return where.evaluate((root) => {
    const out: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
      if (node instanceof Element && (node.localName === 'style' || node.localName === 'script')) return;
      if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
      for (const child of Array.from(node.childNodes)) walk(child);
    };
    walk(root);
    return out.join(' ').replace(/\s+/g, ' ');
  });
}

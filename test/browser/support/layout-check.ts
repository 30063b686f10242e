import type { Page } from 'playwright-core';

/**
 * Text that does not fit, read from the page as drawn (shadow roots included), for the
 * screenshots of the non-English browser tests: a translation longer than the English it
 * replaced shows up here before a player sees it.
 *
 * - overflow: a visible text whose glyphs reach past the box that holds it (its nearest
 *   non-inline ancestor, or for SVG text the SVG), or past the viewport's sides, unless a
 *   scrolling region holds it (a board that scrolls sideways on a phone is meant to) or the
 *   box ends it with an ellipsis on purpose;
 * - overlap: two visible texts drawn over each other, SVG texts included (each compared by the
 *   middle of its line, so that tall glyphs of stacked lines do not count); texts in a fixed or
 *   sticky layer are compared only with texts of the same layer, since the page scrolls beneath it.
 *
 * Texts are measured where they are visible: clipped to every scrolling or clipping region
 * around them. Returns one line per problem, empty when the layout holds.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Box {
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    interface Piece {
      text: string;
      where: string;
      box: Box;
      layer: Element | null;
      owner: Element;
    }
    const problems: string[] = [];
    const pieces: Piece[] = [];
    const vw = document.documentElement.clientWidth;

    const parentOf = (el: Element): Element | null => el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null;
    const describe = (el: Element) => {
      const host = (el.getRootNode() as ShadowRoot).host;
      return `${host ? `${host.localName} > ` : ''}${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('class') ? `.${el.getAttribute('class')!.trim().split(/\s+/).join('.')}` : ''}`;
    };
    const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      right: Math.min(a.right, b.right),
      top: Math.max(a.top, b.top),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const empty = (b: Box) => b.right - b.left < 1 || b.bottom - b.top < 1;

    // Every text asks the same questions of the same ancestors: each element's style, and what it
    // and everything above it let be seen, are worked out once per check. Asked afresh for every
    // text, a Who Rules the Sea? screen (some 1,200 elements) took tens of thousands of style reads.
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (el: Element) => {
      let s = styles.get(el);
      if (!s) styles.set(el, (s = getComputedStyle(el)));
      return s;
    };

    interface Context {
      clip: Box;
      scrolls: boolean;
      ellipsis: boolean;
      layer: Element | null;
    }
    const NOTHING_ABOVE: Context = {
      clip: { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity },
      scrolls: false,
      ellipsis: false,
      layer: null,
    };
    const contexts = new Map<Element, Context>();
    /** What `a` and its ancestors let be seen, whether any scrolls sideways, and the nearest fixed or sticky layer. */
    const contextFrom = (a: Element): Context => {
      const known = contexts.get(a);
      if (known) return known;
      const parent = parentOf(a);
      const up = parent ? contextFrom(parent) : NOTHING_ABOVE;
      const s = styleOf(a);
      const made: Context = {
        clip:
          s.overflowX !== 'visible' || s.overflowY !== 'visible'
            ? intersect(up.clip, a.getBoundingClientRect())
            : up.clip,
        scrolls: up.scrolls || s.overflowX === 'auto' || s.overflowX === 'scroll',
        ellipsis: up.ellipsis || s.textOverflow === 'ellipsis',
        layer: s.position === 'fixed' || s.position === 'sticky' ? a : up.layer,
      };
      contexts.set(a, made);
      return made;
    };
    /** What the element's ancestors let be seen of it, whether it scrolls sideways, and its fixed or sticky layer. */
    const context = (el: Element): Context => {
      const parent = parentOf(el);
      return parent ? contextFrom(parent) : NOTHING_ABOVE;
    };

    /** Whether the element's own style draws it (and its content). */
    const drawn = (a: Element) => {
      const s = styleOf(a);
      if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0') return false;
      // Text for screen readers only (.visually-hidden: clipped to nothing): never drawn, so it cannot overflow or overlap.
      return !(s.position === 'absolute' && s.getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)');
    };
    // A closed <details> lays out its content but does not draw it: only its summary shows.
    const hides = (a: Element, child: Element | null) =>
      a instanceof HTMLDetailsElement && !a.open && child?.localName !== 'summary';
    const shownAbove = new Map<Element, boolean>();
    /** Whether everything above the element draws it. */
    const above = (el: Element): boolean => {
      const known = shownAbove.get(el);
      if (known !== undefined) return known;
      const parent = parentOf(el);
      const shown = !parent || (drawn(parent) && !hides(parent, el) && above(parent));
      shownAbove.set(el, shown);
      return shown;
    };
    const visible = (el: Element) => drawn(el) && !hides(el, null) && above(el);

    const holder = (el: Element): Element => {
      for (let a: Element | null = el; a; a = parentOf(a)) {
        if (a instanceof SVGElement) return a.ownerSVGElement ?? a;
        const d = styleOf(a).display;
        if (d !== 'inline' && d !== 'contents') return a;
      }
      return document.documentElement;
    };

    const add = (text: string, el: Element, rects: Box[]) => {
      const ctx = context(el);
      const box = holder(el);
      const outer =
        box === el && el instanceof SVGTextElement
          ? el.ownerSVGElement!.getBoundingClientRect()
          : box.getBoundingClientRect();
      for (const r of rects) {
        if (r.right - r.left < 2 || r.bottom - r.top < 2) continue; // visually hidden text (1 px boxes)
        if (!ctx.scrolls && !ctx.ellipsis) {
          if (r.left < outer.left - 1 || r.right > outer.right + 1)
            problems.push(
              `overflow: "${short(text)}" in ${describe(el)} reaches ${Math.round(r.left)}–${Math.round(r.right)} px, its box ${Math.round(outer.left)}–${Math.round(outer.right)} px`,
            );
          else if (r.left < -1 || r.right > vw + 1)
            problems.push(
              `overflow: "${short(text)}" in ${describe(el)} reaches ${Math.round(r.left)}–${Math.round(r.right)} px, past the viewport (${vw} px)`,
            );
        }
        const seen = intersect(r, ctx.clip);
        if (!empty(seen)) pieces.push({ text, where: describe(el), box: seen, layer: ctx.layer, owner: el });
      }
    };

    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (el.closest('title, script, style, option, datalist, template, noscript')) continue;
        if (el instanceof SVGTextElement) {
          const text = el.textContent?.trim() ?? '';
          if (text && visible(el)) add(text, el, [el.getBoundingClientRect()]);
          continue;
        }
        if (el instanceof SVGElement) continue; // tspans and the like: measured with their <text>
        for (const node of Array.from(el.childNodes)) {
          const text = node.nodeType === Node.TEXT_NODE ? node.textContent?.trim() : '';
          if (!text || !visible(el)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          add(text, el, Array.from(range.getClientRects()));
        }
      }
    };
    walk(document);

    // Each text compared by the middle of its line: glyph boxes of stacked lines may touch.
    const middle = (b: Box): Box => {
      const h = (b.bottom - b.top) * 0.2;
      return { left: b.left + 1, right: b.right - 1, top: b.top + h, bottom: b.bottom - h };
    };
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i];
        const b = pieces[j];
        if (a.layer !== b.layer || a.owner === b.owner) continue;
        const both = intersect(middle(a.box), middle(b.box));
        if (!empty(both))
          problems.push(
            `overlap: "${short(a.text)}" (${a.where}) and "${short(b.text)}" (${b.where}) at ${Math.round(both.left)},${Math.round(both.top)}`,
          );
      }
    }
    return [...new Set(problems)];
  });
}

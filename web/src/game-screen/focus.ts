// Focus across shadow roots: the game screen's panels are components, each with its own shadow root,
// so "the first control" and "what has the focus" are found by walking into them.
import { ReactiveElement } from 'lit';

const CONTROL =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** An element that takes the focus: HTML's and SVG's (a board's spots are SVG shapes with a tabindex). */
type Focusable = HTMLElement | SVGElement;

/** The first focusable control under `root`, in document order, looking inside shadow roots. */
export function firstControl(root: Element | ShadowRoot): Focusable | null {
  for (const el of Array.from(root.children)) {
    if (el.matches(CONTROL) && (el instanceof HTMLElement || el instanceof SVGElement)) return el;
    const inner = (el.shadowRoot ? firstControl(el.shadowRoot) : null) ?? firstControl(el);
    if (inner) return inner;
  }
  return null;
}

/** The first element of the given selector and class under `root`, looking inside shadow roots. */
export function deepQuery<T extends Element>(
  root: Element | ShadowRoot,
  selector: string,
  kind: abstract new () => T,
): T | null {
  for (const el of Array.from(root.children)) {
    if (el.matches(selector) && el instanceof kind) return el;
    const inner = (el.shadowRoot ? deepQuery(el.shadowRoot, selector, kind) : null) ?? deepQuery(el, selector, kind);
    if (inner) return inner;
  }
  return null;
}

/** The element that really has the focus, inside shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether the focus is in a field the player may be typing in. */
export function typingIn(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range'].includes(el.type);
}

/** Resolves once every Lit component under `root` has drawn its latest update (so its controls exist). */
export async function settled(root: Element | ShadowRoot): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const visit = (node: Element | ShadowRoot) => {
    for (const el of Array.from(node.children)) {
      if (el instanceof ReactiveElement) pending.push(el.updateComplete);
      if (el.shadowRoot) visit(el.shadowRoot);
      visit(el);
    }
  };
  if (root instanceof ReactiveElement) pending.push(root.updateComplete);
  visit(root);
  await Promise.all(pending);
  // A component that drew its first frame just now may hold children that had not started yet.
  if (pending.length) await Promise.resolve();
}

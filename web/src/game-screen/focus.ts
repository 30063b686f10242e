// Focus across shadow roots: the game screen's panels are components, each with its own shadow root,
// so "the first control" and "what has the focus" are found by walking into them.

const CONTROL = 'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first focusable control under `root`, in document order, looking inside shadow roots. */
export function firstControl(root: Element | ShadowRoot): HTMLElement | null {
  for (const el of Array.from(root.children)) {
    if (el.matches(CONTROL)) return el as HTMLElement;
    const inner = (el.shadowRoot ? firstControl(el.shadowRoot) : null) ?? firstControl(el);
    if (inner) return inner;
  }
  return null;
}

/** The first enabled button of the given selector under `root`, looking inside shadow roots. */
export function deepQuery(root: Element | ShadowRoot, selector: string): HTMLElement | null {
  for (const el of Array.from(root.children)) {
    if (el.matches(selector)) return el as HTMLElement;
    const inner = (el.shadowRoot ? deepQuery(el.shadowRoot, selector) : null) ?? deepQuery(el, selector);
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
      const done = (el as Element & { updateComplete?: Promise<unknown> }).updateComplete;
      if (done) pending.push(done);
      if (el.shadowRoot) visit(el.shadowRoot);
      visit(el);
    }
  };
  if (root instanceof Element && (root as Element & { updateComplete?: Promise<unknown> }).updateComplete) {
    pending.push((root as Element & { updateComplete: Promise<unknown> }).updateComplete);
  }
  visit(root);
  await Promise.all(pending);
  // A component that drew its first frame just now may hold children that had not started yet.
  if (pending.length) await Promise.resolve();
}

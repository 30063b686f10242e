/**
 * The first element matching a selector anywhere in the page, shadow roots included: the action
 * bar's link to the market crosses the game screen's and the table's shadow roots, which a plain
 * `querySelector` or a `#fragment` link cannot.
 */
export function findDeep<T extends Element>(selector: string, root: Document | ShadowRoot | Element = document): T | null {
  const here = root.querySelector<T>(selector);
  if (here) return here;
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) {
      const found = findDeep<T>(selector, el.shadowRoot);
      if (found) return found;
    }
  }
  return null;
}

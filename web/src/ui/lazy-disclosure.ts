import { html } from 'lit';

/**
 * A closed disclosure standing in for a panel whose code is fetched the first time it is opened:
 * the panel's own summary, so the page reads the same until then. Drawn as the children of the
 * panel's element while that is undefined (a test or a reader finds it where the panel will be);
 * `open` is told whether the summary had the focus (opened by keyboard), for the panel, drawn open
 * in its place, to take it over (focusSummary).
 */
export function lazyDisclosure(summary: unknown, open: (focused: boolean) => void, opened = false): unknown {
  const onToggle = (e: Event) => {
    const details = e.currentTarget;
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    const root = details.getRootNode();
    const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
    open(active !== null && active === details.querySelector('summary'));
  };
  return html`<details class="lazy" ?open=${opened} @toggle=${onToggle}><summary>${summary}</summary></details>`;
}

/** Gives the focus to a panel's own summary, once it is drawn where its lazyDisclosure was. */
export function focusSummary(panel: Element | null | undefined): void {
  panel?.shadowRoot?.querySelector<HTMLElement>('summary')?.focus();
}

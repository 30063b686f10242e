import { needCatalog } from '../i18n/i18n.js';
import { html, type TemplateResult } from 'lit';

/**
 * The rule sets with a one-page quick reference beside their full rules, each loaded only when
 * opened (the freight game's brings its sea map, the board component and the engine's data).
 */
const quickReferences: Record<string, () => Promise<TemplateResult>> = {
  'who-rules-the-sea': async () => {
    await Promise.all([
      import('../games/freight/quick-reference.js'),
      needCatalog('freight'),
      needCatalog('freightQuick'),
    ]);
    return html`<freight-quick-reference></freight-quick-reference>`;
  },
};

export const hasQuickReference = (id: string): boolean => Object.hasOwn(quickReferences, id);

/** The quick reference of a rule set, drawn once its module is loaded (rejects for a rule set without one). */
export function quickReference(id: string): Promise<TemplateResult> {
  if (!hasQuickReference(id)) return Promise.reject(new Error(`no quick reference for ${id}`));
  return quickReferences[id]();
}

/**
 * The rule sets whose full rules draw their board as text (the first preformatted block), with
 * the real board to show instead where a phone would clip that text.
 */
const boardMaps: Record<string, () => Promise<TemplateResult>> = {
  'who-rules-the-sea': async () => {
    await Promise.all([import('../games/freight/quick-reference.js'), needCatalog('freight')]);
    return html`<freight-sea-map></freight-sea-map>`;
  },
};

/** The real board for a rule set's full rules, or null for a rule set whose rules draw none. */
export function boardMap(id: string): Promise<TemplateResult> | null {
  return Object.hasOwn(boardMaps, id) ? boardMaps[id]() : null;
}

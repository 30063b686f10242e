import { html, type TemplateResult } from 'lit';

/**
 * The rule sets with a one-page quick reference beside their full rules, each loaded only when
 * opened (the freight game's brings its sea map, the board component and the engine's data).
 */
const quickReferences: Record<string, () => Promise<TemplateResult>> = {
  'who-rules-the-sea': async () => {
    await import('../games/freight/quick-reference.js');
    return html`<freight-quick-reference></freight-quick-reference>`;
  },
};

export const hasQuickReference = (id: string): boolean => Object.hasOwn(quickReferences, id);

/** The quick reference of a rule set, drawn once its module is loaded (rejects for a rule set without one). */
export function quickReference(id: string): Promise<TemplateResult> {
  if (!hasQuickReference(id)) return Promise.reject(new Error(`no quick reference for ${id}`));
  return quickReferences[id]();
}

import { html } from 'lit';
import { expandLegal } from '../../../../engine/core/legal.js';
import { commandEvent, type Command, type LegalTemplate } from '../game-client.js';

/** PLACEHOLDER for development only (deleted before the feature lands): every legal command as a button. */
export function devLegalButtons(legal: readonly LegalTemplate[]) {
  const all = legal.flatMap((t) => (t.type === 'bid' ? [] : (expandLegal([t]) as Command[]).slice(0, 40)));
  return html`${all.map((c) => html`<button data-command=${c.type} data-ship=${(c.ship as string) ?? ''} data-note=${(c.note as string) ?? ''}
    data-route=${(c.route as string) ?? ''} data-target=${(c.target as string) ?? ''} data-ships=${Array.isArray(c.ships) ? c.ships.join(',') : ''}
    @click=${(e: Event) => e.target!.dispatchEvent(commandEvent(c))}>${JSON.stringify(c)}</button>`)}`;
}

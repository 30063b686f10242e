import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { shipData, shipName, tons } from './freight-words.js';
import { tonsAboard } from './ship-facts.js';
import '../../ui/tokens.js';

/**
 * A ship's hold as a capacity bar: the tons aboard against the certificate's capacity, with the
 * same figures in words beside it (a bar alone says nothing to a screen reader, nor exactly enough
 * to decide whether a 300-ton note still fits).
 */
@customElement('hold-bar')
export class HoldBar extends LitElement {
  static override styles = css`
    :host { display: inline-flex; align-items: center; gap: var(--tw-space-9); min-width: 0; max-width: 100%; }
    .bar { flex: 0 1 8rem; min-width: 4rem; height: 0.8rem; border-radius: 0.4rem; background: var(--tw-sand-84-2); border: 1px solid var(--tw-rust-45); overflow: hidden; }
    .fill { height: 100%; background: linear-gradient(var(--tw-rust-49), var(--tw-rust-38)); }
    .fill.full { background: linear-gradient(var(--tw-red-43-2), var(--tw-red-32)); }
    .text { font-size: var(--tw-text-88); white-space: nowrap; font-variant-numeric: tabular-nums; }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) ship = '';

  override render() {
    if (!this.ship) return '';
    const capacity = shipData(this.ship).capacity;
    const aboard = tonsAboard(this.view, this.ship);
    const share = Math.min(100, Math.round((aboard / capacity) * 100));
    const label = msg(
      { id: 'freight.port.holdLabel', defaultMessage: 'Hold of {ship}: {aboard} aboard of {capacity}, {free} free' },
      { ship: shipName(this.ship), aboard: tons(aboard), capacity: tons(capacity), free: tons(capacity - aboard) },
    );
    return html`<span class="bar" role="meter" aria-label=${label} aria-valuemin="0" aria-valuemax=${capacity} aria-valuenow=${aboard}
        data-aboard=${aboard} data-capacity=${capacity}><span class="fill ${aboard >= capacity ? 'full' : ''}" style="width: ${share}%; display: block"></span></span>
      <span class="text" aria-hidden="true">${msg({ id: 'freight.port.holdText', defaultMessage: '{aboard} / {capacity}' }, { aboard: tons(aboard), capacity: tons(capacity) })}</span>`;
  }
}

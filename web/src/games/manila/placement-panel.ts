import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { spotLabel } from './spot-label.js';

/**
 * Placing an accomplice: the free spots the legal template allows, as a list that mirrors
 * the highlighted spots on the board; choosing one (here or on the board) asks to confirm.
 */
@customElement('placement-panel')
export class PlacementPanel extends LitElement {
  static override styles = [controlStyles, css`
    ul { list-style: none; margin: 0 0 0.6rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem; }
    button[aria-pressed='true'] { background: #dbe9fb; border-color: #1a73e8; border-width: 2px; }
    .confirm { background: #fff6d8; border: 1px solid #d9b75a; border-radius: 0.5rem; padding: 0.5rem 0.7rem; margin-bottom: 0.6rem; }
  `];

  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) selected: string | null = null;

  override render() {
    const spots = choicesOf<string>(this.legal, 'place', 'spot');
    const chosen = this.selected && spots.includes(this.selected) ? spotLabel(this.selected, this.view) : null;
    const ph = this.view.phase;
    const round = ph.kind === 'placement' ? ` (placement round ${ph.placementRound})` : '';
    return html`<section aria-labelledby="place-title">
      <h3 id="place-title">Place an accomplice${round}</h3>
      <p class="muted">Choose a highlighted spot on the board or here.</p>
      <ul aria-label="Free spots">
        ${spots.map((spot) => {
          const { label, price } = spotLabel(spot, this.view);
          return html`<li><button data-spot=${spot} aria-pressed=${this.selected === spot ? 'true' : 'false'}
            @click=${() => this.dispatchEvent(new CustomEvent('spot-select', { detail: { spot }, bubbles: true, composed: true }))}>
            ${label} · ${price}</button></li>`;
        })}
      </ul>
      ${chosen ? html`<div class="confirm row" role="group" aria-label="Confirm placement">
        <span>Place on the <strong>${chosen.label}</strong> for ${chosen.price} pesos?</span>
        <button class="primary" @click=${() => this.dispatchEvent(commandEvent({ type: 'place', spot: this.selected! }))}>Place</button>
      </div>` : ''}
      <button @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>Stop placing this round</button>
    </section>`;
  }
}

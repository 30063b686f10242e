import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { boundsOf, matchesLegal, valuesOf } from '../../../../engine/core/legal.js';
import type { Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, templateOf, type LegalTemplate } from '../game-client.js';
import { shipLabel } from './ship-style.js';

/**
 * A betting turn, built from the legal bet template: a ship and a number from its choices,
 * a stake within its range. A slip the template does not allow is never sent.
 */
@customElement('bet-slip-panel')
export class BetSlipPanel extends LitElement {
  static override styles = [controlStyles, css`.invalid { color: #a23a16; }`];

  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @state() private ship: Ship | null = null;
  @state() private invalid = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // New choices mean a new turn: an old warning no longer applies.
    if (changed.has('legal')) this.invalid = false;
  }

  override render() {
    const t = templateOf(this.legal, 'bet');
    const ships = t ? valuesOf<Ship>(t.ship) : [];
    const ship = this.ship && ships.includes(this.ship) ? this.ship : ships[0];
    const numbers = t ? valuesOf<number>(t.number) : [];
    const stake = t ? boundsOf(t.stake) : null;
    return html`<section aria-labelledby="bet-title">
      <h2 id="bet-title">Bet on how far a ship advances in the first two movements</h2>
      <form class="row" novalidate @submit=${this.bet} @input=${() => (this.invalid = false)}>
        ${t && stake ? html`
          <label>Ship <select name="ship" @change=${(e: Event) => (this.ship = (e.target as HTMLSelectElement).value as Ship)}>
            ${ships.map((s) => html`<option value=${s} ?selected=${s === ship}>${shipLabel(s)}</option>`)}</select></label>
          <label>Number <select name="number">${numbers.map((n) => html`<option value=${n} ?selected=${n === 7}>${n}</option>`)}</select></label>
          <label>Stake <input name="stake" type="number" inputmode="numeric" step="1" min=${stake.min} max=${stake.max} value=${stake.min} aria-describedby="bet-title"></label>
          <span class="muted">up to ${stake.max} pesos; a win pays double</span>
          <button class="primary" type="submit">Bet</button>` : html`<span class="muted">You have no peso to stake.</span>`}
        <button type="button" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>No bet</button>
      </form>
      ${this.invalid && stake ? html`<p class="invalid" role="alert">Stake a whole number of pesos from ${stake.min} to ${stake.max}.</p>` : ''}
    </section>`;
  }

  private bet(e: Event) {
    e.preventDefault();
    const form = new FormData(e.target as HTMLFormElement);
    const command = { type: 'bet', ship: String(form.get('ship')), number: Number(form.get('number')), stake: Number(form.get('stake')) };
    if (!matchesLegal(this.legal, command)) {
      this.invalid = true;
      return;
    }
    this.dispatchEvent(commandEvent(command));
  }
}

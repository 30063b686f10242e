import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { boundsOf, matchesLegal, valuesOf } from '../../../../engine/core/legal-templates.js';
import type { Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import { msg, num } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, legalChanged, templateOf, type LegalTemplate } from '../game-client.js';
import { pesos, shipLabel } from './ship-style.js';
import '../../ui/tokens.js';
import { fieldChoice, formText, submittedForm } from '../../ui/form-fields.js';

/**
 * A betting turn, built from the legal bet template: a ship and a number from its choices,
 * a stake within its range. A slip the template does not allow is never sent.
 */
@customElement('bet-slip-panel')
export class BetSlipPanel extends LitElement {
  static override styles = [controlStyles, css`.invalid { color: var(--tw-alert); }`];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @state() private ship: Ship | null = null;
  @state() private invalid = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // New choices mean a new turn: an old warning no longer applies.
    if (changed.has('legal') && legalChanged(changed.get('legal'), this.legal)) this.invalid = false;
  }

  override render() {
    const t = templateOf(this.legal, 'bet');
    const ships = t ? valuesOf<Ship>(t.ship) : [];
    const ship = this.ship && ships.includes(this.ship) ? this.ship : ships[0];
    const numbers = t ? valuesOf<number>(t.number) : [];
    const stake = t ? boundsOf(t.stake) : null;
    return html`<section aria-labelledby="bet-title">
      <h2 id="bet-title">${msg({ id: 'tutorial.bet.title', defaultMessage: 'Bet on how far a ship advances in the first two movements' })}</h2>
      <form class="row" novalidate @submit=${(e: Event) => this.bet(e)} @input=${() => (this.invalid = false)}>
        ${
          t && stake
            ? html`
          <label>${msg({ id: 'tutorial.bet.ship', defaultMessage: 'Ship' })} <select name="ship" @change=${(e: Event) => (this.ship = fieldChoice(e, ships))}>
            ${ships.map((s) => html`<option value=${s} ?selected=${s === ship}>${shipLabel(s)}</option>`)}</select></label>
          <label>${msg({ id: 'tutorial.bet.number', defaultMessage: 'Number' })} <select name="number">${numbers.map((n) => html`<option value=${n} ?selected=${n === 7}>${num(n)}</option>`)}</select></label>
          <label>${msg({ id: 'tutorial.bet.stake', defaultMessage: 'Stake' })} <input name="stake" type="number" inputmode="numeric" step="1" min=${stake.min} max=${stake.max} .defaultValue=${String(stake.min)} aria-describedby="bet-title"></label>
          <span class="muted" data-max=${stake.max}>${msg({ id: 'tutorial.bet.limit', defaultMessage: 'up to {max}; a win pays double' }, { max: pesos(stake.max) })}</span>
          <button class="primary" type="submit">${msg({ id: 'tutorial.bet.bet', defaultMessage: 'Bet' })}</button>`
            : html`<span class="muted">${msg({ id: 'tutorial.bet.noCash', defaultMessage: 'You have no peso to stake.' })}</span>`
        }
        <button type="button" data-action="pass" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>${msg({ id: 'tutorial.bet.pass', defaultMessage: 'No bet' })}</button>
      </form>
      ${this.invalid && stake ? html`<p class="invalid" role="alert">${msg({ id: 'tutorial.bet.invalid', defaultMessage: 'Stake a whole number of pesos from {min, number} to {max, number}.' }, { min: stake.min, max: stake.max })}</p>` : ''}
    </section>`;
  }

  private bet(e: Event) {
    e.preventDefault();
    const form = submittedForm(e);
    const command = {
      type: 'bet',
      ship: formText(form, 'ship'),
      number: Number(form.get('number')),
      stake: Number(form.get('stake')),
    };
    if (!matchesLegal(this.legal, command)) {
      this.invalid = true;
      return;
    }
    this.dispatchEvent(commandEvent(command));
  }
}

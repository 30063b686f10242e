import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, ofType, type Command } from '../game-client.js';
import { shipLabel } from './ship-style.js';

type BetCommand = { type: 'bet'; ship: Ship; number: number; stake: number };

/**
 * A betting turn: a ship and a number from the legal bets, and a stake; any stake may be
 * typed, since the server answers one it refuses.
 */
@customElement('bet-slip-panel')
export class BetSlipPanel extends LitElement {
  static override styles = controlStyles;

  @property({ attribute: false }) legal: readonly Command[] = [];
  @state() private ship: Ship | null = null;

  override render() {
    const bets = ofType<BetCommand>(this.legal, 'bet');
    const ships = [...new Set(bets.map((b) => b.ship))];
    const ship = this.ship ?? ships[0];
    const numbers = [...new Set(bets.filter((b) => b.ship === ship).map((b) => b.number))].sort((a, b) => a - b);
    const stakes = bets.map((b) => b.stake);
    const most = stakes.length ? Math.max(...stakes) : 0;
    return html`<section aria-labelledby="bet-title">
      <h3 id="bet-title">Bet on how far a ship advances in the first two movements</h3>
      <form class="row" novalidate @submit=${this.bet}>
        <label>Ship <select name="ship" @change=${(e: Event) => (this.ship = (e.target as HTMLSelectElement).value as Ship)}>
          ${ships.map((s) => html`<option value=${s} ?selected=${s === ship}>${shipLabel(s)}</option>`)}</select></label>
        <label>Number <select name="number">${numbers.map((n) => html`<option value=${n} ?selected=${n === 7}>${n}</option>`)}</select></label>
        <label>Stake <input name="stake" type="number" inputmode="numeric" min="1" max=${most} value="1" aria-describedby="bet-title"></label>
        <span class="muted">up to ${most} pesos; a win pays double</span>
        <button class="primary" type="submit">Bet</button>
        <button type="button" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>No bet</button>
      </form>
    </section>`;
  }

  private bet(e: Event) {
    e.preventDefault();
    const form = new FormData(e.target as HTMLFormElement);
    this.dispatchEvent(commandEvent({
      type: 'bet',
      ship: String(form.get('ship')),
      number: Number(form.get('number')),
      stake: Number(form.get('stake')),
    }));
  }
}

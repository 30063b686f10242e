import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { GOODS, MORTGAGE_LOAN, REDEEM_COST, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaPlayerView } from '../../../../engine/games/manila/view.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { signed } from '../round-summary.js';
import { seatColour } from '../../ui/seat-colours.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { GOOD_COLOURS, goodLabel } from './goods-style.js';

/**
 * One player's side of the table: cash with its latest change (+N / −N, written, not only
 * coloured), accomplices left, shares (in full for the viewer's own seat, otherwise only what
 * the table can see), and for the viewer the mortgage and redeem buttons the legal commands allow.
 */
@customElement('manila-player-panel')
export class ManilaPlayerPanel extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; border: 1px solid #d5cab2; border-radius: 0.6rem; padding: 0.55rem 0.7rem; background: #fffdf8; }
    :host([acting]) { border-color: #0f5e8c; box-shadow: 0 0 0 2px #0f5e8c33; }
    header { display: flex; align-items: center; gap: 0.45rem; flex-wrap: wrap; }
    .dot { width: 1.4rem; height: 1.4rem; border-radius: 50%; color: #fff; display: inline-grid; place-items: center; font-size: 0.8rem; font-weight: 700; }
    .name { font-weight: 700; }
    .badge { font-size: 0.75rem; border-radius: 1rem; padding: 0.1rem 0.5rem; background: #efe6d0; }
    .badge.turn { background: #0f5e8c; color: #fff; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 0.15rem 0.6rem; margin: 0.4rem 0 0; }
    dt { color: #5d5a52; }
    dd { margin: 0; }
    ul.shares { list-style: none; margin: 0.4rem 0 0; padding: 0; display: grid; gap: 0.25rem; }
    ul.shares li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; font-size: 0.9rem; }
    ul.shares li > span { flex: 1 1 auto; }
    .swatch { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; margin-right: 0.3rem; }
    ul.shares button { min-height: 2rem; padding: 0.2rem 0.5rem; font-size: 0.8rem; }
    .change { font-weight: 700; margin-left: 0.3rem; }
    .change.up { color: #1d6b3a; }
    .change.down { color: #a23a16; }
  `];

  @property({ attribute: false }) player!: ManilaPlayerView;
  @property() name = '';
  @property({ type: Boolean }) own = false;
  @property({ type: Boolean }) harbourMaster = false;
  @property({ type: Boolean, reflect: true }) acting = false;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  /** The seat's latest cash change this page saw (0 before any): kept until the cash moves again. */
  private change = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    const before = changed.get('player') as ManilaPlayerView | undefined;
    if (before && this.player && before.seat === this.player.seat && before.cash !== this.player.cash) this.change = this.player.cash - before.cash;
    if (before && this.player && before.seat !== this.player.seat) this.change = 0;
  }

  override render() {
    const p = this.player;
    return html`<article aria-label="${this.name}${this.own ? ' (you)' : ''}">
      <header>
        <span class="dot" style="background:${seatColour(p.seat)}" aria-hidden="true">${p.seat + 1}</span>
        <span class="name">${this.name}${this.own ? ' (you)' : ''}</span>
        ${this.harbourMaster ? html`<span class="badge">harbour master</span>` : ''}
        ${this.acting ? html`<span class="badge turn">to act</span>` : ''}
        ${p.stoppedPlacing ? html`<span class="badge">stopped placing</span>` : ''}
      </header>
      <dl>
        <dt>Cash</dt><dd data-field="cash">${p.cash} pesos${this.change ? html`<span class="change ${this.change > 0 ? 'up' : 'down'}" data-change=${this.change}
          title="The latest change to the cash">(${signed(this.change)})</span>` : ''}</dd>
        <dt>Accomplices</dt><dd>${p.accomplicesLeft} of ${p.accomplices} left</dd>
        <dt>Shares</dt><dd>${p.shareCount}${p.mortgagedCount ? ` (${p.mortgagedCount} mortgaged)` : ''}${p.shares ? '' : this.openlyBought()}</dd>
      </dl>
      ${p.shares && p.mortgaged ? this.shareTable(p.shares, p.mortgaged) : ''}
    </article>`;
  }

  /** Another player's hand is secret except the shares the table watched them buy. */
  private openlyBought() {
    const seen = GOODS.filter((g) => this.player.bought[g] > 0).map((g) => `${this.player.bought[g]} ${g}`);
    return seen.length ? ` (bought openly: ${seen.join(', ')})` : '';
  }

  private shareTable(shares: Record<Good, number>, mortgaged: Record<Good, number>) {
    const mortgage = new Set(choicesOf<Good>(this.legal, 'mortgage', 'good'));
    const redeem = new Set(choicesOf<Good>(this.legal, 'redeem', 'good'));
    const held = GOODS.filter((g) => shares[g] > 0);
    if (held.length === 0) return '';
    return html`<ul class="shares" aria-label="${this.own ? 'Your' : `${this.name}'s`} shares">
      ${held.map((g) => html`<li data-good=${g}>
        <span><span class="swatch" style="background:${GOOD_COLOURS[g].fill}"></span>${goodLabel(g)}: ${shares[g]}${mortgaged[g] ? `, ${mortgaged[g]} mortgaged` : ''}</span>
        ${mortgage.has(g) ? html`<button @click=${() => this.dispatchEvent(commandEvent({ type: 'mortgage', good: g }))}
          aria-label="Mortgage +${MORTGAGE_LOAN}: a ${g} share for ${MORTGAGE_LOAN} pesos, ${REDEEM_COST} to redeem it">Mortgage +${MORTGAGE_LOAN}</button>` : ''}
        ${redeem.has(g) ? html`<button @click=${() => this.dispatchEvent(commandEvent({ type: 'redeem', good: g }))}
          aria-label="Redeem −${REDEEM_COST}: a ${g} share for ${REDEEM_COST} pesos">Redeem −${REDEEM_COST}</button>` : ''}
      </li>`)}
    </ul>`;
  }
}

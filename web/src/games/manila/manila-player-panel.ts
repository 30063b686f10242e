import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { GOODS, MORTGAGE_LOAN, REDEEM_COST, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaPlayerView } from '../../../../engine/games/manila/view.js';
import { list, msg, num, upperFirst } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { signed } from '../round-summary.js';
import { seatColour } from '../../ui/seat-colours.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { GOOD_COLOURS, goodName, pesos } from './goods-style.js';

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
    .swatch { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; margin-inline-end: 0.3rem; }
    ul.shares button { min-height: 2rem; padding: 0.2rem 0.5rem; font-size: 0.8rem; }
    .change { font-weight: 700; margin-inline-start: 0.3rem; }
    .change.up { color: #1d6b3a; }
    .change.down { color: #a23a16; }
  `];

  protected readonly i18n = new Localized(this);
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
    const who = this.own ? msg({ id: 'manila.player.you', defaultMessage: '{name} (you)' }, { name: this.name }) : this.name;
    const count = p.mortgagedCount
      ? msg({ id: 'manila.player.sharesMortgaged', defaultMessage: '{n, number} ({mortgaged, number} mortgaged)' }, { n: p.shareCount, mortgaged: p.mortgagedCount })
      : num(p.shareCount);
    return html`<article aria-label=${who}>
      <header>
        <span class="dot" style="background:${seatColour(p.seat)}" aria-hidden="true">${num(p.seat + 1)}</span>
        <span class="name">${who}</span>
        ${this.harbourMaster ? html`<span class="badge">${msg({ id: 'manila.player.harbourMaster', defaultMessage: 'harbour master' })}</span>` : ''}
        ${this.acting ? html`<span class="badge turn">${msg({ id: 'manila.player.toAct', defaultMessage: 'to act' })}</span>` : ''}
        ${p.stoppedPlacing ? html`<span class="badge">${msg({ id: 'manila.player.stopped', defaultMessage: 'stopped placing' })}</span>` : ''}
      </header>
      <dl>
        <dt>${msg({ id: 'manila.player.cash', defaultMessage: 'Cash' })}</dt><dd data-field="cash" data-cash=${p.cash}>${pesos(p.cash)}${this.change ? html`<span class="change ${this.change > 0 ? 'up' : 'down'}" data-change=${this.change}
          title=${msg({ id: 'manila.player.changeTitle', defaultMessage: 'The latest change to the cash' })}>(${signed(this.change)})</span>` : ''}</dd>
        <dt>${msg({ id: 'manila.player.accomplices', defaultMessage: 'Accomplices' })}</dt><dd data-left=${p.accomplicesLeft} data-of=${p.accomplices}>${msg({ id: 'manila.player.accomplicesLeft', defaultMessage: '{left, number} of {all, number} left' }, { left: p.accomplicesLeft, all: p.accomplices })}</dd>
        <dt>${msg({ id: 'manila.player.shares', defaultMessage: 'Shares' })}</dt><dd data-shares=${p.shareCount} data-mortgaged=${p.mortgagedCount}>${p.shares ? count : this.openlyBought(count)}</dd>
      </dl>
      ${p.shares && p.mortgaged ? this.shareTable(p.shares, p.mortgaged) : ''}
    </article>`;
  }

  /** Another player's hand is secret except the shares the table watched them buy. */
  private openlyBought(count: string): string {
    const seen = GOODS.filter((g) => this.player.bought[g] > 0)
      .map((g) => msg({ id: 'manila.player.boughtGood', defaultMessage: '{n, number} {good}' }, { n: this.player.bought[g], good: goodName(g) }));
    return seen.length ? msg({ id: 'manila.player.boughtOpenly', defaultMessage: '{count} (bought openly: {goods})' }, { count, goods: list(seen, 'unit') }) : count;
  }

  private shareTable(shares: Record<Good, number>, mortgaged: Record<Good, number>) {
    const mortgage = new Set(choicesOf<Good>(this.legal, 'mortgage', 'good'));
    const redeem = new Set(choicesOf<Good>(this.legal, 'redeem', 'good'));
    const held = GOODS.filter((g) => shares[g] > 0);
    if (held.length === 0) return '';
    const label = this.own ? msg({ id: 'manila.player.yourShares', defaultMessage: 'Your shares' }) : msg({ id: 'manila.player.theirShares', defaultMessage: '{name}\'s shares' }, { name: this.name });
    return html`<ul class="shares" aria-label=${label}>
      ${held.map((g) => html`<li data-good=${g}>
        <span><span class="swatch" style="background:${GOOD_COLOURS[g].fill}"></span>${upperFirst(mortgaged[g]
          ? msg({ id: 'manila.player.heldMortgaged', defaultMessage: '{good}: {n, number}, {mortgaged, number} mortgaged' }, { good: goodName(g), n: shares[g], mortgaged: mortgaged[g] })
          : msg({ id: 'manila.player.held', defaultMessage: '{good}: {n, number}' }, { good: goodName(g), n: shares[g] }))}</span>
        ${mortgage.has(g) ? html`<button @click=${() => this.dispatchEvent(commandEvent({ type: 'mortgage', good: g }))}
          aria-label=${msg({ id: 'manila.player.mortgageLabel', defaultMessage: 'Mortgage +{loan, number}: a {good} share for {amount}, {cost, number} to redeem it' }, { loan: MORTGAGE_LOAN, good: goodName(g), amount: pesos(MORTGAGE_LOAN), cost: REDEEM_COST })}
          data-action="mortgage">${msg({ id: 'manila.player.mortgage', defaultMessage: 'Mortgage +{loan, number}' }, { loan: MORTGAGE_LOAN })}</button>` : ''}
        ${redeem.has(g) ? html`<button @click=${() => this.dispatchEvent(commandEvent({ type: 'redeem', good: g }))}
          aria-label=${msg({ id: 'manila.player.redeemLabel', defaultMessage: 'Redeem −{cost, number}: a {good} share for {amount}' }, { cost: REDEEM_COST, good: goodName(g), amount: pesos(REDEEM_COST) })}
          data-action="redeem">${msg({ id: 'manila.player.redeem', defaultMessage: 'Redeem −{cost, number}' }, { cost: REDEEM_COST })}</button>` : ''}
      </li>`)}
    </ul>`;
  }
}

import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { GOODS, MORTGAGE_LOAN, REDEEM_COST, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaPlayerView } from '../../../../engine/games/manila/view.js';
import { list, msg, num, signed, upperFirst } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { seatColour } from '../../ui/seat-colours.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { GOOD_COLOURS, goodName, pesos } from './goods-style.js';
import '../../ui/tokens.js';

/**
 * One player's side of the table: cash with its latest change (+N / −N, written, not only
 * coloured), accomplices left, shares (in full for the viewer's own seat, otherwise only what
 * the table can see), and for the viewer the mortgage and redeem buttons the legal commands allow.
 */
@customElement('manila-player-panel')
export class ManilaPlayerPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-11) var(--tw-space-14); background: var(--tw-paper); }
    :host([acting]) { border-color: var(--tw-accent); box-shadow: 0 0 0 2px var(--tw-accent-glow); }
    header { display: flex; align-items: center; gap: var(--tw-space-9); flex-wrap: wrap; }
    .dot { width: 1.4rem; height: 1.4rem; border-radius: 50%; color: var(--tw-surface); display: inline-grid; place-items: center; font-size: var(--tw-text-80); font-weight: 700; }
    .name { font-weight: 700; }
    .badge { font-size: var(--tw-text-75); border-radius: 1rem; padding: var(--tw-space-2) var(--tw-space-10); background: var(--tw-sand-88); }
    .badge.turn { background: var(--tw-accent); color: var(--tw-surface); }
    dl { display: grid; grid-template-columns: auto 1fr; gap: var(--tw-space-3) var(--tw-space-12); margin: var(--tw-space-8) 0 0; }
    dt { color: var(--tw-ink-muted); }
    dd { margin: 0; }
    ul.shares { list-style: none; margin: var(--tw-space-8) 0 0; padding: 0; display: grid; gap: var(--tw-space-5); }
    ul.shares li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tw-space-8); font-size: var(--tw-text-90); }
    ul.shares li > span { flex: 1 1 auto; }
    .swatch { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; margin-inline-end: var(--tw-space-6); }
    ul.shares button { min-height: 2rem; padding: var(--tw-space-4) var(--tw-space-10); font-size: var(--tw-text-80); }
    .change { font-weight: 700; margin-inline-start: var(--tw-space-6); }
    .change.up { color: var(--tw-green-27-2); }
    .change.down { color: var(--tw-alert); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) player!: ManilaPlayerView;
  @property() name = '';
  @property({ type: Boolean }) own = false;
  @property({ type: Boolean, attribute: 'harbourmaster' }) harbourMaster = false;
  @property({ type: Boolean, reflect: true }) acting = false;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  /** The seat's latest cash change this page saw (0 before any): kept until the cash moves again. */
  private change = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    const before = changed.get('player');
    if (before?.seat === this.player.seat && before.cash !== this.player.cash)
      this.change = this.player.cash - before.cash;
    if (before && before.seat !== this.player.seat) this.change = 0;
  }

  override render() {
    const p = this.player;
    const who = this.own
      ? msg({ id: 'manila.player.you', defaultMessage: '{name} (you)' }, { name: this.name })
      : this.name;
    const count = p.mortgagedCount
      ? msg(
          { id: 'manila.player.sharesMortgaged', defaultMessage: '{n, number} ({mortgaged, number} mortgaged)' },
          { n: p.shareCount, mortgaged: p.mortgagedCount },
        )
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
        <dt>${msg({ id: 'manila.player.cash', defaultMessage: 'Cash' })}</dt><dd data-field="cash" data-cash=${p.cash}>${pesos(p.cash)}${
          this.change
            ? html`<span class="change ${this.change > 0 ? 'up' : 'down'}" data-change=${this.change}
          title=${msg({ id: 'manila.player.changeTitle', defaultMessage: 'The latest change to the cash' })}>(${signed(this.change)})</span>`
            : ''
        }</dd>
        <dt>${msg({ id: 'manila.player.accomplices', defaultMessage: 'Accomplices' })}</dt><dd data-left=${p.accomplicesLeft} data-of=${p.accomplices}>${msg({ id: 'manila.player.accomplicesLeft', defaultMessage: '{left, number} of {all, number} left' }, { left: p.accomplicesLeft, all: p.accomplices })}</dd>
        <dt>${msg({ id: 'manila.player.shares', defaultMessage: 'Shares' })}</dt><dd data-shares=${p.shareCount} data-mortgaged=${p.mortgagedCount}>${p.shares ? count : this.openlyBought(count)}</dd>
      </dl>
      ${p.shares && p.mortgaged ? this.shareTable(p.shares, p.mortgaged) : ''}
    </article>`;
  }

  /** Another player's hand is secret except the shares the table watched them buy. */
  private openlyBought(count: string): string {
    const seen = GOODS.filter((g) => this.player.bought[g] > 0).map((g) =>
      msg(
        { id: 'manila.player.boughtGood', defaultMessage: '{n, number} {good}' },
        { n: this.player.bought[g], good: goodName(g) },
      ),
    );
    return seen.length
      ? msg(
          { id: 'manila.player.boughtOpenly', defaultMessage: '{count} (bought openly: {goods})' },
          { count, goods: list(seen, 'unit') },
        )
      : count;
  }

  private shareTable(shares: Record<Good, number>, mortgaged: Record<Good, number>) {
    const mortgage = new Set(choicesOf<Good>(this.legal, 'mortgage', 'good'));
    const redeem = new Set(choicesOf<Good>(this.legal, 'redeem', 'good'));
    const held = GOODS.filter((g) => shares[g] > 0);
    if (held.length === 0) return '';
    const label = this.own
      ? msg({ id: 'manila.player.yourShares', defaultMessage: 'Your shares' })
      : msg({ id: 'manila.player.theirShares', defaultMessage: "{name}'s shares" }, { name: this.name });
    return html`<ul class="shares" aria-label=${label}>
      ${held.map(
        (g) => html`<li data-good=${g}>
        <span><span class="swatch" style="background:${GOOD_COLOURS[g].fill}"></span>${upperFirst(
          mortgaged[g]
            ? msg(
                {
                  id: 'manila.player.heldMortgaged',
                  defaultMessage: '{good}: {n, number}, {mortgaged, number} mortgaged',
                },
                { good: goodName(g), n: shares[g], mortgaged: mortgaged[g] },
              )
            : msg(
                { id: 'manila.player.held', defaultMessage: '{good}: {n, number}' },
                { good: goodName(g), n: shares[g] },
              ),
        )}</span>
        ${
          mortgage.has(g)
            ? html`<button @click=${() => this.dispatchEvent(commandEvent({ type: 'mortgage', good: g }))}
          aria-label=${msg({ id: 'manila.player.mortgageLabel', defaultMessage: 'Mortgage +{loan, number}: a {good} share for {amount}, {cost, number} to redeem it' }, { loan: MORTGAGE_LOAN, good: goodName(g), amount: pesos(MORTGAGE_LOAN), cost: REDEEM_COST })}
          data-action="mortgage">${msg({ id: 'manila.player.mortgage', defaultMessage: 'Mortgage +{loan, number}' }, { loan: MORTGAGE_LOAN })}</button>`
            : ''
        }
        ${
          redeem.has(g)
            ? html`<button @click=${() => this.dispatchEvent(commandEvent({ type: 'redeem', good: g }))}
          aria-label=${msg({ id: 'manila.player.redeemLabel', defaultMessage: 'Redeem −{cost, number}: a {good} share for {amount}' }, { cost: REDEEM_COST, good: goodName(g), amount: pesos(REDEEM_COST) })}
          data-action="redeem">${msg({ id: 'manila.player.redeem', defaultMessage: 'Redeem −{cost, number}' }, { cost: REDEEM_COST })}</button>`
            : ''
        }
      </li>`,
      )}
    </ul>`;
  }
}

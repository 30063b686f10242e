import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { SHARE_PRICE, SHIPS, type Ship } from '../../../../engine/games/manila-tutorial/constants.js';
import type { ShipCounts } from '../../../../engine/games/manila-tutorial/types.js';
import { msg, num } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { matchesLegal, valuesOf } from '../../../../engine/core/legal-templates.js';
import { commandEvent, templateOf, type LegalTemplate } from '../game-client.js';
import { SHIP_COLOURS, pesos, shipLabel, shipName } from './ship-style.js';
import '../../ui/tokens.js';
import { fieldOf } from '../../ui/known-keys.js';

/**
 * A share turn: how many of each ship to buy, from the ranges of the legal purchase template,
 * and what it costs; Buy is offered only for a purchase the template allows (its total too).
 */
@customElement('share-order-panel')
export class ShareOrderPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    p { margin: 0; }
    .ship { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tw-space-6); margin-bottom: var(--tw-space-7); }
    .ship .name { min-width: 6.5rem; font-weight: 600; }
    button[aria-pressed='true'] { background: var(--tw-accent); color: var(--tw-surface); border-color: var(--tw-accent-strong); }
    .swatch { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-inline-end: var(--tw-space-6); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @state() private counts: ShipCounts = { red: 0, green: 0, blue: 0 };

  override render() {
    const chosen = { type: 'buy-shares', shares: this.counts };
    const allowed = matchesLegal(this.legal, chosen);
    const total = SHIPS.reduce((n, s) => n + this.counts[s], 0);
    const status = msg(
      { id: 'tutorial.shares.total', defaultMessage: '{n, plural, one {# share} other {# shares}}: {cost}' },
      { n: total, cost: pesos(total * SHARE_PRICE) },
    );
    return html`<section aria-labelledby="shares-title">
      <h2 id="shares-title">${msg({ id: 'tutorial.shares.title', defaultMessage: 'Buy shares ({price} each)' }, { price: pesos(SHARE_PRICE) })}</h2>
      ${SHIPS.map(
        (
          ship,
        ) => html`<div class="ship" role="group" aria-label=${msg({ id: 'tutorial.shares.group', defaultMessage: '{ship} shares to buy' }, { ship: shipLabel(ship) })}>
        <span class="name"><span class="swatch" style="background:${SHIP_COLOURS[ship].fill}"></span>${shipLabel(ship)}</span>
        ${this.options(ship).map(
          (n) => html`<button data-ship=${ship} data-count=${n}
          aria-pressed=${this.counts[ship] === n ? 'true' : 'false'} aria-label=${msg({ id: 'tutorial.shares.count', defaultMessage: '{n, number} {ship}' }, { n, ship: shipName(ship) })}
          @click=${() => (this.counts = { ...this.counts, [ship]: n })}>${num(n)}</button>`,
        )}
      </div>`,
      )}
      <div class="row">
        <p role="status" data-total=${total}>${total > 0 && !allowed ? msg({ id: 'tutorial.shares.tooMany', defaultMessage: '{status} (more than you can buy)' }, { status }) : status}</p>
        <button class="primary" data-action="buy" ?disabled=${!allowed} @click=${() => allowed && this.dispatchEvent(commandEvent(chosen))}>${msg({ id: 'tutorial.shares.buy', defaultMessage: 'Buy' })}</button>
        <button data-action="pass" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>${msg({ id: 'tutorial.shares.none', defaultMessage: 'Buy none' })}</button>
      </div>
    </section>`;
  }

  /** The counts of this ship the purchase template's range allows, and 0. */
  private options(ship: Ship): number[] {
    const shares = templateOf(this.legal, 'buy-shares')?.shares;
    return [...new Set([0, ...(shares ? valuesOf<number>(fieldOf(shares, ship)) : [])])].sort((a, b) => a - b);
  }
}

import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { EndReason } from '../../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { rankByValue } from '../../../../engine/games/who-rules-the-sea/outcome.js';
import { latest, type FreightEntry } from './fleet-facts.js';
import { pounds } from './freight-words.js';
import '../../ui/tokens.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

const reasonText = (r: EndReason, round: number) => {
  switch (r) {
    case 'last-player':
      return msg(
        {
          id: 'freight.final.lastPlayer',
          defaultMessage: 'The game ended in round {round, number}: only one player is left in it.',
        },
        { round },
      );
    case 'agreement':
      return msg(
        {
          id: 'freight.final.agreement',
          defaultMessage: 'The game ended in round {round, number}: every player still in agreed to end it.',
        },
        { round },
      );
    case 'last-delivery':
      return msg(
        {
          id: 'freight.final.lastDelivery',
          defaultMessage:
            'The game ended in round {round, number}: the notes were exhausted and the last goods delivered.',
        },
        { round },
      );
    case 'safety-net':
      return msg(
        {
          id: 'freight.final.safetyNet',
          defaultMessage:
            'The game ended in round {round, number}: the rounds allowed after the last note left the piles had run out.',
        },
        { round },
      );
  }
};

/**
 * Each player's valuation at the end as the GameEnded event gives it, line by line (cash, debt,
 * ships, goods, claims) to the total that ranks them; players who left, below, by leaving
 * order (the later above the earlier); and why the game ended. The game screen's final ranking
 * stands above it; this is the reckoning behind it.
 */
@customElement('final-valuation')
export class FinalValuation extends LitElement {
  static override styles = css`
    :host { display: block; }
    section { border: 2px solid var(--tw-rust-30-2); border-radius: 0.8rem; padding: var(--tw-space-12) var(--tw-space-16); background: var(--tw-paper-warm); }
    h2 { font-size: var(--tw-text-110); margin: 0; }
    .why { margin: var(--tw-space-4) 0 var(--tw-space-10); }
    ol { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--tw-space-10); grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
    li { border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-9) var(--tw-space-12); background: var(--tw-surface); border-inline-start: 5px solid var(--seat); }
    li.winner { box-shadow: 0 0 0 2px var(--tw-sand-48); }
    .head { display: flex; gap: var(--tw-space-8); align-items: baseline; font-weight: 700; }
    .rank { font-size: var(--tw-text-110); }
    dl { display: grid; grid-template-columns: 1fr auto; gap: var(--tw-space-1) var(--tw-space-16); margin: var(--tw-space-6) 0 0; font-size: var(--tw-text-90); }
    dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .total { font-weight: 700; border-top: 1px solid var(--tw-line); padding-top: var(--tw-space-3); }
    .how { color: var(--tw-ink-slate); font-size: var(--tw-text-80); margin: var(--tw-space-10) 0 0; }
    .left { color: var(--tw-ink-slate); font-size: var(--tw-text-90); margin: var(--tw-space-4) 0 0; }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) entries: readonly FreightEntry[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    const ended = latest(this.entries, ['GameEnded']);
    if (!ended) return nothing;
    const e = ended.event;
    const rows = rankByValue(e.values);
    const leavers = this.view.players
      .flatMap((p) => (p.left ? [{ seat: p.seat, left: p.left }] : []))
      .sort((a, b) => b.left.order - a.left.order);
    const who = (s: number) =>
      s === this.seat
        ? msg({ id: 'freight.final.you', defaultMessage: '{name} (you)' }, { name: seatName(this.names, s) })
        : seatName(this.names, s);
    return html`<section aria-labelledby="final-title" data-reason=${e.reason}>
      <h2 id="final-title">${msg({ id: 'freight.final.title', defaultMessage: 'The final valuation' })}</h2>
      <p class="why">${reasonText(e.reason, e.round)}</p>
      <ol>
        ${rows.map(
          ({
            v,
            rank,
          }) => html`<li class=${rank === 1 ? 'winner' : ''} data-seat=${v.seat} data-rank=${rank} data-total=${v.total} style="--seat:${seatColour(v.seat)}">
          <div class="head"><span class="rank">${msg({ id: 'freight.final.rank', defaultMessage: '{rank, number}.' }, { rank })}</span><span>${who(v.seat)}</span></div>
          <dl>
            ${this.line('cash', msg({ id: 'freight.final.cash', defaultMessage: 'Cash' }), v.cash)}
            ${this.line('debt', msg({ id: 'freight.final.debt', defaultMessage: 'Debt (subtracted)' }), v.debt, true)}
            ${this.line('ships', msg({ id: 'freight.final.ships', defaultMessage: 'Ships' }), v.ships)}
            ${this.line('notes', msg({ id: 'freight.final.notes', defaultMessage: 'Goods' }), v.notes)}
            ${this.line('claims', msg({ id: 'freight.final.claims', defaultMessage: 'Claims unpaid' }), v.claims)}
            <dt class="total">${msg({ id: 'freight.final.total', defaultMessage: 'Value' })}</dt><dd class="total" data-part="total" data-amount=${v.total}>${pounds(v.total)}</dd>
          </dl>
        </li>`,
        )}
        ${leavers.map(
          (p, k) => html`<li data-seat=${p.seat} data-rank=${rows.length + k + 1} style="--seat:${seatColour(p.seat)}">
          <div class="head"><span class="rank">${msg({ id: 'freight.final.rank', defaultMessage: '{rank, number}.' }, { rank: rows.length + k + 1 })}</span><span>${who(p.seat)}</span></div>
          <p class="left">${
            p.left.reason === 'bankrupt'
              ? msg(
                  {
                    id: 'freight.final.bankrupt',
                    defaultMessage:
                      'Went bankrupt (left {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}): no value.',
                  },
                  { order: p.left.order },
                )
              : msg(
                  {
                    id: 'freight.final.resigned',
                    defaultMessage:
                      'Resigned (left {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}): no value.',
                  },
                  { order: p.left.order },
                )
          }</p>
        </li>`,
        )}
      </ol>
      <p class="how">${msg({ id: 'freight.final.how', defaultMessage: 'Ships count at their price, pawned ones at price less redemption; goods aboard at their purchase price, pawned goods at purchase less redemption; unpaid claims at their amount.' })}</p>
    </section>`;
  }

  private line(part: string, label: string, amount: number, minus = false) {
    return html`<dt>${label}</dt><dd data-part=${part} data-amount=${amount}>${
      minus && amount > 0
        ? html`<bdi>${msg({ id: 'freight.arrival.minus', defaultMessage: '−{amount}' }, { amount: pounds(amount) })}</bdi>`
        : pounds(amount)
    }</dd>`;
  }
}

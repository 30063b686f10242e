import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FreightEvent } from '../../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { SUPPLEMENT } from '../../../../engine/games/who-rules-the-sea/data.js';
import { list, msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatName } from '../../ui/seat-colours.js';
import { netFor } from '../../../../engine/core/payments.js';
import { latest, type Found, type FreightEntry } from './fleet-facts.js';
import { moneyBefore, paidToDebt } from './arrival-money.js';
import { noteWords, portName, pounds, shipName, sourceName } from './freight-words.js';
import type { GlossaryTerm } from './term-tip.js';
import './term-tip.js';
import '../../ui/tokens.js';

type Arrival = Extract<FreightEvent, { type: 'ShipArrived' | 'ShipLost' }>;

/**
 * The latest arrival's procedure in its order (R17 a-d): each delivery at its sale price, the
 * goods claims paid, the £200 supplement, what of it went to the bank for a debt; or, for a
 * ship lost, what the bank paid for it (R22). Amounts are the event's, never recomputed; only
 * the debt share is read from the log's payments before it (the event does not carry it).
 */
@customElement('arrival-report')
export class ArrivalReport extends LitElement {
  static override styles = css`
    :host { display: block; min-width: 0; }
    section { border: 1px solid var(--tw-line-cool); border-radius: 0.7rem; padding: var(--tw-space-11) var(--tw-space-14); background: var(--tw-paper-cool); height: 100%; box-sizing: border-box; }
    section.lost { border-color: var(--tw-red-43); }
    h2 { font-size: var(--tw-text-100); margin: 0 0 var(--tw-space-6); }
    p { margin: 0; }
    ol { list-style: none; margin: var(--tw-space-7) 0 0; padding: 0; display: grid; gap: var(--tw-space-3); }
    li { display: flex; justify-content: space-between; gap: var(--tw-space-12); font-size: var(--tw-text-90); border-bottom: 1px dotted var(--tw-line-cool); padding-bottom: var(--tw-space-2); }
    li .amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
    li.debt { color: var(--tw-alert-strong); }
    li.total { font-weight: 700; border-bottom: none; }
    .step { color: var(--tw-ink-slate); font-size: var(--tw-text-80); margin-inline-end: var(--tw-space-6); }
    .none { color: var(--tw-ink-slate); }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) entries: readonly FreightEntry[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    const found = latest(this.entries, ['ShipArrived', 'ShipLost']);
    if (!found) {
      return html`<section aria-labelledby="arrival-title"><h2 id="arrival-title">${msg({ id: 'freight.arrival.title', defaultMessage: 'Latest arrival' })}</h2>
        <p class="none">${msg({ id: 'freight.arrival.none', defaultMessage: 'No ship has arrived yet. On arrival the bank pays each delivery, the claims for insured goods lost on the way, and {supplement}.' }, { supplement: pounds(SUPPLEMENT) })}</p></section>`;
    }
    const e = found.event;
    return e.type === 'ShipArrived' ? this.arrived(e, found) : this.lost(e, found);
  }

  private arrived(e: Extract<Arrival, { type: 'ShipArrived' }>, f: Found) {
    const name = seatName(this.names, e.seat);
    return html`<section aria-labelledby="arrival-title" data-event="ShipArrived" data-ship=${e.ship}>
      <h2 id="arrival-title">${msg({ id: 'freight.arrival.arrived', defaultMessage: '{ship} ({name}) arrived in {port}' }, { ship: shipName(e.ship), name, port: portName(e.port) })}</h2>
      <ol>
        ${e.deliveries.map((d) => this.row('a', msg({ id: 'freight.arrival.delivery', defaultMessage: 'Delivered {note}' }, { note: noteWords(d.note) }), d.sale, 'delivery', d.note))}
        ${e.deliveries.length === 0 ? html`<li><span><span class="step">a</span>${msg({ id: 'freight.arrival.noDelivery', defaultMessage: 'Nothing to deliver here' })}</span></li>` : nothing}
        ${e.claims.map((c) => this.row('b', msg({ id: 'freight.arrival.claim', defaultMessage: 'Insurance claim for {note}' }, { note: noteWords(c.note) }), c.amount, 'claim', c.note, 'claim'))}
        ${this.row('c', msg({ id: 'freight.arrival.supplement', defaultMessage: 'Supplement' }), e.supplement, 'supplement', undefined, 'supplement')}
        ${this.debtAndTotal(f, e.seat, e.payments)}
      </ol>
    </section>`;
  }

  private lost(e: Extract<Arrival, { type: 'ShipLost' }>, f: Found) {
    const name = seatName(this.names, e.seat);
    return html`<section class="lost" aria-labelledby="arrival-title" data-event="ShipLost" data-ship=${e.ship}>
      <h2 id="arrival-title">${msg({ id: 'freight.arrival.lost', defaultMessage: '{ship} ({name}) was lost: {source}' }, { ship: shipName(e.ship), name, source: sourceName(e.source) })}</h2>
      ${e.notes.length ? html`<p>${msg({ id: 'freight.arrival.lostGoods', defaultMessage: 'Goods lost with it: {notes}' }, { notes: list(e.notes.map(noteWords)) })}</p>` : nothing}
      <ol>
        ${this.row('', e.insurance > 0 ? msg({ id: 'freight.arrival.insurance', defaultMessage: 'Ship insurance' }) : msg({ id: 'freight.arrival.noInsurance', defaultMessage: 'Ship not insured' }), e.insurance, 'insurance')}
        ${e.claims.map((c) => this.row('', msg({ id: 'freight.arrival.claim', defaultMessage: 'Insurance claim for {note}' }, { note: noteWords(c.note) }), c.amount, 'claim', c.note, 'claim'))}
        ${this.row('', msg({ id: 'freight.arrival.supplement', defaultMessage: 'Supplement' }), e.supplement, 'supplement', undefined, 'supplement')}
        ${this.debtAndTotal(f, e.seat, e.payments)}
      </ol>
      ${e.mustBuy ? html`<p>${msg({ id: 'freight.arrival.mustBuy', defaultMessage: '{name} has no ship left and must buy one in London.' }, { name })}</p>` : nothing}
    </section>`;
  }

  /** One line of the payments; a line named by one of the game's own words explains the word on tap. */
  private row(step: string, label: string, amount: number, kind: string, note?: string, word?: GlossaryTerm) {
    return html`<li data-row=${kind} data-amount=${amount} data-note=${note ?? nothing}><span>${step ? html`<span class="step" aria-hidden="true">${step}</span>` : nothing}${word ? html`<term-tip term=${word}>${label}</term-tip>` : label}</span><span class="amount">${pounds(amount)}</span></li>`;
  }

  private debtAndTotal(f: Found, seat: number, payments: Extract<Arrival, { type: 'ShipArrived' }>['payments']) {
    const total = netFor(payments, seat);
    const debt = paidToDebt(moneyBefore(this.entries, f), seat, total);
    return html`${debt ? html`<li class="debt" data-row="debt" data-amount=${debt}><span><span class="step" aria-hidden="true">d</span>${msg({ id: 'freight.arrival.toDebt', defaultMessage: 'Of this, to the bank for the debt' })}</span><span class="amount"><bdi>${msg({ id: 'freight.arrival.minus', defaultMessage: '−{amount}' }, { amount: pounds(debt) })}</bdi></span></li>` : nothing}
      <li class="total" data-row="total" data-amount=${total - (debt ?? 0)}><span>${
        debt
          ? msg({ id: 'freight.arrival.totalAfterDebt', defaultMessage: 'Received in cash' })
          : msg({ id: 'freight.arrival.total', defaultMessage: 'Received in all' })
      }</span><span class="amount">${pounds(total - (debt ?? 0))}</span></li>`;
  }
}

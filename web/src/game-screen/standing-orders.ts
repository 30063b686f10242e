import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import type { OrderForms, StandingOrder } from '../games/game-client.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import { fieldChecked } from '../ui/form-fields.js';
import { orderReason } from './order-reasons.js';
import '../ui/tokens.js';

/** What a seat's update says of its orders (lambdas/protocol/server.ts). */
export type OrdersBlock = NonNullable<UpdateFrame['orders']>;

/** The seat's orders as it wants them standing: sent whole, as the protocol takes them. */
export interface OrdersRequest {
  orders: StandingOrder[];
  forced: boolean;
}

/**
 * A seat's standing orders on its own screen, at any time, also while it is not its turn: the
 * switch for automatic forced moves, the orders standing (each with whether it is in force, and
 * a button to cancel it), the rule set's forms to add one (folded until opened), and the orders that ended lately with
 * why, so a seat learns that an order disarmed itself. Only this seat's update carries them:
 * nobody else sees this panel's contents. Fires `orders-request` (detail: the whole list, the
 * switch) for every change; the list on screen is always the server's.
 */
@customElement('standing-orders')
export class StandingOrdersPanel extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; min-width: 0; background: var(--tw-paper); border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-12) var(--tw-space-16); }
    section { display: grid; gap: var(--tw-space-10); }
    p { margin: 0; }
    h3 { font-size: var(--tw-text-95); margin: 0; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--tw-space-6); }
    li { display: flex; flex-wrap: wrap; gap: var(--tw-space-8); align-items: center; justify-content: space-between; padding: var(--tw-space-6) var(--tw-space-8); border: 1px solid var(--tw-sand-83); border-radius: 0.4rem; }
    li span { flex: 1 1 12rem; min-width: 0; }
    li.idle { background: var(--tw-paper-warm); }
    li.ended { font-size: var(--tw-text-90); }
    li.disarmed { background: var(--tw-red-92); border-color: var(--tw-red-42); }
    .why { display: block; font-size: var(--tw-text-90); color: var(--tw-ink-muted); }
    label.check { display: inline-flex; gap: var(--tw-space-7); align-items: center; }
    label.check input { width: 1.2rem; height: 1.2rem; min-height: 0; }
    .error { color: var(--tw-alert); }
    /* The forms stay folded until wanted: the side column stays short, the board in view. */
    details summary { cursor: pointer; font-weight: 600; padding: var(--tw-space-4) 0; }
    details[open] summary { margin-bottom: var(--tw-space-8); }
  `,
  ];

  /** The seat's orders from its latest update. */
  @property({ attribute: false }) block!: OrdersBlock;
  /** The rule set's order forms. */
  @property({ attribute: false }) forms!: OrderForms;
  /** The board as the seat sees it now, for the forms. */
  @property({ attribute: false }) view: unknown = null;
  @property({ type: Number }) seat = 0;
  /** A command of this seat is on its way: nothing more is sent until it is answered. */
  @property({ type: Boolean }) busy = false;
  /** The server's refusal of the last orders, or ''. */
  @property() problem = '';

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('order-add', this.onAdd);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('order-add', this.onAdd);
  }

  override render() {
    const b = this.block;
    const standing = b.standing;
    const form = this.forms.render(
      this.view,
      this.seat,
      standing.map((s) => s.order),
    );
    return html`<section aria-labelledby="orders-title" data-standing-orders>
      <h2 id="orders-title">${msg({ id: 'game.orders.title', defaultMessage: 'Standing orders' })}</h2>
      <p class="muted">${msg({ id: 'game.orders.help', defaultMessage: 'Set what the server plays for you when your turn comes, so you are not woken for it. Nobody else sees your orders until the game ends.' })}</p>
      <label class="check"><input type="checkbox" data-forced .checked=${b.forced} ?disabled=${this.busy} @change=${this.onForced}>
        ${msg({ id: 'game.orders.forced', defaultMessage: 'Play my move for me when it is my only choice' })}</label>
      <h3>${msg({ id: 'game.orders.yours', defaultMessage: 'Your orders' })}</h3>
      ${
        standing.length === 0
          ? html`<p class="muted" data-no-orders>${msg({ id: 'game.orders.none', defaultMessage: 'None set.' })}</p>`
          : html`<ul data-orders>${standing.map((s, i) => {
              const words = this.forms.describe(s.order);
              return html`<li class=${s.armed ? '' : 'idle'} data-order=${s.order.kind}>
              <span>${words}${
                s.armed
                  ? ''
                  : html`<span class="why">${msg(
                      { id: 'game.orders.notInForce', defaultMessage: 'Not in force: {reason}' },
                      { reason: orderReason(this.forms, s.order, s.reason ?? '', false) },
                    )}</span>`
              }</span>
              <button ?disabled=${this.busy} aria-label=${msg({ id: 'game.orders.cancelLabel', defaultMessage: 'Cancel: {order}' }, { order: words })}
                @click=${() => this.cancel(i)}>${msg({ id: 'game.orders.cancel', defaultMessage: 'Cancel' })}</button>
            </li>`;
            })}</ul>`
      }
      ${
        form
          ? html`<details data-add-orders>
        <summary>${msg({ id: 'game.orders.open', defaultMessage: 'Set an order' })}</summary>
        ${form}
      </details>`
          : ''
      }
      ${
        b.ended.length > 0
          ? html`<h3>${msg({ id: 'game.orders.ended', defaultMessage: 'Ended lately' })}</h3>
        <ul data-ended>${b.ended.map(
          (
            e,
          ) => html`<li class="ended ${e.spent ? '' : 'disarmed'}" data-ended-order=${e.order.kind} data-spent=${String(e.spent)}>
          <span>${this.forms.describe(e.order)}<span class="why">${
            e.spent
              ? msg(
                  { id: 'game.orders.spent', defaultMessage: 'Done at move {version, number}: {reason}' },
                  { version: e.version, reason: orderReason(this.forms, e.order, e.reason, true) },
                )
              : msg(
                  { id: 'game.orders.disarmed', defaultMessage: 'Disarmed itself at move {version, number}: {reason}' },
                  { version: e.version, reason: orderReason(this.forms, e.order, e.reason, false) },
                )
          }</span></span></li>`,
        )}</ul>`
          : ''
      }
      ${this.busy ? html`<p role="status" class="muted">${msg({ id: 'game.orders.sending', defaultMessage: 'Sending your orders…' })}</p>` : ''}
      ${this.problem ? html`<p class="error" role="alert">${this.problem}</p>` : ''}
    </section>`;
  }

  private get current(): StandingOrder[] {
    return this.block.standing.map((s) => s.order);
  }

  private send(orders: StandingOrder[], forced: boolean): void {
    this.dispatchEvent(
      new CustomEvent<OrdersRequest>('orders-request', { detail: { orders, forced }, bubbles: true, composed: true }),
    );
  }

  private onForced = (e: Event) => this.send(this.current, fieldChecked(e));

  private cancel(i: number): void {
    this.send(
      this.current.filter((_, j) => j !== i),
      this.block.forced,
    );
  }

  /** A new order takes the place of one standing for the same thing (the same auction, the same ship). */
  private onAdd = (e: CustomEvent<StandingOrder>) => {
    e.stopPropagation();
    if (this.busy) return;
    const order = e.detail;
    const key = this.forms.key(order);
    this.send([...this.current.filter((o) => this.forms.key(o) !== key), order], this.block.forced);
  };
}

declare global {
  interface HTMLElementEventMap {
    'orders-request': CustomEvent<OrdersRequest>;
  }
}

import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { SHIPS } from '../../../../engine/games/manila-tutorial/constants.js';
import type { TutorialPlayerView } from '../../../../engine/games/manila-tutorial/view.js';
import { msg, num, signed } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatColour } from '../../ui/seat-colours.js';
import { SHIP_COLOURS, pesos, shipName } from './ship-style.js';
import '../../ui/tokens.js';

/**
 * One player of the race: cash with its latest change (+N / −N, written, not only coloured),
 * shares per ship, and the shares bought over the game (the tie-break).
 */
@customElement('racer-panel')
export class TutorialPlayerPanel extends LitElement {
  static override styles = css`
    :host { display: block; border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-11) var(--tw-space-14); background: var(--tw-paper); }
    :host([acting]) { border-color: var(--tw-accent); box-shadow: 0 0 0 2px var(--tw-accent-glow); }
    header { display: flex; align-items: center; gap: var(--tw-space-9); font-weight: 700; }
    .dot { width: 1.4rem; height: 1.4rem; border-radius: 50%; color: var(--tw-surface); display: inline-grid; place-items: center; font-size: var(--tw-text-80); }
    .badge { font-size: var(--tw-text-75); font-weight: 400; border-radius: 1rem; padding: var(--tw-space-2) var(--tw-space-10); background: var(--tw-accent); color: var(--tw-surface); }
    dl { display: grid; grid-template-columns: auto 1fr; gap: var(--tw-space-3) var(--tw-space-12); margin: var(--tw-space-8) 0 0; }
    dt { color: var(--tw-ink-muted); }
    dd { margin: 0; }
    /* A ship's swatch, name and count never split across lines. */
    .share { white-space: nowrap; }
    .swatch { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; margin-block: 0; margin-inline: var(--tw-space-8) var(--tw-space-4); }
    .change { font-weight: 700; margin-inline-start: var(--tw-space-6); }
    .change.up { color: var(--tw-green-27-2); }
    .change.down { color: var(--tw-alert); }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) player!: TutorialPlayerView;
  @property() name = '';
  @property({ type: Boolean }) own = false;
  @property({ type: Boolean, reflect: true }) acting = false;
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
      ? msg({ id: 'tutorial.player.you', defaultMessage: '{name} (you)' }, { name: this.name })
      : this.name;
    return html`<article aria-label=${who}>
      <header><span class="dot" style="background:${seatColour(p.seat)}" aria-hidden="true">${num(p.seat + 1)}</span>
        ${who}${this.acting ? html`<span class="badge">${msg({ id: 'tutorial.player.toAct', defaultMessage: 'to act' })}</span>` : ''}</header>
      <dl>
        <dt>${msg({ id: 'tutorial.player.cash', defaultMessage: 'Cash' })}</dt><dd data-field="cash" data-cash=${p.cash}>${pesos(p.cash)}${
          this.change
            ? html`<span class="change ${this.change > 0 ? 'up' : 'down'}" data-change=${this.change}
          title=${msg({ id: 'tutorial.player.changeTitle', defaultMessage: 'The latest change to the cash' })}>(${signed(this.change)})</span>`
            : ''
        }</dd>
        <dt>${msg({ id: 'tutorial.player.shares', defaultMessage: 'Shares' })}</dt><dd>${SHIPS.map((s) => html`<span class="share" data-ship=${s} data-count=${p.shares[s]}><span class="swatch" style="background:${SHIP_COLOURS[s].fill}"></span>${msg({ id: 'tutorial.player.shareCount', defaultMessage: '{ship} {n, number}' }, { ship: shipName(s), n: p.shares[s] })}</span> `)}</dd>
        <dt>${msg({ id: 'tutorial.player.bought', defaultMessage: 'Bought' })}</dt><dd>${msg({ id: 'tutorial.player.boughtCount', defaultMessage: '{n, number} over the game' }, { n: p.sharesBought })}</dd>
      </dl>
    </article>`;
  }
}

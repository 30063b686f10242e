import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { SHIPS } from '../../../../engine/games/manila-tutorial/constants.js';
import type { TutorialPlayerView } from '../../../../engine/games/manila-tutorial/view.js';
import { msg, num } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatColour } from '../../ui/seat-colours.js';
import { signed } from '../round-summary.js';
import { SHIP_COLOURS, pesos, shipName } from './ship-style.js';

/**
 * One player of the race: cash with its latest change (+N / −N, written, not only coloured),
 * shares per ship, and the shares bought over the game (the tie-break).
 */
@customElement('racer-panel')
export class TutorialPlayerPanel extends LitElement {
  static override styles = css`
    :host { display: block; border: 1px solid #d5cab2; border-radius: 0.6rem; padding: 0.55rem 0.7rem; background: #fffdf8; }
    :host([acting]) { border-color: #0f5e8c; box-shadow: 0 0 0 2px #0f5e8c33; }
    header { display: flex; align-items: center; gap: 0.45rem; font-weight: 700; }
    .dot { width: 1.4rem; height: 1.4rem; border-radius: 50%; color: #fff; display: inline-grid; place-items: center; font-size: 0.8rem; }
    .badge { font-size: 0.75rem; font-weight: 400; border-radius: 1rem; padding: 0.1rem 0.5rem; background: #0f5e8c; color: #fff; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 0.15rem 0.6rem; margin: 0.4rem 0 0; }
    dt { color: #5d5a52; }
    dd { margin: 0; }
    /* A ship's swatch, name and count never split across lines. */
    .share { white-space: nowrap; }
    .swatch { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; margin-block: 0; margin-inline: 0.4rem 0.2rem; }
    .change { font-weight: 700; margin-inline-start: 0.3rem; }
    .change.up { color: #1d6b3a; }
    .change.down { color: #a23a16; }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) player!: TutorialPlayerView;
  @property() name = '';
  @property({ type: Boolean }) own = false;
  @property({ type: Boolean, reflect: true }) acting = false;
  /** The seat's latest cash change this page saw (0 before any): kept until the cash moves again. */
  private change = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    const before = changed.get('player') as TutorialPlayerView | undefined;
    if (before && this.player && before.seat === this.player.seat && before.cash !== this.player.cash) this.change = this.player.cash - before.cash;
    if (before && this.player && before.seat !== this.player.seat) this.change = 0;
  }

  override render() {
    const p = this.player;
    const who = this.own ? msg({ id: 'tutorial.player.you', defaultMessage: '{name} (you)' }, { name: this.name }) : this.name;
    return html`<article aria-label=${who}>
      <header><span class="dot" style="background:${seatColour(p.seat)}" aria-hidden="true">${num(p.seat + 1)}</span>
        ${who}${this.acting ? html`<span class="badge">${msg({ id: 'tutorial.player.toAct', defaultMessage: 'to act' })}</span>` : ''}</header>
      <dl>
        <dt>${msg({ id: 'tutorial.player.cash', defaultMessage: 'Cash' })}</dt><dd data-field="cash" data-cash=${p.cash}>${pesos(p.cash)}${this.change ? html`<span class="change ${this.change > 0 ? 'up' : 'down'}" data-change=${this.change}
          title=${msg({ id: 'tutorial.player.changeTitle', defaultMessage: 'The latest change to the cash' })}>(${signed(this.change)})</span>` : ''}</dd>
        <dt>${msg({ id: 'tutorial.player.shares', defaultMessage: 'Shares' })}</dt><dd>${SHIPS.map((s) => html`<span class="share" data-ship=${s} data-count=${p.shares[s]}><span class="swatch" style="background:${SHIP_COLOURS[s].fill}"></span>${msg({ id: 'tutorial.player.shareCount', defaultMessage: '{ship} {n, number}' }, { ship: shipName(s), n: p.shares[s] })}</span> `)}</dd>
        <dt>${msg({ id: 'tutorial.player.bought', defaultMessage: 'Bought' })}</dt><dd>${msg({ id: 'tutorial.player.boughtCount', defaultMessage: '{n, number} over the game' }, { n: p.sharesBought })}</dd>
      </dl>
    </article>`;
  }
}

import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import type { Entry } from '../../../../lambdas/protocol/server.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { effectLines } from './effect-lines.js';
import { followers, latest } from './fleet-facts.js';
import { cardText, cardTitle, shipName } from './freight-words.js';

/**
 * The chance card drawn last, drawn as a card (its title and printed text, as the pile prints
 * them), with the ship that drew it and what its effect did, read from the same command's
 * events; and how far the pile has gone (never reshuffled, R15).
 */
@customElement('chance-card')
export class ChanceCard extends LitElement {
  static override styles = css`
    :host { display: block; min-width: 0; }
    section { border: 1px solid #c9d3dc; border-radius: 0.7rem; padding: 0.55rem 0.7rem; background: #fbfdff; height: 100%; box-sizing: border-box; }
    h2 { font-size: 1rem; margin: 0 0 0.4rem; }
    .card { border: 2px solid #7d5a1e; border-radius: 0.6rem; background: linear-gradient(#fff8e6, #f6e9c8); padding: 0.5rem 0.7rem; box-shadow: 0 2px 4px #0002; }
    .card-head { display: flex; justify-content: space-between; gap: 0.5rem; align-items: baseline; }
    h3 { font-family: Georgia, 'Times New Roman', serif; font-size: 1.05rem; margin: 0; color: #5a3d0c; }
    .id { font-size: 0.75rem; color: #6b5530; }
    .text { font-family: Georgia, 'Times New Roman', serif; margin: 0.35rem 0 0; }
    .drew { font-size: 0.85rem; margin: 0.45rem 0 0; }
    .drew .dot { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; margin-inline-end: 0.25rem; vertical-align: middle; }
    ul { list-style: none; margin: 0.25rem 0 0; padding: 0; font-size: 0.88rem; }
    ul li::before { content: '▸'; margin-inline-end: 0.35rem; color: #7d5a1e; }
    :host(:dir(rtl)) ul li::before { content: '◂'; }
    .pile { font-size: 0.8rem; color: #4f5963; margin: 0.45rem 0 0; }
    .none { color: #4f5963; margin: 0; }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) entries: readonly Entry[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    const c = this.view.chance;
    const pile = msg({ id: 'freight.card.pile', defaultMessage: '{drawn, plural, one {# card} other {# cards}} drawn of {size, number}; each drawn card goes to the bottom of the pile.' },
      { drawn: c.drawn, size: c.size });
    return html`<section aria-labelledby="card-title">
      <h2 id="card-title">${msg({ id: 'freight.card.title', defaultMessage: 'Chance card' })}</h2>
      ${c.lastCard ? this.card(c.lastCard) : html`<p class="none">${msg({ id: 'freight.card.none', defaultMessage: 'No card drawn yet: a ship landing on a helm square draws one.' })}</p>`}
      <p class="pile" data-drawn=${c.drawn}>${pile}</p>
    </section>`;
  }

  private card(id: string) {
    const found = latest(this.entries, ['CardDrawn']);
    const drawn = found && found.event.card === id ? found : null;
    const entry = drawn ? this.entries[drawn.entry] : null;
    const ship = drawn?.event.ship;
    // The drawer is who rolled (or was moved for); the ship may have changed hands since.
    const owner = entry ? (typeof entry.actor === 'number' ? entry.actor : entry.onBehalfOf) ?? null : null;
    const lines = drawn ? followers(this.entries, drawn).flatMap((e) => effectLines(e, this.names)) : [];
    return html`<div class="card" data-card=${id} role="group" aria-label=${cardTitle(id)}>
        <div class="card-head"><h3>${cardTitle(id)}</h3><span class="id">${id}</span></div>
        <p class="text">${cardText(id)}</p>
      </div>
      ${ship ? html`<p class="drew" data-ship=${ship}>${owner !== null ? html`<span class="dot" style="background:${seatColour(owner)}" aria-hidden="true"></span>` : nothing}${owner !== null
        ? msg({ id: 'freight.card.drewBy', defaultMessage: 'Drawn by {ship} ({name}, seat {seat, number})' }, { ship: shipName(ship), name: seatName(this.names, owner), seat: owner + 1 })
        : msg({ id: 'freight.card.drew', defaultMessage: 'Drawn by {ship}' }, { ship: shipName(ship) })}</p>` : nothing}
      ${lines.length ? html`<ul aria-label=${msg({ id: 'freight.card.followed', defaultMessage: 'What followed' })} data-effects>${lines.map((l) => html`<li>${l}</li>`)}</ul>` : nothing}`;
  }
}

import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatColour, seatName } from '../../ui/seat-colours.js';
import { effectLines } from './effect-lines.js';
import { followers, latest, type FreightEntry } from './fleet-facts.js';
import { cardText, cardTitle, codeText, shipName } from './freight-words.js';
import '../../ui/tokens.js';

/**
 * The chance card drawn last, drawn as a card (its title and printed text, as the pile prints
 * them), with the ship that drew it and what its effect did, read from the same command's
 * events; and how far the pile has gone (never reshuffled, R15).
 */
@customElement('chance-card')
export class ChanceCard extends LitElement {
  static override styles = css`
    :host { display: block; min-width: 0; }
    section { border: 1px solid var(--tw-line-cool); border-radius: 0.7rem; padding: var(--tw-space-11) var(--tw-space-14); background: var(--tw-paper-cool); height: 100%; box-sizing: border-box; }
    h2 { font-size: var(--tw-text-100); margin: 0 0 var(--tw-space-8); }
    .card { border: 2px solid var(--tw-rust-30-2); border-radius: 0.6rem; background: linear-gradient(var(--tw-sand-95), var(--tw-sand-87)); padding: var(--tw-space-10) var(--tw-space-14); box-shadow: 0 2px 4px var(--tw-grey-0-a13); }
    .card-head { display: flex; justify-content: space-between; gap: var(--tw-space-10); align-items: baseline; }
    h3 { font-family: Georgia, 'Times New Roman', serif; font-size: var(--tw-text-105); margin: 0; color: var(--tw-rust-20); }
    .id { font-size: var(--tw-text-75); color: var(--tw-rust-30-3); }
    .text { font-family: Georgia, 'Times New Roman', serif; margin: var(--tw-space-7) 0 0; }
    .drew { font-size: var(--tw-text-85); margin: var(--tw-space-9) 0 0; }
    .drew .dot { display: inline-block; width: 0.7rem; height: 0.7rem; border-radius: 50%; margin-inline-end: var(--tw-space-5); vertical-align: middle; }
    ul { list-style: none; margin: var(--tw-space-5) 0 0; padding: 0; font-size: var(--tw-text-88); }
    ul li::before { content: '▸'; margin-inline-end: var(--tw-space-7); color: var(--tw-rust-30-2); }
    :host(:dir(rtl)) ul li::before { content: '◂'; }
    .pile { font-size: var(--tw-text-80); color: var(--tw-ink-slate); margin: var(--tw-space-9) 0 0; }
    .none { color: var(--tw-ink-slate); margin: 0; }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) entries: readonly FreightEntry[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    const c = this.view.chance;
    const pile = msg(
      {
        id: 'freight.card.pile',
        defaultMessage:
          '{drawn, plural, one {# card} other {# cards}} drawn of {size, number}; each drawn card goes to the bottom of the pile.',
      },
      { drawn: c.drawn, size: c.size },
    );
    return html`<section aria-labelledby="card-title">
      <h2 id="card-title">${msg({ id: 'freight.card.title', defaultMessage: 'Chance card' })}</h2>
      ${c.lastCard ? this.card(c.lastCard) : html`<p class="none">${msg({ id: 'freight.card.none', defaultMessage: 'No card drawn yet: a ship landing on a helm square draws one.' })}</p>`}
      <p class="pile" data-drawn=${c.drawn}>${pile}</p>
    </section>`;
  }

  private card(id: string) {
    const found = latest(this.entries, ['CardDrawn']);
    const drawn = found?.event.card === id ? found : null;
    const entry = drawn ? this.entries[drawn.entry] : null;
    const ship = drawn?.event.ship;
    // The drawer is who rolled (or was moved for); the ship may have changed hands since.
    const owner = entry ? ((typeof entry.actor === 'number' ? entry.actor : entry.onBehalfOf) ?? null) : null;
    const lines = drawn ? followers(this.entries, drawn).flatMap((e) => effectLines(e, this.names)) : [];
    return html`<div class="card" data-card=${id} role="group" aria-label=${cardTitle(id)}>
        <div class="card-head"><h3>${cardTitle(id)}</h3><span class="id">${codeText(id)}</span></div>
        <p class="text">${cardText(id)}</p>
      </div>
      ${
        ship
          ? html`<p class="drew" data-ship=${ship}>${owner !== null ? html`<span class="dot" style="background:${seatColour(owner)}" aria-hidden="true"></span>` : nothing}${
              owner !== null
                ? msg(
                    { id: 'freight.card.drewBy', defaultMessage: 'Drawn by {ship} ({name}, seat {seat, number})' },
                    { ship: shipName(ship), name: seatName(this.names, owner), seat: owner + 1 },
                  )
                : msg({ id: 'freight.card.drew', defaultMessage: 'Drawn by {ship}' }, { ship: shipName(ship) })
            }</p>`
          : nothing
      }
      ${lines.length ? html`<ul aria-label=${msg({ id: 'freight.card.followed', defaultMessage: 'What followed' })} data-effects>${lines.map((l) => html`<li>${l}</li>`)}</ul>` : nothing}`;
  }
}

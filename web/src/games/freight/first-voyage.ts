import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { SUPPLEMENT } from '../../../../engine/games/who-rules-the-sea/data.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { guideSeen, markGuideSeen } from '../../store/guides-seen.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { quickReferenceLink } from '../../rules/rules-link.js';
import { pounds } from './freight-words.js';
import { GLOSSARY } from './term-tip.js';
import './term-tip.js';
import '../../ui/tokens.js';
// Shares the table's chunk (table-parts.ts says why).
import './table-parts.js';

const GUIDE = 'freight-first-voyage';

/**
 * "How a turn goes", for a player's first port phase: four steps from loading to arrival, the
 * game's own words explained on tap, and a link to the one-page reference. Dismissed once on a
 * device, it stays away there at every table (store/guides-seen.ts).
 */
@customElement('first-voyage-guide')
export class FirstVoyageGuide extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    section { background: var(--tw-blue-93); border: 1px solid var(--tw-accent); border-radius: 0.7rem; padding: var(--tw-space-10) var(--tw-space-16); }
    h2 { margin: 0 0 var(--tw-space-6); font-size: var(--tw-text-105); }
    ol { margin: 0 0 var(--tw-space-8); padding-inline-start: 1.4rem; display: grid; gap: var(--tw-space-4); }
    .words { margin: 0 0 var(--tw-space-8); display: flex; flex-wrap: wrap; gap: var(--tw-space-4) var(--tw-space-12); }
    a { color: var(--tw-accent); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @state() private seen = guideSeen(GUIDE);

  override render() {
    if (this.seen) return '';
    return html`<section aria-labelledby="guide-heading" data-first-voyage>
      <h2 id="guide-heading">${msg({ id: 'freight.guide.heading', defaultMessage: 'Your first voyage: how a turn goes' })}</h2>
      <ol>
        <li>${msg({ id: 'freight.guide.load', defaultMessage: 'In port, load notes from the market beside your Sail buttons: each says whether it fits, what it earns and where it goes. Keep some cash: cargo is what earns.' })}</li>
        <li>${msg({ id: 'freight.guide.insure', defaultMessage: 'Insure the ship, and the goods you would hate to lose: storms and pirates take cargo, and insured goods are paid back.' })}</li>
        <li>${msg({ id: 'freight.guide.sail', defaultMessage: 'Sail: each button says which goods that route delivers or brings nearer. Then roll the die to move; squares and cards happen on the way.' })}</li>
        <li>${msg({ id: 'freight.guide.arrive', defaultMessage: 'On arrival the bank pays for every note bound there, any claims, and the {amount} supplement. The richest player at the end wins.' }, { amount: pounds(SUPPLEMENT) })}</li>
      </ol>
      <p class="words"><span>${msg({ id: 'freight.guide.words', defaultMessage: 'Words, explained on tap:' })}</span>
        ${GLOSSARY.map((t) => html`<term-tip term=${t}></term-tip>`)}</p>
      <div class="row">
        <button class="primary" data-guide-done @click=${this.dismiss}>${msg({ id: 'freight.guide.done', defaultMessage: 'Got it' })}</button>
        <a href=${quickReferenceLink('who-rules-the-sea')} target="_blank" rel="noopener">${msg({ id: 'freight.guide.quick', defaultMessage: 'Quick reference (one page, with the map)' })}</a>
      </div>
    </section>`;
  }

  private dismiss = () => {
    markGuideSeen(GUIDE);
    this.seen = true;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'first-voyage-guide': FirstVoyageGuide;
  }
}

import { LitElement, css, html, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { squareName } from './freight-words.js';
import { bow, missBadge, padlock, shieldBadge } from './ship-chips.js';
import { squareSwatch } from './square-icons.js';
import { SQUARE_CODES, squareText } from './square-words.js';
import '../../ui/tokens.js';
import { detailsOpen } from '../../ui/form-fields.js';

export interface LegendEntry {
  key: string;
  /** A small drawing as the board shows it. */
  swatch: TemplateResult;
  name: string;
  text: string;
}

/** A ship marker as the board draws it, in a neutral colour, with what makes this entry's point. */
const chipSwatch = (
  extra: 'bow' | 'pawned' | 'insured' | 'miss',
) => html`<svg width="56" height="28" viewBox="-8 -4 72 28" aria-hidden="true">
  <rect x="0" y="4" width="56" height="16" rx="4" fill=${extra === 'pawned' ? '#eceae4' : '#fffdf8'} stroke="#5b6672" stroke-width="2" stroke-dasharray=${extra === 'pawned' ? '4 2.5' : 'none'}></rect>
  <rect x="0" y="4" width="16" height="16" rx="4" fill="#5b6672"></rect>
  ${extra === 'pawned' ? padlock(8, 12) : bow(8, 12, { x: 1, y: 0 })}
  ${extra === 'insured' ? shieldBadge(55, 3) : ''}
  ${extra === 'miss' ? missBadge(-6, 2, 2) : ''}
</svg>`;

/** What the board's pictograms and ship markers mean: every square type with its printed text, then the ships' signs. */
export function legendEntries(): LegendEntry[] {
  return [
    ...SQUARE_CODES.map((code) => ({
      key: code,
      swatch: squareSwatch(code),
      name: squareName(code),
      text: squareText(code),
    })),
    {
      key: 'ship',
      swatch: chipSwatch('bow'),
      name: msg({ id: 'freight.legend.ship', defaultMessage: 'Ship' }),
      text: msg({
        id: 'freight.legend.shipText',
        defaultMessage: "Edged in its owner's colour; the arrow points to the port it sails for.",
      }),
    },
    {
      key: 'insured',
      swatch: chipSwatch('insured'),
      name: msg({ id: 'freight.legend.insured', defaultMessage: 'Insured' }),
      text: msg({ id: 'freight.legend.insuredText', defaultMessage: 'The green shield: the ship is insured.' }),
    },
    {
      key: 'miss',
      swatch: chipSwatch('miss'),
      name: msg({ id: 'freight.legend.miss', defaultMessage: 'Missing turns' }),
      text: msg({
        id: 'freight.legend.missText',
        defaultMessage: 'The pause sign and number: turns the ship still has to miss.',
      }),
    },
    {
      key: 'pawned',
      swatch: chipSwatch('pawned'),
      name: msg({ id: 'freight.legend.pawned', defaultMessage: 'Pawned' }),
      text: msg({
        id: 'freight.legend.pawnedText',
        defaultMessage: 'Dashed, with a lock: pawned and laid up in port until redeemed.',
      }),
    },
  ];
}

/** The legend under the map, folded away on request; it wraps to the screen's width (the map beside it scrolls). */
@customElement('board-legend')
export class BoardLegend extends LitElement {
  static override styles = css`
    :host { display: block; }
    details { background: var(--tw-paper-warm); border: 1px solid var(--tw-sand-78-3); border-radius: 10px; padding: var(--tw-space-7) var(--tw-space-14); }
    summary { cursor: pointer; font-weight: 600; padding: var(--tw-space-4) 0; }
    summary:focus-visible { outline: 3px solid var(--tw-focus); outline-offset: 2px; }
    ul { list-style: none; margin: var(--tw-space-8) 0 var(--tw-space-4); padding: 0; display: grid; gap: var(--tw-space-7) var(--tw-space-18); grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
    li { display: flex; gap: var(--tw-space-10); align-items: flex-start; font-size: var(--tw-text-88); line-height: 1.3; }
    li svg { flex: none; }
    b { display: block; }
  `;

  protected readonly i18n = new Localized(this);
  /** Folded on a phone, where the sixteen entries would push the market and fleets far down; open on wider screens. */
  @state() private unfolded = typeof matchMedia === 'undefined' || !matchMedia('(max-width: 600px)').matches;

  override render() {
    return html`<details ?open=${this.unfolded} @toggle=${(e: Event) => {
      this.unfolded = detailsOpen(e);
    }}>
      <summary>${msg({ id: 'freight.legend.title', defaultMessage: 'Map legend' })}</summary>
      <ul>${legendEntries().map((e) => html`<li data-legend=${e.key}>${e.swatch}<span><b>${e.name}</b>${e.text}</span></li>`)}</ul>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'board-legend': BoardLegend;
  }
}

import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, spotSelectEvent, type LegalTemplate } from '../game-client.js';
import { SPOT_IDS } from '../../../../engine/games/manila/spots.js';
import { isOneOf } from '../../ui/known-keys.js';
import { spotLabel } from './spot-label.js';
import { fieldValue } from '../../ui/form-fields.js';

/**
 * Placing an accomplice, in one line of the action bar: the free spots the legal template allows
 * in a list that mirrors the highlighted spots on the board (arrow keys choose, Enter places),
 * the chosen spot's terms, and Place. A spot chosen on the board shows here, so the click is
 * confirmed in view.
 */
@customElement('placement-panel')
export class PlacementPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    select { max-width: 100%; }
    .chosen { flex: 1 1 100%; margin: 0; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) selected: string | null = null;

  override render() {
    const spots = choicesOf<string>(this.legal, 'place', 'spot').filter((s) => isOneOf(SPOT_IDS, s));
    const selected = spots.find((s) => s === this.selected) ?? null;
    const chosen = selected ? spotLabel(selected, this.view) : null;
    const ph = this.view.phase;
    const title =
      ph.kind === 'placement'
        ? msg(
            { id: 'manila.place.titleRound', defaultMessage: 'Place an accomplice (round {round, number})' },
            { round: ph.placementRound },
          )
        : msg({ id: 'manila.place.title', defaultMessage: 'Place an accomplice' });
    return html`<section aria-labelledby="place-title">
      <h2 id="place-title">${title}</h2>
      <div class="row">
        <label>${msg({ id: 'manila.place.spot', defaultMessage: 'Spot' })} <select name="spot" aria-describedby="place-chosen" @change=${this.changed} @keydown=${this.key}>
          <option value="" ?selected=${selected === null}>${msg({ id: 'manila.place.choose', defaultMessage: 'Choose on the board or here…' })}</option>
          ${spots.map((spot) => {
            const { label, terms } = spotLabel(spot, this.view);
            return html`<option value=${spot} ?selected=${spot === selected}>${msg({ id: 'manila.place.option', defaultMessage: '{spot} · {terms}' }, { spot: label, terms })}</option>`;
          })}
        </select></label>
        <button class="primary" data-action="place" ?disabled=${!selected} @click=${this.place}>${msg({ id: 'manila.place.place', defaultMessage: 'Place' })}</button>
        <button data-action="pass" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>${msg({ id: 'manila.place.stop', defaultMessage: 'Stop placing this round' })}</button>
        <p class="chosen muted" id="place-chosen" role="status">${
          chosen
            ? msg(
                { id: 'manila.place.chosen', defaultMessage: 'Place on the {spot} ({terms}): {purpose}.' },
                { spot: chosen.label, terms: chosen.terms, purpose: chosen.purpose },
              )
            : msg({ id: 'manila.place.hint', defaultMessage: 'Highlighted spots on the board are free to take.' })
        }</p>
      </div>
    </section>`;
  }

  private changed = (e: Event) => {
    const value = fieldValue(e);
    this.dispatchEvent(spotSelectEvent(value || null));
  };

  /** Enter on the list places on the chosen spot: choose with the arrows, place with Enter. */
  private key = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const value = fieldValue(e);
    if (value) this.dispatchEvent(commandEvent({ type: 'place', spot: value }));
  };

  private place = () => {
    const spots = choicesOf<string>(this.legal, 'place', 'spot');
    if (this.selected && spots.includes(this.selected))
      this.dispatchEvent(commandEvent({ type: 'place', spot: this.selected }));
  };
}

import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';
import { pilotMoveText, type Moves } from './move-words.js';
import { fieldValue } from '../../ui/form-fields.js';

/**
 * A pilot's turn before the third roll: every move the legal template offers in one list (a large
 * pilot has a dozen or more, too many buttons for a phone), Move, or leave the ships alone.
 */
@customElement('pilot-panel')
export class PilotPanel extends LitElement {
  static override styles = controlStyles;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @state() private choice = 0;

  override render() {
    const ph = this.view.phase;
    if (ph.kind !== 'pilot') return '';
    const moves = choicesOf<Moves>(this.legal, 'pilot', 'moves');
    const choice = Math.min(this.choice, Math.max(0, moves.length - 1));
    return html`<section aria-labelledby="pilot-title">
      <h2 id="pilot-title">${
        ph.pilot === 'small'
          ? msg({ id: 'manila.pilot.smallHeading', defaultMessage: 'Small pilot: move one ship one space' })
          : msg({
              id: 'manila.pilot.largeHeading',
              defaultMessage: 'Large pilot: two spaces on one ship, or one space on two ships',
            })
      }</h2>
      <div class="row">
        <label>${msg({ id: 'manila.pilot.move', defaultMessage: 'Move' })} <select name="moves" @change=${(e: Event) => (this.choice = Number(fieldValue(e)))}>
          ${moves.map((m, i) => html`<option value=${i} ?selected=${i === choice}>${pilotMoveText(m, this.view)}</option>`)}
        </select></label>
        <button class="primary" ?disabled=${moves.length === 0} @click=${() => this.dispatchEvent(commandEvent({ type: 'pilot', moves: moves[choice] }))}>${msg({ id: 'manila.pilot.steer', defaultMessage: 'Steer' })}</button>
        <button data-action="pass" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>${msg({ id: 'manila.pilot.pass', defaultMessage: 'Leave the ships alone' })}</button>
      </div>
    </section>`;
  }
}

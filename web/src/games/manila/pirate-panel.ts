import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { seatName } from '../../ui/seat-colours.js';
import { expandLegal, templatesOf } from '../../../../engine/core/legal.js';
import { commandEvent, type LegalTemplate } from '../game-client.js';

type Board = { type: 'board'; good: Good; replace?: number };
type SendPlundered = { type: 'send-plundered'; good: Good; to: 'harbour' | 'shipyard' };

/** A boarding spelled out: which ship, and whose accomplice the pirate throws off. */
export function boardingText(c: Board, view: ManilaView, names: readonly string[]): string {
  if (c.replace === undefined) return `Board the ${c.good} ship`;
  const ship = view.board.ships.find((s) => s.good === c.good);
  const occupant = ship?.crew[c.replace];
  const whose = occupant === null || occupant === undefined ? '' : `${seatName(names, occupant)}'s accomplice on `;
  return `Board the ${c.good} ship, replacing ${whose}seat ${c.replace + 1}`;
}

/**
 * The pirates' decisions: board a ship on 13 after the second roll (one list of the boardings the
 * legal template allows, so a phone keeps the board in view), or say where plundered ships go after the third.
 */
@customElement('pirate-panel')
export class PiratePanel extends LitElement {
  static override styles = controlStyles;

  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @state() private choice = 0;

  override render() {
    const ph = this.view.phase;
    if (ph.kind === 'boarding') {
      const boards = expandLegal(templatesOf(this.legal, 'board')) as Board[];
      const choice = Math.min(this.choice, Math.max(0, boards.length - 1));
      return html`<section aria-labelledby="pirate-title">
        <h2 id="pirate-title">${ph.order === 'captain' ? 'Pirate captain' : 'Second pirate'}: board a ship on 13?</h2>
        <div class="row">
          ${boards.length ? html`<label>Ship <select name="board" @change=${(e: Event) => (this.choice = Number((e.target as HTMLSelectElement).value))}>
            ${boards.map((c, i) => html`<option value=${i} ?selected=${i === choice}>${boardingText(c, this.view, this.names)}</option>`)}
          </select></label>
          <button class="primary" @click=${() => this.dispatchEvent(commandEvent(boards[choice]))}>Board</button>` : ''}
          <button @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>Stay on the pirate ship</button>
        </div>
      </section>`;
    }
    if (ph.kind === 'plunder') {
      const sends = expandLegal(templatesOf(this.legal, 'send-plundered')) as SendPlundered[];
      return html`<section aria-labelledby="plunder-title">
        <h2 id="plunder-title">Pirate captain: where does the plundered ship go?</h2>
        <p class="muted">To the harbour, its good's price rises; to the shipyard, the insurer pays the repairs.</p>
        <div class="row">
          ${sends.map((c) => html`<button @click=${() => this.dispatchEvent(commandEvent(c))}>Send the ${c.good} ship to the ${c.to}</button>`)}
        </div>
      </section>`;
    }
    return '';
  }
}

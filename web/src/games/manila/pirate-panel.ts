import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { seatName } from '../../ui/seat-colours.js';
import { expandLegal, templatesOf } from '../../../../engine/core/legal.js';
import { commandEvent, type LegalTemplate } from '../game-client.js';

type Board = { type: 'board'; good: Good; replace?: number };
type SendPlundered = { type: 'send-plundered'; good: Good; to: 'harbour' | 'shipyard' };

/** The pirates' decisions: board a ship on 13 after the second roll, or say where plundered ships go after the third. */
@customElement('pirate-panel')
export class PiratePanel extends LitElement {
  static override styles = controlStyles;

  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];

  override render() {
    const ph = this.view.phase;
    if (ph.kind === 'boarding') {
      const boards = expandLegal(templatesOf(this.legal, 'board')) as Board[];
      return html`<section aria-labelledby="pirate-title">
        <h3 id="pirate-title">${ph.order === 'captain' ? 'Pirate captain' : 'Second pirate'}: board a ship on 13?</h3>
        <div class="row">
          ${boards.map((c) => html`<button @click=${() => this.dispatchEvent(commandEvent(c))}>${this.boardText(c)}</button>`)}
          <button @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>Stay on the pirate ship</button>
        </div>
      </section>`;
    }
    if (ph.kind === 'plunder') {
      const sends = expandLegal(templatesOf(this.legal, 'send-plundered')) as SendPlundered[];
      return html`<section aria-labelledby="plunder-title">
        <h3 id="plunder-title">Pirate captain: where does the plundered ship go?</h3>
        <p class="muted">A ship sent to the harbour raises its good's price; one sent to the shipyard costs the insurer repairs.</p>
        <div class="row">
          ${sends.map((c) => html`<button @click=${() => this.dispatchEvent(commandEvent(c))}>Send the ${c.good} ship to the ${c.to}</button>`)}
        </div>
      </section>`;
    }
    return '';
  }

  private boardText(c: Board): string {
    if (c.replace === undefined) return `Board the ${c.good} ship`;
    const ship = this.view.board.ships.find((s) => s.good === c.good);
    const occupant = ship?.crew[c.replace];
    const whose = occupant === null || occupant === undefined ? '' : `${seatName(this.names, occupant)}'s accomplice on `;
    return `Board the ${c.good} ship, replacing ${whose}seat ${c.replace + 1}`;
  }
}

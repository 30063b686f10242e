import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LANE_END, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { choicesOf, commandEvent, type LegalTemplate } from '../game-client.js';

type Moves = { good: Good; delta: number }[];

/** A pilot's turn before the third roll: each move the legal template offers, spelled out from where the ships stand. */
@customElement('pilot-panel')
export class PilotPanel extends LitElement {
  static override styles = controlStyles;

  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];

  override render() {
    const ph = this.view.phase;
    if (ph.kind !== 'pilot') return '';
    const moves = choicesOf<Moves>(this.legal, 'pilot', 'moves');
    const singles = moves.filter((m) => m.length === 1);
    const pairs = moves.filter((m) => m.length > 1);
    return html`<section aria-labelledby="pilot-title">
      <h3 id="pilot-title">${ph.pilot === 'small' ? 'Small pilot: move one ship one space' : 'Large pilot: two spaces on one ship, or one space on two ships'}</h3>
      <div class="row" aria-label="Moves of one ship">${singles.map((c) => this.button(c))}</div>
      ${pairs.length ? html`<p class="muted">Or move two ships:</p><div class="row" aria-label="Moves of two ships">${pairs.map((c) => this.button(c))}</div>` : ''}
      <p><button @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>Leave the ships alone</button></p>
    </section>`;
  }

  private button(moves: Moves) {
    const text = moves.map((m) => {
      const from = this.view.board.ships.find((s) => s.good === m.good)?.position ?? 0;
      const to = from + m.delta;
      return `${m.good} ${m.delta > 0 ? '+' : '−'}${Math.abs(m.delta)} (${from} → ${to > LANE_END ? 'Manila' : to})`;
    }).join(', ');
    return html`<button @click=${() => this.dispatchEvent(commandEvent({ type: 'pilot', moves }))}>${text}</button>`;
  }
}

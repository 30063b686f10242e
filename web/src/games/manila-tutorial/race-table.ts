import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { TutorialView } from '../../../../engine/games/manila-tutorial/view.js';
import { seatName } from '../../ui/seat-colours.js';
import type { LegalTemplate } from '../game-client.js';
import './race-board.js';
import './racer-panel.js';

/** The tutorial race for one viewer: board and players (the turn's controls are drawn apart, in the game screen's action bar: tutorial-actions.ts). */
@customElement('race-table')
export class RaceTable extends LitElement {
  static override styles = css`
    :host { display: grid; gap: 0.8rem; }
    .board-wrap { overflow-x: auto; border-radius: 14px; }
    race-board { min-width: 560px; }
    .players { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
  `;

  @property({ attribute: false }) view!: TutorialView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];

  override render() {
    const v = this.view;
    return html`
      <div class="board-wrap"><race-board .view=${v} .names=${this.names}></race-board></div>
      <div class="players" role="list" aria-label="Players">
        ${v.players.map((p) => html`<racer-panel role="listitem" .player=${p} .name=${seatName(this.names, p.seat)}
          ?own=${p.seat === this.seat} ?acting=${v.toAct.includes(p.seat)}></racer-panel>`)}
      </div>`;
  }
}

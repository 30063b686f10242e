import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { TutorialView } from '../../../../engine/games/manila-tutorial/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatName } from '../../ui/seat-colours.js';
import type { LegalTemplate } from '../game-client.js';
import { tutorialAreas } from './tutorial-board.js';
import './tutorial-player-panel.js';
import '../../ui/tokens.js';

/** The tutorial race for one viewer: board and players (the turn's controls are drawn apart, in the game screen's action bar: tutorial-actions.ts). */
@customElement('race-table')
export class TutorialTable extends LitElement {
  static override styles = css`
    :host { display: grid; gap: var(--tw-space-16); }
    /* Left to right like the board inside, so that a narrow screen opens on the harbour, where the race starts. */
    .board-wrap { overflow-x: auto; border-radius: 14px; direction: ltr; }
    .board-wrap:focus-visible { outline: 3px solid var(--tw-focus); outline-offset: 2px; }
    race-board { min-width: 560px; }
    .legend { font-size: var(--tw-text-90); margin-top: -0.4rem; }
    .legend summary { cursor: pointer; color: var(--tw-accent); }
    .legend ul { margin: var(--tw-space-6) 0 0; padding-inline-start: var(--tw-space-24); display: grid; gap: var(--tw-space-4); }
    .players { display: grid; gap: var(--tw-space-10); grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: TutorialView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];

  override render() {
    const v = this.view;
    return html`
      <div class="board-wrap" tabindex="0" role="region" aria-label=${msg({ id: 'tutorial.table.boardRegion', defaultMessage: 'Race board (scrolls sideways on a narrow screen)' })}><race-board .view=${v} .names=${this.names}></race-board></div>
      <details class="legend">
        <summary>${msg({ id: 'tutorial.table.legend', defaultMessage: 'What the board shows' })}</summary>
        <ul>${Object.values(tutorialAreas()).map((words) => html`<li>${words}</li>`)}</ul>
      </details>
      <div class="players" role="list" aria-label=${msg({ id: 'tutorial.table.players', defaultMessage: 'Players' })}>
        ${v.players.map(
          (p) => html`<racer-panel role="listitem" .player=${p} .name=${seatName(this.names, p.seat)}
          ?own=${p.seat === this.seat} ?acting=${v.toAct.includes(p.seat)}></racer-panel>`,
        )}
      </div>`;
  }
}

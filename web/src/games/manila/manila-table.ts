import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaEvent } from '../../../../engine/games/manila/types.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { seatName } from '../../ui/seat-colours.js';
import { choicesOf, type GameEntry, type LegalTemplate } from '../game-client.js';
import { AREA_ORDER, areaPurpose } from './board-areas.js';
import './manila-board.js';
import './manila-player-panel.js';
import '../../ui/tokens.js';

/**
 * The Manila table for one viewer: the board (its free spots buttons when the viewer may place) and every
 * player's panel. The controls of the decision at hand are drawn apart (manila-actions.ts), in the
 * game screen's action bar; a spot chosen on the board fires `spot-select` for the screen to keep.
 */
@customElement('manila-table')
export class ManilaTable extends LitElement {
  static override styles = css`
    :host { display: grid; gap: var(--tw-space-16); }
    /* Left to right like the board inside, so that a scrolled board opens where its lanes start. */
    .board-wrap { overflow-x: auto; border-radius: 14px; direction: ltr; }
    .legend { font-size: var(--tw-text-90); margin-top: -0.4rem; }
    .legend summary { cursor: pointer; color: var(--tw-accent); }
    .legend ul { margin: var(--tw-space-6) 0 0; padding-inline-start: var(--tw-space-24); display: grid; gap: var(--tw-space-4); }
    .players { display: grid; gap: var(--tw-space-10); grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) entries: readonly GameEntry<ManilaEvent>[] = [];
  @property({ attribute: false }) selected: string | null = null;

  override render() {
    const v = this.view;
    const placeable = new Set(choicesOf<string>(this.legal, 'place', 'spot'));
    return html`
      <div class="board-wrap">
        <manila-board .view=${v} .names=${this.names} .placeable=${placeable} .selected=${this.selected} .dice=${this.lastDice()}></manila-board>
      </div>
      <details class="legend">
        <summary>${msg({ id: 'manila.table.legend', defaultMessage: "What the board's areas are for" })}</summary>
        <ul>${AREA_ORDER.map((a) => html`<li>${areaPurpose(a)}</li>`)}</ul>
      </details>
      <div class="players" role="list" aria-label=${msg({ id: 'manila.table.players', defaultMessage: 'Players' })}>
        ${v.players.map(
          (p) => html`<manila-player-panel role="listitem" .player=${p} .name=${seatName(this.names, p.seat)}
          ?own=${p.seat === this.seat} ?harbourMaster=${v.harbourMaster === p.seat && v.phase.kind !== 'auction'} ?acting=${v.toAct.includes(p.seat)}
          .legal=${p.seat === this.seat ? this.legal : []}></manila-player-panel>`,
        )}
      </div>`;
  }

  /** The dice of the latest roll this round, from the log. */
  private lastDice(): Partial<Record<Good, number>> {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const events = this.entries[i].events.map((x) => x.event);
      for (let j = events.length - 1; j >= 0; j--) {
        const e = events[j];
        if (e.type === 'DiceRolled') return e.dice;
        if (e.type === 'RoundStarted') return {};
      }
    }
    return {};
  }
}

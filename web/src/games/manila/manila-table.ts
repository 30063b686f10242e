import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaEvent } from '../../../../engine/games/manila/types.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import type { Entry } from '../../../../lambdas/protocol/server.js';
import { seatName } from '../../ui/seat-colours.js';
import { choicesOf, type LegalTemplate } from '../game-client.js';
import './bid-panel.js';
import './launch-panel.js';
import './manila-board.js';
import './manila-player-panel.js';
import './pilot-panel.js';
import './pirate-panel.js';
import './placement-panel.js';
import './share-purchase-panel.js';

/** The whole Manila table for one viewer: board, the action the legal commands call for, and every player's panel. */
@customElement('manila-table')
export class ManilaTable extends LitElement {
  static override styles = css`
    :host { display: grid; gap: 0.8rem; }
    .board-wrap { overflow-x: auto; border-radius: 14px; }
    .actions:empty { display: none; }
    .actions { background: #fffdf8; border: 2px solid #0f5e8c; border-radius: 0.7rem; padding: 0.7rem 0.9rem; }
    .players { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
  `;

  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) entries: readonly Entry[] = [];
  @state() private selected: string | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A new board means a new decision: forget a half-made choice.
    if (changed.has('legal')) {
      const spots = new Set(choicesOf<string>(this.legal, 'place', 'spot'));
      if (this.selected && !spots.has(this.selected)) this.selected = null;
    }
  }

  override render() {
    const v = this.view;
    const placeable = new Set(choicesOf<string>(this.legal, 'place', 'spot'));
    return html`
      <div class="board-wrap" @spot-select=${this.onSelect}>
        <manila-board .view=${v} .names=${this.names} .placeable=${placeable} .selected=${this.selected} .dice=${this.lastDice()}></manila-board>
      </div>
      <div class="actions" @spot-select=${this.onSelect}>${this.action()}</div>
      <div class="players" role="list" aria-label="Players">
        ${v.players.map((p) => html`<manila-player-panel role="listitem" .player=${p} .name=${seatName(this.names, p.seat)}
          ?own=${p.seat === this.seat} ?harbourMaster=${v.harbourMaster === p.seat && v.phase.kind !== 'auction'} ?acting=${v.toAct.includes(p.seat)}
          .legal=${p.seat === this.seat ? this.legal : []}></manila-player-panel>`)}
      </div>`;
  }

  private onSelect = (e: CustomEvent<{ spot: string }>) => {
    this.selected = e.detail.spot;
  };

  /** The panel for the decision the legal commands offer, if the viewer has one to make. */
  private action() {
    const main = this.legal.filter((c) => c.type !== 'mortgage' && c.type !== 'redeem');
    if (main.length === 0) return '';
    switch (this.view.phase.kind) {
      case 'auction': return html`<bid-panel .view=${this.view} .legal=${main} .names=${this.names}></bid-panel>`;
      case 'buy-share': return html`<share-purchase-panel .view=${this.view} .legal=${main}></share-purchase-panel>`;
      case 'launch': return html`<launch-panel .legal=${main}></launch-panel>`;
      case 'placement': return html`<placement-panel .view=${this.view} .legal=${main} .selected=${this.selected}></placement-panel>`;
      case 'pilot': return html`<pilot-panel .view=${this.view} .legal=${main}></pilot-panel>`;
      case 'boarding':
      case 'plunder': return html`<pirate-panel .view=${this.view} .legal=${main} .names=${this.names}></pirate-panel>`;
      default: return '';
    }
  }

  /** The dice of the latest roll this round, from the log. */
  private lastDice(): Partial<Record<Good, number>> {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const events = this.entries[i].events.map((x) => x.event as unknown as ManilaEvent);
      for (let j = events.length - 1; j >= 0; j--) {
        const e = events[j];
        if (e.type === 'DiceRolled') return e.dice;
        if (e.type === 'RoundStarted') return {};
      }
    }
    return {};
  }
}

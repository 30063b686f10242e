import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import type { LegalTemplate } from '../game-client.js';
import { devLegalButtons } from './dev-legal-buttons.js';

/** PLACEHOLDER (replaced by its owner): the turn: ships, port phase, rolls. */
@customElement('turn-panel')
export class TurnPanel extends LitElement {
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) entries: readonly unknown[] = [];
  @property({ attribute: false }) selected: string | null = null;
  @property({ attribute: false }) routes: ReadonlySet<string> = new Set();
  @property({ attribute: false }) player = 0;

  override render() {
    return html`<section><h3>turn-panel</h3>${devLegalButtons(this.legal)}</section>`;
  }
}

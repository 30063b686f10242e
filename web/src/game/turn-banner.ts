import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { seatColour, seatName } from '../ui/seat-colours.js';

/** Whose turn it is and what they must decide, always in view; loud when it is the viewer's. */
@customElement('turn-banner')
export class TurnBanner extends LitElement {
  static override styles = css`
    :host { display: block; }
    p { margin: 0; padding: 0.55rem 0.9rem; border-radius: 0.6rem; background: #efe6d0; font-weight: 600; }
    p.mine { background: #0f5e8c; color: #fff; }
    p.over { background: #2b2d31; color: #fff; }
    .dot { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-right: 0.35rem; vertical-align: -0.05rem; border: 1px solid #fff; }
  `;

  @property({ attribute: false }) toAct: readonly number[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @property() task = '';
  @property() status: 'playing' | 'over' = 'playing';
  /** Set in replay: the banner then says which version is shown instead. */
  @property() replayNote = '';

  override render() {
    if (this.replayNote) return html`<p role="status">${this.replayNote}</p>`;
    if (this.status === 'over') return html`<p class="over" role="status">The game is over.</p>`;
    const mine = this.seat !== null && this.toAct.includes(this.seat);
    if (mine) return html`<p class="mine" role="status" data-turn="mine">Your turn: ${this.task}.</p>`;
    if (this.toAct.length === 0) return html`<p role="status">The game moves on…</p>`;
    return html`<p role="status" data-turn="other">${this.toAct.map((s) => html`<span class="dot" style="background:${seatColour(s)}"></span>`)}Waiting for
      ${this.toAct.map((s) => seatName(this.names, s)).join(' and ')} to ${this.task}.</p>`;
  }
}

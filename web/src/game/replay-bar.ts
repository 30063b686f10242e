import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { controlStyles } from '../ui/shared-styles.js';

/** Step or scrub through the game's versions; fires `replay-seek`, `replay-viewer` and `replay-exit`. */
@customElement('replay-bar')
export class ReplayBar extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; background: #2b2d31; color: #fff; border-radius: 0.6rem; padding: 0.5rem 0.7rem; }
    input[type='range'] { flex: 1 1 10rem; min-width: 8rem; }
    label { display: inline-flex; gap: 0.3rem; align-items: center; }
    button { min-width: 2.6rem; }
  `];

  @property({ type: Number }) version = 1;
  @property({ type: Number }) max = 1;
  /** Offered when the viewer holds a seat: see the replay as that seat or as a spectator. */
  @property({ type: Boolean }) canChooseViewer = false;
  @property({ type: Boolean }) asSpectator = false;

  override render() {
    const seek = (v: number) => this.dispatchEvent(new CustomEvent('replay-seek', { detail: { version: Math.min(this.max, Math.max(1, v)) }, bubbles: true, composed: true }));
    return html`<div class="row" role="group" aria-label="Replay controls">
      <button @click=${() => seek(1)} aria-label="First move" ?disabled=${this.version <= 1}>⏮</button>
      <button @click=${() => seek(this.version - 1)} aria-label="Previous move" ?disabled=${this.version <= 1}>◀</button>
      <input type="range" min="1" max=${this.max} .value=${String(this.version)} aria-label="Move ${this.version} of ${this.max}"
        @input=${(e: Event) => seek(Number((e.target as HTMLInputElement).value))}>
      <button @click=${() => seek(this.version + 1)} aria-label="Next move" ?disabled=${this.version >= this.max}>▶</button>
      <button @click=${() => seek(this.max)} aria-label="Latest move" ?disabled=${this.version >= this.max}>⏭</button>
      <span aria-live="polite">Move ${this.version} of ${this.max}</span>
      ${this.canChooseViewer ? html`<label><input type="checkbox" .checked=${this.asSpectator}
        @change=${(e: Event) => this.dispatchEvent(new CustomEvent('replay-viewer', { detail: { spectator: (e.target as HTMLInputElement).checked }, bubbles: true, composed: true }))}>
        as a spectator</label>` : ''}
      <button class="primary" @click=${() => this.dispatchEvent(new Event('replay-exit', { bubbles: true, composed: true }))}>Back to live</button>
    </div>`;
  }
}

import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { controlStyles } from '../ui/shared-styles.js';

/** Drawn rather than typed: not every system font has the media-control glyphs. */
function icon(path: string) {
  return html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">${svg`<path d=${path} fill="currentColor"></path>`}</svg>`;
}

/** Step or scrub through the game event by event; fires `replay-seek` (a step), `replay-viewer` and `replay-exit`. */
@customElement('replay-bar')
export class ReplayBar extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; background: #2b2d31; color: #fff; border-radius: 0.6rem; padding: 0.5rem 0.7rem; }
    input[type='range'] { flex: 1 1 10rem; min-width: 8rem; }
    label { display: inline-flex; gap: 0.3rem; align-items: center; }
    button { min-width: 2.6rem; }
  `];

  @property({ type: Number }) step = 1;
  @property({ type: Number }) max = 1;
  /** The move (version) the shown event belongs to. */
  @property({ type: Number }) version = 1;
  /** Offered when the viewer holds a seat: see the replay as that seat or as a spectator. */
  @property({ type: Boolean }) canChooseViewer = false;
  @property({ type: Boolean }) asSpectator = false;

  override render() {
    const seek = (v: number) => this.dispatchEvent(new CustomEvent('replay-seek', { detail: { step: Math.min(this.max, Math.max(1, v)) }, bubbles: true, composed: true }));
    return html`<div class="row" role="group" aria-label="Replay controls">
      <button @click=${() => seek(1)} aria-label="First event" ?disabled=${this.step <= 1}>${icon('M4 3h2v10H4zM14 3v10L7 8z')}</button>
      <button @click=${() => seek(this.step - 1)} aria-label="Previous event" ?disabled=${this.step <= 1}>${icon('M12 3v10L5 8z')}</button>
      <input type="range" min="1" max=${this.max} .value=${String(this.step)} aria-label="Event ${this.step} of ${this.max}"
        @input=${(e: Event) => seek(Number((e.target as HTMLInputElement).value))}>
      <button @click=${() => seek(this.step + 1)} aria-label="Next event" ?disabled=${this.step >= this.max}>${icon('M4 3v10l7-5z')}</button>
      <button @click=${() => seek(this.max)} aria-label="Latest event" ?disabled=${this.step >= this.max}>${icon('M2 3v10l7-5zM10 3h2v10h-2z')}</button>
      <span aria-live="polite">Event ${this.step} of ${this.max} (move ${this.version})</span>
      ${this.canChooseViewer ? html`<label><input type="checkbox" .checked=${this.asSpectator}
        @change=${(e: Event) => this.dispatchEvent(new CustomEvent('replay-viewer', { detail: { spectator: (e.target as HTMLInputElement).checked }, bubbles: true, composed: true }))}>
        as a spectator</label>` : ''}
      <button class="primary" @click=${() => this.dispatchEvent(new Event('replay-exit', { bubbles: true, composed: true }))}>Back to live</button>
    </div>`;
  }
}

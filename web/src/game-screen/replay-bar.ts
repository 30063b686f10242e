import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import '../ui/tokens.js';
import { fieldChecked, fieldValue } from '../ui/form-fields.js';

/** Drawn rather than typed: not every system font has the media-control glyphs. */
function icon(path: string) {
  return html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">${svg`<path d=${path} fill="currentColor"></path>`}</svg>`;
}

/** Step or scrub through the game event by event; fires `replay-seek` (a step), `replay-viewer` and `replay-exit`. */
@customElement('replay-bar')
export class ReplayBar extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; background: var(--tw-grey-18); color: var(--tw-surface); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); }
    input[type='range'] { flex: 1 1 10rem; min-inline-size: 8rem; }
    /* Steps run with the reading direction: in Persian "first" is on the right, its arrows point that way. */
    :host(:dir(rtl)) svg { transform: scaleX(-1); }
    label { display: inline-flex; gap: var(--tw-space-6); align-items: center; }
    button { min-inline-size: 2.6rem; }
  `,
  ];

  @property({ type: Number }) step = 1;
  @property({ type: Number }) max = 1;
  /** The move (version) the shown event belongs to. */
  @property({ type: Number }) version = 1;
  /** The newest move: the position reads "move 3 of 35" as the banner does, the events within it after. */
  @property({ type: Number }) latest = 1;
  /** Offered when the viewer holds a seat: see the replay as that seat or as a spectator. */
  @property({ type: Boolean, attribute: 'canchooseviewer' }) canChooseViewer = false;
  @property({ type: Boolean, attribute: 'asspectator' }) asSpectator = false;

  override render() {
    const seek = (v: number) =>
      this.dispatchEvent(
        new CustomEvent('replay-seek', {
          detail: { step: Math.min(this.max, Math.max(1, v)) },
          bubbles: true,
          composed: true,
        }),
      );
    const at = { step: this.step, max: this.max, version: this.version, latest: Math.max(this.latest, this.version) };
    return html`<div class="row" role="group" aria-label=${msg({ id: 'game.replayBar.group', defaultMessage: 'Replay controls' })}>
      <button @click=${() => seek(1)} aria-label=${msg({ id: 'game.replayBar.first', defaultMessage: 'First event' })} ?disabled=${this.step <= 1}>${icon('M4 3h2v10H4zM14 3v10L7 8z')}</button>
      <button @click=${() => seek(this.step - 1)} aria-label=${msg({ id: 'game.replayBar.previous', defaultMessage: 'Previous event' })} ?disabled=${this.step <= 1}>${icon('M12 3v10L5 8z')}</button>
      <input type="range" min="1" max=${this.max} .value=${String(this.step)} aria-label=${msg({ id: 'game.replayBar.slider', defaultMessage: 'Event {step, number} of {max, number}' }, at)}
        @input=${(e: Event) => seek(Number(fieldValue(e)))}>
      <button @click=${() => seek(this.step + 1)} aria-label=${msg({ id: 'game.replayBar.next', defaultMessage: 'Next event' })} ?disabled=${this.step >= this.max}>${icon('M4 3v10l7-5z')}</button>
      <button @click=${() => seek(this.max)} aria-label=${msg({ id: 'game.replayBar.latest', defaultMessage: 'Latest event' })} ?disabled=${this.step >= this.max}>${icon('M2 3v10l7-5zM10 3h2v10h-2z')}</button>
      <span aria-live="polite">${msg({ id: 'game.replayBar.moveEvent', defaultMessage: 'Move {version, number} of {latest, number}, event {step, number} of {max, number}' }, at)}</span>
      ${
        this.canChooseViewer
          ? html`<label><input type="checkbox" .checked=${this.asSpectator}
        @change=${(e: Event) => this.dispatchEvent(new CustomEvent('replay-viewer', { detail: { spectator: fieldChecked(e) }, bubbles: true, composed: true }))}>
        ${msg({ id: 'game.replayBar.asSpectator', defaultMessage: 'as a spectator' })}</label>`
          : ''
      }
      <button class="primary" @click=${() => this.dispatchEvent(new Event('replay-exit', { bubbles: true, composed: true }))}>${msg({ id: 'game.replayBar.backToLive', defaultMessage: 'Back to live' })}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementEventMap {
    /** A step of the replay chosen (the bar's buttons and slider, a line of the history). */
    'replay-seek': CustomEvent<{ step: number }>;
  }
}

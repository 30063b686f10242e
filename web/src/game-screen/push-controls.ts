import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import { fieldValue } from '../ui/form-fields.js';
import { hourLabel } from './notify-switch.js';
import { NoticesController, pushBlocker, type Requester } from './turn-notices.js';
import './notify-switch.js';
import '../ui/tokens.js';

export type { Requester } from './turn-notices.js';

/**
 * The seat's notifications on this device, in the "Notifications and table chat" panel: the same
 * switch as the header's (one store, turn-notices.ts), and how pushes come (one per turn, or a daily
 * digest at a local hour) where this page can have them.
 */
@customElement('push-controls')
export class PushControls extends LitElement {
  protected readonly i18n = new Localized(this);
  private readonly store = new NoticesController(this, () => ({ gameId: this.gameId, seat: this.seat }));

  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    section { display: grid; gap: var(--tw-space-9); }
    p { margin: 0; }
  `,
  ];

  @property({ attribute: 'gameid' }) gameId = '';
  @property({ type: Number }) seat = 0;
  @property({ attribute: false }) request: Requester | null = null;

  override render() {
    const notices = this.store.notices;
    if (!notices) return '';
    const { setting, busy, draft } = notices.state;
    // Where no push can be had, the switch's own words say why; the push choices would choose nothing.
    const pushable = pushBlocker() === null && setting?.mode !== 'tab';
    const changed =
      (setting?.mode === 'each' && draft.mode !== 'each') ||
      (setting?.mode === 'digest' && (draft.mode !== 'digest' || draft.hour !== setting.digestHour));
    return html`<section aria-labelledby="push-heading">
      <h3 id="push-heading">${msg({ id: 'game.push.heading', defaultMessage: 'Notifications on this device' })}</h3>
      <notify-switch .gameId=${this.gameId} .seat=${this.seat} .request=${this.request}></notify-switch>
      ${
        pushable
          ? html`<div class="row">
          <label for="push-mode">${msg({ id: 'game.push.how', defaultMessage: 'How to be notified' })}</label>
          <select id="push-mode" .value=${draft.mode} @change=${(e: Event) => notices.setDraft({ mode: fieldValue(e) as 'each' | 'digest' })}>
            <option value="each" ?selected=${draft.mode === 'each'}>${msg({ id: 'game.push.modeEach', defaultMessage: 'One per turn' })}</option>
            <option value="digest" ?selected=${draft.mode === 'digest'}>${msg({ id: 'game.push.modeDigest', defaultMessage: 'Daily digest' })}</option>
          </select>
          ${
            draft.mode === 'digest'
              ? html`<label for="push-hour">${msg({ id: 'game.push.hour', defaultMessage: 'Hour of the daily digest' })}</label>
          <select id="push-hour" @change=${(e: Event) => notices.setDraft({ hour: Number(fieldValue(e)) })}>
            ${Array.from({ length: 24 }, (_, h) => html`<option value=${h} ?selected=${h === draft.hour}>${hourLabel(h)}</option>`)}
          </select>`
              : ''
          }
          ${
            changed
              ? html`<button class="primary" ?disabled=${busy} @click=${() => void notices.save(this.request)}>${msg({ id: 'game.push.save', defaultMessage: 'Save' })}</button>`
              : ''
          }
        </div>`
          : ''
      }
      <p class="muted">${msg({ id: 'game.push.ios', defaultMessage: 'On iPhone and iPad, add Tradewinds to the Home Screen first: Safari delivers notifications only to home-screen apps.' })}</p>
    </section>`;
  }
}

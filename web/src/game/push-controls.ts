import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { loadConfig } from '../net/config.js';
import type { AnswerFrame } from '../net/table-socket.js';
import { deviceId, pushSettingOf, savePushSetting, type PushSetting } from '../store/push-settings.js';
import { pushUnsupported, subscribeDevice } from '../sw/push-subscription.js';
import { controlStyles } from '../ui/shared-styles.js';

export type Requester = (message: { action: string } & Record<string, unknown>) => Promise<AnswerFrame>;

export const IOS_NOTE = 'On iPhone and iPad, add Tradewinds to the Home Screen first: Safari delivers notifications only to home-screen apps.';

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Push notifications for this seat on this device: on (one per turn, or a daily digest at a local
 * hour) or off. The device subscribes once with the server's VAPID key; each game's choice is sent
 * with the `notify` action (seat and token) and kept here once the server confirms it.
 */
@customElement('push-controls')
export class PushControls extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; }
    section { display: grid; gap: 0.45rem; }
    .problem { color: #a23a16; margin: 0; }
    p { margin: 0; }
  `];

  @property() gameId = '';
  @property({ type: Number }) seat = 0;
  @property({ attribute: false }) request: Requester | null = null;

  @state() private setting: PushSetting | undefined;
  @state() private mode: 'each' | 'digest' = 'each';
  @state() private hour = 8;
  @state() private busy = false;
  @state() private problem = '';

  override connectedCallback(): void {
    super.connectedCallback();
    this.setting = pushSettingOf(this.gameId, this.seat);
    this.mode = this.setting?.mode ?? 'each';
    this.hour = this.setting?.digestHour ?? 8;
  }

  override render() {
    const unsupported = pushUnsupported();
    const on = this.setting;
    return html`<section aria-labelledby="push-heading">
      <h3 id="push-heading">Notifications on this device</h3>
      <p role="status" data-push=${on ? on.mode : 'off'}>${!on ? 'Off for this game.'
        : on.mode === 'each' ? 'On: one notification each time it is your turn.'
        : `On: a daily digest at ${hourLabel(on.digestHour ?? 0)} of the games waiting for you.`}</p>
      ${unsupported ? html`<p class="muted">${unsupported}</p>` : html`
        <div class="row">
          <label for="push-mode">How to be notified</label>
          <select id="push-mode" .value=${this.mode} @change=${(e: Event) => (this.mode = (e.target as HTMLSelectElement).value as 'each' | 'digest')}>
            <option value="each" ?selected=${this.mode === 'each'}>One per turn</option>
            <option value="digest" ?selected=${this.mode === 'digest'}>Daily digest</option>
          </select>
          ${this.mode === 'digest' ? html`<label for="push-hour">Hour of the daily digest</label>
          <select id="push-hour" @change=${(e: Event) => (this.hour = Number((e.target as HTMLSelectElement).value))}>
            ${Array.from({ length: 24 }, (_, h) => html`<option value=${h} ?selected=${h === this.hour}>${hourLabel(h)}</option>`)}
          </select>` : ''}
        </div>
        <div class="row">
          <button class="primary" ?disabled=${this.busy} @click=${this.turnOn}>${on ? 'Save' : 'Turn notifications on'}</button>
          ${on ? html`<button ?disabled=${this.busy} @click=${this.turnOff}>Turn notifications off</button>` : ''}
        </div>`}
      <p class="muted">${IOS_NOTE}</p>
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : ''}
    </section>`;
  }

  private turnOn = async () => {
    await this.run(async (request) => {
      const { vapidPublicKey } = await loadConfig();
      if (!vapidPublicKey) throw new Error('this server sends no push notifications (it has no VAPID key)');
      const subscription = await subscribeDevice(vapidPublicKey);
      const setting: PushSetting = this.mode === 'digest'
        ? { gameId: this.gameId, seat: this.seat, mode: 'digest', digestHour: this.hour }
        : { gameId: this.gameId, seat: this.seat, mode: 'each' };
      await request({
        action: 'notify', device: deviceId(), subscription, mode: setting.mode,
        ...(setting.mode === 'digest' ? { digestHour: setting.digestHour, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } : {}),
      });
      savePushSetting(setting);
      this.setting = setting;
    });
  };

  private turnOff = async () => {
    await this.run(async (request) => {
      await request({ action: 'notify', device: deviceId(), subscription: null, mode: 'off' });
      savePushSetting({ gameId: this.gameId, seat: this.seat, mode: 'off' });
      this.setting = undefined;
    });
  };

  private async run(work: (request: Requester) => Promise<void>): Promise<void> {
    if (!this.request) return;
    this.busy = true;
    this.problem = '';
    try {
      await work(this.request);
    } catch (err) {
      this.problem = `Notifications were not changed: ${(err as Error).message}`;
    } finally {
      this.busy = false;
    }
  }
}

import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { loadConfig } from '../net/config.js';
import type { AnswerFrame } from '../net/table-socket.js';
import { deviceId, pushSettingOf, savePushSetting, type PushSetting } from '../store/push-settings.js';
import { pushUnsupported, subscribeDevice } from '../sw/push-subscription.js';
import { dateTime, locale, msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import { problemText } from './problem-text.js';
import '../ui/tokens.js';
import { fieldValue } from '../ui/form-fields.js';

export type Requester = (message: { action: string } & Record<string, unknown>) => Promise<AnswerFrame>;

/** The hour of a daily digest as the page's language writes it on a 24-hour clock: "08:00", Persian "۰۸:۰۰". */
const hourLabel = (h: number) =>
  dateTime(new Date(2000, 0, 1, h), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Push notifications for this seat on this device: on (one per turn, or a daily digest at a local
 * hour) or off. The device subscribes once with the server's VAPID key; each game's choice is sent
 * with the `notify` action (seat and token) and kept here once the server confirms it.
 */
@customElement('push-controls')
export class PushControls extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    section { display: grid; gap: var(--tw-space-9); }
    .problem { color: var(--tw-alert); margin: 0; }
    p { margin: 0; }
  `,
  ];

  @property({ attribute: 'gameid' }) gameId = '';
  @property({ type: Number }) seat = 0;
  @property({ attribute: false }) request: Requester | null = null;

  @state() private setting: PushSetting | undefined;
  @state() private mode: 'each' | 'digest' = 'each';
  @state() private hour = 8;
  @state() private busy = false;
  /** Why the last change failed (the failure itself: written out while drawing). */
  @state() private problem: { error: unknown } | null = null;

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
      <h3 id="push-heading">${msg({ id: 'game.push.heading', defaultMessage: 'Notifications on this device' })}</h3>
      <p role="status" data-push=${on ? on.mode : 'off'}>${
        !on
          ? msg({ id: 'game.push.off', defaultMessage: 'Off for this game.' })
          : on.mode === 'each'
            ? msg({ id: 'game.push.each', defaultMessage: 'On: one notification each time it is your turn.' })
            : msg(
                {
                  id: 'game.push.digest',
                  defaultMessage: 'On: a daily digest at {hour} of the games waiting for you.',
                },
                { hour: hourLabel(on.digestHour ?? 0) },
              )
      }</p>
      ${
        unsupported
          ? html`<p class="muted">${msg({ id: 'game.push.unsupported', defaultMessage: 'This browser cannot receive push notifications here.' })}</p>`
          : html`
        <div class="row">
          <label for="push-mode">${msg({ id: 'game.push.how', defaultMessage: 'How to be notified' })}</label>
          <select id="push-mode" .value=${this.mode} @change=${(e: Event) => (this.mode = fieldValue(e) as 'each' | 'digest')}>
            <option value="each" ?selected=${this.mode === 'each'}>${msg({ id: 'game.push.modeEach', defaultMessage: 'One per turn' })}</option>
            <option value="digest" ?selected=${this.mode === 'digest'}>${msg({ id: 'game.push.modeDigest', defaultMessage: 'Daily digest' })}</option>
          </select>
          ${
            this.mode === 'digest'
              ? html`<label for="push-hour">${msg({ id: 'game.push.hour', defaultMessage: 'Hour of the daily digest' })}</label>
          <select id="push-hour" @change=${(e: Event) => (this.hour = Number(fieldValue(e)))}>
            ${Array.from({ length: 24 }, (_, h) => html`<option value=${h} ?selected=${h === this.hour}>${hourLabel(h)}</option>`)}
          </select>`
              : ''
          }
        </div>
        <div class="row">
          <button class="primary" ?disabled=${this.busy} @click=${this.turnOn}>${
            on
              ? msg({ id: 'game.push.save', defaultMessage: 'Save' })
              : msg({ id: 'game.push.turnOn', defaultMessage: 'Turn notifications on' })
          }</button>
          ${on ? html`<button ?disabled=${this.busy} @click=${this.turnOff}>${msg({ id: 'game.push.turnOff', defaultMessage: 'Turn notifications off' })}</button>` : ''}
        </div>`
      }
      <p class="muted">${msg({ id: 'game.push.ios', defaultMessage: 'On iPhone and iPad, add Tradewinds to the Home Screen first: Safari delivers notifications only to home-screen apps.' })}</p>
      ${this.problem ? html`<p class="problem" role="alert">${msg({ id: 'game.push.failed', defaultMessage: 'Notifications were not changed: {reason}' }, { reason: this.reasonText(this.problem.error) })}</p>` : ''}
    </section>`;
  }

  private turnOn = async () => {
    await this.run(async (request) => {
      const { vapidPublicKey } = await loadConfig();
      if (!vapidPublicKey) throw new NoPushKey();
      const subscription = await subscribeDevice(vapidPublicKey);
      const setting: PushSetting =
        this.mode === 'digest'
          ? { gameId: this.gameId, seat: this.seat, mode: 'digest', digestHour: this.hour }
          : { gameId: this.gameId, seat: this.seat, mode: 'each' };
      // The page's language goes with the request: the server writes this seat's pushes in it.
      await request({
        action: 'notify',
        device: deviceId(),
        subscription,
        mode: setting.mode,
        locale: locale(),
        ...(setting.mode === 'digest'
          ? { digestHour: setting.digestHour, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }
          : {}),
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
    this.problem = null;
    try {
      await work(this.request);
    } catch (err) {
      this.problem = { error: err };
    } finally {
      this.busy = false;
    }
  }

  private reasonText(err: unknown): string {
    return err instanceof NoPushKey
      ? msg({ id: 'game.push.noKey', defaultMessage: 'this server sends no push notifications (it has no VAPID key)' })
      : problemText(err);
  }
}

/** The server's configuration holds no VAPID key: it sends no pushes. */
class NoPushKey extends Error {
  constructor() {
    super('this server sends no push notifications (it has no VAPID key)');
    this.name = 'NoPushKey';
  }
}

import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { dateTime, msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import type { NoticeSetting, TabReason } from '../store/push-settings.js';
import { controlStyles } from '../ui/shared-styles.js';
import { problemText } from './problem-text.js';
import { NoticesController, tabNoticeKind, type Requester } from './turn-notices.js';
import '../ui/tokens.js';

/** The hour of a daily digest as the page's language writes it on a 24-hour clock: "08:00", Persian "۰۸:۰۰". */
export const hourLabel = (h: number) =>
  dateTime(new Date(2000, 0, 1, h), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Why the notices stay in the tab, as the sentence after "only while this page is open:". */
function reasonText(why: TabReason): string {
  switch (why) {
    case 'insecure':
      return msg({
        id: 'game.notify.why.insecure',
        defaultMessage: 'this page is not on https, so the browser cannot receive push notifications here',
      });
    case 'unsupported':
      return msg({
        id: 'game.notify.why.unsupported',
        defaultMessage: 'this browser cannot receive push notifications',
      });
    case 'denied':
      return msg({
        id: 'game.notify.why.denied',
        defaultMessage: "notifications are blocked for this site (allow them in the browser's site settings)",
      });
    case 'no-key':
      return msg({ id: 'game.notify.why.noKey', defaultMessage: 'this server sends no push notifications' });
    case 'failed':
      return msg({
        id: 'game.notify.why.failed',
        defaultMessage: 'the browser could not subscribe to push notifications',
      });
  }
}

/** The switch's state in words: what will reach the player, and how. */
export function noticeStateText(setting: NoticeSetting | undefined): string {
  if (!setting) return msg({ id: 'game.notify.off', defaultMessage: 'Off: nothing tells you when it is your turn.' });
  if (setting.mode === 'each')
    return msg({
      id: 'game.notify.each',
      defaultMessage: 'On: one notification each time it is your turn, even when this page is closed.',
    });
  if (setting.mode !== 'tab')
    return msg(
      { id: 'game.push.digest', defaultMessage: 'On: a daily digest at {hour} of the games waiting for you.' },
      { hour: hourLabel(setting.digestHour ?? 0) },
    );
  return tabNoticeKind() === 'notification'
    ? msg(
        {
          id: 'game.notify.tabNotification',
          defaultMessage:
            'On, but only while this page is open: {reason}. A notification shows when it is your turn and this tab is in the background.',
        },
        { reason: reasonText(setting.why) },
      )
    : msg(
        {
          id: 'game.notify.tabTitle',
          defaultMessage:
            "On, but only while this page is open: {reason}. This tab's title flashes when it is your turn.",
        },
        { reason: reasonText(setting.why) },
      );
}

/**
 * "Tell me when it's my turn, even when this page is closed": the seat's one notification switch,
 * drawn in the header and in the "Notifications and table chat" panel from the same store
 * (turn-notices.ts), with what it does now beside it.
 */
@customElement('notify-switch')
export class NotifySwitch extends LitElement {
  protected readonly i18n = new Localized(this);
  private readonly store = new NoticesController(this, () => ({ gameId: this.gameId, seat: this.seat }));

  static override styles = [
    controlStyles,
    css`
      :host { display: grid; gap: var(--tw-space-6); max-width: 34rem; }
      button[role='switch'] { display: inline-flex; align-items: center; gap: var(--tw-space-9); text-align: start; }
      .track { flex: none; position: relative; width: 2.6rem; height: 1.4rem; border-radius: 0.7rem; background: var(--tw-ink-muted); }
      .knob { position: absolute; top: 0.15rem; inset-inline-start: 0.15rem; width: 1.1rem; height: 1.1rem; border-radius: 50%; background: var(--tw-surface); transition: inset-inline-start 0.15s; }
      [aria-checked='true'] .track { background: var(--tw-accent); }
      [aria-checked='true'] .knob { inset-inline-start: 1.35rem; }
      @media (prefers-reduced-motion: reduce) { .knob { transition: none; } }
      p { margin: 0; font-size: var(--tw-text-90); }
      .problem { color: var(--tw-alert); }
      /* In the page's header: one line where the screen allows, the state in words only when it is news (in the tab only). */
      :host([compact]) button[role='switch'] { min-height: 2.2rem; padding: var(--tw-space-5) var(--tw-space-10); font-size: var(--tw-text-90); }
    `,
  ];

  @property({ attribute: 'gameid' }) gameId = '';
  @property({ type: Number }) seat: number | null = null;
  @property({ attribute: false }) request: Requester | null = null;
  /** Drawn in the header: the state's words kept for screen readers, shown only when the notices stay in the tab. */
  @property({ type: Boolean, reflect: true }) compact = false;

  override render() {
    const notices = this.store.notices;
    if (!notices) return '';
    const { setting, busy, problem } = notices.state;
    const on = setting !== undefined;
    return html`<button role="switch" aria-checked=${on ? 'true' : 'false'} aria-describedby="notice-state" aria-busy=${busy ? 'true' : 'false'}
        ?disabled=${busy} @click=${() => void notices.toggle(this.request)}>
        <span class="track" aria-hidden="true"><span class="knob"></span></span>
        <span>${msg({ id: 'game.notify.switch', defaultMessage: "Tell me when it's my turn, even when this page is closed" })}</span>
      </button>
      <p id="notice-state" class=${this.compact && setting?.mode !== 'tab' ? 'visually-hidden' : 'muted'} role="status" data-notify=${setting?.mode ?? 'off'}>${noticeStateText(setting)}</p>
      ${
        problem
          ? html`<p class="problem" role="alert">${msg(
              { id: 'game.push.failed', defaultMessage: 'Notifications were not changed: {reason}' },
              { reason: problemText(problem.error) },
            )}</p>`
          : ''
      }`;
  }
}

import { LitElement, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';

const KEY = 'tradewinds.notify';

/** Whether the player asked to be told by a browser notification when it becomes their turn. */
export function notificationsWanted(): boolean {
  return 'Notification' in window && Notification.permission === 'granted' && localStorage.getItem(KEY) === 'on';
}

/** Asks the browser's permission once and remembers the player's choice on this device. */
@customElement('notify-toggle')
export class NotifyToggle extends LitElement {
  static override styles = controlStyles;
  protected readonly i18n = new Localized(this);
  @state() private on = notificationsWanted();

  override render() {
    if (!('Notification' in window)) return '';
    if (Notification.permission === 'denied')
      return html`<span class="muted">${msg({ id: 'game.notify.blocked', defaultMessage: 'Notifications are blocked in this browser.' })}</span>`;
    return html`<button aria-pressed=${this.on ? 'true' : 'false'} @click=${() => void this.toggle()}>
      ${this.on ? msg({ id: 'game.push.turnOff', defaultMessage: 'Turn notifications off' }) : msg({ id: 'game.notify.on', defaultMessage: 'Notify me on my turn' })}</button>`;
  }

  private async toggle() {
    if (this.on) {
      localStorage.setItem(KEY, 'off');
      this.on = false;
      return;
    }
    const permission = await Notification.requestPermission();
    localStorage.setItem(KEY, permission === 'granted' ? 'on' : 'off');
    this.on = permission === 'granted';
  }
}

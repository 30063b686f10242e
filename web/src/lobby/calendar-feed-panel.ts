import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CalendarFrame } from '../../../lambdas/protocol/calendar.js';
import { calendarUrl, MAX_CALENDAR_SEATS, webcalUrl } from '../../../lambdas/protocol/calendar-links.js';
import type { ServerFrame } from '../../../lambdas/protocol/server.js';
import { errorText } from '../i18n/errors.js';
import { locale, msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { loadConfig } from '../net/config.js';
import { oneShot, ServerError } from '../net/one-shot.js';
import { calendarFeed, keepCalendarFeed } from '../store/calendar-feed.js';
import { listMyGames } from '../store/my-games.js';
import { selectField } from '../ui/form-fields.js';
import { controlStyles } from '../ui/shared-styles.js';
import '../ui/tokens.js';

const isCalendar = (f: ServerFrame): f is CalendarFrame => f.type === 'calendar';

/**
 * "Add my deadlines to a calendar": a private iCalendar link of this device's seats' pending
 * deadlines, to subscribe to in a calendar app (as https, or a webcal: link that opens one), and
 * a new link when the old one went where it should not (the old one then shows nothing). The
 * server is told this device's seats whenever the lobby opens, so the feed follows My games.
 */
@customElement('calendar-feed-panel')
export class CalendarFeedPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      details { border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); background: var(--tw-paper); }
      summary { cursor: pointer; font-weight: 600; }
      .grid { display: grid; gap: var(--tw-space-12); margin-top: var(--tw-space-12); }
      input { font: inherit; font-size: var(--tw-text-80); width: 100%; padding: var(--tw-space-8); border-radius: 0.35rem; border: 1px solid var(--tw-field-line); }
      .error { color: var(--tw-alert); }
    `,
  ];

  /** Drawn open: the lobby fetches this panel when its disclosure is first opened (lazy-panels.ts). */
  @property({ type: Boolean }) open = false;
  @state() private feed: string | null = calendarFeed();
  @state() private base = '';
  @state() private busy = false;
  @state() private error = '';
  @state() private status = '';
  protected readonly i18n = new Localized(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void loadConfig()
      .then((c) => (this.base = c.historyUrl || location.origin))
      .catch(() => (this.base = location.origin));
    // The feed follows the seats this device holds now (joined, imported, forgotten since).
    if (this.feed) void this.ask({ feed: this.feed }, '', { quiet: true });
  }

  override render() {
    const url = this.feed && this.base ? calendarUrl(this.base, this.feed) : '';
    return html`<details ?open=${this.open || Boolean(this.feed)}>
      <summary>${msg({ id: 'lobby.calendar.summary', defaultMessage: 'Add my deadlines to a calendar' })}</summary>
      <div class="grid">
        <p class="muted">${msg({
          id: 'lobby.calendar.explain',
          defaultMessage:
            'A private calendar link listing when each of your seats on this device runs out of time, on tables with a clock, with a reminder before. Calendar apps fetch it again every few hours. Anyone with the link sees your deadlines.',
        })}</p>
        ${
          url
            ? html`<label>${msg({ id: 'lobby.calendar.linkLabel', defaultMessage: 'Calendar subscription link' })}
                <input id="feed-url" readonly .value=${url} @focus=${selectField}></label>
              <div class="row">
                <button id="copy" @click=${() => void this.copy(url)}>${msg({ id: 'lobby.calendar.copy', defaultMessage: 'Copy the link' })}</button>
                <a id="webcal" href=${webcalUrl(url)}>${msg({ id: 'lobby.calendar.open', defaultMessage: 'Open in my calendar app' })}</a>
              </div>
              <div class="row">
                <button id="renew" ?disabled=${this.busy} @click=${this.renew}>${msg({ id: 'lobby.calendar.renew', defaultMessage: 'Make a new link (the old one stops working)' })}</button>
              </div>`
            : html`<div class="row">
                <button id="make" class="primary" ?disabled=${this.busy} @click=${this.make}>${msg({ id: 'lobby.calendar.make', defaultMessage: 'Make my calendar link' })}</button>
              </div>`
        }
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
        <p role="status">${this.status}</p>
      </div>
    </details>`;
  }

  private make = () =>
    void this.ask({}, msg({ id: 'lobby.calendar.made', defaultMessage: 'Your calendar link is ready.' }));

  private renew = () => {
    if (!this.feed) return;
    void this.ask(
      { feed: this.feed, renew: true },
      msg({ id: 'lobby.calendar.renewed', defaultMessage: 'A new link is ready; the old one shows nothing any more.' }),
    );
  };

  /**
   * Sends this device's seats (with the feed to update or renew, if any); `done` is said once it
   * is answered. `quiet`: the visit's own update, which says nothing when the server is away (the
   * link still works with the seats it had), only that a link the server no longer knows is gone.
   */
  private async ask(feed: { feed?: string; renew?: boolean }, done: string, { quiet = false } = {}) {
    this.busy = true;
    this.error = '';
    this.status = '';
    const seats = listMyGames()
      .filter((g) => g.status === 'playing')
      // The newest games this device plays, as many as a feed lists.
      .slice(0, MAX_CALENDAR_SEATS)
      .map(({ gameId, seat, token }) => ({ gameId, seat, token }));
    try {
      const answer = await oneShot({ action: 'calendar', ...feed, seats, locale: locale() }, isCalendar);
      keepCalendarFeed(answer.feed);
      this.feed = answer.feed;
      this.status = done;
    } catch (err) {
      if (err instanceof ServerError && err.code === 'UNKNOWN_FEED') {
        // Renewed from another copy of this device's storage, or forgotten: the link shown is dead.
        keepCalendarFeed(null);
        this.feed = null;
      } else if (quiet) return;
      this.error =
        err instanceof ServerError
          ? errorText(err.code, err.message)
          : msg({ id: 'lobby.calendar.failed', defaultMessage: 'The server could not be reached; try again.' });
    } finally {
      this.busy = false;
    }
  }

  private async copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      this.status = msg({ id: 'lobby.calendar.copied', defaultMessage: 'Copied.' });
    } catch {
      this.status = msg({ id: 'lobby.calendar.copyByHand', defaultMessage: 'Select the link and copy it by hand.' });
    }
  }
}

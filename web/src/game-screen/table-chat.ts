import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { MessageDescriptor } from '../../../engine/core/line.js';
import { presetText } from '../../../i18n/chat-presets.js';
import { CHAT_PRESETS, MAX_CHAT_LENGTH, type ChatPreset } from '../../../lambdas/protocol/chat.js';
import type { ChatPost } from '../../../lambdas/protocol/server.js';
import { msg, translator } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { unreadOf, type MuteTarget } from '../net/table-chat.js';
import { chatSeen, markChatSeen } from '../store/chat-reads.js';
import { chatSummary } from './panel-summaries.js';
import { detailsOpen, fieldChecked, fieldValue } from '../ui/form-fields.js';
import { localTime } from '../ui/local-time.js';
import { seatColour, seatName } from '../ui/seat-colours.js';
import { controlStyles } from '../ui/shared-styles.js';
import type { Requester } from './push-controls.js';
import '../ui/tokens.js';

/** A preset in the page's language (its descriptor comes from the list, so it is formatted, not extracted, here). */
const phrase = (d: MessageDescriptor | undefined): string => (d ? translator().msg(d) : '');

/**
 * The table's chat: every message with who wrote it and when (on the reader's clock), typed
 * words shown as plain text (never markup), preset phrases in the reader's own language; a
 * field to write in and the presets as one-tap buttons; mutes for a seat, and for the table's
 * creator (this device holds its host token) hide and whether spectators may write. Read up
 * to the newest message whenever it is open on a visible page; the rest count as unread.
 */
@customElement('table-chat')
export class TableChatPanel extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    details { background: var(--tw-paper); border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); }
    details[open] { display: grid; gap: var(--tw-space-10); }
    summary { cursor: pointer; font-weight: 600; display: flex; gap: var(--tw-space-8); align-items: center; min-height: 2.75rem; }
    .badge { border-radius: 1rem; padding: var(--tw-space-2) var(--tw-space-10); font-size: var(--tw-text-80); background: var(--tw-accent); color: var(--tw-surface); }
    ol { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--tw-space-7); max-height: 22rem; overflow-y: auto; }
    li { display: grid; gap: var(--tw-space-2); border-inline-start: 4px solid var(--tw-line); padding-inline-start: var(--tw-space-8); }
    .meta { font-size: var(--tw-text-85); display: flex; flex-wrap: wrap; gap: var(--tw-space-7); align-items: center; }
    .words { overflow-wrap: anywhere; white-space: pre-wrap; }
    .hidden { font-style: italic; }
    .presets { display: flex; flex-wrap: wrap; gap: var(--tw-space-5); }
    .presets button { min-height: 2.75rem; font-size: var(--tw-text-85); }
    form { display: flex; flex-wrap: wrap; gap: var(--tw-space-7); align-items: end; }
    form label { display: grid; gap: var(--tw-space-3); flex: 1 1 14rem; }
    input[type='text'] { min-width: 0; min-height: 2.75rem; }
    .problem { color: var(--tw-alert); margin: 0; }
    .settings { display: grid; gap: var(--tw-space-5); }
    .settings label { display: inline-flex; gap: var(--tw-space-7); align-items: center; }
    p { margin: 0; }
  `,
  ];

  @property({ attribute: false }) gameId = '';
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) messages: readonly ChatPost[] = [];
  @property({ attribute: false }) spectators: boolean | null = null;
  @property({ attribute: false }) muted: readonly MuteTarget[] = [];
  /** The creator's host token, when this device created the table: hide and the spectators' setting. */
  @property({ attribute: false }) host: string | null = null;
  /** Sends a chat request for this page's viewer (seat and token added when it has them). */
  @property({ attribute: false }) request: Requester | null = null;

  /** Drawn open: the game screen fetches this panel when its disclosure is first opened. */
  @property({ type: Boolean }) open = false;
  @state() private text = '';
  @state() private busy = false;
  @state() private problem = '';
  @query('ol') private list!: HTMLOListElement | null;

  /** Messages not yet read on this device (another viewer's, after the newest one seen). */
  get unread(): number {
    return unreadOf(this.messages, chatSeen(this.gameId, this.seat), this.seat);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private onVisibility = () => this.markRead();

  /** Open on a visible page: everything up to the newest message is read. */
  private markRead(): void {
    const newest = this.messages.at(-1);
    if (!this.open || document.hidden || !newest || newest.id <= chatSeen(this.gameId, this.seat)) return;
    markChatSeen(this.gameId, this.seat, newest.id);
    this.dispatchEvent(new CustomEvent('chat-read', { bubbles: true, composed: true }));
    this.requestUpdate();
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('messages') || changed.has('open')) {
      this.markRead();
      // The newest message in view, as a chat reads.
      if (this.list) this.list.scrollTop = this.list.scrollHeight;
    }
  }

  /** A spectator writes only where the creator allows it; a seat always. */
  private get canWrite(): boolean {
    return this.seat !== null || this.spectators === true;
  }

  override render() {
    const unread = this.unread;
    return html`<details ?open=${this.open} @toggle=${(e: Event) => (this.open = detailsOpen(e))}>
      <summary>${chatSummary(unread)}</summary>
      ${
        this.messages.length === 0
          ? html`<p class="muted">${msg({ id: 'game.chat.empty', defaultMessage: 'No messages yet.' })}</p>`
          : html`<ol aria-label=${msg({ id: 'game.chat.messages', defaultMessage: 'Messages' })} tabindex="0">
        ${this.messages.map((m) => this.renderMessage(m))}
      </ol>`
      }
      ${this.canWrite ? this.renderWriting() : html`<p class="muted">${msg({ id: 'game.chat.spectatorsRead', defaultMessage: 'Spectators read the table talk here; the table’s creator has not let them write.' })}</p>`}
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}
      ${this.renderSettings()}
    </details>`;
  }

  private who(m: ChatPost): string {
    return m.seat === null
      ? msg({ id: 'game.chat.spectator', defaultMessage: 'A spectator' })
      : seatName(this.names, m.seat);
  }

  private renderMessage(m: ChatPost) {
    const preset = m.preset === undefined ? undefined : presetText(m.preset);
    const words = m.hidden
      ? html`<span class="words hidden muted" data-hidden>${msg({ id: 'game.chat.hiddenMessage', defaultMessage: 'Hidden by the table’s creator.' })}</span>`
      : preset
        ? html`<span class="words" data-preset=${m.preset ?? ''}>${phrase(preset)}</span>`
        : html`<span class="words" dir="auto" data-text>${m.text ?? ''}</span>`;
    return html`<li data-id=${m.id} data-seat=${m.seat ?? 'spectator'} style=${m.seat === null ? '' : `border-inline-start-color:${seatColour(m.seat)}`}>
      <span class="meta"><strong>${this.who(m)}</strong> <time class="muted" datetime=${m.at}>${localTime(m.at)}</time>
        ${
          this.host
            ? html`<button data-hide=${m.id} ?disabled=${this.busy} @click=${() => void this.hide(m, !m.hidden)}>${
                m.hidden
                  ? msg({ id: 'game.chat.show', defaultMessage: 'Show again' })
                  : msg({ id: 'game.chat.hide', defaultMessage: 'Hide for everyone' })
              }</button>`
            : nothing
        }</span>
      ${words}
    </li>`;
  }

  private renderWriting() {
    return html`<div class="presets" role="group" aria-label=${msg({ id: 'game.chat.presets', defaultMessage: 'Quick phrases' })}>
        ${CHAT_PRESETS.map((p) => html`<button type="button" data-preset=${p} ?disabled=${this.busy} @click=${() => void this.send({ preset: p })}>${phrase(presetText(p))}</button>`)}
      </div>
      <form @submit=${this.onSubmit}>
        <label>${msg({ id: 'game.chat.write', defaultMessage: 'Your message' })}
          <input type="text" name="text" dir="auto" autocomplete="off" maxlength=${MAX_CHAT_LENGTH} .value=${this.text} @input=${(e: Event) => (this.text = fieldValue(e))}>
        </label>
        <button type="submit" class="primary" ?disabled=${this.busy || this.text.trim() === ''}>${msg({ id: 'game.chat.send', defaultMessage: 'Send' })}</button>
      </form>`;
  }

  private renderSettings() {
    const others = this.names.map((_, s) => s).filter((s) => s !== this.seat);
    const seatMutes =
      this.seat === null
        ? nothing
        : html`<fieldset class="settings"><legend>${msg({ id: 'game.chat.muteLegend', defaultMessage: 'Mute, for me only' })}</legend>
        ${[...others, 'spectators' as const].map(
          (
            t,
          ) => html`<label><input type="checkbox" data-mute=${t} .checked=${this.muted.includes(t)} ?disabled=${this.busy}
            @change=${(e: Event) => void this.mute(t, fieldChecked(e))}>
            ${t === 'spectators' ? msg({ id: 'game.chat.muteSpectators', defaultMessage: 'Spectators' }) : seatName(this.names, t)}</label>`,
        )}
      </fieldset>`;
    const hostSettings = this.host
      ? html`<label class="settings"><span><input type="checkbox" data-spectators .checked=${this.spectators === true} ?disabled=${this.busy}
          @change=${(e: Event) => void this.allowSpectators(fieldChecked(e))}>
          ${msg({ id: 'game.chat.spectatorsWrite', defaultMessage: 'Spectators may write (you created this table)' })}</span></label>`
      : nothing;
    return html`${seatMutes}${hostSettings}`;
  }

  private onSubmit = (e: Event) => {
    e.preventDefault();
    const text = this.text.trim();
    if (text) void this.send({ text });
  };

  private async run(work: (request: Requester) => Promise<unknown>): Promise<boolean> {
    const request = this.request;
    if (!request || this.busy) return false;
    this.busy = true;
    this.problem = '';
    try {
      await work(request);
      return true;
    } catch (err) {
      this.problem = err instanceof Error ? err.message : String(err);
      return false;
    } finally {
      this.busy = false;
    }
  }

  private async send(body: { text: string } | { preset: ChatPreset }): Promise<void> {
    if (await this.run((request) => request({ action: 'chat', ...body }))) {
      if ('text' in body) this.text = '';
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>('input[name="text"]')?.focus();
    }
  }

  private async mute(target: MuteTarget, muted: boolean): Promise<void> {
    await this.run((request) => request({ action: 'chat-mute', target, muted }));
  }

  private async hide(m: ChatPost, hidden: boolean): Promise<void> {
    const host = this.host;
    if (host) await this.run((request) => request({ action: 'chat-hide', host, id: m.id, hidden }));
  }

  private async allowSpectators(spectators: boolean): Promise<void> {
    const host = this.host;
    if (host) await this.run((request) => request({ action: 'chat-settings', host, spectators }));
  }
}

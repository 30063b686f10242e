import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { JoinedFrame, SeatInfo, ServerFrame } from '../../../lambdas/protocol/server.js';
import { oneShot, worthRetrying } from '../net/one-shot.js';
import { randomId } from '../net/random-id.js';
import { forgetPendingJoin, pendingJoin, rememberPendingJoin, type PendingJoin } from '../store/pending-joins.js';
import { msg, num } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { formText, submittedForm } from '../ui/form-fields.js';
import { controlStyles } from '../ui/shared-styles.js';
import { problemText } from './problem-text.js';
import '../ui/tokens.js';

/** For a spectator at a table with open seats: take one under a name, then play from its new link. */
@customElement('seat-claim')
export class SeatClaim extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    /* The box is drawn only around open seats: a table with none shows nothing, not an empty frame. */
    section { background: var(--tw-paper); border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-12) var(--tw-space-16); }
    h2 { margin-top: 0; }
    .error { color: var(--tw-alert); }
  `,
  ];

  @property({ attribute: 'gameid' }) gameId = '';
  @property({ attribute: false }) seats: readonly SeatInfo[] = [];
  /** The claim's refusal (written out while drawing, in the language of the moment). */
  @state() private error: { error: unknown } | null = null;
  @state() private busy = false;
  private resumed = false;

  override render() {
    const open = this.seats.filter((s) => s.open);
    if (open.length === 0) return '';
    return html`<section aria-labelledby="open-seats"><h2 id="open-seats">${msg({ id: 'game.claim.heading', defaultMessage: 'Open seats' })}</h2>
      <form class="row" @submit=${(e: Event) => void this.claim(e)}>
        <label>${msg({ id: 'game.claim.seat', defaultMessage: 'Seat' })} <select name="seat">${open.map((s) => html`<option value=${s.seat}>${num(s.seat + 1)}${s.name ? html` (<bdi>${s.name}</bdi>)` : ''}</option>`)}</select></label>
        <label>${msg({ id: 'game.claim.name', defaultMessage: 'Your name' })} <input name="name" required maxlength="40" autocomplete="nickname"></label>
        <button class="primary" type="submit" ?disabled=${this.busy}>${msg({ id: 'game.claim.take', defaultMessage: 'Take this seat' })}</button>
      </form>
      ${this.error ? html`<p class="error" role="alert">${problemText(this.error.error)}</p>` : ''}</section>`;
  }

  override updated() {
    // A claim sent before a reload or a lost connection is finished first: if its seat is no
    // longer open, it may be ours, and only the identical claim can tell.
    const pending = this.gameId ? pendingJoin(this.gameId) : undefined;
    if (pending && !this.resumed && this.seats.length > 0 && !this.busy) {
      this.resumed = true;
      void this.send(pending, true);
    }
  }

  private async claim(e: Event) {
    e.preventDefault();
    const form = submittedForm(e);
    const seat = Number(form.get('seat'));
    const name = formText(form, 'name');
    const earlier = pendingJoin(this.gameId);
    // The same claim again keeps its secret, so the server can recognise it.
    const secret = earlier?.seat === seat && earlier.name === name ? earlier.secret : randomId();
    const join = { gameId: this.gameId, seat, name, secret };
    rememberPendingJoin(join);
    await this.send(join);
  }

  /**
   * Sends the claim, and the identical claim again after a lost answer or a server fault.
   * A resumed claim (`quiet`) that turns out to be someone else's seat says nothing.
   */
  private async send(join: PendingJoin, quiet = false) {
    this.busy = true;
    this.error = null;
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const joined = await oneShot(
            { action: 'join', ...join },
            (f: ServerFrame): f is JoinedFrame => f.type === 'joined',
          );
          forgetPendingJoin(join.gameId);
          location.hash = joined.link.slice(joined.link.indexOf('#'));
          return;
        } catch (err) {
          const retryable = worthRetrying(err);
          if (!retryable) forgetPendingJoin(join.gameId);
          if (!retryable || attempt >= 3) throw err;
          await new Promise((r) => setTimeout(r, 500 * attempt));
        }
      }
    } catch (err) {
      if (!quiet) this.error = { error: err };
    } finally {
      this.busy = false;
    }
  }
}

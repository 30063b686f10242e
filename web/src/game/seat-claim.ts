import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { JoinedFrame, SeatInfo, ServerFrame } from '../../../lambdas/protocol/server.js';
import { oneShot } from '../net/one-shot.js';
import { controlStyles } from '../ui/shared-styles.js';

/** For a spectator at a table with open seats: take one under a name, then play from its new link. */
@customElement('seat-claim')
export class SeatClaim extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; background: #fffdf8; border: 1px solid #d5cab2; border-radius: 0.6rem; padding: 0.6rem 0.8rem; }
    .error { color: #a23a16; }
  `];

  @property() gameId = '';
  @property({ attribute: false }) seats: readonly SeatInfo[] = [];
  @state() private error = '';
  @state() private busy = false;

  override render() {
    const open = this.seats.filter((s) => s.open);
    if (open.length === 0) return '';
    return html`<h2>Open seats</h2>
      <form class="row" @submit=${this.claim}>
        <label>Seat <select name="seat">${open.map((s) => html`<option value=${s.seat}>${s.seat + 1}${s.name ? ` (${s.name})` : ''}</option>`)}</select></label>
        <label>Your name <input name="name" required maxlength="40" autocomplete="nickname"></label>
        <button class="primary" type="submit" ?disabled=${this.busy}>Take this seat</button>
      </form>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}`;
  }

  private async claim(e: Event) {
    e.preventDefault();
    const form = new FormData(e.target as HTMLFormElement);
    this.busy = true;
    this.error = '';
    try {
      const joined = await oneShot(
        { action: 'join', gameId: this.gameId, seat: Number(form.get('seat')), name: String(form.get('name')) },
        (f: ServerFrame): f is JoinedFrame => f.type === 'joined',
      );
      location.hash = joined.link.slice(joined.link.indexOf('#'));
    } catch (err) {
      this.error = (err as Error).message;
    } finally {
      this.busy = false;
    }
  }
}

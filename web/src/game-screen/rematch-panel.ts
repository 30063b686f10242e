import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RematchAnswer, RematchFrame } from '../../../lambdas/protocol/server.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { randomId } from '../net/random-id.js';
import { rememberCreatedTable } from '../store/created-tables.js';
import { seatColour } from '../ui/seat-colours.js';
import { controlStyles } from '../ui/shared-styles.js';
import type { Requester } from './push-controls.js';
import '../ui/tokens.js';

/** A frame answering a rematch request (the socket hands answers over untyped). */
export const rematchFrameOf = (frame: unknown): RematchFrame | null =>
  typeof frame === 'object' && frame !== null && (frame as { type?: unknown }).type === 'rematch'
    ? (frame as RematchFrame)
    : null;

/**
 * "Play again" on a finished game's screen, for a seat: it offers the same table again, every
 * player one seat on. Every seat's screen then shows the offer (live, and on return) with each
 * seat's answer; a seat accepts or declines here, the offerer fills a declined seat with a bot
 * or leaves it open, and once the new table starts a seat that accepted goes to its new seat.
 */
@customElement('rematch-panel')
export class RematchPanel extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; background: var(--tw-paper); border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); }
    h2 { margin: 0 0 var(--tw-space-7); font-size: var(--tw-text-110); }
    ol { list-style: none; margin: 0 0 var(--tw-space-10); padding: 0; display: grid; gap: var(--tw-space-7); }
    li { display: flex; flex-wrap: wrap; gap: var(--tw-space-7); align-items: center; border-inline-start: 4px solid var(--tw-line); padding-inline-start: var(--tw-space-8); }
    .actions { display: flex; flex-wrap: wrap; gap: var(--tw-space-7); }
    button { min-height: 2.75rem; }
    .problem { color: var(--tw-alert); margin: 0; }
    p { margin: 0 0 var(--tw-space-7); }
  `,
  ];

  /** This page's seat in the finished game. */
  @property({ attribute: false }) seat = 0;
  /** The rematch as the socket last heard of it (broadcast, or the answer on subscribing); null: none offered. */
  @property({ attribute: false }) rematch: RematchFrame | null = null;
  @property({ attribute: false }) request: Requester | null = null;
  /** Set by the lobby's "Play with these people again": offer at once. */
  @property({ type: Boolean, attribute: 'offer-now' }) offerNow = false;

  /** The answer to this seat's own request, which alone carries its new token. */
  @state() private own: RematchFrame | null = null;
  @state() private busy = false;
  @state() private problem = '';
  private offered = false;
  /** Whether this page saw the rematch before its table started (then it follows the seat there by itself). */
  private sawWaiting = false;

  /** The freshest of the broadcast and this seat's own answer. */
  private get current(): RematchFrame | null {
    const seen = this.rematch;
    const own = this.own;
    if (!own || !seen) return own ?? seen;
    return seen.version > own.version ? { ...seen, ...pick(own) } : own;
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('offerNow') || changed.has('request')) {
      if (this.offerNow && this.request && !this.offered) {
        this.offered = true;
        void this.offer();
      }
    }
    const r = this.current;
    if (r?.status === 'waiting') this.sawWaiting = true;
    // The table started while this page watched, and this seat had accepted: go to its new seat.
    // A page opened after the start stays on the finished game (its scores), with a button instead.
    if (r?.status === 'started' && this.sawWaiting && this.answerOf(r) === 'accepted' && !this.busy)
      void this.goToNewSeat(r);
  }

  private answerOf(r: RematchFrame): RematchAnswer | undefined {
    return r.seats.find((s) => s.from === this.seat)?.answer;
  }

  private async run(work: (request: Requester) => Promise<unknown>): Promise<RematchFrame | null> {
    const request = this.request;
    if (!request || this.busy) return null;
    this.busy = true;
    this.problem = '';
    try {
      const frame = rematchFrameOf(await work(request));
      if (frame) this.own = frame;
      return frame;
    } catch (err) {
      this.problem = err instanceof Error ? err.message : String(err);
      return null;
    } finally {
      this.busy = false;
    }
  }

  /** Offers the rematch (or reads the one offered), and accepts it for this seat when it made the offer. */
  private async offer(): Promise<void> {
    const frame = await this.run((request) => request({ action: 'rematch' }));
    if (frame?.by === this.seat && this.answerOf(frame) === 'waiting') await this.answer(true);
  }

  private async answer(accept: boolean): Promise<void> {
    await this.run((request) =>
      request({ action: 'rematch-answer', accept, ...(accept && { nonce: `${randomId()}${randomId()}` }) }),
    );
  }

  private async fill(target: number, fill: 'bot' | 'open'): Promise<void> {
    await this.run((request) => request({ action: 'rematch-fill', target, fill, name: fillName(target, fill) }));
  }

  private leaving = false;

  private async goToNewSeat(r: RematchFrame): Promise<void> {
    if (this.leaving) return;
    let link = this.own?.newGameId === r.newGameId ? this.own.link : undefined;
    if (!link) {
      this.leaving = true;
      const again = await this.run((request) =>
        request({ action: 'rematch-answer', accept: true, nonce: `${randomId()}${randomId()}` }),
      );
      this.leaving = false;
      link = again?.link;
    }
    if (!link) return;
    this.leaving = true;
    const own = this.own;
    if (own?.hostToken)
      rememberCreatedTable({
        gameId: r.newGameId,
        rules: r.rules,
        title: r.rules,
        createdAt: new Date().toISOString(),
        seats: r.seats.map((s) => ({
          seat: s.seat,
          name: s.name,
          open: s.answer === 'open',
          bot: s.answer === 'bot',
          token: s.seat === own.newSeat ? (own.token ?? null) : null,
          link: s.seat === own.newSeat ? (own.link ?? null) : null,
        })),
        spectatorLink: `/#game=${r.newGameId}`,
        commitment: r.commitment,
        hostToken: own.hostToken,
      });
    location.hash = link.slice(link.indexOf('#'));
  }

  override render() {
    const r = this.current;
    return html`<section aria-labelledby="rematch-title">
      <h2 id="rematch-title">${msg({ id: 'game.rematch.title', defaultMessage: 'Play again' })}</h2>
      ${r ? this.renderOffer(r) : this.renderStart()}
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}
    </section>`;
  }

  private renderStart() {
    return html`<p class="muted">${msg({ id: 'game.rematch.intro', defaultMessage: 'A new table with the same game, options and clock; everyone moves one seat on.' })}</p>
      <button class="primary" data-rematch-offer ?disabled=${this.busy || !this.request} @click=${() => void this.offer()}>${msg({ id: 'game.rematch.offer', defaultMessage: 'Play again' })}</button>`;
  }

  private renderOffer(r: RematchFrame) {
    const mine = this.answerOf(r);
    const offerer = r.by === this.seat;
    return html`<p role="status" data-rematch-status=${r.status}>${
      r.status === 'started'
        ? msg({ id: 'game.rematch.started', defaultMessage: 'The new table has started.' })
        : msg({ id: 'game.rematch.waiting', defaultMessage: 'Waiting for everyone to answer.' })
    }</p>
      <ol aria-label=${msg({ id: 'game.rematch.seats', defaultMessage: 'Seats of the new table' })}>
        ${r.seats.map(
          (
            s,
          ) => html`<li data-rematch-seat=${s.seat} data-answer=${s.answer} style=${`border-inline-start-color:${seatColour(s.seat)}`}>
            <strong><bdi>${s.name}</bdi></strong>
            <span>${msg({ id: 'game.rematch.seatN', defaultMessage: 'seat {n, number}' }, { n: s.seat + 1 })}</span>
            <span>${answerText(s.answer)}</span>
            ${
              offerer && s.answer === 'declined' && r.status === 'waiting'
                ? html`<span class="actions">
                  <button data-fill-bot=${s.seat} ?disabled=${this.busy} @click=${() => void this.fill(s.seat, 'bot')}>${msg({ id: 'game.rematch.fillBot', defaultMessage: 'Fill with a bot' })}</button>
                  <button data-fill-open=${s.seat} ?disabled=${this.busy} @click=${() => void this.fill(s.seat, 'open')}>${msg({ id: 'game.rematch.fillOpen', defaultMessage: 'Leave the seat open' })}</button>
                </span>`
                : nothing
            }
          </li>`,
        )}
      </ol>
      ${
        r.status === 'started' && mine === 'accepted'
          ? html`<button class="primary" data-rematch-go ?disabled=${this.busy} @click=${() => void this.goToNewSeat(r)}>${msg({ id: 'game.rematch.go', defaultMessage: 'Go to my new seat' })}</button>`
          : nothing
      }
      ${
        r.status === 'waiting' && (mine === 'waiting' || mine === 'declined' || mine === 'accepted')
          ? html`<div class="actions">
            ${mine !== 'accepted' ? html`<button class="primary" data-rematch-accept ?disabled=${this.busy} @click=${() => void this.answer(true)}>${msg({ id: 'game.rematch.accept', defaultMessage: 'Accept' })}</button>` : nothing}
            ${mine !== 'declined' ? html`<button data-rematch-decline ?disabled=${this.busy} @click=${() => void this.answer(false)}>${msg({ id: 'game.rematch.decline', defaultMessage: 'Decline' })}</button>` : nothing}
          </div>`
          : nothing
      }`;
  }
}

/** What only this seat's own answer carries. */
function pick(own: RematchFrame): Partial<RematchFrame> {
  return {
    ...(own.newSeat !== undefined && { newSeat: own.newSeat }),
    ...(own.token !== undefined && { token: own.token }),
    ...(own.link !== undefined && { link: own.link }),
    ...(own.hostToken !== undefined && { hostToken: own.hostToken }),
  };
}

/** The name a filled seat gets, in the offerer's language, as the lobby names an unnamed seat: "Bot 3", "Seat 3". */
function fillName(target: number, fill: 'bot' | 'open'): string {
  return fill === 'bot'
    ? msg({ id: 'game.rematch.botName', defaultMessage: 'Bot {n, number}' }, { n: target + 1 })
    : msg({ id: 'common.seatNumber', defaultMessage: 'Seat {n, number}' }, { n: target + 1 });
}

function answerText(answer: RematchAnswer): string {
  switch (answer) {
    case 'waiting':
      return msg({ id: 'game.rematch.answerWaiting', defaultMessage: 'not answered yet' });
    case 'accepted':
      return msg({ id: 'game.rematch.answerAccepted', defaultMessage: 'accepted' });
    case 'declined':
      return msg({ id: 'game.rematch.answerDeclined', defaultMessage: 'declined' });
    case 'bot':
      return msg({ id: 'game.rematch.answerBot', defaultMessage: 'a bot plays' });
    case 'open':
      return msg({ id: 'game.rematch.answerOpen', defaultMessage: 'open for anyone' });
  }
}

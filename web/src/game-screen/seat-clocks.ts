import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SeatClockView } from '../../../engine/core/clock/clocks.js';
import { browserTimeZone } from '../ui/time-zones.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { seatColour, seatName } from '../ui/seat-colours.js';
import { clockAfter, clockWords } from './clock-words.js';
import { dateLocale } from '../ui/local-time.js';
import '../ui/tokens.js';

/**
 * Every seat's clock: time left, whose turn since when on the reader's own clock, asleep, on
 * vacation, bot playing. A running clock counts down between updates from the time the update
 * arrived. At a table without a clock, only the seats bots play are listed.
 */
@customElement('seat-clocks')
export class SeatClocks extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = css`
    :host { display: block; }
    h2 { font-size: var(--tw-text-105); margin: 0 0 var(--tw-space-8); }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--tw-space-6); }
    li { display: grid; grid-template-columns: auto 1fr; column-gap: var(--tw-space-9); align-items: baseline; padding: var(--tw-space-6) var(--tw-space-10); border-radius: 0.5rem; background: var(--tw-paper); border: 1px solid var(--tw-line); }
    li[data-state='running'] { border-color: var(--tw-accent); }
    li[data-state='out'] { border-color: var(--tw-alert); }
    .dot { width: 0.8rem; height: 0.8rem; border-radius: 50%; display: inline-block; }
    .text { font-weight: 600; font-variant-numeric: tabular-nums; }
    .notes { grid-column: 2; font-size: var(--tw-text-85); color: var(--tw-ink-muted); }
  `;

  /** The clocks of the latest update, as the server sent them; undefined at a table without a clock. */
  @property({ attribute: false }) clocks: readonly SeatClockView[] | undefined;
  /** When that update arrived, on `performance.now()`'s clock. */
  @property({ type: Number, attribute: 'receivedat' }) receivedAt = 0;
  /** The server's time of the clocks' reading (the update's `clocksAt`), when it sent one. */
  @property({ attribute: false }) clocksAt: string | undefined;
  @property({ attribute: false }) names: readonly string[] = [];
  /** Which seats were created as bots (seat info), for a table without a clock. */
  @property({ attribute: false }) bots: readonly boolean[] = [];
  /** The viewer's seat, marked "(you)"; null for a spectator. */
  @property({ attribute: false }) seat: number | null = null;

  private ticker: ReturnType<typeof setInterval> | undefined;

  override render() {
    if (!this.clocks) {
      const bots = this.bots.flatMap((b, seat) => (b ? [seat] : []));
      if (bots.length === 0) return '';
      return html`<section aria-labelledby="clocks-title"><h2 id="clocks-title">${msg({ id: 'game.clocks.bots', defaultMessage: 'Bots' })}</h2><ul>
        ${bots.map(
          (
            seat,
          ) => html`<li data-seat=${seat} data-state="bot"><span class="dot" style="background:${seatColour(seat)}" aria-hidden="true"></span>
          <span class="text">${msg({ id: 'game.clock.bot', defaultMessage: '{name}: a bot' }, { name: seatName(this.names, seat) })}</span></li>`,
        )}
      </ul></section>`;
    }
    const elapsed = performance.now() - this.receivedAt;
    const reader = { timeZone: browserTimeZone(), locale: dateLocale(), nowMs: Date.now() };
    return html`<section aria-labelledby="clocks-title"><h2 id="clocks-title">${msg({ id: 'game.clocks.title', defaultMessage: 'Clocks' })}</h2><ul>
      ${this.clocks.map((view) => {
        const words = clockWords(
          clockAfter(view, elapsed, this.clocksAt === undefined ? undefined : Date.parse(this.clocksAt)),
          this.names,
          reader,
        );
        return html`<li data-seat=${view.seat} data-state=${words.state}>
          <span class="dot" style="background:${seatColour(view.seat)}" aria-hidden="true"></span>
          <span class="text">${view.seat === this.seat ? msg({ id: 'game.clocks.yours', defaultMessage: '{text} (you)' }, { text: words.text }) : words.text}</span>
          ${words.notes.length ? html`<span class="notes">${words.notes.join(' · ')}</span>` : ''}
        </li>`;
      })}
    </ul></section>`;
  }

  protected override updated(): void {
    // Redrawn every second while some seat is in its turn (a clock stopped for the night or a
    // vacation starts again on its own); a table where nobody's clock can run needs no timer.
    const running = this.clocks?.some((c) => c.running || (c.toAct && c.deadline !== null)) ?? false;
    if (running && this.ticker === undefined) this.ticker = setInterval(() => this.requestUpdate(), 1000);
    if (!running) this.stop();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
  }

  private stop(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }
}

import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Entry } from '../../../lambdas/protocol/server.js';
import type { GameClient } from '../games/game-client.js';
import { signed, type RoundSummary, type SeatMoney } from '../games/round-summary.js';
import { markRoundSeen, seenRound } from '../store/seen-rounds.js';
import { localTime } from '../ui/local-time.js';
import { seatName } from '../ui/seat-colours.js';
import { controlStyles } from '../ui/shared-styles.js';

/** How many earlier rounds stay one click away. */
const EARLIER = 3;

/**
 * What the latest round came to, read from the log by the rule set's reader: who earned what
 * and why, where the ships ended, what the prices did. It stays on the game screen until the
 * seat dismisses it (remembered per seat on this device, so a player back after a day still
 * finds it); the last few rounds stay one click away.
 */
@customElement('round-summary')
export class RoundSummaryPanel extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: grid; gap: 0.5rem; }
    section:first-child, details:first-child { margin-top: 0.5rem; }
    section { background: #fffdf8; border: 2px solid #b08a3e; border-radius: 0.7rem; padding: 0.6rem 0.9rem; display: grid; gap: 0.4rem; }
    header { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; justify-content: space-between; }
    h2, h3 { margin: 0; }
    h3, article h2 { font-size: 0.95rem; }
    strong { display: block; }
    p { margin: 0; }
    ul { margin: 0; padding-left: 1.1rem; }
    li { margin: 0.1rem 0; }
    .net { font-weight: 700; font-variant-numeric: tabular-nums; }
    .why { color: #5d5a52; }
    .grid { display: grid; gap: 0.4rem 1.2rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
    details { background: #fffaf0; border: 1px solid #d8cdb5; border-radius: 0.6rem; padding: 0.4rem 0.8rem; }
    details summary { cursor: pointer; font-weight: 600; }
    details[open] { display: grid; gap: 0.6rem; }
    article { border-top: 1px solid #eadfc8; padding-top: 0.4rem; display: grid; gap: 0.3rem; }
  `];

  @property({ attribute: false }) client: GameClient | undefined;
  @property({ attribute: false }) entries: readonly Entry[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property() gameId = '';

  @state() private seen = 0;
  private summaries: RoundSummary[] = [];
  /** Set by a dismissal: focus goes to what remains, not to the page's body. */
  private refocus = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('gameId') || changed.has('seat')) this.seen = seenRound(this.gameId, this.seat);
    if (changed.has('entries') || changed.has('client')) this.summaries = this.client?.roundSummaries?.(this.entries) ?? [];
  }

  override render() {
    const all = this.summaries;
    if (all.length === 0) return '';
    const latest = all[all.length - 1];
    const fresh = latest.version > this.seen;
    const earlier = all.slice(fresh ? -1 - EARLIER : -EARLIER, fresh ? -1 : undefined).reverse();
    return html`
      ${fresh ? html`<section aria-labelledby="summary-title" data-round=${latest.round} data-fresh>
        <header>
          <h2 id="summary-title">${this.heading(latest)}</h2>
          <button @click=${this.dismiss} aria-label="Dismiss the round ${latest.round} summary">Dismiss</button>
        </header>
        ${this.body(latest)}
      </section>` : ''}
      ${earlier.length ? html`<details data-earlier>
        <summary>${fresh ? 'Earlier rounds' : `Round summaries (latest: round ${latest.round})`}</summary>
        ${earlier.map((s) => html`<article data-round=${s.round}>
          ${fresh ? html`<h3>${this.heading(s)}</h3>` : html`<h2>${this.heading(s)}</h2>`}${this.body(s)}</article>`)}
      </details>` : ''}`;
  }

  private heading(s: RoundSummary): string {
    return `Round ${s.round}${s.last ? ', the last,' : ''} settled at ${localTime(s.at)}`;
  }

  private body(s: RoundSummary) {
    return html`<div class="grid">
      <div>
        <strong>Money this round</strong>
        <ul>${s.seats.map((m) => html`<li data-seat=${m.seat}>${this.money(m)}</li>`)}</ul>
      </div>
      ${s.ships.length ? html`<div data-part="ships"><strong>Ships</strong><ul>${s.ships.map((l) => html`<li>${l}</li>`)}</ul></div>` : ''}
      <div data-part="prices"><strong>Prices</strong>${s.prices.length ? html`<ul>${s.prices.map((l) => html`<li>${l}</li>`)}</ul>` : html`<p>No price rose.</p>`}</div>
    </div>`;
  }

  /** "Ann (you): +18 (cargo +24, accomplices placed −6)": the sign and reasons in words, not colour. */
  private money(m: SeatMoney) {
    const why = m.lines.length ? html` <span class="why">(${m.lines.map((l) => `${l.reason} ${signed(l.amount)}`).join(', ')})</span>` : '';
    return html`<bdi>${seatName(this.names, m.seat)}</bdi>${m.seat === this.seat ? ' (you)' : ''}: <span class="net" data-net=${m.net}>${signed(m.net)}</span>${why}`;
  }

  private dismiss = () => {
    const latest = this.summaries[this.summaries.length - 1];
    if (!latest) return;
    markRoundSeen(this.gameId, this.seat, latest.version);
    this.seen = latest.version;
    this.refocus = true;
  };

  protected override updated(): void {
    if (!this.refocus) return;
    this.refocus = false;
    this.renderRoot.querySelector<HTMLElement>('details[data-earlier] summary')?.focus();
  }
}

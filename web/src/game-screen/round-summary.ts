import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Entry } from '../../../lambdas/protocol/server.js';
import type { GameClient, GameEvent, RoundSummaryReader } from '../games/game-client.js';
import { messageOf } from '../ui/form-fields.js';
import type { RoundSummary, SeatMoney } from '../games/round-summary.js';
import { list, locale, msg, signed } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { markRoundSeen, seenRound } from '../store/seen-rounds.js';
import { localTime } from '../ui/local-time.js';
import { seatName } from '../ui/seat-colours.js';
import { controlStyles } from '../ui/shared-styles.js';
import '../ui/tokens.js';

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
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: grid; gap: var(--tw-space-10); }
    section:first-child, details:first-child { margin-top: var(--tw-space-10); }
    section { background: var(--tw-paper); border: 2px solid var(--tw-rust-47); border-radius: 0.7rem; padding: var(--tw-space-12) var(--tw-space-18); display: grid; gap: var(--tw-space-8); }
    header { display: flex; flex-wrap: wrap; gap: var(--tw-space-10); align-items: baseline; justify-content: space-between; }
    h2, h3 { margin: 0; }
    h3, article h2 { font-size: var(--tw-text-95); }
    strong { display: block; }
    p { margin: 0; }
    ul { margin: 0; padding-inline-start: var(--tw-space-22); }
    li { margin: var(--tw-space-2) 0; }
    .net { font-weight: 700; font-variant-numeric: tabular-nums; }
    ul[data-part='news'] { font-weight: 600; }
    .why { color: var(--tw-ink-muted); }
    .grid { display: grid; gap: var(--tw-space-8) var(--tw-space-24); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
    details { background: var(--tw-paper-warm); border: 1px solid var(--tw-sand-78); border-radius: 0.6rem; padding: var(--tw-space-8) var(--tw-space-16); }
    details summary { cursor: pointer; font-weight: 600; }
    details[open] { display: grid; gap: var(--tw-space-12); }
    article { border-top: 1px solid var(--tw-sand-85); padding-top: var(--tw-space-8); display: grid; gap: var(--tw-space-6); }
  `,
  ];

  @property({ attribute: false }) client: GameClient | undefined;
  @property({ attribute: false }) entries: readonly Entry[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: 'gameid' }) gameId = '';

  @state() private seen = 0;
  /** The rule set's reader, fetched for the client given (GameClient.roundSummaries). */
  @state() private reader: RoundSummaryReader<GameEvent> | null = null;
  /** Why the reader could not be fetched (offline before this device first summed up a round). */
  @state() private problem = '';
  private summaries: RoundSummary[] = [];
  /** The language the summaries were read in: the rule set's reader writes their lines, so a switch reads them again. */
  private summariesLocale = '';
  /** Set by a dismissal: focus goes to what remains, not to the page's body. */
  private refocus = false;

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('gameId') || changed.has('seat')) this.seen = seenRound(this.gameId, this.seat);
    if (changed.has('client')) this.fetchReader();
    if (changed.has('entries') || changed.has('reader') || changed.has('names') || this.summariesLocale !== locale()) {
      this.summaries = this.reader?.read(this.entries, this.names) ?? [];
      this.summariesLocale = locale();
    }
  }

  private fetchReader(): void {
    const client = this.client;
    this.reader = null;
    this.problem = '';
    client?.roundSummaries?.().then(
      (reader) => {
        if (this.client === client) this.reader = reader;
      },
      (e: unknown) => {
        if (this.client !== client) return;
        this.problem = msg(
          {
            id: 'app.screenFailed',
            defaultMessage: 'This screen could not be loaded ({reason}). Check the connection and reload the page.',
          },
          { reason: messageOf(e) },
        );
      },
    );
  }

  override render() {
    if (this.problem) return html`<p role="alert">${this.problem}</p>`;
    const all = this.summaries;
    if (all.length === 0) return '';
    const latest = all[all.length - 1];
    const fresh = latest.version > this.seen;
    const earlier = all.slice(fresh ? -1 - EARLIER : -EARLIER, fresh ? -1 : undefined).reverse();
    return html`
      ${
        fresh
          ? html`<section aria-labelledby="summary-title" data-round=${latest.round} data-fresh>
        <header>
          <h2 id="summary-title">${this.heading(latest)}</h2>
          <button @click=${this.dismiss} aria-label=${msg({ id: 'game.summary.dismissLabel', defaultMessage: 'Dismiss the round {round, number} summary' }, { round: latest.round })}>${msg({ id: 'game.summary.dismiss', defaultMessage: 'Dismiss' })}</button>
        </header>
        ${this.body(latest)}
      </section>`
          : ''
      }
      ${
        earlier.length
          ? html`<details data-earlier>
        <summary>${
          fresh
            ? msg({ id: 'game.summary.earlier', defaultMessage: 'Earlier rounds' })
            : msg(
                { id: 'game.summary.all', defaultMessage: 'Round summaries (latest: round {round, number})' },
                { round: latest.round },
              )
        }</summary>
        ${earlier.map(
          (s) => html`<article data-round=${s.round}>
          ${fresh ? html`<h3>${this.heading(s)}</h3>` : html`<h2>${this.heading(s)}</h2>`}${this.body(s)}</article>`,
        )}
      </details>`
          : ''
      }`;
  }

  private heading(s: RoundSummary): string {
    const values = { round: s.round, time: localTime(s.at) };
    return s.last
      ? msg(
          { id: 'game.summary.headingLast', defaultMessage: 'Round {round, number}, the last, settled at {time}' },
          values,
        )
      : msg({ id: 'game.summary.heading', defaultMessage: 'Round {round, number} settled at {time}' }, values);
  }

  private body(s: RoundSummary) {
    // The news first, so a phone shows it under the heading without scrolling (the money list is long).
    return html`${s.news?.length ? html`<ul data-part="news">${s.news.map((l) => html`<li>${l}</li>`)}</ul>` : ''}<div class="grid">
      <div>
        <strong>${msg({ id: 'game.summary.money', defaultMessage: 'Money this round' })}</strong>
        <ul>${s.seats.map((m) => html`<li data-seat=${m.seat}>${this.money(m)}</li>`)}</ul>
      </div>
      ${s.ships.length ? html`<div data-part="ships"><strong>${msg({ id: 'game.summary.ships', defaultMessage: 'Ships' })}</strong><ul>${s.ships.map((l) => html`<li>${l}</li>`)}</ul></div>` : ''}
      ${
        s.prices
          ? html`<div data-part="prices"><strong>${msg({ id: 'game.summary.prices', defaultMessage: 'Prices' })}</strong>${
              s.prices.length
                ? html`<ul>${s.prices.map((l) => html`<li>${l}</li>`)}</ul>`
                : html`<p>${msg({ id: 'game.summary.noPriceRose', defaultMessage: 'No price rose.' })}</p>`
            }</div>`
          : ''
      }
    </div>`;
  }

  /** "Ann (you): +18 (cargo +24, accomplices placed −6)": the sign and reasons in words, not colour. */
  private money(m: SeatMoney) {
    // The reasons' words are the rule set's reader's (web/src/games), in the page's language; joined as the language lists.
    const reasons = list(
      m.lines.map((l) => `${l.reason} ${signed(l.amount)}`),
      'unit',
    );
    const why = m.lines.length ? html` <span class="why">(${reasons})</span>` : '';
    const name = seatName(this.names, m.seat);
    // The name is isolated (seatName): a Persian name keeps its direction beside the sum.
    return html`${m.seat === this.seat ? msg({ id: 'game.you', defaultMessage: '{name} (you)' }, { name }) : name}: <span class="net" data-net=${m.net}>${signed(m.net)}</span>${why}`;
  }

  private dismiss = () => {
    const latest = this.summaries.at(-1);
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

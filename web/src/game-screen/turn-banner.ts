import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { list, msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { localTime, sinceWords } from '../ui/local-time.js';
import { seatColour, seatName } from '../ui/seat-colours.js';
import '../ui/tokens.js';

/** How often "2 h 5 min ago" is written again while the page stays open. */
const REDRAW_MS = 30_000;

/**
 * Whose turn it is, what they must decide and since when (on the reader's own clock, written
 * out, since touch screens show no hover), always in view; loud when it is the viewer's.
 */
@customElement('turn-banner')
export class TurnBanner extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = css`
    :host { display: block; }
    .bar { padding: var(--tw-space-11) var(--tw-space-18); border-radius: 0.6rem; background: var(--tw-sand-88); font-weight: 600; }
    .bar.mine { background: var(--tw-accent); color: var(--tw-surface); }
    .bar.over { background: var(--tw-grey-18); color: var(--tw-surface); }
    p { display: inline; margin: 0; }
    .dot { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-inline-end: var(--tw-space-7); vertical-align: -0.05rem; border: 1px solid var(--tw-surface); }
    .since { font-weight: 400; font-size: 0.9em; white-space: nowrap; }
  `;

  @property({ attribute: false }) toAct: readonly number[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @property() task = '';
  @property() status: 'playing' | 'over' = 'playing';
  /** Set in replay: the banner then says which version is shown instead. */
  @property({ attribute: 'replaynote' }) replayNote = '';
  /** Since when the seats to act have been asked (ISO; web/src/game-screen/waiting-since.ts), or when the game ended. */
  @property({ attribute: false }) since: string | null = null;

  private ticker: ReturnType<typeof setInterval> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.ticker = setInterval(() => this.requestUpdate(), REDRAW_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
  }

  override render() {
    if (this.replayNote) return html`<div class="bar"><p role="status">${this.replayNote}</p></div>`;
    // The sentence's full stop: the same in the four languages.
    const end = '.';
    if (this.status === 'over')
      return html`<div class="bar over"><p role="status">${msg({ id: 'game.banner.over', defaultMessage: 'The game is over' })}</p>${this.when('ended')}${end}</div>`;
    const mine = this.seat !== null && this.toAct.includes(this.seat);
    if (mine)
      return html`<div class="bar mine"><p role="status" data-turn="mine">${msg({ id: 'game.banner.yourTurn', defaultMessage: 'Your turn: {task}' }, { task: this.task })}</p>${this.when('since')}${end}</div>`;
    if (this.toAct.length === 0)
      return html`<div class="bar"><p role="status">${msg({ id: 'game.banner.movesOn', defaultMessage: 'The game moves on…' })}</p></div>`;
    const who = list(this.toAct.map((s) => seatName(this.names, s)));
    return html`<div class="bar"><p role="status" data-turn="other">${this.toAct.map((s) => html`<span class="dot" style="background:${seatColour(s)}"></span>`)}${msg(
      { id: 'game.banner.waitingFor', defaultMessage: 'Waiting for {who} to {task}' },
      { who, task: this.task },
    )}</p>${this.when('since')}${end}</div>`;
  }

  /**
   * " · since 14:05, 2 h 5 min ago", or nothing when the time is not known. Outside the live
   * region: a screen reader hears whose turn it is when that changes, not the minutes ticking by.
   */
  private when(word: 'since' | 'ended') {
    if (!this.since) return '';
    const now = new Date();
    const values = { time: localTime(this.since, now), ago: sinceWords(this.since, now) };
    const text =
      word === 'since'
        ? msg({ id: 'game.banner.since', defaultMessage: 'since {time}, {ago} ago' }, values)
        : msg({ id: 'game.banner.ended', defaultMessage: 'ended {time}, {ago} ago' }, values);
    return html` · <span class="since" data-since=${this.since}><time datetime=${this.since}>${text}</time></span>`;
  }
}

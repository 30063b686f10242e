import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { ChatPost, Entry, SeatInfo, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { unreadOf } from '../net/table-chat.js';
import { chatSeen } from '../store/chat-reads.js';
import { byUrgency } from '../store/urgency.js';
import { seatLink } from '../../../lambdas/protocol/links.js';
import { oneShot } from '../net/one-shot.js';
import { forgetGame, listMyGames, rememberGame, restoreGame, type MyGame } from '../store/my-games.js';
import { list, msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { localTime, sinceWords } from '../ui/local-time.js';
import { gameTitle } from './game-title.js';
import { fill, slot } from '../ui/rich-text.js';
import { controlStyles } from '../ui/shared-styles.js';
import { seatColour, seatName } from '../ui/seat-colours.js';
import '../ui/tokens.js';

/** How long "Undo" stays after a Forget: long enough to notice a slip, short enough not to linger. */
export const UNDO_SECONDS = 30;

/**
 * Every seat this browser holds, the games that need me first (store/urgency.ts), with whose turn it is (a badge where it is the viewer's), when
 * it was joined and last moved (so two games with the same friends are told apart), the way back
 * in, and Forget with an Undo: a seat link is often the only copy of a seat.
 */
@customElement('my-games-list')
export class MyGamesList extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: var(--tw-space-10); }
    li { display: flex; flex-wrap: wrap; gap: var(--tw-space-10); align-items: center; justify-content: space-between; border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); background: var(--tw-paper); }
    li.mine { border-color: var(--tw-accent); box-shadow: 0 0 0 2px var(--tw-accent-glow); }
    .what { display: grid; gap: var(--tw-space-3); }
    .when { font-size: var(--tw-text-85); }
    a.open { font-weight: 700; color: var(--tw-accent); }
    a.again { color: var(--tw-accent); font-size: var(--tw-text-85); min-height: 2rem; display: inline-flex; align-items: center; }
    .badge.talk { background: var(--tw-paper-warm); color: var(--tw-ink); border: 1px solid var(--tw-accent); }
    .badge { border-radius: 1rem; padding: var(--tw-space-2) var(--tw-space-11); font-size: var(--tw-text-80); background: var(--tw-accent); color: var(--tw-surface); }
    .dot { display: inline-block; width: 0.75rem; height: 0.75rem; border-radius: 50%; margin-inline-end: var(--tw-space-5); }
    li button { min-height: 2rem; font-size: var(--tw-text-80); }
    .undo { display: flex; flex-wrap: wrap; gap: var(--tw-space-10); align-items: center; background: var(--tw-sand-92); border: 1px solid var(--tw-sand-51); border-radius: 0.6rem; padding: var(--tw-space-8) var(--tw-space-14); margin-bottom: var(--tw-space-10); }
    .undo:empty { display: none; }
  `,
  ];

  @state() private games: MyGame[] = listMyGames();
  /** Unread table talk per seat held (`gameId/seat`), as the server's chat and this device's reading say. */
  @state() private unread = new Map<string, number>();
  /** The seat just forgotten, while it can still be put back. */
  @state() private forgotten: MyGame | null = null;
  private undoTimer: ReturnType<typeof setTimeout> | undefined;
  protected readonly i18n = new Localized(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.undoTimer);
  }

  /** Reads the list again (after an import added seats), and asks the server where the new ones stand. */
  reload(): void {
    this.games = listMyGames();
    void this.refresh();
  }

  override render() {
    const f = this.forgotten;
    return html`<h2 id="my-games-title">${msg({ id: 'lobby.myGames.heading', defaultMessage: 'My games' })}</h2>
      <div class="undo" role="status">${
        f
          ? html`<span>${msg({ id: 'lobby.myGames.forgot', defaultMessage: 'Forgot {title} as {name} on this device.' }, { title: gameTitle(f.rules, f.title), name: seatName(f.names, f.seat) })}</span>
        <button id="undo" @click=${this.undo}>${msg({ id: 'lobby.myGames.undo', defaultMessage: 'Undo' })}</button>`
          : ''
      }</div>
      ${
        this.games.length === 0
          ? html`<p class="muted">${msg({ id: 'lobby.myGames.empty', defaultMessage: 'Games you open from a seat link appear here, on this device.' })}</p>`
          : html`
      <ul>${byUrgency(this.games).map((g) => {
        const mine = g.status === 'playing' && g.toAct.includes(g.seat);
        const others = list(
          g.names
            .map((_, i) => i)
            .filter((i) => i !== g.seat)
            .map((i) => seatName(g.names, i)),
          'unit',
        );
        const title = gameTitle(g.rules, g.title);
        const name = seatName(g.names, g.seat);
        return html`<li class=${mine ? 'mine' : ''} data-game=${g.gameId} data-seat=${g.seat}>
          <span class="what">
            <span>${fill(
              msg(
                { id: 'lobby.myGames.seat', defaultMessage: '{game} as {dot}{name} {others}' },
                { game: slot('game'), dot: slot('dot'), name, others: slot('others') },
              ),
              {
                game: html`<a class="open" href=${seatLink(g.gameId, g.seat, g.token)}>${title}</a>`,
                dot: html`<span class="dot" style="background:${seatColour(g.seat)}"></span>`,
                others: html`<span class="muted">${msg({ id: 'lobby.myGames.others', defaultMessage: 'with {others}' }, { others })}</span>`,
              },
            )}</span>
            <span class="when muted" data-when>${this.when(g)}</span>
          </span>
          <span class="row">
            ${this.unreadBadge(g)}
            ${mine ? html`<span class="badge" data-badge="your-turn">${msg({ id: 'lobby.myGames.yourTurn', defaultMessage: 'Your turn' })}</span>` : html`<span class="muted">${this.whose(g)}</span>`}
            ${
              g.status === 'over'
                ? html`<a class="again" data-play-again href=${`${seatLink(g.gameId, g.seat, g.token)}&rematch=1`}
>${msg({ id: 'lobby.myGames.again', defaultMessage: 'Play with these people again' })}</a>`
                : ''
            }
            <button @click=${() => this.forget(g)} aria-label=${msg({ id: 'lobby.myGames.forgetLabel', defaultMessage: 'Forget {title} as {name} on this device' }, { title, name })}>${msg({ id: 'lobby.myGames.forget', defaultMessage: 'Forget' })}</button>
          </span>
        </li>`;
      })}</ul>`
      }`;
  }

  /**
   * "Joined Mon 3 Nov 09:12 · last move 14:05, 2 h ago": visible, in this browser's time zone.
   * Two games of the same rule set with the same players also show their table's code, the
   * start of its game id, which no two tables share: times alone can match to the minute.
   */
  private when(g: MyGame): string {
    const twin = this.games.some(
      (o) => o !== g && o.gameId !== g.gameId && o.rules === g.rules && o.names.join('\n') === g.names.join('\n'),
    );
    const parts = [
      msg({ id: 'lobby.myGames.joined', defaultMessage: 'Joined {when}' }, { when: localTime(g.joinedAt) }),
    ];
    if (g.lastMoveAt)
      parts.push(
        msg(
          { id: 'lobby.myGames.lastMove', defaultMessage: 'last move {when}, {since} ago' },
          { when: localTime(g.lastMoveAt), since: sinceWords(g.lastMoveAt) },
        ),
      );
    if (twin)
      parts.push(msg({ id: 'lobby.myGames.table', defaultMessage: 'table {code}' }, { code: g.gameId.slice(0, 6) }));
    return parts.join(' · ');
  }

  /** "2 new messages": the table talk this device has not read, once the server said. */
  private unreadBadge(g: MyGame) {
    const n = this.unread.get(`${g.gameId}/${g.seat}`) ?? 0;
    if (n === 0) return '';
    return html`<span class="badge talk" data-unread=${n}>${msg(
      { id: 'lobby.myGames.unread', defaultMessage: '{n, plural, one {# new message} other {# new messages}}' },
      { n },
    )}</span>`;
  }

  private whose(g: MyGame): string {
    if (g.status === 'over') return msg({ id: 'lobby.myGames.over', defaultMessage: 'Game over' });
    if (g.toAct.length === 0) return '';
    return msg(
      { id: 'lobby.myGames.waiting', defaultMessage: 'Waiting for {names}' },
      { names: list(g.toAct.map((s) => seatName(g.names, s))) },
    );
  }

  private async forget(g: MyGame) {
    const gone = forgetGame(g.gameId, g.seat);
    this.games = listMyGames();
    if (!gone) return;
    // A second Forget makes the first final: one Undo at a time, for the latest slip.
    this.forgotten = gone;
    clearTimeout(this.undoTimer);
    this.undoTimer = setTimeout(() => (this.forgotten = null), UNDO_SECONDS * 1000);
    await this.updateComplete;
    // The row and its button are gone: focus goes to the way back, not to the page's top.
    this.renderRoot.querySelector<HTMLButtonElement>('#undo')?.focus();
  }

  private undo = async () => {
    const g = this.forgotten;
    if (!g) return;
    restoreGame(g);
    clearTimeout(this.undoTimer);
    this.forgotten = null;
    this.games = listMyGames();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`li[data-game="${g.gameId}"][data-seat="${g.seat}"] a.open`)?.focus();
  };

  /** How many games wait for this device's seat, for the tab's title. */
  private waiting = 0;

  private setTitle() {
    document.title = this.waiting
      ? msg(
          { id: 'lobby.myGames.documentTitle', defaultMessage: '({n, number}) Your turn · Tradewinds' },
          { n: this.waiting },
        )
      : 'Tradewinds';
  }

  protected override updated(): void {
    // A language switch redraws this list: the tab's title follows.
    if (this.waiting) this.setTitle();
  }

  /** Asks the server where each game stands now; a game that cannot be reached keeps what was last seen. */
  private async refresh() {
    await Promise.all(
      this.games.map(async (g) => {
        let seats: SeatInfo[] = [];
        const entries: Entry[] = [];
        const talk: ChatPost[] = [];
        try {
          const update = await oneShot(
            // Without a known last move time, one entry back brings the latest move's.
            {
              action: 'subscribe',
              gameId: g.gameId,
              seat: g.seat,
              token: g.token,
              lastVersion: g.lastMoveAt ? g.version : Math.max(0, g.version - 1),
              // The chat comes ahead of the update: its unread count is known when the answer is.
              chat: true,
            },
            (f: ServerFrame): f is UpdateFrame => {
              if (f.type === 'chat') talk.push(...f.messages);
              if (f.type === 'subscribed') seats = f.seats;
              if (f.type === 'entries') entries.push(...f.entries);
              if (f.type === 'update' && f.subscription) seats = f.subscription.seats;
              return f.type === 'update';
            },
          );
          entries.push(...update.entries);
          this.unread = new Map(this.unread).set(
            `${g.gameId}/${g.seat}`,
            unreadOf(talk, chatSeen(g.gameId, g.seat), g.seat),
          );
          const lastMoveAt = entries
            .map((e) => e.at)
            .sort()
            .at(-1);
          // Forgotten while the server was answering: it stays forgotten.
          if (!listMyGames().some((x) => x.gameId === g.gameId && x.seat === g.seat)) return;
          rememberGame({
            ...g,
            names: seats.length ? seats.map((s) => s.name) : g.names,
            status: update.status,
            toAct: update.toAct,
            version: update.version,
            ...(lastMoveAt ? { lastMoveAt } : {}),
            deadline: update.clocks?.find((c) => c.seat === g.seat)?.deadline ?? undefined,
          });
        } catch {
          // Offline or the server is away: the list shows what this device last saw.
        }
      }),
    );
    this.games = listMyGames();
    const waiting = this.games.filter((g) => g.status === 'playing' && g.toAct.includes(g.seat)).length;
    this.waiting = waiting;
    this.setTitle();
  }
}

import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { SeatInfo, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { seatLink } from '../../../lambdas/protocol/links.js';
import { oneShot } from '../net/one-shot.js';
import { forgetGame, listMyGames, rememberGame, type MyGame } from '../store/my-games.js';
import { controlStyles } from '../ui/shared-styles.js';
import { seatColour, seatName } from '../ui/seat-colours.js';

/** Every seat this browser holds, with whose turn it is, a badge where it is the viewer's, and the way back in. */
@customElement('my-games-list')
export class MyGamesList extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
    li { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; border: 1px solid #d5cab2; border-radius: 0.6rem; padding: 0.5rem 0.7rem; background: #fffdf8; }
    li.mine { border-color: #0f5e8c; box-shadow: 0 0 0 2px #0f5e8c33; }
    a.open { font-weight: 700; color: #0f5e8c; }
    .badge { border-radius: 1rem; padding: 0.1rem 0.55rem; font-size: 0.8rem; background: #0f5e8c; color: #fff; }
    .dot { display: inline-block; width: 0.75rem; height: 0.75rem; border-radius: 50%; margin-right: 0.25rem; }
    button { min-height: 2rem; font-size: 0.8rem; }
  `];

  @state() private games: MyGame[] = listMyGames();

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  override render() {
    if (this.games.length === 0) return html`<h2>My games</h2><p class="muted">Games you open from a seat link appear here, on this device.</p>`;
    return html`<h2>My games</h2>
      <ul aria-label="My games">${this.games.map((g) => {
        const mine = g.status === 'playing' && g.toAct.includes(g.seat);
        return html`<li class=${mine ? 'mine' : ''} data-game=${g.gameId}>
          <span>
            <a class="open" href=${seatLink(g.gameId, g.seat, g.token)}>${g.title}</a>
            as <span class="dot" style="background:${seatColour(g.seat)}"></span>${seatName(g.names, g.seat)}
            <span class="muted">with ${g.names.map((_, i) => i).filter((i) => i !== g.seat).map((i) => seatName(g.names, i)).join(', ')}</span>
          </span>
          <span class="row">
            ${mine ? html`<span class="badge" data-badge="your-turn">Your turn</span>` : html`<span class="muted">${this.whose(g)}</span>`}
            <button @click=${() => this.forget(g)} aria-label="Forget ${g.title} as ${seatName(g.names, g.seat)} on this device">Forget</button>
          </span>
        </li>`;
      })}</ul>`;
  }

  private whose(g: MyGame): string {
    if (g.status === 'over') return 'Game over';
    if (g.toAct.length === 0) return '';
    return `Waiting for ${g.toAct.map((s) => seatName(g.names, s)).join(' and ')}`;
  }

  private forget(g: MyGame) {
    forgetGame(g.gameId, g.seat);
    this.games = listMyGames();
  }

  /** Asks the server where each game stands now; a game that cannot be reached keeps what was last seen. */
  private async refresh() {
    await Promise.all(this.games.map(async (g) => {
      let seats: SeatInfo[] = [];
      try {
        const update = await oneShot(
          { action: 'subscribe', gameId: g.gameId, seat: g.seat, token: g.token, lastVersion: g.version },
          (f: ServerFrame): f is UpdateFrame => {
            if (f.type === 'subscribed') seats = f.seats;
            if (f.type === 'update' && f.subscription) seats = f.subscription.seats;
            return f.type === 'update';
          },
        );
        rememberGame({ ...g, names: seats.length ? seats.map((s) => s.name) : g.names, status: update.status, toAct: update.toAct, version: update.version });
      } catch {
        // Offline or the server is away: the list shows what this device last saw.
      }
    }));
    this.games = listMyGames();
    const waiting = this.games.filter((g) => g.status === 'playing' && g.toAct.includes(g.seat)).length;
    document.title = waiting ? `(${waiting}) Your turn · Tradewinds` : 'Tradewinds';
  }
}

import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Outcome, Viewer } from '../../../engine/core/types.js';
import { clientFor } from '../games/registry.js';
import type { Command } from '../games/game-client.js';
import type { ClockRequest } from '../../../engine/core/clock/protocol.js';
import { TableSocket } from '../net/table-socket.js';
import { rememberGame } from '../store/my-games.js';
import { controlStyles } from '../ui/shared-styles.js';
import { downloadAuditLog } from './audit-log.js';
import { Replay, type ReplayPoint } from './replay.js';
import { notificationsWanted } from './notify-toggle.js';
import { waitingSince } from './waiting-since.js';
import './clock-panel.js';
import './connection-status.js';
import './final-ranking.js';
import './game-verifier.js';
import './history-list.js';
import './notify-toggle.js';
import './push-controls.js';
import './table-webhook.js';
import './replay-bar.js';
import './round-summary.js';
import './seat-claim.js';
import './seat-clocks.js';
import './turn-banner.js';

/**
 * One game as one viewer sees it: live over the table socket, with whose turn it is, the
 * seats' clocks (and the viewer's own clock settings), the game's own table, the history,
 * replay, the audit log and, at the end, the ranking.
 */
@customElement('game-screen')
export class GameScreen extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; max-width: 1400px; margin: 0 auto; padding: 0.6rem; }
    header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.6rem; justify-content: space-between; margin-bottom: 0.5rem; }
    h1 { font-size: 1.25rem; margin: 0; }
    .sticky { position: sticky; top: 0; z-index: 2; padding: 0.3rem 0; background: #f4efe4; display: grid; gap: 0.4rem; }
    .alert { background: #fde2da; border: 1px solid #c8102e; border-radius: 0.6rem; padding: 0.5rem 0.8rem; display: flex; gap: 0.6rem; align-items: center; justify-content: space-between; }
    .kept { background: #e6eef4; border: 1px solid #0f5e8c; border-radius: 0.6rem; padding: 0.5rem 0.8rem; }
    .sending { font-size: 0.9rem; color: #0f5e8c; }
    .layout { display: grid; gap: 0.9rem; grid-template-columns: minmax(0, 1fr); margin-top: 0.5rem; }
    @media (min-width: 1100px) { .layout { grid-template-columns: minmax(0, 1fr) 24rem; } }
    aside { display: grid; gap: 0.7rem; align-content: start; }
    .tools { display: flex; flex-wrap: wrap; gap: 0.5rem; }
    .problem { color: #a23a16; }
    .away { background: #fffaf0; border: 1px solid #d8cdb5; border-radius: 0.6rem; padding: 0.5rem 0.8rem; }
    .away summary { cursor: pointer; font-weight: 600; }
    .away[open] { display: grid; gap: 0.8rem; }
    a { color: #0f5e8c; }
  `];

  @property() gameId = '';
  @property({ type: Number }) seat: number | undefined;
  @property() token: string | undefined;

  @state() private replayAt: ReplayPoint | null = null;
  @state() private replayView: unknown = null;
  @state() private replayAsSpectator = false;
  @state() private toolProblem = '';
  private replay: Replay | null = null;
  private socket!: TableSocket;
  private wasMyTurn = false;
  private rememberedVersion = 0;

  override connectedCallback(): void {
    this.socket ??= new TableSocket(this, { gameId: this.gameId, seat: this.seat, token: this.token });
    super.connectedCallback();
    // From the history's move numbers and the replay bar alike.
    this.addEventListener('replay-seek', this.onSeek as EventListener);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('replay-seek', this.onSeek as EventListener);
    document.title = 'Tradewinds';
  }

  private get names(): string[] {
    return this.socket.seats.map((s) => s.name);
  }

  private get viewerSeat(): number | null {
    return this.seat ?? null;
  }

  override render() {
    const s = this.socket;
    const latest = s.log.latest;
    const meta = s.meta;
    const client = meta ? clientFor(meta.rules) : undefined;
    const header = html`<header>
      <h1>${meta?.title ?? 'Tradewinds'}${this.viewerSeat !== null && this.names[this.viewerSeat] ? html` · <bdi class="muted">${this.names[this.viewerSeat]}</bdi>` : ''}</h1>
      <div class="tools">
        <connection-status .state=${s.connection} .retryAt=${s.retryAt} .heardAt=${s.heardAt} @reconnect=${() => s.reconnectNow()}></connection-status>
        ${this.viewerSeat !== null ? html`<notify-toggle></notify-toggle>` : ''}
        <a href="#" @click=${() => (location.hash = '')}>My games</a>
      </div>
    </header>`;
    if (s.connection === 'failed') return html`${header}<p class="problem" role="alert">This link does not open a game: ${s.problem}</p><p><a href="#">Go to my games</a></p>`;
    if (!meta || !latest) return html`${header}<p role="status">Loading the game…</p>${s.problem ? html`<p class="problem">${s.problem}</p>` : ''}`;
    if (!client) return html`${header}<p class="problem" role="alert">This client cannot show "${meta.rules}" games yet.</p>`;

    const replaying = this.replayAt !== null && this.replayView !== null;
    const entries = s.log.entries;
    const at = this.replayAt;
    const shownEntries = replaying && at ? Replay.entriesUpTo(entries, at.step) : entries;
    // A kept board is not the server's word yet: no move is offered on it, and its clocks are not shown
    // (how long ago the server read them is unknown).
    const kept = s.keptSince !== null;
    const legal = replaying || s.pending || kept ? [] : s.log.legalCommands;
    const playing = latest.status === 'playing';
    const clocks = playing && !kept ? latest.clocks : undefined;
    const own = this.viewerSeat !== null ? clocks?.find((c) => c.seat === this.viewerSeat) : undefined;
    const bots = s.seats.map((x) => x.bot);
    return html`${header}
      <div class="sticky">
        <turn-banner .toAct=${latest.toAct} .seat=${this.viewerSeat} .names=${this.names} .task=${client.task(latest.view)} .status=${latest.status}
          .since=${waitingSince(latest.toAct, clocks, entries)}
          .replayNote=${replaying && at ? `Replay: the board during move ${at.version} of ${latest.version}. Live play continues meanwhile.` : ''}></turn-banner>
        ${replaying && at ? html`<replay-bar .step=${at.step} .version=${at.version} .max=${Replay.steps(entries)} ?canChooseViewer=${this.viewerSeat !== null}
          ?asSpectator=${this.replayAsSpectator} @replay-viewer=${this.onReplayViewer} @replay-exit=${this.exitReplay}></replay-bar>` : ''}
        ${kept ? html`<div class="kept" role="status" data-offline>${s.connection === 'connecting' ? 'Connecting: ' : 'Offline: '}this is the board as this device last saw it
          (move ${latest.version}, kept ${new Date(s.keptSince!).toLocaleString()}). Moves can be made once the connection is back.</div>` : ''}
        ${s.pending ? html`<span class="sending" role="status">${s.commandKind === 'clock' ? 'Sending your request…' : 'Sending your move…'}</span>` : ''}
        ${s.rejection && s.commandKind === 'move' ? html`<div class="alert" role="alert"><span>That move was refused: ${s.rejection.message}</span>
          <button @click=${() => s.dismissRejection()}>Dismiss</button></div>` : ''}
      </div>
      ${latest.outcome && !replaying ? html`<final-ranking .outcome=${latest.outcome as unknown as Outcome} .names=${this.names} .seat=${this.viewerSeat}></final-ranking>` : ''}
      <round-summary .client=${client} .entries=${entries} .names=${this.names} .seat=${this.viewerSeat} .gameId=${this.gameId}></round-summary>
      <div class="layout">
        <main @game-command=${this.onCommand} data-version=${latest.version}>
          ${client.renderTable({ view: replaying ? this.replayView : latest.view, legal, seat: this.viewerSeat, names: this.names, entries: shownEntries })}
        </main>
        <aside>
          ${this.viewerSeat === null ? html`<seat-claim .gameId=${this.gameId} .seats=${s.seats}></seat-claim>` : ''}
          ${playing && !kept ? html`<seat-clocks .clocks=${clocks} .clocksAt=${latest.clocksAt} .receivedAt=${s.latestReceivedAt} .names=${this.names} .bots=${bots} .seat=${this.viewerSeat}></seat-clocks>` : ''}
          ${own && !own.bot ? html`<clock-panel .view=${own} .settings=${own.settings} ?busy=${s.pending !== null}
            .problem=${s.rejection && s.commandKind === 'clock' ? `That request was refused: ${s.rejection.message}` : ''} @clock-request=${this.onClockRequest}></clock-panel>` : ''}
          ${this.viewerSeat !== null ? html`<details class="away">
            <summary>Notifications and table chat</summary>
            <push-controls .gameId=${this.gameId} .seat=${this.viewerSeat} .request=${this.request}></push-controls>
            <table-webhook .state=${s.webhook} .request=${this.request}></table-webhook>
          </details>` : ''}
          <div class="tools">
            ${replaying ? '' : html`<button @click=${() => this.seek(Math.max(1, Replay.stepAfter(entries, latest.version - 1)))}>Replay</button>`}
            <button @click=${this.audit}>Download the log (JSON)</button>
          </div>
          ${latest.status === 'over' ? html`<game-verifier .gameId=${this.gameId}></game-verifier>` : ''}
          ${this.toolProblem ? html`<p class="problem" role="alert">${this.toolProblem}</p>` : ''}
          <history-list .entries=${entries} .client=${client} .names=${this.names} .bots=${bots} .current=${replaying && at ? at.step : 0} .seat=${this.viewerSeat}></history-list>
        </aside>
      </div>`;
  }

  protected override updated(_changed: PropertyValues<this>): void {
    const latest = this.socket.log.latest;
    const meta = this.socket.meta;
    if (!latest || !meta) return;
    const mine = this.viewerSeat !== null && latest.toAct.includes(this.viewerSeat);
    document.title = `${mine ? '● Your turn · ' : ''}${meta.title} · Tradewinds`;
    // Tagged as a push for this seat is (web/src/sw/push-payload.ts): the two never show side by side.
    if (mine && !this.wasMyTurn && document.hidden && notificationsWanted() && this.socket.keptSince === null) {
      new Notification(`Your turn in ${meta.title}`, { body: `${clientFor(meta.rules)?.task(latest.view) ?? ''}`, tag: `${this.gameId}/${this.viewerSeat}` });
    }
    this.wasMyTurn = mine;
    if (this.seat !== undefined && this.token !== undefined && latest.version !== this.rememberedVersion) {
      this.rememberedVersion = latest.version;
      rememberGame({
        gameId: this.gameId, seat: this.seat, token: this.token, rules: meta.rules, title: meta.title, names: this.names,
        status: latest.status, toAct: latest.toAct, version: latest.version,
      });
    }
  }

  private request = (message: { action: string } & Record<string, unknown>) => this.socket.request(message);

  private onCommand = (e: CustomEvent<Command>) => {
    e.stopPropagation();
    this.socket.send(e.detail);
  };

  private onClockRequest = (e: CustomEvent<ClockRequest>) => {
    e.stopPropagation();
    this.socket.sendClockRequest(e.detail);
  };

  private onSeek = (e: CustomEvent<{ step: number }>) => void this.seek(e.detail.step);

  private async seek(step: number): Promise<void> {
    const meta = this.socket.meta;
    if (!meta) return;
    try {
      this.replay ??= await Replay.load(meta.rules);
      this.showReplay(step);
    } catch (err) {
      this.toolProblem = (err as Error).message;
    }
  }

  private onReplayViewer = (e: CustomEvent<{ spectator: boolean }>) => {
    this.replayAsSpectator = e.detail.spectator;
    if (this.replayAt) this.showReplay(this.replayAt.step);
  };

  private showReplay(step: number): void {
    const latest = this.socket.log.latest;
    if (!this.replay || !latest) return;
    const viewer: Viewer = latest.viewer === 'all' ? 'all' : this.replayAsSpectator ? null : this.viewerSeat;
    const { view, point } = this.replay.viewAt(this.socket.log.entries, step, viewer);
    this.replayView = view;
    this.replayAt = point;
  }

  private exitReplay = () => {
    this.replayAt = null;
    this.replayView = null;
  };

  private audit = async () => {
    this.toolProblem = '';
    try {
      await downloadAuditLog(this.gameId);
    } catch (err) {
      this.toolProblem = `Could not download the log: ${(err as Error).message}`;
    }
  };
}

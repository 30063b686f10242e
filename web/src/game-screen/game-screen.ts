import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { Viewer } from '../../../engine/core/types.js';
import { gameTitleId } from '../../../engine/catalog-ids.js';
import { canDraw, clientFor, loadClient } from '../games/registry.js';
import { controlledAtLoad } from '../sw/register.js';
import {
  choicesOf,
  type Command,
  type Confirmation,
  type GameClient,
  type OrderForms,
  type TableProps,
} from '../games/game-client.js';
import type { Entry } from '../../../lambdas/protocol/server.js';
import type { ClockRequest } from '../../../engine/core/clock/protocol.js';
import { TableSocket } from '../net/table-socket.js';
import { listMyGames, rememberGame } from '../store/my-games.js';
import { nextGame } from '../store/urgency.js';
import { seatLink } from '../../../lambdas/protocol/links.js';
import { rulesLink } from '../rules/rules-link.js';
import { confirmsMoves, setConfirmsMoves } from '../store/move-confirmation.js';
import { errorText, fetchErrorWords } from '../i18n/errors.js';
import { hasMessage, msg, msgById, needCatalog } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { localTime } from '../ui/local-time.js';
import { controlStyles } from '../ui/shared-styles.js';
import type { Replay, ReplayPoint } from './replay.js';
import { waitingSince } from './waiting-since.js';
import { problemText } from './problem-text.js';
import type { ConfirmMove } from './confirm-move.js';
import { deepActiveElement, deepQuery, firstControl, settled, typingIn } from './focus.js';
import './connection-status.js';
import type { OrdersRequest } from './standing-orders.js';
import type { TableChatPanel } from './table-chat.js';
import { chatSummary, notesSummary } from './panel-summaries.js';
import { focusSummary, lazyDisclosure } from '../ui/lazy-disclosure.js';
import { createdTable } from '../store/created-tables.js';
import { chatSeen } from '../store/chat-reads.js';
import { unreadOf } from '../net/table-chat.js';
import './turn-banner.js';
import '../ui/tokens.js';
import { fieldChecked, messageOf } from '../ui/form-fields.js';

/**
 * Panels a seat's page seldom shows, or shows only later (a clock, the end of the game, the
 * away settings, a replay), each fetched the first time the screen draws it: the seat link's
 * first load carries none of them. The tag is drawn at once and upgrades when its code arrives
 * (Lit keeps the properties set on it before). Their words are a catalog part of their own.
 */
const lazyPanels = {
  'clock-panel': () => import('./clock-panel.js'),
  'final-ranking': () => import('./final-ranking.js'),
  'game-verifier': () => import('./game-verifier.js'),
  'push-controls': () => import('./push-controls.js'),
  'table-webhook': () => import('./table-webhook.js'),
  'rematch-panel': () => import('./rematch-panel.js'),
  'seat-claim': () => import('./seat-claim.js'),
  'replay-bar': () => import('./replay-bar.js'),
  // Drawn once a round has been settled (roundSettled): a new table has nothing to sum up yet.
  'round-summary': () => import('./round-summary.js'),
  // Drawn for a table with a clock or a bot: most tables have neither.
  'seat-clocks': () => import('./seat-clocks.js'),
  // Behind their closed disclosure until first opened (disclosed).
  'table-chat': () => import('./table-chat.js'),
  'private-notes': () => import('./private-notes.js'),
  // Drawn once the board is painted (afterPaint): a seat's first sight is its board and its actions.
  'history-list': () => import('./history-list.js'),
  'standing-orders': () => import('./standing-orders.js'),
  'notify-switch': () => import('./notify-switch.js'),
} as const;
type LazyPanel = keyof typeof lazyPanels;
const panelsAsked = new Set<LazyPanel>();
/** The panels a closed disclosure stands in for until first opened (ui/lazy-disclosure.ts). */
type DisclosedPanel = 'table-chat' | 'private-notes';
/** Each rule set's standing-order forms, once fetched (GameClient.orders), by rule set. */
const orderForms = new Map<string, OrderForms>();
const formsAsked = new Set<string>();
/**
 * The in-tab turn notices' store (the push switch's too), fetched once the board is painted: a seat
 * whose turn came before it is told once it is here (updated).
 */
let notices: typeof import('./turn-notices.js') | null = null;
/** The replay's code, fetched at the first Replay (with the engine it folds the log with): few visits open one. */
let replayCode: typeof import('./replay.js') | null = null;
/** Whether the notices' store has been asked for (its one key), as the sets below are per rule set. */
const noticesAsked = new Set<'turn-notices'>();
/** The rule sets whose history lines (GameClient.lines) have been asked for, and those here. */
const linesAsked = new Set<string>();
const linesHere = new Set<string>();

/**
 * Whether the log holds a settled round, the first thing a round summary needs: a second round
 * begun, or the game ended (every rule set's reader sums up a round when the next begins or the
 * game ends; web/src/games/<name>/round-summary.ts).
 */
function roundSettled(client: GameClient, entries: readonly Entry[]): boolean {
  const rounds = new Set<number>();
  for (const entry of entries)
    for (const { event } of entry.events) {
      if (event.type === 'GameEnded') return true;
      const round = client.roundOf(event);
      if (round !== null) rounds.add(round);
    }
  return rounds.size > 1;
}

/** Whether the page was opened by My games' "Play with these people again" (`&rematch=1` after the seat link). */
const rematchAsked = (): boolean => new URLSearchParams(location.hash.slice(1)).get('rematch') === '1';

/**
 * One game as one viewer sees it: live over the table socket, with whose turn it is, the
 * seats' clocks (and the viewer's own clock settings), the game's own table, the history,
 * replay, the audit log and, at the end, the ranking.
 */
@customElement('game-screen')
export class GameScreen extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; max-width: 1400px; margin: 0 auto; padding: var(--tw-space-12); }
    header { display: flex; flex-wrap: wrap; align-items: center; gap: var(--tw-space-12); justify-content: space-between; margin-bottom: var(--tw-space-10); }
    h1 { font-size: var(--tw-text-125); margin: 0; }
    .sticky { position: sticky; top: 0; z-index: 2; padding: var(--tw-space-6) 0; background: var(--tw-page); display: grid; gap: var(--tw-space-8); }
    /* At the end nothing is pinned: the ranking below the banner must not slide under it. */
    .sticky.over { position: static; }
    .sticky:focus { outline: none; }
    .sticky:focus-visible { outline: 3px solid var(--tw-focus); outline-offset: 2px; }
    /* The decision at hand, pinned under the banner: never more than half the screen, so the board stays usable. */
    .action-bar { background: var(--tw-paper); border: 2px solid var(--tw-accent); border-radius: 0.7rem; padding: var(--tw-space-10) var(--tw-space-16); max-height: 50vh; overflow-y: auto; }
    @media (max-width: 600px) { .action-bar { padding: var(--tw-space-7) var(--tw-space-10); font-size: var(--tw-text-95); } }
    final-ranking { margin-top: var(--tw-space-10); }
    final-ranking:focus { outline: 3px solid var(--tw-focus); outline-offset: 2px; }
    .setting { display: inline-flex; align-items: center; gap: var(--tw-space-7); }
    .setting input { width: 1.2rem; height: 1.2rem; }
    .alert { background: var(--tw-red-92); border: 1px solid var(--tw-red-42); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-16); display: flex; gap: var(--tw-space-12); align-items: center; justify-content: space-between; }
    .kept { background: var(--tw-blue-93); border: 1px solid var(--tw-accent); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-16); }
    .sending { font-size: var(--tw-text-90); color: var(--tw-accent); }
    .layout { display: grid; gap: var(--tw-space-18); grid-template-columns: minmax(0, 1fr); margin-top: var(--tw-space-10); }
    @media (min-width: 1100px) { .layout { grid-template-columns: minmax(0, 1fr) 24rem; } }
    aside { display: grid; gap: var(--tw-space-14); align-content: start; }
    .tools { display: flex; flex-wrap: wrap; gap: var(--tw-space-10); }
    .problem { color: var(--tw-alert); }
    .away { background: var(--tw-paper-warm); border: 1px solid var(--tw-sand-78); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-16); }
    .away summary { cursor: pointer; font-weight: 600; }
    .away[open] { display: grid; gap: var(--tw-space-16); }
    a { color: var(--tw-accent); }
    /* A disclosed panel's stand-in (ui/lazy-disclosure.ts) looks as the panel's own closed disclosure does. */
    table-chat, private-notes { display: block; }
    details.lazy { background: var(--tw-paper); border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); }
    details.lazy summary { cursor: pointer; font-weight: 600; display: flex; gap: var(--tw-space-8); align-items: center; min-height: 2.75rem; }
    details.lazy .badge { border-radius: 1rem; padding: var(--tw-space-2) var(--tw-space-10); font-size: var(--tw-text-80); background: var(--tw-accent); color: var(--tw-surface); }
  `,
  ];

  @property({ attribute: 'gameid' }) gameId = '';
  @property({ type: Number }) seat: number | undefined;
  @property() token: string | undefined;

  /** Why the rule set's screen could not be loaded (offline before the app was cached), until the player tries again. */
  @state() private clientProblem: string | null = null;
  private clientLoading: string | null = null;
  /** Why a new decision's panel could not be fetched once the board was drawn (offline, say), until the player tries again. */
  @state() private actionsProblem: string | null = null;
  /** The fetch of the panels the client draws now (GameClient.prepare), awaited once. */
  private preparing: Promise<void> | null = null;
  @state() private replayAt: ReplayPoint | null = null;
  @state() private replayView: unknown = null;
  @state() private replayAsSpectator = false;
  /** A panel whose code could not be fetched (offline before this device first showed it). */
  @state() private panelProblem: { panel: LazyPanel; reason: string } | null = null;
  /** The disclosed panels opened so far, and the one whose summary takes the focus once it is drawn. */
  @state() private opened = new Set<DisclosedPanel>();
  private focusOnDraw: DisclosedPanel | null = null;

  /**
   * A panel behind a closed disclosure: its summary alone until first opened, then (its code here)
   * the panel itself, drawn open.
   */
  private disclosed(
    panel: DisclosedPanel,
    summary: unknown,
    placeholder: (details: unknown) => unknown,
    real: unknown,
  ) {
    if (this.opened.has(panel) && customElements.get(panel)) return real;
    if (this.opened.has(panel)) this.lazy(panel, null);
    return placeholder(lazyDisclosure(summary, (focused) => this.openPanel(panel, focused), this.opened.has(panel)));
  }

  private openPanel(panel: DisclosedPanel, focused: boolean): void {
    if (focused) this.focusOnDraw = panel;
    this.opened = new Set([...this.opened, panel]);
  }

  /**
   * Whether the board has been painted: the panels beside it (afterPaint) are fetched from then
   * on, so that the seat link's first load is what its board and actions need.
   */
  @state() private painted = false;
  private paintAwaited = false;

  private onPainted(): void {
    this.painted = true;
    fetchErrorWords();
    this.socket.prepareCommands();
    this.fetchNotices();
    this.panelsAhead();
  }

  /**
   * A seat's panels of the decisions to come, fetched when the page is next idle (GameClient.ahead):
   * after what the painted page fetches first, and before the phase that needs one comes. Only on a
   * page the service worker had in charge from its load, which keeps them for offline use: a device's
   * first visit fetches what it shows and no more (with them it measured 236-248 KB of its 250 KB
   * budget, 181 without). Whether the worker took charge during the visit is a race, so it is not asked.
   */
  private panelsAhead(): void {
    const meta = this.socket.meta;
    const client = meta ? clientFor(meta.rules) : undefined;
    if (!client?.ahead || this.viewerSeat === null || !controlledAtLoad) return;
    const fetch = () => void client.ahead?.();
    // Safari has no requestIdleCallback: a second's wait stands in.
    if ('requestIdleCallback' in window) requestIdleCallback(fetch, { timeout: 5_000 });
    else setTimeout(fetch, 1_000);
  }

  /** The turn notices' store, asked for again on the next draw if it could not be fetched (back online, say). */
  private fetchNotices(): void {
    if (notices) return;
    this.fetchFor(
      'notify-switch',
      noticesAsked,
      'turn-notices',
      () => import('./turn-notices.js'),
      (module) => {
        notices = module;
      },
    );
  }

  /**
   * Fetches what `panel` needs, once while asked (`asked` holds `key` meanwhile): once here, the
   * panel's problem is cleared and the screen drawn again; on a failure it is shown, and asked
   * again the next time the screen draws the panel (back online, say).
   */
  private fetchFor<K, T>(
    panel: LazyPanel,
    asked: Set<K>,
    key: K,
    load: () => Promise<T>,
    arrived: (value: T) => void,
  ): void {
    if (asked.has(key)) return;
    asked.add(key);
    load().then(
      (value) => {
        arrived(value);
        if (this.panelProblem?.panel === panel) this.panelProblem = null;
        this.requestUpdate();
      },
      (e: unknown) => {
        asked.delete(key);
        this.panelProblem = { panel, reason: messageOf(e) };
      },
    );
  }

  /** A panel drawn beside the board: its tag at once, its code fetched once the board is painted. */
  private afterPaint(panel: LazyPanel, template: unknown): unknown {
    return this.painted ? this.lazy(panel, template) : template;
  }

  /** The rule set's standing-order forms, fetched once the board is painted; undefined until here. */
  private formsOf(client: GameClient): OrderForms | undefined {
    const load = client.orders;
    if (!load || !this.painted) return undefined;
    this.fetchFor('standing-orders', formsAsked, client.id, load, (forms) => orderForms.set(client.id, forms));
    return orderForms.get(client.id);
  }

  /**
   * Whether the rule set's history lines are here, fetched once the board is painted: the history
   * draws once they are, its words never missing (a page that moves on to another rule set's game
   * has the history's code already, and not that rule set's lines).
   */
  private linesOf(client: GameClient): boolean {
    if (!this.painted) return false;
    this.fetchFor(
      'history-list',
      linesAsked,
      client.id,
      () => Promise.all(client.lines.map(needCatalog)),
      () => linesHere.add(client.id),
    );
    return linesHere.has(client.id);
  }

  /** Draws a lazily loaded panel, fetching its code the first time (see lazyPanels). */
  private lazy(panel: LazyPanel, template: unknown): unknown {
    // Their words first: a panel draws as soon as its code is defined (a disclosed panel is drawn in
    // its stand-in's place once here).
    this.fetchFor(
      panel,
      panelsAsked,
      panel,
      async () => {
        await Promise.all([needCatalog('panels'), needCatalog('clocks')]);
        await lazyPanels[panel]();
      },
      () => undefined,
    );
    return template;
  }

  /** A tool's failure (replay, log download), as a function: drawn in the language of the moment. */
  @state() private toolProblem: (() => string) | null = null;
  /** The board spot chosen and not yet placed on: the board and the action bar both show it (a new decision clears it while drawing). */
  private selected: string | null = null;
  @state() private confirming = true;
  @query('confirm-move') private confirmMove!: ConfirmMove;
  @query('.sticky') private stickyBlock!: HTMLElement | null;
  @query('final-ranking') private ranking!: HTMLElement | null;
  private replay: Replay | null = null;
  /** Made on the first connect and kept through later ones (the element may be moved in the page). */
  private tableSocket: TableSocket | undefined;
  private wasMyTurn = false;
  private rememberedVersion = 0;
  /** Whether the action bar held controls at the last render, to move the focus there when they appear. */
  private hadActions = false;
  private hasActions = false;
  private wasOver: boolean | null = null;
  private legalSeen: readonly unknown[] = [];

  override connectedCallback(): void {
    this.tableSocket ??= new TableSocket(this, { gameId: this.gameId, seat: this.seat, token: this.token });
    super.connectedCallback();
    if (this.seat !== undefined) this.confirming = confirmsMoves(this.gameId, this.seat);
    // From the history's move numbers and the replay bar alike.
    this.addEventListener('replay-seek', this.onSeek);
    // From the board, the action bar and the player panels alike (all composed events).
    this.addEventListener('game-command', this.onCommandEvent);
    this.addEventListener('spot-select', this.onSpotSelectEvent);
  }

  private get socket(): TableSocket {
    if (!this.tableSocket) throw new Error('the game screen reads its table socket before it was first connected');
    return this.tableSocket;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('replay-seek', this.onSeek);
    this.removeEventListener('game-command', this.onCommandEvent);
    this.removeEventListener('spot-select', this.onSpotSelectEvent);
    this.stopFlash();
    document.title = 'Tradewinds';
  }

  private get names(): string[] {
    return this.socket.seats.map((s) => s.name);
  }

  private get viewerSeat(): number | null {
    return this.seat ?? null;
  }

  /** The rule set's title in the page's language (the server's English one for a rule set the catalogs lack). */
  private get gameTitle(): string {
    const meta = this.socket.meta;
    if (!meta) return 'Tradewinds';
    return hasMessage(gameTitleId(meta.rules)) ? msgById(gameTitleId(meta.rules)) : meta.title;
  }

  override render() {
    const s = this.socket;
    const latest = s.log.latest;
    const meta = s.meta;
    const client = meta ? clientFor(meta.rules) : undefined;
    const header = html`<header>
      <h1>${this.gameTitle}${this.viewerSeat !== null && this.names[this.viewerSeat] ? html` · <bdi class="muted">${this.names[this.viewerSeat]}</bdi>` : ''}</h1>
      <div class="tools">
        <connection-status .state=${s.connection} .retryAt=${s.retryAt} .heardAt=${s.heardAt} @reconnect=${() => s.reconnectNow()}></connection-status>
        ${this.viewerSeat !== null && s.connection !== 'failed' && latest?.status === 'playing' ? this.afterPaint('notify-switch', html`<notify-switch compact .gameId=${this.gameId} .seat=${this.viewerSeat} .request=${this.request}></notify-switch>`) : ''}
        ${this.chatBadge()}
        ${this.nextGameLink()}
        ${meta ? html`<a href=${rulesLink(meta.rules)}>${msg({ id: 'game.screen.rules', defaultMessage: 'Rules' })}</a>` : ''}
        <a href="#" @click=${() => (location.hash = '')}>${msg({ id: 'game.screen.myGames', defaultMessage: 'My games' })}</a>
      </div>
    </header>`;
    // The socket keeps a refusal's words, not its code (web/src/net/table-socket.ts): another language says it by error.UNKNOWN.
    if (s.connection === 'failed') {
      return html`${header}<main><p class="problem" role="alert">${msg({ id: 'game.screen.linkRefused', defaultMessage: 'This link does not open a game: {reason}' }, { reason: errorText('UNKNOWN', s.problem) })}</p>
        <p><a href="#">${msg({ id: 'game.screen.goToMyGames', defaultMessage: 'Go to my games' })}</a></p></main>`;
    }
    if (!meta || !latest) {
      return html`${header}<main><p role="status">${msg({ id: 'game.screen.loading', defaultMessage: 'Loading the game…' })}</p>${s.problem ? html`<p class="problem">${errorText('UNKNOWN', s.problem)}</p>` : ''}</main>`;
    }
    if (!client && !canDraw(meta.rules))
      return html`${header}<main><p class="problem" role="alert">${msg({ id: 'game.screen.unknownRules', defaultMessage: 'This client cannot show "{rules}" games yet.' }, { rules: meta.rules })}</p></main>`;
    if (!client) return this.clientLoadingScreen(header);

    const Replayed = replayCode?.Replay;
    const replaying = this.replayAt !== null && this.replayView !== null && Replayed !== undefined;
    const entries = s.log.entries;
    const at = this.replayAt;
    const shownEntries = replaying && at ? Replayed.entriesUpTo(entries, at.step) : entries;
    // A kept board is not the server's word yet: no move is offered on it, and its clocks are not shown
    // (how long ago the server read them is unknown).
    const kept = s.keptSince !== null;
    const legal = replaying || s.pending || kept ? [] : s.log.legalCommands;
    if (legal !== this.legalSeen) {
      // New choices mean a new decision: a spot chosen for the last one no longer stands.
      this.legalSeen = legal;
      if (
        this.selected &&
        ![...choicesOf<string>(legal, 'place', 'spot'), ...choicesOf<string>(legal, 'sail', 'route')].includes(
          this.selected,
        )
      )
        this.selected = null;
    }
    const playing = latest.status === 'playing';
    const clocks = playing && !kept ? latest.clocks : undefined;
    const own = this.viewerSeat !== null ? clocks?.find((c) => c.seat === this.viewerSeat) : undefined;
    const bots = s.seats.map((x) => x.bot);
    const props: TableProps = {
      view: replaying ? this.replayView : latest.view,
      legal,
      seat: this.viewerSeat,
      names: this.names,
      entries: shownEntries,
      selected: this.selected,
      clocks: replaying ? undefined : clocks,
      painted: this.painted,
    };
    // The seat's first sight is its board with its actions: their panel first (GameClient.prepare).
    if (!this.prepared(client, props) && !this.painted) return this.clientLoadingScreen(header);
    const actions = this.viewerSeat !== null ? client.renderActions(props) : null;
    this.hasActions = actions !== null;
    const over = latest.outcome && !replaying;
    const forms =
      this.viewerSeat !== null && playing && !kept && !replaying && latest.orders ? this.formsOf(client) : undefined;
    return html`${header}
      <div class="sticky ${over ? 'over' : ''}" role="region" aria-label=${msg({ id: 'game.screen.whoseTurn', defaultMessage: 'Whose turn' })} tabindex="-1">
        <turn-banner .toAct=${latest.toAct} .seat=${this.viewerSeat} .names=${this.names} .task=${client.task(latest.view)} .status=${latest.status}
          .since=${waitingSince(latest.toAct, clocks, entries)}
          .replayNote=${replaying && at ? msg({ id: 'game.screen.replayNote', defaultMessage: 'Replay: the board during move {version, number} of {latest, number}. Live play continues meanwhile.' }, { version: at.version, latest: latest.version }) : ''}></turn-banner>
        ${
          replaying && at
            ? this.lazy(
                'replay-bar',
                html`<replay-bar .step=${at.step} .version=${at.version} .latest=${latest.version} .max=${Replayed.steps(entries)} ?canChooseViewer=${this.viewerSeat !== null}
          ?asSpectator=${this.replayAsSpectator} @replay-viewer=${this.onReplayViewer} @replay-exit=${this.exitReplay}></replay-bar>`,
              )
            : ''
        }
        ${
          s.keptSince !== null
            ? html`<div class="kept" role="status" data-offline>${
                s.connection === 'connecting'
                  ? msg(
                      {
                        id: 'game.screen.keptConnecting',
                        defaultMessage:
                          'Connecting: this is the board as this device last saw it (move {version, number}, kept {time}). Moves can be made once the connection is back.',
                      },
                      { version: latest.version, time: localTime(s.keptSince) },
                    )
                  : msg(
                      {
                        id: 'game.screen.keptOffline',
                        defaultMessage:
                          'Offline: this is the board as this device last saw it (move {version, number}, kept {time}). Moves can be made once the connection is back.',
                      },
                      { version: latest.version, time: localTime(s.keptSince) },
                    )
              }</div>`
            : ''
        }
        ${actions ? html`<div class="action-bar" data-actions>${actions}</div>` : ''}
        ${
          this.actionsProblem
            ? html`<div class="alert" role="alert"><span>${msg({ id: 'game.screen.clientFailed', defaultMessage: 'The screen for this game could not be loaded: {reason}' }, { reason: this.actionsProblem })}</span>
          <button @click=${retryLoad}>${msg({ id: 'game.screen.tryAgain', defaultMessage: 'Try again' })}</button></div>`
            : ''
        }
        ${
          s.pending
            ? html`<span class="sending" role="status">${
                s.commandKind !== 'move'
                  ? msg({ id: 'game.screen.sendingRequest', defaultMessage: 'Sending your request…' })
                  : msg({ id: 'game.screen.sendingMove', defaultMessage: 'Sending your move…' })
              }</span>`
            : ''
        }
        ${
          s.rejection && s.commandKind === 'move'
            ? html`<div class="alert" role="alert"><span>${msg({ id: 'game.screen.moveRefused', defaultMessage: 'That move was refused: {reason}' }, { reason: errorText(s.rejection.code, s.rejection.message) })}</span>
          <button @click=${() => s.dismissRejection()}>${msg({ id: 'game.screen.dismiss', defaultMessage: 'Dismiss' })}</button></div>`
            : ''
        }
      </div>
      ${over ? this.lazy('final-ranking', html`<final-ranking tabindex="-1" .outcome=${latest.outcome} .names=${this.names} .seat=${this.viewerSeat}></final-ranking>`) : ''}
      ${
        over && this.viewerSeat !== null
          ? this.lazy(
              'rematch-panel',
              html`<rematch-panel .seat=${this.viewerSeat} .rematch=${s.rematch} .request=${s.connection === 'live' ? this.request : null}
            .offerNow=${rematchAsked()}></rematch-panel>`,
            )
          : ''
      }
      ${roundSettled(client, entries) ? this.lazy('round-summary', html`<round-summary .client=${client} .entries=${entries} .names=${this.names} .seat=${this.viewerSeat} .gameId=${this.gameId}></round-summary>`) : ''}
      <div class="layout">
        <main data-version=${latest.version}>
          ${client.renderTable(props)}
        </main>
        <aside>
          ${this.viewerSeat === null && s.seats.some((x) => x.open) ? this.lazy('seat-claim', html`<seat-claim .gameId=${this.gameId} .seats=${s.seats}></seat-claim>`) : ''}
          ${
            // Without clocks, the panel names the bots; with neither it draws nothing.
            playing && !kept && (clocks || bots.some(Boolean))
              ? this.lazy(
                  'seat-clocks',
                  html`<seat-clocks .clocks=${clocks} .clocksAt=${latest.clocksAt} .receivedAt=${s.latestReceivedAt} .names=${this.names} .bots=${bots} .seat=${this.viewerSeat}></seat-clocks>`,
                )
              : ''
          }
          ${
            own && !own.bot
              ? this.lazy(
                  'clock-panel',
                  html`<clock-panel .view=${own} .settings=${own.settings} ?busy=${s.pending !== null}
            .problem=${s.rejection && s.commandKind === 'clock' ? msg({ id: 'game.screen.requestRefused', defaultMessage: 'That request was refused: {reason}' }, { reason: errorText(s.rejection.code, s.rejection.message) }) : ''} @clock-request=${this.onClockRequest}></clock-panel>`,
                )
              : ''
          }
          ${
            latest.orders && forms
              ? this.lazy(
                  'standing-orders',
                  html`<standing-orders .block=${latest.orders} .forms=${forms} .view=${latest.view} .seat=${this.viewerSeat}
            ?busy=${s.pending !== null}
            .problem=${s.rejection && s.commandKind === 'orders' ? msg({ id: 'game.screen.ordersRefused', defaultMessage: 'Your orders were refused: {reason}' }, { reason: errorText(s.rejection.code, s.rejection.message) }) : ''}
            @orders-request=${this.onOrdersRequest}></standing-orders>`,
                )
              : ''
          }
          ${this.disclosed(
            'table-chat',
            chatSummary(unreadOf(s.chat.messages, chatSeen(this.gameId, this.viewerSeat), this.viewerSeat)),
            (d) => html`<table-chat>${d}</table-chat>`,
            html`<table-chat open .gameId=${this.gameId} .seat=${this.viewerSeat} .names=${this.names} .messages=${s.chat.messages}
            .spectators=${s.chat.spectators} .muted=${s.chat.muted} .host=${createdTable(this.gameId)?.hostToken ?? null}
            .request=${this.chatRequest} @chat-read=${() => this.requestUpdate()}></table-chat>`,
          )}
          ${
            // A spectator has no notes to read before the end.
            this.viewerSeat === null && latest.status !== 'over'
              ? ''
              : this.disclosed(
                  'private-notes',
                  notesSummary(latest.status === 'over'),
                  (d) => html`<private-notes>${d}</private-notes>`,
                  html`<private-notes open .gameId=${this.gameId} .seat=${this.viewerSeat} .names=${this.names} ?over=${latest.status === 'over'}
            .request=${this.chatRequest}></private-notes>`,
                )
          }
          ${
            this.viewerSeat !== null
              ? html`<details class="away" @toggle=${this.onAwayToggle}>
            <summary>${msg({ id: 'game.screen.away', defaultMessage: 'Notifications and table chat' })}</summary>
            ${
              this.awayOpened
                ? html`${this.lazy('push-controls', html`<push-controls .gameId=${this.gameId} .seat=${this.viewerSeat} .request=${this.request}></push-controls>`)}
            ${this.lazy('table-webhook', html`<table-webhook .state=${s.webhook} .request=${this.request}></table-webhook>`)}`
                : ''
            }
          </details>`
              : ''
          }
          <div class="tools">
            ${
              this.viewerSeat !== null && playing
                ? html`<label class="setting"><input type="checkbox" .checked=${this.confirming} @change=${this.onConfirmSetting}>
              ${msg({ id: 'game.screen.confirmMoves', defaultMessage: 'Confirm my moves' })}</label>`
                : ''
            }
            ${replaying ? '' : html`<button @click=${() => this.seek('last')}>${msg({ id: 'game.screen.replay', defaultMessage: 'Replay' })}</button>`}
            <button @click=${this.audit}>${msg({ id: 'game.screen.downloadLog', defaultMessage: 'Download the log (JSON)' })}</button>
          </div>
          ${latest.status === 'over' ? this.lazy('game-verifier', html`<game-verifier .gameId=${this.gameId}></game-verifier>`) : ''}
          ${this.toolProblem ? html`<p class="problem" role="alert">${this.toolProblem()}</p>` : ''}
          ${
            this.panelProblem
              ? html`<p class="problem" role="alert">${msg(
                  {
                    id: 'app.screenFailed',
                    defaultMessage:
                      'This screen could not be loaded ({reason}). Check the connection and reload the page.',
                  },
                  { reason: this.panelProblem.reason },
                )}</p>`
              : ''
          }
          ${this.linesOf(client) ? this.lazy('history-list', html`<history-list .entries=${entries} .client=${client} .names=${this.names} .bots=${bots} .current=${replaying && at ? at.step : 0} .seat=${this.viewerSeat}></history-list>`) : ''}
        </aside>
      </div>
      <confirm-move></confirm-move>`;
  }

  /** The rule set's screen, or the panels of its first sight, on their way, or why they could not come. */
  private clientLoadingScreen(header: unknown) {
    return html`${header}<main>${
      this.clientProblem
        ? html`<p class="problem" role="alert">${msg({ id: 'game.screen.clientFailed', defaultMessage: 'The screen for this game could not be loaded: {reason}' }, { reason: this.clientProblem })}</p>
          <p><button @click=${retryLoad}>${msg({ id: 'game.screen.tryAgain', defaultMessage: 'Try again' })}</button></p>`
        : html`<p role="status">${msg({ id: 'game.screen.loading', defaultMessage: 'Loading the game…' })}</p>`
    }</main>`;
  }

  /**
   * Whether the panels the client draws for these props are here (GameClient.prepare); if not, the
   * screen is drawn again once they are. A failure before the board was first drawn is the
   * screen's, with its Try again; a later one the action bar's, with its own.
   */
  private prepared(client: GameClient, props: TableProps): boolean {
    if (this.clientProblem !== null || this.actionsProblem !== null) return false;
    const fetching = client.prepare?.(props) ?? null;
    if (!fetching) return true;
    if (fetching !== this.preparing) {
      this.preparing = fetching;
      fetching.then(
        () => {
          this.requestUpdate();
          // A new decision's panel drawn before its code came had no control to take the focus.
          if (this.painted) void this.updateComplete.then(() => this.focusActions());
        },
        (err: unknown) => {
          // No asking again in this page: a failed import stays failed, and Try again reloads it.
          if (this.painted) this.actionsProblem = problemText(err);
          else this.clientProblem = problemText(err);
        },
      );
    }
    return false;
  }

  protected override willUpdate(): void {
    // The rule set's screen is its own chunk: fetched once the game's rule set is known (registry.ts).
    const rules = this.socket.meta?.rules;
    if (rules && !clientFor(rules) && canDraw(rules) && this.clientProblem === null && this.clientLoading !== rules) {
      this.clientLoading = rules;
      loadClient(rules)
        .then(
          () => this.requestUpdate(),
          (err: unknown) => {
            this.clientProblem = problemText(err);
          },
        )
        .finally(() => {
          this.clientLoading = null;
        });
    }
  }

  protected override updated(_changed: PropertyValues<this>): void {
    // A link refused draws no board: its reason's words are fetched now.
    if (this.socket.connection === 'failed') fetchErrorWords();
    if (!this.paintAwaited && this.renderRoot.querySelector('main[data-version]')) {
      this.paintAwaited = true;
      // The frame that paints the board, then a task after it (a hidden tab paints no frame: at once).
      if (document.hidden) this.onPainted();
      else requestAnimationFrame(() => setTimeout(() => this.onPainted()));
    }
    if (this.painted) this.fetchNotices();
    const drawn = this.focusOnDraw && customElements.get(this.focusOnDraw) ? this.focusOnDraw : null;
    if (drawn) {
      this.focusOnDraw = null;
      const panel = this.renderRoot.querySelector(drawn);
      panel?.scrollIntoView({ block: 'nearest' });
      if (panel instanceof LitElement) void panel.updateComplete.then(() => focusSummary(panel));
    }
    const latest = this.socket.log.latest;
    const meta = this.socket.meta;
    if (!latest || !meta) return;
    const mine = this.viewerSeat !== null && latest.toAct.includes(this.viewerSeat);
    // Drawn again on a language switch too: the tab's title follows the page's language.
    document.title = mine
      ? msg(
          { id: 'game.screen.tabTitleMine', defaultMessage: '● Your turn · {title} · Tradewinds' },
          { title: this.gameTitle },
        )
      : msg({ id: 'game.screen.tabTitle', defaultMessage: '{title} · Tradewinds' }, { title: this.gameTitle });
    // In-tab notices, where the seat's switch could not have pushes (turn-notices.ts): pushes need none.
    const inTab =
      this.viewerSeat !== null && notices?.turnNotices(this.gameId, this.viewerSeat).state.setting?.mode === 'tab';
    if (notices && mine && !this.wasMyTurn && document.hidden && inTab && this.socket.keptSince === null) {
      if (notices.tabNoticeKind() === 'notification') {
        // Tagged as a push for this seat is (web/src/sw/push-payload.ts): the two never show side by side.
        new Notification(
          msg(
            { id: 'game.screen.notificationTitle', defaultMessage: 'Your turn in {title}' },
            { title: this.gameTitle },
          ),
          {
            body: clientFor(meta.rules)?.task(latest.view) ?? '',
            tag: `${this.gameId}/${this.viewerSeat}`,
          },
        );
      } else this.flashTitle();
    }
    if (!mine || !document.hidden) this.stopFlash();
    else if (this.flashing) document.title = this.flashTitleText();
    // Until the notices' store is here, a turn that has come is still to be told.
    if (notices) this.wasMyTurn = mine;
    // The seat's turn starts (or its next decision comes): the first control of the action bar takes the focus.
    if (this.hasActions && !this.hadActions) void this.focusActions();
    this.hadActions = this.hasActions;
    // The game ends: the ranking comes into view with the focus, for the last mover as for everyone.
    // (Only the end itself: leaving a replay of a finished game does not pull the page back up.)
    const over = latest.status === 'over';
    if (over && this.wasOver !== true) void this.showRanking();
    this.wasOver = over;
    if (this.seat !== undefined && this.token !== undefined && latest.version !== this.rememberedVersion) {
      this.rememberedVersion = latest.version;
      rememberGame({
        gameId: this.gameId,
        seat: this.seat,
        token: this.token,
        rules: meta.rules,
        title: meta.title,
        names: this.names,
        status: latest.status,
        toAct: latest.toAct,
        version: latest.version,
        lastMoveAt: this.socket.log.entries.at(-1)?.at,
        deadline: latest.clocks?.find((c) => c.seat === this.seat)?.deadline ?? undefined,
      });
    }
  }

  private request = (message: { action: string } & Record<string, unknown>) => this.socket.request(message);

  /** The tab's title flashing, the in-tab notice where no browser notification is allowed: until the tab is seen. */
  private flashing: ReturnType<typeof setInterval> | null = null;
  private flashOn = false;

  private flashTitleText(): string {
    return this.flashOn
      ? msg({ id: 'game.screen.tabTitleFlash', defaultMessage: '▲ Your turn! · {title}' }, { title: this.gameTitle })
      : msg(
          { id: 'game.screen.tabTitleMine', defaultMessage: '● Your turn · {title} · Tradewinds' },
          { title: this.gameTitle },
        );
  }

  private flashTitle(): void {
    if (this.flashing) return;
    this.flashOn = true;
    document.title = this.flashTitleText();
    this.flashing = setInterval(() => {
      this.flashOn = !this.flashOn;
      document.title = this.flashTitleText();
    }, 1000);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  private onVisibility = () => {
    if (document.hidden) return;
    this.stopFlash();
    // The title as it stands without the flash.
    this.requestUpdate();
  };

  private stopFlash(): void {
    if (!this.flashing) return;
    clearInterval(this.flashing);
    this.flashing = null;
    this.flashOn = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  /** The chat's requests: the creator's moderation goes with its host token, not a seat's. */
  private chatRequest = (message: { action: string } & Record<string, unknown>) =>
    this.socket.requestAsViewer(message, {
      asSeat: message.action !== 'chat-hide' && message.action !== 'chat-settings',
    });

  /** "Table talk: 2 new" in the header, which opens the chat: unread messages seen from anywhere on the screen. */
  private chatBadge() {
    const unread = unreadOf(this.socket.chat.messages, chatSeen(this.gameId, this.viewerSeat), this.viewerSeat);
    if (unread === 0) return '';
    return html`<button class="chat-badge" data-chat-unread=${unread} @click=${this.openChat}>${msg(
      {
        id: 'game.screen.chatUnread',
        defaultMessage: 'Table talk: {n, plural, one {# new message} other {# new messages}}',
      },
      { n: unread },
    )}</button>`;
  }

  /** "Next game": the held game that needs this device's player most, other than this one (store/urgency.ts). */
  private nextGameLink() {
    const next = nextGame(listMyGames(), { gameId: this.gameId, seat: this.seat });
    if (!next) return '';
    const title = hasMessage(gameTitleId(next.rules)) ? msgById(gameTitleId(next.rules)) : next.title;
    return html`<a data-next-game=${next.gameId} href=${seatLink(next.gameId, next.seat, next.token)}>${msg(
      { id: 'game.screen.nextGame', defaultMessage: 'Next game: {title}' },
      { title },
    )}</a>`;
  }

  private openChat = async () => {
    if (!customElements.get('table-chat')) {
      // Not fetched yet: drawn open once here, its summary taking the focus.
      this.openPanel('table-chat', true);
      return;
    }
    const panel = this.renderRoot.querySelector<TableChatPanel>('table-chat');
    const details = panel?.shadowRoot?.querySelector('details');
    if (!panel || !details) return;
    // Its toggle event tells the panel, which then counts the messages read.
    details.open = true;
    await panel.updateComplete;
    panel.scrollIntoView({ block: 'nearest' });
    panel.shadowRoot?.querySelector<HTMLElement>('summary')?.focus();
  };

  /**
   * A move from the board, the action bar or a player panel: one that spends or raises money is asked
   * about first (unless this seat turned "Confirm my moves" off); once sent, the focus waits on the
   * turn block instead of falling to the page when the controls it was on go away.
   */
  private onCommandEvent = (e: CustomEvent<Command>) => void this.onCommand(e);

  private async onCommand(e: CustomEvent<Command>) {
    e.stopPropagation();
    const command = e.detail;
    const meta = this.socket.meta;
    const latest = this.socket.log.latest;
    const client = meta ? clientFor(meta.rules) : undefined;
    const legal = this.socket.log.legalCommands;
    let question: Confirmation | null = null;
    if (client && latest && this.confirming) {
      try {
        question = (await client.confirmations()).ask(command, latest.view, this.names, legal);
        // The dialog that asks comes with the first question (its tag is on the page, upgraded when defined).
        if (question) await Promise.all([import('./confirm-move.js'), needCatalog('panels')]);
      } catch (err) {
        // Not fetched (offline before this device's first move here): the move waits, and says why.
        this.toolProblem = () => problemText(err);
        return;
      }
    }
    if (question && !(await this.confirmMove.ask(question))) return;
    this.socket.send(command);
    await this.updateComplete;
    this.stickyBlock?.focus({ preventScroll: true });
  }

  /**
   * A spot chosen on the board or in the action bar's list. Chosen on the board, the focus goes up to
   * the bar's Place button, so a keyboard player confirms with Enter instead of tabbing back.
   */
  private onSpotSelectEvent = (e: CustomEvent<{ spot: string | null }>) => void this.onSpotSelect(e);

  private async onSpotSelect(e: CustomEvent<{ spot: string | null }>) {
    e.stopPropagation();
    this.selected = e.detail.spot;
    this.requestUpdate();
    const bar = this.renderRoot.querySelector<HTMLElement>('[data-actions]');
    if (!bar || e.composedPath().includes(bar) || !e.detail.spot) return;
    await this.updateComplete;
    await settled(bar);
    deepQuery(bar, 'button.primary:not([disabled])', HTMLElement)?.focus({ preventScroll: true });
  }

  private onConfirmSetting = (e: Event) => {
    this.confirming = fieldChecked(e);
    if (this.seat !== undefined) setConfirmsMoves(this.gameId, this.seat, this.confirming);
  };

  private async focusActions(): Promise<void> {
    const bar = this.renderRoot.querySelector<HTMLElement>('[data-actions]');
    if (!bar) return;
    await settled(bar);
    // Not while the player is typing elsewhere on the page (a clock setting, the chat webhook).
    const active = deepActiveElement();
    const activeRoot = active?.getRootNode();
    if (
      typingIn(active) &&
      !bar.contains(active) &&
      !(activeRoot instanceof ShadowRoot && bar.contains(activeRoot.host))
    )
      return;
    firstControl(bar)?.focus({ preventScroll: true });
  }

  private async showRanking(): Promise<void> {
    await this.updateComplete;
    const ranking = this.ranking;
    if (!ranking) return;
    await settled(ranking);
    window.scrollTo({ top: 0 });
    ranking.scrollIntoView({ block: 'nearest' });
    ranking.focus({ preventScroll: true });
  }

  private onClockRequest = (e: CustomEvent<ClockRequest>) => {
    e.stopPropagation();
    void this.socket.sendClockRequest(e.detail);
  };

  private onOrdersRequest = (e: CustomEvent<OrdersRequest>) => {
    e.stopPropagation();
    this.socket.sendOrders(e.detail.orders, e.detail.forced);
  };

  /** The away settings' panels are drawn (and their code fetched) once the player first opens them. */
  @state() private awayOpened = false;
  private onAwayToggle = (e: Event) => {
    if (e.target instanceof HTMLDetailsElement && e.target.open) this.awayOpened = true;
  };

  private onSeek = (e: CustomEvent<{ step: number }>) => void this.seek(e.detail.step);

  /** Shows the board after `step` events, or after the last move but one's ('last': where the Replay button opens). */
  private async seek(step: number | 'last'): Promise<void> {
    const meta = this.socket.meta;
    const latest = this.socket.log.latest;
    if (!meta || !latest) return;
    try {
      const { Replay } = (replayCode ??= await import('./replay.js'));
      this.replay ??= await Replay.load(meta.rules);
      this.showReplay(
        step === 'last' ? Math.max(1, Replay.stepAfter(this.socket.log.entries, latest.version - 1)) : step,
      );
    } catch (err) {
      this.toolProblem =
        replayCode && err instanceof replayCode.UnknownRules
          ? () =>
              msg(
                {
                  id: 'game.screen.replayUnknownRules',
                  defaultMessage: 'This client does not know the rule set "{rules}".',
                },
                { rules: meta.rules },
              )
          : () => problemText(err);
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
    this.toolProblem = null;
    // Until the log's code is here (fetched on the first download: most visits never ask for it),
    // a failure to fetch it is said as any other.
    let explain: (err: unknown) => string = problemText;
    try {
      const log = await import('./audit-log.js');
      explain = log.auditProblem;
      await log.downloadAuditLog(this.gameId);
    } catch (err) {
      this.toolProblem = () =>
        msg(
          { id: 'game.screen.downloadFailed', defaultMessage: 'Could not download the log: {reason}' },
          { reason: explain(err) },
        );
    }
  };
}

/**
 * Try again, after a screen's or a panel's code could not be fetched: a new page. The browser keeps
 * a failed import failed for the page's whole life (importing the same script again rejects at once,
 * without fetching it), so asking again in this page could never succeed. Offline, a reload would
 * show the browser's own error page instead of this one: the press waits for the network first.
 */
function retryLoad(): void {
  if (navigator.onLine) location.reload();
  else window.addEventListener('online', () => location.reload(), { once: true });
}

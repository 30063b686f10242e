import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import { gameDescriptionId, gameTitleId } from '../../../engine/catalog.js';
import { msg, msgById } from '../i18n/i18n.js';
import { messageOf } from '../ui/form-fields.js';
import { Localized } from '../i18n/localized.js';
import { fill, slot } from '../ui/rich-text.js';
import { listCreatedTables, rememberCreatedTable, type CreatedTable } from '../store/created-tables.js';
import { importFromHash } from '../store/import-link.js';
import { calendarFeed } from '../store/calendar-feed.js';
import { rulesLink } from '../rules/rules-link.js';
import './create-table-form.js';
import type { CreatedTablesList } from './created-tables-list.js';
import type { MyGamesList } from './my-games-list.js';
import { listMyGames } from '../store/my-games.js';
import { loadPanel } from './lazy-panels.js';
import { loadRuleSets, type RuleSetInfo } from './rule-sets.js';
import type { SeatLinks } from './seat-links.js';
import '../ui/tokens.js';

/** The lobby's panels fetched when first shown (lazy-panels.ts). */
const panels = {
  'my-games-list': () => import('./my-games-list.js'),
  'created-tables-list': () => import('./created-tables-list.js'),
  'transfer-panel': () => import('./transfer-panel.js'),
  'calendar-feed-panel': () => import('./calendar-feed-panel.js'),
  'seat-links': () => import('./seat-links.js'),
} as const;
type LobbyPanel = keyof typeof panels;

/**
 * The front page: the games this device holds, the tables it created (links kept), moving them
 * to another device, the games on offer with their rules, and a new table.
 */
@customElement('lobby-page')
export class LobbyPage extends LitElement {
  static override styles = css`
    :host { display: block; }
    main { display: grid; gap: var(--tw-space-24); max-inline-size: 52rem; margin-inline: auto; padding: var(--tw-space-20); }
    /* A grid item may be narrower than its widest line (a long menu choice): its fields shrink instead of the page spilling sideways. */
    main > * { min-inline-size: 0; }
    h1 { margin: 0; font-size: var(--tw-text-160); }
    h2 { margin: 0 0 var(--tw-space-10); font-size: var(--tw-text-105); }
    p.lead { margin: var(--tw-space-4) 0 0; color: var(--tw-ink-muted); }
    ul.games { margin: 0; padding-inline-start: var(--tw-space-24); display: grid; gap: var(--tw-space-6); }
    a { color: var(--tw-accent); }
    /* A panel fetched when first opened (lazy-panels.ts) looks as its own closed disclosure does meanwhile. */
    details.lazy { border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); background: var(--tw-paper); }
    details.lazy summary { cursor: pointer; font-weight: 600; }
    .problem { color: var(--tw-alert); }
    my-games-list { display: block; }
    p.muted { color: var(--tw-ink-muted); }
  `;

  @state() private created: CreatedTable | null = null;
  @state() private incoming = importFromHash(location.hash) ?? '';
  @state() private ruleSets: RuleSetInfo[] = [];
  /** The panels asked for so far (lazy-panels.ts): each is drawn once its code is here. */
  @state() private panels = new Set<LobbyPanel>();
  /** A panel whose code could not be fetched (offline before this device first opened it). */
  @state() private panelProblem = '';
  protected readonly i18n = new Localized(this);

  constructor() {
    super();
    // An import link asks at once, and a calendar feed is brought up to date on every visit: both open their panel.
    if (this.incoming) this.show('transfer-panel');
    if (calendarFeed()) this.show('calendar-feed-panel');
    if (listMyGames().length > 0) this.show('my-games-list');
    if (listCreatedTables().length > 0) this.show('created-tables-list');
  }

  /** Draws a list panel again from storage (an import or a create added to it), fetching it if it is not here yet. */
  private reloadList(panel: 'my-games-list' | 'created-tables-list', held: number): void {
    if (this.panels.has(panel)) this.renderRoot.querySelector<MyGamesList | CreatedTablesList>(panel)?.reload();
    else if (held > 0) this.show(panel);
  }

  /** Fetches a panel and draws it once it is here; `then` runs after it is drawn. */
  private show(panel: LobbyPanel, then?: () => void): void {
    loadPanel(panel, panels[panel]).then(
      async () => {
        this.panels = new Set([...this.panels, panel]);
        this.panelProblem = '';
        await this.updateComplete;
        then?.();
      },
      (e: unknown) => {
        this.panelProblem = msg(
          {
            id: 'app.screenFailed',
            defaultMessage: 'This screen could not be loaded ({reason}). Check the connection and reload the page.',
          },
          { reason: messageOf(e) },
        );
      },
    );
  }

  /**
   * My games before its list is here: its heading, and that it is empty (the list is fetched only
   * once the device holds a game). Children of the undefined element, drawn until it is defined.
   */
  private noGamesYet() {
    return html`<my-games-list><h2 id="my-games-title">${msg({ id: 'lobby.myGames.heading', defaultMessage: 'My games' })}</h2>${
      listMyGames().length === 0
        ? html`<p class="muted">${msg({ id: 'lobby.myGames.empty', defaultMessage: 'Games you open from a seat link appear here, on this device.' })}</p>`
        : ''
    }</my-games-list>`;
  }

  /** A panel's closed disclosure, until its code is here: opening it fetches the panel, drawn open, its summary keeping the focus. */
  private disclosure(panel: LobbyPanel, summary: string) {
    const open = (e: Event) => {
      const details = e.currentTarget as HTMLDetailsElement;
      if (!details.open) return;
      const focused = this.shadowRoot?.activeElement === details.querySelector('summary');
      this.show(panel, () => {
        if (focused) this.renderRoot.querySelector(panel)?.shadowRoot?.querySelector<HTMLElement>('summary')?.focus();
      });
    };
    return html`<details class="lazy" data-panel=${panel} @toggle=${open}><summary>${summary}</summary></details>`;
  }

  private onHash = () => {
    const text = importFromHash(location.hash);
    if (!text) return;
    this.incoming = text;
    this.show('transfer-panel');
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
    void loadRuleSets().then((r) => (this.ruleSets = r));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
  }

  protected override updated(changed: PropertyValues): void {
    // The links are what the creator came for: bring them into view, with focus for keyboards and readers.
    if (changed.has('created') && this.created)
      void this.renderRoot.querySelector<SeatLinks>('seat-links')?.focusHeading();
  }

  private onCreated = (e: CustomEvent<CreatedFrame>) => {
    const c = e.detail;
    const info = this.ruleSets.find((r) => r.id === c.rules);
    // Kept on this device at once: the links are shown here only now, and a reload must not lose them.
    const table: CreatedTable = {
      gameId: c.gameId,
      rules: c.rules,
      title: info ? msgById(gameTitleId(info.id)) : c.rules,
      createdAt: new Date().toISOString(),
      seats: c.seats,
      spectatorLink: c.spectatorLink,
      commitment: c.commitment,
      ...(c.hostToken !== undefined && { hostToken: c.hostToken }),
    };
    rememberCreatedTable(table);
    this.reloadList('created-tables-list', listCreatedTables().length);
    // The links are drawn once their panel is here (updated() then brings them into view).
    this.show('seat-links', () => (this.created = table));
  };

  private onImported = () => {
    this.reloadList('my-games-list', listMyGames().length);
    this.reloadList('created-tables-list', listCreatedTables().length);
  };

  override render() {
    return html`<main>
      <header><h1>Tradewinds</h1><p class="lead">${msg({ id: 'lobby.lead', defaultMessage: 'Maritime trading games with friends, one move at a time.' })}</p></header>
      ${this.created ? html`<seat-links fresh .created=${this.created}></seat-links>` : ''}
      ${this.panels.has('my-games-list') ? html`<my-games-list></my-games-list>` : this.noGamesYet()}
      ${
        this.panels.has('calendar-feed-panel')
          ? html`<calendar-feed-panel open></calendar-feed-panel>`
          : this.disclosure(
              'calendar-feed-panel',
              msg({ id: 'lobby.calendar.summary', defaultMessage: 'Add my deadlines to a calendar' }),
            )
      }
      ${this.panels.has('created-tables-list') ? html`<created-tables-list></created-tables-list>` : ''}
      ${
        this.panels.has('transfer-panel')
          ? html`<transfer-panel open .incoming=${this.incoming} @games-imported=${this.onImported}></transfer-panel>`
          : html`<section><h2>${msg({ id: 'lobby.transfer.heading', defaultMessage: 'Move my games to another device' })}</h2>${this.disclosure(
              'transfer-panel',
              msg({ id: 'lobby.transfer.summary', defaultMessage: 'Export or import My games' }),
            )}</section>`
      }
      ${this.panelProblem ? html`<p class="problem" role="alert">${this.panelProblem}</p>` : ''}
      <section>
        <h2 id="games-title">${msg({ id: 'lobby.games.heading', defaultMessage: 'The games' })}</h2>
        <ul class="games">${this.ruleSets.map(
          (r) => html`<li data-rules=${r.id}>
          <strong>${msgById(gameTitleId(r.id))}</strong> ${msg({ id: 'lobby.games.players', defaultMessage: '({min, number} to {max, number} players)' }, { min: r.seats.min, max: r.seats.max })}: ${msgById(gameDescriptionId(r.id))} <a href=${rulesLink(r.id)}>${msg({ id: 'rules.rulesOf', defaultMessage: 'Rules of {title}' }, { title: msgById(gameTitleId(r.id)) })}</a></li>`,
        )}</ul>
        <p>${fill(
          msg(
            { id: 'lobby.games.allRules', defaultMessage: '{link}, those still to come to the lobby included.' },
            { link: slot('link') },
          ),
          {
            link: html`<a href=${rulesLink('')}>${msg({ id: 'lobby.games.allRulesLink', defaultMessage: 'The rules of every game' })}</a>`,
          },
        )}</p>
      </section>
      <create-table-form @table-created=${this.onCreated}></create-table-form>
    </main>`;
  }
}

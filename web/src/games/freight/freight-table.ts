import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import type { SeatClockView } from '../../../../engine/core/clock/clocks.js';
import type { FreightEntry } from './fleet-facts.js';
import { msg, needCatalog } from '../../i18n/i18n.js';
import { messageOf } from '../../ui/form-fields.js';
import { Localized } from '../../i18n/localized.js';
import { templatesOf, valuesOf } from '../../../../engine/core/legal-templates.js';
import type { LegalTemplate } from '../game-client.js';
import type { CatalogPart } from '../../i18n/catalog-parts.js';
import { guideShown, marketShown } from './freight-actions.js';
import { auctionShown } from './auction-facts.js';
import './table-parts.js';
import '../../ui/tokens.js';

/**
 * A part of the table fetched when first drawn, its words first: the element is on the page
 * already and draws the moment its code defines it, and drawn before its words it wrote its
 * messages from their English fallbacks, which the page cannot format where they count or choose
 * (a race a loaded machine lost). Fetched once; after a failure, again at the next drawing (back
 * online, say).
 */
function onDemand(words: readonly CatalogPart[], code: () => Promise<unknown>): () => Promise<unknown> {
  let asked: Promise<unknown> | null = null;
  return () =>
    (asked ??= Promise.all(words.map(needCatalog))
      .then(code)
      .catch((e: unknown) => {
        asked = null;
        throw e;
      }));
}

/**
 * The final valuation, fetched once a game is over (a game in play never draws it), with the news'
 * words too: it writes a debt as the arrival report does (freight.arrival.minus), and a finished
 * game's link draws it before the board is painted.
 */
const loadFinal = onDemand(['freightFinal', 'freightNews'], () => import('./final-valuation.js'));
/** The chance card drawn last and the last arrival, fetched once the board is painted (TableProps.painted). */
const loadNews = onDemand(['freightNews', 'freightCards'], () => import('./table-news.js'));

/**
 * The freight game's table for one viewer: at the viewer's port phase, until this device dismisses it,
 * the first-voyage guide; what just happened at sea (the card drawn, the last
 * arrival's payments), the board with the routes the viewer may sail drawn out, the market of the
 * port where the ship at hand lies, the docks, the table's end vote, every player's fleet and money,
 * and at the end each player's valuation. The controls of the decision at hand are drawn apart
 * (freight-actions.ts), in the game screen's action bar.
 */
@customElement('freight-table')
export class FreightTable extends LitElement {
  static override styles = css`
    :host { display: grid; gap: var(--tw-space-16); }
    .news { display: grid; gap: var(--tw-space-12); grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); }
    /* Left to right like the map inside, whatever the page's direction (scrolled to London once drawn: updated()). */
    .board-wrap { overflow-x: auto; border-radius: 14px; direction: ltr; }
    .board-wrap:focus-visible { outline: 3px solid var(--tw-focus); outline-offset: 2px; }
    /* Below about 860 px the map's smallest print (square names, ship names) would shrink under 8.5 px. */
    sea-board { min-width: 860px; }
    .players { display: grid; gap: var(--tw-space-10); grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); }
  `;

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) entries: readonly FreightEntry[] = [];
  @property({ attribute: false }) selected: string | null = null;
  @property({ attribute: false }) clocks: readonly SeatClockView[] | undefined;
  @property({ attribute: false }) painted = false;

  /** Why a part fetched on demand could not be (offline before this device saw a game end, say), by part. */
  @state() private problems: Readonly<Record<'final' | 'news', string>> = { final: '', news: '' };

  /** The board's region is scrolled to the middle once: a phone opens on London, where every ship starts, not on New York. */
  private centred = false;

  protected override updated(): void {
    const wrap = this.renderRoot.querySelector<HTMLElement>('.board-wrap');
    if (this.centred || !wrap || wrap.clientWidth === 0) return;
    this.centred = true;
    wrap.scrollLeft = (wrap.scrollWidth - wrap.clientWidth) / 2;
  }

  /** A part fetched on demand, drawn once its code is here (its elements upgrade then), or why it could not be. */
  private onDemand(part: 'final' | 'news', load: () => Promise<unknown>, template: unknown) {
    load().then(
      () => this.problemIs(part, ''),
      (e: unknown) =>
        this.problemIs(
          part,
          msg(
            {
              id: 'app.screenFailed',
              defaultMessage: 'This screen could not be loaded ({reason}). Check the connection and reload the page.',
            },
            { reason: messageOf(e) },
          ),
        ),
    );
    return this.problems[part] ? html`<p role="alert">${this.problems[part]}</p>` : template;
  }

  private problemIs(part: 'final' | 'news', problem: string): void {
    if (this.problems[part] !== problem) this.problems = { ...this.problems, [part]: problem };
  }

  override render() {
    const v = this.view;
    // The routes of one ship only: with two ships in port between ship-turns the action bar shows the one
    // the player opens, which the board cannot know, so the board offers routes once one ship may sail.
    const sailing = templatesOf(this.legal, 'sail');
    const active = v.phase.kind === 'turn' ? v.phase.active?.ship : undefined;
    const offered = active ? sailing.filter((t) => t.ship === active) : sailing.length === 1 ? sailing : [];
    const routes = new Set(offered.flatMap((t) => valuesOf<string>(t.route)));
    // The guide stands at the top of the table, just under the action bar, while the viewer trades in port
    // (its code and words fetched with the decision's panel: freight-actions.ts).
    return html`
      ${guideShown(this) ? html`<first-voyage-guide></first-voyage-guide>` : ''}
      ${v.status === 'over' ? this.onDemand('final', loadFinal, html`<final-valuation .view=${v} .entries=${this.entries} .names=${this.names} .seat=${this.seat}></final-valuation>`) : ''}
      ${
        this.painted
          ? this.onDemand(
              'news',
              loadNews,
              html`<div class="news">
        <chance-card .view=${v} .entries=${this.entries} .names=${this.names} .seat=${this.seat}></chance-card>
        <arrival-report .view=${v} .entries=${this.entries} .names=${this.names} .seat=${this.seat}></arrival-report>
      </div>`,
            )
          : ''
      }
      <div class="board-wrap" tabindex="0" role="region" aria-label=${msg({ id: 'freight.table.boardRegion', defaultMessage: 'Sea map (scrolls sideways on a narrow screen)' })}>
        <sea-board .view=${v} .names=${this.names} .seat=${this.seat} .routes=${routes} .selected=${this.selected}></sea-board>
      </div>
      <board-legend></board-legend>
      ${marketShown(v) ? html`<port-market .view=${v} .legal=${this.legal} .seat=${this.seat} .names=${this.names}></port-market>` : ''}
      ${auctionShown(v, this.entries) ? html`<auction-status .view=${v} .names=${this.names} .seat=${this.seat} .entries=${this.entries} .clocks=${this.clocks}></auction-status>` : ''}
      <end-vote-panel .view=${v} .legal=${this.legal} .names=${this.names} .seat=${this.seat}></end-vote-panel>
      <div class="players" role="list" aria-label=${msg({ id: 'freight.table.players', defaultMessage: 'Players' })}>
        ${v.players.map((p) => html`<fleet-panel role="listitem" .view=${v} .player=${p.seat} .names=${this.names} .seat=${this.seat} .entries=${this.entries}></fleet-panel>`)}
      </div>
      <docks-panel .view=${v} .legal=${this.legal}></docks-panel>`;
  }
}

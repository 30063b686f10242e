import { LitElement, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { parseLink } from '../../../lambdas/protocol/links.js';
import { isQuickReference, rulesId } from '../rules/rules-link.js';
import { startLocale } from '../i18n/chosen-locale.js';
import { msg, needCatalog } from '../i18n/i18n.js';
import { SCREEN_PARTS, type CatalogPart } from '../i18n/catalog-parts.js';
import { Localized } from '../i18n/localized.js';
import { messageOf } from '../ui/form-fields.js';
import { fetchErrorWords } from '../i18n/errors.js';
import '../i18n/language-picker.js';

/**
 * Each screen's code, fetched when the address first asks for it: the lobby never downloads the
 * game screen (and its boards and engine), a seat link never downloads the lobby's forms, nor
 * the words of a screen it does not show.
 */
const screens = {
  game: () => Promise.all([import('../game-screen/game-screen.js'), needCatalogs(SCREEN_PARTS.game)]),
  lobby: () => Promise.all([import('../lobby/lobby-page.js'), needCatalogs(SCREEN_PARTS.lobby)]),
  rules: () => Promise.all([import('../rules/rules-page.js'), needCatalogs(SCREEN_PARTS.rules)]),
} as const;

/** A screen's words, in the page's language, fetched beside its code (the screen draws once both are here). */
const needCatalogs = (parts: readonly CatalogPart[]) => Promise.all(parts.map(needCatalog));
type Screen = keyof typeof screens;

/**
 * Chooses the screen from the address: a seat or spectator link opens that game, `#rules/<id>`
 * a rule set's rules, anything else (an `#import=` link included) the lobby.
 */
@customElement('tradewinds-app')
export class TradewindsApp extends LitElement {
  @state() private hash = location.hash;
  @state() private loaded = new Set<Screen>();
  @state() private failed = '';
  /** The language's catalog is here (nothing is drawn before it, so no screen flashes English). */
  @state() private ready = false;
  protected readonly i18n = new Localized(this);

  constructor() {
    super();
    startLocale().then(
      () => (this.ready = true),
      // Said in English, the only language the page holds without a catalog.
      (e: unknown) =>
        (this.failed = msg(
          {
            id: 'app.languageFailed',
            defaultMessage:
              "The page's language could not be loaded ({reason}). Check the connection and reload the page.",
          },
          { reason: messageOf(e) },
        )),
    );
  }

  private onHash = () => {
    this.hash = location.hash;
    window.scrollTo(0, 0);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
  }

  // The screens style themselves; the app adds no shadow root of its own.
  protected override createRenderRoot() {
    return this;
  }

  /** Screens whose code is on its way. */
  private loading = new Set<Screen>();

  /** Whether the screen's code is here; if not, fetches it (once) and draws again when it comes. */
  private need(screen: Screen): boolean {
    if (this.loaded.has(screen)) return true;
    if (this.loading.has(screen)) return false;
    this.loading.add(screen);
    screens[screen]().then(
      () => (this.loaded = new Set([...this.loaded, screen])),
      // Offline before the service worker kept this chunk, or a deploy replaced it: say so, with the way out.
      (e: unknown) =>
        (this.failed = msg(
          {
            id: 'app.screenFailed',
            defaultMessage: 'This screen could not be loaded ({reason}). Check the connection and reload the page.',
          },
          { reason: messageOf(e) },
        )),
    );
    return false;
  }

  protected override updated(): void {
    // The game screen asks for them once its board is painted (a seat link's first load is its board).
    if (this.loaded.has('lobby') || this.loaded.has('rules')) fetchErrorWords();
  }

  override render(): unknown {
    if (this.failed) return html`<main><p role="alert">${this.failed}</p></main>`;
    if (!this.ready) return html`<main aria-busy="true"></main>`;
    // A named region, so that everything on the page sits in a landmark (the screens bring their own main).
    return html`<section class="app-bar" aria-label=${msg({ id: 'app.language', defaultMessage: 'Language' })}><language-picker></language-picker></section>${this.screen()}`;
  }

  private screen(): unknown {
    const link = parseLink(this.hash);
    const rules = rulesId(this.hash);
    const screen: Screen = link ? 'game' : rules !== null ? 'rules' : 'lobby';
    if (!this.need(screen))
      return html`<main aria-busy="true"><p role="status">${msg({ id: 'app.loading', defaultMessage: 'Loading…' })}</p></main>`;
    if (link) {
      // A different link is a different game screen (and socket), never a reused one.
      return keyed(
        this.hash,
        html`<game-screen .gameId=${link.gameId} .seat=${link.seat} .token=${link.token}></game-screen>`,
      );
    }
    if (rules !== null) return html`<rules-page .ruleSet=${rules} .quick=${isQuickReference(this.hash)}></rules-page>`;
    return html`<lobby-page></lobby-page>`;
  }
}

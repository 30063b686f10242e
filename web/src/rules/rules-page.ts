import { LitElement, css, html, render, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { catalog, gameDescriptionId, gameTitleId } from '../../../engine/catalog.js';
import { LOCALE_INFO, type Locale } from '../../../i18n/locales.js';
import { locale, msg, msgById } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import { renderMarkdown } from './markdown.js';
import { boardMap, hasQuickReference, quickReference } from './quick-references.js';
import { quickReferenceLink, rulesLink } from './rules-link.js';
import { rulesText } from './rules-texts.js';
import '../ui/tokens.js';
import { messageOf } from '../ui/form-fields.js';

const title = (id: string) => msgById(gameTitleId(id));

/**
 * A rule set's rules, for players: `#rules/<id>`, from the lobby's game menu and the game screen.
 * `#rules` alone lists every rule set. The text is ours (docs/rules/), rendered by markdown.ts,
 * which escapes everything it does not write itself. The page is in the page's language
 * (docs/rules/<locale>/), loaded again when the language changes.
 */
@customElement('rules-page')
export class RulesPage extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    main { max-inline-size: 48rem; margin-inline: auto; padding: var(--tw-space-20); line-height: 1.5; }
    nav.top { display: flex; flex-wrap: wrap; gap: var(--tw-space-8) var(--tw-space-20); align-items: baseline; }
    a { color: var(--tw-accent); }
    .rules h1 { font-size: var(--tw-text-160); margin: var(--tw-space-12) 0; }
    .rules h2 { font-size: var(--tw-text-130); margin-block-start: var(--tw-space-32); border-block-end: 1px solid var(--tw-line); scroll-margin-block-start: var(--tw-space-20); }
    .rules h3 { font-size: var(--tw-text-110); scroll-margin-block-start: var(--tw-space-20); }
    .rules code { background: var(--tw-sand-89-2); padding: 0 var(--tw-space-4); border-radius: 0.2rem; font-size: 0.9em; overflow-wrap: anywhere; }
    .rules pre { overflow-x: auto; background: var(--tw-paper); border: 1px solid var(--tw-line); padding: var(--tw-space-10); }
    .rules pre code { background: none; padding: 0; }
    /* A rule set's text map is clipped on a phone: there its real board stands in its place. */
    .rules .board-map { display: none; margin: var(--tw-space-10) 0; }
    @media (max-width: 40rem) {
      .rules pre.text-map { display: none; }
      .rules .board-map { display: block; }
    }
    .rules blockquote { margin: var(--tw-space-10) 0; padding: 0 var(--tw-space-16); border-inline-start: 3px solid var(--tw-line); color: var(--tw-grey-27-2); }
    .rules .table { overflow-x: auto; }
    .rules table { border-collapse: collapse; margin: var(--tw-space-10) 0; font-size: var(--tw-text-90); }
    .rules th, .rules td { border: 1px solid var(--tw-line); padding: var(--tw-space-5) var(--tw-space-9); text-align: start; vertical-align: top; }
    .rules th { background: var(--tw-sand-89-2); }
    nav.parts { display: flex; flex-wrap: wrap; gap: var(--tw-space-8) var(--tw-space-20); margin-block-start: var(--tw-space-12); }
    nav.parts a[aria-current='page'] { font-weight: 600; text-decoration: none; color: var(--tw-ink); }
    h1 { font-size: var(--tw-text-160); margin: var(--tw-space-12) 0; }
    details.contents { background: var(--tw-paper); border: 1px solid var(--tw-line); border-radius: 0.5rem; padding: var(--tw-space-8) var(--tw-space-14); }
    ul.games { padding-inline-start: var(--tw-space-24); }
    .note { font-style: italic; }
    .error { color: var(--tw-alert); }
  `,
  ];

  /** The rule set's id; '' for the list of every rule set. */
  @property({ attribute: 'ruleset' }) ruleSet = '';
  /** The rule set's one-page quick reference instead of its full rules (`#rules/<id>/quick`), where it has one. */
  @property({ type: Boolean }) quick = false;
  /** The quick reference drawn, once its module is loaded, and the rule set it is of. */
  @state() private reference: { id: string; body: TemplateResult } | null = null;
  @state() private html = '';
  /** The language of the page shown (English while a translation is still to come). */
  @state() private htmlLocale: Locale = 'en';
  @state() private error = '';
  /** The language the text shown was asked for: a switch loads the page in the new one. */
  private loadedFor: Locale | null = null;
  /** The rule set the text shown is of. */
  private htmlFor = '';
  private focusOnShow = false;
  protected readonly i18n = new Localized(this);

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('ruleSet') || this.loadedFor !== locale()) void this.load();
    if (this.showsQuick() && this.reference?.id !== this.ruleSet) void this.loadQuick(this.ruleSet);
  }

  private showsQuick(): boolean {
    return this.quick && hasQuickReference(this.ruleSet);
  }

  private async loadQuick(id: string) {
    try {
      const body = await quickReference(id);
      if (this.ruleSet === id) this.reference = { id, body };
    } catch (e) {
      if (this.ruleSet === id)
        this.error = msg(
          {
            id: 'rules.loadFailed',
            defaultMessage: 'The rules could not be loaded ({reason}). Check the connection and reload the page.',
          },
          { reason: messageOf(e) },
        );
    }
  }

  private async load() {
    const id = this.ruleSet;
    const want = locale();
    this.loadedFor = want;
    this.error = '';
    // Another rule set's text goes at once; the same rules stay on screen until the new language's come.
    if (this.htmlFor !== id) {
      this.html = '';
      this.focusOnShow = true;
    }
    if (!id) {
      this.htmlFor = '';
      return;
    }
    try {
      const found = await rulesText(id, want);
      if (this.ruleSet !== id || this.loadedFor !== want) return;
      if (!found) {
        this.html = '';
        this.error = msg({ id: 'rules.unknown', defaultMessage: 'There are no rules called "{id}" here.' }, { id });
        return;
      }
      this.html = renderMarkdown(found.text);
      this.htmlFor = id;
      this.htmlLocale = found.locale;
    } catch (e) {
      if (this.ruleSet !== id) return;
      this.error = msg(
        {
          id: 'rules.loadFailed',
          defaultMessage: 'The rules could not be loaded ({reason}). Check the connection and reload the page.',
        },
        { reason: messageOf(e) },
      );
    }
  }

  protected override updated(changed: PropertyValues): void {
    // Each time the rules' text is drawn anew (another language, back from the quick reference).
    if (this.html && this.unmappedTextMap()) void this.placeBoardMap(this.ruleSet, this.html);
    if (this.html)
      document.title = msg(
        { id: 'rules.documentTitle', defaultMessage: 'Rules: {title} · Tradewinds' },
        { title: title(this.ruleSet) },
      );
    // A new page takes the focus; the same page redrawn in another language leaves it on the picker.
    if (changed.has('html') && this.html && this.focusOnShow) {
      this.focusOnShow = false;
      this.renderRoot.querySelector<HTMLElement>('.rules h1')?.focus({ preventScroll: true });
    }
  }

  /** A link to a heading on this page scrolls to it; the address keeps naming the rules. */
  private onClick = (e: Event) => {
    const t = e.target;
    const a = t instanceof Element ? t.closest('a[data-anchor]') : null;
    if (!a) return;
    e.preventDefault();
    const target = this.renderRoot.querySelector(`[id="${CSS.escape(a.getAttribute('data-anchor') ?? '')}"]`);
    target?.scrollIntoView({ block: 'start' });
  };

  /** The rules' text map (their first preformatted block) while no real board stands beside it. */
  private unmappedTextMap(): HTMLElement | null {
    const pre = this.renderRoot.querySelector<HTMLElement>('.rules pre');
    return pre && !pre.classList.contains('text-map') ? pre : null;
  }

  /**
   * Puts the rule set's real board beside the text map of its rules, once its module is loaded;
   * the styles show one or the other by the screen's width.
   */
  private async placeBoardMap(id: string, text: string): Promise<void> {
    const map = boardMap(id);
    if (!map) return;
    const drawn = await map.catch(() => null);
    const pre = this.unmappedTextMap();
    if (!drawn || !pre || this.ruleSet !== id || this.html !== text) return;
    pre.classList.add('text-map');
    const box = document.createElement('div');
    box.className = 'board-map';
    pre.after(box);
    render(drawn, box);
  }

  override render() {
    const known = catalog.some((c) => c.id === this.ruleSet);
    const name = known ? title(this.ruleSet) : this.ruleSet;
    const contents = this.html ? [...this.html.matchAll(/<h2 id="([^"]*)">(.*?)<\/h2>/g)] : [];
    const here = locale();
    return html`<main @click=${this.onClick}>
      <nav class="top" aria-label=${msg({ id: 'rules.nav', defaultMessage: 'Rules' })}>
        <a href="#">${msg({ id: 'rules.backToLobby', defaultMessage: '← Back to the lobby' })}</a>
        ${catalog.filter((c) => c.id !== this.ruleSet).map((c) => html`<a href=${rulesLink(c.id)}>${msg({ id: 'rules.rulesOf', defaultMessage: 'Rules of {title}' }, { title: title(c.id) })}</a>`)}
      </nav>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      ${!this.ruleSet ? html`<h1>${msg({ id: 'rules.heading', defaultMessage: 'Rules' })}</h1><ul class="games">${catalog.map((c) => html`<li><a href=${rulesLink(c.id)}>${title(c.id)}</a>: ${msgById(gameDescriptionId(c.id))}</li>`)}</ul>` : ''}
      ${this.ruleSet && hasQuickReference(this.ruleSet) ? this.switcher(name) : ''}
      ${this.showsQuick() ? this.quickPage(name) : this.fullPage(name, contents, here)}
    </main>`;
  }
  /** Between the quick reference and the full rules: the page shown is named, the other linked. */
  private switcher(name: string): TemplateResult {
    const quick = this.showsQuick();
    return html`<nav class="parts" aria-label=${msg({ id: 'rules.parts', defaultMessage: 'Rules of {title}: quick or full' }, { title: name })}>
      <a href=${quickReferenceLink(this.ruleSet)} aria-current=${quick ? 'page' : 'false'}>${msg({ id: 'rules.quickLink', defaultMessage: 'Quick reference (one page, with the map)' })}</a>
      <a href=${rulesLink(this.ruleSet)} aria-current=${quick ? 'false' : 'page'}>${msg({ id: 'rules.fullLink', defaultMessage: 'Full rules' })}</a>
    </nav>`;
  }

  private quickPage(name: string): TemplateResult {
    const ref = this.reference?.id === this.ruleSet ? this.reference.body : null;
    return html`<h1 tabindex="-1">${msg({ id: 'rules.quickHeading', defaultMessage: '{title}: quick reference' }, { title: name })}</h1>
      ${ref ?? (this.error ? '' : html`<p role="status">${msg({ id: 'rules.loading', defaultMessage: 'Loading the rules of {title}…' }, { title: name })}</p>`)}`;
  }

  private fullPage(name: string, contents: RegExpExecArray[], here: Locale): TemplateResult {
    return html`${this.ruleSet && !this.html && !this.error ? html`<p role="status">${msg({ id: 'rules.loading', defaultMessage: 'Loading the rules of {title}…' }, { title: name })}</p>` : ''}
      ${this.html && this.htmlLocale !== here ? html`<p class="note" role="note">${msg({ id: 'rules.notTranslated', defaultMessage: 'These rules are not written in {language} yet: here they are in English.' }, { language: LOCALE_INFO[here].name })}</p>` : ''}
      ${contents.length > 2 ? html`<details class="contents" lang=${this.htmlLocale}><summary>${msg({ id: 'rules.contents', defaultMessage: 'Contents' })}</summary><ul>${contents.map((m) => html`<li><a href="#" data-anchor=${m[1]}>${unsafeHTML(m[2])}</a></li>`)}</ul></details>` : ''}
      ${this.html ? html`<article class="rules" lang=${this.htmlLocale} dir=${LOCALE_INFO[this.htmlLocale].dir} aria-label=${msg({ id: 'rules.rulesOf', defaultMessage: 'Rules of {title}' }, { title: name })}>${unsafeHTML(focusable(this.html))}</article>` : ''}`;
  }
}

/**
 * The page's HTML with the title focusable from script (a new page's focus lands on it) and
 * every box that scrolls sideways on a phone (wide tables, code) reachable by keyboard.
 */
const focusable = (page: string) =>
  page
    .replace('<h1 ', '<h1 tabindex="-1" ')
    .replaceAll('<div class="table">', '<div class="table" tabindex="0">')
    .replaceAll('<pre>', '<pre tabindex="0">');

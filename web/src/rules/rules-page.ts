import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { catalog, catalogEntry } from '../../../engine/catalog.js';
import { controlStyles } from '../ui/shared-styles.js';
import { renderMarkdown } from './markdown.js';
import { rulesLink } from './rules-link.js';
import { rulesTexts } from './rules-texts.js';

/**
 * A rule set's rules, for players: `#rules/<id>`, from the lobby's game menu and the game screen.
 * `#rules` alone lists every rule set. The text is ours (docs/rules/), rendered by markdown.ts,
 * which escapes everything it does not write itself.
 */
@customElement('rules-page')
export class RulesPage extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; }
    main { max-width: 48rem; margin: 0 auto; padding: 1rem; line-height: 1.5; }
    nav.top { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: baseline; }
    a { color: #0f5e8c; }
    .rules h1 { font-size: 1.6rem; margin: 0.6rem 0; }
    .rules h2 { font-size: 1.3rem; margin-top: 1.6rem; border-bottom: 1px solid #d5cab2; scroll-margin-top: 1rem; }
    .rules h3 { font-size: 1.1rem; scroll-margin-top: 1rem; }
    .rules code { background: #efe7d6; padding: 0 0.2rem; border-radius: 0.2rem; font-size: 0.9em; overflow-wrap: anywhere; }
    .rules pre { overflow-x: auto; background: #fffdf8; border: 1px solid #d5cab2; padding: 0.5rem; }
    .rules pre code { background: none; padding: 0; }
    .rules blockquote { margin: 0.5rem 0; padding: 0 0.8rem; border-left: 3px solid #d5cab2; color: #4a463e; }
    .rules .table { overflow-x: auto; }
    .rules table { border-collapse: collapse; margin: 0.5rem 0; font-size: 0.9rem; }
    .rules th, .rules td { border: 1px solid #d5cab2; padding: 0.25rem 0.45rem; text-align: left; vertical-align: top; }
    .rules th { background: #efe7d6; }
    details.contents { background: #fffdf8; border: 1px solid #d5cab2; border-radius: 0.5rem; padding: 0.4rem 0.7rem; }
    ul.games { padding-left: 1.2rem; }
    .error { color: #a23a16; }
  `];

  /** The rule set's id; '' for the list of every rule set. */
  @property() ruleSet = '';
  @state() private html = '';
  @state() private error = '';

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('ruleSet')) void this.load();
  }

  private async load() {
    this.html = '';
    this.error = '';
    const id = this.ruleSet;
    if (!id) return;
    const text = rulesTexts[id];
    if (!text) {
      this.error = `There are no rules called "${id}" here.`;
      return;
    }
    try {
      const md = (await text()).default;
      if (this.ruleSet === id) this.html = renderMarkdown(md);
    } catch (e) {
      this.error = `The rules could not be loaded (${(e as Error).message}). Check the connection and reload the page.`;
    }
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('html') && this.html) {
      document.title = `Rules: ${catalogEntry(this.ruleSet)?.title ?? this.ruleSet} · Tradewinds`;
      this.renderRoot.querySelector<HTMLElement>('.rules h1')?.focus({ preventScroll: true });
    }
  }

  /** A link to a heading on this page scrolls to it; the address keeps naming the rules. */
  private onClick = (e: Event) => {
    const a = (e.target as HTMLElement).closest?.('a[data-anchor]');
    if (!a) return;
    e.preventDefault();
    const target = this.renderRoot.querySelector(`[id="${CSS.escape(a.getAttribute('data-anchor') ?? '')}"]`);
    target?.scrollIntoView({ block: 'start' });
  };

  override render() {
    const entry = catalogEntry(this.ruleSet);
    const contents = this.html ? [...this.html.matchAll(/<h2 id="([^"]*)">(.*?)<\/h2>/g)] : [];
    return html`<main @click=${this.onClick}>
      <nav class="top" aria-label="Rules">
        <a href="#">← Back to the lobby</a>
        ${catalog.filter((c) => c.id !== this.ruleSet).map((c) => html`<a href=${rulesLink(c.id)}>Rules of ${c.title}</a>`)}
      </nav>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      ${!this.ruleSet ? html`<h1>Rules</h1><ul class="games">${catalog.map((c) => html`<li><a href=${rulesLink(c.id)}>${c.title}</a>: ${c.description}</li>`)}</ul>` : ''}
      ${this.ruleSet && !this.html && !this.error ? html`<p role="status">Loading the rules of ${entry?.title ?? this.ruleSet}…</p>` : ''}
      ${contents.length > 2 ? html`<details class="contents"><summary>Contents</summary><ul>${contents.map((m) => html`<li><a href="#" data-anchor=${m[1]}>${unsafeHTML(m[2])}</a></li>`)}</ul></details>` : ''}
      ${this.html ? html`<article class="rules" aria-label="Rules of ${entry?.title ?? this.ruleSet}">${unsafeHTML(this.html.replace('<h1 ', '<h1 tabindex="-1" '))}</article>` : ''}
    </main>`;
  }
}

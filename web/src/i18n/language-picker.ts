import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { chooseLocale } from './chosen-locale.js';
import { locale, msg } from './i18n.js';
import { Localized } from './localized.js';
import { isLocale, LOCALE_INFO, LOCALES } from '../../../i18n/locales.js';
import '../ui/tokens.js';
import { fieldValue } from '../ui/form-fields.js';

/**
 * The language menu, on every screen: each language named in itself ("Tiếng Việt", "فارسی"),
 * so a player finds theirs whatever the page is in now. Switching redraws the page in place.
 */
@customElement('language-picker')
export class LanguagePicker extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = css`
    label { display: inline-flex; align-items: center; gap: var(--tw-space-8); font-size: var(--tw-text-90); }
    select { font: inherit; min-block-size: 2.25rem; padding-inline: var(--tw-space-8); border-radius: 6px; border: 1px solid var(--tw-grey-50); background: var(--tw-surface); color: inherit; }
  `;

  override render(): unknown {
    return html`<label>
      <span>${msg({ id: 'app.language', defaultMessage: 'Language' })}</span>
      <select @change=${(e: Event) => this.onChange(e)}>
        ${LOCALES.map((l) => html`<option value=${l} lang=${l} dir=${LOCALE_INFO[l].dir} ?selected=${l === locale()}>${LOCALE_INFO[l].name}</option>`)}
      </select>
    </label>`;
  }

  private onChange(e: Event): void {
    const value = fieldValue(e);
    if (isLocale(value)) void chooseLocale(value);
  }
}

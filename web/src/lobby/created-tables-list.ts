import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { listCreatedTables, type CreatedTable } from '../store/created-tables.js';
import { list, msg } from '../i18n/i18n.js';
import { messageOf } from '../ui/form-fields.js';
import { loadPanel } from './lazy-panels.js';
import { Localized } from '../i18n/localized.js';
import { localTime } from '../ui/local-time.js';
import { gameTitle } from './game-title.js';
import { controlStyles } from '../ui/shared-styles.js';
import '../ui/tokens.js';

/**
 * The tables this device created, each with a button that shows its links again: a player who
 * lost their link asks the creator, who finds it here.
 */
@customElement('created-tables-list')
export class CreatedTablesList extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: var(--tw-space-10); }
    li { display: grid; gap: var(--tw-space-10); border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); background: var(--tw-paper); }
    .head { display: flex; flex-wrap: wrap; gap: var(--tw-space-10); align-items: center; justify-content: space-between; }
    li button { min-height: 2rem; font-size: var(--tw-text-80); }
    .problem { color: var(--tw-alert); }
  `,
  ];

  @state() private tables: CreatedTable[] = listCreatedTables();
  /** The table whose links are open, by game id. */
  @state() private shown = '';
  /** Why a table's links could not be shown (their panel not fetched: offline before it was first opened). */
  @state() private problem = '';
  protected readonly i18n = new Localized(this);

  /** Reads the list again (after a create or an import). */
  reload(): void {
    this.tables = listCreatedTables();
  }

  override render() {
    if (this.tables.length === 0) return html``;
    return html`<h2 id="created-title">${msg({ id: 'lobby.created.heading', defaultMessage: 'Tables I created' })}</h2>
      <ul aria-labelledby="created-title">${this.tables.map((t) => {
        const open = this.shown === t.gameId;
        const players = list(
          t.seats.map((s) => s.name),
          'unit',
        );
        const title = gameTitle(t.rules, t.title);
        return html`<li data-table=${t.gameId}>
          <div class="head">
            <span><strong>${title}</strong> <span class="muted">${msg({ id: 'lobby.created.about', defaultMessage: 'with {players} · created {when}' }, { players, when: localTime(t.createdAt) })}</span></span>
            <button aria-expanded=${open ? 'true' : 'false'} aria-label=${
              open
                ? msg(
                    { id: 'lobby.created.hideLabel', defaultMessage: 'Hide the links of {title} with {players}' },
                    { title, players },
                  )
                : msg(
                    { id: 'lobby.created.showLabel', defaultMessage: 'Show the links of {title} with {players}' },
                    { title, players },
                  )
            }
              @click=${() => this.toggle(open ? '' : t.gameId)}>${open ? msg({ id: 'lobby.created.hide', defaultMessage: 'Hide the links' }) : msg({ id: 'lobby.created.show', defaultMessage: 'Show the links' })}</button>
          </div>
          ${open ? html`<seat-links .created=${t}></seat-links>` : ''}
        </li>`;
      })}</ul>
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : ''}`;
  }

  /** Shows a table's links (their panel fetched the first time), or hides them (''). */
  private toggle(gameId: string): void {
    if (!gameId) {
      this.shown = '';
      return;
    }
    loadPanel('seat-links', () => import('./seat-links.js')).then(
      () => {
        this.problem = '';
        this.shown = gameId;
      },
      (e: unknown) => {
        this.problem = msg(
          {
            id: 'app.screenFailed',
            defaultMessage: 'This screen could not be loaded ({reason}). Check the connection and reload the page.',
          },
          { reason: messageOf(e) },
        );
      },
    );
  }
}

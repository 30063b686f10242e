import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { listCreatedTables, type CreatedTable } from '../store/created-tables.js';
import { localTime } from '../ui/local-time.js';
import { controlStyles } from '../ui/shared-styles.js';
import './seat-links.js';

/**
 * The tables this device created, each with a button that shows its links again: a player who
 * lost their link asks the creator, who finds it here.
 */
@customElement('created-tables-list')
export class CreatedTablesList extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
    li { display: grid; gap: 0.5rem; border: 1px solid #d5cab2; border-radius: 0.6rem; padding: 0.5rem 0.7rem; background: #fffdf8; }
    .head { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; }
    li button { min-height: 2rem; font-size: 0.8rem; }
  `];

  @state() private tables: CreatedTable[] = listCreatedTables();
  /** The table whose links are open, by game id. */
  @state() private shown = '';

  /** Reads the list again (after a create or an import). */
  reload(): void {
    this.tables = listCreatedTables();
  }

  override render() {
    if (this.tables.length === 0) return html``;
    return html`<h2 id="created-title">Tables I created</h2>
      <ul aria-labelledby="created-title">${this.tables.map((t) => {
        const open = this.shown === t.gameId;
        const players = t.seats.map((s) => s.name).join(', ');
        return html`<li data-table=${t.gameId}>
          <div class="head">
            <span><strong>${t.title}</strong> <span class="muted">with ${players} · created ${localTime(t.createdAt)}</span></span>
            <button aria-expanded=${open ? 'true' : 'false'} aria-label="${open ? 'Hide' : 'Show'} the links of ${t.title} with ${players}"
              @click=${() => (this.shown = open ? '' : t.gameId)}>${open ? 'Hide' : 'Show'} the links</button>
          </div>
          ${open ? html`<seat-links .created=${t}></seat-links>` : ''}
        </li>`;
      })}</ul>`;
  }
}

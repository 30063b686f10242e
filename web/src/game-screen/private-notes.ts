import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { MAX_NOTE_LENGTH, MAX_NOTE_ROUND } from '../../../lambdas/protocol/notes.js';
import type { Note, NotesFrame } from '../../../lambdas/protocol/server.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { detailsOpen, fieldChecked, fieldValue } from '../ui/form-fields.js';
import { localTime } from '../ui/local-time.js';
import { seatColour, seatName } from '../ui/seat-colours.js';
import { controlStyles } from '../ui/shared-styles.js';
import { notesSummary } from './panel-summaries.js';
import type { Requester } from './push-controls.js';
import '../ui/tokens.js';

/** A frame answering a notes request (the socket hands answers over untyped). */
const notesFrameOf = (frame: unknown): NotesFrame | null =>
  typeof frame === 'object' && frame !== null && (frame as { type?: unknown }).type === 'notes'
    ? (frame as NotesFrame)
    : null;

/**
 * The seat's private notes for this game: one for the whole game and one per round, written
 * here between visits and read by nobody else while the game runs (the server answers only
 * this connection). A switch lets the seat show them to everyone once the game is over; then
 * this panel, for seats and spectators alike, shows the notes of every seat that agreed,
 * beside the replay. Notes are shown as plain text, never as markup.
 */
@customElement('private-notes')
export class PrivateNotesPanel extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    details { background: var(--tw-paper); border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); }
    details[open] { display: grid; gap: var(--tw-space-10); }
    summary { cursor: pointer; font-weight: 600; min-height: 2.75rem; display: flex; align-items: center; }
    ol { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--tw-space-7); max-height: 22rem; overflow-y: auto; }
    li { display: grid; gap: var(--tw-space-2); border-inline-start: 4px solid var(--tw-line); padding-inline-start: var(--tw-space-8); }
    .meta { font-size: var(--tw-text-85); display: flex; flex-wrap: wrap; gap: var(--tw-space-7); }
    .words { overflow-wrap: anywhere; white-space: pre-wrap; margin: 0; }
    form { display: grid; gap: var(--tw-space-7); }
    label { display: grid; gap: var(--tw-space-3); }
    label.switch { display: inline-flex; gap: var(--tw-space-7); align-items: center; }
    textarea { min-height: 6rem; font: inherit; }
    input[type='number'] { max-width: 8rem; min-height: 2.75rem; }
    button { min-height: 2.75rem; justify-self: start; }
    .problem { color: var(--tw-alert); margin: 0; }
    p { margin: 0; }
  `,
  ];

  @property({ attribute: false }) gameId = '';
  /** The seat this page plays; null: a spectator (who sees only the notes shown after the end). */
  @property({ attribute: false }) seat: number | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ type: Boolean }) over = false;
  /** Sends a notes request for this page's viewer (seat and token added when it has them). */
  @property({ attribute: false }) request: Requester | null = null;

  /** Drawn open: the game screen fetches this panel when its disclosure is first opened. */
  @property({ type: Boolean }) open = false;
  @state() private notes: readonly Note[] | null = null;
  @state() private share = false;
  /** The round the field edits: '' for the whole game. */
  @state() private round = '';
  @state() private text = '';
  @state() private busy = false;
  @state() private problem = '';
  @state() private saved = false;

  protected override updated(changed: PropertyValues): void {
    // Read when first opened, and again when the game ends (the others' notes may be shown now).
    if ((changed.has('open') || changed.has('over')) && this.open && (this.notes === null || changed.has('over')))
      void this.load();
  }

  private get roundNumber(): number | undefined {
    const n = Number(this.round);
    return this.round !== '' && Number.isInteger(n) ? n : undefined;
  }

  /** The seat's own note for the round the field edits. */
  private ownNote(round: number | undefined): Note | undefined {
    return this.notes?.find((n) => n.seat === this.seat && n.round === round);
  }

  private take(frame: unknown): void {
    const notes = notesFrameOf(frame);
    if (!notes) return;
    this.notes = notes.notes;
    this.share = notes.share ?? false;
  }

  private async run(work: (request: Requester) => Promise<unknown>): Promise<boolean> {
    const request = this.request;
    if (!request || this.busy) return false;
    this.busy = true;
    this.problem = '';
    this.saved = false;
    try {
      this.take(await work(request));
      return true;
    } catch (err) {
      this.problem = err instanceof Error ? err.message : String(err);
      return false;
    } finally {
      this.busy = false;
    }
  }

  private async load(): Promise<void> {
    // A spectator has nothing to read before the end: no request, no refusal.
    if (this.seat === null && !this.over) return;
    // What the seat types while the answer is on its way is kept: the stored note fills the field
    // only if the field was left as it was.
    const before = this.text;
    if ((await this.run((request) => request({ action: 'notes' }))) && this.text === before)
      this.text = this.ownNote(this.roundNumber)?.text ?? '';
  }

  override render() {
    const writing = this.seat !== null && !this.over;
    if (this.seat === null && !this.over) return nothing;
    return html`<details ?open=${this.open} @toggle=${(e: Event) => (this.open = detailsOpen(e))}>
      <summary>${notesSummary(this.over)}</summary>
      ${writing ? html`<p class="muted">${msg({ id: 'game.notes.private', defaultMessage: 'Only you can read these while the game runs.' })}</p>` : nothing}
      ${writing ? this.renderWriting() : nothing}
      ${this.renderList()}
      ${
        this.seat !== null
          ? html`<label class="switch"><input type="checkbox" data-share .checked=${this.share} ?disabled=${this.busy || this.notes === null}
            @change=${(e: Event) => void this.setShare(fieldChecked(e))}>
            ${msg({ id: 'game.notes.share', defaultMessage: 'Show my notes to everyone once the game is over' })}</label>`
          : nothing
      }
      ${this.saved ? html`<p role="status">${msg({ id: 'game.notes.saved', defaultMessage: 'Note saved.' })}</p>` : nothing}
      ${this.problem ? html`<p class="problem" role="alert">${this.problem}</p>` : nothing}
    </details>`;
  }

  private renderWriting() {
    return html`<form @submit=${this.onSubmit}>
      <label>${msg({ id: 'game.notes.round', defaultMessage: 'Round (leave empty for the whole game)' })}
        <input type="number" name="round" min="1" max=${MAX_NOTE_ROUND} inputmode="numeric" .value=${this.round}
          @input=${this.onRound}>
      </label>
      <label>${msg({ id: 'game.notes.text', defaultMessage: 'Note' })}
        <textarea name="text" dir="auto" maxlength=${MAX_NOTE_LENGTH} .value=${this.text} @input=${(e: Event) => (this.text = fieldValue(e))}></textarea>
      </label>
      <button type="submit" class="primary" ?disabled=${this.busy || this.notes === null}>${msg({ id: 'game.notes.save', defaultMessage: 'Save note' })}</button>
    </form>`;
  }

  private renderList() {
    if (this.notes === null) return nothing;
    const shown = this.over ? this.notes : this.notes.filter((n) => n.seat === this.seat);
    if (shown.length === 0)
      return html`<p class="muted">${
        this.over
          ? msg({ id: 'game.notes.noneShared', defaultMessage: 'No player has shown their notes.' })
          : msg({ id: 'game.notes.none', defaultMessage: 'No notes yet.' })
      }</p>`;
    return html`<ol aria-label=${msg({ id: 'game.notes.list', defaultMessage: 'Notes' })} tabindex="0">
      ${shown.map(
        (
          n,
        ) => html`<li data-seat=${n.seat} data-round=${n.round ?? 'game'} style=${`border-inline-start-color:${seatColour(n.seat)}`}>
          <span class="meta"><strong>${seatName(this.names, n.seat)}</strong>
            <span>${n.round === undefined ? msg({ id: 'game.notes.wholeGame', defaultMessage: 'Whole game' }) : msg({ id: 'game.notes.roundN', defaultMessage: 'Round {n, number}' }, { n: n.round })}</span>
            <time class="muted" datetime=${n.at}>${localTime(n.at)}</time></span>
          <p class="words" dir="auto" data-text>${n.text}</p>
        </li>`,
      )}
    </ol>`;
  }

  private onRound = (e: Event) => {
    this.round = fieldValue(e);
    this.text = this.ownNote(this.roundNumber)?.text ?? '';
  };

  private onSubmit = (e: Event) => {
    e.preventDefault();
    const round = this.roundNumber;
    const text = this.text;
    void this.run((request) => request({ action: 'note', text, ...(round !== undefined && { round }) })).then((ok) => {
      this.saved = ok;
    });
  };

  private async setShare(share: boolean): Promise<void> {
    await this.run((request) => request({ action: 'notes-share', share }));
  }
}

import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { applyTransfer, collectTransfer, decodeTransfer, encodeTransfer, ImportError, importLink, newInTransfer, type Transfer } from '../store/transfer.js';
import { controlStyles } from '../ui/shared-styles.js';

/** The most characters a QR code holds in byte mode at the lowest error correction (version 40-L). */
const QR_MAX_CHARS = 2953;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Moving My games to another device: an export (an import link as text, and as a QR code to scan
 * with the other device's camera) and an import (paste the text or the link, or open the link),
 * which says what it will add and asks first. Nothing leaves the device but by the player's hand.
 */
@customElement('transfer-panel')
export class TransferPanel extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; }
    details { border: 1px solid #d5cab2; border-radius: 0.6rem; padding: 0.5rem 0.7rem; background: #fffdf8; }
    summary { cursor: pointer; font-weight: 600; }
    .grid { display: grid; gap: 0.6rem; margin-top: 0.6rem; }
    textarea { font: inherit; font-size: 0.8rem; width: 100%; min-height: 5rem; padding: 0.4rem; border-radius: 0.35rem; border: 1px solid #8c8270; word-break: break-all; }
    img.qr { width: min(18rem, 100%); height: auto; image-rendering: pixelated; border: 1px solid #d5cab2; background: #fff; }
    .error { color: #a23a16; }
    .ok { color: #1d6b35; }
    .ask { background: #fff4d6; border: 1px solid #c9a23a; border-radius: 0.6rem; padding: 0.5rem 0.7rem; display: grid; gap: 0.5rem; }
  `];

  /** An import text from the address (`#import=`), to ask about at once. */
  @property() incoming = '';
  @state() private exported = '';
  @state() private qr = '';
  @state() private qrNote = '';
  @state() private pasted = '';
  @state() private pending: Transfer | null = null;
  @state() private error = '';
  @state() private done = '';
  @state() private copied = '';

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('incoming') && this.incoming) void this.read(this.incoming);
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('pending') && this.pending) {
      const ask = this.renderRoot.querySelector<HTMLElement>('.ask');
      ask?.scrollIntoView({ block: 'center' });
      this.renderRoot.querySelector<HTMLButtonElement>('#add')?.focus({ preventScroll: true });
    }
  }

  override render() {
    return html`<section>
      <h2 id="transfer-title">Move my games to another device</h2>
      ${this.pending ? this.askFor(this.pending) : ''}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      <p class="ok" role="status">${this.done}</p>
      <details ?open=${Boolean(this.incoming)}>
        <summary>Export or import My games</summary>
        <div class="grid">
          <p class="muted">The export holds every seat link of My games and of the tables created here: whoever has it can play those seats. Send it only to yourself.</p>
          <div class="row"><button @click=${this.export}>Export My games</button></div>
          ${this.exported ? html`
            <label>Import link, to open or paste on the other device
              <textarea readonly .value=${this.exported} @focus=${(e: Event) => (e.target as HTMLTextAreaElement).select()}></textarea></label>
            <div class="row"><button @click=${this.copy}>Copy the import link</button><span role="status">${this.copied}</span></div>
            ${this.qr ? html`<img class="qr" src=${this.qr} alt="QR code of the import link: scan it with the other device's camera">` : ''}
            ${this.qrNote ? html`<p class="muted">${this.qrNote}</p>` : ''}` : ''}
          <label>Paste an export or an import link
            <textarea name="import" .value=${this.pasted} @input=${(e: Event) => (this.pasted = (e.target as HTMLTextAreaElement).value)}></textarea></label>
          <div class="row"><button @click=${() => void this.read(this.pasted)}>Import</button></div>
        </div>
      </details>
    </section>`;
  }

  private askFor(t: Transfer) {
    const fresh = newInTransfer(t);
    const known = t.games.length - fresh.games.length + t.tables.length - fresh.tables.length;
    const nothing = fresh.games.length === 0 && fresh.tables.length === 0;
    const what = [fresh.games.length ? count(fresh.games.length, 'seat', 'seats') : '', fresh.tables.length ? count(fresh.tables.length, 'created table', 'created tables') : ''].filter(Boolean).join(' and ');
    const list = fresh.games.map((g) => `${g.title} as ${g.names[g.seat] || `Seat ${g.seat + 1}`}`).join('; ');
    return html`<div class="ask" role="group" aria-labelledby="ask-title">
      <p id="ask-title"><strong>${nothing ? 'This device already holds everything in this export.' : `Add ${what} to this device?`}</strong>
        ${known && !nothing ? html`<span class="muted">${count(known, 'item', 'items')} already here stay as they are.</span>` : ''}</p>
      ${list ? html`<p class="muted">${list}</p>` : ''}
      <div class="row">
        ${nothing ? '' : html`<button id="add" class="primary" @click=${this.add}>Add ${what}</button>`}
        <button @click=${this.cancel}>${nothing ? 'Close' : 'Cancel'}</button>
      </div>
    </div>`;
  }

  private async read(input: string) {
    this.error = '';
    this.done = '';
    try {
      this.pending = await decodeTransfer(input);
    } catch (e) {
      this.pending = null;
      this.error = e instanceof ImportError ? e.message : `The import could not be read: ${(e as Error).message}`;
    }
  }

  private add = () => {
    if (!this.pending) return;
    const added = applyTransfer(this.pending);
    this.pending = null;
    this.pasted = '';
    this.done = `Added ${count(added.games, 'seat', 'seats')} and ${count(added.tables, 'created table', 'created tables')}.`;
    this.finishIncoming();
    this.dispatchEvent(new CustomEvent('games-imported', { detail: added, bubbles: true, composed: true }));
  };

  private cancel = () => {
    this.pending = null;
    this.done = 'Nothing was added.';
    this.finishIncoming();
  };

  /** The import link's text leaves the address bar (it holds seat tokens), without a new history entry. */
  private finishIncoming() {
    if (location.hash.startsWith('#import=')) history.replaceState(null, '', location.pathname + location.search);
  }

  private export = async () => {
    this.error = '';
    const t = collectTransfer();
    if (t.games.length === 0 && t.tables.length === 0) {
      this.error = 'There is nothing to export yet: My games is empty and no table was created here.';
      return;
    }
    this.exported = importLink(location.origin, await encodeTransfer(t));
    this.qr = '';
    this.qrNote = '';
    if (this.exported.length > QR_MAX_CHARS) {
      this.qrNote = `Too many games for one QR code (${this.exported.length} characters, at most ${QR_MAX_CHARS}): copy the import link instead.`;
      return;
    }
    try {
      // Loaded only here: most visits never export.
      // A CommonJS package: its functions sit on the namespace's default export.
      const mod = await import('qrcode');
      const QRCode = (mod as unknown as { default?: typeof mod }).default ?? mod;
      this.qr = await QRCode.toDataURL(this.exported, { errorCorrectionLevel: 'L', margin: 2, scale: 4 });
    } catch (e) {
      this.qrNote = `The QR code could not be drawn (${(e as Error).message}): copy the import link instead.`;
    }
  };

  private copy = async () => {
    try {
      await navigator.clipboard.writeText(this.exported);
      this.copied = 'Copied.';
    } catch {
      this.copied = 'Select the text and copy it by hand.';
    }
  };
}

import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  applyTransfer,
  collectTransfer,
  decodeTransfer,
  encodeTransfer,
  ImportError,
  newInTransfer,
  type Transfer,
} from '../store/transfer.js';
import { msg, num } from '../i18n/i18n.js';
import { importLink } from '../store/import-link.js';
import { Localized } from '../i18n/localized.js';
import { seatName } from '../ui/seat-colours.js';
import { controlStyles } from '../ui/shared-styles.js';
import { gameTitle } from './game-title.js';
import '../ui/tokens.js';
import { fieldValue, messageOf, selectField } from '../ui/form-fields.js';
import { fieldOf } from '../ui/known-keys.js';
import type * as QRCodeModule from 'qrcode';

/** The most characters a QR code holds in byte mode at the lowest error correction (version 40-L). */
const QR_MAX_CHARS = 2953;

/** Whether a value draws QR codes as the qrcode package does (its CommonJS exports, wherever the bundler put them). */
const drawsQr = (x: unknown): x is Pick<typeof QRCodeModule, 'toDataURL'> =>
  typeof x === 'object' && x !== null && 'toDataURL' in x && typeof x.toDataURL === 'function';

/**
 * Moving My games to another device: an export (an import link as text, and as a QR code to scan
 * with the other device's camera) and an import (paste the text or the link, or open the link),
 * which says what it will add and asks first. Nothing leaves the device but by the player's hand.
 */
@customElement('transfer-panel')
export class TransferPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    details { border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); background: var(--tw-paper); }
    summary { cursor: pointer; font-weight: 600; }
    .grid { display: grid; gap: var(--tw-space-12); margin-top: var(--tw-space-12); }
    textarea { font: inherit; font-size: var(--tw-text-80); width: 100%; min-height: 5rem; padding: var(--tw-space-8); border-radius: 0.35rem; border: 1px solid var(--tw-field-line); word-break: break-all; }
    img.qr { width: min(18rem, 100%); height: auto; image-rendering: pixelated; border: 1px solid var(--tw-line); background: var(--tw-surface); }
    .error { color: var(--tw-alert); }
    .ok { color: var(--tw-good); }
    .ask { background: var(--tw-sand-92); border: 1px solid var(--tw-sand-51); border-radius: 0.6rem; padding: var(--tw-space-10) var(--tw-space-14); display: grid; gap: var(--tw-space-10); }
  `,
  ];

  /** An import text from the address (`#import=`), to ask about at once. */
  @property() incoming = '';
  /** Drawn open: the lobby fetches this panel when its disclosure is first opened (lazy-panels.ts). */
  @property({ type: Boolean }) open = false;
  @state() private exported = '';
  @state() private qr = '';
  @state() private qrNote = '';
  @state() private pasted = '';
  @state() private pending: Transfer | null = null;
  @state() private error = '';
  @state() private done = '';
  @state() private copied = '';
  protected readonly i18n = new Localized(this);

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
      <h2 id="transfer-title">${msg({ id: 'lobby.transfer.heading', defaultMessage: 'Move my games to another device' })}</h2>
      ${this.pending ? this.askFor(this.pending) : ''}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      <p class="ok" role="status">${this.done}</p>
      <details ?open=${this.open || Boolean(this.incoming)}>
        <summary>${msg({ id: 'lobby.transfer.summary', defaultMessage: 'Export or import My games' })}</summary>
        <div class="grid">
          <p class="muted">${msg({ id: 'lobby.transfer.warning', defaultMessage: 'The export holds every seat link of My games and of the tables created here: whoever has it can play those seats. Send it only to yourself.' })}</p>
          <div class="row"><button @click=${this.export}>${msg({ id: 'lobby.transfer.export', defaultMessage: 'Export My games' })}</button></div>
          ${
            this.exported
              ? html`
            <label>${msg({ id: 'lobby.transfer.linkLabel', defaultMessage: 'Import link, to open or paste on the other device' })}
              <textarea readonly .value=${this.exported} @focus=${selectField}></textarea></label>
            <div class="row"><button @click=${this.copy}>${msg({ id: 'lobby.transfer.copy', defaultMessage: 'Copy the import link' })}</button><span role="status">${this.copied}</span></div>
            ${this.qr ? html`<img class="qr" src=${this.qr} alt=${msg({ id: 'lobby.transfer.qrAlt', defaultMessage: "QR code of the import link: scan it with the other device's camera" })}>` : ''}
            ${this.qrNote ? html`<p class="muted">${this.qrNote}</p>` : ''}`
              : ''
          }
          <label>${msg({ id: 'lobby.transfer.pasteLabel', defaultMessage: 'Paste an export or an import link' })}
            <textarea name="import" .value=${this.pasted} @input=${(e: Event) => (this.pasted = fieldValue(e))}></textarea></label>
          <div class="row"><button @click=${() => void this.read(this.pasted)}>${msg({ id: 'lobby.transfer.import', defaultMessage: 'Import' })}</button></div>
        </div>
      </details>
    </section>`;
  }

  private askFor(t: Transfer) {
    const fresh = newInTransfer(t);
    const known = t.games.length - fresh.games.length + t.tables.length - fresh.tables.length;
    const nothing = fresh.games.length === 0 && fresh.tables.length === 0;
    const counts = { seats: fresh.games.length, tables: fresh.tables.length };
    const items = fresh.games.map((g) =>
      msg(
        { id: 'lobby.transfer.seatItem', defaultMessage: '{title} as {name}' },
        { title: gameTitle(g.rules, g.title), name: seatName(g.names, g.seat) },
      ),
    );
    const list = items.length
      ? items.reduce((a, b) => msg({ id: 'lobby.transfer.items', defaultMessage: '{a}; {b}' }, { a, b }))
      : '';
    return html`<div class="ask" role="group" aria-labelledby="ask-title">
      <p id="ask-title"><strong>${
        nothing
          ? msg({
              id: 'lobby.transfer.allHeld',
              defaultMessage: 'This device already holds everything in this export.',
            })
          : askText(counts)
      }</strong>
        ${known && !nothing ? html`<span class="muted">${msg({ id: 'lobby.transfer.known', defaultMessage: '{n, plural, one {# item} other {# items}} already here stay as they are.' }, { n: known })}</span>` : ''}</p>
      ${list ? html`<p class="muted">${list}</p>` : ''}
      <div class="row">
        ${nothing ? '' : html`<button id="add" class="primary" @click=${this.add}>${addText(counts)}</button>`}
        <button @click=${this.cancel}>${nothing ? msg({ id: 'lobby.transfer.close', defaultMessage: 'Close' }) : msg({ id: 'lobby.transfer.cancel', defaultMessage: 'Cancel' })}</button>
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
      this.error =
        e instanceof ImportError
          ? e.message
          : msg(
              { id: 'lobby.transfer.unreadable', defaultMessage: 'The import could not be read: {reason}' },
              { reason: messageOf(e) },
            );
    }
  }

  private add = () => {
    if (!this.pending) return;
    const added = applyTransfer(this.pending);
    this.pending = null;
    this.pasted = '';
    this.done = msg(
      {
        id: 'lobby.transfer.added',
        defaultMessage:
          'Added {seats, plural, one {# seat} other {# seats}} and {tables, plural, one {# created table} other {# created tables}}.',
      },
      { seats: added.games, tables: added.tables },
    );
    this.finishIncoming();
    this.dispatchEvent(new CustomEvent('games-imported', { detail: added, bubbles: true, composed: true }));
  };

  private cancel = () => {
    this.pending = null;
    this.done = msg({ id: 'lobby.transfer.nothingAdded', defaultMessage: 'Nothing was added.' });
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
      this.error = msg({
        id: 'lobby.transfer.nothingToExport',
        defaultMessage: 'There is nothing to export yet: My games is empty and no table was created here.',
      });
      return;
    }
    this.exported = importLink(location.origin, await encodeTransfer(t));
    this.qr = '';
    this.qrNote = '';
    if (this.exported.length > QR_MAX_CHARS) {
      this.qrNote = msg(
        {
          id: 'lobby.transfer.qrTooLong',
          defaultMessage:
            'Too many games for one QR code ({n} characters, at most {max}): copy the import link instead.',
        },
        { n: num(this.exported.length, { useGrouping: false }), max: num(QR_MAX_CHARS, { useGrouping: false }) },
      );
      return;
    }
    try {
      // Loaded only here: most visits never export.
      // A CommonJS package: its functions sit on the namespace's default export (where the bundler puts one).
      const mod = await import('qrcode');
      const byDefault = fieldOf(mod, 'default');
      const QRCode = drawsQr(byDefault) ? byDefault : mod;
      this.qr = await QRCode.toDataURL(this.exported, { errorCorrectionLevel: 'L', margin: 2, scale: 4 });
    } catch (e) {
      this.qrNote = msg(
        {
          id: 'lobby.transfer.qrFailed',
          defaultMessage: 'The QR code could not be drawn ({reason}): copy the import link instead.',
        },
        { reason: messageOf(e) },
      );
    }
  };

  private copy = async () => {
    try {
      await navigator.clipboard.writeText(this.exported);
      this.copied = msg({ id: 'lobby.transfer.copied', defaultMessage: 'Copied.' });
    } catch {
      this.copied = msg({ id: 'lobby.transfer.copyByHand', defaultMessage: 'Select the text and copy it by hand.' });
    }
  };
}

/** "Add 2 seats and 1 created table to this device?": whole sentences for each mix, so that each language words them. */
function askText({ seats, tables }: { seats: number; tables: number }): string {
  if (!tables)
    return msg(
      {
        id: 'lobby.transfer.askSeats',
        defaultMessage: 'Add {seats, plural, one {# seat} other {# seats}} to this device?',
      },
      { seats },
    );
  if (!seats)
    return msg(
      {
        id: 'lobby.transfer.askTables',
        defaultMessage: 'Add {tables, plural, one {# created table} other {# created tables}} to this device?',
      },
      { tables },
    );
  return msg(
    {
      id: 'lobby.transfer.askBoth',
      defaultMessage:
        'Add {seats, plural, one {# seat} other {# seats}} and {tables, plural, one {# created table} other {# created tables}} to this device?',
    },
    { seats, tables },
  );
}

function addText({ seats, tables }: { seats: number; tables: number }): string {
  if (!tables)
    return msg(
      { id: 'lobby.transfer.addSeats', defaultMessage: 'Add {seats, plural, one {# seat} other {# seats}}' },
      { seats },
    );
  if (!seats)
    return msg(
      {
        id: 'lobby.transfer.addTables',
        defaultMessage: 'Add {tables, plural, one {# created table} other {# created tables}}',
      },
      { tables },
    );
  return msg(
    {
      id: 'lobby.transfer.addBoth',
      defaultMessage:
        'Add {seats, plural, one {# seat} other {# seats}} and {tables, plural, one {# created table} other {# created tables}}',
    },
    { seats, tables },
  );
}

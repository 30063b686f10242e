import { LitElement, css, html } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import type { Confirmation } from '../games/game-client.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import '../ui/tokens.js';

/**
 * The question before a move that spends or raises money, as a modal dialog: the confirm button has
 * the focus (Enter confirms), Escape or Cancel sends nothing. `ask` resolves true only on confirm.
 */
@customElement('confirm-move')
export class ConfirmMove extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    dialog { max-width: min(30rem, calc(100vw - 2rem)); border: 2px solid var(--tw-accent); border-radius: 0.7rem; padding: var(--tw-space-18) var(--tw-space-20); background: var(--tw-paper); color: var(--tw-ink); }
    dialog::backdrop { background: var(--tw-grey-8-a35); }
    p { margin: 0 0 var(--tw-space-16); font-size: var(--tw-text-105); }
    .note { font-size: var(--tw-text-85); margin: var(--tw-space-14) 0 0; }
  `,
  ];

  @state() private asking: Confirmation | null = null;
  @query('dialog') private dialog!: HTMLDialogElement;
  private answer: ((ok: boolean) => void) | null = null;

  override render() {
    const c = this.asking;
    return html`<dialog aria-labelledby="confirm-question" @close=${this.closed}>
      <form method="dialog">
        <p id="confirm-question">${c?.question ?? ''}</p>
        <div class="row">
          <button class="primary" value="yes" data-confirm>${c?.confirm ?? msg({ id: 'game.confirm.confirm', defaultMessage: 'Confirm' })}</button>
          <button value="no">${msg({ id: 'game.confirm.cancel', defaultMessage: 'Cancel' })}</button>
        </div>
        <p class="note muted">${msg({ id: 'game.confirm.note', defaultMessage: 'Escape cancels. “{setting}” beside the history turns these questions off.' }, { setting: msg({ id: 'game.screen.confirmMoves', defaultMessage: 'Confirm my moves' }) })}</p>
      </form>
    </dialog>`;
  }

  /** Shows the question; a question still open is answered "no" first. */
  async ask(confirmation: Confirmation): Promise<boolean> {
    if (this.answer) this.dialog.close('no');
    this.asking = confirmation;
    await this.updateComplete;
    this.dialog.returnValue = '';
    this.dialog.showModal();
    this.dialog.querySelector<HTMLButtonElement>('button[data-confirm]')?.focus();
    return new Promise((resolve) => (this.answer = resolve));
  }

  private closed = () => {
    const ok = this.dialog.returnValue === 'yes';
    const answer = this.answer;
    this.answer = null;
    answer?.(ok);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'confirm-move': ConfirmMove;
  }
}

import { LitElement, css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { pounds } from './freight-words.js';
import { SUPPLEMENT } from '../../../../engine/games/who-rules-the-sea/data.js';
import '../../ui/tokens.js';

/** The game's words a newcomer meets undefined, each explained on tap wherever the screen uses it. */
export const GLOSSARY = ['note', 'supplement', 'pawn', 'redeem', 'claim'] as const;
export type GlossaryTerm = (typeof GLOSSARY)[number];

/** The word itself, as a heading of its definition. */
export function glossaryWord(t: GlossaryTerm): string {
  switch (t) {
    case 'note':
      return msg({ id: 'freight.glossary.noteWord', defaultMessage: 'Note' });
    case 'supplement':
      return msg({ id: 'freight.glossary.supplementWord', defaultMessage: 'Supplement' });
    case 'pawn':
      return msg({ id: 'freight.glossary.pawnWord', defaultMessage: 'Pawn' });
    case 'redeem':
      return msg({ id: 'freight.glossary.redeemWord', defaultMessage: 'Redeem' });
    case 'claim':
      return msg({ id: 'freight.glossary.claimWord', defaultMessage: 'Claim' });
  }
}

/** What the word means in this game, in a sentence or two (the rules page says it at length). */
export function glossaryText(t: GlossaryTerm): string {
  switch (t) {
    case 'note':
      return msg({
        id: 'freight.glossary.note',
        defaultMessage:
          'A delivery note: goods waiting in a port for a ship. You pay its purchase price to load it, and the bank pays its sale price when the ship reaches the port the note names.',
      });
    case 'supplement':
      return msg(
        {
          id: 'freight.glossary.supplement',
          defaultMessage:
            'The {amount} the bank pays each time one of your ships arrives in a port, whatever it carries, and once more if a ship of yours is lost.',
        },
        { amount: pounds(SUPPLEMENT) },
      );
    case 'pawn':
      return msg({
        id: 'freight.glossary.pawn',
        defaultMessage:
          'To borrow from the bank on goods aboard, or on an empty ship, in port: the bank pays the pawn value at once, and the goods or the ship wait in that port until you redeem them.',
      });
    case 'redeem':
      return msg({
        id: 'freight.glossary.redeem',
        defaultMessage:
          'To take back what you pawned by paying its redemption value: goods onto a ship of yours in the port where they wait, a ship wherever it lies.',
      });
    case 'claim':
      return msg({
        id: 'freight.glossary.claim',
        defaultMessage:
          'What the insurance pays for insured goods that were lost: their full purchase price, at the ship’s next arrival, or at once if the ship itself is lost.',
      });
  }
}

/**
 * A game word that explains itself on tap: the word as a button (dotted underline), and its
 * definition in a popover above the page, so it is not clipped by the action bar's scrolling and
 * covers nothing until asked for. Escape, a tap outside or the Close button puts it away.
 */
@customElement('term-tip')
export class TermTip extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: inline; }
    button.word { border: none; background: none; padding: 0; min-height: 0; font: inherit; color: inherit; text-decoration: underline dotted; text-underline-offset: 0.2em; cursor: help; }
    [popover] { max-width: min(24rem, calc(100vw - 2rem)); border: 2px solid var(--tw-accent); border-radius: 0.7rem; padding: var(--tw-space-12) var(--tw-space-16); background: var(--tw-paper); color: var(--tw-ink); }
    strong { font-size: var(--tw-text-105); }
    p { margin: 0 0 var(--tw-space-10); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property() term: GlossaryTerm = 'note';
  @query('[popover]') private pop!: HTMLElement;

  override render() {
    return html`<button class="word" data-term=${this.term} aria-haspopup="dialog"
        aria-description=${msg({ id: 'freight.glossary.tapHint', defaultMessage: 'tap for its meaning' })}
        @click=${this.open}><slot>${glossaryWord(this.term).toLocaleLowerCase()}</slot></button><div popover role="dialog"
        aria-labelledby="word" data-definition=${this.term}>
        <p><strong id="word">${glossaryWord(this.term)}</strong></p>
        <p>${glossaryText(this.term)}</p>
        <button @click=${() => this.pop.hidePopover()}>${msg({ id: 'freight.glossary.close', defaultMessage: 'Close' })}</button>
      </div>`;
  }

  private open = () => {
    this.pop.showPopover();
    this.pop.querySelector<HTMLElement>('button')?.focus();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'term-tip': TermTip;
  }
}

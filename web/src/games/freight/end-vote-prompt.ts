import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, type LegalTemplate } from '../game-client.js';
import { voteWords } from './vote-words.js';
import '../../ui/tokens.js';

/**
 * The end proposal's question, in the action bar while the viewer has not answered it: agree or
 * decline (a decline cancels it for everyone, R33), with who proposed and who agreed so far.
 * Play goes on meanwhile, so the decision at hand stays under it.
 */
@customElement('end-vote-prompt')
export class EndVotePrompt extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    section { border: 2px solid var(--tw-accent); border-radius: 0.6rem; padding: var(--tw-space-9) var(--tw-space-12); background: var(--tw-blue-96); }
    h2 { font-size: var(--tw-text-100); margin: 0; }
    p { margin: var(--tw-space-4) 0 0; font-size: var(--tw-text-88); }
    .row { display: flex; flex-wrap: wrap; gap: var(--tw-space-8); margin-top: var(--tw-space-7); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    if (!this.view.endVote) return nothing;
    const w = voteWords(this.view, this.names, this.seat);
    const can = (type: string) => this.legal.some((c) => c.type === type);
    return html`<section aria-labelledby="vote-prompt-title" data-vote="asked">
      <h2 id="vote-prompt-title">${w.proposed}</h2>
      <p>${w.agreed} ${w.waiting}</p>
      <div class="row">
        ${can('agreeEnd') ? html`<button class="primary" data-command="agreeEnd" @click=${() => this.dispatchEvent(commandEvent({ type: 'agreeEnd' }))}>${msg({ id: 'freight.vote.agree', defaultMessage: 'Agree to end now' })}</button>` : nothing}
        ${can('declineEnd') ? html`<button data-command="declineEnd" @click=${() => this.dispatchEvent(commandEvent({ type: 'declineEnd' }))}>${msg({ id: 'freight.vote.decline', defaultMessage: 'Decline: play on' })}</button>` : nothing}
      </div>
    </section>`;
  }
}

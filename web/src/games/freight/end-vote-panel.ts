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
 * The table's end vote and resignation (R32, R33), open to a seat at any time: propose to end
 * the game and value it, or, once the viewer has agreed, withdraw (a decline cancels the
 * proposal); resigning asks its confirmation in the game screen (freight-confirmation.ts).
 * While the viewer still has to answer, the question is in the action bar (end-vote-prompt),
 * so its buttons are not repeated here. A spectator sees the vote's state only.
 */
@customElement('end-vote-panel')
export class EndVotePanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    section { border: 1px solid var(--tw-line-cool); border-radius: 0.7rem; padding: var(--tw-space-10) var(--tw-space-14); background: var(--tw-paper-cool); }
    h2 { font-size: var(--tw-text-100); margin: 0; }
    p { margin: var(--tw-space-4) 0 0; font-size: var(--tw-text-88); }
    .row { display: flex; flex-wrap: wrap; gap: var(--tw-space-8); margin-top: var(--tw-space-7); align-items: center; }
    button.resign { border-color: var(--tw-alert-strong); color: var(--tw-red-28); }
    .hint { color: var(--tw-ink-slate); font-size: var(--tw-text-80); }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    const v = this.view;
    if (v.status !== 'playing') return nothing;
    const can = (type: string) => this.legal.some((c) => c.type === type);
    const send = (type: string) => () => this.dispatchEvent(commandEvent({ type }));
    const vote = v.endVote;
    const w = vote ? voteWords(v, this.names, this.seat) : null;
    // Asked in the action bar (freight-actions.ts shows the prompt exactly while agreeEnd is legal).
    const asked = can('agreeEnd');
    const buttons = [
      can('proposeEnd')
        ? html`<button data-command="proposeEnd" @click=${send('proposeEnd')}>${msg({ id: 'freight.vote.propose', defaultMessage: 'Propose to end the game now' })}</button>`
        : nothing,
      can('declineEnd') && !asked
        ? html`<button data-command="declineEnd" @click=${send('declineEnd')}>${
            vote?.proposer === this.seat
              ? msg({ id: 'freight.vote.withdraw', defaultMessage: 'Withdraw the proposal' })
              : msg({
                  id: 'freight.vote.withdrawAgreement',
                  defaultMessage: 'Take back my agreement (cancels the proposal)',
                })
          }</button>`
        : nothing,
      can('resign')
        ? html`<button class="resign" data-command="resign" @click=${send('resign')}>${msg({ id: 'freight.vote.resign', defaultMessage: 'Resign' })}</button>`
        : nothing,
    ];
    return html`<section aria-labelledby="vote-title" data-vote=${vote ? 'open' : 'none'}>
      <h2 id="vote-title">${msg({ id: 'freight.vote.title', defaultMessage: 'Ending the game' })}</h2>
      ${
        w
          ? html`<p>${w.proposed} ${w.agreed} ${w.waiting}</p>${asked ? html`<p class="hint">${msg({ id: 'freight.vote.answerAbove', defaultMessage: 'Your answer is asked in the action bar above.' })}</p>` : nothing}`
          : html`<p>${msg({ id: 'freight.vote.explain', defaultMessage: 'The game ends at once, and is valued, when every player still in agrees; play goes on while they answer.' })}</p>`
      }
      ${this.seat !== null && this.legal.length ? html`<div class="row">${buttons}</div>` : nothing}
    </section>`;
  }
}

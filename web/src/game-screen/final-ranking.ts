import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Outcome } from '../../../engine/core/types.js';
import { list, msg, num } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { humanize } from '../ui/humanize.js';
import { seatColour, seatName } from '../ui/seat-colours.js';
import '../ui/tokens.js';

/** The end of the game: everyone ranked, each score broken down as the rule set reports it. */
@customElement('final-ranking')
export class FinalRanking extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = css`
    :host { display: block; background: var(--tw-paper); border: 2px solid var(--tw-grey-18); border-radius: 0.7rem; padding: var(--tw-space-14) var(--tw-space-18); }
    h2 { margin: 0 0 var(--tw-space-10); font-size: var(--tw-text-120); }
    table { border-collapse: collapse; width: 100%; }
    th, td { padding: var(--tw-space-7) var(--tw-space-10); text-align: end; border-bottom: 1px solid var(--tw-sand-84); }
    th:nth-child(2), td:nth-child(2) { text-align: start; }
    tr.winner td { font-weight: 700; background: var(--tw-highlight); }
    .dot { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-inline-end: var(--tw-space-7); }
    .scroll { overflow-x: auto; }
  `;

  @property({ attribute: false }) outcome!: Outcome;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    const o = this.outcome;
    const parts = [...new Set(o.results.flatMap((r) => Object.keys(r.breakdown)))];
    return html`<section aria-labelledby="final-title">
      <h2 id="final-title">${this.headline()}</h2>
      <div class="scroll" tabindex="0" role="region" aria-label=${msg({ id: 'game.ranking.region', defaultMessage: 'Scores (scrolls sideways on a narrow screen)' })}><table>
        <thead><tr><th scope="col">${msg({ id: 'game.ranking.rank', defaultMessage: 'Rank' })}</th><th scope="col">${msg({ id: 'game.ranking.player', defaultMessage: 'Player' })}</th>${parts.map((p) => html`<th scope="col">${partLabel(p)}</th>`)}<th scope="col">${msg({ id: 'game.ranking.total', defaultMessage: 'Total' })}</th></tr></thead>
        <tbody>${o.results.map(
          (r) => html`<tr class=${r.rank === 1 ? 'winner' : ''} data-seat=${r.seat}>
          <td>${num(r.rank)}</td>
          <td><span class="dot" style="background:${seatColour(r.seat)}"></span>${r.seat === this.seat ? msg({ id: 'game.you', defaultMessage: '{name} (you)' }, { name: seatName(this.names, r.seat) }) : seatName(this.names, r.seat)}</td>
          ${parts.map((p) => {
            // A seat's breakdown may lack a column another seat's has: that cell stays empty.
            const breakdown: Partial<Record<string, number>> = r.breakdown;
            const value = breakdown[p];
            return html`<td>${value === undefined ? '' : num(value)}</td>`;
          })}
          <td>${num(r.score)}</td>
        </tr>`,
        )}</tbody>
      </table></div>
    </section>`;
  }

  /** "You win!", "Ann wins!", "Ann and you win!", "Ann, Cy and you share the win!" (the viewer named last, as people say it). */
  private headline(): string {
    const winners = this.outcome.winners;
    const you = this.seat !== null && winners.includes(this.seat);
    const others = winners.filter((s) => s !== this.seat).map((s) => seatName(this.names, s));
    if (you) {
      if (others.length === 0) return msg({ id: 'game.ranking.youWin', defaultMessage: 'You win!' });
      if (others.length === 1)
        return msg({ id: 'game.ranking.youAndOneWin', defaultMessage: '{name} and you win!' }, { name: others[0] });
      return msg(
        { id: 'game.ranking.youAndManyWin', defaultMessage: '{names} and you share the win!' },
        { names: list(others, 'unit') },
      );
    }
    if (others.length === 1)
      return msg({ id: 'game.ranking.oneWins', defaultMessage: '{name} wins!' }, { name: others[0] });
    // "Ann, Bo and Cy": all but the last listed without a conjunction, the last joined in the sentence itself.
    const first = list(others.slice(0, -1), 'unit');
    const last = others.at(-1) ?? '';
    return others.length === 2
      ? msg({ id: 'game.ranking.twoWin', defaultMessage: '{first} and {last} win!' }, { first, last })
      : msg({ id: 'game.ranking.manyWin', defaultMessage: '{first} and {last} share the win!' }, { first, last });
  }
}

/**
 * A column of a rule set's score breakdown, named in the page's language; a key this client
 * has no words for (a new rule set's) is shown as its words in English.
 */
function partLabel(key: string): string {
  return msg(
    {
      id: 'game.ranking.part',
      defaultMessage:
        '{key, select, cash {Cash} shares {Shares} mortgages {Mortgages} sharesBought {Shares bought} debt {Debt} ships {Ships} notes {Notes} claims {Claims} other {{label}}}',
    },
    { key, label: humanize(key) },
  );
}

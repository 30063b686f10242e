import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Outcome } from '../../../engine/core/types.js';
import { humanize } from '../ui/humanize.js';
import { seatColour, seatName } from '../ui/seat-colours.js';

/** The end of the game: everyone ranked, each score broken down as the rule set reports it. */
@customElement('final-ranking')
export class FinalRanking extends LitElement {
  static override styles = css`
    :host { display: block; background: #fffdf8; border: 2px solid #2b2d31; border-radius: 0.7rem; padding: 0.7rem 0.9rem; }
    h2 { margin: 0 0 0.5rem; font-size: 1.2rem; }
    table { border-collapse: collapse; width: 100%; }
    th, td { padding: 0.35rem 0.5rem; text-align: right; border-bottom: 1px solid #e6dcc6; }
    th:nth-child(2), td:nth-child(2) { text-align: left; }
    tr.winner td { font-weight: 700; background: #fff3c4; }
    .dot { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-right: 0.35rem; }
    .scroll { overflow-x: auto; }
  `;

  @property({ attribute: false }) outcome!: Outcome;
  @property({ attribute: false }) names: readonly string[] = [];
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    const o = this.outcome;
    const parts = [...new Set(o.results.flatMap((r) => Object.keys(r.breakdown ?? {})))];
    return html`<section aria-labelledby="final-title">
      <h2 id="final-title">${this.headline()}</h2>
      <div class="scroll" tabindex="0" role="region" aria-label="Scores (scrolls sideways on a narrow screen)"><table>
        <thead><tr><th scope="col">Rank</th><th scope="col">Player</th>${parts.map((p) => html`<th scope="col">${humanize(p)}</th>`)}<th scope="col">Total</th></tr></thead>
        <tbody>${o.results.map((r) => html`<tr class=${r.rank === 1 ? 'winner' : ''} data-seat=${r.seat}>
          <td>${r.rank}</td>
          <td><span class="dot" style="background:${seatColour(r.seat)}"></span>${seatName(this.names, r.seat)}${r.seat === this.seat ? ' (you)' : ''}</td>
          ${parts.map((p) => html`<td>${r.breakdown?.[p] ?? ''}</td>`)}
          <td>${r.score}</td>
        </tr>`)}</tbody>
      </table></div>
    </section>`;
  }

  /** "You win!", "Ann wins!", "Ann and you win!", "Ann, Cy and you share the win!" (the viewer named last, as people say it). */
  private headline(): string {
    const winners = this.outcome.winners;
    const you = this.seat !== null && winners.includes(this.seat);
    const others = winners.filter((s) => s !== this.seat).map((s) => seatName(this.names, s));
    const all = you ? [...others, 'you'] : others;
    const list = all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
    if (all.length === 1) return you ? 'You win!' : `${list} wins!`;
    return `${list[0].toUpperCase()}${list.slice(1)} ${all.length > 2 ? 'share the win' : 'win'}!`;
  }
}

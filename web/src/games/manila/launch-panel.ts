import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { GOODS, START_SUM, type Good } from '../../../../engine/games/manila/constants.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { matchesLegal, templatesOf, valuesOf } from '../../../../engine/core/legal.js';
import { commandEvent, type LegalTemplate } from '../game-client.js';
import { GOOD_COLOURS, goodLabel } from './goods-style.js';

/** One launch template: the three ships that sail, each with the starts it may take. */
type LaunchTemplate = LegalTemplate & { ships: { good: Good; start: unknown }[] };

/**
 * Loading the ships: pick the good that stays home, then each ship's starting space.
 * The choices offered come from the legal launch templates (one per good that may stay
 * home, each ship's start a range), and the final check is `matchesLegal`; the running
 * sum shows how far the starts are from the required 9.
 */
@customElement('launch-panel')
export class LaunchPanel extends LitElement {
  static override styles = [controlStyles, css`
    fieldset { border: 1px solid #c9bfa8; border-radius: 0.5rem; margin: 0 0 0.6rem; padding: 0.5rem 0.7rem; }
    legend { font-weight: 600; }
    .starts { display: grid; gap: 0.4rem; }
    .ship { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem; }
    .ship .name { min-width: 5.5rem; font-weight: 600; }
    .swatch { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-right: 0.3rem; vertical-align: middle; }
    button[aria-pressed='true'] { background: #0f5e8c; color: #fff; border-color: #0b4668; }
    .sum { font-weight: 600; }
    .sum.ok { color: #1d6b35; }
    .sum.off { color: #a23a16; }
  `];

  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @state() private home: Good | null = null;
  @state() private starts: Partial<Record<Good, number>> = {};

  override render() {
    const launches = templatesOf<LaunchTemplate>(this.legal, 'launch');
    const homes = GOODS.filter((g) => launches.some((l) => !l.ships.some((s) => s.good === g)));
    const shipped = this.home ? GOODS.filter((g) => g !== this.home) : [];
    const sum = shipped.reduce((n, g) => n + (this.starts[g] ?? 0), 0);
    const chosen = this.match(launches);
    const allSet = shipped.length > 0 && shipped.every((g) => this.starts[g] !== undefined);
    return html`<section aria-labelledby="launch-title">
      <h3 id="launch-title">Load the ships</h3>
      <fieldset>
        <legend>Which good stays home?</legend>
        <div class="row" role="group" aria-label="Good that stays home">
          ${homes.map((g) => html`<button aria-pressed=${this.home === g ? 'true' : 'false'}
            @click=${() => { this.home = g; this.starts = {}; }}><span class="swatch" style="background:${GOOD_COLOURS[g].fill}"></span>${goodLabel(g)}</button>`)}
        </div>
      </fieldset>
      ${this.home ? html`<fieldset>
        <legend>Starting spaces (0 to 5, adding up to ${START_SUM})</legend>
        <div class="starts">
          ${shipped.map((g) => html`<div class="ship" role="group" aria-label="${goodLabel(g)} ship starting space">
            <span class="name"><span class="swatch" style="background:${GOOD_COLOURS[g].fill}"></span>${goodLabel(g)}</span>
            ${this.startsFor(launches, g).map((n) => html`<button data-good=${g} data-start=${n}
              aria-pressed=${this.starts[g] === n ? 'true' : 'false'}
              aria-label="${goodLabel(g)} starts on ${n}" @click=${() => (this.starts = { ...this.starts, [g]: n })}>${n}</button>`)}
          </div>`)}
        </div>
        <p class="sum ${allSet && sum === START_SUM ? 'ok' : 'off'}" role="status">
          Sum ${sum} of ${START_SUM}${allSet ? (sum === START_SUM ? ' ✓' : sum < START_SUM ? `: ${START_SUM - sum} short` : `: ${sum - START_SUM} too many`) : `: ${shipped.filter((g) => this.starts[g] === undefined).length} to choose`}
        </p>
      </fieldset>` : ''}
      <button class="primary" ?disabled=${!chosen} @click=${() => chosen && this.dispatchEvent(commandEvent(chosen))}>Launch the ships</button>
    </section>`;
  }

  /** Every start this ship may take in the template that leaves the chosen good home. */
  private startsFor(launches: LaunchTemplate[], good: Good): number[] {
    const template = launches.find((l) => !l.ships.some((s) => s.good === this.home));
    const ship = template?.ships.find((s) => s.good === good);
    return ship ? valuesOf<number>(ship.start) : [];
  }

  /** The launch command the current choice makes, if the legal templates allow it. */
  private match(launches: LaunchTemplate[]): { type: 'launch'; ships: { good: Good; start: number }[] } | undefined {
    const template = launches.find((l) => !l.ships.some((s) => s.good === this.home));
    if (!this.home || !template) return undefined;
    const command = { type: 'launch' as const, ships: template.ships.map((s) => ({ good: s.good, start: this.starts[s.good] ?? -1 })) };
    return matchesLegal(this.legal, command) ? command : undefined;
  }
}

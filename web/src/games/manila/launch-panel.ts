import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { GOODS, START_SUM, type Good } from '../../../../engine/games/manila/constants.js';
import { msg, num, upperFirst } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { matchesLegal, templatesOf, valuesOf } from '../../../../engine/core/legal-templates.js';
import { commandEvent, type LegalTemplate } from '../game-client.js';
import { GOOD_COLOURS, goodLabel, goodName } from './goods-style.js';
import '../../ui/tokens.js';
import { fieldValue } from '../../ui/form-fields.js';

/** One launch template: the three ships that sail, each with the starts it may take. */
type LaunchTemplate = LegalTemplate & { ships: { good: Good; start: unknown }[] };

/**
 * Loading the ships, in two short lines so the board stays in view: the good that stays home, then
 * each ship's starting space. The choices offered come from the legal launch templates (one per
 * good that may stay home, each ship's start a range), and the final check is `matchesLegal`; the
 * running sum shows how far the starts are from the required 9.
 */
@customElement('launch-panel')
export class LaunchPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    .swatch { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 50%; margin-inline-end: var(--tw-space-6); vertical-align: middle; }
    button[aria-pressed='true'] { background: var(--tw-accent); color: var(--tw-surface); border-color: var(--tw-accent-strong); }
    .ship { white-space: nowrap; }
    .sum { font-weight: 600; margin: 0; }
    .sum.ok { color: var(--tw-good); }
    .sum.off { color: var(--tw-alert); }
    .row + .row { margin-top: var(--tw-space-8); }
  `,
  ];

  protected readonly i18n = new Localized(this);
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
      <h2 id="launch-title">${msg({ id: 'manila.launch.title', defaultMessage: 'Load the ships' })}</h2>
      <div class="row" role="group" data-group="home" aria-label=${msg({ id: 'manila.launch.homeGroup', defaultMessage: 'Good that stays home' })}>
        <span>${msg({ id: 'manila.launch.home', defaultMessage: 'Stays home:' })}</span>
        ${homes.map(
          (g) => html`<button aria-pressed=${this.home === g ? 'true' : 'false'}
          @click=${() => {
            this.home = g;
            this.starts = {};
          }}><span class="swatch" style="background:${GOOD_COLOURS[g].fill}"></span>${goodLabel(g)}</button>`,
        )}
      </div>
      ${
        this.home
          ? html`<div class="row" role="group" aria-label=${msg({ id: 'manila.launch.startsGroup', defaultMessage: 'Starting spaces, {min, number} to {max, number}, adding up to {sum, number}' }, { min: 0, max: 5, sum: START_SUM })}>
        ${shipped.map(
          (
            g,
          ) => html`<label class="ship"><span class="swatch" style="background:${GOOD_COLOURS[g].fill}"></span>${goodLabel(g)}
          <select aria-label=${upperFirst(msg({ id: 'manila.launch.startsOn', defaultMessage: '{good} starts on' }, { good: goodName(g) }))} data-good=${g} @change=${(e: Event) => this.start(g, fieldValue(e))}>
            <option value="" ?selected=${this.starts[g] === undefined}>–</option>
            ${this.startsFor(launches, g).map((n) => html`<option value=${n} ?selected=${this.starts[g] === n}>${num(n)}</option>`)}
          </select></label>`,
        )}
      </div>`
          : ''
      }
      <div class="row">
        ${
          this.home
            ? html`<p class="sum ${allSet && sum === START_SUM ? 'ok' : 'off'}" role="status" data-sum=${sum}>
          ${this.sumText(sum, allSet, shipped.filter((g) => this.starts[g] === undefined).length)}
        </p>`
            : ''
        }
        <button class="primary" data-action="launch" ?disabled=${!chosen} @click=${() => chosen && this.dispatchEvent(commandEvent(chosen))}>${msg({ id: 'manila.launch.launch', defaultMessage: 'Launch the ships' })}</button>
      </div>
    </section>`;
  }

  /** "Sum 7 of 9: 2 short", "Sum 9 of 9 ✓", "Sum 4 of 9: 2 to choose". */
  private sumText(sum: number, allSet: boolean, open: number): string {
    const values = { sum, of: START_SUM, short: START_SUM - sum, over: sum - START_SUM, open };
    if (!allSet)
      return msg(
        { id: 'manila.launch.sumOpen', defaultMessage: 'Sum {sum, number} of {of, number}: {open, number} to choose' },
        values,
      );
    if (sum === START_SUM)
      return msg({ id: 'manila.launch.sumOk', defaultMessage: 'Sum {sum, number} of {of, number} ✓' }, values);
    return sum < START_SUM
      ? msg(
          { id: 'manila.launch.sumShort', defaultMessage: 'Sum {sum, number} of {of, number}: {short, number} short' },
          values,
        )
      : msg(
          { id: 'manila.launch.sumOver', defaultMessage: 'Sum {sum, number} of {of, number}: {over, number} too many' },
          values,
        );
  }

  private start(good: Good, value: string) {
    this.starts =
      value === ''
        ? Object.fromEntries(Object.entries(this.starts).filter(([g]) => g !== good))
        : { ...this.starts, [good]: Number(value) };
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
    const command = {
      type: 'launch' as const,
      ships: template.ships.map((s) => ({ good: s.good, start: this.starts[s.good] ?? -1 })),
    };
    return matchesLegal(this.legal, command) ? command : undefined;
  }
}

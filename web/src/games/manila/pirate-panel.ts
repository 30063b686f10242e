import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { GOODS, LANE_END, type Good } from '../../../../engine/games/manila/constants.js';
import type { ManilaView } from '../../../../engine/games/manila/view.js';
import { msg, upperFirst } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { templatesOf, valuesOf } from '../../../../engine/core/legal-templates.js';
import { commandEvent, type Command, type LegalTemplate } from '../game-client.js';
import { boardingText, isBoard } from './move-words.js';
import { goodName } from './goods-style.js';
import '../../ui/tokens.js';
import { fieldValue } from '../../ui/form-fields.js';
import { isOneOf } from '../../ui/known-keys.js';

interface SendPlundered extends Command {
  type: 'send-plundered';
  good: Good;
  to: 'harbour' | 'shipyard';
}

/** Whether a command (one the legal templates stand for) sends a plundered ship, field by field. */
const isSendPlundered = (c: Command): c is SendPlundered =>
  c.type === 'send-plundered' &&
  typeof c.good === 'string' &&
  isOneOf(GOODS, c.good) &&
  (c.to === 'harbour' || c.to === 'shipyard');

/**
 * The pirates' decisions: board a ship on 13 after the second roll (one list of the boardings the
 * legal template allows, so a phone keeps the board in view), or say where plundered ships go after the third.
 * Each list spells out its templates' choices (the good; a plundered ship's destination too) in
 * the order the expansion lists them (engine/core/legal.ts), without the expansion's code, which
 * the seat page would fetch before its board for these two phases alone; a command its field checks
 * (isBoard, isSendPlundered) do not take is left out, and the outbox checks each against the templates.
 */
@customElement('pirate-panel')
export class PiratePanel extends LitElement {
  static override styles = [
    controlStyles,
    css`p { margin: 0 0 var(--tw-space-6); } .row + .row { margin-top: var(--tw-space-6); }`,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: ManilaView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) names: readonly string[] = [];
  @state() private choice = 0;

  override render() {
    const ph = this.view.phase;
    if (ph.kind === 'boarding') {
      const boards = templatesOf(this.legal, 'board')
        .flatMap((t) => valuesOf<string>(t.good).map((good) => ({ ...t, good })))
        .filter(isBoard);
      const choice = Math.min(this.choice, Math.max(0, boards.length - 1));
      return html`<section aria-labelledby="pirate-title">
        <h2 id="pirate-title">${
          ph.order === 'captain'
            ? msg(
                {
                  id: 'manila.pirate.captainBoard',
                  defaultMessage: 'Pirate captain: board a ship on {space, number}?',
                },
                { space: LANE_END },
              )
            : msg(
                { id: 'manila.pirate.secondBoard', defaultMessage: 'Second pirate: board a ship on {space, number}?' },
                { space: LANE_END },
              )
        }</h2>
        <div class="row">
          ${
            boards.length
              ? html`<label>${msg({ id: 'manila.pirate.ship', defaultMessage: 'Ship' })} <select name="board" @change=${(e: Event) => (this.choice = Number(fieldValue(e)))}>
            ${boards.map((c, i) => html`<option value=${i} ?selected=${i === choice}>${boardingText(c, this.view, this.names)}</option>`)}
          </select></label>
          <button class="primary" @click=${() => this.dispatchEvent(commandEvent(boards[choice]))}>${msg({ id: 'manila.pirate.board', defaultMessage: 'Board' })}</button>`
              : ''
          }
          <button data-action="pass" @click=${() => this.dispatchEvent(commandEvent({ type: 'pass' }))}>${msg({ id: 'manila.pirate.stay', defaultMessage: 'Stay on the pirate ship' })}</button>
        </div>
      </section>`;
    }
    if (ph.kind === 'plunder') {
      const sends = templatesOf(this.legal, 'send-plundered')
        .flatMap((t) =>
          valuesOf<string>(t.good).flatMap((good) => valuesOf<string>(t.to).map((to) => ({ ...t, good, to }))),
        )
        .filter(isSendPlundered);
      const ships = [...new Set(sends.map((c) => c.good))];
      return html`<section aria-labelledby="plunder-title">
        <h2 id="plunder-title">${msg({ id: 'manila.plunder.title', defaultMessage: 'Pirate captain: where does each plundered ship go?' })}</h2>
        <p class="muted">${msg({ id: 'manila.plunder.help', defaultMessage: "Harbour: its good's price rises. Shipyard: the insurer pays repairs." })}</p>
        ${ships.map(
          (
            good,
          ) => html`<div class="row" role="group" aria-label=${msg({ id: 'manila.plunder.group', defaultMessage: 'The plundered {good} ship' }, { good: goodName(good) })}>
          <span>${upperFirst(msg({ id: 'manila.plunder.shipTo', defaultMessage: '{good} ship to the' }, { good: goodName(good) }))}</span>
          ${sends
            .filter((c) => c.good === good)
            .map(
              (
                c,
              ) => html`<button data-to=${c.to} aria-label=${msg({ id: 'manila.plunder.send', defaultMessage: 'Send the {good} ship to the {to, select, harbour {harbour} other {shipyard}}' }, { good: goodName(good), to: c.to })}
            @click=${() => this.dispatchEvent(commandEvent(c))}>${msg({ id: 'manila.plunder.to', defaultMessage: '{to, select, harbour {harbour} other {shipyard}}' }, { to: c.to })}</button>`,
            )}
        </div>`,
        )}
      </section>`;
    }
    return '';
  }
}

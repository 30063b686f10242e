import { SQUARE_TYPES } from '../../../../engine/games/who-rules-the-sea/data.js';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SquareCode } from '../../../../engine/games/who-rules-the-sea/data-types.js';
import type { FreightView } from '../../../../engine/games/who-rules-the-sea/view.js';
import { msg, num } from '../../i18n/i18n.js';
import { Localized } from '../../i18n/localized.js';
import { controlStyles } from '../../ui/shared-styles.js';
import { commandEvent, templateOf, type LegalTemplate } from '../game-client.js';
import { portName, pounds, shipName, squareName } from './freight-words.js';
import { dieOutcomes, extraRollsLeft, squareAmount, type DieOutcome } from './port-facts.js';
import { seaPosition } from './ship-facts.js';
import '../../ui/tokens.js';

/** What landing on a square would do, in a few words (the board's legend has the full printed text). */
export function squareRisk(code: SquareCode): string {
  const n = squareAmount(code) ?? 0;
  switch (code) {
    case '.':
      return msg({ id: 'freight.turn.riskOpen', defaultMessage: 'open sea, nothing happens' });
    case 'H':
      return msg({ id: 'freight.turn.riskHelm', defaultMessage: 'draw a chance card' });
    case 'ST':
    case 'DO':
      return msg(
        {
          id: 'freight.turn.riskMiss',
          defaultMessage: 'miss {n, plural, one {the next turn} other {the next # turns}}',
        },
        { n },
      );
    case 'FW':
      return msg(
        { id: 'freight.turn.riskAdvance', defaultMessage: 'advance {n, plural, one {# square} other {# squares}}' },
        { n },
      );
    case 'HW':
    case 'IC':
      return msg(
        { id: 'freight.turn.riskBack', defaultMessage: 'go back {n, plural, one {# square} other {# squares}}' },
        { n },
      );
    case 'GL':
      return msg({ id: 'freight.turn.riskTurnBack', defaultMessage: 'turn back to the port you came from' });
    case 'PI':
    case 'SC':
      return msg({ id: 'freight.turn.riskPay', defaultMessage: 'pay {amount}' }, { amount: pounds(n) });
    case 'CR':
      return msg({ id: 'freight.turn.riskRollers', defaultMessage: 'roll: on 1 or 2 the heaviest goods go overboard' });
    case 'RS':
      return msg({ id: 'freight.turn.riskRescue', defaultMessage: 'collect {amount}' }, { amount: pounds(n) });
  }
}

/**
 * The extra roll after a six (R14): what each face of the die would do from where the ship lies
 * now (the squares one to six ahead on its route, or reaching port), and what stopping means,
 * with Roll again first.
 */
@customElement('extra-roll-panel')
export class ExtraRollPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    ol { list-style: none; margin: var(--tw-space-6) 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(13.5rem, 1fr)); gap: var(--tw-space-3) var(--tw-space-16); font-size: var(--tw-text-88); }
    li { display: flex; gap: var(--tw-space-7); align-items: baseline; }
    .face { display: inline-grid; place-items: center; min-width: 1.4rem; height: 1.4rem; border-radius: 0.3rem; background: var(--tw-accent); color: var(--tw-surface); font-weight: 700; font-size: var(--tw-text-85); }
    li.bad .what { color: var(--tw-red-32); }
    li.good .what { color: var(--tw-green-27); }
    p { margin: var(--tw-space-4) 0; }
  `,
  ];

  protected readonly i18n = new Localized(this);
  @property({ attribute: false }) view!: FreightView;
  @property({ attribute: false }) legal: readonly LegalTemplate[] = [];
  @property({ attribute: false }) ship = '';

  override render() {
    const v = this.view;
    const ph = v.phase;
    const p = seaPosition(v, this.ship);
    if (ph.kind !== 'turn' || !ph.active || !p) return '';
    const roll = templateOf(this.legal, 'roll');
    const stop = templateOf(this.legal, 'stop');
    const here = p.route.squares[p.pos - 1];
    return html`<p><strong>${msg(
      {
        id: 'freight.turn.extraHeading',
        defaultMessage:
          'A six! {ship} may roll again ({n, plural, one {# extra roll left} other {# extra rolls left}}).',
      },
      { ship: shipName(this.ship), n: extraRollsLeft(ph.active.extraRolls) },
    )}</strong></p>
      <div class="row">
        ${
          roll
            ? html`<button class="primary" data-command="roll" data-ship=${this.ship} @click=${() => this.dispatchEvent(commandEvent({ type: 'roll', ship: this.ship }))}>
          ${msg({ id: 'freight.turn.rollAgain', defaultMessage: 'Roll again' })}</button>`
            : ''
        }
        ${
          stop
            ? html`<button data-command="stop" data-ship=${this.ship} @click=${() => this.dispatchEvent(commandEvent({ type: 'stop', ship: this.ship }))}>
          ${msg({ id: 'freight.turn.stop', defaultMessage: 'Stop here' })}</button>`
            : ''
        }
      </div>
      <p class="muted">${msg(
        {
          id: 'freight.turn.stopMeans',
          defaultMessage:
            'Stopping leaves {ship} on {square}, {left, plural, one {# step} other {# steps}} from {port}; its turn ends.',
        },
        { ship: shipName(this.ship), square: squareName(here), left: p.left, port: portName(p.dest) },
      )}</p>
      <ol aria-label=${msg({ id: 'freight.turn.riskList', defaultMessage: 'What the next roll would do' })}>${dieOutcomes(v, this.ship).map((o) => this.outcome(o))}</ol>`;
  }

  private outcome(o: DieOutcome) {
    // Marked by what the square's printed effect does: forward or money in is good, a chance card either way, the rest costs.
    const effect = o.arrives ? null : (SQUARE_TYPES[o.square].effect?.type ?? null);
    const good = o.arrives || effect === 'advance' || effect === 'collect';
    const bad = effect !== null && !good && effect !== 'drawChance';
    const what = o.arrives
      ? msg({ id: 'freight.turn.riskArrive', defaultMessage: 'reaches {port}' }, { port: portName(o.port) })
      : msg(
          { id: 'freight.turn.riskSquare', defaultMessage: '{square}: {effect}' },
          { square: squareName(o.square), effect: squareRisk(o.square) },
        );
    return html`<li class=${bad ? 'bad' : good ? 'good' : ''} data-die=${o.die}><span class="face" aria-hidden="true">${num(o.die)}</span>
      <span class="what"><span class="visually-hidden">${msg({ id: 'freight.turn.riskDie', defaultMessage: 'A {die, number}:' }, { die: o.die })} </span>${what}</span></li>`;
  }
}

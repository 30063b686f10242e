import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, num } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import {
  BANK_CHOICES,
  TEST_MOVE_CHOICES,
  VACATION_CHOICES,
  durationWords,
  moveChoices,
  timeoutChoices,
  type ClockChoice,
} from './clock-choices.js';
import { timeZones } from '../ui/time-zones.js';
import '../ui/tokens.js';
import { fieldChecked, fieldValue } from '../ui/form-fields.js';

/** Quiet hours a creator who ticks the box starts from: the night. */
const NIGHT = { from: '23:00', to: '07:00' };

/**
 * The new table's clock: time per move, bank, vacation, timeouts before a bot takes over, and
 * quiet hours. Fires `clock-change` (detail: the whole ClockChoice) on every change.
 */
@customElement('table-clock-fields')
export class TableClockFields extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    fieldset { border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-12) var(--tw-space-16); display: grid; gap: var(--tw-space-10); margin: 0; min-inline-size: 0; }
    fieldset > * { min-inline-size: 0; }
    legend { font-weight: 700; }
    label.check { display: inline-flex; gap: var(--tw-space-7); align-items: center; }
    p { margin: 0; }
  `,
  ];

  @property({ attribute: false }) value!: ClockChoice;
  /** The server's floor for a move's allowance (config.json). */
  @property({ type: Number, attribute: 'minmoveseconds' }) minMoveSeconds = 3600;
  protected readonly i18n = new Localized(this);

  override render() {
    const v = this.value;
    const quiet = v.quietHours;
    const on = v.moveSeconds !== null;
    return html`<fieldset>
      <legend>${msg({ id: 'lobby.clock.legend', defaultMessage: 'Clock' })}</legend>
      <div class="row">
        <label>${msg({ id: 'lobby.clock.move', defaultMessage: 'Time per move' })} <select name="clock-move" @change=${(e: Event) => this.set({ moveSeconds: numberOrNull(fieldValue(e)) })}>
          ${moveChoices(this.minMoveSeconds).map((s) => html`<option value=${s ?? ''} ?selected=${s === v.moveSeconds}>${moveLabel(s)}</option>`)}
        </select></label>
        ${
          on
            ? html`<label>${msg({ id: 'lobby.clock.bank', defaultMessage: 'Time bank' })} <select name="clock-bank" @change=${(e: Event) => this.set({ bankSeconds: Number(fieldValue(e)) })}>
          ${BANK_CHOICES.map((s) => html`<option value=${s} ?selected=${s === v.bankSeconds}>${s === 0 ? none() : durationWords(s)}</option>`)}
        </select></label>`
            : ''
        }
      </div>
      ${
        on
          ? html`<div class="row">
        <label>${msg({ id: 'lobby.clock.vacation', defaultMessage: 'Vacation days per player' })} <select name="clock-vacation" @change=${(e: Event) => this.set({ vacationDays: Number(fieldValue(e)) })}>
          ${VACATION_CHOICES.map((d) => html`<option value=${d} ?selected=${d === v.vacationDays}>${d === 0 ? none() : num(d)}</option>`)}
        </select></label>
        <label>${msg({ id: 'lobby.clock.timeouts', defaultMessage: 'Timeouts in a row before a bot takes over' })} <select name="clock-timeouts" @change=${(e: Event) => this.set({ timeoutsBeforeBot: Number(fieldValue(e)) })}>
          ${timeoutChoices().map((n) => html`<option value=${n} ?selected=${n === v.timeoutsBeforeBot}>${num(n)}</option>`)}
        </select></label>
      </div>
      <div class="row">
        <label class="check"><input type="checkbox" name="clock-quiet" .checked=${v.quietHours !== null}
          @change=${(e: Event) => this.set({ quietHours: fieldChecked(e) ? NIGHT : null })}>${msg({ id: 'lobby.clock.quiet', defaultMessage: 'Quiet hours, when clocks stop' })}</label>
        ${
          quiet
            ? html`
          <label>${msg({ id: 'lobby.clock.from', defaultMessage: 'From' })} <input type="time" name="clock-quiet-from" required .value=${quiet.from} @change=${(e: Event) => this.set({ quietHours: { ...quiet, from: fieldValue(e) } })}></label>
          <label>${msg({ id: 'lobby.clock.until', defaultMessage: 'until' })} <input type="time" name="clock-quiet-to" required .value=${quiet.to} @change=${(e: Event) => this.set({ quietHours: { ...quiet, to: fieldValue(e) } })}></label>
          <label>${msg({ id: 'lobby.clock.zone', defaultMessage: 'Time zone' })} <select name="clock-zone" @change=${(e: Event) => this.set({ timeZone: fieldValue(e) })}>
            ${timeZones(v.timeZone).map((z) => html`<option value=${z} ?selected=${z === v.timeZone}>${z}</option>`)}
          </select></label>`
            : ''
        }
      </div>
      <p class="muted">${msg({ id: 'lobby.clock.explain', defaultMessage: "A player whose time runs out has a move made for them by the game's bot; after {n, number} in a row the bot plays their seat until they come back. Each player can set their own time zone and quiet hours from their seat link; these quiet hours are the default." }, { n: v.timeoutsBeforeBot })}</p>`
          : html`<p class="muted">${msg({ id: 'lobby.clock.none', defaultMessage: 'Without a clock the table waits for every player as long as it takes.' })}</p>`
      }
    </fieldset>`;
  }

  private set(change: Partial<ClockChoice>) {
    this.value = { ...this.value, ...change };
    this.dispatchEvent(
      new CustomEvent<ClockChoice>('clock-change', { detail: this.value, bubbles: true, composed: true }),
    );
  }
}

function numberOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

const none = () => msg({ id: 'lobby.clock.noneChoice', defaultMessage: 'none' });

function moveLabel(seconds: number | null): string {
  if (seconds === null) return msg({ id: 'lobby.clock.noClock', defaultMessage: 'no clock' });
  return TEST_MOVE_CHOICES.includes(seconds)
    ? msg(
        { id: 'lobby.clock.trial', defaultMessage: '{duration} (for trying it out)' },
        { duration: durationWords(seconds) },
      )
    : durationWords(seconds);
}

import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { SeatClockView } from '../../../engine/core/clock/clocks.js';
import type { SeatSettings } from '../../../engine/core/clock/options.js';
import { clockRequestSchema, type ClockRequest } from '../../../engine/core/clock/protocol.js';
import { browserTimeZone, timeZones } from '../ui/time-zones.js';
import { locale, msg, num } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { controlStyles } from '../ui/shared-styles.js';
import { readerTime } from './time-words.js';
import { dateLocale } from '../ui/local-time.js';
import '../ui/tokens.js';
import { fieldChecked, fieldValue } from '../ui/form-fields.js';

const NIGHT = { from: '23:00', to: '07:00' };

/**
 * For the holder of a seat link at a table with a clock: their time zone and quiet hours,
 * vacation days, and "I'm back" while a bot plays their seat or they are on vacation. Fires
 * `clock-request` (detail: the request, already checked against the protocol's schema).
 */
@customElement('clock-panel')
export class ClockPanel extends LitElement {
  protected readonly i18n = new Localized(this);

  static override styles = [
    controlStyles,
    css`
    :host { display: block; background: var(--tw-paper); border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-12) var(--tw-space-16); }
    form { display: grid; gap: var(--tw-space-10); margin: 0 0 var(--tw-space-12); }
    fieldset { border: 1px solid var(--tw-sand-83); border-radius: 0.5rem; padding: var(--tw-space-8) var(--tw-space-12); display: grid; gap: var(--tw-space-8); margin: 0; }
    legend { font-weight: 600; font-size: var(--tw-text-95); }
    label.check { display: inline-flex; gap: var(--tw-space-7); align-items: center; }
    select[name='zone'] { max-width: 100%; }
    .away { background: var(--tw-highlight); border-radius: 0.5rem; padding: var(--tw-space-10) var(--tw-space-12); display: grid; gap: var(--tw-space-8); margin-bottom: var(--tw-space-12); }
    .away p, p { margin: 0; }
    .error { color: var(--tw-alert); }
  `,
  ];

  /** The seat's own clock, from the latest update. */
  @property({ attribute: false }) view!: SeatClockView;
  /** The time zone and quiet hours the clock keeps for the seat (its own, or the table's); null: none. */
  @property({ attribute: false }) settings: SeatSettings | null = null;
  /** A command of this seat is on its way: nothing more is sent until it is answered. */
  @property({ type: Boolean }) busy = false;
  /** The server's refusal of the last request, or '' */
  @property() problem = '';

  @state() private zone = browserTimeZone();
  @state() private quiet: { from: string; to: string } | null = null;
  @state() private days = 1;
  /** What is wrong with the form before anything is sent. */
  @state() private invalid = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The fields start from what the seat has set; a new setting in the log resets them to it.
    if (changed.has('settings') && JSON.stringify(changed.get('settings')) !== JSON.stringify(this.settings)) {
      this.zone = this.settings?.timeZone ?? browserTimeZone();
      this.quiet = this.settings?.quietHours ?? null;
    }
    if (changed.has('view')) this.days = Math.min(Math.max(1, this.days), Math.max(1, this.view.vacationDaysLeft));
  }

  override render() {
    const v = this.view;
    const quiet = this.quiet;
    const left = v.vacationDaysLeft;
    return html`<section aria-labelledby="clock-panel-title">
      <h2 id="clock-panel-title">${msg({ id: 'game.clockPanel.title', defaultMessage: 'Your clock' })}</h2>
      ${
        v.botHolds || v.onVacationUntil
          ? html`<div class="away">
        <p>${
          v.botHolds || !v.onVacationUntil
            ? msg({
                id: 'game.clockPanel.botHolds',
                defaultMessage: 'A bot is playing your seat because your time ran out too often.',
              })
            : msg(
                {
                  id: 'game.clockPanel.onVacation',
                  defaultMessage: 'You are on vacation until {until}; your clock is stopped.',
                },
                { until: readerTime(v.onVacationUntil, this.reader()) },
              )
        }</p>
        <div class="row"><button class="primary" ?disabled=${this.busy} @click=${() => this.request({ type: 'back' })}>${msg({ id: 'game.clockPanel.back', defaultMessage: "I'm back" })}</button></div>
      </div>`
          : ''
      }
      <form @submit=${this.saveSettings}>
        <fieldset>
          <legend>${msg({ id: 'game.clockPanel.zoneLegend', defaultMessage: 'Time zone and quiet hours' })}</legend>
          <label>${msg({ id: 'game.clockPanel.zone', defaultMessage: 'Your time zone' })} <select name="zone" @change=${(e: Event) => (this.zone = fieldValue(e))}>
            ${timeZones(this.zone).map((z) => html`<option value=${z} ?selected=${z === this.zone}>${z}</option>`)}
          </select></label>
          <label class="check"><input type="checkbox" name="quiet" .checked=${this.quiet !== null}
            @change=${(e: Event) => (this.quiet = fieldChecked(e) ? (this.settings?.quietHours ?? NIGHT) : null)}>${msg({ id: 'game.clockPanel.quiet', defaultMessage: 'Quiet hours, when your clock stops' })}</label>
          ${
            quiet
              ? html`<div class="row">
            <label>${msg({ id: 'game.clockPanel.quietFrom', defaultMessage: 'From' })} <input type="time" name="quiet-from" required .value=${quiet.from} @change=${(e: Event) => (this.quiet = { ...quiet, from: fieldValue(e) })}></label>
            <label>${msg({ id: 'game.clockPanel.quietTo', defaultMessage: 'until' })} <input type="time" name="quiet-to" required .value=${quiet.to} @change=${(e: Event) => (this.quiet = { ...quiet, to: fieldValue(e) })}></label>
          </div>`
              : ''
          }
          <p class="muted">${this.settings ? '' : `${msg({ id: 'game.clockPanel.notSetYet', defaultMessage: "You have not set your own yet: the table's quiet hours, if it has any, apply until you do." })} `}${msg({ id: 'game.clockPanel.whenChange', defaultMessage: 'You can change these once during each of your turns, and as often as you like between them.' })}</p>
          <div class="row"><button type="submit" ?disabled=${this.busy}>${msg({ id: 'game.clockPanel.save', defaultMessage: 'Save time zone and quiet hours' })}</button></div>
        </fieldset>
      </form>
      <form @submit=${this.takeVacation}>
        <fieldset>
          <legend>${msg({ id: 'game.clockPanel.vacation', defaultMessage: 'Vacation' })}</legend>
          <p data-vacation-left>${
            left === 0
              ? msg({ id: 'game.clockPanel.noVacationLeft', defaultMessage: 'No vacation days left at this table.' })
              : msg(
                  {
                    id: 'game.clockPanel.vacationLeft',
                    defaultMessage: '{left, plural, one {# vacation day} other {# vacation days}} left.',
                  },
                  { left },
                )
          }</p>
          ${
            left > 0
              ? html`<div class="row">
            <label>${msg({ id: 'game.clockPanel.days', defaultMessage: 'Days' })} <select name="vacation-days" @change=${(e: Event) => (this.days = Number(fieldValue(e)))}>
              ${Array.from({ length: left }, (_, i) => i + 1).map((d) => html`<option value=${d} ?selected=${d === this.days}>${num(d)}</option>`)}
            </select></label>
            <button type="submit" ?disabled=${this.busy}>${msg({ id: 'game.clockPanel.takeVacation', defaultMessage: 'Take vacation' })}</button>
          </div>
          <p class="muted">${msg({ id: 'game.clockPanel.vacationHelp', defaultMessage: 'Your clock stops for whole days from now; "I\'m back" ends it early and returns the days not begun.' })}</p>`
              : ''
          }
        </fieldset>
      </form>
      ${this.invalid || this.problem ? html`<p class="error" role="alert">${this.invalid || this.problem}</p>` : ''}
    </section>`;
  }

  private reader() {
    return { timeZone: browserTimeZone(), locale: dateLocale(), nowMs: Date.now() };
  }

  private saveSettings = (e: Event) => {
    e.preventDefault();
    this.request({ type: 'clock-settings', timeZone: this.zone, quietHours: this.quiet });
  };

  private takeVacation = (e: Event) => {
    e.preventDefault();
    this.request({ type: 'vacation', days: this.days });
  };

  /** Checks the request against the protocol's schema, so a mistake is named here and nothing goes out. */
  private request(request: ClockRequest) {
    const parsed = clockRequestSchema.safeParse(request);
    if (!parsed.success) {
      // The schema's reasons are English: another language says only that the request was not valid.
      this.invalid =
        locale() === 'en'
          ? msg(
              { id: 'game.clockPanel.notSent', defaultMessage: 'Not sent: {reason}.' },
              { reason: parsed.error.issues[0]?.message ?? 'malformed request' },
            )
          : msg({ id: 'game.clockPanel.notSentInvalid', defaultMessage: 'Not sent: the request is not valid.' });
      return;
    }
    this.invalid = '';
    this.dispatchEvent(
      new CustomEvent<ClockRequest>('clock-request', { detail: parsed.data, bubbles: true, composed: true }),
    );
  }
}

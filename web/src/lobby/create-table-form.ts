import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { MAX_NAME_LENGTH } from '../../../lambdas/protocol/limits.js';
import { loadConfig } from '../net/config.js';
import { CommitmentChanged, createTable } from '../net/create-table.js';
import { controlStyles } from '../ui/shared-styles.js';
import { seatColour } from '../ui/seat-colours.js';
import { gameDescriptionId, gameTitleId } from '../../../engine/catalog.js';
import { msg, msgById, num } from '../i18n/i18n.js';
import { errorText } from '../i18n/errors.js';
import { Localized } from '../i18n/localized.js';
import { ServerError } from '../net/one-shot.js';
import { optionLabel, optionValueLabel } from './option-labels.js';
import { browserTimeZone } from '../ui/time-zones.js';
import { clockOptionsOf, defaultClockChoice, defaultName, seatsOf, type ClockChoice } from './clock-choices.js';
import { loadRuleSets, type RuleSetInfo } from './rule-sets.js';
import { rulesLink } from '../rules/rules-link.js';
import './table-clock-fields.js';
import '../ui/tokens.js';
import { fieldChecked, fieldValue, messageOf } from '../ui/form-fields.js';

/**
 * Sets up a table: rule set, seats and names (each open, a person's or a bot's), the clock and
 * the rule set's options; fires `table-created` with the server's answer. Once a table is made
 * the form steps aside: another table takes a deliberate "New table", which starts afresh, so a
 * second press never silently makes a second table.
 */
@customElement('create-table-form')
export class CreateTableForm extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; }
    form { display: grid; gap: var(--tw-space-16); }
    /* Fieldsets and grid items are as wide as their widest line by default: here they shrink to the screen. */
    form > *, fieldset { min-inline-size: 0; }
    fieldset { border: 1px solid var(--tw-line); border-radius: 0.6rem; padding: var(--tw-space-12) var(--tw-space-16); display: grid; gap: var(--tw-space-10); }
    legend { font-weight: 700; }
    .seat { display: flex; flex-wrap: wrap; gap: var(--tw-space-10); align-items: center; }
    .dot { width: 1.3rem; height: 1.3rem; border-radius: 50%; color: var(--tw-surface); display: inline-grid; place-items: center; font-size: var(--tw-text-80); font-weight: 700; }
    .seat input[type='text'] { flex: 1 1 10rem; }
    /* A fingerprint in a refusal is 64 characters without a break: it wraps anywhere rather than widen a phone's page. */
    .error { color: var(--tw-alert); overflow-wrap: anywhere; }
    label.check { display: inline-flex; gap: var(--tw-space-7); align-items: center; }
    .about { margin: 0; }
    a { color: var(--tw-accent); }
    .made { display: grid; gap: var(--tw-space-10); }
  `,
  ];

  @state() private ruleSets: RuleSetInfo[] = [];
  @state() private rules = '';
  @state() private seatCount = 0;
  @state() private names: string[] = [];
  @state() private open: boolean[] = [];
  @state() private bots: boolean[] = [];
  @state() private clock: ClockChoice = defaultClockChoice(browserTimeZone());
  /** Production's floor until config.json says otherwise: never offer what the server refuses. */
  @state() private minMoveSeconds = 3600;
  @state() private options: Record<string, unknown> = {};
  @state() private error = '';
  @state() private busy = false;
  /** The rule set of the table just created; the form shows "New table" instead of itself. */
  @state() private made = '';
  protected readonly i18n = new Localized(this);

  override connectedCallback() {
    super.connectedCallback();
    // The floor only adds test choices; without it the lobby still works with production's.
    loadConfig().then(
      (c) => (this.minMoveSeconds = c.minMoveSeconds),
      () => undefined,
    );
    void this.fetchRuleSets();
  }

  private async fetchRuleSets() {
    try {
      this.ruleSets = await loadRuleSets();
      if (this.ruleSets[0]) this.choose(this.ruleSets[0].id);
    } catch (e) {
      this.error = msg(
        { id: 'lobby.create.ruleSetsFailed', defaultMessage: 'Cannot load the rule sets: {reason}' },
        { reason: messageOf(e) },
      );
    }
  }

  private get ruleSet(): RuleSetInfo | undefined {
    return this.ruleSets.find((r) => r.id === this.rules);
  }

  private choose(id: string) {
    const r = this.ruleSets.find((x) => x.id === id);
    if (!r) return;
    this.rules = id;
    this.options = { ...r.defaultOptions };
    this.resize(Math.min(Math.max(this.seatCount || r.seats.min, r.seats.min), r.seats.max));
  }

  private resize(n: number) {
    this.seatCount = n;
    this.names = Array.from({ length: n }, (_, i) => this.names[i] ?? '');
    this.open = Array.from({ length: n }, (_, i) => this.open[i] ?? false);
    this.bots = Array.from({ length: n }, (_, i) => this.bots[i] ?? false);
  }

  /** Back to a blank form for another table: the same game, the seats' names and choices cleared. */
  private newTable = async () => {
    this.made = '';
    this.names = this.names.map(() => '');
    this.open = this.open.map(() => false);
    this.bots = this.bots.map(() => false);
    this.clock = defaultClockChoice(browserTimeZone());
    this.options = { ...(this.ruleSet?.defaultOptions ?? {}) };
    this.error = '';
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLSelectElement>('select[name="rules"]')?.focus();
  };

  override render() {
    if (this.made) {
      return html`<section class="made" aria-labelledby="create-title">
        <h2 id="create-title">${msg({ id: 'lobby.create.heading', defaultMessage: 'New table' })}</h2>
        <p>${msg({ id: 'lobby.create.ready', defaultMessage: 'Your {title} table is ready: its links are above, and kept under "Tables I created".' }, { title: msgById(gameTitleId(this.made)) })}</p>
        <div class="row"><button class="primary" @click=${this.newTable}>${msg({ id: 'lobby.create.newTable', defaultMessage: 'New table' })}</button></div>
      </section>`;
    }
    const r = this.ruleSet;
    if (!r)
      return html`${this.error ? html`<p class="error" role="alert">${this.error}</p>` : html`<p role="status">${msg({ id: 'lobby.create.loading', defaultMessage: 'Loading the rule sets…' })}</p>`}`;
    const counts = Array.from({ length: r.seats.max - r.seats.min + 1 }, (_, i) => r.seats.min + i);
    return html`<form @submit=${(e: Event) => void this.submit(e)} aria-labelledby="create-title">
      <h2 id="create-title">${msg({ id: 'lobby.create.heading', defaultMessage: 'New table' })}</h2>
      <div class="row">
        <label>${msg({ id: 'lobby.create.game', defaultMessage: 'Game' })} <select name="rules" @change=${(e: Event) => this.choose(fieldValue(e))}>
          ${this.ruleSets.map((x) => html`<option value=${x.id} ?selected=${x.id === this.rules}>${msgById(gameTitleId(x.id))}</option>`)}
        </select></label>
        <label>${msg({ id: 'lobby.create.players', defaultMessage: 'Players' })} <select name="seats" @change=${(e: Event) => this.resize(Number(fieldValue(e)))}>
          ${counts.map((n) => html`<option value=${n} ?selected=${n === this.seatCount}>${num(n)}</option>`)}
        </select></label>
      </div>
      <p class="about" id="game-about">${msgById(gameDescriptionId(r.id))} <a href=${rulesLink(r.id)}>${msg({ id: 'rules.rulesOf', defaultMessage: 'Rules of {title}' }, { title: msgById(gameTitleId(r.id)) })}</a></p>
      <fieldset>
        <legend>${msg({ id: 'lobby.create.seats', defaultMessage: 'Seats, in turn order' })}</legend>
        ${this.names.map(
          (name, i) => html`<div class="seat">
          <span class="dot" style="background:${seatColour(i)}" aria-hidden="true">${num(i + 1)}</span>
          <input type="text" name="name-${i}" aria-label=${msg({ id: 'lobby.create.nameFor', defaultMessage: 'Name for seat {n, number}' }, { n: i + 1 })} placeholder=${defaultName(i, this.bots[i] && r.bot)} maxlength=${MAX_NAME_LENGTH}
            .value=${name} @input=${(e: Event) => (this.names = this.names.map((n, k) => (k === i ? fieldValue(e) : n)))}>
          <label class="check"><input type="checkbox" name="open-${i}" .checked=${this.open[i]} ?disabled=${this.bots[i]}
            @change=${(e: Event) => (this.open = this.open.map((o, k) => (k === i ? fieldChecked(e) : o)))}>${msg({ id: 'lobby.create.openSeat', defaultMessage: 'open seat' })}</label>
          ${
            r.bot
              ? html`<label class="check"><input type="checkbox" name="bot-${i}" aria-label=${msg({ id: 'lobby.create.botFor', defaultMessage: 'Seat {n, number} played by a bot' }, { n: i + 1 })} .checked=${this.bots[i]} ?disabled=${this.open[i]}
            @change=${(e: Event) => (this.bots = this.bots.map((b, k) => (k === i ? fieldChecked(e) : b)))}>${msg({ id: 'lobby.create.bot', defaultMessage: 'bot' })}</label>`
              : ''
          }
        </div>`,
        )}
        <p class="muted">${msg({ id: 'lobby.create.openNote', defaultMessage: "An open seat is taken by whoever opens the table's spectator link first and gives a name." })}${r.bot ? html` ${msg({ id: 'lobby.create.botNote', defaultMessage: "A bot seat is played by the game's bot, after a short pause." })}` : ''}</p>
      </fieldset>
      <table-clock-fields .value=${this.clock} .minMoveSeconds=${this.minMoveSeconds} @clock-change=${(e: CustomEvent<ClockChoice>) => (this.clock = e.detail)}></table-clock-fields>
      ${Object.keys(this.options).length ? html`<fieldset><legend>${msg({ id: 'lobby.create.options', defaultMessage: 'Rule options' })}</legend>${Object.entries(this.options).map(([k, v]) => this.option(k, v))}</fieldset>` : ''}
      <div class="row"><button class="primary" type="submit" ?disabled=${this.busy}>${msg({ id: 'lobby.create.submit', defaultMessage: 'Create the table' })}</button></div>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
    </form>`;
  }

  /** One rule option, drawn by the type of its default value (a text option with choices as a menu). */
  private option(key: string, value: unknown) {
    const set = (v: unknown) => (this.options = { ...this.options, [key]: v });
    if (typeof value === 'boolean') {
      return html`<label class="check"><input type="checkbox" name="option-${key}" .checked=${value} @change=${(e: Event) => set(fieldChecked(e))}>${optionLabel(key)}</label>`;
    }
    if (typeof value === 'number') {
      return html`<label>${optionLabel(key)} <input type="number" name="option-${key}" .value=${String(value)} @input=${(e: Event) => set(Number(fieldValue(e)))}></label>`;
    }
    const choices = this.ruleSet?.optionChoices?.[key];
    if (choices) {
      return html`<label>${optionLabel(key)} <select name="option-${key}" @change=${(e: Event) => set(fieldValue(e))}>
        ${choices.map((c) => html`<option value=${c} ?selected=${c === value}>${optionValueLabel(key, c)}</option>`)}</select></label>`;
    }
    return html`<label>${optionLabel(key)} <input type="text" name="option-${key}" .value=${typeof value === 'string' ? value : ''} @input=${(e: Event) => set(fieldValue(e))}></label>`;
  }

  /** Why the table was not made, in the page's language. */
  private problem(err: unknown): string {
    if (err instanceof CommitmentChanged) {
      return msg(
        {
          id: 'lobby.create.commitmentChanged',
          defaultMessage:
            "The server did not keep its word on this table's dice: it promised the secret with the fingerprint {prepared}, then dealt with {created}. The table was not kept; create it again, and tell whoever runs this server.",
        },
        { prepared: err.prepared, created: err.created },
      );
    }
    return err instanceof ServerError ? errorText(err.code, err.message) : messageOf(err);
  }

  private async submit(e: Event) {
    e.preventDefault();
    this.error = '';
    const r = this.ruleSet;
    if (!r) return;
    const rows = this.names.map((name, i) => ({ name, open: this.open[i], bot: this.bots[i] && r.bot }));
    const seats = seatsOf(rows, r.bot, msgById(gameTitleId(r.id)));
    const clock = await clockOptionsOf(this.clock);
    // Refused here, in words, before anything is sent.
    if (!seats.ok) {
      this.error = seats.problem;
      return;
    }
    if (!clock.ok) {
      this.error = clock.problem;
      return;
    }
    this.busy = true;
    try {
      const created = await createTable({
        rules: this.rules,
        // A table without a clock sends the rule options alone, as before clocks.
        options: clock.clock ? { ...this.options, clock: clock.clock } : this.options,
        seats: seats.seats,
      });
      this.made = r.id;
      this.dispatchEvent(new CustomEvent('table-created', { detail: created, bubbles: true, composed: true }));
    } catch (err) {
      this.error = this.problem(err);
    } finally {
      this.busy = false;
    }
  }
}

import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Entry } from '../../../lambdas/protocol/server.js';
import type { DieShown, GameClient } from '../games/game-client.js';
import { dieFace } from '../ui/die-face.js';
import { localTime } from '../ui/local-time.js';
import { historyText, isClockEvent } from './clock-history.js';
import { ownLine } from './own-name.js';
import { locale, msg, num } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import '../ui/tokens.js';

interface Line {
  /** This event's place in the whole log, counted from 1: where the replay goes. */
  step: number;
  version: number;
  at: string;
  text: string;
  dice: DieShown[] | null;
  /** The move's time on the reader's clock, on the first line of its move only. */
  time: string | null;
  /** A move the system made for a seat (time ran out, or a bot plays it), a seat's clock request, or a new dice key. */
  kind: 'behalf' | 'clock' | 'key' | null;
}

/** A line before its place in the replay is known. */
type LineText = Omit<Line, 'step'>;

/** An event's lines (or a dice key's alone), with the round the event belongs to. */
interface Part {
  /** Whether it is an event, a step of the replay (a lone dice key is not). */
  advances: boolean;
  round: number | null;
  lines: LineText[];
}

interface Group {
  round: number | null;
  lines: Line[];
}

/**
 * Every event as the server described it to this viewer, grouped by round, dice drawn as
 * dice, each with the time of its move on the reader's clock; each move's version can be
 * opened in the replay, and the replay's event is scrolled into sight. Moves made on a seat's
 * behalf say so, and clock requests (quiet hours, vacation, "I'm back") appear with their text,
 * as does a new dice key a seat's device set (docs/audit.md, seat chains), which the whole table
 * should notice: another device playing a seat says so here.
 */
@customElement('history-list')
export class HistoryList extends LitElement {
  static override styles = css`
    :host { display: block; }
    h2 { font-size: var(--tw-text-105); margin: 0 0 var(--tw-space-8); }
    .scroll { max-height: 28rem; overflow-y: auto; border: 1px solid var(--tw-line); border-radius: 0.6rem; background: var(--tw-paper); padding: var(--tw-space-6) var(--tw-space-12); }
    summary { font-weight: 700; padding: var(--tw-space-6) 0; cursor: pointer; }
    ol { list-style: none; margin: 0; padding: 0; }
    li { display: flex; gap: var(--tw-space-9); align-items: baseline; padding: var(--tw-space-4) 0; border-top: 1px solid var(--tw-sand-89); font-size: var(--tw-text-90); }
    li.current { background: var(--tw-highlight); }
    .v { font: inherit; font-size: var(--tw-text-75); color: var(--tw-ink-muted); background: none; border: 1px solid var(--tw-line); border-radius: 0.3rem; min-width: 2.4rem; padding: var(--tw-space-2) var(--tw-space-5); cursor: pointer; }
    .v:focus-visible { outline: 3px solid var(--tw-focus); }
    .dice { display: inline-flex; gap: var(--tw-space-4); vertical-align: middle; margin-inline-start: var(--tw-space-4); }
    svg { width: 1.4rem; height: 1.4rem; }
    li.behalf span, li.clock span, li.key span { font-style: italic; }
    li.clock span, li.key span { color: var(--tw-blue-30); }
    time { flex: none; font-size: var(--tw-text-75); color: var(--tw-ink-muted); font-variant-numeric: tabular-nums; }
  `;

  protected readonly i18n = new Localized(this);

  @property({ attribute: false }) entries: readonly Entry[] = [];
  @property({ attribute: false }) client!: GameClient;
  /** The seats' names, for the moves made on a seat's behalf. */
  @property({ attribute: false }) names: readonly string[] = [];
  /** Which seats were created as bots: their moves need no "bot playing for". */
  @property({ attribute: false }) bots: readonly boolean[] = [];
  /** The event shown in the replay (its step), highlighted. */
  @property({ type: Number }) current = 0;
  /** The viewer's seat: the lines read "You" for it, also those revealed for everyone after the end. */
  @property({ attribute: false }) seat: number | null = null;

  override render() {
    return html`<section aria-labelledby="history-title">
      <h2 id="history-title">${msg({ id: 'line.history.title', defaultMessage: 'History' })}</h2>
      <div class="scroll" tabindex="0" aria-label=${msg({ id: 'line.history.label', defaultMessage: 'Game history' })} @scroll=${this.onScroll}>
        ${this.grouped.map((g, i, all) => {
          const open = this.isOpen(g, i, all.length);
          return html`<details ?open=${open} data-round=${g.round ?? 0} @toggle=${(e: Event) => this.onToggle(g, i, all.length, e)}>
          <summary>${g.round === null ? msg({ id: 'line.history.setup', defaultMessage: 'Setup' }) : msg({ id: 'line.history.round', defaultMessage: 'Round {round, number}' }, { round: g.round })}</summary>
          ${open ? this.linesOf(g) : nothing}
        </details>`;
        })}
      </div>
    </section>`;
  }

  /** A round's lines: drawn only while its round is open (a closed round of a long game costs nothing). */
  private linesOf(g: Group) {
    return html`<ol>${g.lines.map(
      (
        l,
      ) => html`<li class="${l.step === this.current && l.kind !== 'key' ? 'current' : ''} ${l.kind ?? ''}" data-version=${l.version} data-step=${l.step}>
            <button class="v" aria-label=${msg({ id: 'line.history.seek', defaultMessage: 'Move {version, number}: show the board at this point' }, { version: l.version })}
              @click=${() => this.dispatchEvent(new CustomEvent('replay-seek', { detail: { step: l.step }, bubbles: true, composed: true }))}>${num(l.version)}</button>
            <span>${l.text}${l.dice ? html`<span class="dice">${l.dice.map((d) => html`<svg viewBox="0 0 24 24" role="img" aria-label=${msg({ id: 'line.history.die', defaultMessage: '{label} die showing {value, number}' }, { label: d.label, value: d.value })}>${dieFace(d.value, 1, 1, 22, d.fill, d.pip)}</svg>`)}</span>` : ''}</span>
            ${l.time !== null ? html`<time datetime=${l.at}>${l.time}</time>` : ''}
          </li>`,
    )}</ol>`;
  }

  /**
   * How many of the newest rounds are open unless the reader says otherwise: the round being
   * played and the one before it, which a player back after a day reads to see what happened.
   * Older rounds are closed and not drawn: at the end of a long game the whole history was some
   * twenty thousand elements, which every page load, every redraw and every layout of a phone paid for.
   */
  static readonly OPEN_ROUNDS = 2;

  /** The rounds the reader opened or closed by hand (by round, setup as 0), which keep their state. */
  private chosen = new Map<number, boolean>();

  private isOpen(g: Group, index: number, count: number): boolean {
    return this.chosen.get(g.round ?? 0) ?? index >= count - HistoryList.OPEN_ROUNDS;
  }

  private onToggle(g: Group, index: number, count: number, e: Event): void {
    const open = (e.currentTarget as HTMLDetailsElement).open;
    // The toggle our own render caused (a round falling out of the newest two) is no reader's choice.
    if (open === this.isOpen(g, index, count)) return;
    this.chosen.set(g.round ?? 0, open);
    this.requestUpdate();
  }

  /** Whether the reader is at the newest line; scrolling up to read older ones turns this off. */
  private following = true;

  /**
   * Where our own scroll to the newest line put the box, until its scroll event comes: that
   * scroll is no reader's. A position, not a flag, because the browser sends one scroll event
   * per frame: a reader who scrolls away before ours is reported sends the only event, and a
   * flag would take it for ours and keep following.
   */
  private scrolledByUsTo: number | undefined;
  /** A scroll to the newest line waiting for the next frame. */
  private pendingFollow = 0;

  private onScroll = (e: Event) => {
    const box = e.currentTarget;
    if (!(box instanceof HTMLElement)) return;
    const ours = this.scrolledByUsTo;
    this.scrolledByUsTo = undefined;
    if (ours !== undefined && Math.abs(box.scrollTop - ours) < 1) return;
    this.following = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  };

  /** The lines by round, worked out once per update (render reads them, and willUpdate to open the replay's round). */
  private grouped: Group[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.grouped = this.groups();
    // The replay shows an event of a closed round: the round opens, so its line can be shown.
    if (changed.has('current') && this.current > 0) {
      const at = this.grouped.findIndex((g) => g.lines.some((l) => l.step === this.current));
      const g = this.grouped[at] as Group | undefined;
      if (g && !this.isOpen(g, at, this.grouped.length)) this.chosen.set(g.round ?? 0, true);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    // New moves arrive at the bottom: keep them in sight unless the reader scrolled up.
    const box = this.renderRoot.querySelector<HTMLElement>('.scroll');
    if (!box) return;
    if (changed.has('current') && this.current > 0) {
      this.reveal(box, this.current);
      return;
    }
    // In the next frame, not now: the rest of the screen is still redrawing for the same move,
    // and measuring the box here laid out the whole page once more on every move.
    if (changed.has('entries') && this.following && !this.pendingFollow)
      this.pendingFollow = requestAnimationFrame(() => {
        this.pendingFollow = 0;
        const bottom = box.scrollHeight - box.clientHeight;
        if (this.following && bottom - box.scrollTop >= 1) {
          box.scrollTop = bottom;
          this.scrolledByUsTo = box.scrollTop;
        }
      });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.pendingFollow);
    this.pendingFollow = 0;
  }

  /** Scrolls the box (not the page) so the replay's event sits in its middle (willUpdate opened its round). */
  private reveal(box: HTMLElement, step: number): void {
    const line = box.querySelector<HTMLElement>(`li[data-step="${step}"]`);
    if (!line) return;
    const offset = line.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTop += offset - (box.clientHeight - line.offsetHeight) / 2;
  }

  /**
   * Each entry's lines, worked out once: an entry never changes once received (a revealed copy
   * is a new object), and a long game's page wrote every line of every move again on each move,
   * its texts formatted and its dice drawn, most of what a move cost a phone. Cleared when what
   * the texts read changes: the language, the names, the bots, the viewer's seat, the rule set, the day.
   */
  private parts = new WeakMap<Entry, Part[]>();
  private partsFor: readonly unknown[] = [];

  private partsOf(entry: Entry): Part[] {
    const known = this.parts.get(entry);
    if (known) return known;
    const parts: Part[] = [];
    const now = new Date();
    // A new dice key is no step of the replay (the rules never see it): its line comes first in
    // its record's group and opens the board at the record's first event.
    const key = entry.diceKey;
    const keyLine = (k: NonNullable<typeof key>): LineText => ({
      version: entry.version,
      at: entry.at,
      time: localTime(entry.at, now),
      text: ownLine(k, this.names, this.seat),
      dice: null,
      kind: 'key',
    });
    if (key && entry.events.length === 0) parts.push({ advances: false, round: null, lines: [keyLine(key)] });
    for (const [i, shown] of entry.events.entries()) {
      const { event } = shown;
      const clock = isClockEvent(event);
      const kind = clock ? 'clock' : entry.onBehalfOf !== undefined ? 'behalf' : null;
      const line: LineText = {
        version: entry.version,
        at: entry.at,
        time: i === 0 && !key ? localTime(entry.at, now) : null,
        text: historyText(entry, ownLine(shown, this.names, this.seat), this.names, this.bots, this.seat),
        dice: clock ? null : this.client.dice(event, this.names),
        kind,
      };
      parts.push({
        advances: true,
        round: clock ? null : this.client.roundOf(event),
        lines: key && i === 0 ? [keyLine(key), line] : [line],
      });
    }
    this.parts.set(entry, parts);
    return parts;
  }

  private groups(): Group[] {
    // Names and bots arrive as new arrays on every render of the screen: compared by what they hold.
    // The day too: a time reads "14:05" today and "yesterday 14:05" tomorrow.
    const reads = [
      new Date().toDateString(),
      locale(),
      this.client,
      JSON.stringify(this.names),
      JSON.stringify(this.bots),
      this.seat,
    ];
    if (reads.some((r, i) => r !== this.partsFor[i])) {
      this.parts = new WeakMap();
      this.partsFor = reads;
    }
    const groups: Group[] = [{ round: null, lines: [] }];
    let step = 0;
    for (const entry of this.entries) {
      for (const part of this.partsOf(entry)) {
        if (part.advances) {
          step++;
          // A rule set whose rounds open with each player's turn names the round at every turn: one group a round.
          if (part.round !== null && part.round !== groups[groups.length - 1]?.round)
            groups.push({ round: part.round, lines: [] });
        }
        for (const l of part.lines) groups[groups.length - 1].lines.push({ ...l, step });
      }
    }
    return groups.filter((g) => g.lines.length > 0);
  }
}

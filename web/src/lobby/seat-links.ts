import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CreatedTable } from '../store/created-tables.js';
import { localTime } from '../ui/local-time.js';
import { controlStyles } from '../ui/shared-styles.js';
import { seatColour } from '../ui/seat-colours.js';

/**
 * A table's links: one private link per seat to send to its player, and one for spectators.
 * Shown once the table is created, and again from "Tables I created" (the device keeps them).
 */
@customElement('seat-links')
export class SeatLinks extends LitElement {
  static override styles = [controlStyles, css`
    :host { display: block; background: #fffdf8; border: 2px solid #0f5e8c; border-radius: 0.7rem; padding: 0.7rem 0.9rem; }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.6rem; }
    li { display: grid; gap: 0.3rem; }
    .who { display: flex; gap: 0.4rem; align-items: center; font-weight: 600; }
    .dot { width: 1.2rem; height: 1.2rem; border-radius: 50%; display: inline-block; }
    input { flex: 1 1 16rem; min-width: 0; font-size: 0.8rem; }
    .copied { color: #1d6b35; font-size: 0.85rem; }
    a { color: #0f5e8c; }
    h2 { scroll-margin-top: 1rem; }
    .commitment code { word-break: break-all; font-size: 0.75rem; }
  `];

  /** The table: as the server created it (with the time this device noted). */
  @property({ attribute: false }) created!: Pick<CreatedTable, 'gameId' | 'title' | 'createdAt' | 'seats' | 'spectatorLink' | 'commitment'>;
  /** True right after the create; false when the links are shown again later. */
  @property({ type: Boolean }) fresh = false;
  @state() private copied = '';

  override render() {
    const c = this.created;
    const abs = (link: string) => new URL(link, location.origin).href;
    return html`<section aria-labelledby="links-title">
      <h2 id="links-title" tabindex="-1">${this.fresh ? 'Table created: send each player their link' : `Links of ${c.title}, created ${localTime(c.createdAt)}`}</h2>
      <p class="muted">A seat link lets whoever holds it play that seat; keep each one private. Open one yourself to play your seat.
        This device keeps these links: find them again under "Tables I created".</p>
      <ul>
        ${c.seats.map((s) => html`<li data-seat=${s.seat}>
          <span class="who"><span class="dot" style="background:${seatColour(s.seat)}"></span>Seat ${s.seat + 1}: <bdi>${s.name}</bdi>${s.open ? ' (open)' : s.bot ? ' (bot)' : ''}</span>
          ${s.link ? html`<div class="row">
            <input readonly .value=${abs(s.link)} aria-label="Link for ${s.name}" @focus=${(e: Event) => (e.target as HTMLInputElement).select()}>
            <button @click=${() => this.copy(abs(s.link!), `seat ${s.seat + 1}`)} aria-label="Copy the link for ${s.name}">Copy</button>
            ${'share' in navigator ? html`<button @click=${() => this.share(abs(s.link!), s.name)} aria-label="Send the link for ${s.name}">Send</button>` : ''}
            <a href=${s.link} aria-label="Play this seat here: ${s.name}">Play this seat here</a>
          </div>` : s.bot ? html`<span class="muted">The game's bot plays this seat.</span>` : html`<span class="muted">Anyone with the spectator link can take this seat.</span>`}
        </li>`)}
        <li data-seat="spectator">
          <span class="who">Spectators</span>
          <div class="row">
            <input readonly .value=${abs(c.spectatorLink)} aria-label="Spectator link" @focus=${(e: Event) => (e.target as HTMLInputElement).select()}>
            <button @click=${() => this.copy(abs(c.spectatorLink), 'spectator link')} aria-label="Copy the spectator link">Copy</button>
          </div>
        </li>
      </ul>
      <p class="muted commitment">The dice of this game are fixed by a secret the server revealed only as its fingerprint:
        <code data-commitment>${c.commitment}</code>. When the game ends the secret is published, and "Verify this game" checks every roll against it.</p>
      <p class="copied" role="status">${this.copied}</p>
    </section>`;
  }

  async focusHeading(): Promise<void> {
    await this.updateComplete;
    const heading = this.renderRoot.querySelector('h2');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }

  /** The phone's own share sheet, where there is one: the quickest way to a messenger. */
  private async share(url: string, name: string) {
    try {
      await navigator.share({ title: 'Your seat at Tradewinds', text: `${name}, here is your seat:`, url });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  }

  private async copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      this.copied = `Copied the ${what}.`;
    } catch {
      // Without clipboard access (insecure origin, denied), the field is selected for a manual copy.
      this.copied = `Select the ${what} and copy it by hand.`;
    }
  }
}

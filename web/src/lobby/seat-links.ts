import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CreatedTable } from '../store/created-tables.js';
import { msg } from '../i18n/i18n.js';
import { Localized } from '../i18n/localized.js';
import { localTime } from '../ui/local-time.js';
import { gameTitle } from './game-title.js';
import { fill, slot } from '../ui/rich-text.js';
import { controlStyles } from '../ui/shared-styles.js';
import { seatColour } from '../ui/seat-colours.js';
import '../ui/tokens.js';
import { selectField } from '../ui/form-fields.js';

/**
 * A table's links: one private link per seat to send to its player, and one for spectators.
 * Shown once the table is created, and again from "Tables I created" (the device keeps them).
 */
@customElement('seat-links')
export class SeatLinks extends LitElement {
  static override styles = [
    controlStyles,
    css`
    :host { display: block; background: var(--tw-paper); border: 2px solid var(--tw-accent); border-radius: 0.7rem; padding: var(--tw-space-14) var(--tw-space-18); }
    ul { list-style: none; padding: 0; margin: 0; display: grid; gap: var(--tw-space-12); }
    li { display: grid; gap: var(--tw-space-6); }
    .who { display: flex; gap: var(--tw-space-8); align-items: center; font-weight: 600; }
    .dot { width: 1.2rem; height: 1.2rem; border-radius: 50%; display: inline-block; }
    input { flex: 1 1 16rem; min-width: 0; font-size: var(--tw-text-80); }
    .copied { color: var(--tw-good); font-size: var(--tw-text-85); }
    a { color: var(--tw-accent); }
    h2 { scroll-margin-block-start: var(--tw-space-20); }
    .commitment code { word-break: break-all; font-size: var(--tw-text-75); }
  `,
  ];

  /** The table: as the server created it (with the time this device noted). */
  @property({ attribute: false }) created!: Pick<
    CreatedTable,
    'gameId' | 'rules' | 'title' | 'createdAt' | 'seats' | 'spectatorLink' | 'commitment'
  >;
  /** True right after the create; false when the links are shown again later. */
  @property({ type: Boolean }) fresh = false;
  @state() private copied = '';
  protected readonly i18n = new Localized(this);

  override render() {
    const c = this.created;
    const abs = (link: string) => new URL(link, location.origin).href;
    return html`<section aria-labelledby="links-title">
      <h2 id="links-title" tabindex="-1">${
        this.fresh
          ? msg({ id: 'lobby.links.fresh', defaultMessage: 'Table created: send each player their link' })
          : msg(
              { id: 'lobby.links.heading', defaultMessage: 'Links of {title}, created {when}' },
              { title: gameTitle(c.rules, c.title), when: localTime(c.createdAt) },
            )
      }</h2>
      <p class="muted">${msg({ id: 'lobby.links.explain', defaultMessage: 'A seat link lets whoever holds it play that seat; keep each one private. Open one yourself to play your seat. This device keeps these links: find them again under "Tables I created".' })}</p>
      <ul>
        ${c.seats.map(
          ({ link, ...s }) => html`<li data-seat=${s.seat}>
          <span class="who"><span class="dot" style="background:${seatColour(s.seat)}"></span>${fill(
            s.open
              ? msg(
                  { id: 'lobby.links.seatOpen', defaultMessage: 'Seat {n, number}: {name} (open)' },
                  { n: s.seat + 1, name: slot('name') },
                )
              : s.bot
                ? msg(
                    { id: 'lobby.links.seatBot', defaultMessage: 'Seat {n, number}: {name} (bot)' },
                    { n: s.seat + 1, name: slot('name') },
                  )
                : msg(
                    { id: 'lobby.links.seat', defaultMessage: 'Seat {n, number}: {name}' },
                    { n: s.seat + 1, name: slot('name') },
                  ),
            { name: html`<bdi>${s.name}</bdi>` },
          )}</span>
          ${
            link
              ? html`<div class="row">
            <input readonly .value=${abs(link)} aria-label=${msg({ id: 'lobby.links.linkFor', defaultMessage: 'Link for {name}' }, { name: s.name })} @focus=${selectField}>
            <button @click=${() => this.copy(abs(link), s.seat)} aria-label=${msg({ id: 'lobby.links.copyFor', defaultMessage: 'Copy the link for {name}' }, { name: s.name })}>${msg({ id: 'lobby.links.copy', defaultMessage: 'Copy' })}</button>
            ${'share' in navigator ? html`<button @click=${() => this.share(abs(link), s.name)} aria-label=${msg({ id: 'lobby.links.sendFor', defaultMessage: 'Send the link for {name}' }, { name: s.name })}>${msg({ id: 'lobby.links.send', defaultMessage: 'Send' })}</button>` : ''}
            <a href=${link} aria-label=${msg({ id: 'lobby.links.playHereFor', defaultMessage: 'Play this seat here: {name}' }, { name: s.name })}>${msg({ id: 'lobby.links.playHere', defaultMessage: 'Play this seat here' })}</a>
          </div>`
              : s.bot
                ? html`<span class="muted">${msg({ id: 'lobby.links.botPlays', defaultMessage: "The game's bot plays this seat." })}</span>`
                : html`<span class="muted">${msg({ id: 'lobby.links.openTake', defaultMessage: 'Anyone with the spectator link can take this seat.' })}</span>`
          }
        </li>`,
        )}
        <li data-seat="spectator">
          <span class="who">${msg({ id: 'lobby.links.spectators', defaultMessage: 'Spectators' })}</span>
          <div class="row">
            <input readonly .value=${abs(c.spectatorLink)} aria-label=${msg({ id: 'lobby.links.spectatorLink', defaultMessage: 'Spectator link' })} @focus=${selectField}>
            <button @click=${() => this.copy(abs(c.spectatorLink), null)} aria-label=${msg({ id: 'lobby.links.copySpectator', defaultMessage: 'Copy the spectator link' })}>${msg({ id: 'lobby.links.copy', defaultMessage: 'Copy' })}</button>
          </div>
        </li>
      </ul>
      <p class="muted commitment">${fill(msg({ id: 'lobby.links.commitment', defaultMessage: 'The dice of this game are fixed by a secret the server revealed only as its fingerprint: {code}. When the game ends the secret is published, and "Verify this game" checks every roll against it.' }, { code: slot('code') }), { code: html`<code data-commitment>${c.commitment}</code>` })}</p>
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
      await navigator.share({
        title: msg({ id: 'lobby.links.shareTitle', defaultMessage: 'Your seat at Tradewinds' }),
        text: msg({ id: 'lobby.links.shareText', defaultMessage: '{name}, here is your seat:' }, { name }),
        url,
      });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  }

  /** Copies a seat's link (`seat`: its index) or the spectator link (null). */
  private async copy(text: string, seat: number | null) {
    try {
      await navigator.clipboard.writeText(text);
      this.copied =
        seat === null
          ? msg({ id: 'lobby.links.copiedSpectator', defaultMessage: 'Copied the spectator link.' })
          : msg({ id: 'lobby.links.copiedSeat', defaultMessage: 'Copied the seat {n, number}.' }, { n: seat + 1 });
    } catch {
      // Without clipboard access (insecure origin, denied), the field is selected for a manual copy.
      this.copied =
        seat === null
          ? msg({ id: 'lobby.links.copyBySpectator', defaultMessage: 'Select the spectator link and copy it by hand.' })
          : msg(
              { id: 'lobby.links.copyBySeat', defaultMessage: 'Select the seat {n, number} and copy it by hand.' },
              { n: seat + 1 },
            );
    }
  }
}

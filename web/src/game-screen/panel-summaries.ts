import { html, nothing } from 'lit';
import { msg } from '../i18n/i18n.js';

/**
 * The summaries of the screen's panels fetched when first opened (table talk, private notes): the
 * panel draws its own, and the game screen the same one in its place until then (ui/lazy-disclosure.ts).
 */

/** Table talk, with how many messages this device has not read. */
export const chatSummary = (unread: number) =>
  html`<span>${msg({ id: 'game.chat.title', defaultMessage: 'Table talk' })}</span>
    ${unread > 0 ? html`<span class="badge" data-unread=${unread}>${msg({ id: 'game.chat.unread', defaultMessage: '{n, plural, one {# new} other {# new}}' }, { n: unread })}</span>` : nothing}`;

/** The seat's private notes while the game runs; everyone's shown notes once it is over. */
export const notesSummary = (over: boolean): string =>
  over
    ? msg({ id: 'game.notes.sharedTitle', defaultMessage: 'Players’ notes' })
    : msg({ id: 'game.notes.title', defaultMessage: 'My private notes' });

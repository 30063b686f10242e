import { LitElement, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { parseLink } from '../../../lambdas/protocol/links.js';
import '../game/game-screen.js';
import '../lobby/lobby-page.js';

/** Chooses the screen from the address: a seat or spectator link opens that game, anything else the lobby. */
@customElement('tradewinds-app')
export class TradewindsApp extends LitElement {
  @state() private hash = location.hash;

  private onHash = () => {
    this.hash = location.hash;
    window.scrollTo(0, 0);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHash);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHash);
  }

  // The screens style themselves; the app adds no shadow root of its own.
  protected override createRenderRoot() {
    return this;
  }

  override render() {
    const link = parseLink(this.hash);
    if (!link) return html`<lobby-page></lobby-page>`;
    // A different link is a different game screen (and socket), never a reused one.
    return keyed(this.hash, html`<game-screen .gameId=${link.gameId} .seat=${link.seat} .token=${link.token}></game-screen>`);
  }
}

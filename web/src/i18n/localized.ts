import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { onLocaleChange } from './i18n.js';

/**
 * Draws its element again whenever the language changes, so that switching mid-game re-renders
 * the whole page, the history included, without a reload. Every element that shows text adds
 * one: `protected readonly i18n = new Localized(this);`.
 */
export class Localized implements ReactiveController {
  private off?: () => void;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.off = onLocaleChange(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.off?.();
  }
}

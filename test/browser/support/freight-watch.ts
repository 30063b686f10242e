import WebSocket from 'ws';
import type { LegalTemplate } from '../../../engine/core/legal.js';
import type { FreightEvent } from '../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../engine/games/who-rules-the-sea/view.js';
import { parseLink } from '../../../lambdas/protocol/links.js';
import { frameText } from './frame-text.js';

/**
 * One seat's own view of a freight game, kept by a WebSocket subscribed with the seat's token
 * (as a second device of the player would be): the view, the legal templates and every event
 * as this seat may see them, at the newest version pushed. The browser test reads its choices
 * from here, and makes them on the seat's page; the page is never asked what is legal.
 */
export class SeatWatch {
  version = 0;
  view!: FreightView;
  legal: LegalTemplate[] = [];
  /** Each version's events as this seat saw them (the end's reveal replaces them with everything). */
  readonly entries = new Map<number, FreightEvent[]>();
  private waiters: { version: number; ok: () => void }[] = [];
  private failure: Error | null = null;

  private constructor(private readonly ws: WebSocket) {}

  static async open(wsUrl: string, link: string): Promise<SeatWatch> {
    const target = parseLink(link);
    if (target?.seat === undefined) throw new Error(`not a seat link: ${link}`);
    const ws = new WebSocket(wsUrl);
    const watch = new SeatWatch(ws);
    await new Promise<void>((ok, fail) => {
      ws.once('open', () => ok());
      ws.once('error', fail);
    });
    ws.on('message', (data) => watch.receive(JSON.parse(frameText(data))));
    ws.on('close', () => watch.fail(new Error('the seat watch lost its connection')));
    ws.send(
      JSON.stringify({
        action: 'subscribe',
        gameId: target.gameId,
        seat: target.seat,
        token: target.token,
        lastVersion: 0,
      }),
    );
    await watch.until(1);
    return watch;
  }

  /** Every event seen so far, in version order. */
  events(): { version: number; event: FreightEvent }[] {
    return [...this.entries.entries()]
      .sort((a, b) => a[0] - b[0])
      .flatMap(([version, events]) => events.map((event) => ({ version, event })));
  }

  /** The events of the versions after `after`. */
  since(after: number): FreightEvent[] {
    return this.events()
      .filter((e) => e.version > after)
      .map((e) => e.event);
  }

  /** Resolves once this seat has been shown at least `version`. */
  until(version: number, timeout = 30_000): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.version >= version) return Promise.resolve();
    return new Promise((ok, fail) => {
      const waiter = {
        version,
        ok: () => {
          clearTimeout(timer);
          ok();
        },
      };
      // A wait that times out leaves the list, so a slow game does not pile up dead waiters.
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        fail(new Error(`seat watch still at version ${this.version}, waiting for ${version}`));
      }, timeout);
      this.waiters.push(waiter);
    });
  }

  close(): void {
    this.ws.removeAllListeners('close');
    this.ws.close();
  }

  private receive(f: Record<string, unknown>): void {
    if (f.type === 'entries' || f.type === 'update') {
      for (const e of (f.entries as { version: number; events: { event: FreightEvent }[] }[]) ?? [])
        this.entries.set(
          e.version,
          e.events.map((x) => x.event),
        );
    }
    if (f.type === 'error') console.log(`seat watch: ${String(f.code)} ${String(f.message)}`);
    if (f.type !== 'update' || Number(f.version) < this.version) return;
    this.version = Number(f.version);
    this.view = f.view as FreightView;
    this.legal = f.legalCommands as LegalTemplate[];
    const due = this.waiters.filter((w) => w.version <= this.version);
    this.waiters = this.waiters.filter((w) => w.version > this.version);
    for (const w of due) w.ok();
  }

  private fail(e: Error): void {
    this.failure = e;
  }
}

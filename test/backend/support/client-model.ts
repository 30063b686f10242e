import type { Entry, ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';

/**
 * What a client holds, following the rules of lambdas/protocol/README.md: a log keyed by
 * version, and the state of the highest version seen.
 */
export class ClientModel {
  readonly entries = new Map<number, Entry>();
  update: UpdateFrame | null = null;

  get version(): number {
    return this.update?.version ?? 0;
  }

  apply(frame: ServerFrame): void {
    switch (frame.type) {
      case 'subscribed':
        this.subscribed(frame.fromVersion);
        break;
      case 'entries':
        this.merge(frame.entries);
        break;
      case 'update':
        // The answer to subscribe, when it fits in one frame, carries the subscription.
        if (frame.subscription) this.subscribed(frame.subscription.fromVersion);
        this.merge(frame.entries);
        if (frame.version >= this.version) this.update = frame;
        break;
    }
  }

  private subscribed(fromVersion: number): void {
    for (const v of [...this.entries.keys()]) if (v > fromVersion) this.entries.delete(v);
  }

  private merge(entries: Entry[]): void {
    for (const e of entries) this.entries.set(e.version, e);
  }

  /** True when the log holds every version from 1 to the state's version, and nothing beyond. */
  complete(): boolean {
    const versions = [...this.entries.keys()].sort((a, b) => a - b);
    return versions.length === this.version && versions.every((v, i) => v === i + 1);
  }

  log(): Entry[] {
    return [...this.entries.values()].sort((a, b) => a.version - b.version);
  }
}

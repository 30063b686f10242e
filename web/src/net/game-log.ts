import type { Viewer } from '../../../engine/core/types.js';
import type { LegalTemplate } from '../../../engine/core/legal-templates.js';
import type { Entry, SubscribedFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';

/**
 * The client's copy of a game's log, following the protocol's merge rules: an entry
 * replaces any held entry of the same version; an update older than the state held
 * only contributes its entries; a gap means the client missed something and must
 * subscribe again from what it holds.
 */
export class GameLog {
  private byVersion = new Map<number, Entry>();
  /** Versions whose held entry was revealed to everyone (viewer 'all'). */
  private revealed = new Set<number>();
  /** The latest update applied (the current board), or null before the first. */
  latest: UpdateFrame | null = null;

  get entries(): Entry[] {
    return [...this.byVersion.values()].sort((a, b) => a.version - b.version);
  }

  /** When the record of `version` was appended (the server's ISO time), if its entry is held. */
  entryAt(version: number): string | undefined {
    return this.byVersion.get(version)?.at;
  }

  /** The highest version up to which every entry is held: what to send as `lastVersion`. */
  get contiguousVersion(): number {
    let v = 0;
    while (this.byVersion.has(v + 1)) v++;
    return v;
  }

  /** The latest update's legal command templates (empty before the first update). */
  get legalCommands(): readonly LegalTemplate[] {
    return this.latest?.legalCommands ?? [];
  }

  /** A new subscription keeps the log up to `fromVersion` (0 when the server does not know ours). */
  subscribed(frame: SubscribedFrame): void {
    for (const v of [...this.byVersion.keys()]) {
      if (v > frame.fromVersion) {
        this.byVersion.delete(v);
        this.revealed.delete(v);
      }
    }
    if (this.latest && this.latest.version > frame.version) this.latest = null;
  }

  /**
   * Merges entries redacted for `viewer`. A copy revealed to everyone is never replaced by a
   * redacted one, which a catch-up read before the end could still deliver after the reveal.
   */
  merge(entries: readonly Entry[], viewer: Viewer): void {
    for (const e of entries) {
      if (viewer !== 'all' && this.revealed.has(e.version)) continue;
      this.byVersion.set(e.version, e);
      if (viewer === 'all') this.revealed.add(e.version);
    }
  }

  /**
   * Applies an update. Returns false when its entries start past what is held: the board
   * is still current, but the history has a hole, so subscribe again from `contiguousVersion`.
   */
  update(frame: UpdateFrame): boolean {
    const first = frame.entries.at(0);
    const gap = first !== undefined && first.version > this.contiguousVersion + 1;
    this.merge(frame.entries, frame.viewer);
    if (!this.latest || frame.version >= this.latest.version) this.latest = frame;
    return !gap;
  }
}

import type { Viewer } from '../../../engine/core/types.js';
import type { Entry, LegalFrame, SubscribedFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';

type LegalCommand = UpdateFrame['legalCommands'][number];

/**
 * The client's copy of a game's log, following the protocol's merge rules: an entry
 * replaces any held entry of the same version; an update older than the state held
 * only contributes its entries; a gap means the client missed something and must
 * subscribe again from what it holds. It also joins a long list of legal commands
 * from the `legal` frames that follow its update.
 */
export class GameLog {
  private byVersion = new Map<number, Entry>();
  /** Versions whose held entry was revealed to everyone (viewer 'all'). */
  private revealed = new Set<number>();
  /** The latest update applied (the current board), or null before the first. */
  latest: UpdateFrame | null = null;
  /** The parts of the latest update's legal commands, by part number, while they arrive. */
  private legalParts: (LegalCommand[] | undefined)[] = [];

  get entries(): Entry[] {
    return [...this.byVersion.values()].sort((a, b) => a.version - b.version);
  }

  /** The highest version up to which every entry is held: what to send as `lastVersion`. */
  get contiguousVersion(): number {
    let v = 0;
    while (this.byVersion.has(v + 1)) v++;
    return v;
  }

  /**
   * The latest update's legal commands, or null while some of its `legal` frames have not
   * arrived: a partial list must never be offered as if it were all the choices.
   */
  get legalCommands(): readonly LegalCommand[] | null {
    if (!this.latest) return null;
    if (this.latest.legalParts === undefined) return this.latest.legalCommands;
    if (this.legalMissing) return null;
    return this.legalParts.flatMap((p) => p ?? []);
  }

  /** Whether the latest update announced `legal` frames that have not all arrived. */
  get legalMissing(): boolean {
    const parts = this.latest?.legalParts;
    if (parts === undefined) return false;
    for (let i = 0; i < parts; i++) if (this.legalParts[i] === undefined) return true;
    return false;
  }

  /** A new subscription keeps the log up to `fromVersion` (0 when the server does not know ours). */
  subscribed(frame: SubscribedFrame): void {
    for (const v of [...this.byVersion.keys()]) {
      if (v > frame.fromVersion) {
        this.byVersion.delete(v);
        this.revealed.delete(v);
      }
    }
    if (this.latest && this.latest.version > frame.version) this.setLatest(null);
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
    const first = frame.entries[0];
    const gap = first !== undefined && first.version > this.contiguousVersion + 1;
    this.merge(frame.entries, frame.viewer);
    if (!this.latest || frame.version >= this.latest.version) this.setLatest(frame);
    return !gap;
  }

  /** Takes one part of the latest update's legal commands; parts of any other update are ignored. */
  legal(frame: LegalFrame): void {
    const latest = this.latest;
    if (!latest || frame.version !== latest.version || frame.parts !== latest.legalParts || frame.part >= frame.parts) return;
    this.legalParts[frame.part] = frame.legalCommands;
  }

  private setLatest(frame: UpdateFrame | null): void {
    this.latest = frame;
    // Even an update of the same version starts its list afresh: its own parts follow it.
    this.legalParts = [];
  }
}

import type { RematchStore, StoredRematch } from '../../../lambdas/app/ports.js';

/** The rematches' contract in memory: one per finished game, written only over the version before. */
export class MemoryRematches implements RematchStore {
  readonly items = new Map<string, StoredRematch>();
  /** How many writes were refused because another came first. */
  conflicts = 0;

  async get(gameId: string): Promise<StoredRematch | null> {
    const item = this.items.get(gameId);
    return item ? structuredClone(item) : null;
  }
  async put(rematch: StoredRematch): Promise<boolean> {
    const stored = this.items.get(rematch.gameId);
    if ((stored?.version ?? 0) !== rematch.version - 1) {
      this.conflicts++;
      return false;
    }
    this.items.set(rematch.gameId, structuredClone(rematch));
    return true;
  }
}

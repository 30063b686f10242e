import type { NotesStore, StoredNote } from '../../../lambdas/app/ports.js';

/** The notes' contract in memory: one note per game, seat and round, and the seats that agreed to show theirs. */
export class MemoryNotes implements NotesStore {
  readonly notes = new Map<string, StoredNote>();
  readonly sharing = new Map<string, Set<number>>();

  private order(list: StoredNote[]): StoredNote[] {
    return structuredClone(list.sort((a, b) => a.seat - b.seat || (a.round ?? 0) - (b.round ?? 0)));
  }
  async put(note: StoredNote): Promise<void> {
    this.notes.set(`${note.gameId} ${note.seat} ${note.round ?? 0}`, structuredClone(note));
  }
  async ofSeat(gameId: string, seat: number): Promise<StoredNote[]> {
    return this.order([...this.notes.values()].filter((n) => n.gameId === gameId && n.seat === seat));
  }
  async all(gameId: string): Promise<StoredNote[]> {
    return this.order([...this.notes.values()].filter((n) => n.gameId === gameId));
  }
  async setShared(gameId: string, seat: number, share: boolean): Promise<void> {
    const set = this.sharing.get(gameId) ?? new Set<number>();
    if (share) set.add(seat);
    else set.delete(seat);
    this.sharing.set(gameId, set);
  }
  async shared(gameId: string): Promise<number[]> {
    return [...(this.sharing.get(gameId) ?? [])].sort((a, b) => a - b);
  }
}

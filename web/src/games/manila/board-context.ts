import type { Seat } from '../../../../engine/core/types.js';

/** What every part of the board needs besides its own slice of the view. */
export interface BoardContext {
  names: readonly string[];
  /** Spot ids the viewer may place on now (from the server's legal commands). */
  placeable: ReadonlySet<string>;
  selected: string | null;
  select(spot: string): void;
  who(seat: Seat): string;
}

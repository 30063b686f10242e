import type { Hashes } from './hashes.js';
import { toHex } from './sha256.js';

/**
 * A seat's hash chain, as the device that holds the seat makes and keeps it (docs/audit.md):
 * a 32-byte secret c_0, c_k = SHA-256(c_(k-1)), the top c_N sent as the seat's dice key. Each
 * record the seat sends reveals the next link down (c_(N-1) first), so the server checks each
 * with one hash but cannot know a link before the seat sends it, and a refused move sent again
 * can only carry the same link (and roll the same dice).
 */

/** Links per chain: enough for every move of a long game many times over. */
export const CHAIN_LENGTH = 10_000;

export class SeatChain {
  private links: Uint8Array[] | null = null;

  constructor(
    readonly secret: Uint8Array,
    private readonly hashes: Pick<Hashes, 'sha256'>,
    readonly length = CHAIN_LENGTH,
  ) {
    if (secret.length !== 32) throw new Error('a chain secret is 32 bytes');
    if (!Number.isInteger(length) || length < 1) throw new Error('a chain has at least one link');
  }

  /** c_0 .. c_N, computed once (N hashes). */
  private chain(): Uint8Array[] {
    if (!this.links) {
      const links = [this.secret];
      for (let k = 1; k <= this.length; k++) links.push(this.hashes.sha256(links[k - 1]));
      this.links = links;
    }
    return this.links;
  }

  /** The top c_N, in hex: the seat's dice key. */
  get top(): string {
    return toHex(this.chain()[this.length]);
  }

  /** The link a seat reveals after `revealed` links of this chain: c_(N-1-revealed), in hex; null once the chain is used up. */
  link(revealed: number): string | null {
    if (!Number.isInteger(revealed) || revealed < 0 || revealed >= this.length) return null;
    return toHex(this.chain()[this.length - 1 - revealed]);
  }
}

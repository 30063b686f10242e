import type { Hashes } from '../../engine/audit/hashes.js';
import { CHAIN_LENGTH, SeatChain } from '../../engine/audit/seat-chain.js';
import { fromHex, toHex } from '../../engine/audit/sha256.js';
import type { SeatKeyState } from './server.js';

/**
 * The device's side of seat chains (docs/audit.md): the secret of each seat's hash chain,
 * kept on the device that plays the seat, and the `key`/`link` each command carries. The web
 * client keeps its secrets in the browser's storage; tests and tools keep them in memory.
 * Nobody else ever sees a secret: the table's creator, who hands out the seat links, holds
 * none of the other seats' chains, and a second device of a seat makes its own (a new key,
 * shown to the table).
 */

/** A chain's secret as a device stores it. */
export interface StoredChain {
  /** c_0, 32 bytes in hex. */
  secret: string;
  length: number;
}

/** Where a device keeps its chains: one per (game, seat). */
export interface ChainStore {
  load(gameId: string, seat: number): StoredChain | null;
  save(gameId: string, seat: number, chain: StoredChain): void;
}

/** What a command carries besides itself: the next link, and with a new chain its top. */
export interface Offer {
  key?: string;
  link: string;
}

/** Chains kept in memory only (tests, tools, a browser without storage). */
export function memoryChainStore(): ChainStore {
  const chains = new Map<string, StoredChain>();
  return {
    load: (gameId, seat) => chains.get(`${gameId}/${seat}`) ?? null,
    save: (gameId, seat, chain) => void chains.set(`${gameId}/${seat}`, chain),
  };
}

export class DiceKeys {
  private readonly chains = new Map<string, SeatChain>();
  /** The seat's key as the server last said it (update `seatKey`, or a NO_KEY/BAD_LINK refusal). */
  private readonly server = new Map<string, SeatKeyState>();
  /** Links offered per chain while the server's count is not known (a device that has not subscribed). */
  private readonly offered = new Map<string, number>();
  /** The offer made for each command id: a command sent again (a retry, a resend after a refusal) carries the same link. */
  private readonly offers = new Map<string, Offer>();

  constructor(
    private readonly store: ChainStore,
    private readonly hashes: Pick<Hashes, 'sha256'>,
    private readonly random: () => Uint8Array = () => globalThis.crypto.getRandomValues(new Uint8Array(32)),
    private readonly length = CHAIN_LENGTH,
  ) {}

  /** What the server says of the seat's key (every update to the seat carries it). */
  observe(gameId: string, seat: number, state: SeatKeyState): void {
    this.server.set(`${gameId}/${seat}`, state);
  }

  /**
   * The key and link for a command: the same as before for a command id offered already (so a
   * command sent again after a refusal rolls the same dice); else the link below the seat's
   * last when this device holds the seat's current chain, and otherwise a new chain's top with
   * its first link (this device's first move for the seat, or another device keyed it since).
   */
  offer(gameId: string, seat: number, commandId: string): Offer {
    const id = `${gameId}/${seat}/${commandId}`;
    const made = this.offers.get(id);
    if (made) return made;
    const offer = this.next(gameId, seat);
    this.offers.set(id, offer);
    return offer;
  }

  /**
   * The server refused the link (NO_KEY or BAD_LINK) and said where the seat's key stands: the
   * offer for the same command made again from there. Nothing was written, so nothing rolls twice.
   */
  refused(gameId: string, seat: number, commandId: string, state: SeatKeyState): Offer {
    this.observe(gameId, seat, state);
    this.offers.delete(`${gameId}/${seat}/${commandId}`);
    return this.offer(gameId, seat, commandId);
  }

  private next(gameId: string, seat: number): Offer {
    const k = `${gameId}/${seat}`;
    const chain = this.chainOf(gameId, seat);
    const server = this.server.get(k);
    if (chain && server !== undefined) {
      if (server !== null && server.top === chain.top) {
        const link = chain.link(server.revealed);
        if (link) return { link };
      }
      // No key took yet: the chain this device offered (a first move refused) is offered again, link and all.
      if (server === null) return opening(chain);
    } else if (chain) {
      // Unknown to us whether the server holds this chain: offer its top too, which the server
      // ignores when it is the seat's key already; a wrong guess is refused with the right count.
      const n = this.offered.get(k) ?? 0;
      const link = chain.link(n);
      if (link) {
        this.offered.set(k, n + 1);
        return { key: chain.top, link };
      }
    }
    const fresh = this.newChain(gameId, seat);
    this.offered.set(k, 1);
    return opening(fresh);
  }

  private chainOf(gameId: string, seat: number): SeatChain | null {
    const k = `${gameId}/${seat}`;
    const held = this.chains.get(k);
    if (held) return held;
    const stored = this.store.load(gameId, seat);
    if (!stored) return null;
    const secret = stored.length > 0 ? fromHex(stored.secret) : null;
    if (secret?.length !== 32) return null;
    const chain = new SeatChain(secret, this.hashes, stored.length);
    this.chains.set(k, chain);
    return chain;
  }

  private newChain(gameId: string, seat: number): SeatChain {
    const chain = new SeatChain(this.random(), this.hashes, this.length);
    this.store.save(gameId, seat, { secret: toHex(chain.secret), length: chain.length });
    this.chains.set(`${gameId}/${seat}`, chain);
    return chain;
  }
}

/** A chain's top with its first link: what a chain no server count is known for is offered with. */
function opening(chain: SeatChain): Offer {
  const link = chain.link(0);
  // SeatChain refuses a chain without links, and chainOf a stored one of length 0.
  if (link === null) throw new Error('a seat chain has at least one link');
  return { key: chain.top, link };
}

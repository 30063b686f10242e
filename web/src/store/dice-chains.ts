import type { ChainStore, StoredChain } from '../../../lambdas/protocol/dice-keys.js';

/**
 * The secret of each seat's dice chain this device made (lambdas/protocol/dice-keys.ts), one
 * localStorage item per (game, seat), so a reload or a visit a week later goes on down the same
 * chain instead of showing the table a new key. The secret never leaves this device: a seat link
 * opened elsewhere makes its own chain, and the table sees it.
 *
 * Storage that cannot be read or written (private mode, storage full) leaves the chains in this
 * page's memory: the game plays on, and a reload makes a new key, which the table is shown.
 */

const PREFIX = 'tradewinds.dice-chain.v1.';

const key = (gameId: string, seat: number) => `${PREFIX}${gameId}.${seat}`;

/** A stored value that is a chain's secret and length, or null (missing, foreign or corrupted). */
function chainOf(value: unknown): StoredChain | null {
  if (typeof value !== 'object' || value === null) return null;
  const secret = 'secret' in value ? value.secret : undefined;
  const length = 'length' in value ? value.length : undefined;
  if (typeof secret !== 'string' || !/^[0-9a-f]{64}$/.test(secret)) return null;
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 1) return null;
  return { secret, length };
}

function readStored(name: string): StoredChain | null {
  try {
    const text = localStorage.getItem(name);
    return text === null ? null : chainOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The page's chain store. Storage is read first on every load, so a chain another tab of this
 * browser made for the seat is the one used here too.
 */
export function browserChainStore(): ChainStore {
  const held = new Map<string, StoredChain>();
  return {
    load: (gameId, seat) => readStored(key(gameId, seat)) ?? held.get(key(gameId, seat)) ?? null,
    save: (gameId, seat, chain) => {
      held.set(key(gameId, seat), chain);
      try {
        localStorage.setItem(key(gameId, seat), JSON.stringify(chain));
      } catch {
        // Kept in memory only; see above.
      }
    },
  };
}

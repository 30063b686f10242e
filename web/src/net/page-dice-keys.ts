import type { CommandMessage } from '../../../lambdas/protocol/client.js';
import type { SeatKeyState } from '../../../lambdas/protocol/server.js';
import type { DiceKeys } from '../../../lambdas/protocol/dice-keys.js';

/**
 * The page's dice chains (docs/audit.md, seat chains), one for every table socket of the page, so
 * two tables of the same seat on one page never hand out the same link twice. Their code (sha256
 * among it, some 2 KB gzip'd) is fetched once the board is painted, or by the first command if that
 * comes first (command-outbox.ts waits for it): a seat's first sight needs no chain, and a
 * spectator's page never computes one.
 */
let pageKeys: DiceKeys | null = null;
let loading: Promise<DiceKeys> | null = null;
/** Where each seat's key stands on the server, as said before the chains' code was here (the latest per seat). */
const seenBefore = new Map<string, { gameId: string; seat: number; state: SeatKeyState }>();

/** The page's chains, once their code is here; else null. */
export function diceKeysNow(): DiceKeys | null {
  return pageKeys;
}

/** Fetches the chains' code (once; after a failure, again at the next call) and makes the page's chains. */
export function loadDiceKeys(): Promise<DiceKeys> {
  loading ??= Promise.all([
    import('../../../engine/audit/hashes.js'),
    import('../../../lambdas/protocol/dice-keys.js'),
    import('../store/dice-chains.js'),
  ]).then(
    ([{ pureHashes }, { DiceKeys }, { browserChainStore }]) => {
      const keys = new DiceKeys(browserChainStore(), pureHashes);
      for (const { gameId, seat, state } of seenBefore.values()) keys.observe(gameId, seat, state);
      seenBefore.clear();
      pageKeys = keys;
      return keys;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** What the server says of the seat's key (every update to the seat carries it), kept until the chains are here. */
export function observeSeatKey(gameId: string, seat: number, state: SeatKeyState): void {
  if (pageKeys) pageKeys.observe(gameId, seat, state);
  else seenBefore.set(`${gameId}/${seat}`, { gameId, seat, state });
}

/** The same command (same id) with the key and link that follow from the seat's key as the server holds it. */
export function relinked(keys: DiceKeys, sent: CommandMessage, seatKey: SeatKeyState): CommandMessage {
  const { key: _key, link: _link, ...command } = sent;
  return { ...command, ...keys.refused(sent.gameId, sent.seat, sent.commandId, seatKey) };
}

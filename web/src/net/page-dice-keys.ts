import type { CommandMessage } from '../../../lambdas/protocol/client.js';
import type { SeatKeyState } from '../../../lambdas/protocol/server.js';
import { pureHashes } from '../../../engine/audit/hashes.js';
import { DiceKeys } from '../../../lambdas/protocol/dice-keys.js';
import { browserChainStore } from '../store/dice-chains.js';

/**
 * The page's dice chains (docs/audit.md, seat chains), one for every table socket of the page, so
 * two tables of the same seat on one page never hand out the same link twice. Made on first use:
 * a spectator's page never computes a chain.
 */
let pageKeys: DiceKeys | null = null;
export function diceKeys(): DiceKeys {
  pageKeys ??= new DiceKeys(browserChainStore(), pureHashes);
  return pageKeys;
}

/** The same command (same id) with the key and link that follow from the seat's key as the server holds it. */
export function relinked(sent: CommandMessage, seatKey: SeatKeyState): CommandMessage {
  const { key: _key, link: _link, ...command } = sent;
  return { ...command, ...diceKeys().refused(sent.gameId, sent.seat, sent.commandId, seatKey) };
}

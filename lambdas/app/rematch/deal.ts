import { loadRuleSet } from '../../../engine/load-rule-set.js';
import { dealTable } from '../create-game.js';
import type { Ports, SeatRecord, StoredRematch } from '../ports.js';
import { rematchNonce } from '../tokens.js';
import { readyToDeal } from './frames.js';
import { rematchStoreOf } from './store.js';

/**
 * Deals the rematch's table once everyone needed has accepted, and marks the rematch started;
 * the rematch as it stands otherwise. Safe to run again, from any answer or subscription: the
 * deal's nonce is made of the stored acceptances, so a deal cut short is finished with the same
 * start (create-game.ts dealTable keeps a start already written with that nonce).
 */
export async function dealRematch(ports: Ports, rematch: StoredRematch): Promise<StoredRematch> {
  if (rematch.status === 'started' || !readyToDeal(rematch)) return rematch;
  const game = await loadRuleSet(rematch.rules);
  if (!game) throw new Error(`rule set ${rematch.rules} of a rematch is not registered`);
  const seats: SeatRecord[] = rematch.seats.map((s) => ({
    name: s.name,
    open: s.answer === 'open',
    tokenHash: s.answer === 'accepted' && s.tokenHash !== undefined ? s.tokenHash : null,
    ...(s.answer === 'bot' && { bot: true }),
  }));
  const nonces = rematch.seats.flatMap((s) => (s.answer === 'accepted' && s.nonce !== undefined ? [s.nonce] : []));
  // 'exists': the id was drawn for this rematch alone, so the game under it is this deal, made before.
  await dealTable(ports, {
    game,
    gameId: rematch.newGameId,
    seats,
    options: rematch.options,
    clock: rematch.clock,
    nonce: rematchNonce(nonces),
    seed: rematch.seed,
    commitment: rematch.commitment,
    hostTokenHash: rematch.hostTokenHash,
  });
  const started: StoredRematch = { ...rematch, status: 'started', version: rematch.version + 1 };
  const store = rematchStoreOf(ports);
  if (await store.put(started)) return started;
  // Another answer's deal marked it first.
  return (await store.get(rematch.gameId)) ?? started;
}

import { expect } from 'vitest';
import { ORDERS_TYPE } from '../../../engine/core/orders-log.js';
import { asAcceptance } from './setup.js';
import type { WsClient } from './ws-client.js';

/**
 * A seat that plays every move by hand, as a test about hand play needs it: it switches the
 * server's automatic forced moves off (on unless a seat says otherwise, engine/core/orders-log.ts)
 * through the protocol, with an orders record as its screen would send, and no orders. Resolves
 * with the version that record made, once the seat's own socket has it.
 */
export async function playByHand(
  client: WsClient,
  seat: { gameId: string; seat: number; token: string },
): Promise<number> {
  const expectedVersion = client.model.update!.version;
  const commandId = `by-hand-${seat.seat}-${expectedVersion}`;
  const answer = await client.request(
    {
      action: 'command',
      ...seat,
      expectedVersion,
      commandId,
      command: { type: ORDERS_TYPE, orders: [], forced: false },
    },
    (f) => asAcceptance(f)?.commandId === commandId || (f.type === 'error' && f.commandId === commandId),
  );
  const accepted = asAcceptance(answer);
  expect(accepted, JSON.stringify(answer)).not.toBeNull();
  await client.waitFor((f) => f.type === 'update' && f.version >= accepted!.version);
  return accepted!.version;
}

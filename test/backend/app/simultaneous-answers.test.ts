// Answers several seats give at once (sealed bids, end votes: a rule set's `simultaneous` command
// types) never make each other stale: two bidders pressing Bid together both count, once each.
import { describe, expect, it } from 'vitest';
import { SHIPS } from '../../../engine/games/who-rules-the-sea/data.js';
import type { FreightEvent, FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { errorIn, loaded, logOf, openTable, send, type ClockedTable } from '../support/clocked-table.js';
import { acceptances } from '../support/setup.js';

const PEOPLE = [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }];
const state = async (t: ClockedTable) => (await loaded(t)).state as FreightState;
const events = (t: ClockedTable) => logOf(t).flatMap((r) => r.events as FreightEvent[]);

/**
 * Plays a short voyage to the first seat's first port phase of round 1 with two ships in London:
 * the first seat bought the two cheapest, the others one each, nobody loaded anything.
 */
async function toFirstPortPhase(): Promise<{
  t: ClockedTable;
  seller: number;
  bidders: number[];
  ship: string;
  target: string;
}> {
  const t = await openTable('who-rules-the-sea', PEOPLE, { voyage: 'short' });
  const first = (await state(t)).order[0];
  for (let guard = 0; guard < 20; guard++) {
    const s = await state(t);
    if (s.phase.kind === 'turn' && !s.phase.opening) break;
    const seat = s.phase.kind === 'opening-ships' || s.phase.kind === 'turn' ? s.phase.seat : -1;
    const owned = s.ships.flatMap((x, i) => (x.owner === seat ? [SHIPS[i].id] : []));
    const free = s.ships.flatMap((x, i) => (x.owner === null ? [SHIPS[i].id] : []));
    const command =
      s.phase.kind === 'opening-ships'
        ? { type: 'buyShips', ships: seat === first ? free.slice(0, 2) : [free[free.length - 1]] }
        : {
            type: 'endPortPhase',
            ship:
              s.phase.kind === 'turn'
                ? (s.phase.active?.ship ?? s.phase.todo[0] ?? s.phase.fresh[0] ?? owned[0])
                : owned[0],
          };
    expect(acceptances(await send(t, seat, command)), JSON.stringify(command)).toHaveLength(1);
  }
  const s = await state(t);
  expect(s.phase.kind === 'turn' && s.phase.seat).toBe(first);
  const [ship, target] = s.ships.flatMap((x, i) => (x.owner === first ? [SHIPS[i].id] : []));
  return { t, seller: first, bidders: s.order.filter((x) => x !== first), ship, target };
}

describe('Answers given at once', () => {
  it('two sealed bids sent from the same version both count, in the order they arrive, and the auction closes on the second', async () => {
    const {
      t,
      seller,
      bidders: [b1, b2],
      ship,
      target,
    } = await toFirstPortPhase();
    expect(acceptances(await send(t, seller, { type: 'auctionShip', ship, target }))).toHaveLength(1);
    const open = logOf(t).length;
    const first = await send(t, b1, { type: 'bid', tens: 90 }, { expectedVersion: open, commandId: 'bid-1' });
    expect(acceptances(first)).toEqual([expect.objectContaining({ version: open + 1 })]);
    // Chosen from the same board as the first: decided at the current version, not refused as stale.
    const second = await send(t, b2, { type: 'bid', tens: 120 }, { expectedVersion: open, commandId: 'bid-2' });
    expect(acceptances(second)).toEqual([expect.objectContaining({ version: open + 2 })]);
    const closed = events(t).find((e) => e.type === 'AuctionClosed');
    expect(closed).toMatchObject({ type: 'AuctionClosed', winner: b2, price: 1200 });
    // Its retry (the answer lost) is found past the other bid, never written twice.
    const retry = await send(t, b2, { type: 'bid', tens: 120 }, { expectedVersion: open, commandId: 'bid-2' });
    expect(acceptances(retry)).toEqual([expect.objectContaining({ version: open + 2 })]);
    expect(logOf(t)).toHaveLength(open + 2);
  });

  it("a move that is no answer is still stale behind another seat's bid, and changes nothing", async () => {
    const {
      t,
      seller,
      bidders: [b1],
      ship,
      target,
    } = await toFirstPortPhase();
    expect(acceptances(await send(t, seller, { type: 'auctionShip', ship, target }))).toHaveLength(1);
    const open = logOf(t).length;
    expect(acceptances(await send(t, b1, { type: 'passBid' }, { expectedVersion: open }))).toHaveLength(1);
    const late = await send(t, seller, { type: 'proposeEnd' }, { expectedVersion: open, commandId: 'propose-late' });
    expect(errorIn(late)).toMatchObject({ code: 'STALE', currentVersion: open + 1 });
    expect(logOf(t)).toHaveLength(open + 1);
  });

  it('votes on the end sent together all count: the game ends by agreement', async () => {
    const {
      t,
      seller,
      bidders: [b1, b2],
    } = await toFirstPortPhase();
    expect(acceptances(await send(t, seller, { type: 'proposeEnd' }))).toHaveLength(1);
    const open = logOf(t).length;
    expect(
      acceptances(await send(t, b1, { type: 'agreeEnd' }, { expectedVersion: open, commandId: 'yes-1' })),
    ).toHaveLength(1);
    expect(
      acceptances(await send(t, b2, { type: 'agreeEnd' }, { expectedVersion: open, commandId: 'yes-2' })),
    ).toHaveLength(1);
    expect(events(t).at(-1)).toMatchObject({ type: 'GameEnded', reason: 'agreement' });
  });

  it("an answer behind a decline that withdrew the question is decided there, and refused with the rule's own reason", async () => {
    const {
      t,
      seller,
      bidders: [b1, b2],
    } = await toFirstPortPhase();
    expect(acceptances(await send(t, seller, { type: 'proposeEnd' }))).toHaveLength(1);
    const open = logOf(t).length;
    expect(acceptances(await send(t, b1, { type: 'declineEnd' }, { expectedVersion: open }))).toHaveLength(1);
    const agree = await send(t, b2, { type: 'agreeEnd' }, { expectedVersion: open, commandId: 'yes-late' });
    expect(errorIn(agree).code).toBe('NO_PROPOSAL');
    expect(logOf(t)).toHaveLength(open + 1);
  });
});

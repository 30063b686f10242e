import { describe, expect, it, vi } from 'vitest';
import type { GameRecord } from '../../../lambdas/app/ports.js';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { RecordingProblems } from '../support/recording-problems.js';
import { only, subscriptions } from '../support/setup.js';

const SECRET = 'join-secret-of-cy-0123456789';

/** A promise to resolve from outside. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function openTable() {
  const ports = memoryPorts();
  const table = new MemoryTable(ports);
  const [created] = (await table.send('creator', {
    action: 'create',
    nonce: 'test-nonce-0000000000000000',
    rules: 'manila',
    seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'open', open: true }],
  })) as CreatedFrame[];
  return { ports, table, gameId: created.gameId };
}

describe('a join is idempotent under lost answers (app layer)', () => {
  it('an identical retry with the same secret gets the same seat and token; a stranger still gets SEAT_TAKEN', async () => {
    const { table, gameId } = await openTable();
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy', secret: SECRET };
    const [first] = only(await table.send('cy', msg), 'joined');
    const [again] = only(await table.send('cy-again', msg), 'joined');
    expect(again).toEqual(first);
    expect(await table.send('dee', { action: 'join', gameId, seat: 2, name: 'Dee' })).toMatchObject([
      { type: 'error', code: 'SEAT_TAKEN' },
    ]);
    expect(
      await table.send('dee', { action: 'join', gameId, seat: 2, name: 'Dee', secret: 'another-secret-0123456789' }),
    ).toMatchObject([{ type: 'error', code: 'SEAT_TAKEN' }]);
    // The token works.
    expect(
      subscriptions(
        await table.send('cy', { action: 'subscribe', gameId, seat: 2, token: first.token, lastVersion: 0 }),
      ),
    ).toHaveLength(1);
  });

  it('after a forced INTERNAL that came after the claim was written, the retry gets the seat', async () => {
    const { ports, table, gameId } = await openTable();
    const claim = ports.games.claimSeat.bind(ports.games);
    vi.spyOn(ports.games, 'claimSeat').mockImplementationOnce(async (...args) => {
      await claim(...args);
      throw new Error('Lambda timed out after the write');
    });
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy', secret: SECRET };
    expect(await table.send('cy', msg)).toMatchObject([{ type: 'error', code: 'INTERNAL' }]);
    const [joined] = only(await table.send('cy', msg), 'joined');
    expect(joined).toMatchObject({ seat: 2, name: 'Cy' });
    expect(ports.games.items.get(gameId)!.seats[2]).toMatchObject({ name: 'Cy', open: false });
  });

  it('the same claim sent five times at once: every copy gets the one seat and token', async () => {
    const { table, gameId } = await openTable();
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy', secret: SECRET };
    const answers = (await Promise.all(Array.from({ length: 5 }, (_, i) => table.send(`cy${i}`, msg)))).flat();
    const tokens = new Set(only(answers, 'joined').map((j) => j.token));
    expect(only(answers, 'joined')).toHaveLength(5);
    expect(tokens.size).toBe(1);
  });

  it('the same claim sent twice, the second read while the first is writing: the second loses the write to the first and still gets the seat and token', async () => {
    const { ports, table, gameId } = await openTable();
    // The first claim waits at its write until the second has read the seat as open; the second
    // writes only once the first has, so its conditional write finds the seat taken: in that order, every time.
    const secondRead = deferred();
    const firstWritten = deferred();
    const seenOpen: boolean[] = [];
    const claimResults: boolean[] = [];
    const get = ports.games.get.bind(ports.games);
    const claim = ports.games.claimSeat.bind(ports.games);
    vi.spyOn(ports.games, 'get').mockImplementation(async (...args) => {
      const record: GameRecord | null = await get(...args);
      if (record) seenOpen.push(record.seats[2].open);
      if (seenOpen.length === 2) secondRead.resolve();
      return record;
    });
    let claims = 0;
    vi.spyOn(ports.games, 'claimSeat').mockImplementation(async (...args) => {
      const first = ++claims === 1;
      await (first ? secondRead.promise : firstWritten.promise);
      const claimed = await claim(...args);
      claimResults.push(claimed);
      if (first) firstWritten.resolve();
      return claimed;
    });
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy', secret: SECRET };
    const [a, b] = await Promise.all([table.send('cy-a', msg), table.send('cy-b', msg)]);
    // What the test claims to test did happen: both read the seat open, the first write won, the second lost.
    expect(seenOpen.slice(0, 2)).toEqual([true, true]);
    expect(claimResults).toEqual([true, false]);
    const [first] = only(a, 'joined');
    const [second] = only(b, 'joined');
    expect(second).toEqual(first);
    expect(
      subscriptions(
        await table.send('cy', { action: 'subscribe', gameId, seat: 2, token: first.token, lastVersion: 0 }),
      ),
    ).toHaveLength(1);
  });

  it('without a secret, a join behaves as before: the retry is refused', async () => {
    const { table, gameId } = await openTable();
    const msg = { action: 'join', gameId, seat: 2, name: 'Cy' };
    expect(only(await table.send('cy', msg), 'joined')).toHaveLength(1);
    expect(await table.send('cy', msg)).toMatchObject([{ type: 'error', code: 'SEAT_TAKEN' }]);
  });

  it('refuses a malformed secret', async () => {
    const { table, gameId } = await openTable();
    expect(await table.send('cy', { action: 'join', gameId, seat: 2, name: 'Cy', secret: 'short' })).toMatchObject([
      { type: 'error', code: 'SCHEMA' },
    ]);
  });
});

describe('a join whose store write landed but whose answer was lost', () => {
  it('without a secret: the retried write finds the seat taken by this very claim, and the claimer gets it', async () => {
    const { ports, table, gameId } = await openTable();
    const claim = ports.games.claimSeat.bind(ports.games);
    // As the adapter's retry sees it: the first write went through, its answer was lost, the retry's condition fails.
    vi.spyOn(ports.games, 'claimSeat').mockImplementationOnce(async (...args) => {
      await claim(...args);
      return false;
    });
    const [joined] = only(await table.send('cy', { action: 'join', gameId, seat: 2, name: 'Cy' }), 'joined');
    expect(joined).toMatchObject({ seat: 2, name: 'Cy' });
    expect(
      subscriptions(
        await table.send('cy', { action: 'subscribe', gameId, seat: 2, token: joined.token, lastVersion: 0 }),
      ),
    ).toHaveLength(1);
  });

  it('a broadcast failure after the claim does not turn the answer into an error', async () => {
    const { ports, table, gameId } = await openTable();
    vi.spyOn(ports.connections, 'byGame').mockRejectedValueOnce(new Error('index unavailable'));
    const problems = (ports.problems = new RecordingProblems());
    expect(only(await table.send('cy', { action: 'join', gameId, seat: 2, name: 'Cy' }), 'joined')).toHaveLength(1);
    expect(problems.seen).toMatchObject([{ kind: 'seats-not-broadcast', gameId, seat: 2 }]);
  });
});

describe('a create whose writes landed but whose answers were lost', () => {
  it("the adapters' retries find the fresh id taken by this very create: the table is still created and playable", async () => {
    const ports = memoryPorts();
    const table = new MemoryTable(ports);
    const append = ports.events.append.bind(ports.events);
    const create = ports.games.create.bind(ports.games);
    vi.spyOn(ports.events, 'append').mockImplementationOnce(async (id, r) => {
      await append(id, r);
      return append(id, r); // the retry of a write that landed: VersionConflict
    });
    vi.spyOn(ports.games, 'create').mockImplementationOnce(async (g) => {
      await create(g);
      return create(g); // likewise: GameExists
    });
    const [created] = only(
      await table.send('x', {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'manila',
        seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
      }),
      'created',
    );
    expect(ports.events.logs.get(created.gameId)).toHaveLength(1);
    const token = created.seats[0].token!;
    expect(
      subscriptions(
        await table.send('ann', { action: 'subscribe', gameId: created.gameId, seat: 0, token, lastVersion: 0 }),
      ),
    ).toHaveLength(1);
  });
});

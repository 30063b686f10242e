import { describe, expect, it } from 'vitest';
import { serverFrameSchema, type ServerFrame, type UpdateFrame } from '../../../lambdas/protocol/server.js';
import { applyViewPatch, type ViewPatch } from '../../../lambdas/protocol/view-patch.js';
import { botChooser } from '../support/bots.js';
import { lastUpdate, seatedGame } from '../support/setup.js';

const updates = (frames: ServerFrame[]) => frames.filter((f): f is UpdateFrame => f.type === 'update');

describe('View patches in updates', () => {
  it('A connection that subscribed with patches gets each later view as a patch of the one before, which rebuilds the view a whole-view watcher gets', async () => {
    const g = await seatedGame(4);
    const { gameId, tokens, table } = g;
    // Seat 0 watches a second time, applying patches; its first connection keeps whole views.
    const [first] = updates(
      await table.send('p0', { action: 'subscribe', gameId, seat: 0, token: tokens[0], lastVersion: 0, patches: true }),
    );
    expect(first.view).toBeDefined();
    expect(first.viewPatch).toBeUndefined();
    await table.send('ps', { action: 'subscribe', gameId, lastVersion: 0, patches: true });
    const choose = botChooser(4);
    for (let i = 0; i < 25; i++) {
      const seat = lastUpdate(table.received('c0')).toAct[0];
      const update = lastUpdate(table.received(`c${seat}`));
      const cmd = { action: 'command', gameId, seat, token: tokens[seat], expectedVersion: update.version };
      await table.send(`c${seat}`, { ...cmd, commandId: `m${i}`, command: choose(update) });
    }
    for (const [patched, whole] of [
      ['p0', 'c0'],
      ['ps', 'cs'],
    ]) {
      const got = updates(table.received(patched));
      const expected = updates(table.received(whole));
      expect(got.map((u) => u.version)).toEqual(expected.map((u) => u.version));
      let view = got[0].view;
      for (const [i, u] of got.entries()) {
        expect(serverFrameSchema.safeParse(u).success).toBe(true);
        if (i > 0) {
          expect(u.viewPatch).toBeDefined();
          expect(u.view).toBeUndefined();
          expect(u.from).toBe(got[i - 1].version);
          view = applyViewPatch(view, JSON.parse(JSON.stringify(u.viewPatch)) as ViewPatch);
          expect(JSON.stringify(u).length).toBeLessThan(JSON.stringify(expected[i]).length);
        }
        expect(view).toEqual(expected[i].view);
        expect(u.legalCommands).toEqual(expected[i].legalCommands);
        expect(u.entries).toEqual(expected[i].entries);
      }
    }
  });

  it('The view request answers the whole view as the viewer sees it now, with no entries, and registers nothing', async () => {
    const { gameId, tokens, table, ports } = await seatedGame(5);
    const before = (await ports.connections.byGame(gameId)).length;
    const [seat] = updates(
      await table.send('v1', { action: 'view', requestId: 'r1', gameId, seat: 1, token: tokens[1] }),
    );
    const held = lastUpdate(table.received('c1'));
    expect(seat).toMatchObject({ requestId: 'r1', version: held.version, viewer: 1, entries: [] });
    expect(seat.view).toEqual(held.view);
    expect(seat.legalCommands).toEqual(held.legalCommands);
    const [spectator] = updates(await table.send('v2', { action: 'view', gameId }));
    expect(spectator.view).toEqual(lastUpdate(table.received('cs')).view);
    expect((await ports.connections.byGame(gameId)).length).toBe(before);
  });

  it('A view request is validated like every message: a wrong token, a token without a seat and an unknown field are refused', async () => {
    const { gameId, tokens, table } = await seatedGame(6);
    const [bad] = await table.send('v', { action: 'view', requestId: 'a', gameId, seat: 0, token: tokens[1] });
    expect(bad).toMatchObject({ type: 'error', code: 'BAD_TOKEN', requestId: 'a' });
    const [half] = await table.send('v', { action: 'view', requestId: 'b', gameId, token: tokens[0] });
    expect(half).toMatchObject({ type: 'error', requestId: 'b' });
    const [extra] = await table.send('v', { action: 'view', requestId: 'c', gameId, lastVersion: 3 });
    expect(extra).toMatchObject({ type: 'error', requestId: 'c' });
  });
});

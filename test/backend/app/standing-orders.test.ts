import { describe, expect, it } from 'vitest';
import { verifyAudit } from '../../../engine/audit/verify.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { expireDue } from '../../../lambdas/app/expire.js';
import type { ServerFrame, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { emptySailingRoute, greedyBot } from '../../../engine/games/who-rules-the-sea/bot.js';
import { SHIP_IDS } from '../../../engine/games/who-rules-the-sea/constants.js';
import type { FreightOrder } from '../../../engine/games/who-rules-the-sea/orders.js';
import type { FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { botChooser } from '../support/bots.js';
import { loaded, logOf, openTable, send as sendAs } from '../support/clocked-table.js';
import { acceptances, lastUpdate, seatedGame, type Seated } from '../support/setup.js';

// A seat's standing orders through the server: set from its seat link as a record of their own,
// played by the expirer the moment the seat must act (as the system on its behalf, reason
// 'order'), seen by the other seats as the seat's own bids, never read by them, and decided again
// by the verifier once the game is over.

const PROXY = { type: 'standing-orders', orders: [{ kind: 'proxy-bid', round: 1, upTo: 3 }], forced: true };

async function send(g: Seated, seat: number, command: unknown, commandId: string): Promise<ServerFrame[]> {
  const update = lastUpdate(g.table.received(`c${seat}`));
  return g.table.send(`sender${seat}`, {
    action: 'command',
    gameId: g.gameId,
    seat,
    token: g.tokens[seat],
    expectedVersion: update.version,
    commandId,
    command,
  });
}

const entryAt = (frames: ServerFrame[], version: number) =>
  frames
    .filter((f): f is UpdateFrame => f.type === 'update')
    .flatMap((u) => u.entries)
    .find((e) => e.version === version);

describe('Standing orders on the server', () => {
  it('a proxy bid plays as the system for its seat, an ordinary bid to everyone else, and stays its secret', async () => {
    const g = await seatedGame(3);
    const log = () => g.ports.events.logs.get(g.gameId)!;
    expect(acceptances(await send(g, 1, PROXY, 'orders-1'))).toHaveLength(1);
    const ordersRecord = log().at(-1)!;
    expect(ordersRecord).toMatchObject({ actor: 1, command: PROXY, events: [], draws: [] });
    // Seat 0 opens the auction; seat 1 is next, and its order answers at once.
    expect(acceptances(await send(g, 0, { type: 'bid', amount: 1 }, 'bid-1'))).toHaveLength(1);
    const done = await expireDue(g.ports, g.gameId);
    expect(done.autoMoves).toBe(1);
    const played = log().at(-1)!;
    expect(played).toMatchObject({
      actor: 'system',
      onBehalfOf: 1,
      reason: 'order',
      command: { type: 'bid', amount: 2 },
    });
    // The seat sees its order at work; the others see its bid.
    expect(entryAt(g.table.received('c1'), played.version)).toMatchObject({
      actor: 'system',
      onBehalfOf: 1,
      reason: 'order',
    });
    for (const other of ['c0', 'c2', 'cs']) {
      const entry = entryAt(g.table.received(other), played.version)!;
      expect(entry.actor).toBe(1);
      expect(entry).not.toHaveProperty('reason');
      expect(entry).not.toHaveProperty('onBehalfOf');
      expect(entryAt(g.table.received(other), ordersRecord.version)?.events).toEqual([]);
      expect(JSON.stringify(g.table.received(other))).not.toContain('proxy-bid');
    }
    // Its own update lists its order as standing; every other seat's lists only its own (none), a spectator's none.
    expect(lastUpdate(g.table.received('c1')).orders).toEqual({
      standing: [{ order: PROXY.orders[0], armed: true }],
      forced: true,
      ended: [],
    });
    for (const other of ['c0', 'c2']) expect(lastUpdate(g.table.received(other)).orders?.standing).toEqual([]);
    expect(lastUpdate(g.table.received('cs'))).not.toHaveProperty('orders');
    // Seat 2 passes; seat 0 raises to 3; the proxy raises to... 4 is beyond its 3, so it passes.
    await send(g, 2, { type: 'pass' }, 'pass-2');
    await send(g, 0, { type: 'bid', amount: 3 }, 'bid-3');
    await expireDue(g.ports, g.gameId);
    expect(log().at(-1)).toMatchObject({ actor: 'system', onBehalfOf: 1, reason: 'order', command: { type: 'pass' } });
    // The auction is over: the order no longer stands, and its seat is told why.
    expect(lastUpdate(g.table.received('c1')).orders?.standing).toEqual([
      { order: PROXY.orders[0], armed: false, reason: 'The harbour-master auction of round 1 is over.' },
    ]);
  });

  it('a game with orders and forced moves verifies, and an altered order is caught', async () => {
    const g = await seatedGame(5);
    await send(g, 1, PROXY, 'orders-1');
    await send(g, 2, { ...PROXY, orders: [{ kind: 'proxy-bid', round: 1, upTo: 0 }] }, 'orders-2');
    const choose = botChooser(5);
    for (let n = 0; lastUpdate(g.table.received('c0')).status === 'playing'; n++) {
      if (n > 2000) throw new Error('no end in sight');
      await expireDue(g.ports, g.gameId);
      const update = lastUpdate(g.table.received('c0'));
      if (update.status !== 'playing') break;
      const seat = update.toAct[0];
      const own = lastUpdate(g.table.received(`c${seat}`));
      await send(g, seat, choose(own), `m${own.version}`);
    }
    const log = g.ports.events.logs.get(g.gameId)!;
    expect(log.filter((r) => r.reason === 'order').length).toBeGreaterThan(0);
    expect(log.filter((r) => r.reason === 'forced').length).toBeGreaterThan(0);
    const doc = await auditExport(g.ports, g.gameId);
    expect(verifyAudit(doc).failures).toEqual([]);
    // The export reveals the orders once the game is over.
    expect(JSON.stringify(doc)).toContain('proxy-bid');
    // Seat 1's orders said to be none: the moves they made are no longer its own.
    const tampered = JSON.parse(JSON.stringify(doc)) as {
      records: { commandId: string; command: { orders?: { upTo: number }[] } }[];
    };
    const rec = tampered.records.find((r) => r.commandId === 'orders-1')!;
    rec.command.orders = [];
    const verdict = verifyAudit(tampered);
    expect(verdict.result).toBe('invalid');
    expect(verdict.failures.map((f) => f.check)).toContain('decide');
  });
  it('a freight game whose ships sail on by order verifies, and orders said to hold no sail-on are caught', async () => {
    const t = await openTable('who-rules-the-sea', [{ name: 'Ann' }, { name: 'Bo' }], { voyage: 'short' });
    const bot = greedyBot({ insures: true });
    const sent = ['', ''];
    for (let n = 0; ; n++) {
      if (n > 3000) throw new Error('no end in sight');
      await expireDue(t.ports, t.gameId);
      const g = await loaded(t);
      if (g.game.isTerminal(g.state)) break;
      const s = g.state as FreightState;
      const seat = g.game.toAct(s)[0];
      // Before each move of its own a seat sets "roll for me" for its ships, and "sail on" for
      // each from the port it lies in or is bound for, by the route the house bot would take.
      const orders: FreightOrder[] = [];
      SHIP_IDS.forEach((ship, i) => {
        const x = s.ships[i];
        if (x.owner !== seat) return;
        orders.push({ kind: 'auto-roll', ship, extra: true });
        const port = x.loc.at === 'sea' ? x.loc.dest : x.loc.at === 'port' && !x.loc.pawned ? x.loc.port : null;
        if (port !== null) orders.push({ kind: 'sail-on', ship, port, route: emptySailingRoute(s, ship, port) });
      });
      const record = { type: 'standing-orders', orders, forced: true };
      if (JSON.stringify(record) !== sent[seat]) {
        sent[seat] = JSON.stringify(record);
        expect(acceptances(await sendAs(t, seat, record, { commandId: `orders-${n}` }))).toHaveLength(1);
        continue;
      }
      expect(acceptances(await sendAs(t, seat, bot(s, seat), { commandId: `m${n}` }))).toHaveLength(1);
    }
    const sailed = logOf(t).filter((r) => r.reason === 'order' && r.command?.type === 'sail');
    expect(sailed.length, 'ships sailed on by order').toBeGreaterThan(0);
    const doc = await auditExport(t.ports, t.gameId);
    expect(verifyAudit(doc).failures).toEqual([]);
    const tampered = JSON.parse(JSON.stringify(doc)) as {
      records: { command: { type?: string; orders?: { kind: string }[] } | null }[];
    };
    for (const r of tampered.records)
      if (r.command?.type === 'standing-orders')
        r.command.orders = r.command.orders!.filter((o) => o.kind !== 'sail-on');
    const verdict = verifyAudit(tampered);
    expect(verdict.result).toBe('invalid');
    expect(verdict.failures.map((f) => f.check)).toContain('decide');
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { commitmentOf } from '../../../engine/audit/chain.js';
import { fromHex, toHex } from '../../../engine/audit/sha256.js';
import { DiceKeys, memoryChainStore } from '../../../lambdas/protocol/dice-keys.js';
import { verifyAudit } from '../../../engine/audit/verify.js';
import { botMove } from '../../../engine/core/bot.js';
import { seededRandom } from '../../../engine/core/random.js';
import { getGame } from '../../../engine/index.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { nodeHashes, randomFor, seal } from '../../../lambdas/app/chain.js';
import { foldWithClock, loadGame, snapshotFormat } from '../../../lambdas/app/load-game.js';
import type { GameRecord } from '../../../lambdas/app/ports.js';
import { hashToken } from '../../../lambdas/app/tokens.js';
import type { CreatedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { englishText } from '../../support/english.js';
import { stillPorts, T0, type StillPorts } from '../support/clocked-table.js';
import { MemoryTable } from '../support/memory-table.js';
import { only } from '../support/setup.js';
import { seededBytes, TestDevice } from '../support/test-device.js';

/** Seat chains as players meet them: a seat played from two devices, clock requests, and games from before chains. */

const errorOf = (frames: ServerFrame[]) => frames.find((f) => f.type === 'error');

interface Seated {
  ports: StillPorts;
  gameId: string;
  tokens: string[];
}

/** Sends the seat's move, chosen by the rule set's bot, from the given device (a MemoryTable is one device). */
async function moveFrom(device: MemoryTable, t: Seated, connectionId: string): Promise<ServerFrame[]> {
  const g = await loadGame(t.ports, t.gameId);
  const seat = g.game.toAct(g.state)[0];
  const command = botMove(g.game, g.state, seat, seededRandom(500 + g.version))!;
  return device.send(connectionId, {
    action: 'command',
    gameId: t.gameId,
    seat,
    token: t.tokens[seat],
    expectedVersion: g.version,
    commandId: `d-${seat}-${g.version}`,
    command,
  });
}

async function table(rules: string, seats: number, ports = stillPorts(41)): Promise<Seated & { host: MemoryTable }> {
  ports.at(T0);
  const host = new MemoryTable(ports, new TestDevice(seededBytes(1)));
  const [created] = (await host.send('host', {
    action: 'create',
    rules,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    nonce: 'seat-chain-test-nonce-0000',
  })) as CreatedFrame[];
  expect(created.type).toBe('created');
  return { host, ports, gameId: created.gameId, tokens: created.seats.map((s) => s.token!) };
}

describe('a seat played from two devices', () => {
  it("keeps working: each device that finds another's key sets its own, which the whole table is shown and the verifier points out", async () => {
    const t = await table('manila-tutorial', 2);
    const phone = new MemoryTable(t.ports, new TestDevice(seededBytes(2)));
    const laptop = new MemoryTable(t.ports, new TestDevice(seededBytes(3)));
    for (const [seat, token] of t.tokens.entries())
      await t.host.send(`watch-${seat}`, { action: 'subscribe', gameId: t.gameId, seat, token, lastVersion: 0 });
    // Whoever is to move moves from the phone, then the laptop, then the phone again, for both seats.
    const devices = [phone, laptop, phone];
    for (const device of devices) {
      for (let k = 0; k < 2; k++) {
        const g = await loadGame(t.ports, t.gameId);
        if (g.game.isTerminal(g.state)) break;
        expect(errorOf(await moveFrom(device, t, `dev-${devices.indexOf(device)}-${k}`))).toBeUndefined();
      }
    }
    const log = t.ports.events.logs.get(t.gameId)!;
    const keyed = log.filter((r) => r.key !== undefined);
    // Every change of device for a seat is a new key: never a move without a link, never a refusal.
    expect(
      log
        .slice(1)
        .filter((r) => r.command !== null)
        .every((r) => r.link !== undefined),
    ).toBe(true);
    expect(keyed.length).toBeGreaterThanOrEqual(4);
    // Everyone watching was shown each new key, with whose seat it was.
    const entries = only(t.host.received('watch-1'), 'update').flatMap((u) => u.entries);
    const shown = entries.filter((e) => e.diceKey !== undefined);
    expect(shown.map((e) => e.version)).toEqual(keyed.map((r) => r.version));
    const line = shown.find((e) => e.actor === 0)!.diceKey!.line;
    expect(englishText(line, 1, ['Ann', 'Bo'])).toBe("A device set a new dice key for \u2068Ann\u2069's seat");
    expect(englishText(line, 0, ['Ann', 'Bo'])).toBe('A device set a new dice key for your seat');
    const verdict = verifyAudit(await auditExport(t.ports, t.gameId));
    expect(verdict.failures).toEqual([]);
    expect(verdict.notes.length).toBe(keyed.length - new Set(keyed.map((r) => r.actor)).size);
  });

  it("does not give the table's creator another seat's chain: the creator's device holds chains only for the seats it played", async () => {
    const t = await table('manila', 3);
    const ann = new MemoryTable(t.ports, new TestDevice(seededBytes(7)));
    for (let n = 0; n < 6; n++) {
      const g = await loadGame(t.ports, t.gameId);
      const seat = g.game.toAct(g.state)[0];
      expect(errorOf(await moveFrom(seat === 0 ? ann : t.host, t, `m-${n}`))).toBeUndefined();
    }
    expect(ann.device.chains.load(t.gameId, 0)).not.toBeNull();
    expect(t.host.device.chains.load(t.gameId, 0)).toBeNull();
    expect(ann.device.chains.load(t.gameId, 1)).toBeNull();
  });
});

describe('a device', () => {
  it("offers a refused first move's key and link again under a new command id, and the link below once the key took", () => {
    const keys = new DiceKeys(memoryChainStore(), nodeHashes, seededBytes(12), 50);
    keys.observe('g', 0, null);
    const first = keys.offer('g', 0, 'try-1');
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    // Refused (STALE, or by the rules): the seat still has no key, and the player chooses again.
    expect(keys.offer('g', 0, 'try-2')).toEqual(first);
    keys.observe('g', 0, { top: first.key!, revealed: 1 });
    const next = keys.offer('g', 0, 'try-3');
    expect(next.key).toBeUndefined();
    expect(toHex(nodeHashes.sha256(fromHex(next.link)!))).toBe(first.link);
  });
});

describe('a clock request', () => {
  it("reveals the seat's next link like a move, and without one is refused BAD_LINK", async () => {
    const ports = stillPorts(43);
    ports.at(T0);
    const host = new MemoryTable(ports, new TestDevice(seededBytes(4)));
    const [created] = (await host.send('host', {
      action: 'create',
      rules: 'manila',
      seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      nonce: 'seat-chain-test-nonce-0000',
      options: { clock: { moveSeconds: 3600, vacationDays: 3 } },
    })) as CreatedFrame[];
    const base = {
      action: 'command',
      gameId: created.gameId,
      seat: 1,
      token: created.seats[1].token,
      expectedVersion: 1,
      command: { type: 'vacation', days: 1 },
    };
    // Seat 1 has no key yet: a request without one is NO_KEY; the device's first request sets it.
    expect(errorOf(await host.sendAsIs('c1', { ...base, commandId: 'v-0', link: 'ab'.repeat(32) }))).toMatchObject({
      code: 'NO_KEY',
    });
    expect(errorOf(await host.send('c1', { ...base, commandId: 'v-1' }))).toBeUndefined();
    const record = ports.events.logs.get(created.gameId)!.at(-1)!;
    expect(record).toMatchObject({
      command: { type: 'vacation' },
      key: expect.stringMatching(/^[0-9a-f]{64}$/),
      link: expect.stringMatching(/^[0-9a-f]{64}$/),
      draws: [],
    });
    const unlinked = { ...base, commandId: 'v-2', expectedVersion: 2, command: { type: 'back' } };
    expect(errorOf(await host.sendAsIs('c1', unlinked))).toMatchObject({
      code: 'BAD_LINK',
      seatKey: { top: record.key, revealed: 1 },
    });
    expect(ports.events.logs.get(created.gameId)).toHaveLength(2);
  });
});

describe('a game created before seat chains', () => {
  /** The game as the server of that time made it: the deal under dice scheme 1, no scheme on the item or the start. */
  async function schemeOne(ports: StillPorts): Promise<Seated> {
    const game = getGame('manila-tutorial')!;
    const gameId = 'schemeOneGame000000000';
    const seedBytes = new Uint8Array(32).fill(4);
    const secret = { gameId, seed: toHex(seedBytes) };
    const nonce = 'scheme-one-nonce-000000000';
    const now = new Date(T0).toISOString();
    const command = { type: 'start' as const, seats: 2, options: game.defaultOptions };
    const random = randomFor(secret, { dice: null, head: null, version: 1, commandId: nonce });
    const decision = game.decide(game.initialState(), command, { actor: 'system', now, random });
    if (!decision.ok) throw new Error(decision.message);
    const commitment = commitmentOf(seedBytes, nodeHashes);
    const start = seal(secret, null, {
      version: 1,
      commandId: nonce,
      actor: 'system',
      at: now,
      eventVersion: game.eventVersion,
      command,
      draws: random.draws,
      events: decision.events,
      commitment,
    });
    await ports.events.append(gameId, start);
    const tokens = ['schemeOneToken0aaaaaaa', 'schemeOneToken1aaaaaaa'];
    const folded = foldWithClock(game, { state: game.initialState(), clock: null, dice: null }, [start]);
    const record: GameRecord = {
      gameId,
      rules: game.id,
      options: game.defaultOptions,
      seats: tokens.map((t, i) => ({ name: `P${i}`, open: false, tokenHash: hashToken(t) })),
      status: 'playing',
      toAct: game.toAct(folded.state),
      createdAt: now,
      updatedAt: now,
      version: 1,
      snapshot: { version: 1, format: snapshotFormat(game), state: folded.state },
      commitment,
      seed: secret.seed,
      head: start.hash,
      clock: null,
      nextDeadline: null,
    };
    await ports.games.create(record);
    return { ports, gameId, tokens };
  }

  it('plays on under dice scheme 1 (links offered are not recorded), and its export says so and verifies', async () => {
    const ports = stillPorts(47);
    ports.at(T0);
    const t = await schemeOne(ports);
    const device = new MemoryTable(ports);
    for (let n = 0; n < 200; n++) {
      const g = await loadGame(ports, t.gameId);
      if (g.game.isTerminal(g.state)) break;
      expect(errorOf(await moveFrom(device, t, 'old'))).toBeUndefined();
    }
    const log = ports.events.logs.get(t.gameId)!;
    expect(log.at(-1)!.seed).toBeDefined();
    expect(log.some((r) => r.link !== undefined || r.key !== undefined || r.diceScheme !== undefined)).toBe(false);
    const doc = await auditExport(ports, t.gameId);
    expect(doc).toMatchObject({ formatVersion: 2, diceScheme: 1, complete: true });
    const verdict = verifyAudit(doc);
    expect(verdict.failures).toEqual([]);
    expect(verdict).toMatchObject({ result: 'valid', scheme: 1 });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { commitmentOf, recordHash, saltOf } from '../../../engine/audit/chain.js';
import { committedRandom } from '../../../engine/audit/committed-random.js';
import { diceInputs, diceStart, evolveDice } from '../../../engine/audit/dice-state.js';
import { SeatChain } from '../../../engine/audit/seat-chain.js';
import type { AuditExport } from '../../../engine/audit/export.js';
import { pureHashes } from '../../../engine/audit/hashes.js';
import { fromHex, toHex } from '../../../engine/audit/sha256.js';
import { verifyAudit } from '../../../engine/audit/verify.js';
import { botMove } from '../../../engine/core/bot.js';
import { seededRandom } from '../../../engine/core/random.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { nodeHashes } from '../../../lambdas/app/chain.js';
import { StoreBusy } from '../../../lambdas/app/errors.js';
import { expireDue } from '../../../lambdas/app/expire.js';
import { loadGame } from '../../../lambdas/app/load-game.js';
import type { StoredCommand } from '../../../lambdas/app/ports.js';
import { wakeTime } from '../../../lambdas/app/wakes.js';
import type { CreatedFrame, PreparedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { stillPorts, T0, type StillPorts } from '../support/clocked-table.js';
import { MemoryTable } from '../support/memory-table.js';
import { seededBytes, TestDevice } from '../support/test-device.js';

/**
 * The dishonest server's attacks on the dice (docs/audit.md, "Who can do what"), each played
 * here as the server would play it, each failing: redrawing the seed once the creator's nonce is
 * known, shifting record times before a move the server makes itself, refusing a command to
 * make its sender roll again, and forging a seat's chain link.
 */

const seedOf = (ports: StillPorts, gameId: string) => fromHex(ports.games.items.get(gameId)!.seed!)!;
const logOf = (ports: StillPorts, gameId: string): StoredCommand[] => ports.events.logs.get(gameId) ?? [];
const errorOf = (frames: ServerFrame[]) => frames.find((f) => f.type === 'error');

interface Table {
  ports: StillPorts;
  table: MemoryTable;
  gameId: string;
  tokens: (string | null)[];
  prepared: PreparedFrame;
  created: CreatedFrame;
}

/** Prepares and creates a table step by step, as the web client does; `between` plays the server between the two steps. */
async function openTable(
  rules: string,
  seats: { name: string; bot?: boolean }[],
  options: {
    clock?: unknown;
    chains?: number;
    ports?: StillPorts;
    between?: (t: { ports: StillPorts; prepared: PreparedFrame }) => void;
  } = {},
): Promise<Table> {
  const ports = options.ports ?? stillPorts(17);
  ports.at(T0);
  const table = new MemoryTable(ports, new TestDevice(seededBytes(options.chains ?? 5)));
  const [prepared] = (await table.sendAsIs('creator', { action: 'prepare', rules })) as PreparedFrame[];
  expect(prepared.type).toBe('prepared');
  options.between?.({ ports, prepared });
  // The nonce exists only from here on.
  const answer = await table.sendAsIs('creator', {
    action: 'create',
    gameId: prepared.gameId,
    rules,
    seats,
    nonce: 'attack-test-nonce-00000000',
    secret: 'attack-test-secret-0000000',
    ...(options.clock !== undefined && { options: { clock: options.clock } }),
  });
  const created = answer[0] as CreatedFrame;
  expect(created.type, JSON.stringify(answer)).toBe('created');
  const tokens = created.seats.map((s) => s.token);
  // Each person watches as their seat, so the device learns where each chain stands from the seat's own updates.
  for (const [seat, token] of tokens.entries())
    if (token)
      await table.send(`c${seat}`, { action: 'subscribe', gameId: created.gameId, seat, token, lastVersion: 0 });
  return { ports, table, gameId: created.gameId, tokens, prepared, created };
}

/** A legal command for the seat, chosen by the rule set's bot from the state (the same in every run at the same state). */
async function choose(t: Table, seat: number): Promise<{ type: string }> {
  const g = await loadGame(t.ports, t.gameId);
  return botMove(g.game, g.state, seat, seededRandom(1000 + g.version))!;
}

async function move(t: Table, seat: number, commandId?: string): Promise<ServerFrame[]> {
  const expectedVersion = logOf(t.ports, t.gameId).length;
  return t.table.send(`c${seat}`, {
    action: 'command',
    gameId: t.gameId,
    seat,
    token: t.tokens[seat],
    expectedVersion,
    commandId: commandId ?? `m-${seat}-${expectedVersion}`,
    command: await choose(t, seat),
  });
}

/**
 * Plays the table to its end (or `steps` moves): people move a few seconds into their turn,
 * except every fifth turn on a clocked table, which they let run out; bots move when their pause is over. Each
 * wait is stretched by `jitter(n)` ms: the times the server would choose.
 */
async function playOut(t: Table, bots: ReadonlySet<number>, jitter: (n: number) => number, steps = 400): Promise<void> {
  let now = T0;
  for (let n = 0; n < steps; n++) {
    const g = await loadGame(t.ports, t.gameId);
    if (g.game.isTerminal(g.state)) return;
    const seat = g.game.toAct(g.state)[0];
    if (bots.has(seat) || (g.clock !== null && n % 5 === 4)) {
      const wake = wakeTime(g, 1000);
      if (wake === null) throw new Error(`nothing will move seat ${seat} at version ${g.version}`);
      now = Math.max(now, Date.parse(wake)) + jitter(n);
      t.ports.at(now);
      expect((await expireDue(t.ports, t.gameId)).moves).toBeGreaterThan(0);
    } else {
      now += 3000 + jitter(n);
      t.ports.at(now);
      const frames = await move(t, seat);
      expect(errorOf(frames), JSON.stringify(errorOf(frames))).toBeUndefined();
    }
  }
}

describe('redrawing the seed once the nonce is known', () => {
  it('cannot happen unseen: the server commits before the nonce exists, and the game, its first record and the revealed seed keep to that commitment', async () => {
    const t = await openTable('manila-tutorial', [{ name: 'Ann' }, { name: 'Bo' }]);
    expect(t.prepared.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(t.created.commitment).toBe(t.prepared.commitment);
    const start = logOf(t.ports, t.gameId)[0];
    expect(start).toMatchObject({
      commitment: t.prepared.commitment,
      commandId: 'attack-test-nonce-00000000',
      diceScheme: 2,
    });
    // The deal follows from the nonce: another nonce, the same seed, another deal.
    const seed = seedOf(t.ports, t.gameId);
    const other = committedRandom(seed, diceInputs(t.gameId, diceStart('another-nonce-0000000000', 2)), nodeHashes);
    const drawn = start.draws!.map(([min, max]) => other.int(min, max));
    expect(drawn).not.toEqual(start.draws!.map(([, , v]) => v));
    await playOut(t, new Set(), () => 0);
    const over = await auditExport(t.ports, t.gameId);
    expect(over.complete).toBe(true);
    expect(commitmentOf(fromHex(over.seed!)!, pureHashes)).toBe(t.prepared.commitment);
    expect(verifyAudit(over, pureHashes, { commitment: t.prepared.commitment }).result).toBe('valid');
  });

  it('a server that draws a new seed after seeing the nonce is caught: its created commitment is not the prepared one, and the verifier holding the prepared one fails the game', async () => {
    let swapped = '';
    const t = await openTable('manila-tutorial', [{ name: 'Ann' }, { name: 'Bo' }], {
      between: ({ ports, prepared }) => {
        // The dishonest server: a seed of its liking, and the commitment to go with it.
        const table = ports.games.preparedTables.get(prepared.gameId)!;
        const seed = new Uint8Array(32).fill(7);
        Object.assign(table, { seed: toHex(seed), commitment: commitmentOf(seed, pureHashes) });
        swapped = table.commitment;
      },
    });
    expect(t.created.commitment).toBe(swapped);
    expect(t.created.commitment).not.toBe(t.prepared.commitment);
    const verdict = verifyAudit(await auditExport(t.ports, t.gameId), pureHashes, {
      commitment: t.prepared.commitment,
    });
    expect(verdict.result).toBe('invalid');
    expect(verdict.failures).toContainEqual(
      expect.objectContaining({
        version: 1,
        check: 'commitment',
        message: expect.stringMatching(/drawn again after the nonce/),
      }),
    );
  });

  it('a server that keeps the prepared commitment but deals from another seed is caught once the seed is revealed', async () => {
    const t = await openTable('manila-tutorial', [{ name: 'Ann' }, { name: 'Bo' }], {
      between: ({ ports, prepared }) => {
        ports.games.preparedTables.get(prepared.gameId)!.seed = toHex(new Uint8Array(32).fill(9));
      },
    });
    expect(t.created.commitment).toBe(t.prepared.commitment);
    await playOut(t, new Set(), () => 0);
    const verdict = verifyAudit(await auditExport(t.ports, t.gameId), pureHashes, {
      commitment: t.prepared.commitment,
    });
    expect(verdict.result).toBe('invalid');
    expect(verdict.failures).toContainEqual(
      expect.objectContaining({
        version: 1,
        check: 'commitment',
        message: expect.stringMatching(/is not SHA-256 of the seed/),
      }),
    );
  });

  it('a create without a prepared game id is refused NOT_PREPARED and makes nothing', async () => {
    const ports = stillPorts(3);
    const table = new MemoryTable(ports);
    const answer = await table.sendAsIs('creator', {
      action: 'create',
      rules: 'manila',
      seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      nonce: 'attack-test-nonce-00000000',
    });
    expect(errorOf(answer)).toMatchObject({ code: 'NOT_PREPARED' });
    expect(ports.events.logs.size).toBe(0);
    expect(ports.games.items.size).toBe(0);
  });
});

describe('shifting record times before a move the server makes itself', () => {
  const bots = new Set([1]);
  const seats = [{ name: 'Ann' }, { name: 'Robo', bot: true }, { name: 'Cy' }];

  /** The same game twice: the same commands, links and seed, but every time the server chose shifted by up to 0.9 s. */
  async function twice() {
    const plain = await openTable('manila', seats, { clock: { moveSeconds: 60 } });
    await playOut(plain, bots, () => 0);
    const shifted = await openTable('manila', seats, { clock: { moveSeconds: 60 } });
    const r = seededRandom(99);
    await playOut(shifted, bots, () => r.int(1, 900));
    return { plain, shifted, a: logOf(plain.ports, plain.gameId), b: logOf(shifted.ports, shifted.gameId) };
  }

  it('changes no die: bot and timeout moves, and every other record, roll the same whatever times came before them', async () => {
    const { plain, a, b } = await twice();
    const system = a.filter((r) => r.actor === 'system' && r.version > 1);
    expect(system.filter((r) => r.reason === 'bot').length).toBeGreaterThan(5);
    expect(system.filter((r) => r.reason === 'timeout').length).toBeGreaterThan(3);
    expect(
      system.filter((r) => (r.draws ?? []).length > 0).length,
      "some of the server's own moves roll dice",
    ).toBeGreaterThan(0);
    expect(b.map((r) => r.version)).toEqual(a.map((r) => r.version));
    let timesDiffer = 0;
    for (const [i, r] of a.entries()) {
      const s = b[i];
      if (s.at !== r.at) timesDiffer++;
      // Times and hashes differ; what was decided, and every die, does not.
      expect({
        commandId: s.commandId,
        actor: s.actor,
        command: s.command,
        draws: s.draws,
        events: s.events,
        link: s.link,
      }).toEqual({
        commandId: r.commandId,
        actor: r.actor,
        command: r.command,
        draws: r.draws,
        events: r.events,
        link: r.link,
      });
    }
    expect(timesDiffer).toBeGreaterThan(a.length / 2);
    const loaded = await loadGame(plain.ports, plain.gameId);
    expect(loaded.game.isTerminal(loaded.state), 'the game was played to its end').toBe(true);
  });

  it('would have steered them under the old scheme: the same shift changes the dice scheme 1 derives from the hash before each record', async () => {
    const { plain, a, b } = await twice();
    const seed = seedOf(plain.ports, plain.gameId);
    const rolled = a.filter((r) => r.actor === 'system' && (r.draws ?? []).length > 0);
    const differ = rolled.filter((r) => {
      const old = (prev: string) =>
        committedRandom(seed, { gameId: plain.gameId, version: r.version, prev, commandId: r.commandId }, nodeHashes);
      const x = old(r.prev!);
      const y = old(b[r.version - 1].prev!);
      return r.draws!.some(([min, max]) => x.int(min, max) !== y.int(min, max));
    });
    expect(differ.length).toBeGreaterThan(0);
  });
});

describe('refusing a command and receiving it again', () => {
  /** A Manila table played until the seat to move next would roll dice with its move; returns that seat. */
  async function untilARoll(): Promise<{ t: Table; seat: number }> {
    const t = await openTable('manila', [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }]);
    for (let n = 0; n < 300; n++) {
      const g = await loadGame(t.ports, t.gameId);
      const seat = g.game.toAct(g.state)[0];
      const command = await choose(t, seat);
      const tried = g.game.decide(g.state, command, {
        actor: seat,
        now: new Date(T0).toISOString(),
        random: seededRandom(1),
      });
      const draws: number[] = [];
      g.game.decide(g.state, command, {
        actor: seat,
        now: new Date(T0).toISOString(),
        random: { int: (min) => (draws.push(min), min) },
      });
      if (tried.ok && draws.length > 0) return { t, seat };
      expect(errorOf(await move(t, seat))).toBeUndefined();
    }
    throw new Error('no roll in 300 moves');
  }

  it('rolls the same dice: refused BUSY, the command is sent again under a new command id with the same link and rolls exactly what the refused one would have', async () => {
    const { t, seat } = await untilARoll();
    const before = logOf(t.ports, t.gameId).length;
    let refused: StoredCommand | null = null;
    // The dishonest server: it sees the dice the command would roll, and refuses it.
    vi.spyOn(t.ports.events, 'append').mockImplementationOnce(async (_id, record) => {
      refused = structuredClone(record);
      throw new StoreBusy('append', new Error('refused on purpose'));
    });
    const first = await move(t, seat, 'first-try');
    expect(errorOf(first)).toMatchObject({ code: 'BUSY' });
    expect(logOf(t.ports, t.gameId)).toHaveLength(before);
    expect(refused!.draws!.length).toBeGreaterThan(0);
    // The player's device chooses again (a new command id): its chain gives the same link.
    const second = await move(t, seat, 'second-try');
    expect(errorOf(second)).toBeUndefined();
    const taken = logOf(t.ports, t.gameId).at(-1)!;
    expect(taken.commandId).toBe('second-try');
    expect(taken.link).toBe(refused!.link);
    expect(taken.draws).toEqual(refused!.draws);
    expect(taken.events).toEqual(refused!.events);
  });

  it("sent again from another device under a new key, rolls what any new key gives: a new chain's first link never rolls, so no key can be chosen for its dice", async () => {
    const { t, seat } = await untilARoll();
    vi.spyOn(t.ports.events, 'append').mockImplementationOnce(async () => {
      throw new StoreBusy('append', new Error('refused on purpose'));
    });
    expect(errorOf(await move(t, seat, 'first-try'))).toMatchObject({ code: 'BUSY' });
    // Another device (a player who might know the seed and pick its chain) sends the move with a key of its own.
    const g = await loadGame(t.ports, t.gameId);
    const command = await choose(t, seat);
    const other = new MemoryTable(t.ports, new TestDevice(seededBytes(77)));
    expect(
      errorOf(
        await other.send(`other-${seat}`, {
          action: 'command',
          gameId: t.gameId,
          seat,
          token: t.tokens[seat],
          expectedVersion: g.version,
          commandId: 'from-elsewhere',
          command,
        }),
      ),
    ).toBeUndefined();
    const taken = logOf(t.ports, t.gameId).at(-1)!;
    expect(taken.key).toMatch(/^[0-9a-f]{64}$/);
    // Whatever chain it had picked, the dice are the same: those of the seat's link from before.
    const seed = seedOf(t.ports, t.gameId);
    for (const fill of [1, 2, 3]) {
      const link = toHex(new Uint8Array(32).fill(fill));
      const key = toHex(pureHashes.sha256(fromHex(link)!));
      const dice = evolveDice(g.dice!, { version: g.version + 1, actor: seat, command, key, link });
      const random = committedRandom(seed, diceInputs(t.gameId, dice), nodeHashes);
      expect(taken.draws!.map(([min, max]) => random.int(min, max))).toEqual(taken.draws!.map(([, , v]) => v));
    }
  });

  it('cannot be sent again with another link: the next link down, or any other, is refused BAD_LINK and nothing is written', async () => {
    const { t, seat } = await untilARoll();
    const before = logOf(t.ports, t.gameId).length;
    vi.spyOn(t.ports.events, 'append').mockImplementationOnce(async () => {
      throw new StoreBusy('append', new Error('refused on purpose'));
    });
    await move(t, seat, 'first-try');
    const refused = t.table.device.keys.offer(t.gameId, seat, 'first-try').link;
    // The seat's own next link after the refused one (which the device would send only once the refused one counts) and a made-up one.
    const stored = t.table.device.chains.load(t.gameId, seat)!;
    const chain = new SeatChain(fromHex(stored.secret)!, nodeHashes, stored.length);
    const revealed = (await loadGame(t.ports, t.gameId)).dice!.keys[seat]!.revealed;
    expect(chain.link(revealed)).toBe(refused);
    const others = [chain.link(revealed + 1)!, 'ab'.repeat(32)];
    for (const [i, link] of others.entries()) {
      const g = await loadGame(t.ports, t.gameId);
      const answer = await t.table.sendAsIs(`c${seat}`, {
        action: 'command',
        gameId: t.gameId,
        seat,
        token: t.tokens[seat],
        expectedVersion: g.version,
        commandId: `other-link-${i}`,
        command: await choose(t, seat),
        link,
      });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_LINK', seatKey: { revealed: expect.any(Number) } });
    }
    expect(logOf(t.ports, t.gameId)).toHaveLength(before);
  });
});

describe('forging a chain link', () => {
  async function keyed(): Promise<Table> {
    const t = await openTable('manila', [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }]);
    for (let n = 0; n < 6; n++) {
      const g = await loadGame(t.ports, t.gameId);
      expect(errorOf(await move(t, g.game.toAct(g.state)[0]))).toBeUndefined();
    }
    return t;
  }

  it("is refused: a made-up link, another seat's, the seat's own last one again, and a first move with no key; nothing is written", async () => {
    const t = await keyed();
    const g = await loadGame(t.ports, t.gameId);
    const seat = g.game.toAct(g.state)[0];
    const otherSeat = (seat + 1) % 3;
    const before = logOf(t.ports, t.gameId).length;
    const lastOwn = logOf(t.ports, t.gameId)
      .filter((r) => r.actor === seat)
      .at(-1)?.link;
    const othersNext = t.table.device.keys.offer(t.gameId, otherSeat, 'peek').link;
    const forged = ['cd'.repeat(32), othersNext, ...(lastOwn ? [lastOwn] : [])];
    for (const [i, link] of forged.entries()) {
      const answer = await t.table.sendAsIs(`c${seat}`, {
        action: 'command',
        gameId: t.gameId,
        seat,
        token: t.tokens[seat],
        expectedVersion: g.version,
        commandId: `forged-${i}`,
        command: await choose(t, seat),
        link,
      });
      expect(errorOf(answer), link).toMatchObject({ code: 'BAD_LINK' });
    }
    // A fresh table: a seat's first move without a key.
    const fresh = await openTable('manila', [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }], {
      ports: stillPorts(23),
    });
    const f = await loadGame(fresh.ports, fresh.gameId);
    const first = f.game.toAct(f.state)[0];
    const noKey = await fresh.table.sendAsIs(`c${first}`, {
      action: 'command',
      gameId: fresh.gameId,
      seat: first,
      token: fresh.tokens[first],
      expectedVersion: f.version,
      commandId: 'no-key',
      command: await choose(fresh, first),
      link: 'ef'.repeat(32),
    });
    expect(errorOf(noKey)).toMatchObject({ code: 'NO_KEY', seatKey: null });
    expect(logOf(t.ports, t.gameId)).toHaveLength(before);
    expect(logOf(fresh.ports, fresh.gameId)).toHaveLength(1);
  });

  it('in the log is caught by the verifier, even with every hash made again; a move the server makes up for a seat needs a new key, which the verifier points out', async () => {
    const t = await openTable('manila-tutorial', [{ name: 'Ann' }, { name: 'Bo' }]);
    await playOut(t, new Set(), () => 0);
    const over = await auditExport(t.ports, t.gameId);
    expect(verifyAudit(over).result).toBe('valid');
    const seed = fromHex(over.seed!)!;
    /** What a server rewriting its log would publish: every hash made again over the altered records. */
    const resealed = (doc: AuditExport): AuditExport => {
      let prev = '0'.repeat(64);
      for (const r of doc.records) {
        const { hash: _h, ...fields } = r;
        r.prev = prev;
        r.hash = recordHash(
          { ...fields, prev, draws: r.draws ?? [] },
          saltOf(seed, doc.gameId, r.version, pureHashes),
          pureHashes,
        );
        prev = r.hash;
      }
      return doc;
    };
    const seatRecords = over.records.filter(
      (r) => typeof r.actor === 'number' && r.link !== undefined && r.key === undefined,
    );
    const target = seatRecords[3];

    const forgedLink = resealed(structuredClone(over));
    forgedLink.records.find((r) => r.version === target.version)!.link = '12'.repeat(32);
    const v1 = verifyAudit(forgedLink);
    expect(v1.result).toBe('invalid');
    expect(v1.failures).toContainEqual(expect.objectContaining({ version: target.version, check: 'link' }));

    // The server acts for the seat with a key of its own making: the links follow, but the table is told.
    const madeUp = structuredClone(over);
    const top = toHex(pureHashes.sha256(new Uint8Array(32).fill(3)));
    Object.assign(
      madeUp.records.find((r) => r.version === target.version)!,
      { key: top, link: toHex(new Uint8Array(32).fill(3)) },
    );
    const v2 = verifyAudit(resealed(madeUp));
    expect(v2.notes).toContainEqual(
      expect.stringMatching(
        new RegExp(`^version ${target.version}: seat ${target.actor} .* set a new dice key in place of its own`),
      ),
    );
  });
});

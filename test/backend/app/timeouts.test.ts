import { describe, expect, it } from 'vitest';
import { verifyAudit } from '../../../engine/audit/verify.js';
import { clocksAt, deadlines } from '../../../engine/core/clock/index.js';
import { countLegal, matchesLegal, nthLegal } from '../../../engine/core/legal.js';
import { seededRandom } from '../../../engine/core/random.js';
import { getGame } from '../../../engine/index.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { expireDue, sweepDue, systemCommandId } from '../../../lambdas/app/expire.js';
import { wakeTime } from '../../../lambdas/app/wakes.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { errorIn, iso, legalFor, loaded, logOf, openTable, send, stillPorts, T0 } from '../support/clocked-table.js';
import { MemoryTable } from '../support/memory-table.js';
import { acceptances, only } from '../support/setup.js';
import { englishText } from '../../support/english.js';

const PEOPLE = [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }];
/** A minute a move, no bank: a seat times out a minute after its turn begins. */
const MINUTE = { clock: { moveSeconds: 60 } };

describe('a seat whose time runs out', () => {
  it("gets its move made exactly once, recorded as the system on its behalf with reason timeout and the bot's command", async () => {
    const t = await openTable('manila', PEOPLE, MINUTE);
    const g = await loaded(t);
    const [first] = deadlines(g.clock!);
    expect(first.deadline).toBe(iso(T0 + 60_000));
    // The item keeps the wake, the scheduler was asked for it, and nothing is due a moment before.
    expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBe(iso(T0 + 60_000));
    expect(t.ports.scheduler.wakes).toEqual([{ gameId: t.gameId, version: 1, seat: first.seat, at: iso(T0 + 60_000) }]);
    t.ports.at(T0 + 59_999);
    expect(await expireDue(t.ports, t.gameId)).toEqual({ moves: 0, timeouts: 0, botMoves: 0 });
    expect(logOf(t)).toHaveLength(1);

    t.ports.at(T0 + 60_000);
    expect(await expireDue(t.ports, t.gameId)).toEqual({ moves: 1, timeouts: 1, botMoves: 0 });
    // Woken again at the same instant (a second schedule, the sweep): nothing more happens.
    expect(await expireDue(t.ports, t.gameId)).toEqual({ moves: 0, timeouts: 0, botMoves: 0 });
    const log = logOf(t);
    expect(log).toHaveLength(2);
    const made = log[1];
    expect(made).toMatchObject({
      version: 2,
      actor: 'system',
      onBehalfOf: first.seat,
      reason: 'timeout',
      commandId: systemCommandId(1, first.seat),
      at: iso(T0 + 60_000),
    });
    expect(matchesLegal(g.game.legalCommands(g.state, first.seat), made.command!)).toBe(true);
    // The harbour-master auction opens the round: an absent seat plays safe and passes, spending nothing.
    expect(made.command).toEqual({ type: 'pass' });
    // Everyone watching sees it, with for whom and why.
    const update = only(t.table.received('c1'), 'update').at(-1) as UpdateFrame;
    expect(update.version).toBe(2);
    expect(update.entries[0]).toMatchObject({ version: 2, actor: 'system', onBehalfOf: first.seat, reason: 'timeout' });
    // The next seat's wake replaced the first on the item and went to the scheduler.
    const after = await loaded(t);
    expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBe(wakeTime(after, 1000));
    expect(t.ports.scheduler.wakes.at(-1)).toMatchObject({ gameId: t.gameId, version: 2, at: wakeTime(after, 1000) });
  });

  it('is moved for once when two expirers race for the same version', async () => {
    const t = await openTable('manila', PEOPLE, MINUTE);
    t.ports.at(T0 + 60_000);
    const [a, b] = await Promise.all([expireDue(t.ports, t.gameId), expireDue(t.ports, t.gameId)]);
    expect(a.moves + b.moves).toBe(1);
    expect(logOf(t).map((r) => r.version)).toEqual([1, 2]);
    expect(logOf(t).filter((r) => r.actor === 'system' && r.reason === 'timeout')).toHaveLength(1);
  });

  it.each(['player', 'system'] as const)(
    'and a move sent in the same moment as the expiry: exactly one is applied (the %s wins the append)',
    async (winner) => {
      const t = await openTable('manila', PEOPLE, MINUTE);
      const seat = (await loaded(t)).game.toAct((await loaded(t)).state)[0];
      const command = await legalFor(t, seat);
      t.ports.at(T0 + 60_000);
      // Both have decided on version 1; the loser's append waits until the winner's has landed.
      const append = t.ports.events.append.bind(t.ports.events);
      let landed!: () => void;
      const won = new Promise<void>((resolve) => (landed = resolve));
      t.ports.events.append = async (gameId, record) => {
        const isWinner = (record.actor === 'system') === (winner === 'system');
        if (!isWinner) await won;
        await append(gameId, record).finally(() => isWinner && landed());
      };
      const [frames, expired] = await Promise.all([
        send(t, seat, command, { expectedVersion: 1 }),
        expireDue(t.ports, t.gameId),
      ]);
      expect(logOf(t)).toHaveLength(2);
      const second = logOf(t)[1];
      if (winner === 'system') {
        expect(second).toMatchObject({ actor: 'system', onBehalfOf: seat, reason: 'timeout' });
        expect(expired).toEqual({ moves: 1, timeouts: 1, botMoves: 0 });
        expect(errorIn(frames)).toMatchObject({ code: 'STALE', currentVersion: 2 });
      } else {
        expect(second).toMatchObject({ actor: seat, commandId: `cmd-${seat}-1` });
        expect(expired).toEqual({ moves: 0, timeouts: 0, botMoves: 0 });
        expect(acceptances(frames)).toEqual([expect.objectContaining({ version: 2 })]);
      }
    },
  );
});

describe('consecutive timeouts', () => {
  it('hand the seat to a bot after the table\'s number, which plays after its pause until "I\'m back"', async () => {
    const t = await openTable('manila', PEOPLE, { clock: { moveSeconds: 60, timeoutsBeforeBot: 2 } });
    let now = T0;
    const ann = async () => clocksAt((await loaded(t)).clock!, now)[0];
    // Ann never moves; Bob and Cy move a second into each of their turns.
    for (let step = 0; step < 60 && !(await ann()).botHolds; step++) {
      const g = await loaded(t);
      const seat = g.game.toAct(g.state)[0];
      if (seat === 0) {
        now = deadlines(g.clock!).find((d) => d.seat === 0)!.deadlineMs;
        t.ports.at(now);
        expect(await expireDue(t.ports, t.gameId)).toMatchObject({ timeouts: 1 });
      } else {
        t.ports.at((now += 1000));
        expect(acceptances(await send(t, seat, await legalFor(t, seat)))).toHaveLength(1);
      }
    }
    expect(await ann()).toMatchObject({ botHolds: true, timeouts: 2, deadline: null });
    expect(
      logOf(t)
        .filter((r) => r.onBehalfOf === 0)
        .map((r) => r.reason),
    ).toEqual(['timeout', 'timeout']);

    // Bob and Cy play on until Ann is to act again: then the bot waits its pause, and moves.
    for (let step = 0; step < 60; step++) {
      const g = await loaded(t);
      const seat = g.game.toAct(g.state)[0];
      if (seat === 0) break;
      t.ports.at((now += 1000));
      await send(t, seat, await legalFor(t, seat));
    }
    const g = await loaded(t);
    expect(g.game.toAct(g.state)).toEqual([0]);
    const since = Date.parse((await ann()).since!);
    expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBe(iso(since + 1000));
    expect(t.ports.scheduler.wakes.at(-1)).toEqual({
      gameId: t.gameId,
      version: g.version,
      seat: 0,
      at: iso(since + 1000),
    });
    t.ports.at(since + 999);
    expect(await expireDue(t.ports, t.gameId)).toEqual({ moves: 0, timeouts: 0, botMoves: 0 });
    t.ports.at((now = since + 1000));
    expect((await expireDue(t.ports, t.gameId)).botMoves).toBeGreaterThanOrEqual(1);
    expect(logOf(t)[g.version]).toMatchObject({
      version: g.version + 1,
      actor: 'system',
      onBehalfOf: 0,
      reason: 'bot',
    });
    // The bot's moves count no timeouts: the seat stays held, its count as it was.
    expect(await ann()).toMatchObject({ botHolds: true, timeouts: 2 });

    // "I'm back", from Ann's seat link: logged as a clock record, and the bot lets go.
    t.ports.at((now += 5000));
    const version = logOf(t).length;
    const answer = await send(t, 0, { type: 'back' }, { commandId: 'back-1' });
    expect(acceptances(answer)).toEqual([expect.objectContaining({ version: version + 1, commandId: 'back-1' })]);
    const back = logOf(t)[version];
    expect(back).toMatchObject({
      version: version + 1,
      actor: 0,
      commandId: 'back-1',
      command: { type: 'back' },
      events: [],
      draws: [],
      at: iso(now),
    });
    expect(back.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(back.prev).toBe(logOf(t)[version - 1].hash);
    expect(await ann()).toMatchObject({ botHolds: false, timeouts: 0 });
    const update = only(answer, 'update').at(-1) ?? only(t.table.received('c0'), 'update').at(-1)!;
    const entry = update.entries.at(-1)!;
    expect(entry).toMatchObject({
      version: version + 1,
      actor: 0,
      at: iso(now),
      events: [{ event: { type: 'clock', request: { type: 'back' } } }],
    });
    expect(
      englishText(
        entry.events[0].line,
        1,
        PEOPLE.map((p) => p.name),
      ),
    ).toBe('\u2068Ann\u2069 is back: no bot plays for them, and any vacation ends');
    expect(
      englishText(
        entry.events[0].line,
        0,
        PEOPLE.map((p) => p.name),
      ),
    ).toBe('You are back: no bot plays for you, and any vacation ends');
    // Pressed again: nobody holds the seat now.
    const again = await send(t, 0, { type: 'back' }, { commandId: 'back-2' });
    expect(errorIn(again)).toMatchObject({ code: 'NOT_AWAY', commandId: 'back-2' });
    expect(logOf(t)).toHaveLength(version + 1);
  });
});

describe('seats created as bots', () => {
  it('are created without a token or link, shown as bots to everyone, and run no clock', async () => {
    const t = await openTable(
      'manila',
      [{ name: 'Ann' }, { name: 'Robo', bot: true }, { name: 'Tin', bot: true }],
      MINUTE,
    );
    const created = only(t.table.received('creator'), 'created')[0];
    expect(created.seats.map((s) => [s.bot, s.token === null, s.link === null])).toEqual([
      [false, false, false],
      [true, true, true],
      [true, true, true],
    ]);
    expect(t.ports.games.items.get(t.gameId)!.seats.map((s) => [s.bot === true, s.tokenHash === null])).toEqual([
      [false, false],
      [true, true],
      [true, true],
    ]);
    const subscribed = only(t.table.received('c0'), 'update')[0];
    expect(subscribed.subscription!.seats.map((s) => s.bot)).toEqual([false, true, true]);
    expect(subscribed.clocks!.map((c) => c.bot)).toEqual([false, true, true]);
    const g = await loaded(t);
    expect(deadlines(g.clock!).every((d) => d.seat === 0)).toBe(true);
  });

  it('move after the pause, one at a time, as the system with reason bot; the person plays between', async () => {
    const t = await openTable('manila', [{ name: 'Ann' }, { name: 'Robo', bot: true }, { name: 'Tin', bot: true }]);
    let now = T0;
    let botMoves = 0;
    for (let step = 0; step < 40; step++) {
      const g = await loaded(t);
      const [seat] = g.game.toAct(g.state);
      if (seat === 0) {
        // Nothing is due while the person thinks, however long.
        t.ports.at((now += 3_600_000));
        expect(await expireDue(t.ports, t.gameId)).toEqual({ moves: 0, timeouts: 0, botMoves: 0 });
        expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBeNull();
        expect(acceptances(await send(t, 0, await legalFor(t, 0)))).toHaveLength(1);
        continue;
      }
      // A bot's turn began with the newest record: it is due a pause later, and not a moment before.
      const wake = Date.parse(logOf(t).at(-1)!.at) + 1000;
      expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBe(iso(wake));
      expect(t.ports.scheduler.wakes.at(-1)).toEqual({ gameId: t.gameId, version: g.version, seat, at: iso(wake) });
      t.ports.at(wake - 1);
      expect(await expireDue(t.ports, t.gameId)).toEqual({ moves: 0, timeouts: 0, botMoves: 0 });
      t.ports.at((now = wake));
      // The clock stands still: the next bot's pause has not begun to pass, so one move at a time.
      expect(await expireDue(t.ports, t.gameId)).toEqual({ moves: 1, timeouts: 0, botMoves: 1 });
      expect(logOf(t).at(-1)).toMatchObject({
        actor: 'system',
        onBehalfOf: seat,
        reason: 'bot',
        commandId: systemCommandId(g.version, seat),
        at: iso(wake),
      });
      botMoves++;
    }
    expect(botMoves).toBeGreaterThan(10);
  });

  it('on a table without a clock are found by the sweep over the index when their wake was never scheduled', async () => {
    const ports = stillPorts();
    ports.scheduler.failing = true;
    const t = await openTable(
      'manila',
      [{ name: 'Robo', bot: true }, { name: 'Ann' }, { name: 'Tin', bot: true }],
      undefined,
      ports,
    );
    // Play until a bot is to act, with the scheduler down throughout.
    for (let step = 0; step < 20; step++) {
      const g = await loaded(t);
      const [seat] = g.game.toAct(g.state);
      if (seat !== 1) break;
      t.ports.at(T0 + step * 1000);
      await send(t, 1, await legalFor(t, 1));
    }
    const g = await loaded(t);
    const wake = t.ports.games.items.get(t.gameId)!.nextDeadline!;
    expect(wake).toBe(wakeTime(g, 1000));
    expect(t.ports.scheduler.wakes).toEqual([]);
    expect(t.ports.scheduler.calls).toBeGreaterThan(0);
    t.ports.at(Date.parse(wake) - 1);
    expect(await sweepDue(t.ports)).toEqual({ games: 0, moves: 0, timeouts: 0, botMoves: 0 });
    t.ports.at(Date.parse(wake));
    expect(await t.ports.games.pendingBefore(wake)).toEqual([{ gameId: t.gameId, nextDeadline: wake }]);
    expect(await sweepDue(t.ports)).toEqual({ games: 1, moves: 1, timeouts: 0, botMoves: 1 });
    expect(logOf(t).at(-1)).toMatchObject({ actor: 'system', reason: 'bot', version: g.version + 1 });
  });
});

describe('the sweep', () => {
  it('goes on past a game that fails, and leaves games with nothing pending out of the index', async () => {
    const ports = stillPorts();
    const plain = await openTable('manila', PEOPLE, undefined, ports);
    expect(ports.games.items.get(plain.gameId)!.nextDeadline).toBeNull();
    const clocked = await openTable('manila', PEOPLE, MINUTE, ports);
    const broken = await openTable('manila', PEOPLE, MINUTE, ports);
    // The broken game's log cannot be read: its expiry throws, the other's goes on.
    const readLatest = ports.events.readLatest.bind(ports.events);
    ports.events.readLatest = async (gameId, n, o) => {
      if (gameId === broken.gameId) throw new Error('unreadable');
      return readLatest(gameId, n, o);
    };
    ports.at(T0 + 60_000);
    expect((await ports.games.pendingBefore(iso(T0 + 60_000))).map((p) => p.gameId).sort()).toEqual(
      [clocked.gameId, broken.gameId].sort(),
    );
    expect(await sweepDue(ports)).toEqual({ games: 2, moves: 1, timeouts: 1, botMoves: 0 });
    expect(logOf(clocked)).toHaveLength(2);
    expect(logOf(broken)).toHaveLength(1);
  });
});

describe('a person against bots, on a clock, to the end', () => {
  it('plays out with bot moves, a timeout and clock records in the log; verifies; leaves nothing pending; refuses clock requests after the end', async () => {
    const t = await openTable('manila-tutorial', [{ name: 'Ann' }, { name: 'Robo', bot: true }], {
      clock: { moveSeconds: 60, vacationDays: 1 },
    });
    let now = T0;
    let timedOut = false;
    let asked = false;
    for (let step = 0; step < 2000; step++) {
      const g = await loaded(t);
      if (g.game.isTerminal(g.state)) break;
      const [seat] = g.game.toAct(g.state);
      if (seat === 0 && !asked) {
        asked = true;
        // Ann sets quiet hours, takes a day off and comes back at once: clock records, not moves.
        expect(
          acceptances(
            await send(t, 0, {
              type: 'clock-settings',
              timeZone: 'Asia/Tokyo',
              quietHours: { from: '23:00', to: '07:00' },
            }),
          ),
        ).toHaveLength(1);
        expect(acceptances(await send(t, 0, { type: 'vacation', days: 1 }))).toHaveLength(1);
        expect(acceptances(await send(t, 0, { type: 'back' }))).toHaveLength(1);
      }
      if (seat === 0 && !timedOut && step > 2) {
        // Once, Ann lets her time run out.
        now = deadlines(g.clock!).find((d) => d.seat === 0)!.deadlineMs;
        t.ports.at(now);
        expect((await expireDue(t.ports, t.gameId)).timeouts).toBe(1);
        timedOut = true;
      } else if (seat === 0) {
        t.ports.at((now += 2000));
        expect(acceptances(await send(t, 0, await legalFor(t, 0)))).toHaveLength(1);
      } else {
        t.ports.at((now = Date.parse(t.ports.games.items.get(t.gameId)!.nextDeadline!)));
        expect((await expireDue(t.ports, t.gameId)).botMoves).toBeGreaterThanOrEqual(1);
      }
    }
    const g = await loaded(t);
    expect(g.game.isTerminal(g.state)).toBe(true);
    const log = logOf(t);
    expect(log.filter((r) => r.reason === 'bot').length).toBeGreaterThan(3);
    expect(log.filter((r) => r.reason === 'timeout')).toHaveLength(1);
    expect(
      log
        .filter((r) => ['clock-settings', 'vacation', 'back'].includes(r.command?.type ?? ''))
        .map((r) => r.command!.type),
    ).toEqual(['clock-settings', 'vacation', 'back']);
    expect(t.ports.games.items.get(t.gameId)!.nextDeadline).toBeNull();
    expect(await t.ports.games.pendingBefore('9999-12-31T23:59:59.999Z')).toEqual([]);
    const verdict = verifyAudit(await auditExport(t.ports, t.gameId));
    expect(verdict.failures).toEqual([]);
    expect(verdict.result).toBe('valid');
    const after = await send(t, 0, { type: 'vacation', days: 1 }, { commandId: 'too-late' });
    expect(errorIn(after)).toMatchObject({ code: 'GAME_OVER', message: 'The game is over: its clocks have stopped.' });
    expect(logOf(t)).toHaveLength(log.length);

    // The verifier takes a clock record as a seat's and without events or draws, and nothing else.
    const doc = await auditExport(t.ports, t.gameId);
    const at = doc.records.findIndex((r) => r.command?.type === 'clock-settings');
    const altered = (change: object) =>
      verifyAudit({ ...doc, records: doc.records.map((r, i) => (i === at ? { ...r, ...change } : r)) });
    const byTheSystem = altered({ actor: 'system', onBehalfOf: 0, reason: 'bot' });
    expect(byTheSystem.failures).toContainEqual({
      version: at + 1,
      check: 'decide',
      message: 'a clock request comes from a seat, never from the system',
    });
    const withEvents = altered({ events: [{ type: 'bet', seat: 0 }] });
    expect(withEvents.failures).toContainEqual({
      version: at + 1,
      check: 'events',
      message: 'a clock request holds no events, this one 1',
    });
    const withDraws = altered({ draws: [[1, 6, 3]] });
    expect(withDraws.failures).toContainEqual({
      version: at + 1,
      check: 'draws',
      message: 'a clock request draws nothing, this one 1 value(s)',
    });
    const invalid = altered({ command: { type: 'vacation', days: 0 } });
    expect(
      invalid.failures.some(
        (f) => f.version === at + 1 && f.check === 'decide' && f.message.startsWith('not a valid clock request'),
      ),
    ).toBe(true);
  });
});

describe('several seats due at once', () => {
  it('the sealed-bid auction of Who Rules the Sea?: every bidder whose time ran out passes (safe play), lowest seat first, in one expiry', async () => {
    expect(getGame('who-rules-the-sea')!.bot, 'the rule set has its house bot').toBeDefined();
    const t = await openTable('who-rules-the-sea', PEOPLE, { clock: { moveSeconds: 600 } });
    const random = seededRandom(10);
    let now = T0;
    let g = await loaded(t);
    for (let step = 0; step < 3000 && g.game.toAct(g.state).length < 2 && !g.game.isTerminal(g.state); step++) {
      const seats = g.game.toAct(g.state);
      const seat = seats[random.int(0, seats.length - 1)];
      const legal = g.game
        .legalCommands(g.state, seat)
        .filter((l) => !['resign', 'proposeEnd', 'agreeEnd', 'declineEnd'].includes(l.type));
      const auction = legal.filter((l) => l.type === 'auctionShip');
      const pool = auction.length > 0 ? auction : legal;
      t.ports.at((now += 1000));
      await send(t, seat, nthLegal(pool, random.int(0, countLegal(pool) - 1)), { commandId: `drive-${step}` });
      g = await loaded(t);
    }
    const bidders = g.game.toAct(g.state);
    expect(bidders.length, 'an auction with several bidders was reached').toBeGreaterThan(1);
    const due = deadlines(g.clock!).filter((d) => bidders.includes(d.seat));
    expect(new Set(due.map((d) => d.deadline)).size).toBe(1);
    t.ports.at(due[0].deadlineMs);
    const expired = await expireDue(t.ports, t.gameId);
    expect(expired.timeouts).toBeGreaterThanOrEqual(bidders.length);
    const made = logOf(t).slice(g.version, g.version + bidders.length);
    expect(made.map((r) => [r.actor, r.onBehalfOf, r.reason, r.commandId])).toEqual(
      [...bidders]
        .sort((a, b) => a - b)
        .map((seat, i) => ['system', seat, 'timeout', systemCommandId(g.version + i, seat)]),
    );
    // Absent bidders play safe: nobody's money goes on a ship they never chose to bid for.
    expect(made.map((r) => r.command)).toEqual(bidders.map(() => ({ type: 'passBid' })));
  });
});

describe('bot seats are refused, changing nothing,', () => {
  const createWith = async (rules: string, seats: object[]) => {
    const ports = stillPorts();
    const table = new MemoryTable(ports);
    const frames = await table.send('creator', { action: 'create', nonce: 'refusal-nonce-000000000000', rules, seats });
    expect(ports.events.logs.size + ports.games.items.size).toBe(0);
    return errorIn(frames);
  };

  it('when a seat is both open and a bot (SCHEMA)', async () => {
    expect(
      await createWith('manila', [{ name: 'Ann' }, { name: 'Bob', open: true, bot: true }, { name: 'Cy' }]),
    ).toMatchObject({ code: 'SCHEMA', message: 'seats.1.bot: a seat is either open or a bot, not both' });
  });

  it('when every seat is a bot (INVALID_OPTIONS)', async () => {
    expect(
      await createWith(
        'manila',
        PEOPLE.map((p) => ({ ...p, bot: true })),
      ),
    ).toMatchObject({
      code: 'INVALID_OPTIONS',
      message: 'At least one seat must be played by a person; every seat here is a bot.',
    });
  });

  it('when the rule set has no bot (INVALID_OPTIONS naming it)', async () => {
    const game = getGame('manila')!;
    const bot = game.bot;
    delete game.bot;
    try {
      expect(await createWith('manila', [{ name: 'Ann' }, { name: 'Bob', bot: true }, { name: 'Cy' }])).toMatchObject({
        code: 'INVALID_OPTIONS',
        message: "Manila ('manila') has no bot yet, so no seat can be played by one.",
      });
    } finally {
      game.bot = bot;
    }
  });

  it('when someone tries to join a bot seat (BOT_SEAT)', async () => {
    const t = await openTable('manila', [{ name: 'Ann' }, { name: 'Robo', bot: true }, { name: 'Cy', open: true }]);
    const before = JSON.stringify(t.ports.games.items.get(t.gameId));
    const frames = await t.table.send('mallory', { action: 'join', gameId: t.gameId, seat: 1, name: 'Mallory' });
    expect(errorIn(frames)).toMatchObject({
      code: 'BOT_SEAT',
      message: 'Seat 2 (Robo) is played by a bot all game; nobody can join it.',
    });
    expect(JSON.stringify(t.ports.games.items.get(t.gameId))).toBe(before);
    // The open seat beside it can still be claimed.
    expect(
      only(await t.table.send('cy', { action: 'join', gameId: t.gameId, seat: 2, name: 'Cy' }), 'joined'),
    ).toHaveLength(1);
  });
});

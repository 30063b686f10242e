// Rematch through the application layer: a seat of a finished game offers the same table again,
// every player one seat on; each seat answers from its own connection; the new table is dealt
// once everyone needed has accepted (bots at once), with each seat's token reaching only that
// seat; the offerer fills a declined seat with a bot or an open seat. Pressing "Play again" twice
// makes one table; bad tokens, unknown games and answers out of turn are refused with their
// codes and change nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { rematchNonce } from '../../../lambdas/app/tokens.js';
import {
  serverFrameSchema,
  type ErrorFrame,
  type RematchFrame,
  type ServerFrame,
} from '../../../lambdas/protocol/server.js';
import { MemoryChat } from '../support/memory-chat.js';
import { memoryPorts, type MemoryPorts } from '../support/memory-ports.js';
import { MemoryRematches } from '../support/memory-rematches.js';
import { MemoryTable } from '../support/memory-table.js';
import { only } from '../support/setup.js';

interface Finished {
  table: MemoryTable;
  ports: MemoryPorts & { rematches: MemoryRematches };
  rematches: MemoryRematches;
  gameId: string;
  tokens: string[];
}

/** Creates a Who Rules the Sea? table of Ann, Bob and Cy (connections c0-c2, spectator cs); ends it by agreement unless told not to. */
async function finishedTable(end = true, idPrefix = 'id'): Promise<Finished> {
  let n = 0;
  const rematches = new MemoryRematches();
  const ids = { id: () => `${idPrefix}${++n}`.padEnd(22, '_') };
  const ports = { ...memoryPorts(), ids, chat: new MemoryChat(), rematches };
  const table = new MemoryTable(ports);
  const [created] = only(
    await table.send('creator', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'who-rules-the-sea',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }],
      options: { voyage: 'short', clock: { moveSeconds: 86400, vacationDays: 3 } },
    }),
    'created',
  );
  const gameId = created.gameId;
  const tokens = created.seats.map((s) => s.token!);
  for (let seat = 0; seat < 3; seat++)
    await table.send(`c${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat] });
  await table.send('cs', { action: 'subscribe', gameId });
  const t = { table, ports, rematches, gameId, tokens };
  if (end) await endGame(t);
  return t;
}

async function endGame(t: Finished): Promise<void> {
  const version = () => t.ports.events.logs.get(t.gameId)?.length ?? 0;
  for (const [seat, type] of [
    [0, 'proposeEnd'],
    [1, 'agreeEnd'],
    [2, 'agreeEnd'],
  ] as const) {
    const frames = await t.table.send(`c${seat}`, {
      action: 'command',
      gameId: t.gameId,
      seat,
      token: t.tokens[seat],
      expectedVersion: version(),
      commandId: `${type}-${seat}`,
      command: { type },
    });
    expect(only(frames, 'error')).toEqual([]);
  }
  expect(t.ports.games.items.get(t.gameId)!.status).toBe('over');
}

const errorOf = (frames: ServerFrame[]): ErrorFrame => {
  const e = only(frames, 'error')[0];
  if (!e) throw new Error(`no error among ${frames.map((f) => f.type).join(', ')}`);
  return e;
};
const rematchOf = (frames: ServerFrame[]): RematchFrame => {
  const r = only(frames, 'rematch');
  expect(r, `frames: ${frames.map((f) => f.type).join(', ')}`).toHaveLength(1);
  // The frame is the protocol's: a client may check it against the schema.
  expect(serverFrameSchema.safeParse(r[0]).success).toBe(true);
  return r[0];
};
const nonce = (seat: number) => `nonce-of-seat-${seat}-0000000000000`;

describe('rematch', () => {
  let t: Finished;
  beforeEach(async () => {
    t = await finishedTable();
  });

  const offer = (seat: number, token = t.tokens[seat], gameId = t.gameId) =>
    t.table.send(`c${seat}`, { action: 'rematch', gameId, seat, token, requestId: `r${seat}` });
  const answer = (seat: number, accept: boolean, token = t.tokens[seat]) =>
    t.table.send(`c${seat}`, {
      action: 'rematch-answer',
      gameId: t.gameId,
      seat,
      token,
      accept,
      ...(accept && { nonce: nonce(seat) }),
    });
  const fill = (seat: number, target: number, how: 'bot' | 'open') =>
    t.table.send(`c${seat}`, {
      action: 'rematch-fill',
      gameId: t.gameId,
      seat,
      token: t.tokens[seat],
      target,
      fill: how,
    });
  /** Everything stored about games and rematches, to show a refusal changed nothing. */
  const stored = () =>
    JSON.stringify([[...t.ports.games.items.entries()], [...t.ports.events.logs.entries()], [...t.rematches.items]]);

  it('offers the same table with every player one seat on, to every watcher, without a token or the seed', async () => {
    const frame = rematchOf(await offer(0));
    expect(frame).toMatchObject({
      requestId: 'r0',
      gameId: t.gameId,
      rules: 'who-rules-the-sea',
      by: 0,
      status: 'waiting',
    });
    // The finished game's seat s plays seat s + 1; the last seat's player opens the new table.
    expect(frame.seats.map((s) => [s.seat, s.from, s.name, s.answer])).toEqual([
      [0, 2, 'Cy', 'waiting'],
      [1, 0, 'Ann', 'waiting'],
      [2, 1, 'Bob', 'waiting'],
    ]);
    expect(frame.newSeat).toBe(1);
    expect(frame.token).toBeUndefined();
    // The offerer moderates the new table's chat.
    expect(frame.hostToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Bob, Cy and the spectator see the offer live; nobody is sent the seed or the host token.
    for (const conn of ['c1', 'c2', 'cs']) {
      const seen = only(t.table.received(conn), 'rematch');
      expect(seen.at(-1)).toMatchObject({ newGameId: frame.newGameId, status: 'waiting' });
      expect(seen.at(-1)!.hostToken).toBeUndefined();
    }
    const seed = t.rematches.items.get(t.gameId)!.seed;
    expect(JSON.stringify([...t.ports.broadcaster.sent.entries()])).not.toContain(seed);
    // The new table keeps the finished one's options and clock.
    expect(t.rematches.items.get(t.gameId)).toMatchObject({
      options: t.ports.games.items.get(t.gameId)!.options,
      clock: { moveSeconds: 86400 },
    });
  });

  it('pressing "Play again" twice, or from two seats, makes one rematch', async () => {
    const first = rematchOf(await offer(0));
    const again = rematchOf(await offer(0));
    const other = rematchOf(await offer(2));
    expect(again.newGameId).toBe(first.newGameId);
    expect(other.newGameId).toBe(first.newGameId);
    expect(other.by).toBe(0);
    expect(other.hostToken).toBeUndefined();
    expect(t.rematches.items.size).toBe(1);
    expect(t.rematches.items.get(t.gameId)!.version).toBe(1);
  });

  it('deals the new table once all accept, with rotated seats; each token reaches only its seat', async () => {
    const { newGameId, commitment } = rematchOf(await offer(0));
    const ann = rematchOf(await answer(0, true));
    expect(ann).toMatchObject({ status: 'waiting', newSeat: 1, link: expect.stringContaining(newGameId) });
    expect(t.ports.games.items.has(newGameId)).toBe(false);
    const bob = rematchOf(await answer(1, true));
    const cy = rematchOf(await answer(2, true));
    expect(cy.status).toBe('started');
    expect(cy.seats.map((s) => s.answer)).toEqual(['accepted', 'accepted', 'accepted']);
    const game = t.ports.games.items.get(newGameId)!;
    expect(game.seats.map((s) => s.name)).toEqual(['Cy', 'Ann', 'Bob']);
    expect(game).toMatchObject({
      rules: 'who-rules-the-sea',
      status: 'playing',
      commitment,
      clock: { moveSeconds: 86400 },
    });
    // The deal's nonce is made of the three acceptances', in the new table's seat order.
    expect(t.ports.events.logs.get(newGameId)![0].commandId).toBe(rematchNonce([nonce(2), nonce(0), nonce(1)]));
    // Each token opens its own seat of the new table ...
    for (const [f, seat] of [
      [cy, 0],
      [ann, 1],
      [bob, 2],
    ] as const) {
      const frames = await t.table.send(`n${seat}`, { action: 'subscribe', gameId: newGameId, seat, token: f.token });
      expect(only(frames, 'error')).toEqual([]);
    }
    // ... and was sent to no other connection: not broadcast, not to the spectator.
    for (const [f, own] of [
      [ann, 'c0'],
      [bob, 'c1'],
      [cy, 'c2'],
    ] as const)
      for (const [conn, sent] of t.ports.broadcaster.sent)
        if (conn !== own && !conn.startsWith('n')) expect(sent.join('\n')).not.toContain(f.token!);
    // Every watcher of the finished game saw it start.
    expect(only(t.table.received('cs'), 'rematch').at(-1)!.status).toBe('started');
    // Asking again gives the same seat and token (the answer was lost, the page came back).
    expect(rematchOf(await answer(0, true)).token).toBe(ann.token);
  });

  it('a declined seat is filled with a bot by the offerer, and the table starts with it', async () => {
    const { newGameId } = rematchOf(await offer(0));
    await answer(0, true);
    expect(rematchOf(await answer(1, false)).seats[2].answer).toBe('declined');
    // Only the offerer fills, and only a declined seat.
    expect(errorOf(await fill(2, 2, 'bot')).code).toBe('NOT_REMATCH_OFFERER');
    expect(errorOf(await fill(0, 0, 'bot')).code).toBe('NOT_DECLINED');
    const filled = rematchOf(await fill(0, 2, 'bot'));
    expect(filled.seats[2]).toMatchObject({ from: 1, answer: 'bot', name: 'Bot 3' });
    expect(filled.status).toBe('waiting');
    // Bob can no longer change his mind: his seat is the bot's.
    expect(errorOf(await answer(1, true)).code).toBe('REMATCH_CLOSED');
    expect(rematchOf(await answer(2, true)).status).toBe('started');
    const game = t.ports.games.items.get(newGameId)!;
    expect(game.seats.map((s) => [s.name, s.bot === true, s.tokenHash === null])).toEqual([
      ['Cy', false, false],
      ['Ann', false, false],
      ['Bot 3', true, true],
    ]);
    // The bot accepted at once: the deal's nonce has only the two people's nonces.
    expect(t.ports.events.logs.get(newGameId)![0].commandId).toBe(rematchNonce([nonce(2), nonce(0)]));
  });

  it('a declined seat filled as open is left for anyone with the new table link', async () => {
    const { newGameId } = rematchOf(await offer(0));
    await answer(2, false);
    await fill(0, 0, 'open');
    await answer(0, true);
    expect(rematchOf(await answer(1, true)).status).toBe('started');
    expect(t.ports.games.items.get(newGameId)!.seats[0]).toMatchObject({ open: true, tokenHash: null });
  });

  it('answers given at once all land (a write that lost the race reads again), and the table is dealt once', async () => {
    const { newGameId } = rematchOf(await offer(0));
    const answers = await Promise.all([answer(0, true), answer(1, true), answer(2, true)]);
    for (const frames of answers) expect(only(frames, 'error')).toEqual([]);
    expect(t.rematches.conflicts).toBeGreaterThan(0);
    const stored = t.rematches.items.get(t.gameId)!;
    expect(stored.status).toBe('started');
    expect(stored.seats.map((s) => s.answer)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(t.ports.events.logs.get(newGameId)![0].commandId).toBe(rematchNonce([nonce(2), nonce(0), nonce(1)]));
  });

  it('a seat may change its answer until the table is dealt, then no longer', async () => {
    await offer(0);
    expect(rematchOf(await answer(1, false)).seats[2].answer).toBe('declined');
    expect(rematchOf(await answer(1, true)).seats[2].answer).toBe('accepted');
    await answer(0, true);
    await answer(2, true);
    expect(errorOf(await answer(1, false)).code).toBe('REMATCH_CLOSED');
  });

  it('refuses bad tokens, unknown games, a game still running and answers with no offer, changing nothing', async () => {
    const before = stored();
    expect(errorOf(await answer(0, true)).code).toBe('NO_REMATCH');
    expect(errorOf(await fill(0, 1, 'bot')).code).toBe('NO_REMATCH');
    // Bob's token is not Ann's seat's; a token of another table neither.
    expect(errorOf(await offer(0, t.tokens[1])).code).toBe('BAD_TOKEN');
    // Another table (its own ids), still being played.
    const other = await finishedTable(false, 'other');
    expect(errorOf(await offer(0, other.tokens[0])).code).toBe('BAD_TOKEN');
    expect(
      errorOf(await other.table.send('c0', { action: 'rematch', gameId: other.gameId, seat: 0, token: t.tokens[0] }))
        .code,
    ).toBe('BAD_TOKEN');
    expect(errorOf(await offer(0, t.tokens[0], 'NoSuchGame000000000000')).code).toBe('UNKNOWN_GAME');
    expect(stored()).toBe(before);
    // A game still being played has no rematch yet.
    const running = rematchOrError(
      await other.table.send('c0', { action: 'rematch', gameId: other.gameId, seat: 0, token: other.tokens[0] }),
    );
    expect(running).toBe('NOT_OVER');
    expect(other.rematches.items.size).toBe(0);
    // An acceptance without its nonce is malformed; a stale token after the offer is refused too.
    expect(
      errorOf(
        await t.table.send('c0', {
          action: 'rematch-answer',
          gameId: t.gameId,
          seat: 0,
          token: t.tokens[0],
          accept: true,
        }),
      ).code,
    ).toBe('SCHEMA');
    await offer(0);
    const offered = stored();
    expect(errorOf(await answer(1, true, t.tokens[2])).code).toBe('BAD_TOKEN');
    expect(stored()).toBe(offered);
  });

  it("the finished game's bots accept at once and an unclaimed seat stays open: one acceptance deals the table", async () => {
    const rematches = new MemoryRematches();
    const ports = { ...memoryPorts(), chat: new MemoryChat(), rematches };
    const table = new MemoryTable(ports);
    const [created] = only(
      await table.send('creator', {
        action: 'create',
        nonce: 'test-nonce-0000000000000000',
        rules: 'who-rules-the-sea',
        seats: [{ name: 'Ann' }, { name: 'Robo', bot: true }, { name: 'Seat 3', open: true }],
      }),
      'created',
    );
    const { gameId } = created;
    // Over as its item says (how it ended is not the subject here).
    ports.games.items.get(gameId)!.status = 'over';
    const token = created.seats[0].token!;
    const offered = rematchOf(await table.send('c0', { action: 'rematch', gameId, seat: 0, token }));
    expect(offered.seats.map((s) => [s.from, s.answer])).toEqual([
      [2, 'open'],
      [0, 'waiting'],
      [1, 'bot'],
    ]);
    const accepted = rematchOf(
      await table.send('c0', { action: 'rematch-answer', gameId, seat: 0, token, accept: true, nonce: nonce(0) }),
    );
    expect(accepted.status).toBe('started');
    expect(ports.games.items.get(offered.newGameId)!.seats.map((s) => [s.name, s.open, s.bot === true])).toEqual([
      ['Seat 3', true, false],
      ['Ann', false, false],
      ['Robo', false, true],
    ]);
  });

  it('a page coming back to the finished game is shown the rematch as it stands', async () => {
    const { newGameId } = rematchOf(await offer(0));
    await answer(1, false);
    const back = await t.table.send('c1-again', { action: 'subscribe', gameId: t.gameId, seat: 1, token: t.tokens[1] });
    expect(rematchOf(back)).toMatchObject({ newGameId, status: 'waiting' });
    expect(rematchOf(back).seats[2].answer).toBe('declined');
  });
});

const rematchOrError = (frames: ServerFrame[]): string => errorOf(frames).code;

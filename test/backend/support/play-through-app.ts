import { seededRandom } from '../../../engine/core/random.js';
import type { AnyGame, Seat } from '../../../engine/core/types.js';
import type { AuditExport } from '../../../engine/audit/export.js';
import { auditExport } from '../../../lambdas/app/audit.js';
import { auditHistory } from '../../../lambdas/app/history.js';
import { foldRecords } from '../../../lambdas/app/load-game.js';
import type { StoredCommand } from '../../../lambdas/app/ports.js';
import type { CreatedFrame, JoinedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { pickLegal } from '../../support/pick-legal.js';
import { memoryPorts, type MemoryPorts } from './memory-ports.js';
import { MemoryTable } from './memory-table.js';
import { acceptances } from './setup.js';

/** A frame as one connection received it, with what the game was once the message behind it was handled. */
export interface Received {
  frame: ServerFrame;
  version: number;
  over: boolean;
  /** The seat names at the time, for checking the events' texts. */
  names: string[];
}

/** A connection watching the game, as a seat or (null) as a spectator. */
export interface Watcher {
  connectionId: string;
  seat: Seat | null;
}

export interface PlayedThroughApp {
  game: AnyGame;
  gameId: string;
  ports: MemoryPorts;
  /** Every seat's token, the open seat's from its join. */
  tokens: string[];
  watchers: Watcher[];
  received: Map<string, Received[]>;
  /** The stored log, version 1 first. */
  records: StoredCommand[];
  /** The game folded from that log. */
  final: unknown;
  /** The audit export (GET /games/{gameId}/audit) midway (null if the game ended first) and after the end. */
  exports: { midway: AuditExport | null; over: AuditExport };
}

/** The audit document over HTTP is checked as if a spectator's connection had received it. */
export const HTTP = 'http-history';

/**
 * Plays one complete game of `game` through the application layer (handleMessage over
 * in-memory ports), as people would: a table created with its last seat open and claimed
 * later, every seat and a spectator subscribed on their own connections, commands chosen by
 * bots from the legal ones, a spectator and a seat catching up midway, history asked for
 * during and after the game. Knows nothing of the game beyond the contract.
 */
export async function playThroughApp(
  game: AnyGame,
  { seats, seed }: { seats: number; seed: number },
): Promise<PlayedThroughApp> {
  const ports = memoryPorts(seed);
  const table = new MemoryTable(ports);
  const random = seededRandom(seed ^ 0x9e3779b9);
  const received = new Map<string, Received[]>();
  let records: StoredCommand[] = [];
  let state = game.initialState();
  let gameId = '';

  /** Tags the frames each connection got from the last message with the game as it now stands. */
  const send = async (connectionId: string, message: object): Promise<ServerFrame[]> => {
    const answer = await table.send(connectionId, message);
    const log = gameId ? (ports.events.logs.get(gameId) ?? []) : [];
    state = foldRecords(game, state, log.slice(records.length));
    records = log.slice();
    const names = gameId ? ports.games.items.get(gameId)!.seats.map((s) => s.name) : [];
    for (const [conn, sent] of ports.broadcaster.sent) {
      const list = received.get(conn) ?? [];
      for (const data of sent.slice(list.length)) {
        list.push({
          frame: JSON.parse(data) as ServerFrame,
          version: records.length,
          over: game.isTerminal(state),
          names,
        });
      }
      received.set(conn, list);
    }
    return answer;
  };
  const exports: AuditExport[] = [];
  const audit = async () => {
    exports.push(await auditExport(ports, gameId));
    const doc = await auditHistory(ports, gameId);
    const frame: ServerFrame = {
      type: 'history',
      gameId,
      viewer: doc.viewer,
      version: doc.version,
      entries: doc.entries,
      final: true,
    };
    const names = doc.seats.map((s) => s.name);
    received.set(HTTP, [
      ...(received.get(HTTP) ?? []),
      { frame, version: records.length, over: game.isTerminal(state), names },
    ]);
  };

  const open = seats - 1;
  const [created] = (await send('host', {
    action: 'create',
    nonce: 'test-nonce-0000000000000000',
    rules: game.id,
    seats: Array.from({ length: seats }, (_, s) => ({ name: `P${s}`, open: s === open })),
  })) as CreatedFrame[];
  if (created.type !== 'created') throw new Error(`create failed: ${JSON.stringify(created)}`);
  gameId = created.gameId;
  const tokens = created.seats.map((s) => s.token ?? '');
  const subscribe = (connectionId: string, seat: Seat | null, lastVersion = 0) =>
    send(
      connectionId,
      seat === null
        ? { action: 'subscribe', gameId, lastVersion }
        : { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion },
    );
  for (let s = 0; s < open; s++) await subscribe(`c${s}`, s);
  await subscribe('spectator', null);
  const [joined] = (await send(`c${open}`, { action: 'join', gameId, seat: open, name: `Joiner` })) as JoinedFrame[];
  if (joined.type !== 'joined') throw new Error(`join failed: ${JSON.stringify(joined)}`);
  tokens[open] = joined.token;
  await subscribe(`c${open}`, open);

  // Early enough that every rule set's game is still running (the tutorial race lasts 10-odd versions).
  const midway = 5;
  for (let n = 0; !game.isTerminal(state); n++) {
    if (n > 20_000) throw new Error('no end in sight');
    // At or just past it: the end's reveal adds two records at once.
    if (records.length >= midway && exports.length === 0) {
      await subscribe('late', null);
      await subscribe('c1', 1, midway - 3);
      await send('c0', { action: 'history', gameId, seat: 0, token: tokens[0], fromVersion: 0 });
      await audit();
    }
    const toAct = game.toAct(state);
    const outOfTurn = random.int(1, 20) === 1 ? random.int(0, seats - 1) : null;
    let seat: Seat = outOfTurn ?? toAct[random.int(0, toAct.length - 1)];
    let command = pickLegal(game, state, seat, random, seats);
    if (!command) {
      seat = toAct[random.int(0, toAct.length - 1)];
      command = pickLegal(game, state, seat, random, seats);
    }
    const version = records.length;
    const frames = await send(`c${seat}`, {
      action: 'command',
      gameId,
      seat,
      token: tokens[seat],
      expectedVersion: version,
      commandId: `m${version}`,
      command,
    });
    if (acceptances(frames).length === 0)
      throw new Error(`seat ${seat}'s ${JSON.stringify(command)} was not accepted: ${JSON.stringify(frames)}`);
  }
  await subscribe('late-after-end', null);
  await send('c0', { action: 'history', gameId, seat: 0, token: tokens[0], fromVersion: 0 });
  await audit();

  const watchers: Watcher[] = [
    ...tokens.map((_, s) => ({ connectionId: `c${s}`, seat: s })),
    { connectionId: 'spectator', seat: null },
    { connectionId: 'late', seat: null },
    { connectionId: 'late-after-end', seat: null },
    { connectionId: HTTP, seat: null },
  ];
  return {
    game,
    gameId,
    ports,
    tokens,
    watchers,
    received,
    records,
    final: state,
    exports: { midway: exports.length > 1 ? exports[0] : null, over: exports.at(-1)! },
  };
}

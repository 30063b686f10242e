import { expect } from 'vitest';
import { botMove } from '../../../engine/core/bot.js';
import { seededRandom } from '../../../engine/core/random.js';
import { loadGame, type LoadedGame } from '../../../lambdas/app/load-game.js';
import type { StoredCommand } from '../../../lambdas/app/ports.js';
import type { CreatedFrame, ServerFrame } from '../../../lambdas/protocol/server.js';
import { memoryPorts, type MemoryPorts } from './memory-ports.js';
import { MemoryTable } from './memory-table.js';

/** When every table here is created. */
export const T0 = Date.parse('2026-12-01T09:00:00.000Z');
export const iso = (ms: number): string => new Date(ms).toISOString();

/** Memory ports on a clock that stands still until the test moves it; bots pause `botPauseMs`. */
export type StillPorts = MemoryPorts & { at(ms: number): void; nowMs(): number };

export function stillPorts(seed = 1, botPauseMs = 1000): StillPorts {
  const ports = memoryPorts(seed);
  let t = T0;
  ports.limits = { minMoveSeconds: 2, botPauseMs };
  return Object.assign(ports, { clock: { now: () => new Date(t) }, at: (ms: number) => void (t = ms), nowMs: () => t });
}

export interface SeatSpec {
  name: string;
  bot?: boolean;
  open?: boolean;
}

export interface ClockedTable {
  ports: StillPorts;
  table: MemoryTable;
  gameId: string;
  /** The seats' tokens; null for bot seats. */
  tokens: (string | null)[];
}

/** Creates a table at T0 and subscribes every person's seat as connection `c<seat>`. */
export async function openTable(
  rules: string,
  seats: SeatSpec[],
  options?: unknown,
  ports = stillPorts(),
): Promise<ClockedTable> {
  ports.at(T0);
  const table = new MemoryTable(ports);
  const frames = await table.send('creator', {
    action: 'create',
    nonce: 'timeout-test-nonce-0000000',
    rules,
    seats,
    ...(options !== undefined && { options }),
  });
  const created = frames[0] as CreatedFrame;
  expect(created.type, JSON.stringify(frames)).toBe('created');
  const tokens = created.seats.map((s) => s.token);
  // Open seats stay open: their token is null until someone joins.
  for (const [seat, token] of tokens.entries()) {
    if (token)
      await table.send(`c${seat}`, { action: 'subscribe', gameId: created.gameId, seat, token, lastVersion: 0 });
  }
  return { ports, table, gameId: created.gameId, tokens };
}

export const logOf = (t: ClockedTable): StoredCommand[] => t.ports.events.logs.get(t.gameId) ?? [];
export const loaded = (t: ClockedTable): Promise<LoadedGame> => loadGame(t.ports, t.gameId);

/** A legal command for `seat` now, chosen by the rule set's bot from the seat's own view (a person's stand-in). */
export async function legalFor(t: ClockedTable, seat: number, seed = 7): Promise<{ type: string }> {
  const g = await loaded(t);
  const command = botMove(g.game, g.state, seat, seededRandom(seed + g.version));
  if (!command) throw new Error(`seat ${seat} has nothing to do at version ${g.version}`);
  return command;
}

/** Sends a command as `seat` (its token, its connection); expectedVersion defaults to the log's. */
export async function send(
  t: ClockedTable,
  seat: number,
  command: object,
  options: { expectedVersion?: number; commandId?: string } = {},
): Promise<ServerFrame[]> {
  const expectedVersion = options.expectedVersion ?? logOf(t).length;
  return t.table.send(`c${seat}`, {
    action: 'command',
    gameId: t.gameId,
    seat,
    token: t.tokens[seat],
    expectedVersion,
    commandId: options.commandId ?? `cmd-${seat}-${expectedVersion}`,
    command,
  });
}

/** The error frame among an answer's frames (the test fails when there is none). */
export function errorIn(frames: ServerFrame[]): Extract<ServerFrame, { type: 'error' }> {
  const e = frames.find((f) => f.type === 'error');
  if (!e) throw new Error(`no error among ${JSON.stringify(frames).slice(0, 400)}`);
  return e;
}

import type { UpdateFrame } from '../../../../lambdas/protocol/server.js';
import { FakeSocket } from './fake-browser.js';

/** The game and seat token the table-socket tests subscribe with. */
export const GAME = 'g'.repeat(22);
export const TOKEN = 't'.repeat(22);

export const entry = (version: number) => ({ version, actor: 0 as const, at: '2026-11-29T00:00:00.000Z', events: [] });
export const update = (version: number, entries: number[]): UpdateFrame => ({
  type: 'update',
  gameId: GAME,
  version,
  status: 'playing',
  viewer: 0,
  toAct: [0],
  view: {},
  outcome: null,
  entries: entries.map(entry),
  legalCommands: [{ type: 'pass' }],
});

/** Lets the promises in flight (reading /config.json, the socket opening) run without moving the clock. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export const latestSocket = () => FakeSocket.all.at(-1)!;

/** The server answers the socket's last subscribe: entries after fromVersion up to version, then the update. */
export function answerSubscribe(ws: FakeSocket, fromVersion: number, version: number): void {
  const requestId = String(ws.subscribes().at(-1)!.requestId);
  const versions = Array.from({ length: version - fromVersion }, (_, i) => fromVersion + i + 1);
  ws.deliver(
    {
      type: 'subscribed',
      requestId,
      gameId: GAME,
      rules: 'manila-tutorial',
      title: 'Race',
      viewer: 0,
      seats: [],
      fromVersion,
      version,
    },
    { type: 'entries', gameId: GAME, viewer: 0, entries: versions.slice(0, -1).map(entry) },
    { ...update(version, versions.slice(-1)), requestId },
  );
}

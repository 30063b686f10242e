import type { Seat } from '../../engine/core/types.js';
import type { Entry, UpdateFrame } from '../protocol/server.js';
import { viewerFor } from './entries.js';
import type { LoadedGame } from './load-game.js';

export function statusOf(game: LoadedGame['game'], state: unknown): 'playing' | 'over' {
  return game.isTerminal(state) ? 'over' : 'playing';
}

/** The game at its current version as `seat` (null: a spectator) sees it. */
export function updateFor(
  g: Pick<LoadedGame, 'record' | 'game' | 'state' | 'version'>,
  seat: Seat | null,
  entries: Entry[],
  requestId?: string,
): UpdateFrame {
  const viewer = viewerFor(g.game, g.state, seat);
  return {
    type: 'update',
    requestId,
    gameId: g.record.gameId,
    version: g.version,
    status: statusOf(g.game, g.state),
    viewer,
    toAct: g.game.toAct(g.state),
    view: g.game.view(g.state, viewer),
    legalCommands: seat === null ? [] : g.game.legalCommands(g.state, seat),
    outcome: g.game.outcome(g.state),
    entries,
  };
}

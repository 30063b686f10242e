import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engine/core/random.js';
import type { AnyGame } from '../../../engine/core/types.js';
import { manila } from '../../../engine/games/manila/index.js';
import { frameJson, packUpdate } from '../../../lambdas/app/frames.js';
import { legalOf, viewOf } from '../../../lambdas/app/views.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';

const game: AnyGame = manila;

function started(): unknown {
  const d = game.decide(
    game.initialState(),
    { type: 'start', seats: 4, options: game.defaultOptions },
    { actor: 'system', now: '2026-12-01T00:00:00.000Z', random: seededRandom(3) },
  );
  if (!d.ok) throw new Error(d.message);
  return d.events.reduce((s: unknown, e) => game.evolve(s, e), game.initialState());
}

describe('Views and legal lists computed once per state and viewer', () => {
  it('The same state and viewer get the very object computed first; another viewer or state its own, equal to the rules answer', () => {
    const state = started();
    const seat0 = viewOf(game, state, 0);
    expect(viewOf(game, state, 0)).toBe(seat0);
    expect(seat0).toEqual(game.view(state, 0));
    expect(viewOf(game, state, null)).not.toBe(seat0);
    expect(viewOf(game, state, null)).toEqual(game.view(state, null));
    const other = structuredClone(state);
    expect(viewOf(game, other, 0)).not.toBe(seat0);
    expect(viewOf(game, other, 0)).toEqual(seat0);
    const toAct = game.toAct(state)[0];
    expect(legalOf(game, state, toAct)).toBe(legalOf(game, state, toAct));
    expect(legalOf(game, state, toAct)).toEqual(game.legalCommands(state, toAct));
  });

  it('A frame measured by packUpdate is sent as the text it was measured as; any other frame is serialized', () => {
    const state = started();
    const update: UpdateFrame = {
      type: 'update',
      gameId: 'g1',
      version: 1,
      status: 'playing',
      viewer: 0,
      toAct: game.toAct(state),
      view: viewOf(game, state, 0),
      legalCommands: legalOf(game, state, 0),
      outcome: null,
      entries: [],
    };
    const [packed] = packUpdate(update);
    expect(frameJson(packed)).toBe(JSON.stringify(update));
    const adjusted = { ...packed, requestId: 'r1' };
    expect(JSON.parse(frameJson(adjusted))).toEqual(adjusted);
  });
});

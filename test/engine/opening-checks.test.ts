import { describe, expect, it } from 'vitest';
import { games } from '../../engine/index.js';
import { seededRandom } from '../../engine/core/random.js';
import { nthLegal } from '../../engine/core/legal.js';
import type { Actor } from '../../engine/core/types.js';
import { playRandomGame } from '../support/random-play.js';

const ctx = (actor: Actor) => ({ actor, now: '2026-11-29T12:00:00.000Z', random: seededRandom(1) });

/** Core refuses, for every rule set alike, what no game's own rules should have to check. */
describe.each(Object.values(games).map((g) => [g.id, g] as const))(
  'rule set %s: the opening checks core makes',
  (_id, game) => {
    const played = playRandomGame(game, { seats: game.seats.min, seed: 5, keepStates: true });
    const started = played.states[played.events.findIndex((_, i) => game.toAct(played.states[i]).length > 0)];
    const seat = game.toAct(started)[0];
    // The first concrete command the templates stand for (a template may hold ranges and choices).
    const command = nthLegal(game.legalCommands(started, seat), 0);
    const refusal = (state: unknown, actor: Actor) => {
      const d = game.decide(state, command, ctx(actor));
      return d.ok ? 'accepted' : d.code;
    };

    it('a command that is legal once the game runs is accepted then', () => {
      expect(refusal(started, seat)).toBe('accepted');
    });

    it('NOT_STARTED before the start', () => {
      expect(refusal(game.initialState(), seat)).toBe('NOT_STARTED');
    });

    it('GAME_OVER after the end', () => {
      expect(refusal(played.final, seat)).toBe('GAME_OVER');
    });

    it('NOT_A_SEAT for the table itself, a seat not at the table, and what is no seat', () => {
      for (const actor of ['system', game.seats.min, -1, 0.5] as Actor[])
        expect(refusal(started, actor)).toBe('NOT_A_SEAT');
    });

    it('INVALID_COMMAND for what is no command of the game', () => {
      expect(game.decide(started, { type: 'no-such-command' }, ctx(seat))).toMatchObject({
        ok: false,
        code: 'INVALID_COMMAND',
      });
    });
  },
);

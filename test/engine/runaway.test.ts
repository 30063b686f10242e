import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_DECISION, RunawayDecision, Tape } from '../../engine/core/tape.js';
import { manilaTutorial } from '../../engine/games/manila-tutorial/index.js';
import type { TutorialState } from '../../engine/games/manila-tutorial/types.js';
import { PASS, newTable } from './manila-tutorial/fixtures.js';

describe('a decision that never comes back to a player', () => {
  it('is stopped at the cap with a RunawayDecision, its events so far kept', () => {
    const tape = new Tape(0, (n: number, e: number) => n + e);
    expect(() => {
      for (;;) tape.emit(1);
    }).toThrow(RunawayDecision);
    expect(tape.events).toHaveLength(MAX_EVENTS_PER_DECISION);
    expect(tape.state).toBe(MAX_EVENTS_PER_DECISION);
  });

  // An altered audit log once folded into a tutorial state whose first player was a seat the
  // table does not have: the share turns went round the table for ever, passing for seats with
  // no money, and the verifier's process filled gigabytes instead of answering.
  it('from a state folded out of an altered log, throws instead of filling the memory', () => {
    const t = newTable(2);
    const broken: TutorialState = {
      ...t.state,
      firstPlayer: 2,
      players: t.state.players.map((p) => ({ ...p, cash: 0 })),
    };
    const random = { int: () => 1 };
    expect(() => manilaTutorial.decide(broken, PASS, { actor: 0, now: '2026-11-29T12:00:00.000Z', random })).toThrow(
      RunawayDecision,
    );
  });

  it('leaves real decisions alone: a whole quiet round settles in one', () => {
    const t = newTable(2);
    const passes = [PASS, PASS];
    t.shareTurns(passes);
    expect(t.betTurns(passes, [3, 3, 3, 1, 4, 3, 6]).length).toBeLessThan(MAX_EVENTS_PER_DECISION);
  });
});

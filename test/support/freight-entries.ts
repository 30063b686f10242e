import type { Seat, Viewer } from '../../engine/core/types.js';
import { whoRulesTheSea as game } from '../../engine/games/who-rules-the-sea/index.js';
import { seededRandom } from '../../engine/core/random.js';
import type { FreightCommand, FreightEvent, FreightState } from '../../engine/games/who-rules-the-sea/types.js';
import { view, type FreightView } from '../../engine/games/who-rules-the-sea/view.js';
import type { GameEntry } from '../../web/src/games/game-entry.js';
import { playFreightGame, type FreightGameOptions } from './freight-play.js';

/** One accepted command of a played game: who sent it, its events, and the state after it. */
export interface FreightStep {
  actor: Seat | 'system';
  events: FreightEvent[];
  after: FreightState;
}

/** A complete bot game kept command by command, so a test can cut the log where something happened. */
export function playFreightSteps(o: Omit<FreightGameOptions, 'onStep' | 'keepStates'>): FreightStep[] {
  const steps: FreightStep[] = [];
  playFreightGame({ ...o, onStep: (_before, events, after, actor) => steps.push({ actor, events, after }) });
  return steps;
}

/** The log's first `upTo` commands as the server sends them to `viewer`: events redacted, each with its history line. */
export function entriesFor(steps: readonly FreightStep[], upTo: number, viewer: Viewer): GameEntry<FreightEvent>[] {
  return steps.slice(0, upTo).map((s, i) => ({
    version: i + 1,
    actor: s.actor,
    at: '2026-11-30T00:00:00.000Z',
    events: s.events.map((e) => {
      const event = game.redact(e, viewer);
      return { event, line: game.describe(event) };
    }),
  }));
}

/** The view and entries a viewer has right after the step `index` (0-based). */
export function tableAt(
  steps: readonly FreightStep[],
  index: number,
  viewer: Viewer,
): { view: FreightView; entries: GameEntry<FreightEvent>[] } {
  return { view: view(steps[index].after, viewer), entries: entriesFor(steps, index + 1, viewer) };
}

/** The first step whose events hold one matching `test`, from `from` on; -1 when none does. */
export function stepWith(steps: readonly FreightStep[], test: (e: FreightEvent) => boolean, from = 0): number {
  for (let i = from; i < steps.length; i++) if (steps[i].events.some(test)) return i;
  return -1;
}

/** The steps of a game cut after step `index`, with these commands (say an end vote) sent from there. */
export function continueWith(
  steps: readonly FreightStep[],
  index: number,
  commands: { seat: Seat; command: FreightCommand }[],
): FreightStep[] {
  const out = steps.slice(0, index + 1);
  let state = out[out.length - 1].after;
  for (const { seat, command } of commands) {
    const d = game.decide(state, command, { actor: seat, now: '2026-11-30T00:00:00.000Z', random: seededRandom(1) });
    if (!d.ok) throw new Error(`${command.type} by ${seat} refused: ${d.code}`);
    for (const e of d.events) state = game.evolve(state, e);
    out.push({ actor: seat, events: d.events, after: state });
  }
  return out;
}

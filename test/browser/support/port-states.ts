// Real positions of Who Rules the Sea? for the turn panels' tests: seeded bot games played with
// the state after every command kept, and from them the seat-to-act's view and legal templates at each kind of
// decision the turn panels draw (the opening purchase, a choice of ships, a port phase, the extra
// roll, the purchase after a loss, a port phase in debt).
import { legalCommands } from '../../../engine/games/who-rules-the-sea/legal.js';
import type { FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { view, type FreightView } from '../../../engine/games/who-rules-the-sea/view.js';
import type { LegalTemplate } from '../../../web/src/games/game-client.js';
import { playFreightGame } from '../../support/freight-play.js';

export type Moment = 'opening-ships' | 'opening-cargo' | 'choose' | 'port' | 'extra' | 'after-loss' | 'debt' | 'sea';

export interface Position {
  moment: Moment;
  seat: number;
  view: FreightView;
  legal: LegalTemplate[];
}

/** Commands other panels than the turn's draw: the end vote, resigning, and the sealed bid. */
export const NOT_TURN = new Set(['resign', 'proposeEnd', 'agreeEnd', 'declineEnd', 'bid', 'passBid']);

function momentOf(s: FreightState, legal: LegalTemplate[]): Moment | null {
  const ph = s.phase;
  if (s.auction) return null;
  if (ph.kind === 'opening-ships') return 'opening-ships';
  if (ph.kind !== 'turn') return null;
  if (ph.opening) return 'opening-cargo';
  if (s.players[ph.seat].debt > 0 && legal.some((t) => !NOT_TURN.has(t.type))) return 'debt';
  const a = ph.active;
  if (a?.stage === 'extra') return 'extra';
  if (a?.stage === 'after-loss') return 'after-loss';
  if (a?.stage === 'port') return 'port';
  if (!a && ph.todo.length > 1) return 'choose';
  if (!a && ph.todo.length === 1) return 'sea';
  return null;
}

/** Up to `each` positions of every kind from each of a few seeded four-player games, spread over the game. */
export function positions(each = 3, seeds = [3, 11, 29, 41]): Position[] {
  const out: Position[] = [];
  for (const seed of seeds) {
    // The states after each command, as a seat sees the game between moves (never one halfway
    // through a command's events); only those at a moment the panels draw are kept.
    const found = new Map<Moment, FreightState[]>();
    const settle = (s: FreightState) => {
      const ph = s.phase;
      const seat = ph.kind === 'turn' || ph.kind === 'opening-ships' ? ph.seat : -1;
      if (seat < 0 || s.status !== 'playing') return;
      const m = momentOf(s, legalCommands(s, seat));
      if (!m) return;
      const states = found.get(m) ?? [];
      states.push(s);
      found.set(m, states);
    };
    playFreightGame({
      seats: 4,
      seed,
      voyage: 'short',
      bots: ['greedy', 'random', 'greedy', 'random'],
      onStep: (_before, _events, after) => settle(after),
    });
    for (const [moment, states] of found) {
      const step = Math.max(1, Math.floor(states.length / each));
      for (let i = 0; i < states.length && i / step < each; i += step) {
        const s = states[i];
        const seat = (s.phase as { seat: number }).seat;
        out.push({ moment, seat, view: view(s, seat), legal: legalCommands(s, seat) });
      }
    }
  }
  return out;
}

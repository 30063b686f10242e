import { templatesOf, valuesOf } from '../../../engine/core/legal.js';
import { legalCommands } from '../../../engine/games/who-rules-the-sea/legal.js';
import type { FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { view, type FreightView } from '../../../engine/games/who-rules-the-sea/view.js';
import type { LegalTemplate } from '../../../web/src/games/game-client.js';
import { playFreightGame } from '../../support/freight-play.js';

/** A moment of a real game as one seat sees it: the view, the seat's legal templates and the routes it may sail. */
export interface BoardMoment {
  state: FreightState;
  seat: number;
  view: FreightView;
  legal: LegalTemplate[];
  routes: string[];
}

function moment(state: FreightState, seat: number): BoardMoment {
  const legal = legalCommands(state, seat) as LegalTemplate[];
  const routes = templatesOf(legal, 'sail').flatMap((t) => valuesOf<string>(t.route));
  return { state, seat, view: view(state, seat), legal, routes };
}

const busy = (s: FreightState) => s.ships.filter((x) => x.owner !== null && x.loc.at !== 'docks').length;

/**
 * Moments of one seeded four-player game of greedy bots: the busiest sea (most ships out, with a
 * ship missing turns and a pawned one if the game has them), a seat choosing its route, a seat
 * that may buy a ship in London, and the opening before anyone bought (every ship in the docks).
 */
export function boardMoments(seed = 11) {
  const game = playFreightGame({ seats: 4, seed, bots: 'greedy', keepStates: true });
  const states = game.states;
  const score = (s: FreightState) =>
    busy(s) * 10 +
    (s.ships.some((x) => x.missTurns > 0 && x.owner !== null) ? 25 : 0) +
    (s.ships.some((x) => x.loc.at === 'port' && x.loc.pawned) ? 25 : 0) +
    (s.ships.some((x) => x.insured) ? 5 : 0);
  // Mid-game, while the piles still hold notes, so the ports' counts are not all zero.
  const midGame = states.filter((s) => s.notes.filter((n) => n.loc.at === 'pile').length >= 25);
  const busiest = midGame.reduce((best, s) => (score(s) > score(best) ? s : best), midGame[0]);
  const seatToAct = (s: FreightState) => (s.phase.kind === 'turn' ? s.phase.seat : 0);
  const sailing = states.find(
    (s) =>
      s.round > 3 &&
      s.phase.kind === 'turn' &&
      templatesOf(legalCommands(s, seatToAct(s)) as LegalTemplate[], 'sail').length > 0 &&
      valuesOf(templatesOf(legalCommands(s, seatToAct(s)) as LegalTemplate[], 'sail')[0].route).length >= 2,
  );
  const buying = states.find(
    (s) =>
      s.phase.kind === 'turn' && templatesOf(legalCommands(s, seatToAct(s)) as LegalTemplate[], 'buyShip').length > 0,
  );
  const opening = states.find((s) => s.phase.kind === 'opening-ships');
  if (!sailing || !buying || !opening) throw new Error(`seed ${seed}: a moment is missing`);
  return {
    busiest: moment(busiest, seatToAct(busiest)),
    sailing: moment(sailing, seatToAct(sailing)),
    buying: moment(buying, seatToAct(buying)),
    opening: moment(opening, 1),
  };
}

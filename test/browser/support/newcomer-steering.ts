import { expandLegal, templatesOf, type LegalTemplate } from '../../../engine/core/legal.js';
import type { Seat } from '../../../engine/core/types.js';
import { SHIPS } from '../../../engine/games/who-rules-the-sea/data.js';
import type { FreightCommand } from '../../../engine/games/who-rules-the-sea/types.js';
import type { FreightView } from '../../../engine/games/who-rules-the-sea/view.js';
import { FreightSteering } from './freight-steer.js';

/**
 * Money moves in port a newcomer's first voyage leaves to the test (it makes them on the page, or
 * not at all). Buying a ship is left to the bot: after a loss it may be the only way on.
 */
const IN_PORT = new Set([
  'buyNote',
  'insureNote',
  'insureShip',
  'pawnNote',
  'redeemNote',
  'pawnShip',
  'sellShip',
  'auctionShip',
]);

/**
 * Whether the seat is in a port phase of its own after the opening, with a Sail to choose: the
 * first time this holds for a seat is that seat's first real port phase, in London in round 1.
 */
export function inPortPhase(view: FreightView, legal: readonly LegalTemplate[], seat: Seat): boolean {
  return (
    view.phase.kind === 'turn' && !view.phase.opening && view.toAct[0] === seat && templatesOf(legal, 'sail').length > 0
  );
}

/**
 * The engine's bot as a newcomer's table plays it before the test takes over: every seat buys one
 * ship (the largest that leaves £1,500 for goods) and trades nothing in port, so that each seat
 * meets its first real port phase with an empty hold and a full market. Only that first one is
 * sure to offer a note the ship can load: a later one may follow a ship lost at sea and a small
 * one bought with what was left (£300, short of every note in London).
 */
export class NewcomerSteering extends FreightSteering {
  constructor() {
    super(0, false);
  }

  override choose(view: FreightView, legal: readonly LegalTemplate[], seat: Seat): FreightCommand {
    const buy = templatesOf(legal, 'buyShips')[0];
    if (buy) {
      const cash = view.players[seat].cash;
      const one = expandLegal([buy])
        .map((c) => c.ships)
        .filter((s): s is string[] => Array.isArray(s) && s.length === 1)
        .map((s) => SHIPS.find((x) => x.id === s[0])!)
        .filter((s) => s.price <= cash - 1500)
        .sort((a, b) => b.capacity - a.capacity)[0];
      return { type: 'buyShips', ships: [one.id] };
    }
    const c = super.choose(view, legal, seat);
    if (!IN_PORT.has(c.type) || !('ship' in c)) return c;
    const ship = c.ship;
    const next =
      expandLegal(templatesOf(legal, 'endPortPhase')).find((x) => x.ship === ship) ??
      expandLegal(templatesOf(legal, 'sail')).find((x) => x.ship === ship);
    if (!next) throw new Error(`the newcomer steering found neither Done nor Sail for ${ship}`);
    return next as FreightCommand;
  }
}

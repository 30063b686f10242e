import { defineMessages, line, type Line } from '../../core/line.js';
import { portTerm, shipNameTerm } from './terms.js';
import type { FreightView } from './view.js';

const T = defineMessages({
  auction: { id: 'line.freight.task.auction', defaultMessage: 'bid in secret for {ship} or pass' },
  openingShips: { id: 'line.freight.task.openingShips', defaultMessage: 'buy one or two ships from the docks' },
  openingCargo: { id: 'line.freight.task.openingCargo', defaultMessage: 'load and insure opening cargo in {port}' },
  portSail: { id: 'line.freight.task.portSail', defaultMessage: 'trade in {port} with {ship}, then sail' },
  portDone: {
    id: 'line.freight.task.portDone',
    defaultMessage: 'trade in {port} with {ship}, then finish the port phase',
  },
  extra: { id: 'line.freight.task.extra', defaultMessage: 'roll again for {ship} after a six, or stop' },
  afterLoss: { id: 'line.freight.task.afterLoss', defaultMessage: 'buy a new ship in {port} or go on without one' },
  afterLossMust: { id: 'line.freight.task.afterLossMust', defaultMessage: 'buy a new ship in {port}' },
  ships: { id: 'line.freight.task.ships', defaultMessage: 'move {n, plural, one {# ship} other {# ships}} this turn' },
});

/**
 * What Who Rules the Sea? asks of the seats to act now, in a few words (the turn banner and the
 * pushes both read it); null when nobody must act. A sealed auction asks every bidder at once.
 */
export function freightTask(view: FreightView): Line | null {
  if (view.status !== 'playing') return null;
  if (view.auction) return line(T.auction, { ship: shipNameTerm(view.auction.ship) });
  const ph = view.phase;
  if (ph.kind === 'opening-ships') return line(T.openingShips);
  if (ph.kind !== 'turn') return null;
  if (ph.opening) return line(T.openingCargo, { port: portTerm('LON') });
  const a = ph.active;
  if (!a) return line(T.ships, { n: ph.todo.length + ph.fresh.length });
  const loc = view.ships.find((x) => x.id === a.ship)?.loc;
  const port = loc?.at === 'port' ? loc.port : 'LON';
  switch (a.stage) {
    case 'port':
      return line(a.mustSail ? T.portSail : T.portDone, { port: portTerm(port), ship: shipNameTerm(a.ship) });
    case 'extra':
      return line(T.extra, { ship: shipNameTerm(a.ship) });
    case 'after-loss': {
      const ships = view.ships.filter(
        (x) => x.owner === ph.seat && x.loc.at !== 'docks' && !(x.loc.at === 'port' && x.loc.pawned),
      );
      return line(ships.length === 0 ? T.afterLossMust : T.afterLoss, { port: portTerm('LON') });
    }
    default:
      return line(T.ships, { n: ph.todo.length + ph.fresh.length + 1 });
  }
}

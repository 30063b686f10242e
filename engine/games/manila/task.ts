import { defineMessages, line, type Line } from '../../core/line.js';
import type { ManilaView } from './view.js';

const T = defineMessages({
  auction: { id: 'line.manila.task.auction', defaultMessage: 'bid for harbour master or pass' },
  buyShare: { id: 'line.manila.task.buyShare', defaultMessage: 'buy a share or decline' },
  launch: { id: 'line.manila.task.launch', defaultMessage: 'load the ships and choose their starting spaces' },
  placement: {
    id: 'line.manila.task.placement',
    defaultMessage: 'place an accomplice (placement round {placementRound, number})',
  },
  boarding: {
    id: 'line.manila.task.boarding',
    defaultMessage: 'decide whether the {order, select, captain {pirate captain} other {second pirate}} boards',
  },
  pilot: {
    id: 'line.manila.task.pilot',
    defaultMessage: 'steer as the {pilot, select, small {small} other {large}} pilot',
  },
  plunder: { id: 'line.manila.task.plunder', defaultMessage: 'send the plundered ship to the harbour or the shipyard' },
});

/** What Manila asks of the seats to act now, in a few words; null between phases. */
export function manilaTask(view: ManilaView): Line | null {
  const ph = view.phase;
  switch (ph.kind) {
    case 'auction':
      return line(T.auction);
    case 'buy-share':
      return line(T.buyShare);
    case 'launch':
      return line(T.launch);
    case 'placement':
      return line(T.placement, { placementRound: ph.placementRound });
    case 'boarding':
      return line(T.boarding, { order: ph.order });
    case 'pilot':
      return line(T.pilot, { pilot: ph.pilot });
    case 'plunder':
      return line(T.plunder);
    default:
      return null;
  }
}

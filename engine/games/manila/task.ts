import type { ManilaView } from './view.js';

/** What Manila asks of the seats to act now, in a few words; '' between phases. */
export function manilaTask(view: ManilaView): string {
  const ph = view.phase;
  switch (ph.kind) {
    case 'auction': return 'bid for harbour master or pass';
    case 'buy-share': return 'buy a share or decline';
    case 'launch': return 'load the ships and choose their starting spaces';
    case 'placement': return `place an accomplice (placement round ${ph.placementRound})`;
    case 'boarding': return `decide whether the ${ph.order === 'captain' ? 'pirate captain' : 'second pirate'} boards`;
    case 'pilot': return `steer as the ${ph.pilot} pilot`;
    case 'plunder': return 'send the plundered ship to the harbour or the shipyard';
    default: return '';
  }
}

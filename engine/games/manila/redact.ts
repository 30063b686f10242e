import type { Viewer } from '../../core/types.js';
import type { ManilaEvent } from './types.js';

/** Strips other seats' secret shares from an event: the deal, and which good a player mortgages or redeems. */
export function redact(event: ManilaEvent, viewer: Viewer): ManilaEvent {
  if (viewer === 'all') return event;
  switch (event.type) {
    case 'GameStarted':
      return { ...event, deal: event.deal.map((d, s) => (s === viewer ? d : null)) };
    case 'ShareMortgaged':
    case 'ShareRedeemed':
      return event.seat === viewer ? event : { ...event, good: null };
    default:
      return event;
  }
}

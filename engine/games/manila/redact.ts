import type { Viewer } from '../../core/types.js';
import { unclassified } from '../../core/exhaustive.js';
import type { ManilaEvent } from './types.js';

/**
 * Strips other seats' secret shares from an event: the deal, and which good a player mortgages
 * or redeems. Every event type is listed, with no pass-through default, so a new event must be
 * classified here (and in secrets.ts) before it compiles.
 */
export function redact(event: ManilaEvent, viewer: Viewer): ManilaEvent {
  if (viewer === 'all') return event;
  switch (event.type) {
    case 'GameStarted':
      return { ...event, deal: event.deal.map((d, s) => (s === viewer ? d : null)) };
    case 'ShareMortgaged':
    case 'ShareRedeemed':
      return event.seat === viewer ? event : { ...event, good: null };
    case 'RoundStarted':
    case 'BidPlaced':
    case 'BidPassed':
    case 'HarbourMasterChosen':
    case 'ShareBought':
    case 'ShareDeclined':
    case 'ShipsLaunched':
    case 'PlacementRoundStarted':
    case 'AccomplicePlaced':
    case 'PlacingStopped':
    case 'DiceRolled':
    case 'PirateTurn':
    case 'PirateBoarded':
    case 'PirateStayed':
    case 'PilotTurn':
    case 'PilotMoved':
    case 'PilotDeclined':
    case 'ShipPlundered':
    case 'PlunderTurn':
    case 'ShipBerthed':
    case 'ProfitPaid':
    case 'PricesRaised':
    case 'GameEnded':
      return event;
    default:
      return unclassified(event, 'Manila');
  }
}

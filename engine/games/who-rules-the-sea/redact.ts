import type { Viewer } from '../../core/types.js';
import { unclassified } from '../../core/exhaustive.js';
import type { FreightEvent } from './types.js';

/**
 * The event as this viewer may see it: the chance pile's order is cut from the start event,
 * and a sealed bid's amount from everyone but its bidder (secrets.ts). Every event type is
 * listed, with no pass-through default, so a new event must be classified before it compiles.
 */
export function redact(e: FreightEvent, viewer: Viewer): FreightEvent {
  if (viewer === 'all') return e;
  switch (e.type) {
    case 'GameStarted':
      return { ...e, pile: null };
    case 'BidSealed':
      return e.seat === viewer ? e : { ...e, amount: null };
    case 'StartRolled':
    case 'OpeningShipsTurn':
    case 'ShipBought':
    case 'TurnStarted':
    case 'ShipTurnSkipped':
    case 'TurnSkipped':
    case 'ShipTurnBegan':
    case 'ShipTurnEnded':
    case 'NoteBought':
    case 'NotesExhausted':
    case 'ShipInsured':
    case 'NoteInsured':
    case 'NotePawned':
    case 'NoteRedeemed':
    case 'ShipPawned':
    case 'ShipSold':
    case 'ShipRedeemed':
    case 'AuctionOpened':
    case 'AuctionClosed':
    case 'Sailed':
    case 'ShipMoved':
    case 'ExtraRollOffered':
    case 'ExtraRollDeclined':
    case 'CardDrawn':
    case 'EffectRolled':
    case 'MoneyMoved':
    case 'CargoLost':
    case 'ShipTurnedBack':
    case 'TurnsMissed':
    case 'ShipArrived':
    case 'ShipLost':
    case 'ShipsDeclined':
    case 'PlayerLeft':
    case 'EndProposed':
    case 'EndAgreed':
    case 'EndDeclined':
    case 'GameEnded':
      return e;
    default:
      return unclassified(e, 'Who Rules the Sea?');
  }
}

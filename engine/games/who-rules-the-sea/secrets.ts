import type { SecretPath, Secrets, Viewer } from '../../core/types.js';
import { unclassified } from '../../core/exhaustive.js';
import type { FreightEvent, FreightState } from './types.js';

/**
 * The game's secrets (R36): the order of the chance pile until the end (R15, R49), and each
 * sealed bid, from everyone but its bidder, until the auction closes and reveals them all
 * (R29). Everything else is on the table.
 */
export const secrets: Secrets<FreightState, FreightEvent> = {
  view(s, viewer) {
    if (viewer === 'all' || s.status === 'over') return [];
    const paths: SecretPath[] = [['chance', 'order']];
    const a = s.auction;
    if (a) a.bids.forEach((b, seat) => seat !== viewer && b !== null && paths.push(['auction', 'bids', seat]));
    return paths;
  },
  event: eventSecrets,
};

/** Every event type is listed, so a new one must be classified here as well as in redact. */
function eventSecrets(e: FreightEvent, viewer: Viewer): SecretPath[] {
  if (viewer === 'all') return [];
  switch (e.type) {
    case 'GameStarted':
      return [['pile']];
    case 'BidSealed':
      return e.seat === viewer ? [] : [['amount']];
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
      return [];
    default:
      return unclassified(e, 'Who Rules the Sea?');
  }
}

import type { SecretPath, Secrets, Viewer } from '../../core/types.js';
import type { ManilaEvent, ManilaState } from './types.js';
import { unclassified } from '../../core/exhaustive.js';

/**
 * Manila's secrets: which goods each seat holds and has mortgaged (so the deal, and the good
 * of a mortgage or a redemption), until the end. Cash, card counts and shares bought from
 * the bank lie open on the table.
 */
export const secrets: Secrets<ManilaState, ManilaEvent> = {
  view(s, viewer) {
    if (viewer === 'all' || s.status === 'over') return [];
    return s.players.flatMap((_, seat): SecretPath[] => (seat === viewer ? [] : [['players', seat, 'shares'], ['players', seat, 'mortgaged']]));
  },
  event: eventSecrets,
};

/** Every event type is listed, so a new one must be classified here as well as in redact. */
function eventSecrets(event: ManilaEvent, viewer: Viewer): SecretPath[] {
  if (viewer === 'all') return [];
  switch (event.type) {
    case 'GameStarted':
      return event.deal.flatMap((_, seat): SecretPath[] => (seat === viewer ? [] : [['deal', seat]]));
    case 'ShareMortgaged':
    case 'ShareRedeemed':
      return event.seat === viewer ? [] : [['good']];
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
      return [];
    default:
      return unclassified(event, 'Manila');
  }
}

import type { SecretPath, Secrets, Viewer } from '../../core/types.js';
import type { TutorialEvent, TutorialState } from './types.js';
import { unclassified } from '../../core/exhaustive.js';

/** Nothing in the tutorial race is secret: shares, bets, cash and dice all lie open on the table. */
export const secrets: Secrets<TutorialState, TutorialEvent> = {
  view: () => [],
  event: eventSecrets,
};

/** Every event type is listed, so a new one must be classified here as well as in redact. */
function eventSecrets(event: TutorialEvent, _viewer: Viewer): SecretPath[] {
  switch (event.type) {
    case 'GameStarted':
    case 'RoundStarted':
    case 'CargoLoaded':
    case 'PricesRolled':
    case 'SharesBought':
    case 'SharesPassed':
    case 'BetPlaced':
    case 'BetPassed':
    case 'ShipsMoved':
    case 'BetsSettled':
    case 'CargoPaid':
    case 'SharesReturned':
    case 'GameEnded':
      return [];
    default:
      return unclassified(event, 'Tutorial');
  }
}

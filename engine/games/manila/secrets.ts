import type { SecretPath, Secrets } from '../../core/types.js';
import { redactor, secretPaths, type EventSecrecy } from '../../core/secrecy.js';
import type { ManilaEvent, ManilaState } from './types.js';

/**
 * Manila's secrets: which goods each seat holds and has mortgaged (so the deal, and the good
 * of a mortgage or a redemption), until the end. Cash, card counts and shares bought from
 * the bank lie open on the table.
 */
const eventSecrecy: EventSecrecy<ManilaEvent> = {
  GameStarted: (e) => e.deal.map((_, seat) => ({ field: 'deal', index: seat, seenBy: seat })),
  ShareMortgaged: (e) => [{ field: 'good', seenBy: e.seat }],
  ShareRedeemed: (e) => [{ field: 'good', seenBy: e.seat }],
  RoundStarted: 'public',
  BidPlaced: 'public',
  BidPassed: 'public',
  HarbourMasterChosen: 'public',
  ShareBought: 'public',
  ShareDeclined: 'public',
  ShipsLaunched: 'public',
  PlacementRoundStarted: 'public',
  AccomplicePlaced: 'public',
  PlacingStopped: 'public',
  DiceRolled: 'public',
  PirateTurn: 'public',
  PirateBoarded: 'public',
  PirateStayed: 'public',
  PilotTurn: 'public',
  PilotMoved: 'public',
  PilotDeclined: 'public',
  ShipPlundered: 'public',
  PlunderTurn: 'public',
  ShipBerthed: 'public',
  ProfitPaid: 'public',
  PricesRaised: 'public',
  GameEnded: 'public',
};

export const redact = redactor(eventSecrecy);

export const secrets: Secrets<ManilaState, ManilaEvent> = {
  view(s, viewer) {
    if (viewer === 'all' || s.status === 'over') return [];
    return s.players.flatMap((_, seat): SecretPath[] =>
      seat === viewer
        ? []
        : [
            ['players', seat, 'shares'],
            ['players', seat, 'mortgaged'],
          ],
    );
  },
  event: secretPaths(eventSecrecy),
};

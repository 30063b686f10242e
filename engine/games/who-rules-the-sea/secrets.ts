import type { SecretPath, Secrets } from '../../core/types.js';
import { redactor, secretPaths, type EventSecrecy } from '../../core/secrecy.js';
import type { FreightEvent, FreightState } from './types.js';

/**
 * The game's secrets (R36): the order of the chance pile until the end (R15, R49), and each
 * sealed bid, from everyone but its bidder, until the auction closes and reveals them all
 * (R29). Everything else is on the table.
 */
const eventSecrecy: EventSecrecy<FreightEvent> = {
  GameStarted: () => [{ field: 'pile', seenBy: null }],
  BidSealed: (e) => [{ field: 'amount', seenBy: e.seat }],
  StartRolled: 'public',
  OpeningShipsTurn: 'public',
  ShipBought: 'public',
  TurnStarted: 'public',
  ShipTurnSkipped: 'public',
  TurnSkipped: 'public',
  ShipTurnBegan: 'public',
  ShipTurnEnded: 'public',
  NoteBought: 'public',
  NotesExhausted: 'public',
  ShipInsured: 'public',
  NoteInsured: 'public',
  NotePawned: 'public',
  NoteRedeemed: 'public',
  ShipPawned: 'public',
  ShipSold: 'public',
  ShipRedeemed: 'public',
  AuctionOpened: 'public',
  AuctionClosed: 'public',
  Sailed: 'public',
  ShipMoved: 'public',
  ExtraRollOffered: 'public',
  ExtraRollDeclined: 'public',
  CardDrawn: 'public',
  EffectRolled: 'public',
  MoneyMoved: 'public',
  CargoLost: 'public',
  ShipTurnedBack: 'public',
  TurnsMissed: 'public',
  ShipArrived: 'public',
  ShipLost: 'public',
  ShipsDeclined: 'public',
  PlayerLeft: 'public',
  EndProposed: 'public',
  EndAgreed: 'public',
  EndDeclined: 'public',
  GameEnded: 'public',
};

export const redact = redactor(eventSecrecy);

export const secrets: Secrets<FreightState, FreightEvent> = {
  view(s, viewer) {
    if (viewer === 'all' || s.status === 'over') return [];
    const paths: SecretPath[] = [['chance', 'order']];
    const a = s.auction;
    if (a) a.bids.forEach((b, seat) => seat !== viewer && b !== null && paths.push(['auction', 'bids', seat]));
    return paths;
  },
  event: secretPaths(eventSecrecy),
};

import type { Secrets } from '../../core/types.js';
import { redactor, secretPaths, type EventSecrecy } from '../../core/secrecy.js';
import type { TutorialEvent, TutorialState } from './types.js';

/** Nothing in the tutorial race is secret: shares, bets, cash and dice all lie open on the table. */
const eventSecrecy: EventSecrecy<TutorialEvent> = {
  GameStarted: 'public',
  RoundStarted: 'public',
  CargoLoaded: 'public',
  PricesRolled: 'public',
  SharesBought: 'public',
  SharesPassed: 'public',
  BetPlaced: 'public',
  BetPassed: 'public',
  ShipsMoved: 'public',
  BetsSettled: 'public',
  CargoPaid: 'public',
  SharesReturned: 'public',
  GameEnded: 'public',
};

export const redact = redactor(eventSecrecy);

export const secrets: Secrets<TutorialState, TutorialEvent> = {
  view: () => [],
  event: secretPaths(eventSecrecy),
};

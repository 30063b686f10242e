// The history lines of this rule set, declared for the extraction tool (npm run i18n:extract)
// with their English. describe.ts names them by key through a type-only import, so that the Lambda
// bundles carry the ids alone; a test holds every key's id to 'line.tutorial.<key>'.
import { defineMessages } from '../../core/line.js';

/**
 * The tutorial race's history lines. A seat `p` reads as "You" for its own player (`p_is` is
 * 'you'), else as its name; each language words the rest around it.
 */
export const TUTORIAL_LINES = defineMessages({
  GameStarted: {
    id: 'line.tutorial.GameStarted',
    defaultMessage:
      'A {seats, number}-player Manila tutorial race begins; each player has {cash, plural, one {# peso} other {# pesos}}',
  },
  RoundStarted: {
    id: 'line.tutorial.RoundStarted',
    defaultMessage:
      'Round {round, number} of {rounds, number}: the ships wait in the harbour; {seat_is, select, you {you buy and bet} other {{seat} buys and bets}} first',
  },
  CargoLoaded: { id: 'line.tutorial.CargoLoaded', defaultMessage: 'Cargo die {die, number}: {loads}' },
  Carries: { id: 'line.tutorial.Carries', defaultMessage: 'the {ship} ship carries {cargo}' },
  PricesRolled: { id: 'line.tutorial.PricesRolled', defaultMessage: 'Prices: {prices}' },
  Price: { id: 'line.tutorial.Price', defaultMessage: '{cargo} {price, number}' },
  PriceRerolled: {
    id: 'line.tutorial.PriceRerolled',
    defaultMessage: '{cargo} {price, number} (rolled {rolls}; a 1 is rolled again)',
  },
  SharesBought: {
    id: 'line.tutorial.SharesBought',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} bought {holdings} {n, plural, one {share} other {shares}} for {cost, plural, one {# peso} other {# pesos}}',
  },
  Holding: { id: 'line.tutorial.Holding', defaultMessage: '{n, number} {ship}' },
  SharesPassed: {
    id: 'line.tutorial.SharesPassed',
    defaultMessage: '{seat_is, select, you {You buy} other {{seat} buys}} no shares this round',
  },
  SharesPassedForced: {
    id: 'line.tutorial.SharesPassedForced',
    defaultMessage:
      '{seat_is, select, you {You cannot buy a share and pass} other {{seat} cannot buy a share and passes}}',
  },
  BetPlaced: {
    id: 'line.tutorial.BetPlaced',
    defaultMessage:
      '{seat_is, select, you {You bet} other {{seat} bets}} {stake, plural, one {# peso} other {# pesos}} that the {ship} ship advances {number, number} in the first two movements',
  },
  BetPassed: {
    id: 'line.tutorial.BetPassed',
    defaultMessage: '{seat_is, select, you {You place} other {{seat} places}} no bet this round',
  },
  BetPassedForced: {
    id: 'line.tutorial.BetPassedForced',
    defaultMessage: '{seat_is, select, you {You have} other {{seat} has}} no pesos to bet',
  },
  ShipsMoved: { id: 'line.tutorial.ShipsMoved', defaultMessage: 'Movement {movement, number}: {moves}' },
  Moved: {
    id: 'line.tutorial.Moved',
    defaultMessage:
      'the {ship} ship rolls {die, number} ({from, number} → {to, number}){fate, select, arrived { and reaches Manila} sunk { and sinks past Manila} other {}}',
  },
  Collided: {
    id: 'line.tutorial.Collided',
    defaultMessage: 'the {ships} ships collide on space {space, number} and sink',
  },
  BetsSettled: { id: 'line.tutorial.BetsSettled', defaultMessage: 'Bets settled: {bets}' },
  BetRefunded: {
    id: 'line.tutorial.BetRefunded',
    defaultMessage:
      "{seat_is, select, you {your} other {{seat}'s}} {stake, number} on {ship} is refunded (the ship collided)",
  },
  BetWon: {
    id: 'line.tutorial.BetWon',
    defaultMessage:
      '{seat_is, select, you {you win} other {{seat} wins}} {won, number} for a stake of {stake, number} ({ship} advanced {advanced, number})',
  },
  BetLost: {
    id: 'line.tutorial.BetLost',
    defaultMessage:
      '{seat_is, select, you {you lose} other {{seat} loses}} {stake, number} ({ship} advanced {advanced, number}, not {number, number})',
  },
  CargoPaid: {
    id: 'line.tutorial.CargoPaid',
    defaultMessage: "The {ship} ship's {cargo} (price {price, number}) arrived: the bank pays {paid}",
  },
  CargoPaidNobody: {
    id: 'line.tutorial.CargoPaidNobody',
    defaultMessage: "The {ship} ship's {cargo} (price {price, number}) arrived, but nobody holds a share of it",
  },
  Paid: { id: 'line.tutorial.Paid', defaultMessage: '{seat_is, select, you {you} other {{seat}}} {amount, number}' },
  SharesReturned: {
    id: 'line.tutorial.SharesReturned',
    defaultMessage:
      'The {ship} ship {fate, select, sunk {sank} other {collided}}: {back} {ship} {total, plural, one {share goes} other {shares go}} back to the bank, worthless',
  },
  SharesReturnedNone: {
    id: 'line.tutorial.SharesReturnedNone',
    defaultMessage: 'The {ship} ship {fate, select, sunk {sank} other {collided}}; nobody held a share of it',
  },
  Returned: {
    id: 'line.tutorial.Returned',
    defaultMessage: "{seat_is, select, you {your} other {{seat}'s}} {n, number}",
  },
  GameEnded: { id: 'line.tutorial.GameEnded', defaultMessage: 'Game over after {rounds, number} rounds. {standings}' },
  Standing: {
    id: 'line.tutorial.Standing',
    defaultMessage:
      '{seat_is, select, you {You} other {{seat}}} {cash, plural, one {# peso} other {# pesos}} ({bought, plural, one {# share} other {# shares}} bought)',
  },
});

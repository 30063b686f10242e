import { listOf, seatRef, type Line, type LineValue } from '../../core/line.js';
import type { MANILA_LINES } from './line-messages.js';
import type { Party, Payment, Seat } from '../../core/types.js';
import {
  GOODS,
  INSURANCE_PAYS_AT_ONCE,
  MORTGAGE_LOAN,
  PRICE_TRACK,
  REDEEM_COST,
  SHARES_DEALT_PER_PLAYER,
  STARTING_CASH,
  type Good,
} from './constants.js';
import { goodTerm } from './terms.js';
import type { ManilaEvent, ShipMove } from './types.js';

/** A line of the message `key` of line-messages.ts (imported as a type only: see there). */
function line(key: keyof typeof MANILA_LINES, params?: Record<string, LineValue>): Line {
  return params === undefined ? { id: `line.manila.${key}` } : { id: `line.manila.${key}`, params };
}

/** Every event type of Manila, for tests that must see each one (checked against the union). */
export const MANILA_EVENT_TYPES = [
  'GameStarted',
  'RoundStarted',
  'BidPlaced',
  'BidPassed',
  'HarbourMasterChosen',
  'ShareMortgaged',
  'ShareRedeemed',
  'ShareBought',
  'ShareDeclined',
  'ShipsLaunched',
  'PlacementRoundStarted',
  'AccomplicePlaced',
  'PlacingStopped',
  'DiceRolled',
  'PirateTurn',
  'PirateBoarded',
  'PirateStayed',
  'PilotTurn',
  'PilotMoved',
  'PilotDeclined',
  'ShipPlundered',
  'PlunderTurn',
  'ShipBerthed',
  'ProfitPaid',
  'PricesRaised',
  'GameEnded',
] as const satisfies readonly ManilaEvent['type'][];

const yes = (b: boolean) => (b ? 'yes' : 'no');
const good = (g: Good) => goodTerm(g);

function move(m: ShipMove): Line {
  return m.docked
    ? line('ShipDocked', { good: good(m.good), slot: m.docked })
    : line('ShipMoved', { good: good(m.good), from: m.from, to: m.to });
}

function paidTo(p: Payment): Line {
  return p.to === 'bank'
    ? line('PaidToBank', { amount: p.amount })
    : line('PaidTo', { amount: p.amount, to: seatRef(p.to) });
}

function repair(p: Payment): Line {
  if (p.from === 'bank') return line('BankPays', { amount: p.amount, to: seatRef(p.to as Seat) });
  return p.to === 'bank'
    ? line('SeatPaysBank', { from: seatRef(p.from), amount: p.amount })
    : line('SeatPays', { from: seatRef(p.from), amount: p.amount, to: seatRef(p.to) });
}

const isSeat = (p: Party): p is Seat => p !== 'bank';

/** One history line, the same for every viewer (the event is redacted for the viewer first). */
export function describe(e: ManilaEvent): Line {
  switch (e.type) {
    case 'GameStarted': {
      const start = line('GameStarted', {
        seats: e.seats,
        stronger: yes(e.options.strongerPirates),
        cash: STARTING_CASH,
        shares: SHARES_DEALT_PER_PLAYER,
      });
      const known = e.deal.flatMap((d, seat) => (d ? [{ seat, goods: listOf(d.map(good)) }] : []));
      if (known.length === 0) return start;
      if (known.length === 1)
        return line('GameStartedHand', { start, seat: seatRef(known[0].seat), goods: known[0].goods });
      return line('GameStartedDeal', {
        start,
        hands: listOf(
          known.map((k) => line('Hand', { seat: seatRef(k.seat), goods: k.goods })),
          'unit',
        ),
      });
    }
    case 'RoundStarted':
      return line('RoundStarted', { round: e.round, seat: seatRef(e.opener) });
    case 'BidPlaced':
      return line('BidPlaced', { seat: seatRef(e.seat), amount: e.amount });
    case 'BidPassed':
      return line('BidPassed', { seat: seatRef(e.seat) });
    case 'HarbourMasterChosen':
      return e.price > 0
        ? line('HarbourMasterChosen', { seat: seatRef(e.seat), price: e.price })
        : line('HarbourMasterFree', { seat: seatRef(e.seat) });
    case 'ShareMortgaged':
      return e.good
        ? line('ShareMortgaged', {
            seat: seatRef(e.seat),
            forced: yes(e.forced),
            good: good(e.good),
            amount: MORTGAGE_LOAN,
          })
        : line('ShareMortgagedHidden', { seat: seatRef(e.seat), forced: yes(e.forced), amount: MORTGAGE_LOAN });
    case 'ShareRedeemed':
      return e.good
        ? line('ShareRedeemed', { seat: seatRef(e.seat), good: good(e.good), amount: REDEEM_COST })
        : line('ShareRedeemedHidden', { seat: seatRef(e.seat), amount: REDEEM_COST });
    case 'ShareBought':
      return line('ShareBought', { seat: seatRef(e.seat), good: good(e.good), price: e.price });
    case 'ShareDeclined':
      return line('ShareDeclined', { seat: seatRef(e.seat) });
    case 'ShipsLaunched': {
      const home = GOODS.find((g) => !e.ships.some((x) => x.good === g)) ?? GOODS[0];
      return line('ShipsLaunched', {
        seat: seatRef(e.seat),
        ships: listOf(e.ships.map((x) => line('Loaded', { good: good(x.good), start: x.start }))),
        home: good(home),
      });
    }
    case 'PlacementRoundStarted':
      return line('PlacementRoundStarted', { placementRound: e.placementRound });
    case 'AccomplicePlaced': {
      const seat = seatRef(e.seat);
      if (e.spot.startsWith('ship-')) {
        return line('PlacedOnShip', {
          seat,
          good: good(e.spot.slice(5) as Good),
          place: e.index + 1,
          stowaway: yes(e.stowaway),
          cost: e.cost,
        });
      }
      if (e.spot === 'insurance') return line('PlacedOnInsurance', { seat, amount: INSURANCE_PAYS_AT_ONCE });
      const [kind, slot] = e.spot.split('-');
      const spot = kind === 'pirate' ? (e.index === 0 ? 'captain' : 'second') : kind === 'pilot' ? slot : kind;
      return line('PlacedOnSpot', {
        seat,
        spot,
        slot: kind === 'harbour' || kind === 'shipyard' ? slot : '',
        cost: e.cost,
      });
    }
    case 'PlacingStopped':
      return line('PlacingStopped', { seat: seatRef(e.seat) });
    case 'DiceRolled': {
      const shown = Object.entries(e.dice) as [Good, number][];
      if (shown.length === 0) return line('DiceRolledNone', { roll: e.roll });
      const dice = listOf(
        shown.map(([g, d]) => line('Die', { good: good(g), die: d })),
        'unit',
      );
      return e.moves.length
        ? line('DiceRolled', { roll: e.roll, dice, moves: listOf(e.moves.map(move)) })
        : line('DiceRolledStill', { roll: e.roll, dice });
    }
    case 'PirateTurn':
      return line('PirateTurn', {
        order: e.order,
        seat: seatRef(e.seat),
        ships: listOf(e.ships.map((g) => line('TheShip', { good: good(g) }))),
      });
    case 'PirateBoarded':
      return e.replaced !== null
        ? line('PirateBoardedReplacing', { seat: seatRef(e.seat), good: good(e.good), replaced: seatRef(e.replaced) })
        : line('PirateBoarded', { seat: seatRef(e.seat), good: good(e.good) });
    case 'PirateStayed':
      return line('PirateStayed', { seat: seatRef(e.seat) });
    case 'PilotTurn':
      return line('PilotTurn', { pilot: e.pilot, seat: seatRef(e.seat) });
    case 'PilotMoved':
      return line('PilotMoved', { pilot: e.pilot, seat: seatRef(e.seat), moves: listOf(e.moves.map(move)) });
    case 'PilotDeclined':
      return line('PilotDeclined', { pilot: e.pilot, seat: seatRef(e.seat) });
    case 'ShipPlundered': {
      const crew = [...new Set(e.crewReturned)];
      if (crew.length === 0) return line('ShipPlundered', { good: good(e.good) });
      if (crew.length === 1) return line('ShipPlunderedOne', { good: good(e.good), crew: seatRef(crew[0]) });
      return line('ShipPlunderedMany', { good: good(e.good), crew: listOf(crew.map(seatRef)) });
    }
    case 'PlunderTurn':
      return line('PlunderTurn', { seat: seatRef(e.seat), goods: listOf(e.ships.map(good)), count: e.ships.length });
    case 'ShipBerthed': {
      const params = { good: good(e.good), place: e.berth.place, slot: e.berth.slot };
      return e.chosenBy !== null
        ? line('ShipBerthedSent', { ...params, by: seatRef(e.chosenBy) })
        : line('ShipBerthed', params);
    }
    case 'ProfitPaid': {
      const g = e.good ?? GOODS[0];
      const slot = e.slot ?? '';
      switch (e.reason) {
        case 'plunder': {
          const same = new Set(e.payments.map((p) => p.amount)).size === 1 && e.payments.length > 1;
          return same
            ? line('PlunderEach', { good: good(g), amount: e.payments[0].amount })
            : line('PlunderPaid', { good: good(g), paid: listOf(e.payments.map(paidTo), 'unit') });
        }
        case 'cargo':
          return line('CargoPaid', { good: good(g), paid: listOf(e.payments.map(paidTo), 'unit') });
        case 'harbour':
          return line('HarbourPaid', { slot, paid: listOf(e.payments.map(paidTo), 'unit') });
        case 'repairs': {
          const ordered = [...e.payments.filter((p) => isSeat(p.from)), ...e.payments.filter((p) => !isSeat(p.from))];
          return ordered.length
            ? line('Repairs', { good: good(g), slot, paid: listOf(ordered.map(repair)) })
            : line('RepairsNone', { good: good(g), slot });
        }
      }
      break;
    }
    case 'PricesRaised':
      return line('PricesRaised', {
        prices: listOf(e.goods.map((g) => line('PriceTo', { good: good(g), price: PRICE_TRACK[e.prices[g]] }))),
      });
    case 'GameEnded': {
      const best = [...e.wealth].sort((a, b) => b.total - a.total);
      return line('GameEnded', {
        wealth: listOf(best.map((w) => line('Wealth', { seat: seatRef(w.seat), total: w.total }))),
      });
    }
  }
  throw new Error(`Manila has no line for ${(e as { type: string }).type}`);
}

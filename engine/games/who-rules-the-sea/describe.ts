import { codeRef, listOf, seatRef, type Line, type LineValue } from '../../core/line.js';
import type { FREIGHT_LINES } from './line-messages.js';
import type { Seat } from '../../core/types.js';
import { SQUARE_TYPES, STARTING_CASH } from './data.js';
import type { SquareCode } from './data-types.js';
import { noteData, route, shipData } from './constants.js';
import { cardTextTerm, cardTitleTerm, cargoTerm, portTerm, routeTerm, shipNameTerm, squareTerm } from './terms.js';
import type { FreightEvent } from './types.js';
import { netFor } from '../../core/payments.js';

/** A line of the message `key` of line-messages.ts (imported as a type only: see there). */
function line(key: keyof typeof FREIGHT_LINES, params?: Record<string, LineValue>): Line {
  return params === undefined ? { id: `line.freight.${key}` } : { id: `line.freight.${key}`, params };
}

/** Every event type of Who Rules the Sea?, for tests that must see each one (checked against the union). */
export const FREIGHT_EVENT_TYPES = [
  'GameStarted',
  'StartRolled',
  'OpeningShipsTurn',
  'ShipBought',
  'TurnStarted',
  'ShipTurnSkipped',
  'TurnSkipped',
  'ShipTurnBegan',
  'ShipTurnEnded',
  'NoteBought',
  'NotesExhausted',
  'ShipInsured',
  'NoteInsured',
  'NotePawned',
  'NoteRedeemed',
  'ShipPawned',
  'ShipSold',
  'ShipRedeemed',
  'AuctionOpened',
  'BidSealed',
  'AuctionClosed',
  'Sailed',
  'ShipMoved',
  'ExtraRollOffered',
  'ExtraRollDeclined',
  'CardDrawn',
  'EffectRolled',
  'MoneyMoved',
  'CargoLost',
  'ShipTurnedBack',
  'TurnsMissed',
  'ShipArrived',
  'ShipLost',
  'ShipsDeclined',
  'PlayerLeft',
  'EndProposed',
  'EndAgreed',
  'EndDeclined',
  'GameEnded',
] as const satisfies readonly FreightEvent['type'][];

const ship = (id: string): Line => line('Ship', { name: shipNameTerm(id), id: codeRef(id) });
const note = (id: string): Line =>
  line('Note', { id: codeRef(id), cargo: cargoTerm(noteData(id).cargo), weight: noteData(id).weight });
/** A square's or a card's title: what an effect comes from. */
const sourceName = (source: string): LineValue =>
  source in SQUARE_TYPES ? squareTerm(source as SquareCode) : cardTitleTerm(source);
const yes = (b: boolean) => (b ? 'yes' : 'no');
/** The end reasons as message select keys (ICU keys are plain words). */
const END_KEYS = {
  'last-player': 'lastPlayer',
  agreement: 'agreement',
  'last-delivery': 'lastDelivery',
  'safety-net': 'safetyNet',
} as const;

/** One history line, the same for every viewer (the event is redacted for the viewer first). */
export function describe(e: FreightEvent): Line {
  switch (e.type) {
    case 'GameStarted': {
      const params = { seats: e.seats, voyage: e.options.voyage, cash: STARTING_CASH };
      const start = e.retired.length
        ? line('GameStartedShort', { ...params, retired: e.retired.length })
        : line('GameStarted', params);
      return e.pile ? line('GameStartedPile', { start, pile: e.pile.join(' ') }) : start;
    }
    case 'StartRolled': {
      const rounds = e.rolls.map((r, i) =>
        line(i === 0 ? 'Rolls' : 'RollsAgain', {
          rolls: listOf(
            r.map((x) => line('Rolled', { seat: seatRef(x.seat), die: x.die })),
            'unit',
          ),
        }),
      );
      return line('StartRolled', { rolls: listOf(rounds, 'unit'), seat: seatRef(e.start) });
    }
    case 'OpeningShipsTurn':
      return line('OpeningShipsTurn', { seat: seatRef(e.seat) });
    case 'ShipBought':
      return line('ShipBought', {
        seat: seatRef(e.seat),
        ship: ship(e.ship),
        price: shipData(e.ship).price,
        port: portTerm('LON'),
      });
    case 'TurnStarted':
      return e.opening
        ? line('TurnStartedOpening', { seat: seatRef(e.seat), port: portTerm('LON') })
        : line('TurnStarted', { round: e.round, seat: seatRef(e.seat) });
    case 'ShipTurnSkipped':
      return e.missTurnsLeft
        ? line('ShipTurnSkippedMore', { ship: ship(e.ship), left: e.missTurnsLeft })
        : line('ShipTurnSkipped', { ship: ship(e.ship) });
    case 'TurnSkipped':
      return line('TurnSkipped', { seat: seatRef(e.seat) });
    case 'ShipTurnBegan':
      return line('ShipTurnBegan', { ship: ship(e.ship) });
    case 'ShipTurnEnded':
      return line('ShipTurnEnded', { ship: ship(e.ship) });
    case 'NoteBought':
      return line('NoteBought', {
        seat: seatRef(e.seat),
        note: note(e.note),
        port: portTerm(noteData(e.note).to),
        ship: ship(e.ship),
        price: noteData(e.note).purchase,
      });
    case 'NotesExhausted':
      return line('NotesExhausted');
    case 'ShipInsured':
      return line('ShipInsured', { seat: seatRef(e.seat), ship: ship(e.ship), fee: shipData(e.ship).insuranceFee });
    case 'NoteInsured':
      return line('NoteInsured', { seat: seatRef(e.seat), note: note(e.note), fee: noteData(e.note).insuranceFee });
    case 'NotePawned':
      return line('NotePawned', {
        seat: seatRef(e.seat),
        note: note(e.note),
        port: portTerm(e.port),
        amount: noteData(e.note).pawnValue,
      });
    case 'NoteRedeemed':
      return line('NoteRedeemed', {
        seat: seatRef(e.seat),
        note: note(e.note),
        ship: ship(e.ship),
        amount: noteData(e.note).redemptionValue,
      });
    case 'ShipPawned':
      return line('ShipPawned', {
        seat: seatRef(e.seat),
        ship: ship(e.ship),
        port: portTerm(e.port),
        amount: shipData(e.ship).pawnValue,
      });
    case 'ShipSold':
      return line('ShipSold', { seat: seatRef(e.seat), ship: ship(e.ship), amount: shipData(e.ship).redemptionValue });
    case 'ShipRedeemed':
      return line('ShipRedeemed', {
        seat: seatRef(e.seat),
        ship: ship(e.ship),
        amount: shipData(e.ship).redemptionValue,
      });
    case 'AuctionOpened':
      return line('AuctionOpened', {
        seat: seatRef(e.seller),
        ship: ship(e.ship),
        bidders: listOf(e.bidders.map(seatRef)),
      });
    case 'BidSealed':
      if (e.amount === null) return line('BidSealedHidden', { seat: seatRef(e.seat) });
      return e.amount === 0
        ? line('BidSealedPass', { seat: seatRef(e.seat) })
        : line('BidSealed', { seat: seatRef(e.seat), amount: e.amount });
    case 'AuctionClosed': {
      const bids = listOf(
        e.bids.map((b) =>
          b.amount
            ? line('Bid', { seat: seatRef(b.seat), amount: b.amount })
            : line('BidPassed', { seat: seatRef(b.seat) }),
        ),
      );
      return e.winner === null
        ? line('AuctionKept', { ship: ship(e.ship), bids, seller: seatRef(e.seller) })
        : line('AuctionWon', { ship: ship(e.ship), bids, winner: seatRef(e.winner), price: e.price });
    }
    case 'Sailed':
      return line('Sailed', {
        ship: ship(e.ship),
        from: portTerm(e.from),
        to: portTerm(e.to),
        route: routeTerm(route(e.route).id),
      });
    case 'ShipMoved': {
      const n = Math.abs(e.to - e.from);
      if (e.cause === 'back' || e.cause === 'advance') {
        const shifted = { ship: ship(e.ship), cause: e.cause, n };
        return e.square
          ? line('ShipShiftedTo', { ...shifted, square: squareTerm(e.square) })
          : line('ShipShifted', shifted);
      }
      const rolled = { ship: ship(e.ship), die: e.die ?? 0, extra: yes(e.cause === 'extra'), n };
      return e.square ? line('ShipRolledTo', { ...rolled, square: squareTerm(e.square) }) : line('ShipRolled', rolled);
    }
    case 'ExtraRollOffered':
      return line('ExtraRollOffered', { ship: ship(e.ship), left: e.extraRollsLeft });
    case 'ExtraRollDeclined':
      return line('ExtraRollDeclined', { ship: ship(e.ship) });
    case 'CardDrawn':
      return line('CardDrawn', {
        card: codeRef(e.card),
        ship: ship(e.ship),
        title: cardTitleTerm(e.card),
        text: cardTextTerm(e.card),
      });
    case 'EffectRolled':
      return line('EffectRolled', { source: sourceName(e.source), die: e.die });
    case 'MoneyMoved': {
      const net = netFor(e.payments, e.seat);
      const others = e.payments
        .filter((p) => p.from !== 'bank' && p.from !== e.seat)
        .map((p) => seatRef(p.from as Seat));
      const params = { source: sourceName(e.source), seat: seatRef(e.seat) };
      if (net < 0) return line('MoneyPaid', { ...params, amount: -net });
      return others.length
        ? line('MoneyCollectedFrom', { ...params, amount: net, from: listOf(others) })
        : line('MoneyCollected', { ...params, amount: net });
    }
    case 'CargoLost': {
      const params = { source: sourceName(e.source), notes: listOf(e.notes.map(note)), ship: ship(e.ship) };
      return e.claims.length
        ? line('CargoLostClaimed', { ...params, amount: e.claims.reduce((n, c) => n + c.amount, 0) })
        : line('CargoLost', params);
    }
    case 'ShipTurnedBack':
      return line('ShipTurnedBack', { ship: ship(e.ship), port: portTerm(e.dest) });
    case 'TurnsMissed':
      return line('TurnsMissed', { ship: ship(e.ship), n: e.n });
    case 'ShipArrived': {
      const parts = [
        ...e.deliveries.map((d) => line('Delivered', { note: codeRef(d.note), amount: d.sale })),
        ...e.claims.map((c) => line('ClaimPaid', { amount: c.amount, note: codeRef(c.note) })),
        line('Supplement', { amount: e.supplement }),
      ];
      return line('ShipArrived', { ship: ship(e.ship), port: portTerm(e.port), parts: listOf(parts) });
    }
    case 'ShipLost':
      return line('ShipLost', {
        ship: ship(e.ship),
        cargo: yes(e.notes.length > 0),
        notes: listOf(e.notes.map(codeRef)),
        seat: seatRef(e.seat),
        paid: netFor(e.payments, e.seat),
        insurance: e.insurance,
        claims: e.claims.reduce((n, c) => n + c.amount, 0),
        supplement: e.supplement,
        mustBuy: yes(e.mustBuy),
      });
    case 'ShipsDeclined':
      return line('ShipsDeclined', { seat: seatRef(e.seat) });
    case 'PlayerLeft':
      if (e.reason !== 'bankrupt') return line('Resigned', { seat: seatRef(e.seat) });
      return e.debt
        ? line('BankruptOwing', { seat: seatRef(e.seat), debt: e.debt })
        : line('Bankrupt', { seat: seatRef(e.seat) });
    case 'EndProposed':
      return line('EndProposed', { seat: seatRef(e.seat) });
    case 'EndAgreed':
      return line('EndAgreed', { seat: seatRef(e.seat) });
    case 'EndDeclined':
      return line('EndDeclined', { seat: seatRef(e.seat) });
    case 'GameEnded': {
      const best = [...e.values].sort((a, b) => b.total - a.total || b.cash - a.cash);
      return line('GameEnded', {
        round: e.round,
        reason: END_KEYS[e.reason],
        values: listOf(best.map((v) => line('Value', { seat: seatRef(v.seat), total: v.total }))),
      });
    }
  }
}

import type { Payment, Seat, Viewer } from '../../core/types.js';
import { isolate } from '../../core/text.js';
import { SQUARE_TYPES } from './data.js';
import type { SquareCode } from './data-types.js';
import { card, nameOfPort, noteData, route, shipData } from './constants.js';
import type { FreightEvent } from './types.js';

const money = (n: number) => `£${n.toLocaleString('en-GB')}`;

const END_REASONS = {
  'last-player': 'only one player is left (F38, F39)',
  agreement: 'every player still in agreed to end it (F41)',
  'last-delivery': 'the notes are exhausted and no ship carries goods (F40)',
  'safety-net': 'the notes have been exhausted for the full rounds of the safety net (R34)',
} as const;

/** One plain-English line for the history; never shows the pile's order or another seat's sealed bid. */
export function describe(e: FreightEvent, viewer: Viewer, names?: readonly string[]): string {
  const who = (seat: Seat) => (seat === viewer ? 'You' : names?.[seat] !== undefined ? isolate(names[seat]) : `Seat ${seat + 1}`);
  const whom = (seat: Seat) => (seat === viewer ? 'you' : who(seat));
  const whose = (seat: Seat) => (seat === viewer ? 'your' : `${who(seat)}'s`);
  const verb = (seat: Seat, you: string, other: string) => (seat === viewer ? you : other);
  const ship = (id: string) => `${shipData(id).name} (${id})`;
  const note = (id: string) => `${id} (${noteData(id).cargo}, ${noteData(id).weight} t)`;
  const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const received = (ps: Payment[], seat: Seat) => ps.reduce((n, p) => n + (p.to === seat ? p.amount : 0) - (p.from === seat ? p.amount : 0), 0);
  const sourceName = (source: string) => (source in SQUARE_TYPES ? SQUARE_TYPES[source as SquareCode].name : card(source).title);

  switch (e.type) {
    case 'GameStarted':
      return `A ${e.seats}-player game of Who Rules the Sea? begins (${e.options.voyage} voyage)${e.retired.length ? `; ${e.retired.length} notes are left out of the short voyage` : ''}; each player has ${money(5000)}; the 44 chance cards are shuffled face down${viewer === 'all' && e.pile ? `: ${e.pile.join(' ')}` : ''}`;
    case 'StartRolled':
      return `Start roll: ${e.rolls.map((r) => r.map((x) => `${who(x.seat)} ${x.die}`).join(', ')).join('; re-roll: ')}. ${who(e.start)} ${verb(e.start, 'start', 'starts')}`;
    case 'OpeningShipsTurn':
      return `${who(e.seat)} ${verb(e.seat, 'buy', 'buys')} opening ships`;
    case 'ShipBought':
      return `${who(e.seat)} bought ${ship(e.ship)} for ${money(shipData(e.ship).price)}; it lies in London`;
    case 'TurnStarted':
      return e.opening ? `${who(e.seat)} ${verb(e.seat, 'load', 'loads')} opening cargo in London` : `Round ${e.round}: ${whose(e.seat)} turn`;
    case 'ShipTurnSkipped':
      return `${ship(e.ship)} misses this turn${e.missTurnsLeft ? ` (${e.missTurnsLeft} more to miss)` : ''}`;
    case 'TurnSkipped':
      return `${who(e.seat)} ${verb(e.seat, 'have', 'has')} no ship to move this turn`;
    case 'ShipTurnBegan':
      return `${ship(e.ship)} takes its ship-turn`;
    case 'ShipTurnEnded':
      return `${ship(e.ship)}'s ship-turn ends`;
    case 'NoteBought':
      return `${who(e.seat)} loaded ${note(e.note)} for ${nameOfPort(noteData(e.note).to)} onto ${ship(e.ship)} for ${money(noteData(e.note).purchase)}`;
    case 'NotesExhausted':
      return `The last delivery note has left the piles: the game ends when no ship carries goods (R34)`;
    case 'ShipInsured':
      return `${who(e.seat)} insured ${ship(e.ship)} for ${money(shipData(e.ship).insuranceFee)}`;
    case 'NoteInsured':
      return `${who(e.seat)} insured ${note(e.note)} for ${money(noteData(e.note).insuranceFee)}`;
    case 'NotePawned':
      return `${who(e.seat)} pawned ${note(e.note)} in ${nameOfPort(e.port)} for ${money(noteData(e.note).pawnValue)}`;
    case 'NoteRedeemed':
      return `${who(e.seat)} redeemed ${note(e.note)} onto ${ship(e.ship)} for ${money(noteData(e.note).redemptionValue)}`;
    case 'ShipPawned':
      return `${who(e.seat)} pawned ${ship(e.ship)} in ${nameOfPort(e.port)} for ${money(shipData(e.ship).pawnValue)}`;
    case 'ShipSold':
      return `${who(e.seat)} sold ${ship(e.ship)} to the bank for ${money(shipData(e.ship).redemptionValue)}`;
    case 'ShipRedeemed':
      return `${who(e.seat)} redeemed ${ship(e.ship)} for ${money(shipData(e.ship).redemptionValue)}`;
    case 'AuctionOpened':
      return `${who(e.seller)} ${verb(e.seller, 'put', 'puts')} ${ship(e.ship)} up for auction; ${list(e.bidders.map(whom))} bid in secret`;
    case 'BidSealed':
      return e.amount === null ? `${who(e.seat)} sealed a bid` : `${who(e.seat)} sealed ${e.amount === 0 ? 'a pass' : `a bid of ${money(e.amount)}`}`;
    case 'AuctionClosed': {
      const bids = list(e.bids.map((b) => `${who(b.seat)} ${b.amount ? money(b.amount) : 'passed'}`));
      return e.winner === null
        ? `Auction of ${ship(e.ship)}: ${bids}; nobody bid, ${whom(e.seller)} ${verb(e.seller, 'keep', 'keeps')} the ship`
        : `Auction of ${ship(e.ship)}: ${bids}; ${who(e.winner)} ${verb(e.winner, 'buy', 'buys')} it for ${money(e.price)}`;
    }
    case 'Sailed':
      return `${ship(e.ship)} sails from ${nameOfPort(e.from)} for ${nameOfPort(e.to)} (${route(e.route).name})`;
    case 'ShipMoved': {
      const how = e.cause === 'back' ? 'goes back' : e.cause === 'advance' ? 'advances' : `rolls ${e.die}${e.cause === 'extra' ? ' (extra roll)' : ''} and moves`;
      const where = e.square ? `: ${SQUARE_TYPES[e.square].name}` : '';
      return `${ship(e.ship)} ${how} ${Math.abs(e.to - e.from)} ${Math.abs(e.to - e.from) === 1 ? 'square' : 'squares'}${where}`;
    }
    case 'ExtraRollOffered':
      return `A six: ${ship(e.ship)} may roll again (${e.extraRollsLeft} extra ${e.extraRollsLeft === 1 ? 'roll' : 'rolls'} left)`;
    case 'ExtraRollDeclined':
      return `${ship(e.ship)} stays put`;
    case 'CardDrawn':
      return `Chance card ${e.card} for ${ship(e.ship)}: ${card(e.card).title}. ${card(e.card).text}`;
    case 'EffectRolled':
      return `${sourceName(e.source)}: the die shows ${e.die}`;
    case 'MoneyMoved': {
      const net = received(e.payments, e.seat);
      const others = e.payments.filter((p) => p.from !== 'bank' && p.from !== e.seat).map((p) => who(p.from as Seat));
      return `${sourceName(e.source)}: ${who(e.seat)} ${net >= 0 ? `${verb(e.seat, 'collect', 'collects')} ${money(net)}` : `${verb(e.seat, 'pay', 'pays')} ${money(-net)}`}${others.length ? ` (from ${list(others)})` : ''}`;
    }
    case 'CargoLost':
      return `${sourceName(e.source)}: ${list(e.notes.map(note))} lost from ${ship(e.ship)}${e.claims.length ? `; insurance will pay ${money(e.claims.reduce((n, c) => n + c.amount, 0))} at the next port` : ''}`;
    case 'ShipTurnedBack':
      return `${ship(e.ship)} turns back towards ${nameOfPort(e.dest)}`;
    case 'TurnsMissed':
      return `${ship(e.ship)} will miss ${e.n === 1 ? 'its next turn' : `its next ${e.n} turns`}`;
    case 'ShipArrived': {
      const parts = [
        ...e.deliveries.map((d) => `${d.note} delivered for ${money(d.sale)}`),
        ...e.claims.map((c) => `insurance pays ${money(c.amount)} for ${c.note}`),
        `${money(e.supplement)} supplement`,
      ];
      return `${ship(e.ship)} arrives in ${nameOfPort(e.port)}: ${list(parts)}`;
    }
    case 'ShipLost': {
      const paid = received(e.payments, e.seat);
      return `${ship(e.ship)} is lost${e.notes.length ? ` with ${list(e.notes)}` : ''}; ${who(e.seat)} ${verb(e.seat, 'receive', 'receives')} ${money(paid)} (insurance ${money(e.insurance)}, claims ${money(e.claims.reduce((n, c) => n + c.amount, 0))}, supplement ${money(e.supplement)})${e.mustBuy ? ' and must buy a ship in London' : ''}`;
    }
    case 'ShipsDeclined':
      return `${who(e.seat)} ${verb(e.seat, 'buy', 'buys')} no ship`;
    case 'PlayerLeft':
      return e.reason === 'bankrupt'
        ? `${who(e.seat)} ${verb(e.seat, 'are', 'is')} bankrupt${e.debt ? `, owing ${money(e.debt)}` : ''}, and ${verb(e.seat, 'leave', 'leaves')} the game`
        : `${who(e.seat)} resigned`;
    case 'EndProposed':
      return `${who(e.seat)} ${verb(e.seat, 'propose', 'proposes')} to end the game`;
    case 'EndAgreed':
      return `${who(e.seat)} ${verb(e.seat, 'agree', 'agrees')} to end the game`;
    case 'EndDeclined':
      return `${who(e.seat)} ${verb(e.seat, 'decline', 'declines')}: the game goes on`;
    case 'GameEnded': {
      const best = [...e.values].sort((a, b) => b.total - a.total || b.cash - a.cash);
      return `Game over after round ${e.round}: ${END_REASONS[e.reason]}. ${list(best.map((v) => `${who(v.seat)} ${money(v.total)}`))}`;
    }
  }
}

import type { Party, Payment, Seat, Viewer } from '../../core/types.js';
import { GOODS, PRICE_TRACK } from './constants.js';
import type { ManilaEvent, ShipMove } from './types.js';
import { isolate } from '../../core/text.js';

const SPOT_NAMES: Record<string, string> = {
  'harbour-A': 'harbour A', 'harbour-B': 'harbour B', 'harbour-C': 'harbour C',
  'shipyard-A': 'shipyard A', 'shipyard-B': 'shipyard B', 'shipyard-C': 'shipyard C',
  pirate: 'the pirate ship', 'pilot-small': 'the small pilot', 'pilot-large': 'the large pilot',
  insurance: 'the insurance',
};

const pesos = (n: number) => `${n} ${n === 1 ? 'peso' : 'pesos'}`;

/** One plain-English line for the history. */
export function describe(e: ManilaEvent, viewer: Viewer, names?: readonly string[]): string {
  const who = (seat: Seat) => (seat === viewer ? 'You' : names?.[seat] !== undefined ? isolate(names[seat]) : `Seat ${seat + 1}`);
  /** Mid-sentence: "sent by you". */
  const whom = (seat: Seat) => (seat === viewer ? 'you' : who(seat));
  const whose = (seat: Seat) => (seat === viewer ? 'Your' : `${who(seat)}'s`);
  /** The verb as it agrees with who: "You become", "Seat 2 becomes". */
  const verb = (seat: Seat, you: string, other: string) => (seat === viewer ? you : other);
  const party = (p: Party) => (p === 'bank' ? 'the bank' : whom(p));
  const paid = (ps: Payment[]) => ps.map((p) => `${p.amount} to ${party(p.to)}`).join(', ');
  const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
  const move = (m: ShipMove) => (m.docked ? `the ${m.good} ship reaches Manila and docks at harbour ${m.docked}` : `the ${m.good} ship moves ${m.from} → ${m.to}`);

  switch (e.type) {
    case 'GameStarted': {
      const mine = typeof viewer === 'number' ? e.deal[viewer] : null;
      const variant = e.options.strongerPirates ? ' with stronger pirates' : '';
      const hand = mine ? `; your shares: ${mine.join(' and ')}` : '';
      const all = viewer === 'all' ? `; deal: ${e.deal.map((d, s) => `${who(s)} ${d?.join('+')}`).join(', ')}` : '';
      return `A ${e.seats}-player game of Manila begins${variant}; each player has 30 pesos and 2 secret shares${hand}${all}`;
    }
    case 'RoundStarted': return `Round ${e.round}: ${who(e.opener)} ${verb(e.opener, 'open', 'opens')} the harbour master auction`;
    case 'BidPlaced': return `${who(e.seat)} bid ${pesos(e.amount)}`;
    case 'BidPassed': return `${who(e.seat)} passed`;
    case 'HarbourMasterChosen':
      return e.price > 0 ? `${who(e.seat)} ${verb(e.seat, 'become', 'becomes')} harbour master for ${pesos(e.price)}` : `Nobody bid: ${whom(e.seat)} ${verb(e.seat, 'are', 'is')} harbour master for free`;
    case 'ShareMortgaged':
      return `${who(e.seat)} ${e.forced ? 'had to mortgage' : 'mortgaged'} ${e.good ? `a ${e.good} share` : 'a share'} for 12 pesos`;
    case 'ShareRedeemed': return `${who(e.seat)} redeemed ${e.good ? `a ${e.good} share` : 'a share'} for 15 pesos`;
    case 'ShareBought': return `${who(e.seat)} bought a ${e.good} share for ${pesos(e.price)}`;
    case 'ShareDeclined': return `${who(e.seat)} bought no share`;
    case 'ShipsLaunched':
      return `${who(e.seat)} ${verb(e.seat, 'load', 'loads')} ${list(e.ships.map((x) => `${x.good} at ${x.start}`))}; ${GOODS.find((g) => !e.ships.some((x) => x.good === g))} stays home`;
    case 'PlacementRoundStarted': return `Placement round ${e.placementRound}`;
    case 'AccomplicePlaced': {
      const where = e.spot.startsWith('ship-') ? `the ${e.spot.slice(5)} ship (seat ${e.index + 1})` : e.spot === 'pirate' ? (e.index === 0 ? 'the pirate ship as captain' : 'the pirate ship as second pirate') : SPOT_NAMES[e.spot];
      const price = e.spot === 'insurance' ? ' and takes 10 pesos from the bank' : e.stowaway ? ` as a stowaway for ${pesos(e.cost)}` : ` for ${pesos(e.cost)}`;
      return `${who(e.seat)} placed an accomplice on ${where}${price}`;
    }
    case 'PlacingStopped': return `${who(e.seat)} ${verb(e.seat, 'stop', 'stops')} placing this round`;
    case 'DiceRolled': {
      const dice = Object.entries(e.dice).map(([g, d]) => `${g} ${d}`).join(', ');
      return `Dice (roll ${e.roll}): ${dice || 'none, no ship is at sea'}${e.moves.length ? `; ${list(e.moves.map(move))}` : ''}`;
    }
    case 'PirateTurn': return `The ${e.order === 'captain' ? 'pirate captain' : 'second pirate'} (${whom(e.seat)}) may board ${list(e.ships.map((g) => `the ${g} ship`))}`;
    case 'PirateBoarded':
      return `${whose(e.seat)} pirate boards the ${e.good} ship${e.replaced !== null ? `, sending ${e.replaced === viewer ? 'your' : whose(e.replaced)} accomplice home` : ''}`;
    case 'PirateStayed': return `${whose(e.seat)} pirate stays on the pirate ship`;
    case 'PilotTurn': return `The ${e.pilot} pilot (${whom(e.seat)}) may steer`;
    case 'PilotMoved': return `The ${e.pilot} pilot (${whom(e.seat)}) steers: ${list(e.moves.map(move))}`;
    case 'PilotDeclined': return `The ${e.pilot} pilot (${whom(e.seat)}) leaves the ships alone`;
    case 'ShipPlundered': {
      const crew = [...new Set(e.crewReturned)];
      const go = crew.length === 1 && crew[0] !== viewer ? 'goes' : 'go';
      return `Pirates plunder the ${e.good} ship${crew.length ? `; ${list(crew.map(whom))} ${go} home empty-handed` : ''}`;
    }
    case 'PlunderTurn': return `The pirate captain (${whom(e.seat)}) decides where the plundered ${list(e.ships)} ${e.ships.length > 1 ? 'ships go' : 'ship goes'}`;
    case 'ShipBerthed':
      return `The ${e.good} ship ${e.berth.place === 'harbour' ? 'docks at harbour' : 'goes to shipyard'} ${e.berth.slot}${e.chosenBy !== null ? ` (sent by ${whom(e.chosenBy)})` : ''}`;
    case 'ProfitPaid':
      switch (e.reason) {
        case 'plunder': {
          const each = new Set(e.payments.map((p) => p.amount)).size === 1 && e.payments.length > 1 ? `: ${e.payments[0].amount} each` : '';
          return `Pirates plunder the ${e.good} ship${each || `: ${paid(e.payments)}`}`;
        }
        case 'cargo': return `The ${e.good} cargo pays ${paid(e.payments)}`;
        case 'harbour': return `Harbour ${e.slot} pays ${paid(e.payments)}`;
        case 'repairs': {
          const from = e.payments.filter((p) => p.from !== 'bank').map((p) => `${party(p.from)} pays ${p.amount} to ${party(p.to)}`);
          const bank = e.payments.filter((p) => p.from === 'bank').map((p) => `the bank pays ${p.amount} to ${party(p.to)}`);
          return `Repairs for the ${e.good} ship in shipyard ${e.slot}: ${list([...from, ...bank]) || 'nothing owed'}`;
        }
      }
      return '';
    case 'PricesRaised':
      return `Prices rise: ${list(e.goods.map((g) => `${g} to ${PRICE_TRACK[e.prices[g]]}`))}`;
    case 'GameEnded': {
      const best = [...e.wealth].sort((a, b) => b.total - a.total);
      return `Game over. ${list(best.map((w) => `${whom(w.seat)} ${w.total}`))}`;
    }
  }
}

import type { Bot } from '../../core/bot.js';
import { expandLegal, templatesOf, type LegalTemplate } from '../../core/legal.js';
import type { Seat } from '../../core/types.js';
import {
  HARBOUR_PAYS,
  INSURANCE_PAYS_AT_ONCE,
  MORTGAGE_LOAN,
  REDEEM_COST,
  SHIPYARD_PAYS,
  PRICE_TRACK,
  SHIP_SEAT_COSTS,
  TOP_PRICE_STEP,
  sharePrice,
  type Good,
} from './constants.js';
import { expectedGain, outlookOf, type Outlook } from './bot-odds.js';
import { nextFreeBerth } from './board.js';
import { resolvePilot, type PilotMoveOrder } from './pilots.js';
import { SPOT_IDS, fixedSpotCost, parseSpot, type SpotId } from './spots.js';
import type { BoardState, ManilaCommand, ShipState } from './types.js';
import type { ManilaView } from './view.js';

// A Manila player that weighs each choice by what it expects to earn this round (bot-odds.ts):
// it places where the odds pay more than the spot costs, loads and launches ships to favour its
// own shares, steers as a pilot and boards as a pirate when that pays, and bids for the harbour
// master only while the post is cheap. It mortgages only to place where the loan pays for itself
// (15 to repay for 12 lent). Every answer is built from the legal templates, so it is legal by
// construction; the tests check that over many random states.

/**
 * What the harbour master's post is worth to the bot: the first pick of spots, the loading, a
 * share. Set by playing one seat against three copies of the bot, 300-400 games each (a seat
 * alike wins 25%): bidding up to 4 against copies bidding 8 won 6%, up to 10 against 14 won
 * 17%; against copies bidding 16, up to 20 won 14% and up to 12 won 28%. 16 holds its own.
 */
const HARBOUR_MASTER_WORTH = 16;
/** Cash the bot keeps back when buying a share, so it can still place its accomplices. */
const PLACEMENT_RESERVE = 10;
/** A placement must promise at least this much over its cost, or the bot stops placing this round. */
const MIN_PLACEMENT_EDGE = 0.25;

export const manilaBot: Bot<ManilaView, ManilaCommand> = {
  // Passing declines a bid, a share, a placement, a pilot's or a pirate's turn: nothing is spent.
  safe: ['pass'],
  choose: (view, legal, seat) => choose(view, legal, seat),
};

function choose(view: ManilaView, legal: readonly LegalTemplate[], seat: Seat): ManilaCommand {
  switch (view.phase.kind) {
    case 'auction':
      return bid(view, legal, seat);
    case 'buy-share':
      return buyShare(view, legal, seat);
    case 'launch':
      return launch(view, legal, seat);
    case 'placement':
      return place(view, legal, seat);
    case 'boarding':
      return board(view, legal, seat);
    case 'pilot':
      return pilot(view, legal, seat, view.phase.pilot);
    case 'plunder':
      return sendPlundered(view, legal, seat);
    default:
      throw new Error(`the Manila bot was asked to act in phase ${view.phase.kind}, where nobody acts`);
  }
}

/** Outbid only while the post costs less than it is worth, and never beyond the cash in hand. */
function bid(view: ManilaView, legal: readonly LegalTemplate[], seat: Seat): ManilaCommand {
  if (view.phase.kind !== 'auction' || templatesOf(legal, 'bid').length === 0) return { type: 'pass' };
  const amount = view.phase.highBid + 1;
  const limit = Math.min(HARBOUR_MASTER_WORTH, view.players[seat].cash - PLACEMENT_RESERVE);
  return amount <= limit ? { type: 'bid', amount } : { type: 'pass' };
}

/**
 * Buy the share that should gain most by the next rise (the harbour master can then load that
 * good and start its ship ahead), keeping enough cash to place.
 */
function buyShare(view: ManilaView, legal: readonly LegalTemplate[], seat: Seat): ManilaCommand {
  const cash = view.players[seat].cash;
  let best: { good: Good; gain: number } | null = null;
  for (const { good } of commandsOf(legal, 'buy-share')) {
    const step = view.priceOf[good].step;
    const price = sharePrice(step);
    if (cash - price < PLACEMENT_RESERVE) continue;
    const gain = PRICE_TRACK[Math.min(TOP_PRICE_STEP, step + 1)] - price;
    if (gain >= 0 && (!best || gain > best.gain)) best = { good, gain };
  }
  return best ? { type: 'buy-share', good: best.good } : { type: 'pass' };
}

/** Of the 100 loadings, the one whose round promises most: the shares' rises plus the bot's first placement. */
function launch(view: ManilaView, legal: readonly LegalTemplate[], seat: Seat): ManilaCommand {
  const outlook = placementOutlook(view, seat);
  let best: { command: ManilaCommand; value: number } | null = null;
  for (const command of commandsOf(legal, 'launch')) {
    const board: BoardState = {
      ...view.board,
      ships: command.ships.map((s) => ({
        good: s.good,
        position: s.start,
        crew: SHIP_SEAT_COSTS[s.good].map(() => null),
        berth: null,
        plundered: false,
      })),
    };
    const base = expectedGain(board, outlook);
    // The first placement is weighed on the ships alone: the board is otherwise empty, so
    // the harbour's and shipyard's odds follow the ships', and this keeps a launch to a few ms.
    const value =
      base +
      Math.max(
        0,
        ...command.ships.flatMap((s) =>
          placementEdge(board, `ship-${s.good}`, seat, outlook, base, view.players[seat].cash),
        ),
      );
    if (!best || value > best.value) best = { command, value };
  }
  return best ? best.command : { type: 'pass' };
}

function place(view: ManilaView, legal: readonly LegalTemplate[], seat: Seat): ManilaCommand {
  const outlook = placementOutlook(view, seat);
  const base = expectedGain(view.board, outlook);
  let best: { spot: SpotId; edge: number } | null = null;
  for (const { spot } of commandsOf(legal, 'place')) {
    for (const edge of placementEdge(view.board, spot, seat, outlook, base, view.players[seat].cash)) {
      const worth = spot.startsWith('pilot') ? edge + pilotWorth(view, seat, spot) : edge;
      if (!best || worth > best.edge) best = { spot, edge: worth };
    }
  }
  const bar = Math.max(MIN_PLACEMENT_EDGE, best ? best.edge : -Infinity);
  const loan = mortgageToPlace(view, legal, seat, outlook, base, bar);
  if (loan) return loan;
  return best && best.edge >= MIN_PLACEMENT_EDGE ? { type: 'place', spot: best.spot } : { type: 'pass' };
}

/**
 * A loan costs 3 in the end (12 lent, 15 to repay, the share still counted), so when a spot the
 * bot cannot pay for would still beat every spot it can after that cost, it mortgages its least
 * valuable share first and is asked again. Without this a bot with no cash would pass forever.
 */
function mortgageToPlace(
  view: ManilaView,
  legal: readonly LegalTemplate[],
  seat: Seat,
  outlook: Outlook,
  base: number,
  bar: number,
): ManilaCommand | null {
  const goods = commandsOf(legal, 'mortgage').map((c) => c.good);
  if (goods.length === 0) return null;
  const cash = view.players[seat].cash;
  const worthIt = SPOT_IDS.some((spot) => {
    const placed = withAccomplice(view.board, spot, seat);
    if (!placed || placed.cost <= cash || placed.cost > cash + MORTGAGE_LOAN) return false;
    const pilot = spot.startsWith('pilot') ? pilotWorth(view, seat, spot) : 0;
    return expectedGain(placed.board, outlook) - base - placed.cost + pilot - (REDEEM_COST - MORTGAGE_LOAN) > bar;
  });
  if (!worthIt) return null;
  const cheapest = goods.reduce((a, b) => (view.priceOf[b].step < view.priceOf[a].step ? b : a));
  return { type: 'mortgage', good: cheapest };
}

/** Others place on about as many of the free spots as they have accomplices left, spread evenly. */
function placementOutlook(view: ManilaView, seat: Seat): Outlook {
  const others = view.players
    .filter((p) => p.seat !== seat && !p.stoppedPlacing)
    .reduce((n, p) => n + p.accomplicesLeft, 0);
  const free = SPOT_IDS.reduce((n, spot) => n + freeCount(view.board, spot), 0);
  return outlookOf(view, seat, free === 0 ? 0 : Math.min(1, others / free));
}

/**
 * What placing on `spot` adds to the seat's expected earnings, net of its price (insurance pays
 * 10 at once). Empty when the spot is full. A stowaway pays what cash it has.
 */
function placementEdge(
  board: BoardState,
  spot: SpotId,
  seat: Seat,
  outlook: Outlook,
  base: number,
  cash: number,
): number[] {
  const placed = withAccomplice(board, spot, seat);
  if (!placed) return [];
  const price = Math.min(cash, placed.cost);
  const bonus = spot === 'insurance' ? INSURANCE_PAYS_AT_ONCE : 0;
  return [expectedGain(placed.board, outlook) - base - price + bonus];
}

/**
 * A pilot's worth is known only once two rolls are done (the pilots act before the third):
 * then it is the best move's gain. Earlier it counts for nothing, so a pilot is rarely bought blind.
 */
function pilotWorth(view: ManilaView, seat: Seat, spot: SpotId): number {
  if (view.board.rollsDone < 2) return 0;
  const kind = spot === 'pilot-small' ? 'small' : 'large';
  const outlook = outlookOf(view, seat, 0);
  const base = expectedGain(view.board, outlook);
  return Math.max(
    0,
    ...pilotMoves(view.board, kind).map((moves) => pilotGain(view.board, kind, moves, outlook) - base),
  );
}

function board(view: ManilaView, legal: readonly LegalTemplate[], seat: Seat): ManilaCommand {
  const outlook = outlookOf(view, seat, 0);
  let best: { command: ManilaCommand; value: number } = {
    command: { type: 'pass' },
    value: expectedGain(view.board, outlook),
  };
  for (const command of commandsOf(legal, 'board')) {
    const pirates: BoardState['pirates'] =
      view.board.pirates[0] === seat ? [view.board.pirates[1], null] : [view.board.pirates[0], null];
    const ships = view.board.ships.map((s) => (s.good === command.good ? boarded(s, seat, command.replace) : s));
    const value = expectedGain({ ...view.board, ships, pirates }, outlook);
    if (value > best.value) best = { command, value };
  }
  return best.command;
}

function boarded(ship: ShipState, seat: Seat, replace: number | undefined): ShipState {
  const index = replace ?? ship.crew.indexOf(null);
  return { ...ship, crew: ship.crew.map((c, i) => (i === index ? seat : c)) };
}

function pilot(view: ManilaView, legal: readonly LegalTemplate[], seat: Seat, kind: 'small' | 'large'): ManilaCommand {
  const outlook = outlookOf(view, seat, 0);
  let best: { command: ManilaCommand; value: number } = {
    command: { type: 'pass' },
    value: expectedGain(view.board, outlook),
  };
  for (const command of commandsOf(legal, 'pilot')) {
    const value = pilotGain(view.board, kind, command.moves, outlook);
    if (value > best.value) best = { command, value };
  }
  return best.command;
}

function pilotMoves(b: BoardState, kind: 'small' | 'large'): PilotMoveOrder[] {
  const singles = kind === 'small' ? [-1, 1] : [-2, -1, 1, 2];
  const out: PilotMoveOrder[] = [];
  for (const ship of b.ships) for (const delta of singles) out.push([{ good: ship.good, delta }]);
  return out;
}

/** The seat's expected earnings once a pilot's moves are made; an impossible move counts as none. */
function pilotGain(b: BoardState, kind: 'small' | 'large', moves: PilotMoveOrder, outlook: Outlook): number {
  const resolved = resolvePilot(b, kind, moves);
  if (typeof resolved === 'string') return -Infinity;
  const ships = b.ships.map((s) => {
    const m = resolved.find((x) => x.good === s.good);
    if (!m) return s;
    return { ...s, position: m.to, berth: m.docked ? { place: 'harbour' as const, slot: m.docked } : s.berth };
  });
  return expectedGain({ ...b, ships }, { ...outlook, rolls: 1 });
}

/**
 * Where the captain sends a plundered ship: to the harbour if the next harbour payoff or the
 * good's rise is worth more to the bot than the next shipyard payoff (less any repairs it owes).
 */
function sendPlundered(view: ManilaView, legal: readonly LegalTemplate[], seat: Seat): ManilaCommand {
  const outlook = outlookOf(view, seat, 0);
  const b = view.board;
  let best: { command: ManilaCommand; value: number } | null = null;
  for (const command of commandsOf(legal, 'send-plundered')) {
    const slot = nextFreeBerth(b, command.to);
    if (!slot) continue;
    let value = 0;
    if (command.to === 'harbour') {
      value += outlook.arrivalWorth[command.good];
      if (b.harbour[slot] === seat) value += HARBOUR_PAYS[slot];
    } else {
      if (b.shipyard[slot] === seat) value += SHIPYARD_PAYS[slot];
      if (b.insurance === seat) value -= SHIPYARD_PAYS[slot];
    }
    if (!best || value > best.value) best = { command, value };
  }
  return best ? best.command : { type: 'pass' };
}

/** The concrete commands of one kind that the templates offer. */
function commandsOf<T extends ManilaCommand['type']>(
  legal: readonly LegalTemplate[],
  type: T,
): Extract<ManilaCommand, { type: T }>[] {
  return expandLegal(templatesOf(legal, type)) as unknown as Extract<ManilaCommand, { type: T }>[];
}

/** How many accomplices a spot still takes. */
function freeCount(b: BoardState, spot: SpotId): number {
  const p = parseSpot(spot);
  switch (p.kind) {
    case 'ship': {
      const ship = b.ships.find((s) => s.good === p.good);
      return ship?.berth === null ? ship.crew.filter((c) => c === null).length : 0;
    }
    case 'harbour':
      return b.harbour[p.slot] === null ? 1 : 0;
    case 'shipyard':
      return b.shipyard[p.slot] === null ? 1 : 0;
    case 'pirate':
      return b.pirates.filter((x) => x === null).length;
    case 'pilot':
      return b.pilots[p.pilot] === null ? 1 : 0;
    case 'insurance':
      return b.insurance === null ? 1 : 0;
  }
}

/** The board with the seat's accomplice on `spot`, and the printed price, or null when the spot is full. */
function withAccomplice(b: BoardState, spot: SpotId, seat: Seat): { board: BoardState; cost: number } | null {
  const p = parseSpot(spot);
  switch (p.kind) {
    case 'ship': {
      const ship = b.ships.find((s) => s.good === p.good);
      const index = ship?.berth === null ? ship.crew.indexOf(null) : -1;
      if (!ship || index < 0) return null;
      const ships = b.ships.map((s) =>
        s === ship ? { ...s, crew: s.crew.map((c, i) => (i === index ? seat : c)) } : s,
      );
      return { board: { ...b, ships }, cost: SHIP_SEAT_COSTS[p.good][index] };
    }
    case 'harbour':
      return b.harbour[p.slot] === null
        ? { board: { ...b, harbour: { ...b.harbour, [p.slot]: seat } }, cost: fixedSpotCost(p) }
        : null;
    case 'shipyard':
      return b.shipyard[p.slot] === null
        ? { board: { ...b, shipyard: { ...b.shipyard, [p.slot]: seat } }, cost: fixedSpotCost(p) }
        : null;
    case 'pirate': {
      const index = b.pirates.indexOf(null);
      if (index < 0) return null;
      const pirates: BoardState['pirates'] = index === 0 ? [seat, b.pirates[1]] : [b.pirates[0], seat];
      return { board: { ...b, pirates }, cost: fixedSpotCost(p) };
    }
    case 'pilot':
      return b.pilots[p.pilot] === null
        ? { board: { ...b, pilots: { ...b.pilots, [p.pilot]: seat } }, cost: fixedSpotCost(p) }
        : null;
    case 'insurance':
      return b.insurance === null ? { board: { ...b, insurance: seat }, cost: fixedSpotCost(p) } : null;
  }
}

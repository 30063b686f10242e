import type { Bot as CoreBot } from '../../core/bot.js';
import {
  countLegal,
  expandLegal,
  isChoice,
  isRange,
  matchesLegal,
  nthLegal,
  type LegalTemplate,
} from '../../core/legal.js';
import type { RandomSource, Seat } from '../../core/types.js';
import { DISTANCES, NOTES, SHIPS } from './data.js';
import type { PortId } from './data-types.js';
import { LONDON, NOTE_IDS, noteIdx, otherEnd, route, shipData } from './constants.js';
import { legalCommands, toAct } from './legal.js';
import {
  type Holdings,
  activeShips,
  cargo,
  freeCapacity,
  inDebt,
  pawnedNotesAt,
  portOf,
  routeIdsFrom,
  ship,
} from './rules.js';
import type { FreightCommand, FreightState } from './types.js';
import type { FreightView } from './view.js';

// Bots for simulations, benchmarks and, later, absent players. Both only ever send a command
// the legal templates list.

export type Bot = (s: FreightState, seat: Seat) => FreightCommand;

const ANY_TIME = new Set(['resign', 'proposeEnd', 'agreeEnd', 'declineEnd']);

/**
 * Pawning and redeeming (goods or ships) move money and nothing else. Drawn uniformly, they were
 * three commands in ten of a random player's: a note pawned and bought back again and again, the
 * difference paid each time, so 4-player games ran 176 rounds (1,474 commands) with almost one
 * bankruptcy each. Taken one time in MONEY_ODDS when anything else is legal (in debt they are
 * often all there is), games run 112 rounds (about 1,000 commands) with 0.34 bankruptcies
 * (`npm run sim -- --game who-rules-the-sea --players 4 --bots random`, 300 games).
 */
const MONEY_MOVES = new Set(['pawnNote', 'redeemNote', 'pawnShip', 'redeemShip']);
const MONEY_ODDS = 10;

/**
 * The random bot of components 7.3: a uniformly chosen legal command, except that an extra roll
 * is taken four times in five, a port phase ends (by sailing or "done") one time in three, so
 * ships do not idle, and pawning or redeeming is taken one time in ten when anything else is
 * legal. Like the reference simulation's, it never resigns or votes.
 */
export function randomBot(random: RandomSource): Bot {
  return (s, seat) => {
    // One pass over the legal list, sorted into the port phase's ends, money moves and the rest (in list order).
    const ending: LegalTemplate[] = [];
    const money: LegalTemplate[] = [];
    const rest: LegalTemplate[] = [];
    let rollAgain: LegalTemplate | undefined;
    let stop: LegalTemplate | undefined;
    for (const t of legalCommands(s, seat) as LegalTemplate[]) {
      if (ANY_TIME.has(t.type)) continue;
      if (t.type === 'sail' || t.type === 'endPortPhase') ending.push(t);
      else if (MONEY_MOVES.has(t.type)) money.push(t);
      else rest.push(t);
      if (t.type === 'roll') rollAgain ??= t;
      else if (t.type === 'stop') stop ??= t;
    }
    if (stop && rollAgain) return (random.int(1, 5) <= 4 ? rollAgain : stop) as FreightCommand;
    const others = ending.length + rest.length > 0;
    if (money.length > 0 && (!others || random.int(1, MONEY_ODDS) === 1)) return pick(money, random);
    const pool = ending.length > 0 && (rest.length === 0 || random.int(1, 3) === 1) ? ending : rest;
    return pick(pool, random);
  };
}

/**
 * Uniform over the commands the templates stand for, without listing them: nthLegal(pool,
 * random.int(0, countLegal(pool) - 1)), the same command for the same draw. The random bot makes
 * one choice per command of every benchmark game, and this game's templates are flat (strings,
 * choices and ranges side by side), so they are counted and the command built here; a template
 * of any other shape goes to core.
 */
function pick(pool: LegalTemplate[], random: RandomSource): FreightCommand {
  let total = 0;
  for (const t of pool) {
    const n = flatCount(t);
    if (n < 0) return nthLegal(pool, random.int(0, countLegal(pool) - 1)) as FreightCommand;
    total += n;
  }
  let i = random.int(0, total - 1);
  for (const t of pool) {
    const n = flatCount(t);
    if (i < n) return flatNth(t, i) as FreightCommand;
    i -= n;
  }
  throw new RangeError(`legal command ${i} of ${total}`);
}

/** How many commands a flat template stands for, or -1 when it is not flat. */
function flatCount(t: LegalTemplate): number {
  if (t.$sums) return -1;
  let n = 1;
  for (const key in t) {
    const v = t[key];
    if (typeof v !== 'object' || v === null) continue;
    if (isChoice(v)) n *= v.$oneOf.length;
    else if (isRange(v)) n *= v.$max - v.$min + 1;
    else return -1;
  }
  return n;
}

/** The i-th command of a flat template, fields in its order, the last choice varying fastest (as nthLegal). */
function flatNth(t: LegalTemplate, i: number): Record<string, unknown> {
  const keys = Object.keys(t);
  const out: Record<string, unknown> = {};
  const picks: unknown[] = new Array(keys.length);
  let rest = i;
  for (let k = keys.length - 1; k >= 0; k--) {
    const v = t[keys[k]];
    if (isChoice(v)) {
      picks[k] = v.$oneOf[rest % v.$oneOf.length];
      rest = Math.floor(rest / v.$oneOf.length);
    } else if (isRange(v)) {
      const n = v.$max - v.$min + 1;
      picks[k] = v.$min + (rest % n);
      rest = Math.floor(rest / n);
    } else picks[k] = v;
  }
  for (let k = 0; k < keys.length; k++) out[keys[k]] = picks[k];
  return out;
}

/** Money a greedy bot keeps back for pirates, canal dues and cards. */
const RESERVE = 300;

/**
 * What the greedy bot reads, all of it public: the seats' money, the ships, where each note is,
 * the round, the turn and the ship on auction. A seat's view has these fields (boardOf), and so
 * has the state, which the simulations hand it directly for speed; either way it cannot read the
 * chance pile or another seat's sealed bid.
 */
export type Board = Holdings & Pick<FreightState, 'round' | 'phase'> & { auction: { ship: string } | null };

/** The board as a seat sees it: the view lists notes by id, the state by the components' order. */
export function boardOf(v: FreightView): Board {
  return {
    players: v.players,
    ships: v.ships,
    notes: NOTE_IDS.map((id) => v.notes[id]),
    round: v.round,
    phase: v.phase,
    auction: v.auction,
  };
}

/**
 * The greedy bot of components 7.2: it fills holds with the best margin per ton, plans the next
 * port by margin per step, buys ships in London when rich, and insures if it is an insurer
 * (the simulations make 70% of bots insurers). It always takes extra rolls, raises money only
 * when in debt (pawning goods before selling a ship), and never resigns or votes while it has
 * anything else to do.
 */
export function greedyChoice(
  board: Board,
  legal: readonly LegalTemplate[],
  seat: Seat,
  insures: boolean,
): FreightCommand {
  // Only a seat with a move of its own to make has a plan to follow (in a state caught in the
  // middle of a decision, the turn may still name a seat that has just left).
  const wanted = legal.some((t) => !ANY_TIME.has(t.type)) ? choose(board, seat, legal, insures) : null;
  if (wanted && matchesLegal(legal, wanted)) return wanted;
  return fallback(legal);
}

/** The greedy bot for the simulations and tests, which hold the state: the same choice as from the seat's view. */
export function greedyBot(opts: { insures: boolean }): Bot {
  return (s, seat) => greedyChoice(s, legalCommands(s, seat), seat, opts.insures);
}

/**
 * The house player (engine/core/bot.ts) for a seat that times out or is played by the table:
 * the greedy bot as an insurer (insurance returns more than it costs, components 7.1), from the
 * seat's view and legal templates only. It is deterministic, so it never draws from `random`.
 * In a sealed-bid auction each bidder asked gets its own bid from its own cash.
 */
export const freightBot: CoreBot<FreightView, FreightCommand> = {
  // No bid, no ships bought, no extra roll risked, the port left with nothing bought; at sea the roll is forced.
  safe: ['passBid', 'declineShips', 'stop', 'endPortPhase', 'roll'],
  choose: (view, legal, seat) => greedyChoice(boardOf(view), legal, seat, true),
};

/**
 * A legal command when the greedy plan is not among the templates. A seat with nothing but the
 * commands open at any time (asked out of turn) votes rather than resigns: it proposes the end,
 * or withdraws its agreement to an open proposal, which anyone may undo.
 */
function fallback(legal: readonly LegalTemplate[]): FreightCommand {
  const order = [
    'roll',
    'sail',
    'endPortPhase',
    'declineShips',
    'passBid',
    'buyShips',
    'pawnNote',
    'sellShip',
    'buyShip',
    'redeemShip',
  ];
  for (const type of order) {
    const t = legal.find((x) => x.type === type);
    if (t) return expandLegal([t])[0] as FreightCommand;
  }
  const main = legal.filter((t) => !ANY_TIME.has(t.type));
  if (main.length) return expandLegal([main[0]])[0] as FreightCommand;
  for (const type of ['proposeEnd', 'declineEnd', 'agreeEnd'])
    if (legal.some((t) => t.type === type)) return { type } as FreightCommand;
  // Nothing legal but resigning, or nothing at all (a seat that has left, which botMove never
  // asks for): the house never resigns a seat, so it answers a vote that decide will refuse.
  return { type: 'proposeEnd' };
}

const dist = (a: PortId, b: PortId) => DISTANCES[a][b];
const margin = (n: string) => NOTES[noteIdx(n)].sale - NOTES[noteIdx(n)].purchase;

/** What carrying a note from `from` to `via` is worth: its margin on delivery there, a share of it for progress toward its port. */
function gain(n: string, from: PortId, via: PortId, steps: number): number {
  const to = NOTES[noteIdx(n)].to;
  if (to === via) return margin(n);
  const before = dist(from, to);
  const after = dist(via, to);
  return after < before ? (margin(n) * steps) / before : 0;
}

/**
 * What lies ahead at and beyond a port: a share of the margins still in the piles, nearer ones
 * counting more, so that ships with nothing to carry head for the goods that are left.
 */
function prospect(s: Board, via: PortId): number {
  let total = 0;
  NOTE_IDS.forEach((n, i) => {
    if (s.notes[i].loc.at !== 'pile') return;
    total += (margin(n) * 0.3 * 8) / (8 + dist(via, NOTES[i].from));
  });
  return total / 15;
}

interface Plan {
  route: string;
  load: string[];
  score: number;
}

/** The best route out of the ship's port with the notes worth loading for it. */
function plan(s: Board, id: string, port: PortId, budget: number): Plan {
  const aboard = cargo(s, id);
  let best: Plan | null = null;
  for (const r of routeIdsFrom(port)) {
    const via = otherEnd(route(r), port);
    const steps = route(r).squares.length + 1;
    let score = aboard.reduce((n, x) => n + gain(x, port, via, steps), 0);
    let room = freeCapacity(s, id);
    let cash = budget;
    const load: string[] = [];
    const candidates = NOTE_IDS.filter(
      (n, i) => NOTES[i].from === port && s.notes[i].loc.at === 'pile' && gain(n, port, via, steps) > 0,
    ).sort(
      (a, b) =>
        gain(b, port, via, steps) / NOTES[noteIdx(b)].weight - gain(a, port, via, steps) / NOTES[noteIdx(a)].weight,
    );
    for (const n of candidates) {
      const d = NOTES[noteIdx(n)];
      if (d.weight <= room && d.purchase <= cash) {
        load.push(n);
        room -= d.weight;
        cash -= d.purchase;
        score += gain(n, port, via, steps);
      }
    }
    const perStep = (score + prospect(s, via)) / steps;
    if (!best || perStep > best.score) best = { route: r, load, score: perStep };
  }
  if (!best) throw new Error(`no route leaves ${port}`);
  return best;
}

/**
 * The route the greedy bot sails a ship on out of `port` when it loads nothing there: the same
 * weighing as in port (plan), with no money to buy. Its house player sets "sail on" orders by it.
 */
export function emptySailingRoute(s: Board, id: string, port: PortId): string {
  return plan(s, id, port, 0).route;
}

function choose(s: Board, seat: Seat, legal: readonly LegalTemplate[], insures: boolean): FreightCommand | null {
  const has = (type: string) => legal.some((t) => t.type === type);
  const cash = s.players[seat].cash;
  if (has('passBid')) {
    if (!s.auction) return { type: 'passBid' };
    const worth = Math.floor((shipData(s.auction.ship).price * 0.6) / 10);
    const most = Math.floor((cash - 1500) / 10);
    const tens = Math.min(worth, most);
    return tens >= 1 ? { type: 'bid', tens } : { type: 'passBid' };
  }
  if (has('buyShips')) {
    // One ship as large as leaves money for a hold's worth of London goods.
    const ship = SHIPS.filter(
      (x) => legal.some((t) => matchesLegal([t], { type: 'buyShips', ships: [x.id] })) && x.price <= cash - 2200,
    )
      .sort((a, b) => b.capacity - a.capacity)
      .at(0);
    return ship ? { type: 'buyShips', ships: [ship.id] } : null;
  }
  const ph = s.phase;
  if (ph.kind !== 'turn' || ph.seat !== seat) return null;
  const a = ph.active;
  if (a?.stage === 'extra') return { type: 'roll', ship: a.ship };
  if (a?.stage === 'after-loss') {
    const must = activeShips(s, seat).length === 0;
    const affordable = SHIPS.filter((x) => ship(s, x.id).owner === null && x.price <= cash - (must ? 0 : 2500)).sort(
      (x, y) => y.capacity - x.capacity,
    );
    const pick =
      affordable.find((x) => x.price <= cash - 1200) ?? (must ? affordable[affordable.length - 1] : undefined);
    return pick ? { type: 'buyShip', ship: a.ship, target: pick.id } : { type: 'declineShips', ship: a.ship };
  }
  const id = a?.ship ?? ph.todo.find((x) => ship(s, x).loc.at === 'sea') ?? ph.todo[0];
  if (!id) return null;
  if (ship(s, id).loc.at === 'sea') return { type: 'roll', ship: id };
  const port = portOf(s, id);
  // Not reached: a ship whose ship-turn is due or under way lies active in port when not at sea.
  if (port === null) return null;
  return portAction(s, seat, id, port, a?.mustSail ?? !ph.opening, ph.opening, insures);
}

function portAction(
  s: Board,
  seat: Seat,
  id: string,
  port: PortId,
  mustSail: boolean,
  opening: boolean,
  insures: boolean,
): FreightCommand {
  const cash = s.players[seat].cash;
  if (inDebt(s, seat)) {
    const notes = cargo(s, id)
      .filter((n) => NOTES[noteIdx(n)].to !== port)
      .sort((a, b) => margin(a) - margin(b));
    const other = activeShips(s, seat)
      .flatMap((x) => (portOf(s, x) === port ? cargo(s, x) : []))
      .filter((n) => NOTES[noteIdx(n)].to !== port);
    const note = notes[0] ?? other[0];
    if (note) return { type: 'pawnNote', ship: id, note };
    const empty = activeShips(s, seat).filter((x) => portOf(s, x) === port && cargo(s, x).length === 0);
    return { type: 'sellShip', ship: id, target: empty.find((x) => x !== id) ?? empty.at(0) ?? id };
  }
  for (const n of pawnedNotesAt(s, seat, port)) {
    const d = NOTES[noteIdx(n)];
    if (d.redemptionValue + RESERVE <= cash && d.weight <= freeCapacity(s, id))
      return { type: 'redeemNote', ship: id, note: n };
  }
  if (!opening && port === LONDON && s.round >= 2 && activeShips(s, seat).length < 3) {
    const big = SHIPS.filter((x) => ship(s, x.id).owner === null && x.price + 3000 <= cash)
      .sort((a, b) => b.capacity - a.capacity)
      .at(0);
    if (big) return { type: 'buyShip', ship: id, target: big.id };
  }
  if (insures && !ship(s, id).insured && shipData(id).insuranceFee + RESERVE <= cash)
    return { type: 'insureShip', ship: id };
  const p = plan(s, id, port, cash - RESERVE);
  if (p.load.length) return { type: 'buyNote', ship: id, note: p.load[0] };
  if (insures) {
    const bare = cargo(s, id).find(
      (n) => !s.notes[noteIdx(n)].insured && NOTES[noteIdx(n)].insuranceFee + RESERVE <= cash,
    );
    if (bare) return { type: 'insureNote', ship: id, note: bare };
  }
  return mustSail ? { type: 'sail', ship: id, route: p.route } : { type: 'endPortPhase', ship: id };
}

/** Who the bots play for next: the seat to act (the first bidder still to bid in an auction). */
export function nextSeat(s: FreightState): Seat | undefined {
  return toAct(s)[0];
}

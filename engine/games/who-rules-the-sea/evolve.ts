import { STARTING_CASH } from './data.js';
import { NOTE_IDS, SHIP_IDS, noteIdx, shipIdx, startPos } from './constants.js';
import { applyMoney } from './money.js';
import type { FreightEvent, FreightState, NoteState, Phase, ShipState, ShipTurn } from './types.js';

export function initialState(): FreightState {
  return {
    status: 'new',
    seats: 0,
    options: { voyage: 'standard' },
    order: [],
    round: 0,
    players: [],
    ships: SHIP_IDS.map(() => ({ owner: null, loc: { at: 'docks' }, insured: false, missTurns: 0, claims: [] })),
    notes: NOTE_IDS.map(() => ({ loc: { at: 'pile' }, insured: false })),
    pile: null,
    drawn: 0,
    lastCard: null,
    phase: { kind: 'setup' },
    auction: null,
    endVote: null,
    exhaustedRound: null,
    leavers: 0,
    endReason: null,
  };
}

function setShip(s: FreightState, id: string, f: (x: ShipState) => ShipState): ShipState[] {
  const ships = s.ships.slice();
  const i = shipIdx(id);
  ships[i] = f(ships[i]);
  return ships;
}

function setNotes(notes: NoteState[], ids: readonly string[], f: (n: NoteState) => NoteState): NoteState[] {
  if (ids.length === 0) return notes;
  const next = notes.slice();
  for (const id of ids) {
    const i = noteIdx(id);
    next[i] = f(next[i]);
  }
  return next;
}

const retire = (): NoteState => ({ loc: { at: 'retired' }, insured: false });
const docked = (): ShipState => ({ owner: null, loc: { at: 'docks' }, insured: false, missTurns: 0, claims: [] });

type TurnPhase = Extract<Phase, { kind: 'turn' }>;

// Field-by-field copies instead of spreads: phases, ship-turns and ships come in several shapes,
// which makes a spread take its slow path, and a fold makes one state per event.

function turn(ph: TurnPhase, c: Partial<TurnPhase>): TurnPhase {
  return {
    kind: 'turn',
    opening: ph.opening,
    seat: ph.seat,
    todo: c.todo ?? ph.todo,
    played: c.played ?? ph.played,
    fresh: c.fresh ?? ph.fresh,
    active: c.active !== undefined ? c.active : ph.active,
  };
}

function shipTurn(a: ShipTurn, c: Partial<ShipTurn>): ShipTurn {
  return {
    ship: a.ship,
    stage: c.stage ?? a.stage,
    mustSail: c.mustSail ?? a.mustSail,
    extraRolls: c.extraRolls ?? a.extraRolls,
  };
}

function shipWith(x: ShipState, c: Partial<ShipState>): ShipState {
  return {
    owner: c.owner !== undefined ? c.owner : x.owner,
    loc: c.loc ?? x.loc,
    insured: c.insured ?? x.insured,
    missTurns: c.missTurns ?? x.missTurns,
    claims: c.claims ?? x.claims,
  };
}

/** The phase with the ship-turn under way changed (a no-op outside a turn). */
function withActive(ph: Phase, f: (a: ShipTurn | null) => ShipTurn | null): Phase {
  return ph.kind === 'turn' ? turn(ph, { active: f(ph.active) }) : ph;
}

/** A ship leaves this turn's plan: pawned, sold or auctioned before (or during) its ship-turn. */
function dropFromTurn(ph: Phase, id: string): Phase {
  if (ph.kind !== 'turn') return ph;
  return turn(ph, { todo: ph.todo.filter((x) => x !== id), fresh: ph.fresh.filter((x) => x !== id) });
}

/**
 * Per event type, the fields of the state it changes: one small function each rather than one
 * switch over forty cases, since a fold calls evolve thousands of times.
 */
type Handlers = {
  [T in FreightEvent['type']]: (s: FreightState, e: Extract<FreightEvent, { type: T }>) => Partial<FreightState>;
};

const handlers: Handlers = {
  GameStarted: (s, e) => ({
    status: 'playing',
    seats: e.seats,
    options: { voyage: e.options.voyage },
    players: Array.from({ length: e.seats }, () => ({ cash: STARTING_CASH, debt: 0, left: null })),
    notes: setNotes(s.notes, e.retired, retire),
    pile: e.pile ? [...e.pile] : null,
  }),
  StartRolled: (_s, e) => ({ order: [...e.order] }),
  OpeningShipsTurn: (_s, e) => ({ phase: { kind: 'opening-ships', seat: e.seat } }),
  ShipBought: (s, e) => {
    const ph = s.phase;
    return {
      players: applyMoney(s.players, e.payments),
      ships: setShip(s, e.ship, () => ({
        owner: e.seat,
        loc: { at: 'port', port: 'LON', pawned: false },
        insured: false,
        missTurns: 0,
        claims: [],
      })),
      phase: ph.kind === 'turn' && !e.opening ? turn(ph, { fresh: [...ph.fresh, e.ship] }) : ph,
    };
  },
  TurnStarted: (_s, e) => ({
    round: e.round,
    phase: { kind: 'turn', opening: e.opening, seat: e.seat, todo: [...e.ships], played: [], fresh: [], active: null },
  }),
  ShipTurnSkipped: (s, e) => {
    const ph = s.phase;
    return {
      ships: setShip(s, e.ship, (x) => shipWith(x, { missTurns: e.missTurnsLeft })),
      phase:
        ph.kind === 'turn'
          ? turn(ph, { todo: ph.todo.filter((x) => x !== e.ship), played: [...ph.played, e.ship] })
          : ph,
    };
  },
  TurnSkipped: () => ({}),
  ShipTurnBegan: (s, e) => {
    const ph = s.phase;
    if (ph.kind !== 'turn') return {};
    const stage = s.ships[shipIdx(e.ship)].loc.at === 'sea' ? 'moving' : 'port';
    return {
      phase: turn(ph, {
        todo: ph.todo.filter((x) => x !== e.ship),
        fresh: ph.fresh.filter((x) => x !== e.ship),
        active: { ship: e.ship, stage, mustSail: e.mustSail, extraRolls: 0 },
      }),
    };
  },
  ShipTurnEnded: (s, e) => {
    const ph = s.phase;
    if (ph.kind !== 'turn') return {};
    return { phase: turn(ph, { active: null, played: [...ph.played, e.ship] }) };
  },
  NoteBought: (s, e) => ({
    players: applyMoney(s.players, e.payments),
    notes: setNotes(s.notes, [e.note], () => ({ loc: { at: 'aboard', ship: e.ship }, insured: false })),
  }),
  NotesExhausted: (_s, e) => ({ exhaustedRound: e.round }),
  ShipInsured: (s, e) => ({
    players: applyMoney(s.players, e.payments),
    ships: setShip(s, e.ship, (x) => shipWith(x, { insured: true })),
  }),
  NoteInsured: (s, e) => ({
    players: applyMoney(s.players, e.payments),
    notes: setNotes(s.notes, [e.note], (n) => ({ loc: n.loc, insured: true })),
  }),
  NotePawned: (s, e) => ({
    players: applyMoney(s.players, e.payments),
    notes: setNotes(s.notes, [e.note], (n) => ({
      loc: { at: 'pawned', seat: e.seat, port: e.port },
      insured: n.insured,
    })),
  }),
  NoteRedeemed: (s, e) => ({
    players: applyMoney(s.players, e.payments),
    notes: setNotes(s.notes, [e.note], (n) => ({ loc: { at: 'aboard', ship: e.ship }, insured: n.insured })),
  }),
  ShipPawned: (s, e) => ({
    players: applyMoney(s.players, e.payments),
    ships: setShip(s, e.ship, (x) => shipWith(x, { loc: { at: 'port', port: e.port, pawned: true }, insured: false })),
    phase: dropFromTurn(s.phase, e.ship),
  }),
  ShipSold: (s, e) => ({
    players: applyMoney(s.players, e.payments),
    ships: setShip(s, e.ship, docked),
    phase: dropFromTurn(s.phase, e.ship),
  }),
  ShipRedeemed: (s, e) => {
    const ph = s.phase;
    const ships = setShip(s, e.ship, (x) =>
      x.loc.at === 'port' ? shipWith(x, { loc: { at: 'port', port: x.loc.port, pawned: false }, insured: false }) : x,
    );
    // R27: it gets its ship-turn in this turn if it has not had one.
    const again =
      ph.kind === 'turn' &&
      ph.seat === e.seat &&
      !ph.opening &&
      !ph.played.includes(e.ship) &&
      ph.active?.ship !== e.ship;
    return {
      players: applyMoney(s.players, e.payments),
      ships,
      phase: again ? turn(ph, { todo: [...ph.todo, e.ship] }) : ph,
    };
  },
  AuctionOpened: (s, e) => ({
    auction: {
      ship: e.ship,
      seller: e.seller,
      bidders: [...e.bidders],
      bids: s.players.map(() => null),
      in: s.players.map(() => false),
    },
    phase: dropFromTurn(s.phase, e.ship),
  }),
  BidSealed: (s, e) => {
    const a = s.auction;
    if (!a) return {};
    return {
      auction: {
        ...a,
        bids: a.bids.map((b, seat) => (seat === e.seat ? e.amount : b)),
        in: a.in.map((b, seat) => b || seat === e.seat),
      },
    };
  },
  AuctionClosed: (s, e) => ({
    auction: null,
    players: applyMoney(s.players, e.payments),
    ships: e.winner === null ? s.ships : setShip(s, e.ship, (x) => shipWith(x, { owner: e.winner, insured: false })),
  }),
  Sailed: (s, e) => ({
    ships: setShip(s, e.ship, (x) =>
      shipWith(x, { loc: { at: 'sea', route: e.route, pos: startPos(e.route, e.from), dest: e.to, from: e.from } }),
    ),
    phase: withActive(s.phase, (a) => a && shipTurn(a, { stage: 'moving' })),
  }),
  ShipMoved: (s, e) => ({
    ships: setShip(s, e.ship, (x) =>
      x.loc.at === 'sea'
        ? shipWith(x, { loc: { at: 'sea', route: x.loc.route, pos: e.to, dest: x.loc.dest, from: x.loc.from } })
        : x,
    ),
    phase:
      e.cause === 'extra'
        ? withActive(s.phase, (a) => a && shipTurn(a, { stage: 'moving', extraRolls: a.extraRolls + 1 }))
        : s.phase,
  }),
  ExtraRollOffered: (s) => ({ phase: withActive(s.phase, (a) => a && shipTurn(a, { stage: 'extra' })) }),
  ExtraRollDeclined: () => ({}),
  CardDrawn: (s, e) => ({ drawn: s.drawn + 1, lastCard: e.card }),
  EffectRolled: () => ({}),
  MoneyMoved: (s, e) => ({ players: applyMoney(s.players, e.payments) }),
  CargoLost: (s, e) => ({
    notes: setNotes(s.notes, e.notes, retire),
    ships: e.claims.length ? setShip(s, e.ship, (x) => shipWith(x, { claims: [...x.claims, ...e.claims] })) : s.ships,
  }),
  ShipTurnedBack: (s, e) => ({
    ships: setShip(s, e.ship, (x) =>
      x.loc.at === 'sea'
        ? shipWith(x, { loc: { at: 'sea', route: x.loc.route, pos: x.loc.pos, dest: e.dest, from: x.loc.from } })
        : x,
    ),
  }),
  TurnsMissed: (s, e) => ({ ships: setShip(s, e.ship, (x) => shipWith(x, { missTurns: x.missTurns + e.n })) }),
  ShipArrived: (s, e) => {
    let notes = s.notes;
    if (e.deliveries.length)
      notes = setNotes(
        notes,
        e.deliveries.map((d) => d.note),
        () => ({ loc: { at: 'delivered' }, insured: false }),
      );
    return {
      players: applyMoney(s.players, e.payments),
      notes,
      ships: setShip(s, e.ship, (x) =>
        shipWith(x, { loc: { at: 'port', port: e.port, pawned: false }, missTurns: 0, claims: [] }),
      ),
      phase: withActive(s.phase, (a) => (a?.ship === e.ship ? shipTurn(a, { stage: 'port', mustSail: false }) : a)),
    };
  },
  ShipLost: (s, e) => ({
    players: applyMoney(s.players, e.payments),
    notes: setNotes(s.notes, e.notes, retire),
    ships: setShip(s, e.ship, docked),
    phase: withActive(s.phase, (a) => (a?.ship === e.ship ? shipTurn(a, { stage: 'after-loss', mustSail: false }) : a)),
  }),
  ShipsDeclined: () => ({}),
  PlayerLeft: (s, e) => {
    const gone = new Set(e.ships);
    const leavers = s.leavers + 1;
    const players = s.players.map((p, seat) =>
      seat === e.seat ? { cash: 0, debt: 0, left: { reason: e.reason, order: leavers } } : p,
    );
    const auction = s.auction && (s.auction.seller === e.seat || gone.has(s.auction.ship)) ? null : s.auction;
    const endVote = s.endVote && { ...s.endVote, agreed: s.endVote.agreed.filter((x) => x !== e.seat) };
    return {
      players,
      leavers,
      ships: s.ships.map((x, i) => (gone.has(SHIP_IDS[i]) ? docked() : x)),
      notes: setNotes(s.notes, e.notes, retire),
      auction,
      endVote,
    };
  },
  EndProposed: (_s, e) => ({ endVote: { proposer: e.seat, agreed: [e.seat] } }),
  EndAgreed: (s, e) => (s.endVote ? { endVote: { ...s.endVote, agreed: [...s.endVote.agreed, e.seat] } } : {}),
  EndDeclined: () => ({ endVote: null }),
  GameEnded: (_s, e) => ({ status: 'over', phase: { kind: 'over' }, auction: null, endReason: e.reason }),
};

// decide folds each event it emits into the state the next step is decided on (core Tape), and
// its caller then folds the same events onto the same state to keep the result: every command
// was evolved twice. The last RECENT folds are remembered by identity (state and event objects
// are never changed once made), so the second fold of a decision's events finds each one. A fold
// of a stored log starts from a fresh initialState(), never matches, and pays one short scan.
const RECENT = 16;
const recentBefore: (FreightState | null)[] = new Array<FreightState | null>(RECENT).fill(null);
const recentEvent: (FreightEvent | null)[] = new Array<FreightEvent | null>(RECENT).fill(null);
const recentAfter: (FreightState | null)[] = new Array<FreightState | null>(RECENT).fill(null);
let recentNext = 0;
/** Where the next fold of a remembered sequence should be: the slot after the last one found. */
let recentHint = 0;

/** Pure and total: folding a log never rolls dice. */
export function evolve(s: FreightState, e: FreightEvent): FreightState {
  // A slot's three entries are written together, so a matching event and state always have their after.
  const hinted = recentAfter[recentHint];
  if (recentEvent[recentHint] === e && recentBefore[recentHint] === s && hinted !== null) {
    recentHint = (recentHint + 1) % RECENT;
    return hinted;
  }
  for (let i = 0; i < RECENT; i++) {
    const after = recentAfter[i];
    if (recentEvent[i] === e && recentBefore[i] === s && after !== null) {
      recentHint = (i + 1) % RECENT;
      return after;
    }
  }
  const next = put(s, (handlers[e.type] as (s: FreightState, e: FreightEvent) => Partial<FreightState>)(s, e));
  recentBefore[recentNext] = s;
  recentEvent[recentNext] = e;
  recentAfter[recentNext] = next;
  recentNext = (recentNext + 1) % RECENT;
  return next;
}

/**
 * The state with these fields changed. Written out field by field, not spread: states of
 * many shapes make a spread slow, and a fold makes one state per event.
 */
function put(s: FreightState, c: Partial<FreightState>): FreightState {
  return {
    status: c.status ?? s.status,
    seats: c.seats ?? s.seats,
    options: c.options ?? s.options,
    order: c.order ?? s.order,
    round: c.round ?? s.round,
    players: c.players ?? s.players,
    ships: c.ships ?? s.ships,
    notes: c.notes ?? s.notes,
    pile: c.pile !== undefined ? c.pile : s.pile,
    drawn: c.drawn ?? s.drawn,
    lastCard: c.lastCard !== undefined ? c.lastCard : s.lastCard,
    phase: c.phase ?? s.phase,
    auction: c.auction !== undefined ? c.auction : s.auction,
    endVote: c.endVote !== undefined ? c.endVote : s.endVote,
    exhaustedRound: c.exhaustedRound !== undefined ? c.exhaustedRound : s.exhaustedRound,
    leavers: c.leavers ?? s.leavers,
    endReason: c.endReason !== undefined ? c.endReason : s.endReason,
  };
}

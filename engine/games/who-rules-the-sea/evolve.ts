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

/** The phase with the ship-turn under way changed (a no-op outside a turn). */
function withActive(ph: Phase, f: (a: ShipTurn | null) => ShipTurn | null): Phase {
  return ph.kind === 'turn' ? { ...ph, active: f(ph.active) } : ph;
}

/** A ship leaves this turn's plan: pawned, sold or auctioned before (or during) its ship-turn. */
function dropFromTurn(ph: Phase, id: string): Phase {
  if (ph.kind !== 'turn') return ph;
  return { ...ph, todo: ph.todo.filter((x) => x !== id), fresh: ph.fresh.filter((x) => x !== id) };
}

/** Pure and total: folding a log never rolls dice. */
export function evolve(s: FreightState, e: FreightEvent): FreightState {
  switch (e.type) {
    case 'GameStarted':
      return {
        ...s,
        status: 'playing',
        seats: e.seats,
        options: { voyage: e.options.voyage },
        players: Array.from({ length: e.seats }, () => ({ cash: STARTING_CASH, debt: 0, left: null })),
        notes: setNotes(s.notes, e.retired, retire),
        pile: e.pile ? [...e.pile] : null,
      };
    case 'StartRolled':
      return { ...s, order: [...e.order] };
    case 'OpeningShipsTurn':
      return { ...s, phase: { kind: 'opening-ships', seat: e.seat } };
    case 'ShipBought': {
      const ph = s.phase;
      return {
        ...s,
        players: applyMoney(s.players, e.payments),
        ships: setShip(s, e.ship, () => ({ owner: e.seat, loc: { at: 'port', port: 'LON', pawned: false }, insured: false, missTurns: 0, claims: [] })),
        phase: ph.kind === 'turn' && !e.opening ? { ...ph, fresh: [...ph.fresh, e.ship] } : ph,
      };
    }
    case 'TurnStarted':
      return { ...s, round: e.round, phase: { kind: 'turn', opening: e.opening, seat: e.seat, todo: [...e.ships], played: [], fresh: [], active: null } };
    case 'ShipTurnSkipped': {
      const ph = s.phase;
      return {
        ...s,
        ships: setShip(s, e.ship, (x) => ({ ...x, missTurns: e.missTurnsLeft })),
        phase: ph.kind === 'turn' ? { ...ph, todo: ph.todo.filter((x) => x !== e.ship), played: [...ph.played, e.ship] } : ph,
      };
    }
    case 'TurnSkipped':
      return s;
    case 'ShipTurnBegan': {
      const ph = s.phase;
      if (ph.kind !== 'turn') return s;
      const stage = s.ships[shipIdx(e.ship)].loc.at === 'sea' ? 'moving' : 'port';
      return {
        ...s,
        phase: {
          ...ph,
          todo: ph.todo.filter((x) => x !== e.ship),
          fresh: ph.fresh.filter((x) => x !== e.ship),
          active: { ship: e.ship, stage, mustSail: e.mustSail, extraRolls: 0 },
        },
      };
    }
    case 'ShipTurnEnded': {
      const ph = s.phase;
      if (ph.kind !== 'turn') return s;
      return { ...s, phase: { ...ph, active: null, played: [...ph.played, e.ship] } };
    }
    case 'NoteBought':
      return {
        ...s,
        players: applyMoney(s.players, e.payments),
        notes: setNotes(s.notes, [e.note], () => ({ loc: { at: 'aboard', ship: e.ship }, insured: false })),
      };
    case 'NotesExhausted':
      return { ...s, exhaustedRound: e.round };
    case 'ShipInsured':
      return { ...s, players: applyMoney(s.players, e.payments), ships: setShip(s, e.ship, (x) => ({ ...x, insured: true })) };
    case 'NoteInsured':
      return { ...s, players: applyMoney(s.players, e.payments), notes: setNotes(s.notes, [e.note], (n) => ({ ...n, insured: true })) };
    case 'NotePawned':
      return {
        ...s,
        players: applyMoney(s.players, e.payments),
        notes: setNotes(s.notes, [e.note], (n) => ({ ...n, loc: { at: 'pawned', seat: e.seat, port: e.port } })),
      };
    case 'NoteRedeemed':
      return {
        ...s,
        players: applyMoney(s.players, e.payments),
        notes: setNotes(s.notes, [e.note], (n) => ({ ...n, loc: { at: 'aboard', ship: e.ship } })),
      };
    case 'ShipPawned':
      return {
        ...s,
        players: applyMoney(s.players, e.payments),
        ships: setShip(s, e.ship, (x) => ({ ...x, loc: { at: 'port', port: e.port, pawned: true }, insured: false })),
        phase: dropFromTurn(s.phase, e.ship),
      };
    case 'ShipSold':
      return { ...s, players: applyMoney(s.players, e.payments), ships: setShip(s, e.ship, docked), phase: dropFromTurn(s.phase, e.ship) };
    case 'ShipRedeemed': {
      const ph = s.phase;
      const ships = setShip(s, e.ship, (x) => (x.loc.at === 'port' ? { ...x, loc: { ...x.loc, pawned: false }, insured: false } : x));
      // R27: it gets its ship-turn in this turn if it has not had one.
      const again = ph.kind === 'turn' && ph.seat === e.seat && !ph.opening && !ph.played.includes(e.ship) && ph.active?.ship !== e.ship;
      return {
        ...s,
        players: applyMoney(s.players, e.payments),
        ships,
        phase: again && ph.kind === 'turn' ? { ...ph, todo: [...ph.todo, e.ship] } : ph,
      };
    }
    case 'AuctionOpened':
      return {
        ...s,
        auction: { ship: e.ship, seller: e.seller, bidders: [...e.bidders], bids: s.players.map(() => null), in: s.players.map(() => false) },
        phase: dropFromTurn(s.phase, e.ship),
      };
    case 'BidSealed': {
      const a = s.auction;
      if (!a) return s;
      return {
        ...s,
        auction: { ...a, bids: a.bids.map((b, seat) => (seat === e.seat ? e.amount : b)), in: a.in.map((b, seat) => b || seat === e.seat) },
      };
    }
    case 'AuctionClosed':
      return {
        ...s,
        auction: null,
        players: applyMoney(s.players, e.payments),
        ships: e.winner === null ? s.ships : setShip(s, e.ship, (x) => ({ ...x, owner: e.winner, insured: false })),
      };
    case 'Sailed':
      return {
        ...s,
        ships: setShip(s, e.ship, (x) => ({ ...x, loc: { at: 'sea', route: e.route, pos: startPos(e.route, e.from), dest: e.to, from: e.from } })),
        phase: withActive(s.phase, (a) => a && { ...a, stage: 'moving' }),
      };
    case 'ShipMoved':
      return {
        ...s,
        ships: setShip(s, e.ship, (x) => (x.loc.at === 'sea' ? { ...x, loc: { ...x.loc, pos: e.to } } : x)),
        phase: e.cause === 'extra' ? withActive(s.phase, (a) => a && { ...a, stage: 'moving', extraRolls: a.extraRolls + 1 }) : s.phase,
      };
    case 'ExtraRollOffered':
      return { ...s, phase: withActive(s.phase, (a) => a && { ...a, stage: 'extra' }) };
    case 'ExtraRollDeclined':
      return s;
    case 'CardDrawn':
      return { ...s, drawn: s.drawn + 1, lastCard: e.card };
    case 'EffectRolled':
      return s;
    case 'MoneyMoved':
      return { ...s, players: applyMoney(s.players, e.payments) };
    case 'CargoLost':
      return {
        ...s,
        notes: setNotes(s.notes, e.notes, retire),
        ships: e.claims.length ? setShip(s, e.ship, (x) => ({ ...x, claims: [...x.claims, ...e.claims] })) : s.ships,
      };
    case 'ShipTurnedBack':
      return { ...s, ships: setShip(s, e.ship, (x) => (x.loc.at === 'sea' ? { ...x, loc: { ...x.loc, dest: e.dest } } : x)) };
    case 'TurnsMissed':
      return { ...s, ships: setShip(s, e.ship, (x) => ({ ...x, missTurns: x.missTurns + e.n })) };
    case 'ShipArrived': {
      let notes = s.notes;
      if (e.deliveries.length) notes = setNotes(notes, e.deliveries.map((d) => d.note), () => ({ loc: { at: 'delivered' }, insured: false }));
      return {
        ...s,
        players: applyMoney(s.players, e.payments),
        notes,
        ships: setShip(s, e.ship, (x) => ({ ...x, loc: { at: 'port', port: e.port, pawned: false }, missTurns: 0, claims: [] })),
        phase: withActive(s.phase, (a) => (a && a.ship === e.ship ? { ...a, stage: 'port', mustSail: false } : a)),
      };
    }
    case 'ShipLost':
      return {
        ...s,
        players: applyMoney(s.players, e.payments),
        notes: setNotes(s.notes, e.notes, retire),
        ships: setShip(s, e.ship, docked),
        phase: withActive(s.phase, (a) => (a && a.ship === e.ship ? { ...a, stage: 'after-loss', mustSail: false } : a)),
      };
    case 'ShipsDeclined':
      return s;
    case 'PlayerLeft': {
      const gone = new Set(e.ships);
      const leavers = s.leavers + 1;
      const players = s.players.map((p, seat) => (seat === e.seat ? { cash: 0, debt: 0, left: { reason: e.reason, order: leavers } } : p));
      const auction = s.auction && (s.auction.seller === e.seat || gone.has(s.auction.ship)) ? null : s.auction;
      const endVote = s.endVote && { ...s.endVote, agreed: s.endVote.agreed.filter((x) => x !== e.seat) };
      return {
        ...s,
        players,
        leavers,
        ships: s.ships.map((x, i) => (gone.has(SHIP_IDS[i]) ? docked() : x)),
        notes: setNotes(s.notes, e.notes, retire),
        auction,
        endVote,
      };
    }
    case 'EndProposed':
      return { ...s, endVote: { proposer: e.seat, agreed: [e.seat] } };
    case 'EndAgreed':
      return s.endVote ? { ...s, endVote: { ...s.endVote, agreed: [...s.endVote.agreed, e.seat] } } : s;
    case 'EndDeclined':
      return { ...s, endVote: null };
    case 'GameEnded':
      return { ...s, status: 'over', phase: { kind: 'over' }, auction: null, endReason: e.reason };
  }
}

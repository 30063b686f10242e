import type { Seat, Viewer } from '../../core/types.js';
import { NOTE_IDS, SHIP_IDS } from './constants.js';
import { toAct } from './legal.js';
import { valuation } from './valuation.js';
import type { EndReason, FreightOptions, FreightState, NoteLoc, Phase, ShipLoc, Valuation } from './types.js';

export interface FreightPlayerView {
  seat: Seat;
  cash: number;
  debt: number;
  left: { reason: 'bankrupt' | 'resigned'; order: number } | null;
  /** What the player is worth now, as valued at the end (R35). */
  value: number;
  /** That value's parts (R35), null once the player has left (their value is 0). */
  valuation: Valuation | null;
}

export interface FreightShipView {
  id: string;
  owner: Seat | null;
  loc: ShipLoc;
  insured: boolean;
  missTurns: number;
  claims: { note: string; amount: number }[];
}

export interface FreightView {
  game: 'who-rules-the-sea';
  status: FreightState['status'];
  viewer: Viewer;
  seats: number;
  options: FreightOptions;
  order: Seat[];
  round: number;
  phase: Phase;
  toAct: Seat[];
  players: FreightPlayerView[];
  ships: FreightShipView[];
  /** Where each note is, by note id; the data of the notes is the components' (public, R36). */
  notes: Record<string, { loc: NoteLoc; insured: boolean }>;
  chance: {
    size: number;
    drawn: number;
    lastCard: string | null;
    /** The pile, top first: only for the auditor, or for everyone once the game is over (R15, R49). */
    order: string[] | null;
  };
  /** The auction under way; `bids[seat]` is a seat's sealed bid, shown only to that seat (R29). */
  auction: { ship: string; seller: Seat; bidders: Seat[]; in: boolean[]; bids: (number | null)[] } | null;
  endVote: { proposer: Seat; agreed: Seat[] } | null;
  exhaustedRound: number | null;
  endReason: EndReason | null;
}

/**
 * What a seat, a spectator or the auditor may see: everything but the order of the chance
 * pile and other seats' sealed bids (R36). Every field is copied by name, never spread from
 * the state, so a field added to the state is not sent until it is listed here.
 */
export function view(s: FreightState, viewer: Viewer): FreightView {
  const all = viewer === 'all' || s.status === 'over';
  const a = s.auction;
  return {
    game: 'who-rules-the-sea',
    status: s.status,
    viewer,
    seats: s.seats,
    options: { voyage: s.options.voyage },
    order: [...s.order],
    round: s.round,
    phase: phaseView(s.phase),
    toAct: toAct(s),
    players: s.players.map((p, seat) => {
      const worth = p.left ? null : valuation(s, seat);
      return {
        seat,
        cash: p.cash,
        debt: p.debt,
        left: p.left && { reason: p.left.reason, order: p.left.order },
        value: worth?.total ?? 0,
        valuation: worth,
      };
    }),
    ships: s.ships.map((x, i) => ({
      id: SHIP_IDS[i],
      owner: x.owner,
      loc: { ...x.loc },
      insured: x.insured,
      missTurns: x.missTurns,
      claims: x.claims.map((c) => ({ note: c.note, amount: c.amount })),
    })),
    notes: Object.fromEntries(s.notes.map((n, i) => [NOTE_IDS[i], { loc: { ...n.loc }, insured: n.insured }])),
    chance: { size: 44, drawn: s.drawn, lastCard: s.lastCard, order: all && s.pile ? [...s.pile] : null },
    auction: a && {
      ship: a.ship,
      seller: a.seller,
      bidders: [...a.bidders],
      in: [...a.in],
      bids: a.bids.map((b, seat) => (all || seat === viewer ? b : null)),
    },
    endVote: s.endVote && { proposer: s.endVote.proposer, agreed: [...s.endVote.agreed] },
    exhaustedRound: s.exhaustedRound,
    endReason: s.endReason,
  };
}

function phaseView(ph: Phase): Phase {
  switch (ph.kind) {
    case 'setup':
    case 'over':
      return { kind: ph.kind };
    case 'opening-ships':
      return { kind: ph.kind, seat: ph.seat };
    case 'turn':
      return {
        kind: ph.kind,
        opening: ph.opening,
        seat: ph.seat,
        todo: [...ph.todo],
        played: [...ph.played],
        fresh: [...ph.fresh],
        active: ph.active && {
          ship: ph.active.ship,
          stage: ph.active.stage,
          mustSail: ph.active.mustSail,
          extraRolls: ph.active.extraRolls,
        },
      };
  }
}

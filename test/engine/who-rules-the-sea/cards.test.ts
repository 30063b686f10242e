import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../engine/games/who-rules-the-sea/cards.js';
import type { FreightEvent, FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { game, ofType, opened, type Table } from './fixtures.js';
import { describeIn } from '../../support/english.js';

/**
 * Every chance card (components 4.2), drawn by Miskolc (S09, 1,000 t) on the North Atlantic's
 * helm square 2, heading for New York with three London notes aboard: LON-02 (machinery for
 * New York, 150 t, £710, insured), LON-03 (porcelain for New York, 100 t, £560) and LON-09 (coal
 * for Alexandria, 400 t, £430). Seat 0 has £650 left, seat 1 (Szeged) £2,800.
 */
function drawing(card: string): Table {
  const t = opened(2, { pile: [card], cargo: [['LON-02', 'LON-03', 'LON-09'], []] });
  t.do(0, { type: 'insureNote', ship: 'S09', note: 'LON-02' });
  return t;
}

const sail = { type: 'sail', ship: 'S09', route: 'LON-NYC' } as const;
/** Insuring LON-02 began Miskolc's ship-turn (its port phase); sailing ends that phase. */
const head: FreightEvent[] = [
  { type: 'Sailed', seat: 0, ship: 'S09', route: 'LON-NYC', from: 'LON', to: 'NYC' },
  { type: 'ShipMoved', ship: 'S09', cause: 'roll', die: 2, from: 0, to: 2, square: 'H' },
];
const drawn = (card: string): FreightEvent => ({ type: 'CardDrawn', ship: 'S09', card });
const ended: FreightEvent = { type: 'ShipTurnEnded', seat: 0, ship: 'S09' };
const nextTurn: FreightEvent = { type: 'TurnStarted', seat: 1, round: 1, opening: false, ships: ['S06'] };

function draw(card: string, dice: number[] = []): { events: FreightEvent[]; state: FreightState } {
  const t = drawing(card);
  let out!: { events: FreightEvent[]; state: FreightState };
  t.given()
    .when(0, sail, [2, ...dice])
    .thenEvents((events, state) => (out = { events, state }));
  return out;
}

/** A card whose effect is one payment by (or to) seat 0: the whole decision, exactly. */
function money(card: string, payments: Extract<FreightEvent, { type: 'MoneyMoved' }>['payments']) {
  const t = drawing(card);
  t.given()
    .when(0, sail, [2])
    .then([
      ...head,
      drawn(card),
      { type: 'MoneyMoved', seat: 0, ship: 'S09', source: card, payments },
      ended,
      nextTurn,
    ]);
}

describe('Chance cards (F28, components 4.2)', () => {
  it('every card id is in the pile once', () => {
    expect(CARDS.map((c) => c.id)).toEqual(Array.from({ length: 44 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`));
  });

  for (const card of ['C01', 'C02']) {
    it(`${card}: the ship sinks; its goods are lost, insured goods paid at their purchase price, £200, and the owner must buy a ship (R22, R23)`, () => {
      const { events, state } = draw(card);
      expect(events.slice(3)).toEqual([
        {
          type: 'ShipLost',
          seat: 0,
          ship: 'S09',
          source: card,
          notes: ['LON-02', 'LON-03', 'LON-09'],
          insurance: 0,
          claims: [{ note: 'LON-02', amount: 710 }],
          supplement: 200,
          payments: [
            { from: 'bank', to: 0, amount: 710 },
            { from: 'bank', to: 0, amount: 200 },
          ],
          mustBuy: true,
        },
      ]);
      expect(state.ships[8]).toMatchObject({ owner: null, loc: { at: 'docks' } });
      expect(state.phase).toMatchObject({ active: { ship: 'S09', stage: 'after-loss' } });
      expect(state.players[0].cash).toBe(650 + 910);
    });
  }

  it('C03: a roll of 1 wrecks the ship; 2-6 pays £300 to be towed off, and gives no extra roll (R52)', () => {
    expect(draw('C03', [1]).events.slice(3, 5)).toEqual([
      { type: 'EffectRolled', ship: 'S09', source: 'C03', die: 1 },
      expect.objectContaining({ type: 'ShipLost', source: 'C03' }),
    ]);
    const towed = draw('C03', [6]);
    expect(towed.events.slice(3)).toEqual([
      { type: 'EffectRolled', ship: 'S09', source: 'C03', die: 6 },
      { type: 'MoneyMoved', seat: 0, ship: 'S09', source: 'C03', payments: [{ from: 0, to: 'bank', amount: 300 }] },
      ended,
      nextTurn,
    ]);
  });

  const lost: [string, string[]][] = [
    ['C04', ['LON-02', 'LON-03', 'LON-09']],
    ['C05', ['LON-02']],
    ['C06', ['LON-09']],
    ['C07', ['LON-02']],
    ['C08', ['LON-03']],
  ];
  for (const [card, notes] of lost) {
    it(`${card}: loses ${notes.join(', ')} (R21); an insured note becomes a claim paid at the next port (R20); the ship sails on (F31)`, () => {
      const { events, state } = draw(card);
      const claims = notes.includes('LON-02') ? [{ note: 'LON-02', amount: 710 }] : [];
      expect(events.slice(3)).toEqual([
        { type: 'CargoLost', seat: 0, ship: 'S09', source: card, notes, claims },
        ended,
        nextTurn,
      ]);
      for (const n of notes) expect(state.notes[Number(n.slice(4)) - 1].loc).toEqual({ at: 'retired' });
      expect(state.ships[8].claims).toEqual(claims);
      expect(state.ships[8].loc).toMatchObject({ at: 'sea', pos: 2 });
    });
  }

  it('C09, C11-C13, C16: pay the bank', () => {
    money('C09', [{ from: 0, to: 'bank', amount: 200 }]);
    money('C11', [{ from: 0, to: 'bank', amount: 250 }]);
    money('C12', [{ from: 0, to: 'bank', amount: 150 }]);
    money('C13', [{ from: 0, to: 'bank', amount: 100 }]);
    money('C16', [{ from: 0, to: 'bank', amount: 400 }]);
  });

  it('C10, C17: pay, then miss the next turn', () => {
    for (const [card, amount] of [
      ['C10', 300],
      ['C17', 150],
    ] as const) {
      expect(draw(card).events.slice(3, 6)).toEqual([
        { type: 'MoneyMoved', seat: 0, ship: 'S09', source: card, payments: [{ from: 0, to: 'bank', amount }] },
        { type: 'TurnsMissed', ship: 'S09', n: 1 },
        ended,
      ]);
    }
  });

  it('C14: £100 for every ship owned, pawned ones included (R38); C15: £20 per 100 t of this ship', () => {
    money('C14', [{ from: 0, to: 'bank', amount: 100 }]);
    money('C15', [{ from: 0, to: 'bank', amount: 200 }]);
  });

  it('C18-C23, C27: the bank pays', () => {
    for (const [card, amount] of [
      ['C18', 400],
      ['C19', 200],
      ['C20', 300],
      ['C21', 250],
      ['C22', 150],
      ['C23', 200],
      ['C27', 500],
    ] as const) {
      money(card, [{ from: 'bank', to: 0, amount }]);
    }
  });

  it('C24: every other player pays £100, through the bank (R24)', () => {
    money('C24', [
      { from: 1, to: 'bank', amount: 100 },
      { from: 'bank', to: 0, amount: 100 },
    ]);
  });

  it('C25: £50 for every consignment aboard this ship', () => {
    money('C25', [{ from: 'bank', to: 0, amount: 150 }]);
  });

  it('C26: £150 only if this ship is insured', () => {
    money('C26', []);
    const t = opened(2, { pile: ['C26'] });
    t.do(0, { type: 'insureShip', ship: 'S09' });
    t.given()
      .when(0, sail, [2])
      .thenEvents((events) => {
        expect(ofType(events, 'MoneyMoved')[0].payments).toEqual([{ from: 'bank', to: 0, amount: 150 }]);
      });
  });

  const moves: [string, number, number[]][] = [
    ['C28', 7, []],
    ['C29', 5, []],
    ['C42', 6, []],
    ['C44', 4, []],
    ['C30', 5, [3]],
  ];
  for (const [card, to, dice] of moves) {
    it(`${card}: advances to square ${to}; the square reached does nothing (R13) and the move is over (R14)`, () => {
      const { events, state } = draw(card, dice);
      expect(ofType(events, 'ShipMoved')[1]).toMatchObject({ cause: 'advance', from: 2, to, square: null });
      expect(ofType(events, 'CardDrawn')).toHaveLength(1);
      expect(state.ships[8].loc).toMatchObject({ at: 'sea', pos: to, dest: 'NYC' });
      if (card === 'C30')
        expect(ofType(events, 'EffectRolled')).toEqual([{ type: 'EffectRolled', ship: 'S09', source: 'C30', die: 3 }]);
    });
  }

  it('C31, C32: go back, but never onto or past the port behind (R53)', () => {
    for (const card of ['C31', 'C32']) {
      const { events, state } = draw(card);
      expect(events[3]).toEqual({
        type: 'ShipMoved',
        ship: 'S09',
        cause: 'back',
        die: null,
        from: 2,
        to: 1,
        square: null,
      });
      expect(state.ships[8].loc).toMatchObject({ pos: 1, dest: 'NYC' });
    }
  });

  it('C33, C34: turn back: the ship now sails for the port it came from (R16)', () => {
    for (const card of ['C33', 'C34']) {
      const { events, state } = draw(card);
      expect(events[3]).toEqual({ type: 'ShipTurnedBack', ship: 'S09', dest: 'LON' });
      expect(state.ships[8].loc).toMatchObject({ pos: 2, dest: 'LON', from: 'LON' });
    }
  });

  it('C35, C36, C37: miss the next turn (or two, R39)', () => {
    expect(draw('C35').events[3]).toEqual({ type: 'TurnsMissed', ship: 'S09', n: 1 });
    expect(draw('C36').events[3]).toEqual({ type: 'TurnsMissed', ship: 'S09', n: 1 });
    expect(draw('C37').state.ships[8].missTurns).toBe(2);
  });

  it('C38: straight to the destination: an arrival, with deliveries and £200 (R17)', () => {
    const { events, state } = draw('C38');
    expect(events[3]).toEqual({
      type: 'ShipArrived',
      seat: 0,
      ship: 'S09',
      port: 'NYC',
      deliveries: [
        { note: 'LON-02', sale: 1100 },
        { note: 'LON-03', sale: 840 },
      ],
      claims: [],
      supplement: 200,
      payments: [1100, 840, 200].map((amount) => ({ from: 'bank', to: 0, amount })),
    });
    expect(state.phase).toMatchObject({ active: { ship: 'S09', stage: 'port', mustSail: false } });
  });

  it("C39: to the nearer of the route's two ports (London is 2 steps back, New York 6 ahead)", () => {
    expect(draw('C39').events[3]).toMatchObject({ type: 'ShipArrived', port: 'LON', deliveries: [] });
  });

  it('C40: pay £100 and return to the port the voyage began from (R56)', () => {
    const { events } = draw('C40');
    expect(events.slice(3, 5)).toEqual([
      { type: 'MoneyMoved', seat: 0, ship: 'S09', source: 'C40', payments: [{ from: 0, to: 'bank', amount: 100 }] },
      expect.objectContaining({ type: 'ShipArrived', port: 'LON' }),
    ]);
  });

  it('C41: straight to London, an arrival there', () => {
    expect(draw('C41').events[3]).toMatchObject({ type: 'ShipArrived', port: 'LON', supplement: 200 });
  });

  it('C43: back 3 squares (stopping next to the port, R53), then miss the next turn', () => {
    const { events, state } = draw('C43');
    expect(events.slice(3, 5)).toEqual([
      { type: 'ShipMoved', ship: 'S09', cause: 'back', die: null, from: 2, to: 1, square: null },
      { type: 'TurnsMissed', ship: 'S09', n: 1 },
    ]);
    expect(state.ships[8].missTurns).toBe(1);
  });

  it('R55: titles may repeat (C35 and C36 are both Fog); the id names the card, and each title is shown with its own text', () => {
    const fog = CARDS.filter((c) => c.title === 'Fog').map((c) => c.id);
    expect(fog).toEqual(['C35', 'C36']);
    const texts = fog.map((card) => describeIn(game, { type: 'CardDrawn', ship: 'S09', card }, null));
    expect(texts).toEqual([
      'Chance card C35 for Miskolc (S09): Fog. Dense fog. Miss your next turn.',
      'Chance card C36 for Miskolc (S09): Fog. Dense fog. Miss your next turn.',
    ]);
  });

  it('F28, R15: the card drawn goes to the bottom: the next draw takes the next card; the pile is never reshuffled', () => {
    const t = opened(2, { pile: ['C09', 'C13'] });
    t.do(0, sail, [2]);
    t.do(1, { type: 'sail', ship: 'S06', route: 'LON-NYC' }, [2]);
    expect(ofType(t.events, 'CardDrawn').map((e) => e.card)).toEqual(['C09', 'C13']);
    expect(t.state.drawn).toBe(2);
    expect(game.view(t.state, 0).chance).toEqual({ size: 44, drawn: 2, lastCard: 'C13', order: null });
  });
});

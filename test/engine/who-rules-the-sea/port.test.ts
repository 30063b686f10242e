import { describe, expect, it } from 'vitest';
import { expandLegal } from '../../../engine/core/legal.js';
import { game, ofType, opened, passRound } from './fixtures.js';

const sail = (route: string, ship = 'S09') => ({ type: 'sail', ship, route }) as const;

describe('Buying and insuring goods (F15-F25, F33, R18, R19)', () => {
  it('F15: a note is bought only at its port of loading, by a ship lying there', () => {
    const t = opened(2);
    t.given()
      .when(0, { type: 'buyNote', ship: 'S09', note: 'NYC-01' })
      .thenRejects('ILLEGAL_MOVE', /not for sale in London/);
    t.given().when(0, { type: 'buyNote', ship: 'S06', note: 'LON-01' }).thenRejects('NOT_YOURS');
    t.given().when(1, { type: 'buyNote', ship: 'S06', note: 'LON-01' }).thenRejects('NOT_YOUR_TURN');
    const s = t
      .given()
      .when(0, { type: 'buyNote', ship: 'S09', note: 'LON-01' })
      .then([
        { type: 'ShipTurnBegan', seat: 0, ship: 'S09', mustSail: true },
        { type: 'NoteBought', seat: 0, ship: 'S09', note: 'LON-01', payments: [{ from: 0, to: 'bank', amount: 1410 }] },
      ]);
    expect(s.notes[0]).toEqual({ loc: { at: 'aboard', ship: 'S09' }, insured: false });
    expect(game.view(s, 1).notes['LON-01'].loc).toEqual({ at: 'aboard', ship: 'S09' });
  });

  it('F16: the purchase price is paid at once; nothing is bought on credit', () => {
    const t = opened(2, { fleets: [['S15'], ['S06']] });
    t.given()
      .when(0, { type: 'buyNote', ship: 'S15', note: 'LON-01' })
      .thenRejects('INSUFFICIENT_FUNDS', /costs £1410; you have £1100/);
    const buyable = expandLegal(game.legalCommands(t.state, 0))
      .filter((c) => c.type === 'buyNote')
      .map((c) => (c as { note: string }).note);
    expect(buyable).not.toContain('LON-01');
    expect(buyable).toContain('LON-09');
  });

  it('F17: the notes aboard a ship weigh at most its capacity', () => {
    const t = opened(2, { fleets: [['S01'], ['S06']] });
    t.given()
      .when(0, { type: 'buyNote', ship: 'S01', note: 'LON-13' })
      .thenRejects('OVER_CAPACITY', /550 t; S01 has 500 t free/);
    t.do(0, { type: 'buyNote', ship: 'S01', note: 'LON-05' });
    t.given().when(0, { type: 'buyNote', ship: 'S01', note: 'LON-03' }).thenRejects('OVER_CAPACITY');
  });

  it('F19, F20, F21, R19: a ship is insured once, in port, for the fee on its certificate; a flag stands for the bonds', () => {
    const t = opened(2);
    const s = t
      .given()
      .when(0, { type: 'insureShip', ship: 'S09' })
      .then([
        { type: 'ShipTurnBegan', seat: 0, ship: 'S09', mustSail: true },
        { type: 'ShipInsured', seat: 0, ship: 'S09', payments: [{ from: 0, to: 'bank', amount: 300 }] },
      ]);
    expect(s.ships[8].insured).toBe(true);
    t.do(0, { type: 'insureShip', ship: 'S09' });
    t.given()
      .when(0, { type: 'insureShip', ship: 'S09' })
      .thenRejects('ILLEGAL_MOVE', /insured already/);
  });

  it('F19, R19: insurance is bought in port, never at sea', () => {
    const t = opened(2);
    t.do(0, sail('LON-NYC'), [1]);
    passRound(t, 0);
    t.given()
      .when(0, { type: 'insureShip', ship: 'S09' })
      .thenRejects('ILLEGAL_MOVE', /at sea/);
  });

  it('F23, F25: goods are insured note by note for the fee on the note, and only a note aboard this ship', () => {
    const t = opened(2, { cargo: [['LON-02'], ['LON-03']] });
    t.given()
      .when(0, { type: 'insureNote', ship: 'S09', note: 'LON-03' })
      .thenRejects('ILLEGAL_MOVE', /not aboard S09/);
    const s = t
      .given()
      .when(0, { type: 'insureNote', ship: 'S09', note: 'LON-02' })
      .thenEvents((events, s) => {
        expect(events[1]).toEqual({
          type: 'NoteInsured',
          seat: 0,
          ship: 'S09',
          note: 'LON-02',
          payments: [{ from: 0, to: 'bank', amount: 50 }],
        });
        return s;
      });
    expect(s.notes[1].insured).toBe(true);
  });

  it("F18, R36: everything but the pile's order and sealed bids is public: every seat and spectator sees the same table", () => {
    const t = opened(3, { cargo: [['LON-02'], ['LON-03'], []] });
    const strip = (v: ReturnType<typeof game.view>) => ({ ...v, viewer: null });
    expect(strip(game.view(t.state, 0))).toEqual(strip(game.view(t.state, null)));
    expect(strip(game.view(t.state, 2))).toEqual(strip(game.view(t.state, null)));
    expect(game.view(t.state, null).players.map((p) => p.cash)).toEqual([1690, 2240, 3600]);
  });

  it('R18: the port actions of a port phase, as the legal commands list them', () => {
    const t = opened(2, { fleets: [['S01', 'S02'], ['S06']], cargo: [['LON-02'], []] });
    expect(
      game.legalCommands(t.state, 0).map((c) => `${c.type}:${'ship' in c && typeof c.ship === 'string' ? c.ship : ''}`),
    ).toEqual([
      'buyNote:S01',
      'insureShip:S01',
      'insureNote:S01',
      'pawnNote:S01',
      'pawnShip:S01',
      'sellShip:S01',
      'auctionShip:S01',
      'sail:S01',
      'buyNote:S02',
      'insureShip:S02',
      'pawnNote:S02',
      'pawnShip:S02',
      'sellShip:S02',
      'auctionShip:S02',
      'sail:S02',
      'resign:',
      'proposeEnd:',
    ]);
  });
});

describe('Arrival (F8, F24, F31-F33, R5, R17, R20, R21, R47)', () => {
  /** Miskolc with LON-02 (for New York, insured) and LON-09 (for Alexandria) reaches New York by the tug card. */
  function tugToNewYork(pile: string[] = []) {
    const t = opened(2, { pile: [...pile, 'C38'], cargo: [['LON-02', 'LON-09'], []] });
    t.do(0, { type: 'insureNote', ship: 'S09', note: 'LON-02' });
    return t;
  }

  it('F32, R17, F8, R5: on arrival the notes for this port are delivered at their sale price, then £200 for the ship; the port phase follows', () => {
    const t = tugToNewYork();
    t.given()
      .when(0, sail('LON-NYC'), [2])
      .thenEvents((events, s) => {
        expect(ofType(events, 'ShipArrived')).toEqual([
          {
            type: 'ShipArrived',
            seat: 0,
            ship: 'S09',
            port: 'NYC',
            deliveries: [{ note: 'LON-02', sale: 1100 }],
            claims: [],
            supplement: 200,
            payments: [
              { from: 'bank', to: 0, amount: 1100 },
              { from: 'bank', to: 0, amount: 200 },
            ],
          },
        ]);
        expect(s.notes[1]).toEqual({ loc: { at: 'delivered' }, insured: false });
        expect(s.notes[8].loc).toEqual({ at: 'aboard', ship: 'S09' });
        expect(s.phase).toMatchObject({ active: { ship: 'S09', stage: 'port', mustSail: false } });
      });
  });

  it('F33: after the deliveries the ship loads goods at this port, within its capacity, and ends its port phase with "done"', () => {
    const t = tugToNewYork();
    t.do(0, sail('LON-NYC'), [2]);
    t.given()
      .when(0, sail('NYC-RIO'))
      .thenRejects('ILLEGAL_MOVE', /next ship-turn/);
    t.do(0, { type: 'buyNote', ship: 'S09', note: 'NYC-07' });
    t.given()
      .when(0, { type: 'endPortPhase', ship: 'S09' })
      .thenEvents((events) => expect(events[0]).toEqual({ type: 'ShipTurnEnded', seat: 0, ship: 'S09' }));
  });

  it("F24, F31, R20, R21: insured goods lost at sea become a claim for their purchase price, paid at the ship's next arrival; the ship sails on", () => {
    const t = tugToNewYork(['C05']);
    t.do(0, sail('LON-NYC'), [2]);
    expect(t.state.ships[8]).toMatchObject({ claims: [{ note: 'LON-02', amount: 710 }], loc: { at: 'sea', pos: 2 } });
    passRound(t, 0);
    t.given()
      .when(0, { type: 'roll', ship: 'S09' }, [4])
      .thenEvents((events, s) => {
        expect(ofType(events, 'CardDrawn')[0].card).toBe('C38');
        expect(ofType(events, 'ShipArrived')[0]).toMatchObject({
          deliveries: [],
          claims: [{ note: 'LON-02', amount: 710 }],
          payments: [{ amount: 710 }, { amount: 200 }],
        });
        expect(s.ships[8].claims).toEqual([]);
      });
  });

  it('R5: each ship arriving earns its own £200', () => {
    const t = opened(2, { pile: ['C38', 'C39'], fleets: [['S01', 'S02'], ['S06']] });
    t.do(0, sail('LON-NYC', 'S01'), [2]);
    t.do(0, { type: 'endPortPhase', ship: 'S01' });
    t.do(0, sail('LON-NYC', 'S02'), [2]);
    expect(ofType(t.events, 'ShipArrived').map((e) => e.supplement)).toEqual([200, 200]);
    expect(t.cash(0)).toBe(5000 - 2900 + 400);
  });

  it('R21, R47: a loss picks the consignment the effect names; a tie goes to the note listed first', () => {
    const t = opened(2, { pile: ['C06'], cargo: [['LON-06', 'LON-09'], []] });
    t.given()
      .when(0, sail('LON-NYC'), [2])
      .thenEvents((events) => expect(ofType(events, 'CargoLost')[0].notes).toEqual(['LON-06']));
  });
});

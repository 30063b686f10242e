import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import { JADE_SILK_GINSENG, launch, launched, noBids } from './fixtures.js';

describe('Stowaways', () => {
  it('A player with no cash and no share left to mortgage places on a free spot for 0 pesos, as a stowaway (reading 6)', () => {
    const t = launched(4, { hm: 0, price: 54 }); // both shares mortgaged, nothing left
    expect(t.state.players[0]).toMatchObject({ cash: 0, mortgaged: { jade: 1, silk: 1 } });
    t.given()
      .when(0, { type: 'place', spot: 'harbour-A' })
      .then([
        { type: 'AccomplicePlaced', seat: 0, spot: 'harbour-A', index: 0, cost: 0, stowaway: true, payments: [] },
      ]);
    t.given()
      .when(0, { type: 'place', spot: 'ship-jade' })
      .thenEvents(([e]) => expect(e).toMatchObject({ index: 0, cost: 0, stowaway: true }));
  });

  it('A stowaway may take any free spot except the insurance', () => {
    const t = launched(4, { hm: 0, price: 54 });
    t.given()
      .when(0, { type: 'place', spot: 'insurance' })
      .thenRejects('ILLEGAL_MOVE', /stowaway may not take the insurance/);
    const spots = expandLegal(manila.legalCommands(t.state, 0)).flatMap((c) => (c.type === 'place' ? [c.spot] : []));
    expect(spots).toEqual([
      'ship-jade',
      'ship-silk',
      'ship-ginseng',
      'harbour-A',
      'harbour-B',
      'harbour-C',
      'shipyard-A',
      'shipyard-B',
      'shipyard-C',
      'pirate',
      'pilot-small',
      'pilot-large',
    ]);
  });

  it('A player with too little cash for the cheapest free spot places anywhere for all the cash he has', () => {
    // Bid 53: both shares mortgaged, 1 peso left. Without the ginseng ship the cheapest spot costs 2.
    const t = launched(4, {
      hm: 0,
      price: 53,
      ships: [
        ['jade', 0],
        ['silk', 4],
        ['nutmeg', 5],
      ],
    });
    expect(t.cash(0)).toBe(1);
    t.given()
      .when(0, { type: 'place', spot: 'ship-jade' })
      .then([
        {
          type: 'AccomplicePlaced',
          seat: 0,
          spot: 'ship-jade',
          index: 0,
          cost: 1,
          stowaway: true,
          payments: [{ from: 0, to: 'bank', amount: 1 }],
        },
      ]);
  });

  it('A player who can pay for the cheapest free spot is no stowaway: a dearer spot is refused', () => {
    const t = launched(4, { hm: 0, price: 53 }); // 1 peso: the cheapest ginseng seat costs 1
    t.given().when(0, { type: 'place', spot: 'harbour-A' }).thenRejects('INSUFFICIENT_FUNDS');
    t.given()
      .when(0, { type: 'place', spot: 'ship-ginseng' })
      .thenEvents(([e]) => expect(e).toMatchObject({ cost: 1, stowaway: false }));
  });

  it('A player who could still mortgage a share is no stowaway: he must borrow to pay', () => {
    const t = launched(4, { hm: 0, price: 42 }); // jade mortgaged, 0 pesos, silk still free
    expect(t.cash(0)).toBe(0);
    t.given()
      .when(0, { type: 'place', spot: 'harbour-A' })
      .thenRejects('INSUFFICIENT_FUNDS', /mortgage a share/);
    t.do(0, { type: 'mortgage', good: 'silk' });
    t.given()
      .when(0, { type: 'place', spot: 'harbour-A' })
      .thenEvents(([e]) => expect(e).toMatchObject({ cost: 4, stowaway: false }));
  });

  it('A stowaway pays again once he has money: his free ride on a ship that arrives pays him like anyone', () => {
    const t = launched(4, { hm: 0, price: 54 });
    t.place(
      [
        [0, 'ship-ginseng'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      [1, 1, 3],
    );
    t.place([[0, 'pass']], [1, 1, 3, 1, 1, 3]); // ginseng reaches Manila on roll 3
    expect(t.cash(0)).toBe(18);
    noBids(t);
    launch(t, JADE_SILK_GINSENG);
    t.given()
      .when(0, { type: 'place', spot: 'harbour-A' })
      .then([
        {
          type: 'AccomplicePlaced',
          seat: 0,
          spot: 'harbour-A',
          index: 0,
          cost: 4,
          stowaway: false,
          payments: [{ from: 0, to: 'bank', amount: 4 }],
        },
      ]);
  });
});

import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import {
  JADE_ARRIVES,
  JADE_SILK_GINSENG,
  launch,
  newTable,
  noBids,
  quietRound,
  sellHarbourMaster,
  type Table,
} from './fixtures.js';

/** Round 1, seat 0 harbour master for free, deciding on a share. */
function chosen(seats = 4): Table {
  const t = newTable(seats);
  noBids(t);
  return t;
}

const load = (ships: [string, number][]) => ({
  type: 'launch',
  ships: ships.map(([good, start]) => ({ good, start })),
});

describe("The harbour master's actions", () => {
  describe('A) Buying a share', () => {
    it('The harbour master may buy one share from the bank; at value 0 it costs the minimum of 5 pesos', () => {
      const s = chosen()
        .given()
        .when(0, { type: 'buy-share', good: 'jade' })
        .then([
          { type: 'ShareBought', seat: 0, good: 'jade', price: 5, payments: [{ from: 0, to: 'bank', amount: 5 }] },
        ]);
      expect(s.players[0]).toMatchObject({ cash: 25, shares: { jade: 2, silk: 1 }, bought: { jade: 1 } });
      expect(s.bank.jade).toBe(2);
      expect(s.phase).toEqual({ kind: 'launch' });
    });

    it("A share costs its good's current value on the price track, never less than 5", () => {
      const t = newTable(4);
      const prices: number[] = [];
      for (let round = 0; round < 3; round++) {
        quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice); // jade rises 0 → 5 → 10 → 20
        const u = t.fork();
        noBids(u);
        u.given()
          .when(0, { type: 'buy-share', good: 'jade' })
          .thenEvents(([bought]) => {
            prices.push(bought.type === 'ShareBought' ? bought.price : -1);
          });
        // The good that stayed on 0 still costs the minimum.
        u.given()
          .when(0, { type: 'buy-share', good: 'nutmeg' })
          .thenEvents(([bought]) => expect(bought).toMatchObject({ price: 5 }));
      }
      expect(prices).toEqual([5, 10, 20]);
    });

    it('He may buy at most one share per round', () => {
      const t = chosen();
      t.do(0, { type: 'buy-share', good: 'jade' });
      t.given()
        .when(0, { type: 'buy-share', good: 'silk' })
        .thenRejects('WRONG_PHASE', /loading the ships/);
      expect(expandLegal(manila.legalCommands(t.state, 0)).some((c) => c.type === 'buy-share')).toBe(false);
    });

    it('He may decline to buy', () => {
      const s = chosen()
        .given()
        .when(0, { type: 'pass' })
        .then([{ type: 'ShareDeclined', seat: 0 }]);
      expect(s.phase).toEqual({ kind: 'launch' });
      expect(s.players[0].cash).toBe(30);
    });

    it('Only the harbour master may buy shares', () => {
      const t = chosen();
      t.given().when(1, { type: 'buy-share', good: 'jade' }).thenRejects('NOT_YOUR_TURN');
      t.given().when(1, { type: 'pass' }).thenRejects('NOT_YOUR_TURN');
      newTable(4).given().when(0, { type: 'buy-share', good: 'jade' }).thenRejects('WRONG_PHASE');
    });

    it('Only shares the bank still holds can be bought', () => {
      // Three silk shares are dealt, so the bank starts with two.
      const t = newTable(4, {
        deal: [
          ['silk', 'silk'],
          ['silk', 'jade'],
          ['ginseng', 'nutmeg'],
          ['jade', 'ginseng'],
        ],
      });
      expect(t.state.bank.silk).toBe(2);
      for (let round = 0; round < 2; round++) {
        noBids(t);
        launch(t, JADE_SILK_GINSENG, 'silk');
        t.passAll([1, 1, 1, 1, 1, 1, 1, 1, 1]);
      }
      noBids(t);
      t.given()
        .when(0, { type: 'buy-share', good: 'silk' })
        .thenRejects('NO_SHARE', /no silk share/);
      expect(
        expandLegal(manila.legalCommands(t.state, 0))
          .filter((c) => c.type === 'buy-share')
          .map((c) => c.type === 'buy-share' && c.good),
      ).toEqual(['jade', 'ginseng', 'nutmeg']);
    });

    it('He pays the price in cash; a harbour master short of cash may mortgage a share first', () => {
      const t = newTable(4);
      sellHarbourMaster(t, 0, 28); // 2 pesos left
      t.given()
        .when(0, { type: 'buy-share', good: 'ginseng' })
        .thenRejects('INSUFFICIENT_FUNDS', /5 pesos/);
      t.do(0, { type: 'mortgage', good: 'silk' });
      t.given()
        .when(0, { type: 'buy-share', good: 'ginseng' })
        .thenEvents((_, s) => {
          expect(s.players[0]).toMatchObject({ cash: 9, shares: { ginseng: 1 }, mortgaged: { silk: 1 } });
        });
    });
  });

  describe('B) Loading the ships', () => {
    it('The harbour master loads 3 ships with one good each; the fourth good is not shipped', () => {
      const t = chosen();
      t.do(0, { type: 'pass' });
      const s = t
        .given()
        .when(
          0,
          load([
            ['jade', 0],
            ['silk', 4],
            ['ginseng', 5],
          ]),
        )
        .then([
          {
            type: 'ShipsLaunched',
            seat: 0,
            ships: [
              { good: 'jade', start: 0 },
              { good: 'silk', start: 4 },
              { good: 'ginseng', start: 5 },
            ],
          },
          { type: 'PlacementRoundStarted', placementRound: 1 },
        ]);
      expect(s.board.ships.map((x) => x.good)).toEqual(['jade', 'silk', 'ginseng']);
      expect(s.board.ships.map((x) => x.crew.length)).toEqual([4, 3, 3]);
    });

    it('Exactly 3 ships are loaded, each with a different good', () => {
      const t = chosen();
      t.do(0, { type: 'pass' });
      t.given()
        .when(
          0,
          load([
            ['jade', 4],
            ['silk', 5],
          ]),
        )
        .thenRejects('ILLEGAL_MOVE', /exactly 3/);
      t.given()
        .when(
          0,
          load([
            ['jade', 4],
            ['silk', 5],
            ['ginseng', 0],
            ['nutmeg', 0],
          ]),
        )
        .thenRejects('ILLEGAL_MOVE', /exactly 3/);
      t.given()
        .when(
          0,
          load([
            ['jade', 4],
            ['jade', 5],
            ['ginseng', 0],
          ]),
        )
        .thenRejects('ILLEGAL_MOVE', /different good/);
    });

    it('Only the harbour master loads, and only after deciding on a share', () => {
      const t = chosen();
      t.given()
        .when(
          0,
          load([
            ['jade', 0],
            ['silk', 4],
            ['ginseng', 5],
          ]),
        )
        .thenRejects('WRONG_PHASE');
      t.do(0, { type: 'pass' });
      t.given()
        .when(
          1,
          load([
            ['jade', 0],
            ['silk', 4],
            ['ginseng', 5],
          ]),
        )
        .thenRejects('NOT_YOUR_TURN');
    });
  });

  describe('C) Putting the ships to sea', () => {
    it('Each ship has its own lane, in the order the harbour master names them', () => {
      const t = chosen();
      t.do(0, { type: 'pass' });
      t.given()
        .when(
          0,
          load([
            ['nutmeg', 2],
            ['ginseng', 3],
            ['jade', 4],
          ]),
        )
        .thenEvents((_, s) => {
          expect(s.board.ships.map((x) => [x.good, x.position])).toEqual([
            ['nutmeg', 2],
            ['ginseng', 3],
            ['jade', 4],
          ]);
        });
    });

    it('Starting positions run from 0 to 5', () => {
      const t = chosen();
      t.do(0, { type: 'pass' });
      t.given()
        .when(
          0,
          load([
            ['jade', 6],
            ['silk', 3],
            ['ginseng', 0],
          ]),
        )
        .thenRejects('ILLEGAL_MOVE', /0 to 5/);
      t.given()
        .when(
          0,
          load([
            ['jade', -1],
            ['silk', 5],
            ['ginseng', 5],
          ]),
        )
        .thenRejects('ILLEGAL_MOVE', /0 to 5/);
    });

    it('The 3 starting positions add up to 9', () => {
      const t = chosen();
      t.do(0, { type: 'pass' });
      t.given()
        .when(
          0,
          load([
            ['jade', 3],
            ['silk', 3],
            ['ginseng', 4],
          ]),
        )
        .thenRejects('ILLEGAL_MOVE', /add up to 9, not 10/);
      t.given()
        .when(
          0,
          load([
            ['jade', 0],
            ['silk', 0],
            ['ginseng', 0],
          ]),
        )
        .thenRejects('ILLEGAL_MOVE', /add up to 9/);
      t.given()
        .when(
          0,
          load([
            ['jade', 5],
            ['silk', 4],
            ['ginseng', 0],
          ]),
        )
        .then([
          {
            type: 'ShipsLaunched',
            seat: 0,
            ships: [
              { good: 'jade', start: 5 },
              { good: 'silk', start: 4 },
              { good: 'ginseng', start: 0 },
            ],
          },
          { type: 'PlacementRoundStarted', placementRound: 1 },
        ]);
    });

    it('The legal loadings are exactly the 100 choices of a good to leave home and starts 0-5 summing to 9', () => {
      const t = chosen();
      t.do(0, { type: 'pass' });
      const loadings = expandLegal(manila.legalCommands(t.state, 0)).filter((c) => c.type === 'launch');
      expect(loadings).toHaveLength(100);
      for (const c of loadings) {
        if (c.type !== 'launch') continue;
        expect(new Set(c.ships.map((x) => x.good)).size).toBe(3);
        expect(c.ships.every((x) => x.start >= 0 && x.start <= 5)).toBe(true);
        expect(c.ships.map((x) => x.start).reduce((n, x) => n + x, 0)).toBe(9);
      }
      expect(new Set(loadings.map((c) => JSON.stringify(c))).size).toBe(100);
    });

    it('The harbour master places the first accomplice', () => {
      const t = newTable(4);
      sellHarbourMaster(t, 2, 1);
      launch(t, JADE_SILK_GINSENG);
      expect(t.state.phase).toEqual({ kind: 'placement', placementRound: 1, turn: 2 });
    });
  });
});

import { expandLegal } from '../../../engine/core/legal.js';
import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import { emptyBoard } from '../../../engine/games/manila/board.js';
import { JADE_ARRIVES, launch, launched, newTable, noBids, quietRound, type Table } from './fixtures.js';

/** Three rounds in which jade arrives: jade is worth 20, and the fourth round's auction is open. */
function jadeAt20(): Table {
  const t = newTable(4);
  noBids(t);
  launch(t, JADE_ARRIVES.ships, 'jade'); // seat 0 buys a jade share for 5
  t.passAll(JADE_ARRIVES.dice);
  t.do(2, { type: 'mortgage', good: 'jade' });
  quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice);
  quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice);
  return t;
}

/** ... and the fourth round under way, with everyone but seat 3 done placing. */
function lastRound(): Table {
  const t = jadeAt20();
  noBids(t);
  launch(t, JADE_ARRIVES.ships);
  t.place([
    [0, 'pass'],
    [1, 'pass'],
    [2, 'pass'],
  ]);
  return t;
}

describe('Playing the game', () => {
  it('A round runs the auction, the harbour master, placing and rolling, profits and price rises, then the next auction', () => {
    const t = newTable(4);
    quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice);
    const kinds = t.events.map((e) => e.type).filter((k, i, all) => k !== all[i - 1]);
    expect(kinds).toEqual([
      'GameStarted',
      'RoundStarted',
      'BidPassed',
      'HarbourMasterChosen',
      'ShareDeclined',
      'ShipsLaunched',
      'PlacementRoundStarted',
      'PlacingStopped',
      'DiceRolled',
      'PlacementRoundStarted',
      'DiceRolled',
      'PlacementRoundStarted',
      'DiceRolled',
      'ShipBerthed',
      'PricesRaised',
      'RoundStarted',
    ]);
  });
});

describe('Raising the value of goods', () => {
  it('Every good that reached Manila rises one step on the price track; goods that did not keep their value', () => {
    const t = newTable(4);
    quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice);
    expect(t.events.at(-2)).toEqual({
      type: 'PricesRaised',
      goods: ['jade'],
      prices: { jade: 1, silk: 0, ginseng: 0, nutmeg: 0 },
    });
    expect(manila.view(t.state, null).priceOf).toMatchObject({
      jade: { step: 1, value: 5 },
      silk: { step: 0, value: 0 },
    });
  });

  it('The price track runs 0, 5, 10, 20, 30', () => {
    const t = newTable(4);
    const values: number[] = [];
    for (let round = 0; round < 4; round++) {
      quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice);
      values.push(manila.view(t.state, null).priceOf.jade.value);
    }
    expect(values).toEqual([5, 10, 20, 30]);
  });

  it('Then the ships leave the board and the players take back all their accomplices', () => {
    const t = launched(4);
    t.place(
      [
        [0, 'ship-jade'],
        [1, 'harbour-A'],
        [2, 'pirate'],
        [3, 'insurance'],
      ],
      [1, 1, 1],
    );
    t.place([
      [0, 'pass'],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    t.given()
      .when(3, { type: 'pass' }, [1, 1, 1, 1, 1, 1])
      .thenEvents((events, s) => {
        expect(events.at(-1)).toEqual({ type: 'RoundStarted', round: 2, opener: 0 });
        expect(s.board).toEqual(emptyBoard());
        expect(s.placed).toEqual([0, 0, 0, 0]);
        expect(manila.view(s, 0).players.map((p) => p.accomplicesLeft)).toEqual([3, 3, 3, 3]);
      });
  });
});

describe('End of the game and the winner', () => {
  it('The round in which a good reaches 30 is the last: the game ends instead of a new auction', () => {
    const t = jadeAt20();
    expect(t.events.at(-1)).toEqual({ type: 'RoundStarted', round: 4, opener: 0 });
    lastRound()
      .given()
      .when(3, { type: 'pass' }, JADE_ARRIVES.dice)
      .thenEvents((events, s) => {
        expect(events.slice(-2).map((e) => e.type)).toEqual(['PricesRaised', 'GameEnded']);
        expect(events.some((e) => e.type === 'RoundStarted')).toBe(false);
        expect(s.status).toBe('over');
        expect(manila.isTerminal(s)).toBe(true);
        expect(manila.toAct(s)).toEqual([]);
      });
  });

  it("Wealth is cash plus each share at its good's final value, less 15 for each share still mortgaged", () => {
    // Seat 0: 25 pesos, two jade (30 each) and a silk (0). Seat 1: ginseng and nutmeg, 30 pesos.
    // Seat 2: jade (mortgaged: +12 cash, -15) and nutmeg. Seat 3: silk and ginseng.
    lastRound()
      .given()
      .when(3, { type: 'pass' }, JADE_ARRIVES.dice)
      .thenEvents((events) => {
        expect(events.at(-1)).toEqual({
          type: 'GameEnded',
          wealth: [
            { seat: 0, cash: 25, shares: 60, mortgages: 0, total: 85 },
            { seat: 1, cash: 30, shares: 0, mortgages: 0, total: 30 },
            { seat: 2, cash: 42, shares: 30, mortgages: -15, total: 57 },
            { seat: 3, cash: 30, shares: 0, mortgages: 0, total: 30 },
          ],
        });
      });
  });

  it('The richest player wins; the outcome ranks every seat, equal wealth sharing a rank', () => {
    const s = lastRound()
      .given()
      .when(3, { type: 'pass' }, JADE_ARRIVES.dice)
      .thenEvents(() => undefined);
    expect(manila.outcome(s)).toEqual({
      results: [
        { seat: 0, score: 85, rank: 1, breakdown: { cash: 25, shares: 60, mortgages: 0 } },
        { seat: 2, score: 57, rank: 2, breakdown: { cash: 42, shares: 30, mortgages: -15 } },
        { seat: 1, score: 30, rank: 3, breakdown: { cash: 30, shares: 0, mortgages: 0 } },
        { seat: 3, score: 30, rank: 3, breakdown: { cash: 30, shares: 0, mortgages: 0 } },
      ],
      winners: [0],
    });
    expect(manila.outcome(jadeAt20().state)).toBeNull();
  });

  it('Players with equal top wealth all win', () => {
    const t = newTable(4); // seats 0 and 2 each hold one jade share
    for (let round = 0; round < 4; round++) quietRound(t, JADE_ARRIVES.ships, JADE_ARRIVES.dice);
    expect(manila.outcome(t.state)?.winners).toEqual([0, 2]);
  });

  it('Once the game is over nothing more can be played, not even a mortgage', () => {
    const t = lastRound();
    t.do(3, { type: 'pass' }, JADE_ARRIVES.dice);
    t.given().when(0, { type: 'bid', amount: 1 }).thenRejects('GAME_OVER');
    t.given().when(1, { type: 'mortgage', good: 'ginseng' }).thenRejects('GAME_OVER');
    t.given().when(2, { type: 'redeem', good: 'jade' }).thenRejects('GAME_OVER');
    t.given().when('system', { type: 'start', seats: 4, options: {} }).thenRejects('ALREADY_STARTED');
    expect([0, 1, 2, 3].map((s) => expandLegal(manila.legalCommands(t.state, s)))).toEqual([[], [], [], []]);
  });
});

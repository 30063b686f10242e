import { describe, expect, it } from 'vitest';
import { manila } from '../../../engine/games/manila/index.js';
import type { Good } from '../../../engine/games/manila/constants.js';
import { DEALS, manilaSpec, newTable, shuffleValuesFor } from './fixtures.js';

const start = (seats: number, options: unknown = {}) => ({ type: 'start', seats, options });
/** random.int(0, i) returning i every time leaves the deck in goods order: no card moves. */
const NO_SWAPS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

describe('Preparation', () => {
  it('From the 20 shares, 3 of each good are shuffled and 2 dealt face down to each player (3 players); the rest stay with the bank', () => {
    manilaSpec
      .given([])
      .when('system', start(3), NO_SWAPS)
      .then([
        {
          type: 'GameStarted',
          seats: 3,
          options: { strongerPirates: false },
          deal: [
            ['jade', 'jade'],
            ['jade', 'silk'],
            ['silk', 'silk'],
          ],
          bank: { jade: 2, silk: 2, ginseng: 5, nutmeg: 5 },
        },
        { type: 'RoundStarted', round: 1, opener: 0 },
      ]);
  });

  it('From the 20 shares, 3 of each good are shuffled and 2 dealt face down to each player (4 players); the rest stay with the bank', () => {
    manilaSpec
      .given([])
      .when('system', start(4), NO_SWAPS)
      .then([
        {
          type: 'GameStarted',
          seats: 4,
          options: { strongerPirates: false },
          deal: [
            ['jade', 'jade'],
            ['jade', 'silk'],
            ['silk', 'silk'],
            ['ginseng', 'ginseng'],
          ],
          bank: { jade: 2, silk: 2, ginseng: 3, nutmeg: 5 },
        },
        { type: 'RoundStarted', round: 1, opener: 0 },
      ]);
  });

  it('From the 20 shares, 3 of each good are shuffled and 2 dealt face down to each player (5 players); the rest stay with the bank', () => {
    manilaSpec
      .given([])
      .when('system', start(5), NO_SWAPS)
      .then([
        {
          type: 'GameStarted',
          seats: 5,
          options: { strongerPirates: false },
          deal: [
            ['jade', 'jade'],
            ['jade', 'silk'],
            ['silk', 'silk'],
            ['ginseng', 'ginseng'],
            ['ginseng', 'nutmeg'],
          ],
          bank: { jade: 2, silk: 2, ginseng: 2, nutmeg: 4 },
        },
        { type: 'RoundStarted', round: 1, opener: 0 },
      ]);
  });

  it('The deal follows the shuffle: whatever the shuffle puts on top is dealt, seat 0 first', () => {
    for (const seats of [3, 4, 5]) {
      const hands = DEALS[seats];
      manilaSpec
        .given([])
        .when('system', start(seats), shuffleValuesFor(hands))
        .thenEvents((events, state) => {
          const started = events[0];
          expect(started.type === 'GameStarted' && started.deal).toEqual(hands);
          for (let s = 0; s < seats; s++) {
            const held = Object.entries(state.players[s].shares).flatMap(([g, n]) => Array<string>(n).fill(g));
            expect(held.sort()).toEqual([...hands[s]].sort());
          }
          // 20 shares in all: 5 of each good between the hands and the bank.
          for (const g of ['jade', 'silk', 'ginseng', 'nutmeg'] as Good[]) {
            const inHands = state.players.reduce((n, p) => n + p.shares[g], 0);
            expect(inHands + state.bank[g]).toBe(5);
          }
        });
    }
  });

  it('Each player receives 30 pesos', () => {
    for (const seats of [3, 4, 5]) {
      const t = newTable(seats);
      expect(t.state.players.map((p) => p.cash)).toEqual(Array(seats).fill(30));
      expect(
        t.state.players.every(
          (p) => p.mortgaged.jade + p.mortgaged.silk + p.mortgaged.ginseng + p.mortgaged.nutmeg === 0,
        ),
      ).toBe(true);
    }
  });

  it('Each player takes 3 accomplices; with 3 players each takes 4', () => {
    expect(manila.view(newTable(3).state, 0).players.map((p) => p.accomplices)).toEqual([4, 4, 4]);
    expect(manila.view(newTable(4).state, 0).players.map((p) => p.accomplices)).toEqual([3, 3, 3, 3]);
    expect(manila.view(newTable(5).state, 0).players.map((p) => p.accomplices)).toEqual([3, 3, 3, 3, 3]);
  });

  it('The 4 goods value tokens start on the lowest position of the price track', () => {
    const v = manila.view(newTable(4).state, null);
    expect(v.prices).toEqual([0, 0, 0, 0].map(() => ({ step: 0, value: 0 })));
  });

  it('The oldest player, seat 0, opens the first auction (reading 3)', () => {
    const t = newTable(5);
    expect(t.state.phase).toMatchObject({ kind: 'auction', opener: 0, turn: 0, highBid: 0, highBidder: null });
    expect(manila.toAct(t.state)).toEqual([0]);
  });

  it('The stronger-pirates variant is a table option, off by default (reading 9)', () => {
    manilaSpec
      .given([])
      .when('system', start(4, {}), NO_SWAPS)
      .thenEvents((events) => {
        expect(events[0]).toMatchObject({ type: 'GameStarted', options: { strongerPirates: false } });
      });
    manilaSpec
      .given([])
      .when('system', start(4, { strongerPirates: true }), NO_SWAPS)
      .thenEvents((events) => {
        expect(events[0]).toMatchObject({ type: 'GameStarted', options: { strongerPirates: true } });
      });
  });

  it('Manila is for 3 to 5 players: other table sizes are refused', () => {
    manilaSpec
      .given([])
      .when('system', start(2))
      .thenRejects('INVALID_OPTIONS', /3 to 5/);
    manilaSpec
      .given([])
      .when('system', start(6))
      .thenRejects('INVALID_OPTIONS', /3 to 5/);
  });

  it('Unknown table options are refused', () => {
    manilaSpec
      .given([])
      .when('system', start(4, { krakens: true }))
      .thenRejects('INVALID_OPTIONS');
  });

  it('Only the table starts a game, and only once', () => {
    manilaSpec.given([]).when(0, start(4)).thenRejects('NOT_A_SEAT');
    manilaSpec.given(newTable(4).events).when('system', start(4)).thenRejects('ALREADY_STARTED');
  });

  it('Nothing can be played before the game starts', () => {
    manilaSpec.given([]).when(0, { type: 'bid', amount: 1 }).thenRejects('NOT_STARTED');
    manilaSpec.given([]).when(0, { type: 'mortgage', good: 'jade' }).thenRejects('NOT_STARTED');
  });
});

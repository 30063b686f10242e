import { describe, expect, it } from 'vitest';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import { CARGO_DIE, CARGOES, SHIPS } from '../../../engine/games/manila-tutorial/constants.js';
import { ALL_COLLIDE, LOADED, LOADING, PRICES, buy, newTable, tutorialSpec } from './fixtures.js';

const START = { type: 'start', seats: 3, options: {} };

describe('Reading 1: 2-4 players, 30 pesos once, 3 rounds (T1, T2, T7, T13, T14)', () => {
  it('A table of 2, 3 or 4 players starts; each player has 30 pesos (T1: four player boards, T2)', () => {
    for (const seats of [2, 3, 4]) {
      tutorialSpec
        .given([])
        .when('system', { ...START, seats }, LOADING)
        .thenEvents((events, s) => {
          expect(events[0]).toEqual({ type: 'GameStarted', seats, options: {} });
          expect(s.players.map((p) => p.cash)).toEqual(Array(seats).fill(30));
          expect(s.bank).toEqual({ red: 10, green: 10, blue: 10 });
        });
    }
  });

  it('One player or five are refused: there are four player boards and a race needs two', () => {
    tutorialSpec
      .given([])
      .when('system', { ...START, seats: 1 })
      .thenRejects('INVALID_OPTIONS', /2 to 4 players, not 1/);
    tutorialSpec
      .given([])
      .when('system', { ...START, seats: 5 })
      .thenRejects('INVALID_OPTIONS', /2 to 4 players, not 5/);
  });

  it('The game takes no table options, only the system starts it, and only once', () => {
    tutorialSpec
      .given([])
      .when('system', { ...START, options: { rounds: 5 } })
      .thenRejects('INVALID_OPTIONS');
    tutorialSpec.given([]).when(0, START).thenRejects('NOT_A_SEAT');
    newTable(3).given().when('system', START).thenRejects('ALREADY_STARTED');
    tutorialSpec.given([]).when(0, { type: 'pass' }).thenRejects('NOT_STARTED');
  });

  it('T7 repeats the setup but pays nothing: a new round gives no one another 30 pesos', () => {
    const t = newTable(2);
    t.shareTurns([buy(1, 0, 0), { type: 'pass' }]);
    t.betTurns([{ type: 'pass' }, { type: 'pass' }], [...ALL_COLLIDE, ...LOADING]);
    expect(t.state.round).toBe(2);
    expect(t.cash()).toEqual([20, 30]);
  });

  it('The game ends after the third round (T13 "usually 3 rounds" is read as exactly 3, T14)', () => {
    const t = newTable(2);
    t.quietRound();
    t.quietRound();
    const last = t.quietRound(ALL_COLLIDE, []);
    expect(last.at(-1)).toEqual({
      type: 'GameEnded',
      standings: [
        { seat: 0, cash: 30, sharesBought: 0 },
        { seat: 1, cash: 30, sharesBought: 0 },
      ],
    });
    expect(t.events.filter((e) => e.type === 'RoundStarted').map((e) => e.type === 'RoundStarted' && e.round)).toEqual([
      1, 2, 3,
    ]);
    expect(manilaTutorial.isTerminal(t.state)).toBe(true);
    expect(manilaTutorial.toAct(t.state)).toEqual([]);
    t.given().when(0, { type: 'pass' }).thenRejects('GAME_OVER');
  });
});

describe('Reading 2: each round the ships start on 0, one cargo roll loads them, each price is rolled (T3, T4, T5, T7)', () => {
  it('Starting the game opens round 1: ships on space 0, the cargo die, then one price die per cargo', () => {
    const s = tutorialSpec
      .given([])
      .when('system', START, LOADING)
      .then([
        { type: 'GameStarted', seats: 3, options: {} },
        { type: 'RoundStarted', round: 1, firstPlayer: 0 },
        { type: 'CargoLoaded', die: 1, cargo: { ...LOADED } },
        { type: 'PricesRolled', rolls: { wood: [4], tobacco: [3], silk: [6] }, prices: { ...PRICES } },
      ]);
    for (const ship of SHIPS) expect(s.ships[ship]).toEqual({ position: 0, fate: 'at-sea' });
    expect(s.phase).toEqual({ kind: 'shares', turn: 0 });
  });

  it('The six faces of the cargo die are the six ways to load wood, tobacco and silk onto red, green and blue', () => {
    const loadings = new Set<string>();
    for (let face = 1; face <= 6; face++) {
      tutorialSpec
        .given([])
        .when('system', START, [face, 2, 2, 2])
        .thenEvents((events, s) => {
          expect(events[2]).toEqual({ type: 'CargoLoaded', die: face, cargo: CARGO_DIE[face - 1] });
          expect([...Object.values(s.cargo!)].sort()).toEqual([...CARGOES].sort());
          loadings.add(JSON.stringify(s.cargo));
        });
    }
    expect(loadings.size).toBe(6);
  });

  it('Prices run 2 to 6: a price die showing 1 is rolled again, and every roll is recorded', () => {
    tutorialSpec
      .given([])
      .when('system', START, [6, 1, 1, 2, 1, 5, 6])
      .thenEvents((events) => {
        expect(events[2]).toEqual({
          type: 'CargoLoaded',
          die: 6,
          cargo: { red: 'silk', green: 'tobacco', blue: 'wood' },
        });
        expect(events[3]).toEqual({
          type: 'PricesRolled',
          rolls: { wood: [1, 1, 2], tobacco: [1, 5], silk: [6] },
          prices: { wood: 2, tobacco: 5, silk: 6 },
        });
      });
  });

  it('Every round reloads: round 2 puts the ships back on 0 and rolls a new cargo and new prices (T13)', () => {
    const t = newTable(2);
    const events = t.quietRound([6, 5, 4, 6, 5, 4, 1, 3, 6], [3, 2, 2, 5]);
    expect(events.slice(-3)).toEqual([
      { type: 'RoundStarted', round: 2, firstPlayer: 1 },
      { type: 'CargoLoaded', die: 3, cargo: { red: 'tobacco', green: 'wood', blue: 'silk' } },
      { type: 'PricesRolled', rolls: { wood: [2], tobacco: [2], silk: [5] }, prices: { wood: 2, tobacco: 2, silk: 5 } },
    ]);
    for (const ship of SHIPS) expect(t.state.ships[ship]).toEqual({ position: 0, fate: 'at-sea' });
    expect(t.state.movements).toBe(0);
  });
});

import { expandLegal } from '../../../engine/core/legal.js';
import { describe as group, expect, it } from 'vitest';
import { getGame } from '../../../engine/index.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';
import type { TutorialEvent } from '../../../engine/games/manila-tutorial/types.js';
import { playRandomGame } from '../../support/random-play.js';
import { LOADING, PASS, TWO_ARRIVE, bet, buy, newTable } from './fixtures.js';
import { describeIn } from '../../support/english.js';

const line = (e: TutorialEvent, viewer: number | null | 'all' = null, names?: string[]) =>
  describeIn(manilaTutorial, e, viewer, names);

group('The Manila tutorial race behind the generic contract', () => {
  it('is registered as manila-tutorial for 2 to 4 players', () => {
    expect(getGame('manila-tutorial')).toBe(manilaTutorial);
    expect(manilaTutorial.seats).toEqual({ min: 2, max: 4 });
    expect(manilaTutorial.optionsSchema.safeParse(manilaTutorial.defaultOptions).success).toBe(true);
  });

  it('describes each event in one line, with "Seat N", "You" or the given names', () => {
    const round: TutorialEvent = { type: 'RoundStarted', round: 2, firstPlayer: 1 };
    expect(line(round)).toBe('Round 2 of 3: the ships wait in the harbour; Seat 2 buys and bets first');
    expect(line(round, 1)).toBe('Round 2 of 3: the ships wait in the harbour; you buy and bet first');
    expect(line(round, 0, ['Ana', 'Bo'])).toBe(
      'Round 2 of 3: the ships wait in the harbour; \u2068Bo\u2069 buys and bets first',
    );
    expect(
      line({
        type: 'PricesRolled',
        rolls: { wood: [1, 4], tobacco: [3], silk: [6] },
        prices: { wood: 4, tobacco: 3, silk: 6 },
      }),
    ).toBe('Prices: wood 4 (rolled 1, 4; a 1 is rolled again), tobacco 3 and silk 6');
    expect(
      line({
        type: 'SharesBought',
        seat: 1,
        shares: { red: 1, green: 0, blue: 2 },
        payments: [{ from: 1, to: 'bank', amount: 30 }],
      }),
    ).toBe('Seat 2 bought 1 red and 2 blue shares for 30 pesos');
    expect(line({ type: 'SharesPassed', seat: 0, forced: true }, 0)).toBe('You cannot buy a share and pass');
    expect(
      line(
        {
          type: 'BetPlaced',
          seat: 0,
          ship: 'green',
          number: 7,
          stake: 5,
          payments: [{ from: 0, to: 'bank', amount: 5 }],
        },
        0,
      ),
    ).toBe('You bet 5 pesos that the green ship advances 7 in the first two movements');
    expect(
      line({
        type: 'ShipsMoved',
        movement: 3,
        moves: [
          { ship: 'red', die: 3, from: 5, to: 8, fate: 'collided' },
          { ship: 'green', die: 1, from: 7, to: 8, fate: 'collided' },
          { ship: 'blue', die: 2, from: 11, to: 13, fate: 'arrived' },
        ],
      }),
    ).toBe(
      'Movement 3: the red ship rolls 3 (5 → 8), the green ship rolls 1 (7 → 8), the blue ship rolls 2 (11 → 13) and reaches Manila, the red and green ships collide on space 8 and sink',
    );
    expect(
      line(
        {
          type: 'BetsSettled',
          bets: [
            { seat: 0, ship: 'red', number: 12, stake: 5, advanced: 12, result: 'won' },
            { seat: 1, ship: 'green', number: 9, stake: 4, advanced: 10, result: 'lost' },
            { seat: 2, ship: 'blue', number: 4, stake: 2, advanced: null, result: 'cancelled' },
          ],
          payments: [
            { from: 'bank', to: 0, amount: 10 },
            { from: 'bank', to: 2, amount: 2 },
          ],
        },
        2,
      ),
    ).toBe(
      'Bets settled: Seat 1 wins 10 for a stake of 5 (red advanced 12), Seat 2 loses 4 (green advanced 10, not 9), your 2 on blue is refunded (the ship collided)',
    );
    expect(
      line({
        type: 'CargoPaid',
        ship: 'red',
        cargo: 'wood',
        price: 4,
        shares: [2, 0, 1],
        payments: [
          { from: 'bank', to: 0, amount: 8 },
          { from: 'bank', to: 2, amount: 4 },
        ],
      }),
    ).toBe("The red ship's wood (price 4) arrived: the bank pays Seat 1 8 and Seat 3 4");
    expect(line({ type: 'SharesReturned', ship: 'blue', fate: 'sunk', shares: [1, 0] }, 0)).toBe(
      'The blue ship sank: your 1 blue share goes back to the bank, worthless',
    );
  });

  it('describes every event of whole games in plain words, for a seat, a spectator and the auditor', () => {
    for (const seats of [2, 3, 4]) {
      const { events } = playRandomGame(manilaTutorial, { seats, seed: seats * 7 });
      for (const e of events) {
        for (const viewer of [0, null, 'all'] as const) {
          const text = describeIn(manilaTutorial, e, viewer);
          expect(text).toMatch(/^[A-Z]/);
          expect(text).not.toMatch(/undefined|null|NaN|\[object/);
        }
      }
    }
  });

  it('has no secrets: every viewer sees the same state and every event whole', () => {
    const t = newTable(3);
    t.shareTurns([buy(1, 0, 0), PASS, buy(0, 2, 0)]);
    t.do(0, bet('red', 7, 3));
    const forSeat = manilaTutorial.view(t.state, 1);
    expect({ ...manilaTutorial.view(t.state, null), viewer: 1 }).toEqual(forSeat);
    expect({ ...manilaTutorial.view(t.state, 'all'), viewer: 1 }).toEqual(forSeat);
    expect(forSeat.players[0]).toEqual({ seat: 0, cash: 17, shares: { red: 1, green: 0, blue: 0 }, sharesBought: 1 });
    expect(forSeat.bets).toEqual([{ seat: 0, ship: 'red', number: 7, stake: 3, result: null }]);
    expect(forSeat.ships[0]).toEqual({ ship: 'red', cargo: 'wood', price: 4, position: 0, fate: 'at-sea' });
    expect(forSeat.toAct).toEqual([1]);
    for (const e of t.events) expect(manilaTutorial.redact(e, 2)).toEqual(e);
  });

  it('reads events of version 1 and refuses versions it does not know', () => {
    const e: TutorialEvent = { type: 'RoundStarted', round: 1, firstPlayer: 0 };
    expect(manilaTutorial.upcast(e, 1)).toEqual(e);
    expect(() => manilaTutorial.upcast(e, 2)).toThrow(/version 2/);
  });

  it('lists legal commands only for the seat to act', () => {
    const t = newTable(3);
    expect(expandLegal(manilaTutorial.legalCommands(t.state, 1))).toEqual([]);
    expect(expandLegal(manilaTutorial.legalCommands(t.state, 7))).toEqual([]);
    // 30 pesos buy up to 3 shares: pass, and the 19 mixes of 1 to 3 shares over three ships.
    expect(expandLegal(manilaTutorial.legalCommands(t.state, 0))).toHaveLength(1 + 19);
    t.quietRound(TWO_ARRIVE, LOADING);
    expect(expandLegal(manilaTutorial.legalCommands(t.state, 1))[0]).toEqual(PASS);
  });
});

import { describe, expect, it } from 'vitest';
import { NOTES } from '../../../engine/games/who-rules-the-sea/data.js';
import type { FreightEvent, FreightState } from '../../../engine/games/who-rules-the-sea/types.js';
import { playFreightGame } from '../../support/freight-play.js';
import { game, newTable, ofType, opened } from './fixtures.js';

const sail = (route: string, ship = 'S09') => ({ type: 'sail', ship, route }) as const;

describe('Resigning and clear victory (F38, F39, R31, R32, R40)', () => {
  it('F38, R32: when only one player is left, that player wins at once; the others rank by leaving order with a score of 0', () => {
    const t = opened(3);
    t.do(2, { type: 'resign' });
    t.given()
      .when(0, { type: 'resign' })
      .thenEvents((events, s) => {
        expect(events).toEqual([
          { type: 'PlayerLeft', seat: 0, reason: 'resigned', cash: 2400, debt: 0, ships: ['S09'], notes: [] },
          {
            type: 'GameEnded',
            reason: 'last-player',
            round: 1,
            values: [{ seat: 1, cash: 2800, debt: 0, ships: 2200, notes: 0, claims: 0, total: 5000 }],
          },
        ]);
        expect(game.outcome(s)).toEqual({
          winners: [1],
          results: [
            { seat: 1, score: 5000, rank: 1, breakdown: { cash: 2800, debt: -0, ships: 2200, notes: 0, claims: 0 } },
            { seat: 0, score: 0, rank: 2, breakdown: {} },
            { seat: 2, score: 0, rank: 3, breakdown: {} },
          ],
        });
      });
  });

  it('F39, R32: a player may resign at any time, out of turn too; their assets go as in bankruptcy', () => {
    const t = opened(3, { cargo: [[], ['LON-03'], []] });
    t.given()
      .when(1, { type: 'resign' })
      .thenEvents((events, s) => {
        expect(events).toEqual([
          { type: 'PlayerLeft', seat: 1, reason: 'resigned', cash: 2240, debt: 0, ships: ['S06'], notes: ['LON-03'] },
        ]);
        expect(s.notes[2].loc).toEqual({ at: 'retired' });
        expect(game.toAct(s)).toEqual([0]);
        expect(game.legalCommands(s, 1)).toEqual([]);
      });
    t.do(1, { type: 'resign' });
    t.given().when(1, { type: 'proposeEnd' }).thenRejects('NOT_IN_GAME');
  });

  it('R40: turn order skips players who left; a round is one turn of every player still in', () => {
    const t = opened(3);
    t.do(1, { type: 'resign' });
    t.given()
      .when(0, sail('LON-NYC'), [1])
      .thenEvents((events) => {
        expect(events.at(-1)).toEqual({ type: 'TurnStarted', seat: 2, round: 1, opening: false, ships: ['S01'] });
      });
    t.do(0, sail('LON-NYC'), [1]);
    t.given()
      .when(2, sail('LON-NYC', 'S01'), [1])
      .thenEvents((events) => {
        expect(events.at(-1)).toEqual({ type: 'TurnStarted', seat: 0, round: 2, opening: false, ships: ['S09'] });
      });
  });

  it('R32: resigning during the opening leaves the others to go on', () => {
    const t = newTable(3);
    t.given()
      .when(0, { type: 'resign' })
      .thenEvents((events, s) => {
        expect(events.at(-1)).toEqual({ type: 'OpeningShipsTurn', seat: 1 });
        expect(game.toAct(s)).toEqual([1]);
      });
  });
});

describe('Ending by agreement (F41, R33, R50)', () => {
  it('F41, R33: any player may propose the end at any time; play goes on; when every player still in has agreed, the game ends and is valued', () => {
    const t = opened(3);
    t.given()
      .when(2, { type: 'proposeEnd' })
      .then([{ type: 'EndProposed', seat: 2 }]);
    t.do(2, { type: 'proposeEnd' });
    expect(game.toAct(t.state)).toEqual([0]);
    t.do(0, sail('LON-NYC'), [1]);
    t.do(1, { type: 'agreeEnd' });
    t.given()
      .when(0, { type: 'agreeEnd' })
      .thenEvents((events, s) => {
        expect(events.map((e) => e.type)).toEqual(['EndAgreed', 'GameEnded']);
        expect(s.endReason).toBe('agreement');
      });
  });

  it('R33, R50: a decline cancels the proposal; the proposer may withdraw it; only one proposal is open at a time', () => {
    const t = opened(2);
    t.do(0, { type: 'proposeEnd' });
    t.given().when(1, { type: 'proposeEnd' }).thenRejects('PROPOSAL_OPEN');
    t.given()
      .when(0, { type: 'agreeEnd' })
      .thenRejects('ILLEGAL_MOVE', /agreed already/);
    t.given()
      .when(0, { type: 'declineEnd' })
      .then([{ type: 'EndDeclined', seat: 0 }]);
    t.do(1, { type: 'declineEnd' });
    expect(t.state.endVote).toBeNull();
    t.given().when(1, { type: 'agreeEnd' }).thenRejects('NO_PROPOSAL');
    t.given().when(1, { type: 'declineEnd' }).thenRejects('NO_PROPOSAL');
  });

  it("R50: a player leaving is no longer needed: the others' agreement ends the game", () => {
    const t = opened(3);
    t.do(0, { type: 'proposeEnd' });
    t.do(1, { type: 'agreeEnd' });
    t.given()
      .when(2, { type: 'resign' })
      .thenEvents((events) => expect(events.at(-1)).toMatchObject({ type: 'GameEnded', reason: 'agreement' }));
  });
});

describe('Valuation and result (F42, R35, R48, R49)', () => {
  it('F42, R35: cash minus debt, active ships at price, pawned ships at price minus redemption, notes aboard at purchase, pawned notes at purchase minus redemption', () => {
    const t = opened(2, { fleets: [['S01', 'S02'], ['S06']], cargo: [['LON-02', 'LON-03'], []] });
    t.do(0, { type: 'pawnNote', ship: 'S01', note: 'LON-02' });
    t.do(0, { type: 'pawnShip', ship: 'S01', target: 'S02' });
    t.do(0, { type: 'proposeEnd' });
    t.given()
      .when(1, { type: 'agreeEnd' })
      .thenEvents((events, s) => {
        expect(ofType(events, 'GameEnded')[0].values).toEqual([
          { seat: 0, cash: 1790, debt: 0, ships: 1400 + 750, notes: 560 + 280, claims: 0, total: 4780 },
          { seat: 1, cash: 2800, debt: 0, ships: 2200, notes: 0, claims: 0, total: 5000 },
        ]);
        expect(game.outcome(s)?.winners).toEqual([1]);
      });
  });

  it('R35: a tie in value goes to more cash', () => {
    const t = opened(2);
    t.do(0, { type: 'proposeEnd' });
    t.given()
      .when(1, { type: 'agreeEnd' })
      .thenEvents((_e, s) => {
        expect(game.outcome(s)?.results.map((r) => [r.seat, r.score, r.rank])).toEqual([
          [1, 5000, 1],
          [0, 5000, 2],
        ]);
      });
  });

  it('R48: goods claims not yet paid count at their amount', () => {
    const t = opened(2, { pile: ['C05'], cargo: [['LON-02'], []] });
    t.do(0, { type: 'insureNote', ship: 'S09', note: 'LON-02' });
    t.do(0, sail('LON-NYC'), [2]);
    t.do(0, { type: 'proposeEnd' });
    t.given()
      .when(1, { type: 'agreeEnd' })
      .thenEvents((events) => {
        expect(ofType(events, 'GameEnded')[0].values[0]).toMatchObject({ notes: 0, claims: 710, ships: 2600 });
      });
  });

  it('R49: once over, the whole chance pile is revealed in the view for everyone', () => {
    const t = opened(2, { pile: ['C44', 'C43'] });
    expect(game.view(t.state, null).chance.order).toBeNull();
    t.do(1, { type: 'resign' });
    expect(game.view(t.state, null).chance.order?.slice(0, 2)).toEqual(['C44', 'C43']);
    expect(game.secrets.view(t.state, 0)).toEqual([]);
  });
});

/** The states of a complete greedy game, and its events, for the end rules that need the notes used up. */
function completeGame(
  seed: number,
  voyage: 'standard' | 'short' = 'short',
): { events: FreightEvent[]; states: FreightState[] } {
  return playFreightGame({ seats: 3, seed, voyage, bots: 'greedy', keepStates: true });
}

describe('Ending when the notes are exhausted (F40, R34, R37)', () => {
  it('F40, R34: once no pile holds a note, the game ends the moment no ship carries goods (pawned goods do not count)', () => {
    const { events, states } = completeGame(4);
    const exhausted = events.findIndex((e) => e.type === 'NotesExhausted');
    expect(exhausted).toBeGreaterThan(0);
    // The purchase that took the last note from the piles is announced at once.
    expect(events[exhausted - 1].type).toBe('NoteBought');
    expect(states[exhausted - 1].notes.every((n) => n.loc.at !== 'pile')).toBe(true);
    expect(states[exhausted - 2].notes.some((n) => n.loc.at === 'pile')).toBe(true);
    const last = events.at(-1) as Extract<FreightEvent, { type: 'GameEnded' }>;
    expect(last.reason).toBe('last-delivery');
    // Goods stay aboard until the event that empties the last hold; the end follows it at once.
    for (let i = exhausted; i < events.length - 2; i++)
      expect(
        states[i].notes.some((n) => n.loc.at === 'aboard'),
        `event ${i}`,
      ).toBe(true);
    expect(states[events.length - 2].notes.some((n) => n.loc.at === 'aboard')).toBe(false);
  });

  it('R34: the safety net ends the game at the end of the full rounds it allows after the round the last note left the piles', () => {
    let found = false;
    for (let seed = 1; seed <= 40 && !found; seed++) {
      const p = playFreightGame({ seats: 2, seed, voyage: 'short', bots: 'random' });
      const end = p.events.at(-1) as Extract<FreightEvent, { type: 'GameEnded' }>;
      if (end.reason !== 'safety-net') continue;
      found = true;
      const exhausted = ofType(p.events, 'NotesExhausted')[0];
      expect(end.round).toBe(exhausted.round + 8);
      expect(p.final.notes.some((n) => n.loc.at === 'aboard')).toBe(true);
      // It ends where the next round would begin: the last round's last turn was played.
      expect(p.events.at(-2)?.type).toBe('ShipTurnEnded');
    }
    expect(found).toBe(true);
  });

  it('R37: a note is bought once and never returns to a pile; a delivered note is gone for good', () => {
    const { states } = completeGame(6);
    NOTES.forEach((_, i) => {
      let left = false;
      for (const s of states) {
        if (s.notes[i].loc.at !== 'pile') left = true;
        else expect(left).toBe(false);
      }
    });
  });
});

describe('The short voyage (table option)', () => {
  it("the short voyage draws 5 of each port's 15 notes at the start, publicly; the rest are retired unplayed", () => {
    const p = playFreightGame({ seats: 2, seed: 9, voyage: 'short', bots: 'greedy', keepStates: true });
    const started = p.events[0] as Extract<FreightEvent, { type: 'GameStarted' }>;
    expect(started.retired).toHaveLength(60);
    for (const port of ['LON', 'NYC', 'RIO', 'CPT', 'BOM', 'ALX']) {
      expect(started.retired.filter((n) => n.startsWith(port))).toHaveLength(10);
    }
    expect(game.redact(started, 0)).toMatchObject({ retired: started.retired });
    expect(p.states[0].notes.filter((n) => n.loc.at === 'pile')).toHaveLength(30);
  });

  it('the standard voyage is the default and plays all 90 notes', () => {
    const t = newTable(2);
    expect(game.defaultOptions).toEqual({ voyage: 'standard' });
    expect(t.state.notes.filter((n) => n.loc.at === 'pile')).toHaveLength(90);
  });
});

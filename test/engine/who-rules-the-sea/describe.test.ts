import { describe, expect, it } from 'vitest';
import { game, ofType, opened } from './fixtures.js';
import { describeIn } from '../../support/english.js';

describe("The history's lines (describe)", () => {
  it('speak to the viewer as "you", name seats by their names, and show no hidden thing', () => {
    const t = opened(2, { pile: ['C16'] });
    t.do(0, { type: 'sail', ship: 'S09', route: 'LON-NYC' }, [2]);
    const turn = ofType(t.events, 'TurnStarted').at(-1)!;
    expect(describeIn(game, turn, 1)).toBe('Round 1: your turn');
    expect(describeIn(game, turn, 0, ['Ann', 'Bo'])).toBe("Round 1: \u2068Bo\u2069's turn");
    const paid = ofType(t.events, 'MoneyMoved')[0];
    expect(describeIn(game, paid, 0)).toBe('Ransom: You pay £400');
    expect(describeIn(game, paid, null)).toBe('Ransom: Seat 1 pays £400');
    const started = t.events[0];
    expect(describeIn(game, game.redact(started, 0), 0)).not.toMatch(/C16/);
    expect(describeIn(game, started, 'all')).toMatch(/: C16 /);
  });
});

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engine/core/random.js';
import type { Seat } from '../../../engine/core/types.js';
import { manila } from '../../../engine/games/manila/index.js';
import type { ManilaCommand } from '../../../engine/games/manila/types.js';
import { launched, newTable, type Table } from './fixtures.js';

// What the Manila bot does in positions whose right move a player can see at a glance.

function ask(t: Table, seat: Seat): ManilaCommand {
  return manila.bot!.choose(manila.view(t.state, seat), manila.legalCommands(t.state, seat), seat, seededRandom(1));
}

describe('The Manila bot', () => {
  it('opens the auction with a cheap bid, and passes once the post costs more than it is worth', () => {
    const t = newTable(4);
    expect(ask(t, 0)).toEqual({ type: 'bid', amount: 1 });
    t.do(0, { type: 'bid', amount: 1 });
    t.do(1, { type: 'bid', amount: 20 });
    expect(ask(t, 2)).toEqual({ type: 'pass' });
  });

  it('as harbour master loads the goods of its own shares (seat 0 holds jade and silk)', () => {
    const t = newTable(4);
    while (t.state.phase.kind === 'auction') t.do(t.state.phase.turn, { type: 'pass' });
    t.do(0, { type: 'pass' });
    const command = ask(t, 0);
    expect(command.type).toBe('launch');
    const goods = (command as Extract<ManilaCommand, { type: 'launch' }>).ships.map((s) => s.good);
    expect(goods).toEqual(expect.arrayContaining(['jade', 'silk']));
  });

  it('with no cash left, mortgages its least valuable share to take a spot worth the loan, then places there', () => {
    // Seat 0 paid all its 30 pesos for the post; its jade and silk shares are both worth 0.
    const t = launched(4, {
      hm: 0,
      price: 30,
      ships: [
        ['jade', 5],
        ['silk', 4],
        ['ginseng', 0],
      ],
    });
    expect(t.cash(0)).toBe(0);
    expect(ask(t, 0)).toEqual({ type: 'mortgage', good: 'jade' });
    t.do(0, { type: 'mortgage', good: 'jade' });
    const command = ask(t, 0);
    expect(command).toMatchObject({ type: 'place', spot: expect.stringMatching(/^ship-/) });
  });

  it('in the last placement round takes a spot that is sure to pay, never a ship that cannot arrive', () => {
    // Jade 5+4+3 stands on 12 and will dock; silk on 6 and ginseng on 2 cannot reach Manila with one die.
    const t = launched(4, {
      ships: [
        ['jade', 5],
        ['silk', 4],
        ['ginseng', 0],
      ],
    });
    t.place(
      [
        [0, 'ship-silk'],
        [1, 'ship-jade'],
        [2, 'ship-jade'],
        [3, 'ship-ginseng'],
      ],
      [4, 1, 1],
    );
    t.place(
      [
        [0, 'pass'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'shipyard-C'],
      ],
      [3, 1, 1],
    );
    expect(t.state.phase).toMatchObject({ kind: 'placement', turn: 3 });
    const command = ask(t, 3);
    expect(command.type).toBe('place');
    expect(['ship-jade', 'harbour-A', 'shipyard-A', 'shipyard-B']).toContain((command as { spot: string }).spot);
  });

  it('as large pilot steers its own ship from 11 onto 13, from where the last die always brings it in', () => {
    const t = launched(4, {
      ships: [
        ['jade', 5],
        ['silk', 4],
        ['ginseng', 0],
      ],
    });
    t.place(
      [
        [0, 'ship-silk'],
        [1, 'ship-jade'],
        [2, 'pirate'],
        [3, 'ship-jade'],
      ],
      [1, 4, 1],
    );
    t.place(
      [
        [0, 'pilot-large'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      [1, 3, 1],
    );
    t.do(0, { type: 'pass' });
    expect(t.state.phase).toMatchObject({ kind: 'pilot', pilot: 'large', seat: 0 });
    expect(t.state.board.ships.map((s) => s.position)).toEqual([7, 11, 2]);
    expect(ask(t, 0)).toEqual({ type: 'pilot', moves: [{ good: 'silk', delta: 2 }] });
  });

  it('as pirate, with stronger pirates, boards a full ship on 13 by replacing a crew member, since that ship is sure to dock', () => {
    // Ginseng 5+4+4 ends the second roll on 13 with all three seats taken; silk and jade cannot reach 13 any more.
    const t = launched(4, {
      ships: [
        ['ginseng', 5],
        ['silk', 4],
        ['jade', 0],
      ],
      strongerPirates: true,
    });
    t.place(
      [
        [0, 'pirate'],
        [1, 'ship-ginseng'],
        [2, 'ship-ginseng'],
        [3, 'ship-ginseng'],
      ],
      [4, 1, 1],
    );
    t.place(
      [
        [0, 'pass'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      [4, 1, 1],
    );
    expect(t.state.phase).toMatchObject({ kind: 'boarding', seat: 0, ships: ['ginseng'] });
    expect(ask(t, 0)).toMatchObject({ type: 'board', good: 'ginseng', replace: expect.any(Number) });
  });

  it('as pirate captain sends a plundered ship of its own good to the harbour spot it holds', () => {
    // Jade 5+4+2+2 ends the third roll on 13; seat 0 holds a jade share, the pirate ship and harbour A.
    const t = launched(4, {
      ships: [
        ['jade', 5],
        ['silk', 4],
        ['ginseng', 0],
      ],
    });
    t.place(
      [
        [0, 'pirate'],
        [1, 'ship-jade'],
        [2, 'ship-silk'],
        [3, 'ship-ginseng'],
      ],
      [4, 1, 1],
    );
    t.place(
      [
        [0, 'harbour-A'],
        [1, 'pass'],
        [2, 'pass'],
        [3, 'pass'],
      ],
      [2, 1, 1],
    );
    t.place([[0, 'pass']], [2, 1, 1]);
    expect(t.state.phase).toMatchObject({ kind: 'plunder', seat: 0, ships: ['jade'] });
    expect(ask(t, 0)).toEqual({ type: 'send-plundered', good: 'jade', to: 'harbour' });
  });
});

import { describe, expect, it } from 'vitest';
import { expandLegal } from '../../../engine/core/legal.js';
import { commandSchemaOf, wellFormedOf } from '../../../engine/core/commands.js';
import { commands } from '../../../engine/games/who-rules-the-sea/decide.js';
import { legalCommands } from '../../../engine/games/who-rules-the-sea/legal.js';
import { playFreightGame } from '../../support/freight-play.js';

// decide takes a quick exact test before the schema (engine/core/commands.ts `wellFormedOf`, from
// the command table's field tests); it may only accept what the schema accepts, unchanged, or
// decide would take a command the schema refuses.
const commandSchema = commandSchemaOf(commands);
const wellFormed = wellFormedOf(commands);

/** Whatever the quick test accepts, the schema accepts too and returns as it was given. */
function agrees(input: unknown): void {
  if (!wellFormed(input)) return;
  const parsed = commandSchema.safeParse(input);
  expect(parsed.success, JSON.stringify(input)).toBe(true);
  expect(parsed.data).toEqual(input);
}

class Roll {
  type = 'roll';
  ship = 'S01';
}

describe('The quick command test before the schema', () => {
  it('accepts every legal command of random games, each of which the schema accepts unchanged', () => {
    let seen = 0;
    for (const seed of [1]) {
      playFreightGame({
        seats: 4,
        seed,
        bots: 'random',
        sideMoves: true,
        onStep: (_before, _events, after) => {
          for (let seat = 0; seat < after.seats; seat++) {
            for (const c of expandLegal(legalCommands(after, seat)).slice(0, 40)) {
              expect(wellFormed(c), JSON.stringify(c)).toBe(true);
              agrees(c);
              seen++;
            }
          }
        },
      });
    }
    expect(seen).toBeGreaterThan(500);
  });

  it('leaves to the schema every value it cannot vouch for, and never accepts one the schema refuses', () => {
    const refused: unknown[] = [
      null,
      undefined,
      7,
      'roll',
      [],
      ['roll'],
      {},
      { type: 'start', seats: 4, options: {} },
      { type: 'roll' },
      { type: 'roll', ship: 'S99' },
      { type: 'roll', ship: 'S01', extra: 1 },
      { type: 'Roll', ship: 'S01' },
      { type: 'toString' },
      { type: 'constructor' },
      { type: 'hasOwnProperty', ship: 'S01' },
      { type: 'buyNote', ship: 'S01' },
      { type: 'buyNote', ship: 'S01', note: 'N999' },
      { type: 'buyNote', ship: 'N01', note: 'S01' },
      { type: 'buyShips', ships: [] },
      { type: 'buyShips', ships: ['S01', 'S02', 'S03'] },
      { type: 'buyShips', ships: 'S01' },
      { type: 'buyShips', ships: [1] },
      { type: 'sail', ship: 'S01', route: 'LON-XXX' },
      { type: 'sail', ship: 'S01', route: 3 },
      { type: 'bid', tens: 0 },
      { type: 'bid', tens: 1.5 },
      { type: 'bid', tens: 1_000_001 },
      { type: 'bid', tens: '5' },
      { type: 'bid', tens: Number.NaN },
      { type: 'bid', tens: Infinity },
      { type: 'passBid', tens: 1 },
      { type: 'resign', seat: 0 },
      Object.assign(Object.create({ ship: 'S01' }), { type: 'roll' }),
      new Roll(),
      Object.assign(Object.create(null), { type: 'roll', ship: 'S01' }),
    ];
    for (const input of refused) {
      agrees(input);
      if (!commandSchema.safeParse(input).success) expect(wellFormed(input), JSON.stringify(input)).toBe(false);
    }
    expect(wellFormed({ type: 'bid', tens: 1_000_000 })).toBe(true);
    expect(wellFormed({ type: 'buyShips', ships: ['S01', 'S02'] })).toBe(true);
    expect(wellFormed({ type: 'declineEnd' })).toBe(true);
  });
});

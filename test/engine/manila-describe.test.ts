import { describe, expect, it } from 'vitest';
import { manila } from '../../engine/games/manila/index.js';
import type { ManilaEvent } from '../../engine/games/manila/types.js';
import { playRandomGame } from '../support/random-play.js';
import { describeIn } from '../support/english.js';

describe('Manila history lines', () => {
  it('every event of complete games reads as one clean line for every kind of viewer', () => {
    const seen = new Set<string>();
    for (const [seats, seed, strongerPirates] of [
      [3, 5, false],
      [4, 6, true],
      [5, 7, false],
      [5, 8, true],
    ] as const) {
      const { events } = playRandomGame(manila, { seats, seed, options: { strongerPirates } });
      for (const raw of events) {
        const e = raw as ManilaEvent;
        seen.add(e.type);
        for (const viewer of [null, 0, 'all'] as const) {
          const line = describeIn(manila, manila.redact(e, viewer), viewer);
          expect(line, e.type).toMatch(/^[A-Z]/);
          expect(line, e.type).not.toMatch(/undefined|null|NaN|\[object|\n/);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(18);
  });

  it('names seats 1-based, or by name, or as "You" for the viewer, and counts pesos properly', () => {
    const bid: ManilaEvent = { type: 'BidPlaced', seat: 1, amount: 7 };
    expect(describeIn(manila, bid, null)).toBe('Seat 2 bid 7 pesos');
    expect(describeIn(manila, bid, 1)).toBe('You bid 7 pesos');
    expect(describeIn(manila, bid, null, ['Ann', 'Bea', 'Cy'])).toBe('\u2068Bea\u2069 bid 7 pesos');
    expect(describeIn(manila, { type: 'BidPlaced', seat: 0, amount: 1 }, null)).toBe('Seat 1 bid 1 peso');
  });

  it('speaks to the viewer in the second person', () => {
    expect(
      describeIn(
        manila,
        { type: 'HarbourMasterChosen', seat: 0, price: 3, payments: [{ from: 0, to: 'bank', amount: 3 }] },
        0,
      ),
    ).toBe('You become harbour master for 3 pesos');
    expect(describeIn(manila, { type: 'HarbourMasterChosen', seat: 0, price: 0, payments: [] }, 0)).toBe(
      'Nobody bid: you are harbour master for free',
    );
    expect(
      describeIn(
        manila,
        {
          type: 'ShipsLaunched',
          seat: 2,
          ships: [
            { good: 'jade', start: 4 },
            { good: 'silk', start: 3 },
            { good: 'nutmeg', start: 2 },
          ],
        },
        2,
      ),
    ).toBe('You load jade at 4, silk at 3 and nutmeg at 2; ginseng stays home');
    expect(describeIn(manila, { type: 'PirateBoarded', seat: 1, good: 'silk', index: 2, replaced: 0 }, 0)).toBe(
      "Seat 2's pirate boards the silk ship, sending your accomplice home",
    );
    expect(describeIn(manila, { type: 'PirateStayed', seat: 1 }, 1)).toBe('Your pirate stays on the pirate ship');
    expect(describeIn(manila, { type: 'ShipPlundered', good: 'jade', pirates: [2], crewReturned: [0] }, null)).toBe(
      'Pirates plunder the jade ship; Seat 1 goes home empty-handed',
    );
    expect(describeIn(manila, { type: 'ShipPlundered', good: 'jade', pirates: [2], crewReturned: [0, 1] }, 1)).toBe(
      'Pirates plunder the jade ship; Seat 1 and you go home empty-handed',
    );
    expect(
      describeIn(manila, { type: 'ShipBerthed', good: 'jade', berth: { place: 'harbour', slot: 'B' }, chosenBy: 2 }, 2),
    ).toBe('The jade ship docks at harbour B (sent by you)');
  });

  it('reads dice and their effect', () => {
    const roll: ManilaEvent = {
      type: 'DiceRolled',
      roll: 2,
      dice: { jade: 4, silk: 2, nutmeg: 6 },
      moves: [
        { good: 'jade', from: 3, to: 7 },
        { good: 'silk', from: 11, to: 13 },
        { good: 'nutmeg', from: 9, to: 14, docked: 'A' },
      ],
    };
    expect(describeIn(manila, roll, null)).toBe(
      'Dice (roll 2): jade 4, silk 2, nutmeg 6; the jade ship moves 3 → 7, the silk ship moves 11 → 13 and the nutmeg ship reaches Manila and docks at harbour A',
    );
  });

  it("hides another seat's secret in the line as in the event", () => {
    const deal: ManilaEvent = {
      type: 'GameStarted',
      seats: 3,
      options: { strongerPirates: false },
      deal: [
        ['jade', 'silk'],
        ['nutmeg', 'nutmeg'],
        ['ginseng', 'jade'],
      ],
      bank: { jade: 3, silk: 4, ginseng: 4, nutmeg: 3 },
    };
    expect(describeIn(manila, manila.redact(deal, 1), 1)).toContain('your shares: nutmeg and nutmeg');
    expect(describeIn(manila, manila.redact(deal, 1), 1)).not.toMatch(/jade|silk|ginseng/);
    expect(describeIn(manila, manila.redact(deal, null), null)).not.toMatch(/jade|silk|ginseng|nutmeg/);
    const mortgage: ManilaEvent = {
      type: 'ShareMortgaged',
      seat: 2,
      good: 'ginseng',
      forced: false,
      payments: [{ from: 'bank', to: 2, amount: 12 }],
    };
    expect(describeIn(manila, manila.redact(mortgage, 0), 0)).toBe('Seat 3 mortgaged a share for 12 pesos');
    expect(describeIn(manila, manila.redact(mortgage, 2), 2)).toBe('You mortgaged a ginseng share for 12 pesos');
  });
});

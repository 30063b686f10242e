// Ship and note codes ("S01", "LON-03") in the history's lines: written with the reader's digits, as
// every other number is (a Persian page showed "S01" among Persian numbers), and kept left to right.
import { describe, expect, it } from 'vitest';
import { whoRulesTheSea as game } from '../../engine/games/who-rules-the-sea/index.js';
import type { FreightEvent } from '../../engine/games/who-rules-the-sea/types.js';
import { renderLine } from '../../i18n/render-line.js';
import { playFreightGame } from '../support/freight-play.js';
import { translators } from '../support/english.js';

const NAMES = ['Ann', 'Bo', 'Cy'];

describe("Who Rules the Sea?'s ship and note codes in the reader's digits", () => {
  const events: FreightEvent[] = [];
  playFreightGame({
    seats: 3,
    seed: 3,
    voyage: 'short',
    bots: ['random', 'greedy', 'random'],
    sideMoves: true,
    onStep: (_before, stepEvents) => events.push(...stepEvents),
  });
  const lines = events.map((e) => game.describe(game.redact(e, null)));

  it('Persian: no Latin digit in any line of a whole game; the codes in Persian digits, isolated left to right', () => {
    const fa = lines.map((l) => renderLine(translators.fa, l, 0, NAMES));
    expect(fa.filter((t) => /[0-9]/.test(t))).toEqual([]);
    expect(fa.some((t) => /\u2066S[۰-۹]{2}\u2069/.test(t))).toBe(true);
    expect(fa.some((t) => /\u2066[A-Z]{3}-[۰-۹]{2}\u2069/.test(t))).toBe(true);
  });

  it('English and Vietnamese keep "S01" and "LON-03" as they are', () => {
    for (const locale of ['en', 'vi'] as const) {
      const text = lines.map((l) => renderLine(translators[locale], l, 0, NAMES)).join('\n');
      expect(text).toMatch(/\bS\d{2}\b/);
      expect(text).toMatch(/\b[A-Z]{3}-\d{2}\b/);
      expect(text).not.toMatch(/\u2066/);
    }
  });
});

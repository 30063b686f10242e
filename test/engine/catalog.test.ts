// The lobby's static catalog of rule sets (engine/catalog.ts) says what the registry serves.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../engine/catalog.js';
import { games } from '../../engine/index.js';

describe('The rule set catalog', () => {
  it("lists exactly the registry's rule sets, in its order, with their titles, seats, default options and bots", () => {
    const fromRegistry = Object.values(games).map((g) => ({
      id: g.id,
      title: g.title,
      seats: g.seats,
      defaultOptions: g.defaultOptions ?? {},
      bot: g.bot !== undefined,
    }));
    expect(catalog.map(({ description: _, optionChoices: __, ...rest }) => rest)).toEqual(fromRegistry);
  });

  it('offers exactly the option values each rule set accepts', () => {
    for (const c of catalog) {
      const g = games[c.id];
      for (const [key, values] of Object.entries(c.optionChoices ?? {})) {
        expect(values, `${c.id}.${key}`).toContain(c.defaultOptions[key]);
        for (const v of values)
          expect(g.optionsSchema.safeParse({ ...c.defaultOptions, [key]: v }).success, `${c.id}.${key}=${v}`).toBe(
            true,
          );
        expect(
          g.optionsSchema.safeParse({ ...c.defaultOptions, [key]: `${values[0]}-not-a-value` }).success,
          `${c.id}.${key}`,
        ).toBe(false);
      }
      // Every text option is a choice: the lobby offers no free text the server would refuse.
      for (const [key, v] of Object.entries(c.defaultOptions))
        if (typeof v === 'string') expect(c.optionChoices?.[key], `${c.id}.${key}`).toBeDefined();
    }
  });

  it('describes each rule set in one line', () => {
    for (const c of catalog) {
      expect(c.description.length, c.id).toBeGreaterThan(20);
      expect(c.description, c.id).not.toContain('\n');
    }
  });
});

// The lobby's static catalog of rule sets (engine/catalog.ts) says what the registry serves.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../engine/catalog.js';
import { games } from '../../engine/index.js';

describe('The rule set catalog', () => {
  it('lists exactly the registry\'s rule sets, in its order, with their titles, seats, default options and bots', () => {
    const fromRegistry = Object.values(games).map((g) => ({
      id: g.id, title: g.title, seats: g.seats, defaultOptions: g.defaultOptions ?? {}, bot: g.bot !== undefined,
    }));
    expect(catalog.map(({ description: _, ...rest }) => rest)).toEqual(fromRegistry);
  });

  it('describes each rule set in one line', () => {
    for (const c of catalog) {
      expect(c.description.length, c.id).toBeGreaterThan(20);
      expect(c.description, c.id).not.toContain('\n');
    }
  });
});

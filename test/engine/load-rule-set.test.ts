// Rule sets loaded on first use of their id (engine/load-rule-set.ts), as the handlers load them.
import { describe, expect, it } from 'vitest';
import { ruleSets } from '../../engine/registry.js';
import { loadRuleSet } from '../../engine/load-rule-set.js';

describe('loadRuleSet', () => {
  it("loads every registered rule set under its id, the registry's own definition", async () => {
    for (const [id, game] of Object.entries(ruleSets)) expect(await loadRuleSet(id), id).toBe(game);
  });

  it('answers the same definition each time', async () => {
    const first = await loadRuleSet('manila-tutorial');
    expect(await loadRuleSet('manila-tutorial')).toBe(first);
  });

  it('knows no other id, nor the names every object inherits', async () => {
    for (const id of ['chess', '', 'Manila', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(await loadRuleSet(id), id).toBeUndefined();
  });
});

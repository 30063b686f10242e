// The rule sets name their history lines by key (describe.ts imports line-messages.ts as a type
// only, so that the Lambda bundles carry ids alone): each key's declared id must be the one
// describe builds from it.
import { describe, expect, it } from 'vitest';
import { MANILA_LINES } from '../../engine/games/manila/line-messages.js';
import { TUTORIAL_LINES } from '../../engine/games/manila-tutorial/line-messages.js';
import { FREIGHT_LINES } from '../../engine/games/who-rules-the-sea/line-messages.js';

describe.each([
  ['manila', MANILA_LINES],
  ['tutorial', TUTORIAL_LINES],
  ['freight', FREIGHT_LINES],
] as const)('line.%s messages', (ns, lines) => {
  it('are declared under line.<rule set>.<key>', () => {
    expect(Object.keys(lines).length).toBeGreaterThan(10);
    for (const [key, m] of Object.entries(lines)) expect(m.id).toBe(`line.${ns}.${key}`);
  });
});

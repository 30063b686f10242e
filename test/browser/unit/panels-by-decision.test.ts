// A rule set's panels by decision (web/src/games/panels-by-decision.ts): each fetched once, when a
// decision first needs it; a failed fetch tried again at the next need; and, once the board is
// painted, the rest fetched ahead one after another, past any that fails.
import { describe, expect, it } from 'vitest';
import { decisionPanels } from '../../../web/src/games/panels-by-decision.js';

/** Panels whose code records each fetch; `failing` ones reject until taken out of the set. */
function fixture(tags: string[], failing = new Set<string>()) {
  const fetched: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const entries = tags.map((tag) => [
    tag,
    {
      words: [],
      code: async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((r) => setTimeout(r, 1));
        running--;
        fetched.push(tag);
        if (failing.has(tag)) throw new Error(`${tag} could not be fetched`);
      },
    },
  ]);
  const panels = decisionPanels(
    Object.fromEntries(entries) as Record<string, { words: []; code: () => Promise<void> }>,
  );
  return { panels, fetched, mostAtOnce: () => mostAtOnce };
}

describe('panels by decision', () => {
  it('fetches a panel once, on its first need; null once it is here', async () => {
    const { panels, fetched } = fixture(['bid', 'launch']);
    const first = panels.need('bid');
    expect(panels.need('bid')).toBe(first);
    await first;
    expect(panels.need('bid')).toBeNull();
    expect(fetched).toEqual(['bid']);
  });

  it('tries a failed fetch again at the next need', async () => {
    const failing = new Set(['bid']);
    const { panels, fetched } = fixture(['bid'], failing);
    await expect(panels.need('bid')).rejects.toThrow('bid could not be fetched');
    failing.clear();
    await panels.need('bid');
    expect(panels.need('bid')).toBeNull();
    expect(fetched).toEqual(['bid', 'bid']);
  });

  it('fetches the rest ahead one after another, past one that fails, which its next need tries again', async () => {
    const failing = new Set(['launch']);
    const { panels, fetched, mostAtOnce } = fixture(['bid', 'launch', 'place'], failing);
    await panels.need('bid');
    await panels.ahead();
    expect(fetched).toEqual(['bid', 'launch', 'place']);
    expect(mostAtOnce()).toBe(1);
    expect(panels.need('place')).toBeNull();
    failing.clear();
    await panels.need('launch');
    expect(fetched).toEqual(['bid', 'launch', 'place', 'launch']);
  });

  it('gives one fetch for several panels, the same promise on every ask while they are on their way', async () => {
    const { panels, fetched } = fixture(['bid', 'launch', 'place']);
    const both = panels.needAll(['launch', null, 'bid', 'launch']);
    expect(both).not.toBeNull();
    expect(panels.needAll(['bid', 'launch'])).toBe(both);
    await both;
    expect(panels.needAll(['bid', 'launch', null])).toBeNull();
    expect(panels.needAll([null])).toBeNull();
    // One still missing: that panel's own fetch.
    const place = panels.needAll(['bid', 'place']);
    expect(place).toBe(panels.need('place'));
    await place;
    expect(fetched.sort()).toEqual(['bid', 'launch', 'place']);
  });

  it('forgets a failed joint fetch, so the next ask tries again', async () => {
    const failing = new Set(['launch']);
    const { panels } = fixture(['bid', 'launch'], failing);
    const first = panels.needAll(['bid', 'launch']);
    await expect(first).rejects.toThrow('launch could not be fetched');
    failing.clear();
    const again = panels.needAll(['bid', 'launch']);
    expect(again).not.toBe(first);
    await again;
    expect(panels.needAll(['bid', 'launch'])).toBeNull();
  });
});

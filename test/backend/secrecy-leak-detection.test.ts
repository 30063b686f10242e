import { describe, expect, it, vi } from 'vitest';
import { getGame } from '../../engine/index.js';
import { playThroughApp } from './support/play-through-app.js';
import { findLeaks } from './support/secrecy-check.js';

// The app finds rule sets only in the registry, so the leaky ones are registered beside the real ones here.
vi.mock('../../engine/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../engine/index.js')>();
  const { leakyRuleSets } = await import('./support/leaky-rule-sets.js');
  const games = { ...original.games, ...leakyRuleSets };
  return { ...original, games, getGame: (id: string) => (Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined) };
});

async function leaksOf(id: string, seed = 1) {
  return findLeaks(await playThroughApp(getGame(id)!, { seats: 3, seed }));
}

describe('the secrecy check finds a leak', () => {
  it('reports nothing for Manila as it is', async () => {
    expect(await leaksOf('manila')).toEqual([]);
  });

  it('reports the deal sent whole to every seat and spectator', async () => {
    const leaks = (await leaksOf('leaky-deal')).filter((l) => l.startsWith('c') || l.startsWith('spectator'));
    for (const viewer of ['c0 (seat 0)', 'c1 (seat 1)', 'c2 (seat 2)', 'spectator (spectator)']) {
      expect(leaks.some((l) => l.startsWith(viewer) && /LEAK: entry 1 event 0 \(GameStarted\) shows deal\.\d/.test(l))).toBe(true);
    }
    expect(leaks.some((l) => l.startsWith('c0') && l.includes('shows deal.0'))).toBe(false);
  });

  it('reports the good of another seat\'s mortgage', async () => {
    const leaks = await leaksOf('leaky-mortgage', 2);
    expect(leaks.some((l) => /LEAK: entry \d+ event \d+ \((ShareMortgaged|ShareRedeemed)\) shows good/.test(l))).toBe(true);
  });

  it('reports other seats\' hands in the view', async () => {
    const leaks = await leaksOf('leaky-view');
    expect(leaks.some((l) => l.startsWith('c0 (seat 0)') && l.includes('LEAK: the view shows players.1.shares'))).toBe(true);
    expect(leaks.some((l) => l.startsWith('spectator') && l.includes('LEAK: the view shows players.0.mortgaged'))).toBe(true);
    expect(leaks.some((l) => l.startsWith('c0 (seat 0)') && l.includes('players.0.'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { loadGame } from '../../../lambdas/app/load-game.js';
import { pendingWakes } from '../../../lambdas/app/wakes.js';
import { seatedGame } from '../support/setup.js';

describe('Pending wakes worked out once per state', () => {
  it('are worked out again when the seats, the pause or the head differ for the same state, and a caller changing its list changes no later answer', async () => {
    const g = await seatedGame(21);
    const loaded = await loadGame(g.ports, g.gameId);
    const seat = loaded.game.toAct(loaded.state)[0];
    const asPlayed = pendingWakes(loaded, 1000);
    expect(asPlayed.some((w) => w.reason === 'bot')).toBe(false);

    const seats = loaded.record.seats.map((s, i) => (i === seat ? { ...s, bot: true } : s));
    const botted = { ...loaded, record: { ...loaded.record, seats } };
    const since = Date.parse(loaded.head!.at);
    expect(pendingWakes(botted, 1000)).toContainEqual(
      expect.objectContaining({ seat, reason: 'bot', atMs: since + 1000 }),
    );
    expect(pendingWakes(botted, 3000)).toContainEqual(
      expect.objectContaining({ seat, reason: 'bot', atMs: since + 3000 }),
    );
    const later = { ...botted, head: { ...loaded.head!, at: new Date(since + 60_000).toISOString() } };
    expect(pendingWakes(later, 1000)).toContainEqual(expect.objectContaining({ seat, atMs: since + 61_000 }));

    pendingWakes(loaded, 1000).push({ seat: 9, at: 'x', atMs: 0, reason: 'bot' });
    expect(pendingWakes(loaded, 1000)).toEqual(asPlayed);
  });
});

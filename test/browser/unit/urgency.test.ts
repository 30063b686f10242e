// Which game needs me: My games puts my turns first, the least time left on my clock first,
// then the others by last move; "Next game" is the first of my turns other than the one on screen.
import { describe, expect, it } from 'vitest';
import type { MyGame } from '../../../web/src/store/my-games.js';
import { byUrgency, needsMe, nextGame } from '../../../web/src/store/urgency.js';

const game = (id: string, over: Partial<MyGame> = {}): MyGame => ({
  gameId: id.padEnd(22, '_'),
  seat: 0,
  token: 't'.repeat(22),
  rules: 'manila',
  title: 'Manila',
  names: ['Ann', 'Bo', 'Cy'],
  joinedAt: '2026-11-01T10:00:00.000Z',
  status: 'playing',
  toAct: [1],
  version: 3,
  ...over,
});
const ids = (games: MyGame[]) => games.map((g) => g.gameId.replace(/_+$/, ''));

describe('which game needs me', () => {
  const mineSoon = game('mineSoon', {
    toAct: [0],
    deadline: '2026-12-01T09:00:00.000Z',
    lastMoveAt: '2026-11-30T08:00:00.000Z',
  });
  const mineLater = game('mineLater', {
    toAct: [0, 2],
    deadline: '2026-12-03T09:00:00.000Z',
    lastMoveAt: '2026-11-30T07:00:00.000Z',
  });
  const mineNoClockOld = game('mineNoClockOld', { toAct: [0], lastMoveAt: '2026-11-20T07:00:00.000Z' });
  const mineNoClockNew = game('mineNoClockNew', { toAct: [0], lastMoveAt: '2026-11-29T07:00:00.000Z' });
  const theirsRecent = game('theirsRecent', { lastMoveAt: '2026-11-30T12:00:00.000Z' });
  const theirsOld = game('theirsOld', { lastMoveAt: '2026-11-25T12:00:00.000Z' });
  const over = game('over', { status: 'over', toAct: [], lastMoveAt: '2026-11-30T23:00:00.000Z' });
  const all = [over, theirsOld, mineNoClockNew, theirsRecent, mineLater, mineNoClockOld, mineSoon];

  it('my turns first, least time left first, games without a clock after by how long they waited; then the others by last move; the finished last', () => {
    expect(ids(byUrgency(all))).toEqual([
      'mineSoon',
      'mineLater',
      'mineNoClockOld',
      'mineNoClockNew',
      'theirsRecent',
      'theirsOld',
      'over',
    ]);
    // Whatever order they were held in.
    expect(ids(byUrgency([...all].reverse()))).toEqual(ids(byUrgency(all)));
  });

  it('a finished game never needs me, even with my seat in its last toAct', () => {
    expect(needsMe(game('x', { status: 'over', toAct: [0] }))).toBe(false);
    expect(needsMe(game('x', { toAct: [2, 0] }))).toBe(true);
  });

  it('Next game: the most urgent of my turns other than the one on screen; none when nothing else waits', () => {
    expect(ids([nextGame(all, { gameId: mineSoon.gameId, seat: 0 })!])).toEqual(['mineLater']);
    expect(ids([nextGame(all, { gameId: theirsOld.gameId, seat: 0 })!])).toEqual(['mineSoon']);
    // The same game at another seat of this device is another game to play.
    const otherSeat = game('mineSoon', { seat: 1, toAct: [1] });
    expect(nextGame([mineSoon, otherSeat], { gameId: mineSoon.gameId, seat: 0 })?.seat).toBe(1);
    expect(nextGame([mineSoon, theirsOld, over], { gameId: mineSoon.gameId, seat: 0 })).toBeUndefined();
  });
});

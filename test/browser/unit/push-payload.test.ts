// The service worker's reading of a push payload (web/src/sw/push-payload.ts): pure, no browser needed.
import { describe, expect, it } from 'vitest';
import { notificationOf } from '../../../web/src/sw/push-payload.js';

describe('The notification a push payload makes', () => {
  it('takes title and body from the payload, tags it by game and seat, and carries no more than the game and seat', () => {
    const { title, options } = notificationOf({
      gameId: 'g1',
      seat: 2,
      title: 'Your turn in Manila',
      body: 'place an accomplice',
      kind: 'turn',
      version: 7,
    });
    expect(title).toBe('Your turn in Manila');
    expect(options).toMatchObject({
      body: 'place an accomplice',
      tag: 'g1/2',
      renotify: false,
      data: { gameId: 'g1', seat: 2 },
    });
  });

  it('a reminder sounds again though a notification of the same game and seat is shown', () => {
    expect(notificationOf({ gameId: 'g1', seat: 0, title: 't', body: 'b', kind: 'reminder' }).options).toMatchObject({
      tag: 'g1/0',
      renotify: true,
    });
  });

  it("a push sent in the seat's quiet hours is shown silently; any other sounds", () => {
    expect(
      notificationOf({ gameId: 'g1', seat: 0, title: 't', body: 'b', kind: 'turn', quiet: true }).options.silent,
    ).toBe(true);
    expect(notificationOf({ gameId: 'g1', seat: 0, title: 't', body: 'b', kind: 'turn' }).options.silent).toBe(false);
  });

  it('a digest has a tag of its own and opens no one game, though it names the first game waiting', () => {
    expect(
      notificationOf({
        gameId: 'g1',
        seat: 1,
        title: '2 games are waiting for you',
        body: 'Manila\nFreight',
        kind: 'digest',
        version: 0,
      }).options,
    ).toMatchObject({ body: 'Manila\nFreight', tag: 'digest', data: { gameId: undefined, seat: undefined } });
  });

  it('an unreadable payload still shows a notification, and a malformed seat is not trusted', () => {
    expect(notificationOf(null)).toMatchObject({
      title: 'Tradewinds',
      options: { body: 'Something happened in one of your games.', tag: 'tradewinds' },
    });
    expect(notificationOf({ gameId: 'g1', seat: -1, title: 'x' }).options).toMatchObject({
      tag: 'g1/-',
      data: { gameId: 'g1', seat: undefined },
    });
  });
});

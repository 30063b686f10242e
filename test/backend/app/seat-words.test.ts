import { describe, expect, it } from 'vitest';
import { seatWords, seatWordsAtStart } from '../../../lambdas/app/seat-words.js';
import { seatedGame } from '../support/setup.js';

// A broken link once said "seat 0". Players count seats from 1, and the name says whose.
describe('refusals a player reads name seats from 1, with the name', async () => {
  const g = await seatedGame();
  const { gameId, tokens } = g;
  const refusal = async (message: object) => {
    const [frame] = await g.table.send('probe', message);
    expect(frame).toMatchObject({ type: 'error' });
    return frame as { code: string; message: string };
  };

  it('a link whose token is not the seat\'s: "seat 1 (Ann)", never "seat 0"', async () => {
    expect(await refusal({ action: 'subscribe', gameId, seat: 0, token: tokens[1], lastVersion: 0 })).toEqual(
      expect.objectContaining({
        code: 'BAD_TOKEN',
        message: 'That is not the token of seat 1 (Ann): the link is damaged or from another table.',
      }),
    );
    expect((await refusal({ action: 'history', gameId, seat: 2, token: tokens[0] })).message).toBe(
      'That is not the token of seat 3 (Cy): the link is damaged or from another table.',
    );
  });

  it('a seat number past the table counts from 1 too', async () => {
    expect(await refusal({ action: 'join', gameId, seat: 3, name: 'X' })).toEqual(
      expect.objectContaining({
        code: 'NOT_A_SEAT',
        message: 'This game has seats 1 to 3; there is no seat 4.',
      }),
    );
  });

  it('a taken seat is named by its number from 1 and its holder', async () => {
    expect(await refusal({ action: 'join', gameId, seat: 1, name: 'X' })).toEqual(
      expect.objectContaining({
        code: 'SEAT_TAKEN',
        message: 'Seat 2 (Bob) is already taken.',
      }),
    );
  });

  it('writes a seat without a known name by its number alone', () => {
    expect(seatWords(0, 'Ann')).toBe('seat 1 (Ann)');
    expect(seatWords(4, '  ')).toBe('seat 5');
    expect(seatWords(2)).toBe('seat 3');
    expect(seatWordsAtStart(0, null)).toBe('Seat 1');
  });
});

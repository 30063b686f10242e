import { describe, expect, it } from 'vitest';
import type { CreatedFrame } from '../../../lambdas/protocol/server.js';
import { memoryPorts } from '../support/memory-ports.js';
import { MemoryTable } from '../support/memory-table.js';
import { only } from '../support/setup.js';

/** Creates a table whose first seat has `name`; returns the answer. */
async function createWith(name: string) {
  const table = new MemoryTable(memoryPorts());
  return table.send('x', {
    action: 'create',
    nonce: 'test-nonce-0000000000000000',
    rules: 'manila',
    seats: [{ name }, { name: 'Bob' }, { name: 'Cy', open: true }],
  });
}

describe('seat names are shown as typed, and nothing else', () => {
  const refused: [string, string, RegExp][] = [
    ['a NUL', 'An\u0000n', /control characters/],
    ['an ANSI escape', '\u001b[31mRed', /control characters/],
    ['a line break', 'Ann\nBob', /control characters/],
    ['a right-to-left override', '\u202Egnp.exe', /text-direction/],
    ['a directional isolate', 'Ann\u2066x', /text-direction/],
    ['a right-to-left mark', 'Ann\u200F', /text-direction/],
    ['zero-width spaces only', '\u200B\u200C\u200D', /visible/],
    ['a Hangul filler', '\u3164', /visible/],
    ['a combining mark alone', '\u0301', /visible/],
    ['spaces only', '   ', /blank/],
    ['a name too long', 'x'.repeat(41), /at most 40/],
  ];
  for (const [what, name, message] of refused) {
    it(`refuses ${what} with a clear reason`, async () => {
      const [frame] = await createWith(name);
      expect(frame).toMatchObject({ type: 'error', code: 'SCHEMA' });
      expect((frame as { message: string }).message).toMatch(message);
      expect((frame as { message: string }).message).toMatch(/^seats\.0\.name: /);
    });
  }

  it('keeps every script and emoji, NFC-normalized and trimmed', async () => {
    const names = ['Nguyễn Văn An', 'علی رضایی', 'Zoe\u0308', '  Ann  ', '👩‍🚀 Ann'];
    for (const name of names) {
      const [created] = only(await createWith(name), 'created');
      expect(created.seats[0].name).toBe(name.normalize('NFC').trim());
    }
    const [created] = only(await createWith('Zoe\u0308'), 'created');
    expect(created.seats[0].name).toBe('Zo\u00eb');
  });

  it('applies the same rules to a join', async () => {
    const table = new MemoryTable(memoryPorts());
    const [created] = (await table.send('x', {
      action: 'create',
      nonce: 'test-nonce-0000000000000000',
      rules: 'manila',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'open', open: true }],
    })) as CreatedFrame[];
    expect(
      await table.send('y', { action: 'join', gameId: created.gameId, seat: 2, name: '\u202Eevil' }),
    ).toMatchObject([{ type: 'error', code: 'SCHEMA' }]);
    expect(
      only(await table.send('y', { action: 'join', gameId: created.gameId, seat: 2, name: ' Cy\u0301 ' }), 'joined'),
    ).toMatchObject([{ name: 'C\u00fd' }]);
  });
});

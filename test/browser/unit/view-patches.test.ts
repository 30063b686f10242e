import { describe, expect, it } from 'vitest';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';
import { diffView } from '../../../lambdas/protocol/view-patch.js';
import { wholeUpdate } from '../../../web/src/net/view-patches.js';

const update = (version: number, view: unknown): UpdateFrame => ({
  type: 'update',
  gameId: 'g',
  version,
  status: 'playing',
  viewer: 1,
  toAct: [0],
  view,
  legalCommands: [],
  outcome: null,
  entries: [],
});

/** The frame the server sends a patching connection for `next`, against the update before it. */
function patchOf(held: UpdateFrame, next: UpdateFrame): UpdateFrame {
  const { view, ...rest } = next;
  return { ...rest, from: held.version, viewPatch: diffView(held.view, view) };
}

describe('The page takes in a patched update', () => {
  const v3 = update(3, { cash: [10, 20], phase: { kind: 'auction', bid: 4 } });
  const v4 = update(4, { cash: [10, 16], phase: { kind: 'placement' } });

  it('A patch of the version held gives the whole update the server would have sent, without patch fields', () => {
    const whole = wholeUpdate(v3, patchOf(v3, v4));
    expect(whole).toEqual(v4);
    expect(v3.view).toEqual({ cash: [10, 20], phase: { kind: 'auction', bid: 4 } });
  });

  it('A whole update is taken as it is', () => {
    expect(wholeUpdate(null, v4)).toBe(v4);
  });

  it('A patch of another version, another viewer, no view held, or one that does not fit, is a mismatch', () => {
    const patch = patchOf(v3, v4);
    expect(wholeUpdate(null, patch)).toBe('mismatch');
    expect(wholeUpdate(update(2, v3.view), patch)).toBe('mismatch');
    expect(wholeUpdate({ ...v3, viewer: 2 }, patch)).toBe('mismatch');
    expect(wholeUpdate(update(3, { other: true }), patch)).toBe('mismatch');
  });
});

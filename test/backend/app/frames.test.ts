import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameJson, historyFrames, jsonOf, packUpdate } from '../../../lambdas/app/frames.js';
import { FRAME_BUDGET_BYTES } from '../../../lambdas/protocol/limits.js';
import type { Entry, UpdateFrame } from '../../../lambdas/protocol/server.js';
import { ClientModel } from '../support/client-model.js';

const entry = (version: number): Entry => ({
  version,
  actor: version % 3,
  at: '2026-11-29T12:00:00.000Z',
  events: [
    { event: { type: 'Something', payload: 'x'.repeat(900) }, line: { id: 'line.test.event', params: { version } } },
  ],
});

const update = (entries: Entry[], legal: number): UpdateFrame => ({
  type: 'update',
  gameId: 'g'.repeat(22),
  version: entries.at(-1)?.version ?? 1,
  status: 'playing',
  viewer: 0,
  toAct: [0],
  view: { board: 'y'.repeat(3000) },
  legalCommands: Array.from({ length: legal }, (_, i) => ({
    type: 'bet',
    ship: { $oneOf: ['red', 'green'] },
    stake: { $min: 1, $max: i + 1 },
  })),
  outcome: null,
  entries,
});

const bytes = (f: unknown) => Buffer.byteLength(JSON.stringify(f));

describe('framing under the budget', () => {
  it('sends a small update as it is', () => {
    const u = update([entry(1)], 10);
    expect(packUpdate(u)).toEqual([u]);
  });

  it('moves many entries into entries frames ahead of the update', () => {
    const u = update(
      Array.from({ length: 100 }, (_, i) => entry(i + 1)),
      10,
    );
    const frames = packUpdate(u);
    expect(frames.at(-1)).toMatchObject({ type: 'update', entries: [] });
    for (const f of frames) expect(bytes(f)).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
    const model = new ClientModel();
    for (const f of frames) model.apply(f);
    expect(model.log()).toEqual(u.entries);
  });

  it('refuses an update whose view and legal commands alone are over the budget, rather than splitting them', () => {
    const u = { ...update([entry(5)], 1), view: { board: 'y'.repeat(FRAME_BUDGET_BYTES) } };
    expect(() => packUpdate(u)).toThrow(/does not fit in one frame/);
  });

  it('weighs an update in bytes of UTF-8, not in characters: one of fewer characters than the budget but more bytes is split', () => {
    // Three bytes each: the update is about half the budget in characters, and over it in bytes.
    const wide = (version: number): Entry => ({
      ...entry(version),
      events: [{ ...entry(version).events[0], event: { type: 'Said', text: '€'.repeat(2500) } }],
    });
    const u = update([wide(1), wide(2), wide(3), wide(4)], 1);
    expect(JSON.stringify(u).length).toBeLessThan(FRAME_BUDGET_BYTES);
    expect(bytes(u)).toBeGreaterThan(FRAME_BUDGET_BYTES);
    const frames = packUpdate(u);
    expect(frames.length).toBeGreaterThan(1);
    for (const f of frames) expect(Buffer.byteLength(frameJson(f))).toBeLessThanOrEqual(FRAME_BUDGET_BYTES);
  });

  it('pages history and marks the last page', () => {
    const pages = historyFrames(
      { gameId: 'g', viewer: null, version: 60 },
      Array.from({ length: 60 }, (_, i) => entry(i + 1)),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((p) => p.final)).toEqual(pages.map((_, i) => i === pages.length - 1));
    expect(pages.flatMap((p) => p.entries).map((e) => e.version)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(historyFrames({ gameId: 'g', viewer: null, version: 1 }, [])).toMatchObject([{ final: true, entries: [] }]);
  });

  it('refuses an entry that cannot fit any frame rather than sending a frame API Gateway would drop', () => {
    const huge: Entry = {
      ...entry(1),
      events: [{ event: { type: 'Huge', blob: 'z'.repeat(FRAME_BUDGET_BYTES) }, line: { id: 'line.test.huge' } }],
    };
    expect(() => packUpdate(update([huge], 1))).toThrow(/frame budget/);
  });

  it('writes a frame from the texts of its parts as JSON.stringify writes it, byte for byte, whatever the parts hold', () => {
    const json = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<unknown>;
    fc.assert(
      fc.property(
        fc.record({ view: json, patch: json, events: fc.array(json, { maxLength: 3 }), known: fc.boolean() }),
        ({ view, patch, events, known }) => {
          const entries: Entry[] = events.map((event, i) => ({
            version: i + 1,
            actor: 'system',
            at: '2026-11-29T12:00:00.000Z',
            events: [{ event: { type: 'Any', event }, line: { id: 'line.test.event' } }],
          }));
          // Parts serialized before the frame (a patch weighed, an entry shared) and parts not.
          if (known) for (const part of [view, patch, ...entries]) jsonOf(part);
          const frame: UpdateFrame = {
            ...update(entries, 1),
            requestId: undefined,
            view,
            viewPatch: patch as UpdateFrame['viewPatch'],
          };
          const [packed] = packUpdate(frame);
          expect(frameJson(packed)).toBe(JSON.stringify(frame));
          const adjusted = { ...packed, requestId: 'r1', commandId: 'c1' };
          expect(frameJson(adjusted)).toBe(JSON.stringify(adjusted));
        },
      ),
    );
  });
});

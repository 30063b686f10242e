import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../engine/core/random.js';
import type { AnyGame } from '../../../engine/core/types.js';
import { manila } from '../../../engine/games/manila/index.js';
import { frameJson, packUpdate } from '../../../lambdas/app/frames.js';
import { revealedEntries, toEntry } from '../../../lambdas/app/entries.js';
import { playRandomGame } from '../../support/random-play.js';
import type { StoredCommand } from '../../../lambdas/app/ports.js';
import { audienceOf, subscribedViewer } from '../../../lambdas/app/viewer.js';
import { legalOf, viewOf } from '../../../lambdas/app/views.js';
import type { UpdateFrame } from '../../../lambdas/protocol/server.js';

const game: AnyGame = manila;

function started(): unknown {
  const d = game.decide(
    game.initialState(),
    { type: 'start', seats: 4, options: game.defaultOptions },
    { actor: 'system', now: '2026-12-01T00:00:00.000Z', random: seededRandom(3) },
  );
  if (!d.ok) throw new Error(d.message);
  return d.events.reduce((s: unknown, e) => game.evolve(s, e), game.initialState());
}

describe('Views and legal lists computed once per state and viewer', () => {
  it('The same state and viewer get the very object computed first; another viewer or state its own, equal to the rules answer', () => {
    const state = started();
    const seat0 = viewOf(game, state, 0);
    expect(viewOf(game, state, 0)).toBe(seat0);
    expect(seat0).toEqual(game.view(state, 0));
    expect(viewOf(game, state, null)).not.toBe(seat0);
    expect(viewOf(game, state, null)).toEqual(game.view(state, null));
    const other = structuredClone(state);
    expect(viewOf(game, other, 0)).not.toBe(seat0);
    expect(viewOf(game, other, 0)).toEqual(seat0);
    const toAct = game.toAct(state)[0];
    expect(legalOf(game, state, toAct)).toBe(legalOf(game, state, toAct));
    expect(legalOf(game, state, toAct)).toEqual(game.legalCommands(state, toAct));
  });

  it('A view of a version whose record hash is known is kept for the same game, version and hash loaded afresh: the newest two versions of a game', () => {
    const state = started();
    const at = (version: number, head: string | null) => ({ gameId: 'kept-views', version, head });
    const loaded = () => structuredClone(state);
    const shown = viewOf(game, loaded(), 0, at(5, 'h5'));
    // Another load of the same version: the view the last broadcast showed.
    expect(viewOf(game, loaded(), 0, at(5, 'h5'))).toBe(shown);
    // Another log (the hash differs), another viewer, or no hash to know the log by: computed anew.
    expect(viewOf(game, loaded(), 0, at(5, 'other'))).not.toBe(shown);
    expect(viewOf(game, loaded(), 1, at(5, 'h5'))).not.toBe(shown);
    expect(viewOf(game, loaded(), 0, at(5, null))).not.toBe(shown);
    // A broadcast that missed the version before (a handler's first) keeps it after the newer one
    // it showed; the next broadcast's version drops the oldest, not the first kept.
    const next = (version: number) => ({ gameId: 'kept-order', version, head: `h${version}` });
    const showed = viewOf(game, loaded(), 0, next(6));
    const before = viewOf(game, loaded(), 0, next(5));
    viewOf(game, loaded(), 0, next(7));
    expect(viewOf(game, loaded(), 0, next(6))).toBe(showed);
    expect(viewOf(game, loaded(), 0, next(5))).not.toBe(before);
    expect(viewOf(game, loaded(), 0, next(5))).toEqual(game.view(state, 0));
  });

  it('A frame measured by packUpdate is sent as the text it was measured as; any other frame is serialized', () => {
    const state = started();
    const update: UpdateFrame = {
      type: 'update',
      gameId: 'g1',
      version: 1,
      status: 'playing',
      viewer: 0,
      toAct: game.toAct(state),
      view: viewOf(game, state, 0),
      legalCommands: legalOf(game, state, 0),
      outcome: null,
      entries: [],
    };
    const [packed] = packUpdate(update);
    expect(frameJson(packed)).toBe(JSON.stringify(update));
    const adjusted = { ...packed, requestId: 'r1' };
    expect(JSON.parse(frameJson(adjusted))).toEqual(adjusted);
  });

  it('An entry is one object for every viewer who sees its events as stored; one shown a redacted event gets its own', () => {
    const now = '2026-12-01T00:00:00.000Z';
    const random = seededRandom(3);
    const recorded = (
      state: unknown,
      version: number,
      actor: StoredCommand['actor'],
      command: StoredCommand['command'],
    ) => {
      const d = game.decide(state, command, { actor, now, random });
      if (!d.ok) throw new Error(d.message);
      const record: StoredCommand = {
        version,
        commandId: `c${version}`,
        actor,
        at: now,
        eventVersion: game.eventVersion,
        events: d.events,
        command,
        draws: null,
        prev: null,
        hash: null,
      };
      return { record, after: d.events.reduce((s: unknown, e) => game.evolve(s, e), state) };
    };
    const begin = { type: 'start', seats: 4, options: game.defaultOptions };
    const start = recorded(game.initialState(), 1, 'system', begin);
    const seat = game.toAct(start.after)[0];
    const pass = recorded(start.after, 2, seat, { type: 'pass' });
    const entryFor = (record: StoredCommand, s: number | null) => {
      const who = subscribedViewer({ connectionId: `c-${s}`, gameId: 'g1', seat: s, connectedAt: now, expiresAt: 0 });
      return toEntry(game, record, audienceOf(game, pass.after, who));
    };
    // A pass hides nothing: every seat and the spectators share its entry.
    expect(entryFor(pass.record, 0)).toBe(entryFor(pass.record, null));
    expect(entryFor(pass.record, 3)).toBe(entryFor(pass.record, 1));
    // The deal shows each seat its own hand only: an entry of its own, as its redaction has it.
    const dealt = [0, 1, null].map((s) => entryFor(start.record, s));
    expect(new Set(dealt).size).toBe(3);
    expect(dealt[0].events.map((e) => e.event)).toEqual(start.record.events.map((e) => game.redact(e, 0)));
  });

  it('At the end each viewer is sent again exactly the records some event of which it was shown redacted', () => {
    const records: StoredCommand[] = [];
    const { final } = playRandomGame(game, {
      seats: 4,
      seed: 11,
      onStep: (_before, events, _after, actor) =>
        records.push({
          version: records.length + 1,
          commandId: `c${records.length + 1}`,
          actor,
          at: '2026-12-01T00:00:00.000Z',
          eventVersion: game.eventVersion,
          events,
          command: null,
          draws: null,
          prev: null,
          hash: null,
        }),
    });
    for (const seat of [0, 1, 2, 3, null]) {
      const who = subscribedViewer({ connectionId: 'c', gameId: 'g1', seat, connectedAt: '', expiresAt: 0 });
      const hid = (e: unknown) => JSON.stringify(game.redact(e, seat)) !== JSON.stringify(game.redact(e, 'all'));
      const expected = records.filter((r) => r.events.some(hid)).map((r) => r.version);
      const revealed = revealedEntries(game, final, records, who);
      expect(revealed.map((e) => e.version)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      for (const e of revealed)
        expect(e.events.map((x) => x.event)).toEqual(records[e.version - 1].events.map((x) => game.redact(x, 'all')));
    }
  });
});

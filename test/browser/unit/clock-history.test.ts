// The history's words for the clock (web/src/game-screen/clock-history.ts) and the replay's steps over
// clock entries: moves made on a seat's behalf, and a seat's clock requests.
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../lambdas/protocol/server.js';
import { historyText } from '../../../web/src/game-screen/clock-history.js';
import { Replay } from '../../../web/src/game-screen/replay.js';
import { playRandomGame } from '../../support/random-play.js';
import { manilaTutorial } from '../../../engine/games/manila-tutorial/index.js';

const names = ['Ann', 'Bo'];
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');
const at = '2026-12-01T20:40:00.000Z';
const clockEntry = (version: number, actor: number, request: object, text: string): Entry => ({
  version,
  actor,
  at,
  events: [{ event: { type: 'clock', request }, line: { id: 'line.test', params: { text } } }],
});

describe('historyText', () => {
  const move: Entry = {
    version: 7,
    actor: 'system',
    at,
    events: [{ event: { type: 'Bid' }, line: { id: 'line.test' } }],
  };

  it("says a move was made on the seat's behalf because its time ran out", () => {
    expect(plain(historyText({ ...move, onBehalfOf: 1, reason: 'timeout' }, 'Bo bids 3.', names))).toBe(
      "On Bo's behalf (time ran out, playing safe): Bo bids 3.",
    );
  });

  it('says "your" to the seat reading its own line', () => {
    expect(historyText({ ...move, onBehalfOf: 1, reason: 'timeout' }, 'You bid 3.', names, [], 1)).toBe(
      'On your behalf (time ran out, playing safe): You bid 3.',
    );
    expect(historyText({ ...move, onBehalfOf: 1, reason: 'bot' }, 'You bid 3.', names, [], 1)).toBe(
      'Bot playing safe for you: You bid 3.',
    );
  });

  it('says a bot played the seat', () => {
    expect(plain(historyText({ ...move, onBehalfOf: 1, reason: 'bot' }, 'Bo bids 3.', names))).toBe(
      'Bot playing safe for Bo: Bo bids 3.',
    );
  });

  it("leaves the moves of a seat created as a bot as the rule set wrote them, but not a held seat's", () => {
    expect(historyText({ ...move, onBehalfOf: 1, reason: 'bot' }, 'Bo bids 3.', names, [false, true])).toBe(
      'Bo bids 3.',
    );
    expect(plain(historyText({ ...move, onBehalfOf: 0, reason: 'bot' }, 'Ann bids 3.', names, [false, true]))).toBe(
      'Bot playing safe for Ann: Ann bids 3.',
    );
  });

  it("says a move was made by the seat's standing order, or as its only choice, with nothing of time running out", () => {
    expect(historyText({ ...move, onBehalfOf: 1, reason: 'order' }, 'You bid 3.', names, [], 1)).toBe(
      'By your standing order: You bid 3.',
    );
    expect(plain(historyText({ ...move, onBehalfOf: 1, reason: 'order' }, 'Bo bids 3.', names))).toBe(
      "By Bo's standing order: Bo bids 3.",
    );
    expect(historyText({ ...move, onBehalfOf: 1, reason: 'forced' }, 'You roll.', names, [], 1)).toBe(
      'Played for you, your only choice: You roll.',
    );
    expect(plain(historyText({ ...move, onBehalfOf: 1, reason: 'forced' }, 'Bo rolls.', names))).toBe(
      'Played for Bo, their only choice: Bo rolls.',
    );
  });

  it("leaves a seat's own move and the system's own records as the rule set wrote them", () => {
    expect(historyText({ ...move, actor: 1 }, 'Bo bids 3.', names)).toBe('Bo bids 3.');
    expect(historyText(move, 'Round 2 begins.', names)).toBe('Round 2 begins.');
  });
});

describe('Replay over clock entries', () => {
  it('steps over a clock request without touching the board', async () => {
    const steps: { type: string }[][] = [];
    playRandomGame(manilaTutorial, {
      seats: 2,
      seed: 3,
      onStep: (_before, events) => steps.push(events as { type: string }[]),
    });
    const entries: Entry[] = steps.slice(0, 4).map((events, i) => ({
      version: i + 1,
      actor: 'system',
      at,
      events: events.map((event) => ({ event, line: { id: event.type } })),
    }));
    const withClock = [
      ...entries.slice(0, 2),
      clockEntry(3, 0, { type: 'back' }, 'Ann is back'),
      ...entries.slice(2).map((e) => ({ ...e, version: e.version + 1 })),
    ];
    const replay = await Replay.load('manila-tutorial');
    const before = Replay.stepAfter(withClock, 2);
    expect(replay.viewAt(withClock, before + 1, 0).view).toEqual(replay.viewAt(withClock, before, 0).view);
    expect(replay.viewAt(withClock, Replay.steps(withClock), 0).view).toEqual(
      replay.viewAt(entries, Replay.steps(entries), 0).view,
    );
  });
});

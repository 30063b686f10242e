// The keep-alive's pace as a pure rule (web/src/net/keepalive-policy.ts): a fast ping only while the
// game is live and the tab visible, the slow one otherwise.
import { describe, expect, it } from 'vitest';
import {
  IDLE_PING_EVERY_MS,
  LIVE_AFTER_MOVE_MS,
  LIVE_PING_EVERY_MS,
  isLive,
  pingAfterMs,
} from '../../../web/src/net/keepalive-policy.js';

const NOW = Date.parse('2026-12-06T12:00:00.000Z');

describe('keep-alive policy', () => {
  it('a game is live while this seat is to act, however old the last move', () => {
    expect(isLive({ seatToAct: true, lastMoveAt: NOW - 3 * 24 * 3_600_000 }, NOW)).toBe(true);
    expect(isLive({ seatToAct: true, lastMoveAt: null }, NOW)).toBe(true);
  });

  it('a game is live for minutes after any move, then no longer', () => {
    expect(isLive({ seatToAct: false, lastMoveAt: NOW - 1 }, NOW)).toBe(true);
    expect(isLive({ seatToAct: false, lastMoveAt: NOW - LIVE_AFTER_MOVE_MS + 1 }, NOW)).toBe(true);
    expect(isLive({ seatToAct: false, lastMoveAt: NOW - LIVE_AFTER_MOVE_MS }, NOW)).toBe(false);
    expect(isLive({ seatToAct: false, lastMoveAt: null }, NOW)).toBe(false);
  });

  it('pings fast only when live and visible; a live game hidden, or a quiet one shown, pings slowly', () => {
    expect(pingAfterMs({ visible: true, live: true })).toBe(LIVE_PING_EVERY_MS);
    expect(pingAfterMs({ visible: false, live: true })).toBe(IDLE_PING_EVERY_MS);
    expect(pingAfterMs({ visible: true, live: false })).toBe(IDLE_PING_EVERY_MS);
    expect(pingAfterMs({ visible: false, live: false })).toBe(IDLE_PING_EVERY_MS);
  });

  it("a server's live figure replaces the fast pace only", () => {
    expect(pingAfterMs({ visible: true, live: true }, 2_000)).toBe(2_000);
    expect(pingAfterMs({ visible: true, live: false }, 2_000)).toBe(IDLE_PING_EVERY_MS);
  });

  it('the fast pace finds a dead link within 35 s (10 s for the answer); the slow one beats the 10-minute idle timeout', () => {
    expect(LIVE_PING_EVERY_MS + 10_000).toBeLessThanOrEqual(35_000);
    expect(IDLE_PING_EVERY_MS).toBeLessThan(10 * 60_000);
  });
});

// The keep-alive's pace as a pure rule (web/src/net/keepalive-policy.ts): a fast ping only while the
// game is live (a recent move, or this seat's turn with its player at the page) and the tab visible,
// the slow one otherwise.
import { describe, expect, it } from 'vitest';
import {
  IDLE_PING_EVERY_MS,
  LIVE_AFTER_MOVE_MS,
  LIVE_PING_EVERY_MS,
  PRESENT_AFTER_INPUT_MS,
  isLive,
  isPresent,
  pingAfterMs,
} from '../../../web/src/net/keepalive-policy.js';

const NOW = Date.parse('2026-12-06T12:00:00.000Z');

describe('keep-alive policy', () => {
  it("this seat's turn is live while its player is at the page, however old the last move", () => {
    const present = NOW - PRESENT_AFTER_INPUT_MS + 1;
    expect(isLive({ seatToAct: true, lastMoveAt: NOW - 3 * 24 * 3_600_000, presentAt: present }, NOW)).toBe(true);
    expect(isLive({ seatToAct: true, lastMoveAt: null, presentAt: NOW }, NOW)).toBe(true);
  });

  it("this seat's turn with nobody at the page for minutes (or ever) is not live", () => {
    const old = NOW - 3 * 24 * 3_600_000;
    expect(isLive({ seatToAct: true, lastMoveAt: old, presentAt: NOW - PRESENT_AFTER_INPUT_MS }, NOW)).toBe(false);
    expect(isLive({ seatToAct: true, lastMoveAt: old, presentAt: null }, NOW)).toBe(false);
  });

  it('another seat at the page does not make its turn live: presence counts on the seat to act only', () => {
    expect(isLive({ seatToAct: false, lastMoveAt: NOW - 3 * 24 * 3_600_000, presentAt: NOW }, NOW)).toBe(false);
  });

  it('a game is live for minutes after any move while its player is at the page, then no longer', () => {
    for (const seatToAct of [false, true]) {
      expect(isLive({ seatToAct, lastMoveAt: NOW - 1, presentAt: NOW }, NOW)).toBe(true);
      expect(isLive({ seatToAct, lastMoveAt: NOW - LIVE_AFTER_MOVE_MS + 1, presentAt: NOW }, NOW)).toBe(true);
    }
    expect(isLive({ seatToAct: false, lastMoveAt: NOW - LIVE_AFTER_MOVE_MS, presentAt: NOW }, NOW)).toBe(false);
    expect(isLive({ seatToAct: false, lastMoveAt: null, presentAt: NOW }, NOW)).toBe(false);
  });

  it('a move a moment ago does not make the game live for a page nobody is at: its first touch probes instead', () => {
    for (const seatToAct of [false, true]) {
      expect(isLive({ seatToAct, lastMoveAt: NOW - 1, presentAt: null }, NOW)).toBe(false);
      expect(isLive({ seatToAct, lastMoveAt: NOW - 1, presentAt: NOW - PRESENT_AFTER_INPUT_MS }, NOW)).toBe(false);
    }
  });

  it('the player counts as present for two minutes after an input, not before one', () => {
    expect(PRESENT_AFTER_INPUT_MS).toBe(2 * 60_000);
    expect(isPresent(NOW, NOW)).toBe(true);
    expect(isPresent(NOW - PRESENT_AFTER_INPUT_MS + 1, NOW)).toBe(true);
    expect(isPresent(NOW - PRESENT_AFTER_INPUT_MS, NOW)).toBe(false);
    expect(isPresent(null, NOW)).toBe(false);
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

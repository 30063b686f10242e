import { createHash } from 'node:crypto';
import { clocksAt, type ClockState } from '../../../engine/core/clock/index.js';
import type { Seat } from '../../../engine/core/types.js';
import type { NotifyPorts, PushOptions, PushSubscriptionRecord } from '../ports.js';
import { reportProblem } from '../problems.js';

/** What a push says: the service worker shows `title` and `body` and opens `url` (adding the token it holds). */
export interface PushPayload {
  gameId: string;
  seat: Seat;
  title: string;
  body: string;
  kind: 'turn' | 'moved' | 'over' | 'reminder' | 'digest' | 'chat' | 'rematch';
  /** The seat's page without its token: the service worker finds the token on the device. */
  url: string;
  /** The game's version the push is about. */
  version: number;
  /**
   * Sent during the seat's quiet hours (the ones its game clock keeps, so one setting serves
   * both): the notification is shown without sound or vibration, and the push is sent at low
   * urgency, which lets the push service hold it while the device sleeps. Absent otherwise.
   */
  quiet?: true;
}

/** Whether the seat is in its quiet hours at `nowMs`, by its game clock (never at a table without one). */
export function seatAsleep(clock: ClockState | null, seat: Seat, nowMs: number): boolean {
  return clock !== null && clocksAt(clock, nowMs).some((c, index) => index === seat && c.asleep);
}

/** How long a push service keeps a message when the seat has no deadline: past that, the news is old. */
export const DEFAULT_PUSH_TTL_SECONDS = 4 * 24 * 60 * 60;

/** The seat's page, as a seat link without the token (lambdas/protocol/links.ts). */
export function seatPage(gameId: string, seat: Seat): string {
  return `/#game=${gameId}&seat=${seat}`;
}

/**
 * The push topic of a seat of a game: a newer message replaces an undelivered one. A hash, so
 * the 32 base64url characters RFC 8030 allows hold any game id and seat.
 */
export function pushTopic(gameId: string, seat: Seat): string {
  return createHash('sha256').update(`${gameId}#${seat}`).digest('base64url').slice(0, 32);
}

/** Seconds to the deadline (at least a minute), or DEFAULT_PUSH_TTL_SECONDS without one. */
export function ttlUntil(deadlineMs: number | null, nowMs: number): number {
  if (deadlineMs === null) return DEFAULT_PUSH_TTL_SECONDS;
  return Math.max(60, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** Seats with a page open and visible on this game: they see the change without a push. */
export async function visibleSeats(ports: NotifyPorts, gameId: string): Promise<Set<Seat>> {
  const connections = await ports.connections.byGame(gameId);
  return new Set(connections.flatMap((c) => (c.visible === true && c.seat !== null ? [c.seat] : [])));
}

/**
 * Sends the payload to one subscription. An endpoint that answers 404 or 410 no longer exists
 * and its subscription is removed; any other failure is logged and the rest go on. Never
 * throws: one device's push service must not keep the others from theirs.
 */
export async function sendPush(
  ports: NotifyPorts,
  sub: PushSubscriptionRecord,
  payload: PushPayload,
  options: PushOptions,
): Promise<'sent' | 'gone' | 'failed'> {
  try {
    const answer = await ports.push.send({ endpoint: sub.endpoint, keys: sub.keys }, JSON.stringify(payload), options);
    if (answer === 'ok') return 'sent';
    await ports.subscriptions.remove(sub.gameId, sub.seat, sub.device);
    return 'gone';
  } catch (err) {
    reportProblem(ports, {
      kind: 'push-failed',
      gameId: sub.gameId,
      seat: sub.seat,
      detail: new URL(sub.endpoint).host,
      error: err,
    });
    return 'failed';
  }
}

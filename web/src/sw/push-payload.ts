import { isOneOf } from '../ui/known-keys.js';
import { workerText } from './worker-texts.js';

/**
 * A push's payload as the server sends it (lambdas/app/notify/push.ts): never
 * a token, so the notification carries only the game and seat; the click finds the token.
 */
export interface PushPayload {
  gameId?: string;
  seat?: number;
  title?: string;
  body?: string;
  kind?: 'turn' | 'moved' | 'over' | 'reminder' | 'digest' | 'chat' | 'rematch';
  version?: number;
  /** Sent in the seat's quiet hours: shown without sound or vibration. */
  quiet?: boolean;
}

const KINDS: readonly NonNullable<PushPayload['kind']>[] = [
  'turn',
  'moved',
  'over',
  'reminder',
  'digest',
  'chat',
  'rematch',
];

/**
 * A push's JSON as a payload, field by field: a field of another type is left out, as notificationOf
 * would ignore it; no payload (or a falsy one) is null, any other value that is no object one without fields.
 */
export function pushPayloadOf(json: unknown): PushPayload | null {
  if (!json) return null;
  if (typeof json !== 'object') return {};
  const p: PushPayload = {};
  if ('gameId' in json && typeof json.gameId === 'string') p.gameId = json.gameId;
  if ('seat' in json && typeof json.seat === 'number') p.seat = json.seat;
  if ('title' in json && typeof json.title === 'string') p.title = json.title;
  if ('body' in json && typeof json.body === 'string') p.body = json.body;
  if ('kind' in json && typeof json.kind === 'string' && isOneOf(KINDS, json.kind)) p.kind = json.kind;
  if ('version' in json && typeof json.version === 'number') p.version = json.version;
  if ('quiet' in json && typeof json.quiet === 'boolean') p.quiet = json.quiet;
  return p;
}

/** What a notification's click needs: which game and seat it is about (none for a digest: it opens "My games"). */
export interface NotificationData {
  gameId?: string;
  seat?: number;
}

/**
 * The notification for a payload. One notification per game and seat (its tag), each newer one
 * replacing the last; a reminder sounds again even though one for the game is still shown.
 * A payload that cannot be read still shows something rather than nothing: a push the user
 * agreed to that shows no notification is what browsers penalise. `locale` is the device's
 * chosen language, for the worker's own fallback words.
 */
export function notificationOf(
  payload: PushPayload | null,
  locale?: string,
): { title: string; options: NotificationOptions & { renotify?: boolean } } {
  // A digest lists every game waiting (it names the first only to have a seat to send to): it opens "My games".
  const digest = payload?.kind === 'digest';
  const gameId = !digest && typeof payload?.gameId === 'string' && payload.gameId ? payload.gameId : undefined;
  const seat =
    !digest && typeof payload?.seat === 'number' && Number.isInteger(payload.seat) && payload.seat >= 0
      ? payload.seat
      : undefined;
  const title = typeof payload?.title === 'string' && payload.title ? payload.title : 'Tradewinds';
  const body =
    typeof payload?.body === 'string' ? payload.body : payload ? '' : workerText('somethingHappened', locale);
  // Table talk has a tag of its own, so a message never hides the notice of a turn.
  const chat = payload?.kind === 'chat' ? '/chat' : payload?.kind === 'rematch' ? '/rematch' : '';
  const tag = digest ? 'digest' : gameId !== undefined ? `${gameId}/${seat ?? '-'}${chat}` : 'tradewinds';
  const data: NotificationData = { gameId, seat };
  return {
    title,
    options: {
      body,
      tag,
      renotify: payload?.kind === 'reminder' || payload?.kind === 'chat',
      silent: payload?.quiet === true,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data,
    },
  };
}

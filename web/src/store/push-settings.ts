import { randomId } from '../net/random-id.js';
import { readList, writeList } from './stored-list.js';

/** How a seat on this device wants to hear of its turns: one push per turn, or a digest at a local hour. */
export interface PushSetting {
  gameId: string;
  seat: number;
  mode: 'each' | 'digest';
  digestHour?: number;
}

/**
 * Why a seat's turn notices stay in the tab instead of being pushed: the page is plain http on a
 * network address, the browser has no Web Push, the site's notifications are blocked, the server
 * holds no VAPID key, or the browser failed to subscribe.
 */
export type TabReason = 'insecure' | 'unsupported' | 'denied' | 'no-key' | 'failed';

/** Turn notices that reach this seat only while its page is open (no push could be had here). */
export interface TabSetting {
  gameId: string;
  seat: number;
  mode: 'tab';
  why: TabReason;
}

/** A seat's one notification switch on this device, on: pushed (each turn or a digest) or in the tab only. */
export type NoticeSetting = PushSetting | TabSetting;

const SETTINGS_KEY = 'tradewinds.push.v1';
const DEVICE_KEY = 'tradewinds.device.v1';

/**
 * This device's id for the server's push subscriptions (one per game, seat and device): made up
 * once, 22 base64url characters, and kept. Where storage fails, a new one each time: the server
 * then holds one subscription per visit, each removable with "Turn off".
 */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{22,64}$/.test(kept)) return kept;
    const made = randomId();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return randomId();
  }
}

/**
 * This seat's notices on this device (a push setting the server confirmed, or in-tab notices), or
 * undefined when they are off. The one record both places on the game screen read (turn-notices.ts).
 */
export function noticeSettingOf(gameId: string, seat: number): NoticeSetting | undefined {
  return readList<NoticeSetting>(SETTINGS_KEY).find((s) => s.gameId === gameId && s.seat === seat);
}

export function saveNoticeSetting(setting: NoticeSetting | { gameId: string; seat: number; mode: 'off' }): void {
  const others = readList<NoticeSetting>(SETTINGS_KEY).filter(
    (s) => !(s.gameId === setting.gameId && s.seat === setting.seat),
  );
  writeList(SETTINGS_KEY, setting.mode === 'off' ? others : [...others, setting]);
}

import { randomId } from '../net/random-id.js';
import { readList, writeList } from './stored-list.js';

/** How a seat on this device wants to hear of its turns: one push per turn, or a digest at a local hour. */
export interface PushSetting {
  gameId: string;
  seat: number;
  mode: 'each' | 'digest';
  digestHour?: number;
}

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

/** What the server confirmed for this seat on this device, or undefined when notifications are off. */
export function pushSettingOf(gameId: string, seat: number): PushSetting | undefined {
  return readList<PushSetting>(SETTINGS_KEY).find((s) => s.gameId === gameId && s.seat === seat);
}

export function savePushSetting(setting: PushSetting | { gameId: string; seat: number; mode: 'off' }): void {
  const others = readList<PushSetting>(SETTINGS_KEY).filter(
    (s) => !(s.gameId === setting.gameId && s.seat === setting.seat),
  );
  writeList(SETTINGS_KEY, setting.mode === 'off' ? others : [...others, setting]);
}

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadConfig } from '../net/config.js';
import type { AnswerFrame } from '../net/table-socket.js';
import {
  deviceId,
  noticeSettingOf,
  saveNoticeSetting,
  type NoticeSetting,
  type PushSetting,
  type TabReason,
} from '../store/push-settings.js';
import { PermissionRefused, pushUnsupported, subscribeDevice } from '../sw/push-subscription.js';
import { locale } from '../i18n/i18n.js';

export type Requester = (message: { action: string } & Record<string, unknown>) => Promise<AnswerFrame>;

/** What the notification switch shows, wherever on the page it is drawn. */
export interface NoticeState {
  /** On (pushed or in the tab) or, undefined, off. */
  setting: NoticeSetting | undefined;
  /** A change is on its way (the permission prompt, the subscription, the server's answer). */
  busy: boolean;
  /** Why the last change failed (the failure itself: written out while drawing). */
  problem: { error: unknown } | null;
  /** How pushes are wanted the next time they are turned on or saved: one per turn, or a digest at this hour. */
  draft: { mode: 'each' | 'digest'; hour: number };
}

/** Why Web Push cannot be had on this page at all, before asking anything: null when it may. */
export function pushBlocker(): TabReason | null {
  if (!window.isSecureContext) return 'insecure';
  return pushUnsupported() ? 'unsupported' : null;
}

/** How an in-tab notice reaches the player: a browser notification where allowed, else the tab's title flashing. */
export function tabNoticeKind(): 'notification' | 'title' {
  return 'Notification' in window && Notification.permission === 'granted' ? 'notification' : 'title';
}

/**
 * The one notification switch of a seat on this device. The header's switch and the "Notifications and
 * table chat" panel both draw from it and both change it through it, so the two cannot say different
 * things: there is one state per game and seat, and every change is announced to every view at once.
 *
 * Turning it on subscribes to Web Push where the browser allows it; where it cannot (plain http on a
 * network address, no PushManager, notifications blocked, no VAPID key on the server, a failed
 * subscription) it falls back to notices in the tab, and keeps the reason to say so.
 */
export class TurnNotices extends EventTarget {
  private current: NoticeState;

  constructor(
    readonly gameId: string,
    readonly seat: number,
  ) {
    super();
    const setting = noticeSettingOf(gameId, seat);
    this.current = {
      setting,
      busy: false,
      problem: null,
      draft: {
        mode: setting?.mode === 'digest' ? 'digest' : 'each',
        hour: setting?.mode === 'digest' ? (setting.digestHour ?? 8) : 8,
      },
    };
  }

  get state(): NoticeState {
    return this.current;
  }

  setDraft(draft: Partial<NoticeState['draft']>): void {
    this.change({ draft: { ...this.current.draft, ...draft } });
  }

  /** The switch pressed, wherever it was: off when on, on when off. */
  toggle(request: Requester | null): Promise<void> {
    return this.current.setting ? this.turnOff(request) : this.turnOn(request);
  }

  turnOn(request: Requester | null): Promise<void> {
    return this.run(request, async (send) => {
      const blocker = pushBlocker();
      if (blocker) return this.inTab(blocker);
      const { vapidPublicKey } = await loadConfig();
      if (!vapidPublicKey) return this.inTab('no-key');
      let subscription;
      try {
        subscription = await subscribeDevice(vapidPublicKey);
      } catch (err) {
        // A dismissed prompt is the player's "not now": the switch stays off and says so.
        if (err instanceof PermissionRefused && err.permission === 'default') throw err;
        return this.inTab(err instanceof PermissionRefused ? 'denied' : 'failed');
      }
      await this.push(send, subscription);
    });
  }

  /** The pushes' mode or digest hour changed while on: sent to the server as turning on is. */
  save(request: Requester | null): Promise<void> {
    return this.run(request, async (send) => {
      const { vapidPublicKey } = await loadConfig();
      if (!vapidPublicKey) return this.inTab('no-key');
      await this.push(send, await subscribeDevice(vapidPublicKey));
    });
  }

  turnOff(request: Requester | null): Promise<void> {
    return this.run(request, async (send) => {
      // In-tab notices were never the server's business; pushes were.
      if (this.current.setting?.mode !== 'tab')
        await send({ action: 'notify', device: deviceId(), subscription: null, mode: 'off' });
      saveNoticeSetting({ gameId: this.gameId, seat: this.seat, mode: 'off' });
      this.change({ setting: undefined });
    });
  }

  private async push(send: Requester, subscription: unknown): Promise<void> {
    const { mode, hour } = this.current.draft;
    const setting: PushSetting =
      mode === 'digest'
        ? { gameId: this.gameId, seat: this.seat, mode: 'digest', digestHour: hour }
        : { gameId: this.gameId, seat: this.seat, mode: 'each' };
    // The page's language goes with the request: the server writes this seat's pushes in it.
    await send({
      action: 'notify',
      device: deviceId(),
      subscription,
      mode: setting.mode,
      locale: locale(),
      ...(setting.mode === 'digest'
        ? { digestHour: setting.digestHour, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }
        : {}),
    });
    saveNoticeSetting(setting);
    this.change({ setting });
  }

  /** No push here: notices in the tab, a browser notification where the player allows one (asked once). */
  private async inTab(why: TabReason): Promise<void> {
    if (why !== 'denied' && 'Notification' in window && Notification.permission === 'default')
      await Notification.requestPermission();
    const setting: NoticeSetting = { gameId: this.gameId, seat: this.seat, mode: 'tab', why };
    saveNoticeSetting(setting);
    this.change({ setting });
  }

  private async run(request: Requester | null, work: (send: Requester) => Promise<void>): Promise<void> {
    if (!request || this.current.busy) return;
    this.change({ busy: true, problem: null });
    try {
      await work(request);
    } catch (err) {
      this.change({ problem: { error: err } });
    } finally {
      this.change({ busy: false });
    }
  }

  private change(part: Partial<NoticeState>): void {
    this.current = { ...this.current, ...part };
    this.dispatchEvent(new Event('change'));
  }
}

/** One store per game and seat for the page's lifetime: every view of the switch gets the same one. */
const live = new Map<string, TurnNotices>();

export function turnNotices(gameId: string, seat: number): TurnNotices {
  const key = `${gameId}/${seat}`;
  let store = live.get(key);
  if (!store) live.set(key, (store = new TurnNotices(gameId, seat)));
  return store;
}

/**
 * Draws its element again whenever its seat's switch changes. The game and seat are read when the
 * element updates (they are properties, set after the element is made).
 */
export class NoticesController implements ReactiveController {
  private store: TurnNotices | null = null;
  private readonly redraw = () => this.host.requestUpdate();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly of: () => { gameId: string; seat: number | null },
  ) {
    host.addController(this);
  }

  /** The seat's store, following the element's game and seat. */
  get notices(): TurnNotices | null {
    const { gameId, seat } = this.of();
    const wanted = gameId && seat !== null ? turnNotices(gameId, seat) : null;
    if (wanted !== this.store) {
      this.store?.removeEventListener('change', this.redraw);
      this.store = wanted;
      this.store?.addEventListener('change', this.redraw);
    }
    return this.store;
  }

  hostConnected(): void {
    this.store?.addEventListener('change', this.redraw);
  }

  hostDisconnected(): void {
    this.store?.removeEventListener('change', this.redraw);
  }
}

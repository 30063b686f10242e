import { digestDue, notifyChat, notifyRematch, notifySteps, remindDue } from '../../lambdas/app/notify/index.js';
import type {
  Appended,
  Notifier,
  NotifyPorts,
  Ports,
  PushService,
  StoredChatPost,
  StoredRematch,
  WebhookPoster,
} from '../../lambdas/app/ports.js';

/**
 * The local stack's notifier: dynalite has no streams, so the handlers of this process tell it
 * about each append to a table somebody listens to (Ports.notifier), handing it the game around
 * each record as they hold it, and it tells people as the AWS stream's Lambda does (notifySteps),
 * reading neither the games item nor the log again. It does not ask for wakes: the command that
 * appended asks in this same process, and a restart repairs them (wake-repair.ts). Work for one
 * game runs in order (a game's pushes never overtake each other); the command that appended
 * never waits for it. It also runs the reminders and the digest on
 * an interval, as the AWS rules do every 15 minutes and every hour.
 */
export class LocalNotifier implements Notifier {
  private readonly chains = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly portsOf: () => Ports,
    private readonly push: PushService,
    private readonly webhooks: WebhookPoster,
    private readonly intervalMs: number,
  ) {}

  private notifyPorts(): NotifyPorts {
    return { ...this.portsOf(), push: this.push, webhooks: this.webhooks };
  }

  appended(appended: Appended): void {
    const { gameId } = appended.record;
    const steps = [...appended.steps];
    this.inOrder(gameId, () =>
      notifySteps(this.notifyPorts(), { record: appended.record, steps }).then(
        () => undefined,
        (err: unknown) =>
          console.error(`notifying about game ${gameId} version ${steps[0]?.record.version} failed`, err),
      ),
    );
  }

  /** A chat message: pushes to the seats away, in order with the game's other notifications. */
  chatPosted(gameId: string, post: StoredChatPost): void {
    this.inOrder(gameId, () =>
      notifyChat(this.notifyPorts(), gameId, post).then(
        () => undefined,
        (err: unknown) => console.error(`notifying about chat message ${post.id} of game ${gameId} failed`, err),
      ),
    );
  }

  /** A rematch offered or started: pushes to the finished game's seats away, in order with its other notifications. */
  rematchChanged(rematch: StoredRematch): void {
    const copy = structuredClone(rematch);
    this.inOrder(rematch.gameId, () =>
      notifyRematch(this.notifyPorts(), copy).then(
        () => undefined,
        (err: unknown) => console.error(`notifying about the rematch of game ${copy.gameId} failed`, err),
      ),
    );
  }

  /** Runs `work` after the game's earlier notifications, without waiting for it. */
  private inOrder(gameId: string, work: () => Promise<void>): void {
    const previous = this.chains.get(gameId) ?? Promise.resolve();
    const next = previous.then(work);
    this.chains.set(gameId, next);
    void this.track(next).finally(() => {
      if (this.chains.get(gameId) === next) this.chains.delete(gameId);
    });
  }

  /** Reminders and digests every `intervalMs` (both remember what they sent, so running often sends nothing twice). */
  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runDue(Date.now()), this.intervalMs);
    this.timer.unref();
  }

  /** One run of the reminders and the digest at `nowMs`. */
  async runDue(nowMs: number): Promise<void> {
    const ports = this.notifyPorts();
    await this.track(
      Promise.all([
        remindDue(ports, nowMs).catch((err: unknown) => console.error('reminders failed', err)),
        digestDue(ports, nowMs).catch((err: unknown) => console.error('digest failed', err)),
      ]),
    );
  }

  /** Resolves once every notification started so far has finished (tests, and closing). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.running.add(p);
    void p.finally(() => this.running.delete(p)).catch(() => undefined);
    return p;
  }
}

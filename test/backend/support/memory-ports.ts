import { MIN_MOVE_SECONDS } from '../../../engine/core/clock/index.js';
import { BroadcastMemo } from '../../../lambdas/app/broadcast-memo.js';
import { seededSeeds } from '../../../lambdas/adapters/system.js';
import {
  GameExists,
  VersionConflict,
  type Broadcaster,
  type ConnectionRecord,
  type Connections,
  type EventStore,
  type GameProgress,
  type GameRecord,
  type GameRepository,
  type Ports,
  type PreparedTable,
  type PushSubscriptionRecord,
  type Scheduler,
  type Subscriptions,
  type WebhookRecord,
  type StoredCommand,
  type WakeRequest,
} from '../../../lambdas/app/ports.js';

const copy = <T>(v: T): T => structuredClone(v);

/** The event store's contract in memory: conditional append, ordered reads, copies in and out. */
export class MemoryEventStore implements EventStore {
  readonly logs = new Map<string, StoredCommand[]>();
  calls = { append: 0, readAfter: 0, read: 0, readLatest: 0 };

  /** The versions appended with the notifier's flag (the events stream's filter passes only these), by game. */
  readonly notifying = new Map<string, number[]>();

  async append(gameId: string, record: StoredCommand, { notify = false }: { notify?: boolean } = {}): Promise<void> {
    this.calls.append++;
    const log = this.logs.get(gameId) ?? [];
    if (log.some((r) => r.version === record.version)) throw new VersionConflict(gameId, record.version);
    if (notify) this.notifying.set(gameId, [...(this.notifying.get(gameId) ?? []), record.version]);
    log.push(copy(record));
    log.sort((a, b) => a.version - b.version);
    this.logs.set(gameId, log);
  }

  /** Eventually consistent reads (tests) miss this many of the newest records, as DynamoDB may for a second or so. */
  lagging = 0;

  async readAfter(
    gameId: string,
    after: number,
    { consistent = true, through = Infinity }: { consistent?: boolean; through?: number } = {},
  ): Promise<StoredCommand[]> {
    this.calls.readAfter++;
    const log = this.logs.get(gameId) ?? [];
    const seen = consistent ? log : log.slice(0, Math.max(0, log.length - this.lagging));
    return copy(seen.filter((r) => r.version > after && r.version <= through));
  }

  async readLatest(
    gameId: string,
    count: number,
    { consistent = true }: { consistent?: boolean } = {},
  ): Promise<StoredCommand[]> {
    this.calls.readLatest++;
    const log = this.logs.get(gameId) ?? [];
    const seen = consistent ? log : log.slice(0, Math.max(0, log.length - this.lagging));
    return copy(seen.slice(-count).reverse());
  }

  async read(gameId: string, version: number): Promise<StoredCommand | null> {
    this.calls.read++;
    return copy((this.logs.get(gameId) ?? []).find((r) => r.version === version) ?? null);
  }
}

export class MemoryGames implements GameRepository {
  readonly items = new Map<string, GameRecord>();
  /** Prepared tables, by game id, until created (the same table's items on DynamoDB). */
  readonly preparedTables = new Map<string, PreparedTable>();

  async prepare(table: PreparedTable): Promise<void> {
    if (this.items.has(table.gameId) || this.preparedTables.has(table.gameId)) throw new GameExists(table.gameId);
    this.preparedTables.set(table.gameId, copy(table));
  }

  async prepared(gameId: string): Promise<PreparedTable | null> {
    return copy(this.preparedTables.get(gameId) ?? null);
  }

  async create(game: GameRecord): Promise<void> {
    if (this.items.has(game.gameId)) throw new GameExists(game.gameId);
    this.preparedTables.delete(game.gameId);
    this.items.set(game.gameId, copy(game));
  }

  /** Every read here is consistent; `stale` (tests) answers eventually consistent reads from an older copy. */
  stale = new Map<string, GameRecord | null>();

  async get(gameId: string, { consistent = true }: { consistent?: boolean } = {}): Promise<GameRecord | null> {
    if (!consistent && this.stale.has(gameId)) return copy(this.stale.get(gameId) ?? null);
    return copy(this.items.get(gameId) ?? null);
  }

  async claimSeat(gameId: string, seat: number, name: string, tokenHash: string, at: string): Promise<boolean> {
    const g = this.items.get(gameId);
    if (!g?.seats[seat]?.open) return false;
    g.seats[seat] = { name, open: false, tokenHash };
    g.updatedAt = at;
    return true;
  }

  async recordProgress(gameId: string, p: GameProgress): Promise<void> {
    const g = this.items.get(gameId);
    if (!g || g.version >= p.version) return;
    Object.assign(g, {
      version: p.version,
      status: p.status,
      toAct: [...p.toAct],
      updatedAt: p.updatedAt,
      head: p.head ?? g.head,
    });
    if (p.nextDeadline !== undefined) g.nextDeadline = p.nextDeadline;
    if (p.snapshot) g.snapshot = copy(p.snapshot);
  }

  async markListened(gameId: string): Promise<void> {
    const g = this.items.get(gameId);
    if (g) g.listened = true;
  }

  /** As the sparse index: only items with a pending wake, earliest first. */
  async pendingBefore(at: string): Promise<{ gameId: string; nextDeadline: string }[]> {
    return [...this.items.values()]
      .filter((g): g is GameRecord & { nextDeadline: string } => g.nextDeadline !== null && g.nextDeadline <= at)
      .map((g) => ({ gameId: g.gameId, nextDeadline: g.nextDeadline }))
      .sort((a, b) => (a.nextDeadline < b.nextDeadline ? -1 : a.nextDeadline > b.nextDeadline ? 1 : 0));
  }
}

/**
 * Records every wake asked for, once per (gameId, version, seat) as the port promises; nothing
 * fires by itself: a test runs `expireDue` when it moves its clock past a wake (see `due`).
 */
export class MemoryScheduler implements Scheduler {
  readonly wakes: WakeRequest[] = [];
  /** Every call, repeats included (tests of idempotence). */
  calls = 0;
  /** Set by a test to make the next wakes fail, as a scheduler that is down would. */
  failing = false;

  async wake(request: WakeRequest): Promise<void> {
    this.calls++;
    if (this.failing) throw new Error('scheduler unavailable');
    const same = (w: WakeRequest) =>
      w.gameId === request.gameId && w.version === request.version && w.seat === request.seat;
    if (!this.wakes.some(same)) this.wakes.push({ ...request });
  }

  /** The wakes of a game at or before `at` (ISO), in the order asked. */
  due(gameId: string, at: string): WakeRequest[] {
    return this.wakes.filter((w) => w.gameId === gameId && w.at <= at);
  }
}

/** Keyed as the table is: by game, then connection. */
export class MemoryConnections implements Connections {
  readonly items = new Map<string, ConnectionRecord>();
  async put(c: ConnectionRecord): Promise<void> {
    this.items.set(`${c.gameId} ${c.connectionId}`, copy(c));
  }
  async remove(gameId: string, connectionId: string): Promise<void> {
    this.items.delete(`${gameId} ${connectionId}`);
  }
  async byGame(gameId: string): Promise<ConnectionRecord[]> {
    return copy([...this.items.values()].filter((c) => c.gameId === gameId));
  }
  async setVisible(gameId: string, connectionId: string, visible: boolean): Promise<boolean> {
    const c = this.items.get(`${gameId} ${connectionId}`);
    if (!c) return false;
    c.visible = visible;
    return true;
  }
  /** Whether the connection is stored as watching any game (tests). */
  watches(connectionId: string): boolean {
    return [...this.items.values()].some((c) => c.connectionId === connectionId);
  }
}

/** The notifications table's contract in memory: keyed by (game, seat, device), conditional marks. */
export class MemorySubscriptions implements Subscriptions {
  readonly pushes = new Map<string, PushSubscriptionRecord>();
  readonly hooks = new Map<string, WebhookRecord>();
  readonly marks = new Map<string, number>();
  async put(sub: PushSubscriptionRecord, maxDevices: number): Promise<boolean> {
    const others = [...this.pushes.values()].filter(
      (s) => s.gameId === sub.gameId && s.seat === sub.seat && s.device !== sub.device,
    );
    if (others.length >= maxDevices) return false;
    this.pushes.set(`${sub.gameId} ${sub.seat} ${sub.device}`, copy(sub));
    return true;
  }
  async remove(gameId: string, seat: number, device: string): Promise<void> {
    this.pushes.delete(`${gameId} ${seat} ${device}`);
  }
  async byGame(gameId: string): Promise<PushSubscriptionRecord[]> {
    return copy([...this.pushes.values()].filter((s) => s.gameId === gameId));
  }
  async digests(): Promise<PushSubscriptionRecord[]> {
    return copy([...this.pushes.values()].filter((s) => s.mode === 'digest'));
  }
  async webhook(gameId: string): Promise<WebhookRecord | null> {
    return copy(this.hooks.get(gameId) ?? null);
  }
  async setWebhook(gameId: string, hook: WebhookRecord | null): Promise<void> {
    if (hook === null) this.hooks.delete(gameId);
    else this.hooks.set(gameId, copy(hook));
  }
  async switchOffWebhook(gameId: string, url: string, reason: string, at: string): Promise<boolean> {
    const h = this.hooks.get(gameId);
    if (h?.url !== url || h.off !== null) return false;
    Object.assign(h, { off: reason, updatedAt: at });
    return true;
  }
  async markOnce(scope: string, key: string, expiresAt: number): Promise<boolean> {
    const k = `${scope} ${key}`;
    if (this.marks.has(k)) return false;
    this.marks.set(k, expiresAt);
    return true;
  }
}

/** Records every frame posted, per connection; connections in `gone` answer 410. */
export class MemoryBroadcaster implements Broadcaster {
  readonly sent = new Map<string, string[]>();
  readonly gone = new Set<string>();
  async post(connectionId: string, data: string): Promise<'ok' | 'gone'> {
    if (this.gone.has(connectionId)) return 'gone';
    const list = this.sent.get(connectionId) ?? [];
    list.push(data);
    this.sent.set(connectionId, list);
    return 'ok';
  }
}

export interface MemoryPorts extends Ports {
  events: MemoryEventStore;
  games: MemoryGames;
  connections: MemoryConnections;
  subscriptions: MemorySubscriptions;
  broadcaster: MemoryBroadcaster;
  scheduler: MemoryScheduler;
  /** The fake clock's reading (ms); every `clock.now()` moves it on by `tick` ms. */
  time: { ms: number; tick: number };
}

/** Ids are counters padded to the 22 characters of a real id, so they pass the protocol's schema. */
export function memoryPorts(seed = 1): MemoryPorts {
  let n = 0;
  const time = { ms: Date.parse('2026-11-29T12:00:00.000Z'), tick: 1000 };
  return {
    events: new MemoryEventStore(),
    games: new MemoryGames(),
    connections: new MemoryConnections(),
    subscriptions: new MemorySubscriptions(),
    broadcaster: new MemoryBroadcaster(),
    scheduler: new MemoryScheduler(),
    time,
    clock: { now: () => new Date((time.ms += time.tick)) },
    seeds: seededSeeds(seed),
    // As the local stack: tables may choose clocks of seconds (production's floor is tested apart).
    limits: { minMoveSeconds: MIN_MOVE_SECONDS, botPauseMs: 1000 },
    ids: { id: () => `id${++n}`.padEnd(22, '_') },
    // Game ids repeat from one table to the next here, so each table remembers its own broadcasts.
    broadcasts: new BroadcastMemo(),
  };
}

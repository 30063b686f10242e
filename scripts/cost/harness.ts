import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seededRandom } from '../../engine/core/random.js';
import { seededSeeds } from '../../lambdas/adapters/system.js';
import { startDynalite } from '../../infra/local/dynalite.js';
import { ensureTables, LOCAL_TABLES } from '../../infra/local/tables.js';
import { DynamoConnections } from '../../lambdas/adapters/dynamo/connections.js';
import { DynamoSubscriptions } from '../../lambdas/adapters/dynamo/subscriptions.js';
import { DynamoEventStore } from '../../lambdas/adapters/dynamo/event-store.js';
import { DynamoGameRepository } from '../../lambdas/adapters/dynamo/game-repository.js';
import { sendTo } from '../../lambdas/app/broadcast.js';
import type { Broadcaster, Ports } from '../../lambdas/app/ports.js';
import { handleMessage } from '../../lambdas/app/router.js';
import type { ClientMessage } from '../../lambdas/protocol/client.js';
import type { ServerFrame, UpdateFrame } from '../../lambdas/protocol/server.js';
import { ClientModel } from '../../test/backend/support/client-model.js';
import type { Deployment } from './deployment.js';
import { Meter } from './meter.js';
import { nodeHashes } from '../../lambdas/app/chain.js';
import { DiceKeys, memoryChainStore } from '../../lambdas/protocol/dice-keys.js';

/** dynalite in a temporary folder, with a DynamoDB client the meter watches. */
export interface Store {
  doc: DynamoDBDocumentClient;
  meter: Meter;
  close(): Promise<void>;
}

export async function startStore(fixedMs?: number): Promise<Store> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dir = mkdtempSync(join(tmpdir(), 'tradewinds-cost-'));
  const dynamo = await startDynalite(dir);
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  await ensureTables(client);
  const meter = new Meter(LOCAL_TABLES, fixedMs);
  meter.attach(client);
  return {
    doc: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    meter,
    async close() {
      client.destroy();
      await dynamo.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Why a tab's client sent a ping (Harness.pings). */
export type PingReason = 'recent move' | 'seat to act' | 'idle' | 'probe';

/**
 * When a visible tab's client pings next, as link-watch.ts schedules it, and why: a pace after the
 * last frame heard, the live pace while the game is live at that moment (its player at the page:
 * an input, or the page loaded or shown, within PRESENT_AFTER_INPUT_MS; and a move within
 * LIVE_AFTER_MOVE_MS or the seat to act), the idle pace otherwise. Times in epoch ms.
 */
export function nextPing(
  tab: TabPace & { heardAt: number },
  deployment: Deployment,
): { at: number; why: Exclude<PingReason, 'probe'> } {
  const fast = tab.heardAt + deployment.livePingEveryMs;
  const why = liveWhy(tab, fast, deployment);
  return why ? { at: fast, why } : { at: tab.heardAt + deployment.idlePingEveryMs, why: 'idle' };
}

/** What sets a tab's pace (keepalive-policy.ts GamePace), times in epoch ms. */
interface TabPace {
  seatToAct: boolean;
  lastMoveAt: number | null;
  presentAt: number | null;
}

/** Why the game is live for the tab at `at` (keepalive-policy.ts isLive), the recent move first; null: it is not. */
function liveWhy(
  tab: TabPace,
  at: number,
  { liveAfterMoveMs, presentAfterInputMs }: Deployment,
): 'recent move' | 'seat to act' | null {
  if (tab.presentAt === null || at >= tab.presentAt + presentAfterInputMs) return null;
  if (tab.lastMoveAt !== null && at < tab.lastMoveAt + liveAfterMoveMs) return 'recent move';
  return tab.seatToAct ? 'seat to act' : null;
}

/** A seat's browser tab: its log survives reconnects, its socket does not. */
interface Tab {
  model: ClientModel;
  /** The open socket's connection id, if any. */
  connectionId: string | null;
  openedAt: number;
  visible: boolean;
  /** When the open socket last heard a frame (or opened): the client's next ping is due a pace after it. */
  heardAt: number;
  /** When the player last showed being at the page (an input, the page loaded or shown); null: not yet. */
  presentAt: number | null;
}

/**
 * Plays one game the way API Gateway drives the handlers: one $default invocation per client
 * message (answers posted back, broadcasts on the way); opening and closing a socket invoke
 * nothing (no $connect or $disconnect route). Everything runs on
 * a simulated clock, so pings fall due as connections stay open, paced as the web client paces
 * them (web/src/net/keepalive-policy.ts, link-watch.ts), and every id and random draw comes from
 * the seed.
 */
export class Harness {
  readonly tabs: Tab[];
  readonly ports: Ports;
  private nowMs = Date.parse('2026-01-05T18:00:00.000Z');
  private readonly start = this.nowMs;
  private connections = 0;
  /** The newest update any tab holds: who must act, as the players would learn it. */
  latest: UpdateFrame | null = null;
  gameId = '';
  tokens: string[] = [];
  /** Commands the players made (the log also holds the start and, after the end, the seed's reveal). */
  moves = 0;
  /**
   * Pings sent, by why the client sent each: on the live pace within LIVE_AFTER_MOVE_MS of a move
   * ('recent move'), on the live pace only because the tab's seat was to act ('seat to act'), on
   * the idle pace ('idle'), or a probe when the player came back ('probe').
   */
  readonly pings: Record<PingReason, number> = { 'recent move': 0, 'seat to act': 0, idle: 0, probe: 0 };
  /** Presence messages sent (their request ids). */
  private presences = 0;
  /** When the newest record was appended (simulated ms): the move time every tab's entries show. */
  private lastMoveAt: number | null = null;
  private readonly meter: Meter;
  /** The players' devices' chains, their secrets seeded so that a run deals and rolls as the last one did. */
  private readonly keys = new DiceKeys(
    memoryChainStore(),
    nodeHashes,
    (() => {
      const random = seededRandom(0xd1ce);
      return () => Uint8Array.from({ length: 32 }, () => random.int(0, 255));
    })(),
  );

  /** `run` gives each rule set its own ids; every scenario of one rule set gets the same run, hence the same game id and dice. */
  constructor(
    store: Store,
    readonly deployment: Deployment,
    seats: number,
    seed: number,
    run: number,
  ) {
    this.meter = store.meter;
    this.tabs = Array.from({ length: seats }, () => ({
      model: new ClientModel(),
      connectionId: null,
      openedAt: 0,
      visible: false,
      heardAt: 0,
      presentAt: null,
    }));
    const ids = seededRandom(seed * 1000 + run);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const broadcaster: Broadcaster = {
      post: (connectionId, data) => {
        const tab = this.tabs.find((t) => t.connectionId === connectionId);
        if (!tab) return Promise.resolve('gone');
        this.meter.posted(Buffer.byteLength(data, 'utf8'));
        // Taken as the protocol's frame unchecked: the handlers in this process just wrote it, and a
        // parse here would run inside the invocation the meter times as billed duration.
        this.deliver(tab, JSON.parse(data) as ServerFrame);
        return Promise.resolve('ok');
      },
    };
    this.ports = {
      events: new DynamoEventStore(store.doc, LOCAL_TABLES.events),
      games: new DynamoGameRepository(store.doc, LOCAL_TABLES.games),
      connections: new DynamoConnections(store.doc, LOCAL_TABLES.connections),
      subscriptions: new DynamoSubscriptions(store.doc, LOCAL_TABLES.subscriptions),
      broadcaster,
      // The handlers' clock stamps records (the dice never read it); one that follows the version,
      // not the scenario's pace, keeps every scenario's records the same size, so their prices
      // compare. Billing reads the harness's own simulated time.
      clock: { now: () => new Date(this.start + 1000 * (this.latest?.version ?? 0)) },
      seeds: seededSeeds(seed),
      // Counted, not run: the scenarios pace the moves themselves, and a wake that finds its move
      // made meanwhile changes nothing (the report prices what the wakes would cost on AWS).
      scheduler: {
        wake: () => {
          this.meter.usage.wakes++;
          return Promise.resolve();
        },
      },
      // Base64url ids of the real length, so items weigh what they weigh on AWS.
      ids: { id: () => Array.from({ length: 22 }, () => alphabet[ids.int(0, 63)]).join('') },
    };
  }

  /** Minutes since the game's first connection. */
  get minutes(): number {
    return (this.nowMs - this.start) / 60_000;
  }

  private deliver(tab: Tab, frame: ServerFrame): void {
    tab.heardAt = this.nowMs;
    tab.model.apply(frame);
    if (frame.type === 'update' && frame.version >= (this.latest?.version ?? 0)) this.latest = tab.model.update;
  }

  /** When the tab's client pings next, and why (nextPing); a hidden tab does not ping (its grace is shorter than the idle pace). */
  private nextPing(tab: Tab): { at: number; why: PingReason } {
    if (!tab.connectionId || !tab.visible) return { at: Infinity, why: 'idle' };
    return nextPing({ heardAt: tab.heardAt, ...this.paceOf(tab) }, this.deployment);
  }

  private paceOf(tab: Tab): TabPace {
    const seat = this.tabs.indexOf(tab);
    return {
      seatToAct: tab.model.update?.toAct.includes(seat) === true,
      lastMoveAt: this.lastMoveAt,
      presentAt: tab.presentAt,
    };
  }

  /** Moves the clock to `minutes`, sending every keep-alive ping that falls due on the way. */
  async advanceTo(minutes: number): Promise<void> {
    const until = this.start + minutes * 60_000;
    for (;;) {
      const due = this.tabs
        .map((t, seat) => ({ seat, ...this.nextPing(t) }))
        .filter((d) => d.at < until)
        .sort((a, b) => a.at - b.at)
        .at(0);
      if (!due) break;
      this.nowMs = Math.max(this.nowMs, due.at);
      await this.ping(due.seat, due.why);
    }
    this.nowMs = Math.max(this.nowMs, until);
  }

  /** A ping; its answer (any frame) resets the tab's wait. */
  private async ping(seat: number, why: PingReason): Promise<void> {
    this.pings[why]++;
    await this.send(seat, { action: 'ping' });
  }

  connect(seat: number): void {
    const tab = this.tabs[seat];
    if (tab.connectionId) throw new Error(`seat ${seat} is connected already`);
    const connectionId = `conn-${seat}-${++this.connections}`.padEnd(16, '=');
    // No $connect route: opening a socket runs nothing of ours; subscribing stores it.
    this.meter.connectionOpened();
    Object.assign(tab, { connectionId, openedAt: this.nowMs, visible: true, heardAt: this.nowMs });
  }

  /**
   * The tab goes to the background: its socket stays for the grace, but a hidden tab sends no
   * ping; the seat's page tells the server it is hidden.
   */
  async hide(seat: number): Promise<void> {
    this.tabs[seat].visible = false;
    await this.presence(seat);
  }

  /**
   * A connected tab shown again tells the server so, pings on its pace from now, its player counts
   * as at the page, and it probes the link at once unless it heard a frame just now
   * (link-watch.ts): the presence message's answer is the probe's, so no ping goes.
   */
  async show(seat: number): Promise<void> {
    const tab = this.tabs[seat];
    if (!tab.connectionId || tab.visible) return;
    tab.visible = true;
    tab.presentAt = this.nowMs;
    await this.presence(seat);
  }

  /** A seat's page says whether it is visible (table-socket.ts sendPresence): on each socket's first update and each change. */
  private async presence(seat: number): Promise<void> {
    if (!this.tabs[seat].connectionId) return;
    await this.send(seat, {
      action: 'presence',
      requestId: `presence-${++this.presences}`,
      gameId: this.gameId,
      visible: this.tabs[seat].visible,
    });
  }

  /**
   * The player's input (link-watch.ts): the first after an absence probes the link if the game
   * was not live for the tab until then (its link left to the idle pace).
   */
  async present(seat: number): Promise<void> {
    const tab = this.tabs[seat];
    const back = tab.presentAt === null || this.nowMs - tab.presentAt >= this.deployment.presentAfterInputMs;
    const watched = liveWhy(this.paceOf(tab), this.nowMs, this.deployment) !== null;
    tab.presentAt = this.nowMs;
    if (back && !watched) await this.probe(seat);
  }

  /** A visible tab's probe (link-watch.ts): a ping now, unless a frame came within the probe window. */
  private async probe(seat: number): Promise<void> {
    const tab = this.tabs[seat];
    if (!tab.connectionId || !tab.visible) return;
    if (this.nowMs - tab.heardAt >= this.deployment.probeUnlessHeardWithinMs) await this.ping(seat, 'probe');
  }

  disconnect(seat: number): void {
    const tab = this.tabs[seat];
    if (!tab.connectionId) return;
    tab.connectionId = null;
    // No $disconnect route: the record stays until a broadcast finds the connection gone.
    this.meter.connectionClosed(this.nowMs - tab.openedAt);
  }

  /** One client message through the $default handler (or, for a ping with its own route, none). */
  async send(seat: number, msg: ClientMessage): Promise<ServerFrame[]> {
    const tab = this.tabs[seat];
    const connectionId = tab.connectionId;
    if (!connectionId) throw new Error(`seat ${seat} sends ${msg.action} without a connection`);
    const body = JSON.stringify(msg);
    this.meter.received(msg.action, Buffer.byteLength(body, 'utf8'));
    if (msg.action === 'ping' && !this.deployment.pingInvokesLambda) {
      this.meter.outside('ping');
      await this.ports.broadcaster.post(connectionId, JSON.stringify({ type: 'pong' }));
      return [];
    }
    return this.meter.invoke('message', msg.action, async () => {
      const frames = await handleMessage(this.ports, connectionId, body);
      await sendTo(this.ports, connectionId, frames);
      return frames;
    });
  }

  /**
   * Opens the seat's tab on the game: connect (unless connected), then subscribe from the version
   * its log holds. `shown`: the page was loaded or shown for it, so its player is at it; false for
   * a socket the tab opens by itself (API Gateway closed the last one).
   */
  async open(seat: number, { shown = true }: { shown?: boolean } = {}): Promise<void> {
    if (!this.tabs[seat].connectionId) this.connect(seat);
    if (shown) this.tabs[seat].presentAt = this.nowMs;
    const frames = await this.send(seat, {
      action: 'subscribe',
      gameId: this.gameId,
      seat,
      token: this.tokens[seat],
      lastVersion: this.tabs[seat].model.version,
    });
    const error = frames.find((f) => f.type === 'error');
    if (error) throw new Error(`subscribe refused: ${JSON.stringify(error)}`);
    // Live again, the seat's page says whether it is visible.
    await this.presence(seat);
  }

  /** Seat 0 creates the table (every seat named, none open) on its own connection. */
  async create(rules: string, seats: number): Promise<void> {
    const prepared = (await this.send(0, { action: 'prepare', rules })).at(0);
    if (prepared?.type !== 'prepared') throw new Error(`prepare refused: ${JSON.stringify(prepared)}`);
    const created = (
      await this.send(0, {
        action: 'create',
        gameId: prepared.gameId,
        rules,
        nonce: 'harness-nonce-000000000000000',
        seats: Array.from({ length: seats }, (_, i) => ({ name: `Player ${i + 1}`, open: false, bot: false })),
      })
    ).at(0);
    if (created?.type !== 'created') throw new Error(`create refused: ${JSON.stringify(created)}`);
    this.gameId = created.gameId;
    this.lastMoveAt = this.nowMs;
    this.tokens = created.seats.map((s, i) => {
      if (typeof s.token !== 'string') throw new Error(`the created table gave seat ${i} no token`);
      return s.token;
    });
  }

  /** The seat to act plays what the bot picks from the legal commands its tab was sent. */
  async move(choose: (update: UpdateFrame) => { type: string }): Promise<void> {
    const latest = this.latest;
    if (!latest || latest.toAct.length === 0) throw new Error('nobody is to act');
    const seat = latest.toAct[0];
    const update = this.tabs[seat].model.update;
    if (update?.version !== latest.version)
      throw new Error(`seat ${seat} would choose on version ${update?.version ?? 'none'}, not ${latest.version}`);
    // The player's touch that makes the move: the first after an absence probes the link first.
    await this.present(seat);
    // Each seat's device reveals the next link of its dice key, as its update says where it stands.
    const commandId = `move-${update.version}`;
    if (update.seatKey !== undefined) this.keys.observe(this.gameId, seat, update.seatKey);
    const frames = await this.send(seat, {
      action: 'command',
      gameId: this.gameId,
      seat,
      token: this.tokens[seat],
      expectedVersion: update.version,
      commandId,
      command: choose(update),
      ...this.keys.offer(this.gameId, seat, commandId),
    });
    // Accepted: an `accepted` answer, or (the tab watches as this seat) its own update naming the command.
    // (The game's last command is followed at once by the record revealing its seed, so its update may be newer still.)
    const acceptedHere =
      frames.some((f) => f.type === 'accepted') || (this.tabs[seat].model.update?.version ?? 0) > update.version;
    if (!acceptedHere)
      throw new Error(
        `command refused: ${JSON.stringify(frames.filter((f) => f.type === 'error'))} (seat ${seat} holds version ${this.tabs[seat].model.update?.version ?? 'none'}, sent on ${update.version})`,
      );
    this.moves++;
    this.lastMoveAt = this.nowMs;
  }

  get over(): boolean {
    return this.latest?.status === 'over';
  }
}

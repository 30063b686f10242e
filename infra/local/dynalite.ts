import { mkdirSync } from 'node:fs';
import type { LocalTransport } from '../../lambdas/adapters/local-transports.js';
import { checkLevelDb, type FileDamage } from './leveldb/check.js';
import { StoreThread } from './store-thread.js';
import { PortTransport } from './store-transport.js';

/** Whether the store serves: `reason` says why not, without the folder's path (the health answer may leave this machine). */
export type StoreHealth = { state: 'ok' } | { state: 'restarting' | 'failed' | 'unresponsive'; reason: string };

/** The store cannot serve and will not again in this process: its folder is damaged, or its thread keeps dying. */
export class StoreFailure extends Error {
  override name = 'StoreFailure';
}

export interface StoreOptions {
  /**
   * Called once if the store fails for good (default: the failure is logged and every request
   * fails from then on). `npm start` ends the process, for a supervisor to start it again.
   */
  onFailure?: (failure: StoreFailure) => void;
  /** Restarts allowed within a window before the store fails instead (default 3 within a minute). */
  restarts?: { max: number; withinMs: number };
}

export interface LocalDynamo {
  /** dynalite's HTTP endpoint, for SDK clients outside this process (and inside it, over TCP); the same across restarts. */
  endpoint: string;
  /** The same store without a socket, for SDK clients in this process (lambdas/adapters/local-transports.ts). */
  transport: LocalTransport;
  /** Whether the store serves now: a read through LevelDB must be answered, unless it is already known not to. */
  health(): Promise<StoreHealth>;
  /** The worker's own heap (and the process's RSS), after a full collection when `gc` is set: for benchmarks and leak tests. */
  memory(options?: { gc?: boolean }): Promise<NodeJS.MemoryUsage>;
  /** The store's thread now, for tests that end it as a crash would. */
  readonly thread: StoreThread;
  close(): Promise<void>;
}

/** Longer than any read takes on a loaded machine; a store that has not answered by then is not serving. */
const PROBE_TIMEOUT_MS = 5_000;
const DEFAULT_RESTARTS = { max: 3, withinMs: 60_000 };

/**
 * dynalite on a free loopback port, persisting under `dataDir` so games survive a restart,
 * on a thread of its own that is watched. LevelDB is opened only on a folder that passes the
 * check (leveldb/check.ts): its own checks, which would drop a damaged stretch of the log and
 * delete the log, cannot be turned on. A thread that dies or meets a LevelDB fault is
 * replaced, on the same port, once the folder passes the check again; when it does not, or
 * the thread keeps dying, the store fails: `onFailure` is told and every request is refused.
 */
export async function startDynalite(dataDir: string, options: StoreOptions = {}): Promise<LocalDynamo> {
  mkdirSync(dataDir, { recursive: true });
  const damage = checkLevelDb(dataDir);
  if (damage) throw new StoreFailure(damagedFolder(dataDir, damage));
  const first = await StoreThread.start(dataDir, 0).catch((err: unknown) => {
    throw new StoreFailure(`the store in ${dataDir} did not start: ${messageOf(err)}`);
  });
  const supervisor = new Supervisor(dataDir, first, options);
  return {
    endpoint: `http://127.0.0.1:${first.port}`,
    transport: supervisor.transport,
    health: () => supervisor.health(),
    memory: ({ gc = false } = {}) => supervisor.memory(gc),
    get thread() {
      return supervisor.thread;
    },
    close: () => supervisor.close(),
  };
}

class Supervisor {
  readonly transport = new PortTransport();
  private state: StoreHealth = { state: 'ok' };
  private restarts: number[] = [];
  private recovering: Promise<void> | null = null;
  private closing = false;
  private readonly limits: { max: number; withinMs: number };

  constructor(
    private readonly dataDir: string,
    public thread: StoreThread,
    private readonly options: StoreOptions,
  ) {
    this.limits = options.restarts ?? DEFAULT_RESTARTS;
    this.serveWith(thread);
  }

  async health(): Promise<StoreHealth> {
    const before = this.state;
    if (before.state !== 'ok') return before;
    const problem = await this.thread.probe(PROBE_TIMEOUT_MS);
    // A restart or a failure while the probe ran answers instead (each change is a new state).
    return problem === null || this.state !== before ? this.state : { state: 'unresponsive', reason: problem };
  }

  memory(gc: boolean): Promise<NodeJS.MemoryUsage> {
    if (this.state.state !== 'ok') return Promise.reject(new Error(`the store is not running (${this.state.state})`));
    return this.thread.memory(gc);
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.recovering;
    // A store that failed, or was closed while it restarted, has no thread left to close.
    if (this.state.state === 'ok') await this.thread.close();
    this.transport.stop();
  }

  /** Read afresh after an await: close() may have run meanwhile (a field read would stay narrowed). */
  private isClosing(): boolean {
    return this.closing;
  }

  private serveWith(thread: StoreThread): void {
    thread.watch({
      fault: (reason) => this.recover(thread, `LevelDB failed: ${reason}`),
      exit: (code) => this.recover(thread, `the store worker stopped (exit code ${code})`),
    });
    this.transport.attach(thread.requests);
  }

  private recover(thread: StoreThread, reason: string): void {
    if (thread !== this.thread || this.closing || this.recovering || this.state.state === 'failed') return;
    this.recovering = this.restart(reason).finally(() => (this.recovering = null));
  }

  /** The thread that failed is ended; the folder is checked, as at start, before another thread may open it. */
  private async restart(reason: string): Promise<void> {
    this.state = { state: 'restarting', reason };
    console.error(`The store stopped serving: ${reason}. Checking its folder before starting it again.`);
    this.transport.detach();
    await this.thread.terminate();
    const now = Date.now();
    this.restarts = [...this.restarts.filter((t) => now - t < this.limits.withinMs), now];
    if (this.restarts.length > this.limits.max) {
      this.fail(
        `the store in ${this.dataDir} stopped serving ${this.restarts.length} times within ${this.limits.withinMs / 1000} s, the last time because ${reason}`,
        'it keeps stopping',
      );
      return;
    }
    if (this.closing) return;
    const damage = checkLevelDb(this.dataDir);
    if (damage) {
      this.fail(damagedFolder(this.dataDir, damage), damageReason(damage));
      return;
    }
    let next: StoreThread;
    try {
      next = await StoreThread.start(this.dataDir, this.thread.port);
    } catch (err) {
      this.fail(`the store in ${this.dataDir} did not start again: ${messageOf(err)}`, 'it did not start again');
      return;
    }
    if (this.isClosing()) {
      await next.close();
      return;
    }
    this.thread = next;
    this.serveWith(next);
    this.state = { state: 'ok' };
    console.error('The store serves again.');
  }

  private fail(message: string, reason: string): void {
    this.state = { state: 'failed', reason };
    this.transport.stop();
    const failure = new StoreFailure(message);
    if (this.options.onFailure) this.options.onFailure(failure);
    else console.error(failure.message);
  }
}

const damageReason = (d: FileDamage) => `${d.file} is damaged at byte ${d.offset}: ${d.reason}`;

function damagedFolder(dir: string, d: FileDamage): string {
  return (
    `the store in ${dir} is damaged: ${damageReason(d)}. It is left as it is: opened, LevelDB would ` +
    'skip what it cannot read and lose it for good. Keep a copy of the folder; to play on meanwhile, ' +
    'start with TRADEWINDS_DATA set to another folder.'
  );
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

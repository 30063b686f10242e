import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { KEEP_ALIVE_MS } from './http-servers.js';

/**
 * The store's side of each request (parsing, validation, LevelDB) costs about as much CPU
 * as the SDK's side in the handlers, so dynalite runs on its own thread (store-worker.cjs): on
 * two cores the handlers and the store work at once instead of taking turns. Its keep-alive
 * outlasts the SDK's idle sockets (see http-servers.ts).
 */
const WORKER = fileURLToPath(new URL('./store-worker.cjs', import.meta.url));

/**
 * The store thread's young generation, in MiB. V8 sizes a worker's as a main thread's (semi-spaces
 * growing to 16 MiB), and a store serving moves back to back filled it between scavenges: dead
 * request objects held RSS for nothing (its heap reached 61-68 MiB at 10 games at once, 35-43
 * with this). What outlives a request (dynalite's and LevelDB's JavaScript side) is a few MiB,
 * and a scavenge's work is what survives, so the thread's CPU per move measured the same.
 */
const STORE_YOUNG_GENERATION_MB = 6;

interface Control {
  port?: number;
  error?: string;
  fault?: string;
  closed?: boolean;
  memory?: number;
  usage?: NodeJS.MemoryUsage;
  probe?: number;
}

/** One store thread, from its start to its end: dynalite.ts starts another when one dies. */
export class StoreThread {
  private nextQuery = 0;

  private constructor(
    private readonly worker: Worker,
    /** The worker's end of the request channel, for the transport. */
    readonly requests: MessagePort,
    /** dynalite's HTTP port. */
    readonly port: number,
  ) {
    // A fault of the store's thread ends that thread (reported by its exit), never the server's.
    worker.on('error', (err) => console.error('the store worker failed', err));
  }

  /** A thread serving `dataDir` on `listenPort` (0: any free one); rejects if LevelDB does not open or the port is taken. */
  static async start(dataDir: string, listenPort: number): Promise<StoreThread> {
    const channel = new MessageChannel();
    const worker = new Worker(WORKER, {
      workerData: {
        dynalite: createRequire(import.meta.url).resolve('dynalite'),
        options: { path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 },
        keepAliveMs: KEEP_ALIVE_MS,
        listenPort,
        port: channel.port2,
      },
      transferList: [channel.port2],
      resourceLimits: { maxYoungGenerationSizeMb: STORE_YOUNG_GENERATION_MB },
    });
    const started = await new Promise<Control>((resolve, reject) => {
      const onMessage = (msg: Control) => {
        if (msg.port === undefined && msg.error === undefined) return;
        worker.off('message', onMessage).off('exit', onExit);
        resolve(msg);
      };
      const onExit = (code: number) => {
        worker.off('message', onMessage);
        reject(new Error(`the store worker exited with code ${code} while starting`));
      };
      worker.on('message', onMessage).once('exit', onExit);
    });
    if (started.port === undefined) {
      await worker.terminate();
      throw new Error(started.error ?? 'the store worker did not start');
    }
    return new StoreThread(worker, channel.port1, started.port);
  }

  /** `fault`: LevelDB failed a read or a write (the worker refuses everything after it); `exit`: the thread ended. */
  watch({ fault, exit }: { fault: (reason: string) => void; exit: (code: number) => void }): void {
    this.worker.on('message', (msg: Control) => {
      if (msg.fault !== undefined) fault(msg.fault);
    });
    this.worker.once('exit', exit);
  }

  memory(gc: boolean): Promise<NodeJS.MemoryUsage> {
    const id = this.nextQuery++;
    return this.ask<NodeJS.MemoryUsage>((msg) => (msg.memory === id ? msg.usage : undefined), { memory: id, gc });
  }

  /** Whether the thread answers a LevelDB read within `timeoutMs`. */
  async probe(timeoutMs: number): Promise<string | null> {
    const id = this.nextQuery++;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>(
      (resolve) => (timer = setTimeout(() => resolve(`no answer to a read within ${timeoutMs} ms`), timeoutMs)),
    );
    const answered = this.ask<string | null>((msg) => (msg.probe === id ? (msg.error ?? null) : undefined), {
      probe: id,
    });
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes dynalite and LevelDB (the log is left as LevelDB leaves it), then ends the thread. */
  async close(): Promise<void> {
    const closed = this.ask<Control>((msg) => (msg.closed ? msg : undefined), { close: true });
    const answer = await Promise.race([
      closed,
      new Promise<Control>((resolve) => this.worker.once('exit', () => resolve({ closed: true }))),
    ]);
    await this.worker.terminate();
    if (answer.error) throw new Error(`dynalite did not close cleanly: ${answer.error}`);
  }

  /** Ends the thread at once, as a crash would. */
  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  private ask<T>(pick: (msg: Control) => T | undefined, message: object): Promise<T> {
    return new Promise((resolve) => {
      const onMessage = (msg: Control) => {
        const answer = pick(msg);
        if (answer === undefined) return;
        this.worker.off('message', onMessage);
        resolve(answer);
      };
      this.worker.on('message', onMessage);
      this.worker.postMessage(message);
    });
  }
}

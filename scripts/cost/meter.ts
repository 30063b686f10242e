import { readFileSync } from 'node:fs';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TableNames } from '../../lambdas/adapters/dynamo/tables.js';
import { PRICES } from './prices.js';

/** The Lambdas a game runs: $default only (no $connect or $disconnect route; ping has a mock of its own). */
export type HandlerName = 'message';

/** Everything a run used that AWS bills, counted call by call. */
/** Counts by a name (table, action); a name never counted is absent. */
export type Tally = Partial<Record<string, number>>;

export interface Usage {
  /** DynamoDB calls by `table[/index] Operation`. */
  dynamoCalls: Tally;
  /** Read and write units as DynamoDB bills them, by table. */
  readUnits: Tally;
  writeUnits: Tally;
  /** API Gateway messages (32 KB or part each) posted to clients, and frames, by the action being handled. */
  messagesOut: Tally;
  /** Messages the clients sent, by action. */
  messagesIn: Tally;
  connectionMinutes: number;
  /** Sockets opened (none runs a Lambda: there is no $connect route). */
  connectionsOpened: number;
  /**
   * Wake-ups the handlers asked the scheduler for (a move's deadline, a bot's move due): on AWS a
   * one-time EventBridge Scheduler schedule each, which fires the expire handler at its time.
   */
  wakes: number;
  invocations: Record<HandlerName, number>;
  /** Handler wall time, each invocation rounded up to the billing granularity. */
  billedMs: Record<HandlerName, number>;
  /**
   * CPU time of this process's main thread during the invocations (Linux only, else 0): the
   * handler's own work, the SDK's serialization and signing included, dynalite's excluded (it runs
   * on a worker thread). It also holds the harness's delivery of frames to its simulated tabs,
   * so it is an upper bound of what the handler alone would use.
   */
  cpuMs: Record<HandlerName, number>;
  /** Invocations and billed milliseconds by client action. */
  actionInvocations: Tally;
  actionBilledMs: Tally;
  /** Read and write units by the client action that spent them. */
  actionReadUnits: Tally;
  actionWriteUnits: Tally;
}

const add = (m: Tally, k: string, v: number) => (m[k] = (m[k] ?? 0) + v);
export const sum = (m: Tally) => Object.values(m).reduce<number>((a, v) => a + (v ?? 0), 0);

const messagesOf = (bytes: number) => Math.max(1, Math.ceil(bytes / PRICES.apiGatewayWebSocket.messageIncrementBytes));

/** CPU milliseconds the calling (main) thread has run, from Linux's schedstat; 0 elsewhere. */
function mainThreadCpuMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
}

export class Meter {
  usage: Usage = Meter.empty();
  /** The client message being handled, so the frames it causes are counted under it. */
  private action = 'subscribe';
  /** With `fixedMs`, every invocation is billed that long instead of its measured time (reproducible output). */
  constructor(
    private readonly tables: TableNames,
    private readonly fixedMs?: number,
  ) {}

  static empty(): Usage {
    return {
      dynamoCalls: {},
      readUnits: {},
      writeUnits: {},
      messagesOut: {},
      messagesIn: {},
      connectionMinutes: 0,
      connectionsOpened: 0,
      wakes: 0,
      invocations: { message: 0 },
      billedMs: { message: 0 },
      cpuMs: { message: 0 },
      actionInvocations: {},
      actionBilledMs: {},
      actionReadUnits: {},
      actionWriteUnits: {},
    };
  }

  /** Starts a new account of usage. */
  reset(): Usage {
    const done = this.usage;
    this.usage = Meter.empty();
    return done;
  }

  /** Asks DynamoDB for the capacity every call consumes, and counts it. */
  attach(client: DynamoDBClient): void {
    const tableOf = (name: string) => Object.entries(this.tables).find(([, v]) => v === name)?.[0] ?? name;
    client.middlewareStack.add(
      (next, context) => async (args) => {
        // Every call the adapters make names one table (no batch calls), and may name an index.
        const input = args.input;
        Object.assign(input, { ReturnConsumedCapacity: 'TOTAL' });
        const indexName = 'IndexName' in input ? input.IndexName : undefined;
        const consistentRead = 'ConsistentRead' in input ? input.ConsistentRead : undefined;
        const op = (context.commandName ?? '?').replace(/Command$/, '');
        const table = tableOf(('TableName' in input ? input.TableName : undefined) ?? '?');
        add(this.usage.dynamoCalls, `${table}${indexName ? `/${indexName}` : ''} ${op}`, 1);
        const isRead = /Get|Query|Scan/.test(op);
        let result;
        try {
          result = await next(args);
        } catch (err) {
          // A failed condition still costs the write (at least one unit; these items are small).
          if (err instanceof Error && err.name === 'ConditionalCheckFailedException') this.wrote(table, 1);
          throw err;
        }
        const consumed = 'ConsumedCapacity' in result.output ? result.output.ConsumedCapacity : undefined;
        // A batch call's capacity is a list (by table); the adapters make none, and it would count as 0.
        const units =
          (consumed && !Array.isArray(consumed) && 'CapacityUnits' in consumed ? consumed.CapacityUnits : undefined) ??
          0;
        if (isRead) {
          // DynamoDB bills a query that finds nothing as one 4 KB read; dynalite reports 0.
          const least = indexName || !consistentRead ? 0.5 : 1;
          add(this.usage.readUnits, table, Math.max(units, least));
          add(this.usage.actionReadUnits, this.action, Math.max(units, least));
        } else {
          this.wrote(table, units);
        }
        return result;
      },
      { step: 'initialize', name: 'costMeter' },
    );
  }

  private wrote(table: string, units: number): void {
    add(this.usage.writeUnits, table, units);
    add(this.usage.actionWriteUnits, this.action, units);
  }

  /** A frame posted to a client through the Management API. */
  posted(bytes: number): void {
    add(this.usage.messagesOut, this.action, messagesOf(bytes));
  }

  /** A message a client sent over its socket. */
  received(action: string, bytes: number): void {
    add(this.usage.messagesIn, action, messagesOf(bytes));
  }

  connectionOpened(): void {
    this.usage.connectionsOpened++;
  }

  connectionClosed(openMs: number): void {
    // Billed per connection-minute; a started minute counts.
    this.usage.connectionMinutes += Math.max(1, Math.ceil(openMs / 60_000));
  }

  /** Runs one Lambda invocation's work, timing it as the billed duration. */
  async invoke<T>(handler: HandlerName, action: string, work: () => Promise<T>): Promise<T> {
    this.action = action;
    const t0 = performance.now();
    const cpu0 = mainThreadCpuMs();
    try {
      return await work();
    } finally {
      this.usage.cpuMs[handler] += mainThreadCpuMs() - cpu0;
      const ms = this.fixedMs ?? performance.now() - t0;
      const g = PRICES.lambdaArm.billingGranularityMs;
      const billed = Math.ceil(ms / g) * g;
      this.usage.invocations[handler]++;
      this.usage.billedMs[handler] += billed;
      add(this.usage.actionInvocations, action, 1);
      add(this.usage.actionBilledMs, action, billed);
    }
  }

  /** Work outside any Lambda (a ping answered by a mock integration) whose frames still count. */
  outside(action: string): void {
    this.action = action;
  }
}

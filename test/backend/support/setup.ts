import {
  subscribedOf,
  type CreatedFrame,
  type ServerFrame,
  type SubscribedFrame,
  type UpdateFrame,
} from '../../../lambdas/protocol/server.js';
import { memoryPorts, type MemoryPorts } from './memory-ports.js';
import { MemoryTable } from './memory-table.js';

export interface Seated {
  table: MemoryTable;
  ports: MemoryPorts;
  gameId: string;
  tokens: string[];
  /** Connection ids: c0, c1, c2 for the seats, cs for a spectator. */
  conns: string[];
}

export function only<T extends ServerFrame['type']>(
  frames: ServerFrame[],
  type: T,
): Extract<ServerFrame, { type: T }>[] {
  return frames.filter((f) => f.type === type) as Extract<ServerFrame, { type: T }>[];
}

export function lastUpdate(frames: ServerFrame[]): UpdateFrame {
  const u = only(frames, 'update').at(-1);
  if (!u) throw new Error(`no update among ${frames.map((f) => f.type).join(', ')}`);
  return u;
}

/** A three-seat Manila game: Ann and Bob named at creation, seat 2 left open and claimed by Cy; all subscribed. */
export async function seatedGame(seed = 1): Promise<Seated> {
  const ports = memoryPorts(seed);
  const table = new MemoryTable(ports);
  const [created] = (await table.send('creator', {
    action: 'create',
    nonce: 'test-nonce-0000000000000000',
    rules: 'manila',
    seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy', open: true }],
  })) as CreatedFrame[];
  const gameId = created.gameId;
  const joined = only(await table.send('c2', { action: 'join', gameId, seat: 2, name: 'Cy' }), 'joined')[0];
  const tokens = [created.seats[0].token!, created.seats[1].token!, joined.token];
  for (let seat = 0; seat < 3; seat++) {
    await table.send(`c${seat}`, { action: 'subscribe', gameId, seat, token: tokens[seat], lastVersion: 0 });
  }
  await table.send('cs', { action: 'subscribe', gameId, lastVersion: 0 });
  return { table, ports, gameId, tokens, conns: ['c0', 'c1', 'c2', 'cs'] };
}

export interface Acceptance {
  commandId: string;
  version: number;
  requestId?: string;
}

/**
 * A command's acceptance: the `accepted` frame, or the update to the sender's own subscribed
 * connection, which carries the command id and stands for it.
 */
export function asAcceptance(f: ServerFrame): Acceptance | null {
  if (f.type === 'accepted')
    return { commandId: f.commandId, version: f.version, ...(f.requestId !== undefined && { requestId: f.requestId }) };
  if (f.type === 'update' && f.commandId !== undefined)
    return { commandId: f.commandId, version: f.version, ...(f.requestId !== undefined && { requestId: f.requestId }) };
  return null;
}

export function acceptances(frames: ServerFrame[]): Acceptance[] {
  return frames.map(asAcceptance).filter((a): a is Acceptance => a !== null);
}

/** A frame as the subscription it starts: a `subscribed` frame, or an update carrying `subscription`. */
export function asSubscribed(f: ServerFrame): SubscribedFrame | null {
  if (f.type === 'subscribed') return f;
  return f.type === 'update' ? subscribedOf(f) : null;
}

/** The subscriptions among an answer's frames, whichever form each came in. */
export function subscriptions(frames: ServerFrame[]): SubscribedFrame[] {
  return frames.map(asSubscribed).filter((s): s is SubscribedFrame => s !== null);
}

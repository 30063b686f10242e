import { connect, type Socket } from 'node:net';
import type { RandomSource } from '../../../engine/core/types.js';
import { closePayload, frame, upgradeRequest } from './raw-websocket.js';

/**
 * Random hostile traffic for the local stack, drawn from a seeded source so a failing
 * run can be replayed with its seed. Each session is one raw TCP connection.
 */

const pick = <T>(r: RandomSource, items: readonly T[]): T => items[r.int(0, items.length - 1)];
const bytes = (r: RandomSource, n: number) => Buffer.from(Array.from({ length: n }, () => r.int(0, 255)));
const ACTIONS = ['create', 'join', 'subscribe', 'command', 'history', 'ping', 'dance', '', '__proto__'];
const VALUES = [
  null,
  true,
  -1,
  0,
  1,
  2 ** 53,
  1e308,
  'x',
  '',
  'A'.repeat(22),
  [],
  {},
  [1, 2],
  { a: { b: 'c' } },
  'manila',
  '\u0000',
  '😀',
];

/** A JSON message that looks enough like the protocol to get past the first checks now and then. */
export function randomMessage(r: RandomSource, gameIds: readonly string[]): string {
  switch (r.int(0, 5)) {
    case 0:
      return bytes(r, r.int(0, 64)).toString('latin1');
    case 1:
      return pick(r, [
        '{',
        '[]',
        'null',
        '"ping"',
        '{"action":',
        '1e999',
        '{"action":"ping","requestId":' + '9'.repeat(400) + '}',
      ]);
    default: {
      const msg: Record<string, unknown> = { action: pick(r, ACTIONS) };
      const fields = [
        'gameId',
        'seat',
        'token',
        'name',
        'lastVersion',
        'fromVersion',
        'expectedVersion',
        'commandId',
        'command',
        'rules',
        'seats',
        'requestId',
      ];
      for (const f of fields) if (r.int(0, 2) === 0) msg[f] = pick(r, VALUES);
      if (r.int(0, 1) === 0 && gameIds.length > 0) msg.gameId = pick(r, gameIds);
      if (r.int(0, 3) === 0)
        msg.command = { type: pick(r, ['bid', 'pass', 'buyShare', 'start', 'mortgage']), amount: pick(r, VALUES) };
      return JSON.stringify(msg);
    }
  }
}

/** One frame a client might send, valid or broken in one of the ways RFC 6455 forbids. */
export function randomFrame(r: RandomSource, gameIds: readonly string[]): Buffer {
  switch (r.int(0, 11)) {
    case 0:
    case 1:
    case 2:
      return frame({ opcode: 0x1, payload: Buffer.from(randomMessage(r, gameIds)) });
    case 3:
      return frame({
        opcode: r.int(0, 15),
        payload: bytes(r, r.int(0, 140)),
        fin: r.int(0, 1) === 1,
        rsv: r.int(0, 3) === 0 ? r.int(0, 7) : 0,
      });
    case 4:
      return frame({ opcode: 0x1, payload: bytes(r, r.int(1, 40)) });
    case 5:
      return frame({ opcode: 0x1, payload: Buffer.from('{}'), masked: false });
    case 6:
      // Announced lengths from slightly off to absurd; the bytes that follow are read as payload.
      return frame({
        opcode: pick(r, [0x1, 0x2, 0x0]),
        payload: bytes(r, r.int(0, 30)),
        announcedLength: pick(r, [r.int(0, 200), 70_000, 129 * 1024, 2 ** 32, 2 ** 53 + 7]),
      });
    case 7:
      return frame({
        opcode: 0x8,
        payload: r.int(0, 1) === 0 ? closePayload(r.int(0, 6000), 'bye') : bytes(r, r.int(0, 3)),
      });
    case 8:
      return frame({
        opcode: pick(r, [0x9, 0xa]),
        payload: bytes(r, pick(r, [0, 10, 125, 126, 200])),
        fin: r.int(0, 3) !== 0,
      });
    case 9:
      // A message cut into fragments, sometimes with a control frame or a stray start in the middle.
      return Buffer.concat([
        frame({ opcode: 0x1, payload: Buffer.from('{"action":'), fin: false }),
        frame({ opcode: pick(r, [0x0, 0x1, 0x9]), payload: Buffer.from('"ping"'), fin: false }),
        frame({ opcode: 0x0, payload: Buffer.from('}') }),
      ]);
    case 10:
      // Many small fragments adding up past the 128 KB message limit.
      return Buffer.concat([
        frame({ opcode: 0x2, payload: Buffer.alloc(60_000), fin: false }),
        frame({ opcode: 0x0, payload: Buffer.alloc(60_000), fin: false }),
        frame({ opcode: 0x0, payload: Buffer.alloc(20_000) }),
      ]);
    default:
      return bytes(r, r.int(1, 32));
  }
}

export type SessionKind = 'frames' | 'truncated-handshake' | 'garbage-request' | 'reset-after-handshake';

/**
 * One raw session: connect, then do `kind`; resolves with the number of frames written
 * while the socket was open, once the socket is gone. Never rejects.
 */
export function runSession(
  port: number,
  r: RandomSource,
  gameIds: readonly string[],
  kind: SessionKind,
): Promise<number> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let written = 0;
    let upgraded = false;
    const done = () => resolve(written);
    socket.on('error', () => {});
    socket.once('close', done);
    // A session never outlives its turn, whatever the server does.
    const guard = setTimeout(() => socket.destroy(), 3_000);
    socket.once('close', () => clearTimeout(guard));
    const finish = (reset: boolean) => (reset ? socket.resetAndDestroy() : socket.destroy());
    const request = upgradeRequest(port);
    socket.once('connect', () => {
      if (kind === 'truncated-handshake') {
        socket.write(request.slice(0, r.int(1, request.length - 1)));
        setImmediate(() => finish(r.int(0, 1) === 0));
        return;
      }
      if (kind === 'garbage-request') {
        socket.write(bytes(r, r.int(1, 300)));
        setTimeout(() => finish(false), 5);
        return;
      }
      socket.write(request);
    });
    socket.on('data', (chunk: Buffer) => {
      if (upgraded) return;
      if (!chunk.toString('latin1').startsWith('HTTP/1.1 101')) return finish(false);
      upgraded = true;
      if (kind === 'reset-after-handshake') return finish(true);
      const count = r.int(1, 60);
      const frames: Buffer[] = [];
      for (let i = 0; i < count; i++) frames.push(randomFrame(r, gameIds));
      written = count;
      socket.write(Buffer.concat(frames));
      // Give the server a moment to read them, then leave abruptly or politely.
      setTimeout(() => finish(r.int(0, 2) === 0), r.int(0, 20));
    });
  });
}

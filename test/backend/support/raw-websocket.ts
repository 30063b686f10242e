import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * Hand-built WebSocket traffic for hostile tests: a raw TCP socket that performs the
 * handshake and then writes whatever bytes a test wants, valid or not.
 */

export function upgradeRequest(port: number, path = '/ws'): string {
  return [
    `GET ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    'Sec-WebSocket-Version: 13',
    '',
    '',
  ].join('\r\n');
}

export interface FrameSpec {
  opcode: number;
  payload?: Buffer;
  fin?: boolean;
  /** Bits 4-6 of the first byte: RSV1 = 4, RSV2 = 2, RSV3 = 1. */
  rsv?: number;
  /** false sends it unmasked, which a server must refuse. */
  masked?: boolean;
  /** Announces this payload length instead of the real one. */
  announcedLength?: number;
}

/** One frame as a client would send it (masked unless told otherwise). */
export function frame({
  opcode,
  payload = Buffer.alloc(0),
  fin = true,
  rsv = 0,
  masked = true,
  announcedLength,
}: FrameSpec): Buffer {
  const length = announcedLength ?? payload.length;
  const head: number[] = [(fin ? 0x80 : 0) | ((rsv & 7) << 4) | (opcode & 0x0f)];
  const maskBit = masked ? 0x80 : 0;
  let ext = Buffer.alloc(0);
  if (length < 126) head.push(maskBit | length);
  else if (length < 65536) {
    head.push(maskBit | 126);
    ext = Buffer.alloc(2);
    ext.writeUInt16BE(length);
  } else {
    head.push(maskBit | 127);
    ext = Buffer.alloc(8);
    ext.writeBigUInt64BE(BigInt(length));
  }
  if (!masked) return Buffer.concat([Buffer.from(head), ext, payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]));
  return Buffer.concat([Buffer.from(head), ext, mask, body]);
}

export function closePayload(code: number, reason = ''): Buffer {
  const b = Buffer.alloc(2 + Buffer.byteLength(reason));
  b.writeUInt16BE(code);
  b.write(reason, 2);
  return b;
}

/** A raw socket after a completed handshake; `closeCode` resolves with the code of the server's close frame, or 0 if the socket closed without one. */
export interface RawConnection {
  socket: Socket;
  closeCode: Promise<number>;
}

/** Opens a socket, performs the handshake and starts watching for the server's close frame. */
export function openRaw(port: number, timeoutMs = 10_000): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let buffered = Buffer.alloc(0);
    let upgraded = false;
    let code = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('handshake timed out'));
    }, timeoutMs);
    let sawClose: (code: number) => void = () => {};
    const closeCode = new Promise<number>((done) => (sawClose = done));
    socket.once('close', () => sawClose(code));
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(timer);
      if (!upgraded) reject(new Error(`closed during the handshake: ${buffered.toString('latin1').split('\r\n')[0]}`));
    });
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!upgraded) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!buffered.subarray(0, 12).toString('latin1').includes(' 101')) return socket.destroy();
        upgraded = true;
        clearTimeout(timer);
        buffered = buffered.subarray(end + 4);
        resolve({ socket, closeCode });
      }
      // The server's frames are unmasked; only the close frame matters here.
      for (;;) {
        if (buffered.length < 2) return;
        let len = buffered[1] & 0x7f;
        let offset = 2;
        if (len === 126) {
          if (buffered.length < 4) return;
          len = buffered.readUInt16BE(2);
          offset = 4;
        } else if (len === 127) {
          if (buffered.length < 10) return;
          len = Number(buffered.readBigUInt64BE(2));
          offset = 10;
        }
        if (buffered.length < offset + len) return;
        if ((buffered[0] & 0x0f) === 0x8 && len >= 2 && code === 0) sawClose((code = buffered.readUInt16BE(offset)));
        buffered = buffered.subarray(offset + len);
      }
    });
    socket.write(upgradeRequest(port));
  });
}

import type WebSocket from 'ws';

/**
 * A frame's text. `ws` hands a message over as one Buffer, an ArrayBuffer or a list of Buffer
 * fragments (by the socket's binaryType); `String()` would turn the list into comma-joined pieces.
 */
export function frameText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

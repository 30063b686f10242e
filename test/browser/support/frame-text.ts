import type WebSocket from 'ws';

/**
 * A frame's text. `ws` hands a message over as one Buffer, an ArrayBuffer or a list of Buffer
 * fragments (by the socket's binaryType); `String()` would turn the list into comma-joined pieces.
 */
export function frameText(data: WebSocket.RawData): string {
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

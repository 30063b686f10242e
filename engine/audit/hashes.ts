import { hmacSha256, sha256 } from './sha256.js';

/**
 * The two primitives the audit scheme uses. The server passes node:crypto's (faster); the
 * verifier, in Node or the browser, passes the plain TypeScript ones. Both give the same bytes.
 */
export interface Hashes {
  sha256(data: Uint8Array): Uint8Array;
  hmac(key: Uint8Array, message: Uint8Array): Uint8Array;
}

export const pureHashes: Hashes = { sha256, hmac: hmacSha256 };

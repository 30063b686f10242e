import { createHash, timingSafeEqual } from 'node:crypto';

/** Seat tokens are stored only as this hash, so a leaked table does not leak seats. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison, so response timing does not reveal how much of a token was right. */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

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

/**
 * The token of a seat claimed with a join secret: a one-way function of the secret, bound to
 * the game and seat, in the 22-character form of every token. Whoever sent the secret can ask
 * for the token again; the token does not reveal the secret.
 */
export function joinToken(gameId: string, seat: number, secret: string): string {
  return createHash('sha256')
    .update(`tradewinds/join-token/v1\0${gameId}\0${seat}\0${secret}`, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The token of a seat named at creation, when the create carried a secret: like joinToken, so a
 * retried create whose first answer was lost is answered with the same links.
 */
export function createToken(gameId: string, seat: number, secret: string): string {
  return createHash('sha256')
    .update(`tradewinds/create-token/v1\0${gameId}\0${seat}\0${secret}`, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The creator's host token (chat moderation), when the create carried a secret: derived like
 * the seat tokens under its own label, so a retried create gets it again and no seat's token
 * is it.
 */
export function hostToken(gameId: string, secret: string): string {
  return createHash('sha256')
    .update(`tradewinds/host-token/v1\0${gameId}\0${secret}`, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}

/**
 * A seat's token for the table a rematch makes: a one-way function of the seat's token in the
 * finished game, bound to the new game and seat. Only the holder of the old seat's link can
 * have it computed, and asking again (a lost answer, a return days later) gives the same token.
 */
export function rematchToken(newGameId: string, newSeat: number, oldToken: string): string {
  return createHash('sha256')
    .update(`tradewinds/rematch-token/v1\0${newGameId}\0${newSeat}\0${oldToken}`, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The nonce a rematch's table is dealt with: made of the nonces of the seats that accepted,
 * each chosen on a seat's device after it was shown the commitment, in seat order.
 */
export function rematchNonce(nonces: readonly string[]): string {
  return createHash('sha256')
    .update(`tradewinds/rematch-nonce/v1\0${nonces.join('\0')}`, 'utf8')
    .digest('base64url');
}

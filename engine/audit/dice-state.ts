import { isClockRequestType } from '../core/clock/index.js';
import type { DrawInputsV2 } from './committed-random.js';
import type { Hashes } from './hashes.js';
import { fromHex, toHex } from './sha256.js';

/**
 * Which derivation a game's dice use (docs/audit.md). 1: games created before seat chains
 * (each record's dice from the previous record's hash and the command id). 2: the seed, the
 * creator's nonce and the seats' chain links, nothing the server chooses.
 */
export type DiceScheme = 1 | 2;

/** The scheme every new game uses. */
export const CURRENT_DICE_SCHEME = 2;

/**
 * A seat's dice key: the top of a hash chain its device made (c_0 a secret, c_k = SHA-256 of
 * c_(k-1), top = c_N) and the last link the seat revealed (the top itself before its first).
 * Each record the seat sends reveals the link below the last: SHA-256(link) = last.
 */
export interface SeatKey {
  top: string;
  last: string;
  /** Links revealed under this top. */
  revealed: number;
}

/**
 * What scheme 2 derives a record's dice from besides the seed, folded from the log: the
 * creator's nonce, the move number, and per seat the link its latest move revealed. Every value
 * in it was fixed by a client before the server could know the dice it leads to.
 */
export interface DiceState {
  nonce: string;
  /** Records given to the rules so far (the start is move 1); clock requests and the reveal do not count. */
  move: number;
  /** Per seat, the link its latest move revealed ('' before its first); clock requests and moves that set a new key do not change it. */
  links: string[];
  /** Per seat, its dice key (null: no device has keyed it yet). */
  keys: (SeatKey | null)[];
}

/** The fields of a record the dice state reads. */
export interface DiceFields {
  version: number;
  actor: number | 'system';
  command: { type: string } | null;
  /** A new dice key for the seat (its chain's top), set by this record. */
  key?: string;
  /** The chain link this record reveals (seat records of scheme 2 only). */
  link?: string;
}

/** The dice state right after the start record: the nonce is the start's command id. */
export function diceStart(nonce: string, seats: number): DiceState {
  return {
    nonce,
    move: 1,
    links: Array.from({ length: seats }, () => ''),
    keys: Array.from({ length: seats }, () => null),
  };
}

/** A seat's clock request or the seed's reveal: records the rules never see, which are not moves. */
export function isMove(r: Pick<DiceFields, 'actor' | 'command'>): boolean {
  return r.command !== null && !(r.actor !== 'system' && isClockRequestType(r.command));
}

/**
 * The state after record `r` (any record after the start): a key it sets replaces the seat's,
 * a link it reveals becomes the seat's last; a move counts, and its link becomes the seat's
 * latest move link, unless the move set a new key: a link of a chain made just now could have
 * been chosen for the dice it gives (by a player who knew the seed), so a new chain's first
 * link never rolls; the move rolls with the seat's link from before, and the new chain counts
 * from the seat's next move on, after other seats' links it could not foresee.
 */
export function evolveDice(d: DiceState, r: DiceFields): DiceState {
  let keys = d.keys;
  if (typeof r.actor === 'number' && (r.key !== undefined || r.link !== undefined)) {
    keys = d.keys.slice();
    let k = keys[r.actor] ?? null;
    if (r.key !== undefined) k = { top: r.key, last: r.key, revealed: 0 };
    if (r.link !== undefined && k) k = { ...k, last: r.link, revealed: k.revealed + 1 };
    keys[r.actor] = k;
  }
  if (!isMove(r)) return keys === d.keys ? d : { ...d, keys };
  let links = d.links;
  if (typeof r.actor === 'number' && r.link !== undefined && r.key === undefined) {
    links = d.links.slice();
    links[r.actor] = r.link;
  }
  return { ...d, keys, links, move: d.move + 1 };
}

/** The draw inputs of the record that led to state `after` (evolveDice of it), or of a bot's choice for the next move. */
export function diceInputs(gameId: string, after: DiceState, purpose: 'dice' | 'bot' = 'dice'): DrawInputsV2 {
  return {
    scheme: 2,
    gameId,
    move: after.move,
    nonce: after.nonce,
    links: after.links,
    ...(purpose === 'bot' && { purpose }),
  };
}

/** Why a seat's record cannot carry the key and link it offers. */
export interface LinkProblem {
  code: 'NO_KEY' | 'BAD_LINK';
  message: string;
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * Checks the key and link a seat's record offers against the seat's key: the link must be 32
 * bytes whose SHA-256 is the seat's last link (or, with a new key, that key's top). A key equal
 * to the seat's own top is no new key (the caller leaves it out of the record).
 */
export function linkProblem(
  d: DiceState,
  seat: number,
  offered: { key?: string; link?: string },
  hashes: Pick<Hashes, 'sha256'>,
): LinkProblem | null {
  const current = d.keys[seat] ?? null;
  const key = offered.key === current?.top ? undefined : offered.key;
  if (key !== undefined && !HEX64.test(key))
    return { code: 'BAD_LINK', message: 'A dice key is the top of a hash chain: 64 lowercase hex digits.' };
  // What the link must hash to: the new key, or else the seat's last link (a seat with neither has no key yet).
  const follows = key !== undefined ? { hash: key, own: null } : current && { hash: current.last, own: current };
  if (follows === null) {
    return {
      code: 'NO_KEY',
      message:
        'This seat has no dice key yet: send the top of a new hash chain as `key` with the first link below it as `link`.',
    };
  }
  if (offered.link === undefined)
    return {
      code: 'BAD_LINK',
      message: "Every move on this table reveals the next link of the seat's dice key as `link`.",
    };
  const bytes = HEX64.test(offered.link) ? fromHex(offered.link) : null;
  if (!bytes) return { code: 'BAD_LINK', message: 'A link is 32 bytes as 64 lowercase hex digits.' };
  if (toHex(hashes.sha256(bytes)) === follows.hash) return null;
  return follows.own === null
    ? { code: 'BAD_LINK', message: 'The link is not the one right below the new key: its SHA-256 must be the key.' }
    : {
        code: 'BAD_LINK',
        message: `The link does not follow the seat's last one (link ${follows.own.revealed} of its key): a refused move is sent again with the same link, a new one with the next, and a device without the key's secret sends a new key.`,
      };
}

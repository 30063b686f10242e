import { anyCargoAboard, seatsInGame } from './rules.js';
import { valuation } from './valuation.js';
import type { EndReason } from './types.js';
import type { Tape } from './tape.js';

/**
 * The end checks made after every event that could end the game (sequence of play, step 5): one
 * player left (R32), every remaining player agreed (R33), notes exhausted and nothing aboard
 * (R34). The 16-round safety net is checked at the end of a round (advance.ts).
 */
export function endIfDone(tape: Tape): boolean {
  const s = tape.state;
  if (s.status !== 'playing') return s.status === 'over';
  // Counted, not listed: advance asks after every step of every command.
  let left = 0;
  for (const p of s.players) if (p.left === null) left++;
  if (left <= 1) return end(tape, 'last-player');
  const vote = s.endVote;
  if (vote && seatsInGame(s).every((seat) => vote.agreed.includes(seat))) return end(tape, 'agreement');
  if (s.exhaustedRound !== null && !anyCargoAboard(s)) return end(tape, 'last-delivery');
  return false;
}

export function end(tape: Tape, reason: EndReason): true {
  const s = tape.state;
  tape.emit({ type: 'GameEnded', reason, round: s.round, values: seatsInGame(s).map((seat) => valuation(s, seat)) });
  return true;
}

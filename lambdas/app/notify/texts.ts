import type { Outcome } from '../../../engine/core/types.js';
import { seatWordsAtStart } from '../seat-words.js';

/** Names joined for a sentence: "Ann", "Ann and Bo", "Ann, Bo and Cy". */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "(game with Ann and Bo)": the other seats, so a player in several games of one rule set tells them apart. */
export function withOthers(names: readonly string[], seat: number): string {
  const others = names.filter((_, s) => s !== seat);
  return others.length ? ` (game with ${nameList(others)})` : '';
}

/** The webhook's line for a change of whose turn it is. */
export function turnLine(title: string, names: readonly string[], toAct: readonly number[], task = ''): string {
  const who = toAct.map((s) => names[s] ?? seatWordsAtStart(s));
  const line = who.length === 1 ? `${who[0]}'s turn in ${title}` : `${nameList(who)} to act in ${title}`;
  return task ? `${line}: ${task}` : line;
}

/** The webhook's line, and the push's body, at the end. */
export function overLine(title: string, names: readonly string[], outcome: Outcome | null): string {
  const winners = (outcome?.winners ?? []).map((s) => names[s] ?? seatWordsAtStart(s));
  if (winners.length === 0) return `${title} is over`;
  return `${title} is over: ${nameList(winners)} ${winners.length === 1 ? 'wins' : 'win'}`;
}

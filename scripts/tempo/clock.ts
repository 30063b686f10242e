import type { RandomSource, Seat } from '../../engine/core/types.js';

// The time model of the tempo measure: friends in several time zones, each asleep at night,
// answering a "your turn" after a while. Times are minutes from midnight UTC of the first day.

/** Seats 1-4 in UTC-5, UTC+1, UTC+3:30 and UTC+7; seats 5 and 6 in UTC-8 and UTC+9 (offsets in minutes). */
export const ZONES = [-5 * 60, 60, 3.5 * 60, 7 * 60, -8 * 60, 9 * 60];
/** Local hours of sleep: from 23:00 to 07:00. */
export const SLEEP_FROM = 23 * 60;
export const WAKE_AT = 7 * 60;
/** The first move of a game, 09:00 UTC. */
export const FIRST_MOVE = 9 * 60;
/** A "your turn" answered awake: a log-normal delay in minutes, its median and sigma (mu = ln 40). */
export const AWAKE_ANSWER = { median: 40, sigma: 1.3 };
/** A "your turn" answered asleep: 07:00 local plus a log-normal delay of this median and sigma. */
export const MORNING_ANSWER = { median: 20, sigma: 1.0 };
/** A seat's next command when it acts again straight after its own. */
export const NEXT_COMMAND = 1;
const DAY = 24 * 60;

/** A uniform number in (0, 1) from a seeded source of integers. */
function uniform(random: RandomSource): number {
  return (random.int(0, 2 ** 30 - 1) + 0.5) / 2 ** 30;
}

/** A log-normal delay in minutes with this median and sigma (Box-Muller over two uniforms). */
export function logNormal(random: RandomSource, median: number, sigma: number): number {
  const z = Math.sqrt(-2 * Math.log(uniform(random))) * Math.cos(2 * Math.PI * uniform(random));
  return median * Math.exp(sigma * z);
}

/** Minutes past local midnight for this seat at UTC minute t. */
export function localTime(seat: Seat, t: number): number {
  return (((t + ZONES[seat % ZONES.length]) % DAY) + DAY) % DAY;
}

export function asleep(seat: Seat, t: number): boolean {
  const local = localTime(seat, t);
  return local >= SLEEP_FROM || local < WAKE_AT;
}

/** The next 07:00 local time for this seat at or after UTC minute t. */
export function nextWaking(seat: Seat, t: number): number {
  const local = localTime(seat, t);
  return t + ((WAKE_AT - local + DAY) % DAY);
}

/** How an answer came: awake, asleep (after its 07:00), or awake but past its bedtime (the next morning). */
export type AnswerKind = 'awake' | 'asleep' | 'past-bedtime';

/**
 * When a seat told at UTC minute t that it is its turn answers: after a log-normal delay of median
 * 40 minutes (sigma 1.3) while it is awake; asleep, at its 07:00 plus one of median 20 minutes
 * (sigma 1.0). An answer the first delay would put past bedtime comes the next morning instead:
 * the model has the seat asleep from 23:00, so it cannot answer then.
 */
export function answer(seat: Seat, t: number, random: RandomSource): { at: number; kind: AnswerKind } {
  if (!asleep(seat, t)) {
    const at = t + logNormal(random, AWAKE_ANSWER.median, AWAKE_ANSWER.sigma);
    const bedtime = t + SLEEP_FROM - localTime(seat, t);
    if (at < bedtime) return { at, kind: 'awake' };
    return {
      at: nextWaking(seat, bedtime) + logNormal(random, MORNING_ANSWER.median, MORNING_ANSWER.sigma),
      kind: 'past-bedtime',
    };
  }
  return { at: nextWaking(seat, t) + logNormal(random, MORNING_ANSWER.median, MORNING_ANSWER.sigma), kind: 'asleep' };
}

/** The UTC minute of answer(). */
export function answerTime(seat: Seat, t: number, random: RandomSource): number {
  return answer(seat, t, random).at;
}

/** A zone offset as people write it: UTC-5, UTC+3:30. */
export function zoneName(seat: Seat): string {
  const offset = ZONES[seat % ZONES.length];
  const h = Math.floor(Math.abs(offset) / 60);
  const m = Math.abs(offset) % 60;
  return `UTC${offset < 0 ? '-' : '+'}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}
